import { brotliCompressSync, brotliDecompressSync, gzipSync, constants as zlib } from 'node:zlib'
import Fastify from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { brotliParams, ownBytes, ResponseCache, readingCached } from './response-cache.ts'

// Decision 027: memory kept rising under load. The catalogue cache held 2,000 entries of any size, keyed by any query
// string: it is bounded by bytes too, and drops the entry used longest ago.

const apps: ReturnType<typeof Fastify>[] = []
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close()
})

/** A Fastify app answering GET /items?… through `cache`, with a body of `size` characters; counts the reads. */
async function serve(cache: ResponseCache, size = 2000) {
  const app = Fastify()
  apps.push(app)
  const reads: string[] = []
  app.get('/items', (request, reply) =>
    cache.send(request, reply, async () => {
      reads.push(request.url)
      return { data: 'x'.repeat(size), url: request.url }
    }),
  )
  await app.ready()
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers })
  return { get, reads }
}

describe('the catalogue response cache', () => {
  it('answers a repeated request from memory, with its ETag and a 304 for it', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000 })
    const { get, reads } = await serve(cache)
    const first = await get('/items?a=1')
    const second = await get('/items?a=1')
    expect(second.body).toBe(first.body)
    expect(reads).toEqual(['/items?a=1'])
    const etag = String(first.headers.etag)
    expect((await get('/items?a=1', { 'if-none-match': etag })).statusCode).toBe(304)
  })

  it('holds no more bytes than its bound, the compressed copies counted', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxBytes: 10_000 })
    const { get } = await serve(cache, 2000)
    for (let i = 0; i < 20; i++) await get(`/items?q=${i}`, { 'accept-encoding': 'br' })
    expect(cache.bytes).toBeLessThanOrEqual(10_000)
    expect(cache.size).toBeGreaterThanOrEqual(3)
    expect(cache.size).toBeLessThan(20)
    // A gzip copy of a cached entry counts too.
    const before = cache.bytes
    const gzipped = await get('/items?q=19', { 'accept-encoding': 'gzip' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(cache.bytes).toBe(before + gzipped.rawPayload.length)
  })

  it('drops the entry used longest ago, not the one just read', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, max: 3 })
    const { get, reads } = await serve(cache)
    await get('/items?q=popular')
    await get('/items?q=1')
    await get('/items?q=2')
    await get('/items?q=popular') // read again: now the most recently used
    await get('/items?q=3') // over the bound: q=1 goes
    expect(cache.size).toBe(3)
    reads.length = 0
    await get('/items?q=popular')
    await get('/items?q=2')
    await get('/items?q=3')
    expect(reads).toEqual([])
    await get('/items?q=1')
    expect(reads).toEqual(['/items?q=1'])
  })

  it('keeps nothing bigger than the bound, and still answers it', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, maxBytes: 1000 })
    const { get } = await serve(cache, 5000)
    const res = await get('/items?big=1')
    expect(res.statusCode).toBe(200)
    expect(JSON.parse(res.body).data).toHaveLength(5000)
    expect(cache.size).toBe(0)
    expect(cache.bytes).toBe(0)
  })

  it('forgets everything, bytes included, when the catalogue changes', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000 })
    const { get, reads } = await serve(cache)
    await get('/items?a=1')
    expect(cache.bytes).toBeGreaterThan(2000)
    cache.clear()
    expect(cache.bytes).toBe(0)
    await get('/items?a=1')
    expect(reads).toHaveLength(2)
  })

  it('reads again after the time to live, and its bytes are given back', async () => {
    const cache = new ResponseCache({ ttlMs: 1 })
    const { get, reads } = await serve(cache)
    await get('/items?a=1')
    await new Promise((r) => setTimeout(r, 5))
    await get('/items?a=1')
    expect(reads).toHaveLength(2)
    expect(cache.size).toBe(1)
    expect(cache.bytes).toBeLessThan(2100)
  })
})

describe('the compact copy made again off the request path (the pages: decision record 026)', () => {
  /** A body brotli 11 takes a while over: varied words, so the copy is still being made when the test acts. */
  async function serveText(cache: ResponseCache) {
    const app = Fastify()
    apps.push(app)
    let version = 0
    app.get('/page', (request, reply) =>
      cache.serve(request, reply, 'page', 'text/html', async () => {
        version++
        const words = Array.from({ length: 40_000 }, (_, i) => `w${(i * 7919 + version) % 10007}`)
        return { body: `<p>version ${version}</p>${words.join(' ')}` }
      }),
    )
    await app.ready()
    return (headers: Record<string, string> = { 'accept-encoding': 'br' }) =>
      app.inject({ method: 'GET', url: '/page', headers })
  }

  it('is made once the page is asked for again, and replaces the quick copy', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, recompressQuality: 11 })
    const get = await serveText(cache)
    const first = await get()
    expect(cache.brotliQualityOf('page')).toBe(5)
    await get()
    await cache.recompressed()
    expect(cache.brotliQualityOf('page')).toBe(11)
    const later = await get()
    expect(later.rawPayload.length).toBeLessThan(first.rawPayload.length)
    expect(brotliDecompressSync(later.rawPayload).toString()).toBe(
      brotliDecompressSync(first.rawPayload).toString(),
    )
    expect(later.headers.etag).toBe(first.headers.etag)
  })

  it('is never made without the option (the JSON replies)', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000 })
    const get = await serveText(cache)
    for (let i = 0; i < 3; i++) await get()
    await cache.recompressed()
    expect(cache.brotliQualityOf('page')).toBe(5)
  })

  it('does not bring back, nor count, an entry cleared while its copy was being made', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000, recompressQuality: 11 })
    const get = await serveText(cache)
    await get()
    await get()
    await new Promise((r) => setTimeout(r, 5)) // started: in the thread pool
    cache.clear()
    const remade = await get() // made again, of the new version, before the old copy is done
    await cache.recompressed()
    expect(cache.size).toBe(1)
    expect(cache.brotliQualityOf('page')).toBe(5)
    const body = brotliDecompressSync(remade.rawPayload).toString()
    expect(body).toContain('<p>version 2</p>')
    expect(cache.bytes).toBe(Buffer.byteLength(body) + remade.rawPayload.length)
    cache.clear()
    await cache.recompressed()
    expect(cache.size).toBe(0)
    expect(cache.bytes).toBe(0)
  })
})

