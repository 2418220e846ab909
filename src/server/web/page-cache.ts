import type { FastifyReply, FastifyRequest } from 'fastify'
import { pageAddress } from '#domain/page-query.ts'
import { ResponseCache, readingCached } from '../http/response-cache.ts'
import { drawsSplash } from './server-render.ts'

// The rendered public pages, kept like the API's catalogue replies (decision record 026): a page is rendered once
// per address and splash variant, then answered from memory with its ETag and its compressed copies. The address
// is the path and the query parameters the page reads (src/domain/page-query.ts): an ad click's utm_* or fbclid, or
// any parameter the page does not read, is the same page.

/** Bounds: a crawler walking /products?q=<anything> makes a key per address; the page used longest ago goes. */
export const PAGE_CACHE_MAX_ENTRIES = 400
export const PAGE_CACHE_MAX_BYTES = 24 * 1024 * 1024

const HTML = 'text/html; charset=utf-8'

/** A page made for one request, and whether it may be kept and given to anyone who asks for the same. */
export interface MadePage {
  status: number
  html: string
  keep: boolean
}

export class PageCache {
  readonly #cache: ResponseCache

  constructor(opts: {
    ttlMs: number
    /** the API's cache: cleared, whatever the reason, this one is cleared with it */
    follows: ResponseCache
    max?: number
    maxBytes?: number
  }) {
    this.#cache = new ResponseCache({
      ttlMs: opts.ttlMs,
      max: opts.max ?? PAGE_CACHE_MAX_ENTRIES,
      maxBytes: opts.maxBytes ?? PAGE_CACHE_MAX_BYTES,
      // Revalidated on every visit (a 304 when unchanged); the splash variant is chosen by cookies.
      cacheControl: 'no-cache',
      vary: 'accept-encoding, cookie',
      // A page missed is compressed quickly on the request's path (brotli 5: a few milliseconds, where 11 took 120
      // to 150 ms of the listing's 175); asked for again, it is compressed once more at the most compact quality
      // off the request path, and that copy is sent from then on (decision record 026, amended 2026-11-27).
      brotliQuality: 5,
      recompressQuality: 11,
    })
    opts.follows.onClear(() => this.#cache.clear())
  }

  get size(): number {
    return this.#cache.size
  }

  get bytes(): number {
    return this.#cache.bytes
  }

  clear(): void {
    this.#cache.clear()
  }

  /** Resolves when no page waits for or is being given its compact copy (tests, the bench). */
  recompressed(): Promise<void> {
    return this.#cache.recompressed()
  }

  /** The brotli quality of the copy kept for `url` (as asked; splash variant or not), undefined when none is. */
  brotliQualityOf(url: string, opts: { splash: boolean }): number | undefined {
    return this.#cache.brotliQualityOf(this.#key(opts.splash, pageAddress(url)))
  }

  #key(splash: boolean, address: string): string {
    return `${splash ? 'splash' : 'plain'} ${address}`
  }

  /**
   * Answers a GET of a page from memory, or makes it. The key is the page's address (its path and the query
   * parameters it reads, `pageAddress`) and the one thing that differs between visitors: whether the server draws
   * the splash. `make` is handed that address to render, so that the page kept is the page of its key, whatever else
   * the first visitor's link carried. A kept page lives no longer than the TTL, nor than the API replies it was made
   * from, so it is never staler than the API.
   */
  serve(
    request: FastifyRequest,
    reply: FastifyReply,
    make: (address: string) => Promise<MadePage>,
  ): Promise<void> {
    const address = pageAddress(request.url)
    const key = this.#key(drawsSplash(request.headers.cookie), address)
    return this.#cache.serve(request, reply, key, HTML, async () => {
      const { value: page, expires } = await readingCached(() => make(address))
      return { body: page.html, status: page.status, keep: page.keep, expires }
    })
  }
}
