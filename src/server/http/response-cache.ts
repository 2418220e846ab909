import { createHash } from 'node:crypto'
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

interface Entry {
  body: string
  etag: string
  expires: number
  generation: number
  gzip?: Buffer
  br?: Buffer
}

const COMPRESS_MIN_BYTES = 1024

/**
 * Serialised replies of public catalogue GETs, keyed by URL. A hit costs a map
 * lookup: no query, no serialisation, no compression (compressed once per entry).
 * Invalidated whole on any catalogue change; the TTL bounds staleness from
 * changes made by other processes.
 */
export class ResponseCache {
  readonly #entries = new Map<string, Entry>()
  readonly #ttlMs: number
  readonly #max: number
  #generation = 0

  constructor(opts: { ttlMs: number; max?: number }) {
    this.#ttlMs = opts.ttlMs
    this.#max = opts.max ?? 2_000
  }

  clear(): void {
    this.#generation++
    this.#entries.clear()
  }

  get size(): number {
    return this.#entries.size
  }

  /** Replies from the cache, or runs `produce` and caches its JSON. Errors are never cached. */
  async send(request: FastifyRequest, reply: FastifyReply, produce: () => Promise<unknown>): Promise<void> {
    const key = request.url
    const now = Date.now()
    let entry = this.#entries.get(key)
    if (!entry || entry.expires <= now) {
      const generation = this.#generation
      const body = JSON.stringify(await produce())
      entry = {
        body,
        etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
        expires: now + this.#ttlMs,
        generation,
      }
      // A change that landed while we were reading must not be hidden by a stale entry.
      if (this.#ttlMs > 0 && generation === this.#generation) {
        if (this.#entries.size >= this.#max) this.#entries.delete(this.#entries.keys().next().value!)
        this.#entries.set(key, entry)
      }
    }

    reply
      .header('etag', entry.etag)
      .header('cache-control', 'public, max-age=0, must-revalidate')
      .header('vary', 'accept-encoding')
      .type('application/json; charset=utf-8')
    if (request.headers['if-none-match'] === entry.etag) {
      await reply.code(304).send()
      return
    }

    const accept = String(request.headers['accept-encoding'] ?? '')
    if (entry.body.length >= COMPRESS_MIN_BYTES) {
      if (/\bbr\b/.test(accept)) {
        entry.br ??= brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        await reply.header('content-encoding', 'br').send(entry.br)
        return
      }
      if (/\bgzip\b/.test(accept)) {
        entry.gzip ??= gzipSync(entry.body, { level: 6 })
        await reply.header('content-encoding', 'gzip').send(entry.gzip)
        return
      }
    }
    await reply.send(entry.body)
  }
}
