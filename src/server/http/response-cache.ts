import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

interface Entry {
  key: string
  status: number
  type: string
  body: string
  etag: string
  expires: number
  generation: number
  gzip?: Buffer
  br?: Buffer
  /** the brotli quality `br` was made at */
  brQuality?: number
  /** asked for again since it was made: queued (or done) for its most compact brotli copy, off the request path */
  recompressed?: boolean
  /** what the entry holds: its body's bytes and its compressed copies' */
  bytes: number
}

/** A reply made afresh for the cache: kept unless `keep` is false, until `expires` at the latest. */
export interface FreshReply {
  body: string
  status?: number
  /** false: sent as it is (no ETag), never kept */
  keep?: boolean
  /** when it must be made again at the latest (it was made from replies that run out then) */
  expires?: number
}

const JSON_TYPE = 'application/json; charset=utf-8'
const brotliAsync = promisify(brotliCompress)

/**
 * Brotli's settings for one body: its quality, and a window no larger than the body (`lgwin`, with the size as a
 * hint). A stream does not know its size, so brotli would take its largest window (4 MiB) and, at quality 11, a
 * match finder of eight times that (32 MiB) for a page of 250 kB; sized to the body it takes a few MiB and
 * compresses the same (decision record 027, amended 2026-11-29: the memory bench).
 */
export function brotliParams(quality: number, bytes: number): Record<number, number> {
  const lgwin = Math.min(
    zlib.BROTLI_MAX_WINDOW_BITS,
    Math.max(zlib.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 1))),
  )
  return {
    [zlib.BROTLI_PARAM_QUALITY]: quality,
    [zlib.BROTLI_PARAM_LGWIN]: lgwin,
    [zlib.BROTLI_PARAM_SIZE_HINT]: bytes,
  }
}
/** Brotli's quality for a reply compressed while it is asked for: quick, close to the best for small JSON. */
const BROTLI_QUICK = 5
const COMPRESS_MIN_BYTES = 1024

// What a piece of work read from the caches: it is no fresher than the first of those entries to run out.
const reading = new AsyncLocalStorage<{ expires: number }>()

/**
 * Runs `produce` and tells when the oldest cached reply it read (through any ResponseCache, in-process requests
 * included) runs out: something made from cached replies must not outlive them (decision record 026).
 */
export async function readingCached<T>(produce: () => Promise<T>): Promise<{ value: T; expires: number }> {
  const scope = { expires: Number.POSITIVE_INFINITY }
  const value = await reading.run(scope, produce)
  return { value, expires: scope.expires }
}

/**
 * The bytes of `buf` in memory of their own, exactly their size. zlib's one-shot functions answer a view into a
 * 64 KiB output chunk, and a small Buffer.from is a slice of a shared 64 KiB pool: kept as they are, a 1 KiB
 * compressed reply would hold 64 KiB (decision 027; the byte bound would count a sixty-fourth of it).
 */
export function ownBytes(buf: Buffer): Buffer {
  if (buf.byteLength === buf.buffer.byteLength) return buf
  const own = new Uint8Array(buf)
  return Buffer.from(own.buffer, 0, own.byteLength)
}

/** Default bounds: this many entries, and this many bytes of bodies and compressed copies together. */
const MAX_ENTRIES = 2_000
const MAX_BYTES = 8 * 1024 * 1024
/** Values kept by `remember` (a product's detail, a few kB in memory each): this many, the one used longest ago goes. */
const MAX_REMEMBERED = 200

/**
 * Serialised replies of public catalogue GETs, keyed by URL (and, through `serve`, the rendered public pages:
 * decision record 026, src/server/web/page-cache.ts). A hit costs a map
 * lookup: no query, no serialisation, no compression (compressed once per entry).
 * Invalidated whole on any catalogue change; the TTL bounds staleness from
 * changes made by other processes. Bounded by entries and by bytes (any query string
 * makes a key, and a list of 100 products weighs a hundred missed searches): the
 * entry used longest ago goes first (decision 027).
 */
export class ResponseCache {
  readonly #entries = new Map<string, Entry>()
  readonly #ttlMs: number
  readonly #max: number
  readonly #maxBytes: number
  readonly #brotliQuality: number
  readonly #recompressQuality: number | undefined
  /** entries waiting for their compact copy, made one at a time; `#recompressing` while one is being made */
  readonly #toRecompress: Entry[] = []
  #recompressing: Promise<void> | undefined
  #bytes = 0
  #generation = 0
  readonly #headers: { 'cache-control': string; vary: string }
  readonly #onClear = new Set<() => void>()
  readonly #remembered = new Map<string, { value: unknown; expires: number }>()