describe('a compressed copy kept by the cache', () => {
  it('holds memory of its own, exactly its size, not a view into zlib’s 64 KiB output chunk', () => {
    const compressed = gzipSync('x'.repeat(2000))
    expect(compressed.buffer.byteLength).toBeGreaterThan(compressed.byteLength * 100) // what zlib answers
    const own = ownBytes(compressed)
    expect(own.buffer.byteLength).toBe(compressed.byteLength)
    expect(own.equals(compressed)).toBe(true)
  })
})

describe('brotliParams (decision record 027, amended 2026-11-29)', () => {
  it('fits the window to the body, within brotli’s bounds, and says its size', () => {
    expect(brotliParams(11, 250_000)).toEqual({
      [zlib.BROTLI_PARAM_QUALITY]: 11,
      [zlib.BROTLI_PARAM_LGWIN]: 18,
      [zlib.BROTLI_PARAM_SIZE_HINT]: 250_000,
    })
    expect(brotliParams(5, 10)[zlib.BROTLI_PARAM_LGWIN]).toBe(zlib.BROTLI_MIN_WINDOW_BITS)
    expect(brotliParams(5, 50_000_000)[zlib.BROTLI_PARAM_LGWIN]).toBe(zlib.BROTLI_MAX_WINDOW_BITS)
  })

  it('compresses a page as small as brotli’s largest window does, and it reads back the same', () => {
    const page = Buffer.from(
      Array.from(
        { length: 4000 },
        (_, i) => `<li class="card">Moringa ${i % 37} · ₹${349 + (i % 11)}</li>`,
      ).join(''),
    )
    const fitted = brotliCompressSync(page, { params: brotliParams(11, page.length) })
    const widest = brotliCompressSync(page, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
    expect(brotliDecompressSync(fitted).equals(page)).toBe(true)
    expect(fitted.length).toBeLessThanOrEqual(Math.ceil(widest.length * 1.01))
  })
})

// A value both a reply and a page's head read (a product's detail) is read once while the replies are kept
// (decision record 026, amended 2026-11-29).
describe('what the cache remembers beside its replies', () => {
  const counted = () => {
    const reads: string[] = []
    return { reads, read: (key: string) => async () => (reads.push(key), { key }) }
  }

  it('reads a value once, hands every caller the same, and reads again after a clear', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000 })
    const { reads, read } = counted()
    const first = await cache.remember('p 101', read('p 101'))
    expect(await cache.remember('p 101', read('p 101'))).toBe(first)
    await cache.remember('p 102', read('p 102'))
    expect(reads).toEqual(['p 101', 'p 102'])
    cache.clear()
    expect(await cache.remember('p 101', read('p 101'))).not.toBe(first)
    expect(reads).toEqual(['p 101', 'p 102', 'p 101'])
  })

  it('keeps no error, nor a value read while the cache was cleared', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000 })
    await expect(cache.remember('p', async () => Promise.reject(new Error('gone')))).rejects.toThrow('gone')
    const { reads, read } = counted()
    await cache.remember('p', read('p'))
    expect(reads).toEqual(['p'])
    const during = await cache.remember('q', async () => {
      cache.clear()
      return { key: 'q, read across a clear' }
    })
    expect(during).toEqual({ key: 'q, read across a clear' })
    await cache.remember('q', read('q'))
    expect(reads).toEqual(['p', 'q'])
  })

  it('lives no longer than the replies, and what is made from it no longer than it', async () => {
    const cache = new ResponseCache({ ttlMs: 50 })
    const { reads, read } = counted()
    const made = await readingCached(() => cache.remember('p', read('p')))
    expect(made.expires).toBeGreaterThan(Date.now())
    expect(made.expires).toBeLessThanOrEqual(Date.now() + 50)
    const again = await readingCached(() => cache.remember('p', read('p')))
    expect(again.expires).toBe(made.expires)
    await new Promise((r) => setTimeout(r, 60))
    await cache.remember('p', read('p'))
    expect(reads).toEqual(['p', 'p'])
  })

  it('keeps 200 values, the one used longest ago going first', async () => {
    const cache = new ResponseCache({ ttlMs: 60_000 })
    const { reads, read } = counted()
    for (let i = 0; i < 200; i++) await cache.remember(`p ${i}`, read(`p ${i}`))
    await cache.remember('p 0', read('p 0')) // used again: now the newest
    await cache.remember('p 200', read('p 200')) // one too many: p 1 goes
    reads.length = 0
    await cache.remember('p 0', read('p 0'))
    await cache.remember('p 1', read('p 1'))
    expect(reads).toEqual(['p 1'])
  })
})
