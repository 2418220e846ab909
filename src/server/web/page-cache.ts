import type { FastifyReply, FastifyRequest } from 'fastify'
import { ResponseCache, readingCached } from '../http/response-cache.ts'
import { drawsSplash } from './server-render.ts'

// The rendered public pages, kept like the API's catalogue replies (decision record 026): a page is rendered once
// per address and splash variant, then answered from memory with its ETag and its compressed copies.

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
      // A page is compressed once per change and sent thousands of times: the most compact brotli, off the thread.
      brotliQuality: 11,
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

  /**
   * Answers a GET of a page from memory, or makes it. The key is the address as asked (path and query) and the one
   * thing that differs between visitors: whether the server draws the splash. A kept page lives no longer than the
   * TTL, nor than the API replies it was made from, so it is never staler than the API.
   */
  serve(request: FastifyRequest, reply: FastifyReply, make: () => Promise<MadePage>): Promise<void> {
    const key = `${drawsSplash(request.headers.cookie) ? 'splash' : 'plain'} ${request.url}`
    return this.#cache.serve(request, reply, key, HTML, async () => {
      const { value: page, expires } = await readingCached(make)
      return { body: page.html, status: page.status, keep: page.keep, expires }
    })
  }
}