  constructor(opts: {
    ttlMs: number
    max?: number
    maxBytes?: number
    /** the replies' Cache-Control and Vary (JSON: revalidated every time, varying by encoding only) */
    cacheControl?: string
    vary?: string
    /** Brotli's quality for the copy made when a reply is first asked for, on the request's thread (default 5). */
    brotliQuality?: number
    /**
     * When given (the pages: 11, a tenth smaller than 5 and some thirty times its CPU), an entry asked for a second
     * time has its brotli copy made again at this quality, once, off the request path (one at a time, in libuv's
     * thread pool), and the compact copy replaces the quick one for every later reply (decision record 026).
     */
    recompressQuality?: number
  }) {
    this.#brotliQuality = opts.brotliQuality ?? BROTLI_QUICK
    this.#recompressQuality = opts.recompressQuality
    this.#ttlMs = opts.ttlMs
    this.#max = opts.max ?? MAX_ENTRIES
    this.#maxBytes = opts.maxBytes ?? MAX_BYTES
    this.#headers = {
      'cache-control': opts.cacheControl ?? 'public, max-age=0, must-revalidate',
      vary: opts.vary ?? 'accept-encoding',
    }
  }

  clear(): void {
    this.#generation++
    this.#entries.clear()
    this.#remembered.clear()
    this.#bytes = 0
    for (const fn of this.#onClear) fn()
  }

  /** Runs `fn` whenever this cache is cleared (a cache of what is made from these replies clears with it). */
  onClear(fn: () => void): void {
    this.#onClear.add(fn)
  }

  get size(): number {
    return this.#entries.size
  }

  /** bytes held: bodies and their compressed copies */
  get bytes(): number {
    return this.#bytes
  }

  /**
   * A value read from the database for these replies, kept as long as they are and cleared with them: what a reply
   * and a page's head both read (a product's detail, decision record 026) is read once, not once for each. Errors are
   * never kept; the value is shared, so nobody may change it. A page made from it lives no longer than it does.
   */
  async remember<T>(key: string, produce: () => Promise<T>): Promise<T> {
    const now = Date.now()
    let kept = this.#remembered.get(key)
    if (kept) this.#remembered.delete(key)
    if (!kept || kept.expires <= now) {
      const generation = this.#generation
      kept = { value: await produce(), expires: now + this.#ttlMs }
      // read while the cache was cleared: it may hold what the change replaced, so it is used once, not kept
      if (generation !== this.#generation) return kept.value as T
    }
    this.#remembered.set(key, kept)
    if (this.#remembered.size > MAX_REMEMBERED)
      this.#remembered.delete(this.#remembered.keys().next().value ?? '')
    const scope = reading.getStore()
    if (scope && kept.expires < scope.expires) scope.expires = kept.expires
    return kept.value as T
  }

  /** The entry for `key`, made the most recently used; undefined when there is none or it has expired. */
  #get(key: string, now: number): Entry | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    this.#entries.delete(key)
    if (entry.expires <= now) {
      this.#bytes -= entry.bytes
      return undefined
    }
    this.#entries.set(key, entry)
    return entry
  }

  /** Adds `bytes` to what `entry` holds and, while over a bound, drops the entries used longest ago. */
  #account(entry: Entry, bytes: number): void {
    entry.bytes += bytes
    if (this.#entries.get(entry.key) !== entry) return
    this.#bytes += bytes
    for (const [key, old] of this.#entries) {
      if (this.#entries.size <= this.#max && this.#bytes <= this.#maxBytes) break
      this.#entries.delete(key)
      this.#bytes -= old.bytes
    }
  }

  /**
   * Replies from the cache, or runs `produce` and caches its JSON. Errors are never cached. The JSON is made by
   * the route's own serializer for its 200 reply (`reply.serialize`), so money leaves as rupees exactly as an
   * uncached reply's does (decision 039).
   */
  send(request: FastifyRequest, reply: FastifyReply, produce: () => Promise<unknown>): Promise<void> {
    return this.serve(request, reply, request.url, JSON_TYPE, async () => {
      const body = reply.serialize(await produce())
      return { body: typeof body === 'string' ? body : new TextDecoder().decode(body) }
    })
  }

  /**
   * Replies from the cache under `key`, or runs `produce` and keeps what it made (unless it says not to). A reply
   * made while the cache was cleared is sent but not kept: it may hold what the change replaced.
   */
  async serve(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    type: string,
    produce: () => Promise<FreshReply>,
  ): Promise<void> {
    const now = Date.now()
    let entry = this.#get(key, now)
    if (entry) this.#askedAgain(entry)
    else {
      const generation = this.#generation
      const fresh = await produce()
      const { body, status = 200 } = fresh
      if (fresh.keep === false) {
        await reply.code(status).type(type).header('cache-control', 'no-cache').send(body)
        return
      }
      entry = {
        key,
        status,
        type,
        body,
        etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
        expires: Math.min(now + this.#ttlMs, fresh.expires ?? Number.POSITIVE_INFINITY),
        generation,
        bytes: 0,
      }
      // A change that landed while we were reading must not be hidden by a stale entry.
      if (entry.expires > now && generation === this.#generation) {
        const stale = this.#entries.get(key)
        if (stale) {
          this.#entries.delete(key)
          this.#bytes -= stale.bytes
        }
        this.#entries.set(key, entry)
      }
      this.#account(entry, Buffer.byteLength(body))
    }
    const scope = reading.getStore()
    if (scope && entry.expires < scope.expires) scope.expires = entry.expires

    reply.headers(this.#headers).header('etag', entry.etag).type(entry.type)
    if (request.headers['if-none-match'] === entry.etag) {
      await reply.code(304).send()
      return
    }

    const accept = String(request.headers['accept-encoding'] ?? '')
    if (entry.body.length >= COMPRESS_MIN_BYTES) {
      if (/\bbr\b/.test(accept)) {
        if (!entry.br) {
          const params = brotliParams(this.#brotliQuality, Buffer.byteLength(entry.body))
          entry.br = ownBytes(brotliCompressSync(entry.body, { params }))
          entry.brQuality = this.#brotliQuality
          this.#account(entry, entry.br.length)
        }
        const br = entry.br
        await reply.code(entry.status).header('content-encoding', 'br').send(br)
        return
      }
      if (/\bgzip\b/.test(accept)) {
        if (!entry.gzip) {
          entry.gzip = ownBytes(gzipSync(entry.body, { level: 6 }))
          this.#account(entry, entry.gzip.length)
        }
        await reply.code(entry.status).header('content-encoding', 'gzip').send(entry.gzip)
        return
      }
    }
    await reply.code(entry.status).send(entry.body)
  }

  /**
   * A kept entry asked for again: queued, once, for its most compact brotli copy (when the cache makes one). The
   * copy is made after the reply, one entry at a time, never on a request's path.
   */
  #askedAgain(entry: Entry): void {
    if (this.#recompressQuality === undefined || entry.recompressed) return
    if (entry.body.length < COMPRESS_MIN_BYTES) return
    entry.recompressed = true
    this.#toRecompress.push(entry)
    this.#recompressing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
      this.#recompressQueued(),
    )
  }

  async #recompressQueued(): Promise<void> {
    const quality = this.#recompressQuality ?? BROTLI_QUICK
    for (let entry = this.#toRecompress.shift(); entry; entry = this.#toRecompress.shift()) {
      // Gone meanwhile (cleared, replaced, dropped for the bounds, expired): nothing to make.
      if (!this.#holds(entry)) continue
      let best: Buffer
      try {
        best = ownBytes(
          await brotliAsync(entry.body, { params: brotliParams(quality, Buffer.byteLength(entry.body)) }),
        )
      } catch {
        continue // the quick copy stays
      }
      // A clear while it was being made must not bring the entry back, nor count its bytes.
      if (!this.#holds(entry)) continue
      this.#account(entry, best.length - (entry.br?.length ?? 0))
      entry.br = best
      entry.brQuality = quality
    }
    this.#recompressing = undefined
  }

  /** Whether `entry` is still the one kept under its key, of this generation and not expired. */
  #holds(entry: Entry): boolean {
    return (
      this.#entries.get(entry.key) === entry &&
      entry.generation === this.#generation &&
      entry.expires > Date.now()
    )
  }

  /** Resolves when no compact copy is being made or waits to be (tests, the bench). */
  async recompressed(): Promise<void> {
    while (this.#recompressing) await this.#recompressing
  }

  /** The brotli quality of the copy kept under `key` (undefined: none kept yet, or no such entry). */
  brotliQualityOf(key: string): number | undefined {
    return this.#entries.get(key)?.brQuality
  }
}
