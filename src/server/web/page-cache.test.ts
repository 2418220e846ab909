import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRACKING_PARAMS } from '#domain/page-query.ts'
import { brotliParams } from '../http/response-cache.ts'
import { bearer, signUp } from '../testing/auth-helpers.ts'
import { createTestApp, type TestContext } from '../testing/test-app.ts'
import { PAGE_CACHE_MAX_BYTES, PAGE_CACHE_MAX_ENTRIES } from './page-cache.ts'

// Decision record 026: rendered public pages are kept in memory per address and splash variant. A stand-in for the
// page bundle (<dist>/ssr/entry-server.js) renders products fetched from the API as the real pages do, writes out
// everything the server handed it, counts its renders, and can be told to send credentials, call a failing
// route, fail, or wait for the test (by path: __pageControl; the page's query is not the place, since a parameter
// the page does not read never reaches the renderer). The real bundle is exercised by the browser journeys (e2e/server-render).
const ENTRY = `
let api
globalThis.__pageRenders = []
globalThis.__pageControl = {}
export function configureServerApi(opts) { api = opts }
export async function render(input) {
  globalThis.__pageRenders.push(input.url)
  const u = new URL(input.url, 'http://x')
  const control = globalThis.__pageControl[u.pathname]
  if (control === 'explode') throw new Error('render failed')
  const product = /^\\/product\\/(\\d+)$/.exec(u.pathname)
  const route = control === 'failing'
    ? '/api/v1/no-such-route'
    : product ? '/api/v1/products/' + product[1] : '/api/v1/products?page=1&per_page=100'
  const headers = control === 'credentials' ? { authorization: 'Bearer as-if-a-shopper' } : {}
  const res = await api.fetch(new URL(route, api.origin), { headers })
  const data = (await res.json()).data
  if (control === 'slow') await globalThis.__pageGate
  const items = [].concat(data ?? [])
  return {
    head: '',
    html: '<div class="page">' + items.map((p) => '<p>' + p.name + ' ₹' + p.price + '</p>').join('') +
      '<pre>' + JSON.stringify(input).replace(/</g, '') + '</pre></div>',
    state: { queries: {}, render: { splash: input.splash } },
  }
}
`

const dist = mkdtempSync(path.join(tmpdir(), 'shop-pages-'))
mkdirSync(path.join(dist, 'ssr'))
writeFileSync(
  path.join(dist, 'index.html'),
  readFileSync(path.resolve(import.meta.dirname, '../../../index.html')),
)
writeFileSync(path.join(dist, 'ssr', 'entry-server.js'), ENTRY)

const g = globalThis as unknown as {
  __pageRenders: string[]
  __pageGate?: Promise<void>
  __pageControl: Record<string, 'explode' | 'failing' | 'credentials' | 'slow' | undefined>
}
let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } })
})
afterAll(async () => {
  await t?.close()
  rmSync(dist, { recursive: true, force: true })
})

const page = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers: { accept: 'text/html', ...headers } })
/** as the cache compresses: at `quality`, its window fitted to the page (brotliParams) */
const brotli = (body: string, quality: number) =>
  brotliCompressSync(body, { params: brotliParams(quality, Buffer.byteLength(body)) })
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]
const rendersOf = (url: string) => g.__pageRenders.filter((u) => u === url).length
const setPrice = async (id: number, rupees: number) => {
  await t.database.db.execute(sql`update products set price_paise = ${rupees * 100} where id = ${id}`)
}

describe('the page cache', () => {
  it('renders a page once, then answers it from memory with a strong ETag, 304 and compressed copies', async () => {
    const first = await page('/products?sort=price-asc')
    const second = await page('/products?sort=price-asc')
    expect(first.statusCode).toBe(200)
    expect(second.body).toBe(first.body)
    expect(first.body).toContain('<p>Moringa Powder ₹')
    expect(rendersOf('/products?sort=price-asc')).toBe(1)
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[\w-]{27}"$/)
    expect(second.headers.etag).toBe(etag)
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(first.headers['cache-control']).toBe('no-cache')
    expect(String(first.headers.vary)).toMatch(/cookie/)

    const revalidated = await page('/products?sort=price-asc', { 'if-none-match': etag })
    expect(revalidated.statusCode).toBe(304)
    expect(revalidated.body).toBe('')
    const br = await page('/products?sort=price-asc', { 'accept-encoding': 'br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body)
    const gzip = await page('/products?sort=price-asc', { 'accept-encoding': 'gzip' })
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body)
    expect(rendersOf('/products?sort=price-asc')).toBe(1)
  })

  it('compresses a page once, however many ask for it at the same time', async () => {
    const plain = await page('/products?sort=name')
    await t.app.pageCache.recompressed() // (the pages of the test above)
    const before = t.app.pageCache.bytes
    const asked = await Promise.all(
      [1, 2, 3].map(() => page('/products?sort=name', { 'accept-encoding': 'br' })),
    )
    const quick = brotli(plain.body, 5)
    for (const br of asked) expect(br.rawPayload.equals(quick)).toBe(true)
    // One copy kept, counted once; its compact copy is made later, once (below).
    expect(t.app.pageCache.bytes - before).toBe(quick.length)
    await t.app.pageCache.recompressed()
    expect(t.app.pageCache.bytes - before).toBe(brotli(plain.body, 11).length)
  })

  it('keeps the splash variant apart: drawn for a new visitor, not once seen nor for a signed-in shopper', async () => {
    const splash = (html: string) => /"splash":(true|false)/.exec(html)?.[1]
    expect(splash((await page('/moringa')).body)).toBe('true')
    expect(splash((await page('/moringa', { cookie: 'splash_seen=1' })).body)).toBe('false')
    expect(splash((await page('/moringa', { cookie: 'shop.session_token=abc.def' })).body)).toBe('false')
    expect(splash((await page('/moringa', { cookie: 'theme=dark' })).body)).toBe('true')
    expect(rendersOf('/moringa')).toBe(2)
  })

  it("gives a signed-in shopper's page to anyone, with nothing of theirs in it, and the other way round", async () => {
    const asha = await signUp(t, { name: 'Zubeida Quraishi' })
    const ravi = await signUp(t, { name: 'Thirumalai Venkat' })
    for (const u of [asha, ravi]) {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/v1/profiles/auto', headers: bearer(u.token) }))
          .statusCode,
      ).toBe(200)
    }
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/items',
      headers: bearer(asha.token),
      payload: { product_id: 104, quantity: 3 },
    })
    expect(add.statusCode).toBe(200)
    const as = (u: typeof asha) => ({ cookie: `${u.cookie}; splash_seen=1`, ...bearer(u.token) })
    const traces = (u: typeof asha) => [
      u.name,
      u.email,
      u.id,
      u.token,
      u.cookie.split('=')[1]!.split(';')[0]!,
    ]

    // Asha first on some pages, Ravi first on others; then each, and a visitor, on all of them.
    const first = [
      ['/product/104', asha],
      ['/products?stock=in', asha],
      ['/product/105', ravi],
      ['/recipes', ravi],
    ] as const
    for (const [url, u] of first) expect((await page(url, as(u))).statusCode).toBe(200)
    for (const [url] of first) {
      const visitor = await page(url, { cookie: 'splash_seen=1' })
      for (const u of [asha, ravi]) {
        const own = await page(url, as(u))
        expect(own.body).toBe(visitor.body)
        expect(own.headers['set-cookie']).toBeUndefined()
        const other = u === asha ? ravi : asha
        for (const trace of traces(other))
          expect(own.body, `${url}: ${other.name}'s ${trace}`).not.toContain(trace)
      }
      for (const u of [asha, ravi])
        for (const trace of traces(u)) expect(visitor.body, `${url}: ${trace}`).not.toContain(trace)
      expect(rendersOf(url)).toBe(1)
    }
  })

  it('never keeps private pages, unknown ones, failed renders, or renders whose API calls were not anonymous', async () => {
    const before = t.app.pageCache.size
    for (const url of [
      '/cart',
      '/checkout',
      '/profile',
      '/orders',
      '/wishlist',
      '/login',
      '/product/99999',
      '/nope',
    ])
      await page(url, { cookie: 'splash_seen=1' })
    expect(t.app.pageCache.size).toBe(before)

    const controls = { '/about': 'credentials', '/faq': 'failing', '/terms': 'explode' } as const
    for (const [url, control] of Object.entries(controls)) {
      g.__pageControl[url] = control
      const one = await page(url)
      const two = await page(url)
      expect(one.statusCode, url).toBe(200)
      expect(two.headers.etag, url).toBeUndefined()
      expect(rendersOf(url), url).toBe(2)
      g.__pageControl[url] = undefined
    }
    expect(t.app.pageCache.size).toBe(before)
  })

  it('answers HEAD without rendering and without keeping anything', async () => {
    const before = t.app.pageCache.size
    const head = await page('/recipes?head=1', {}, 'HEAD')
    expect(head.statusCode).toBe(200)
    expect(rendersOf('/recipes?head=1')).toBe(0)
    expect(t.app.pageCache.size).toBe(before)
  })

  it('shows a catalogue change at once, and does not keep a page rendered while a change landed', async () => {
    await page('/product/102')
    await setPrice(102, 411)
    t.app.catalogueChanged()
    expect((await page('/product/102')).body).toContain('₹411<')

    // A render that read the old price, and finished after the change was announced
    let release = () => {}
    g.__pageGate = new Promise<void>((r) => {
      release = r
    })
    g.__pageControl['/product/102'] = 'slow'
    t.app.catalogueChanged() // (the page of ₹411 is asked for afresh)
    const renders = rendersOf('/product/102')
    const slow = page('/product/102')
    while (rendersOf('/product/102') === renders) await new Promise((r) => setTimeout(r, 5))
    await new Promise((r) => setTimeout(r, 50)) // its API call is answered
    await setPrice(102, 422)
    t.app.catalogueChanged()
    release()
    expect((await slow).body).toContain('₹411<')
    g.__pageControl['/product/102'] = undefined
    expect((await page('/product/102')).body).toContain('₹422<')
    expect(rendersOf('/product/102')).toBe(renders + 2)
  })

  it("keeps a page rendered after this process's own change when the change's notice comes back to it", async () => {
    // On PostgreSQL the change is also announced to every process (NOTIFY); this one acted on it when it made it.
    // A page whose render spans the notice's return is of the new catalogue and is kept.
    let release = () => {}
    g.__pageGate = new Promise<void>((r) => {
      release = r
    })
    g.__pageControl['/products'] = 'slow'
    t.app.catalogueChanged()
    const renders = rendersOf('/products?min=3&sort=price-desc')
    const slow = page('/products?sort=price-desc&min=3', { 'accept-encoding': 'br' })
    while (rendersOf('/products?min=3&sort=price-desc') === renders)
      await new Promise((r) => setTimeout(r, 5))
    // Notices reach a listener in the order they were sent: once a later one is heard, the change's has been.
    let heard = false
    await t.database.listen('page_cache_probe', () => {
      heard = true
    })
    heard = false
    await t.database.notify('page_cache_probe')
    while (!heard) await new Promise((r) => setTimeout(r, 5))
    release()
    await slow
    g.__pageControl['/products'] = undefined
    expect(t.app.pageCache.brotliQualityOf('/products?sort=price-desc&min=3', { splash: true })).toBe(5)
    await page('/products?sort=price-desc&min=3')
    expect(rendersOf('/products?min=3&sort=price-desc')).toBe(renders + 1)
  })

  it('stays within its bounds when a crawler asks for many addresses, dropping the page used longest ago', async () => {
    // (a parameter the page reads: one it does not read is the same page, below)
    await page('/products?max=1999')
    const n = PAGE_CACHE_MAX_ENTRIES + 40
    for (let i = 0; i < n; i++) {
      await page(`/products?min=${i}`)
      if (i % 50 === 0) await page('/products?max=1999')
    }
    expect(t.app.pageCache.size).toBe(PAGE_CACHE_MAX_ENTRIES)
    expect(t.app.pageCache.bytes).toBeLessThanOrEqual(PAGE_CACHE_MAX_BYTES)
    await page(`/products?min=${n - 1}`)
    await page('/products?max=1999')
    expect(rendersOf(`/products?min=${n - 1}`)).toBe(1)
    expect(rendersOf('/products?max=1999')).toBe(1)
    await page('/products?min=0')
    expect(rendersOf('/products?min=0')).toBe(2)
  })
})

describe("a page's address: the path and the query parameters the page reads", () => {
  const seen = { cookie: 'splash_seen=1' }
  // (the crawler above filled the cache: entries are counted from empty)
  beforeAll(() => t.app.pageCache.clear())

  it("is the same page for an ad click's tracking parameters: one entry, one render, no trace of them, the canonical address unchanged", async () => {
    const first = await page('/products?sort=price-desc&utm_source=ad&utm_campaign=diwali-1', seen)
    expect(first.statusCode).toBe(200)
    const size = t.app.pageCache.size
    const clicks = [
      'utm_source=ad&utm_medium=cpc&utm_campaign=diwali-2&utm_term=moringa&utm_content=b',
      ...TRACKING_PARAMS.map((name, i) => `${name}=${name}-${i}-${Math.random()}`),
    ]
    for (const click of clicks) {
      const again = await page(`/products?${click}&sort=price-desc`, seen)
      expect(again.headers.etag, click).toBe(first.headers.etag)
      expect(again.body, click).toBe(first.body)
    }
    expect(t.app.pageCache.size).toBe(size)
    expect(rendersOf('/products?sort=price-desc')).toBe(1)
    // What was rendered and kept is the page's own address, not the first visitor's link.
    expect(first.body).not.toContain('utm_')
    expect(first.body).toContain('"url":"/products?sort=price-desc"')
    expect(canonicalOf(first.body)).toMatch(/^https?:\/\/[^/]+\/products$/)

    const product = await page('/product/107?fbclid=IwAR0abc', seen)
    const other = await page('/product/107?gclid=Cj0KCQ&gbraid=0AAAA', seen)
    expect(other.headers.etag).toBe(product.headers.etag)
    expect(rendersOf('/product/107')).toBe(1)
    expect(product.body).not.toContain('fbclid')
    expect(canonicalOf(product.body)).toMatch(/^https?:\/\/[^/]+\/product\/107$/)
    // The og:url too: the link a share shows is the page's.
    expect(product.body).toMatch(/<meta property="og:url" content="https?:\/\/[^/]+\/product\/107" \/>/)
  })

  it('is the same page for parameters the page does not read and in any order; the ones it reads still make pages', async () => {
    const size = t.app.pageCache.size
    const one = await page('/products?stock=out&sort=rating&new=1', seen)
    for (const url of [
      '/products?new=1&sort=rating&stock=out',
      '/products?sort=rating&stock=out&new=1&x=1',
      `/products?x=${Math.random()}&stock=out&sort=rating&new=1&q=crawler&page=7`,
      '/products?stock=out&stock=in&sort=rating&new=1&sort=name', // the first value, as the page reads it
    ]) {
      const same = await page(url, seen)
      expect(same.headers.etag, url).toBe(one.headers.etag)
    }
    expect(rendersOf('/products?stock=out&new=1&sort=rating')).toBe(1)
    expect(t.app.pageCache.size).toBe(size + 1)
    // A page that reads nothing is one page whatever its query.
    const about = await page('/contact?a=1', seen)
    expect((await page('/contact?b=2&a=3', seen)).headers.etag).toBe(about.headers.etag)
    expect(rendersOf('/contact')).toBe(1)

    // Each parameter a page reads is a page of its own.
    const etags = new Set<string>()
    for (const url of [
      '/products?stock=out&sort=rating',
      '/products?stock=out&sort=rating&new=1&min=10',
      '/products?stock=out&sort=rating&new=1&max=900',
      '/products?stock=out&sort=rating&new=1&sale=1',
      '/recipes?category=Drinks',
      '/recipes?category=Soups',
      '/recipes',
    ]) {
      const res = await page(url, seen)
      expect(res.statusCode, url).toBe(200)
      etags.add(String(res.headers.etag))
    }
    etags.add(String(one.headers.etag))
    expect(etags.size).toBe(8)
  })

  it("keeps a product page's ?size= (decision 041): one page per pack named, tracking and order aside", async () => {
    const plain = await page('/product/101', seen)
    const big = await page('/product/101?size=500g', seen)
    expect(big.headers.etag).not.toBe(plain.headers.etag)
    expect(big.body).toContain('"url":"/product/101?size=500g"')
    for (const url of ['/product/101?utm_source=wa&size=500g', '/product/101?size=500g&x=1&size=250g']) {
      const same = await page(url, seen)
      expect(same.headers.etag, url).toBe(big.headers.etag)
    }
    expect(rendersOf('/product/101?size=500g')).toBe(1)
    // an empty size is the product's own page
    expect((await page('/product/101?size=', seen)).headers.etag).toBe(plain.headers.etag)
    // the pack's head: its title, one canonical address
    expect(big.body).toContain('<title>Moringa Powder (500g) | Surya Naturals</title>')
    expect(canonicalOf(big.body)).toMatch(/^https?:\/\/[^/]+\/product\/101$/)
  })

  it('compresses a page missed quickly, and once it is asked for again at brotli 11, off the request path, once', async () => {
    const br = { ...seen, 'accept-encoding': 'gzip, deflate, br, zstd' }
    const url = '/products?sort=price-asc&min=1'
    const missed = await page(url, br)
    expect(missed.headers['content-encoding']).toBe('br')
    const html = brotliDecompressSync(missed.rawPayload).toString()
    expect(missed.rawPayload.equals(brotli(html, 5))).toBe(true)
    await t.app.pageCache.recompressed()
    // Asked for once only: nothing more is made.
    expect(t.app.pageCache.brotliQualityOf(url, { splash: false })).toBe(5)

    const bytes = t.app.pageCache.bytes
    const hit = await page(`${url}&utm_source=newsletter`, br)
    expect(hit.rawPayload.equals(brotli(html, 5))).toBe(true) // not waited for
    await t.app.pageCache.recompressed()
    expect(t.app.pageCache.brotliQualityOf(url, { splash: false })).toBe(11)
    const best = brotli(html, 11)
    expect(best.length).toBeLessThan(brotli(html, 5).length)
    expect(t.app.pageCache.bytes - bytes).toBe(best.length - brotli(html, 5).length)
    const later = await page(url, br)
    expect(later.rawPayload.equals(best)).toBe(true)
    // The ETag is of the page, not of its compressed bytes.
    expect(later.headers.etag).toBe(missed.headers.etag)
    expect((await page(url, { ...br, 'if-none-match': String(missed.headers.etag) })).statusCode).toBe(304)
    // Once: asked for again and again, it is not made again.
    for (let i = 0; i < 3; i++) await page(url, br)
    await t.app.pageCache.recompressed()
    expect(t.app.pageCache.bytes - bytes).toBe(best.length - brotli(html, 5).length)
    expect(rendersOf('/products?min=1&sort=price-asc')).toBe(1)
  })

  it('does not bring back a page the catalogue changed while its compact copy was being made', async () => {
    const br = { ...seen, 'accept-encoding': 'br' }
    const url = '/products?sort=name&sale=1'
    await page(url, br)
    await page(url, br) // queued for its compact copy
    await new Promise((r) => setImmediate(r)) // being made, in the thread pool
    t.app.catalogueChanged()
    await t.app.pageCache.recompressed()
    expect(t.app.pageCache.size).toBe(0)
    expect(t.app.pageCache.bytes).toBe(0)
    expect(t.app.pageCache.brotliQualityOf(url, { splash: false })).toBeUndefined()
    const again = await page(url, br)
    expect(rendersOf('/products?sale=1&sort=name')).toBe(2)
    expect(t.app.pageCache.brotliQualityOf(url, { splash: false })).toBe(5)
    expect(brotliDecompressSync(again.rawPayload).toString()).toContain('"url":"/products?sale=1&sort=name"')
  })
})

describe('a kept page lives no longer than the API replies it was made from', () => {
  let short: TestContext
  beforeAll(async () => {
    short = await createTestApp({ env: { WEB_DIST_DIR: dist, CATALOGUE_CACHE_TTL_MS: '3000' } })
  })
  afterAll(async () => {
    await short?.close()
  })

  it('shows a change nobody announced (another process, a TTL-bounded setting) as soon as the API does', async () => {
    const get = (url: string) => short.app.inject({ url, headers: { cookie: 'splash_seen=1' } })
    const started = Date.now()
    expect((await get('/api/v1/products/103')).statusCode).toBe(200) // the API keeps it until started + 3 s
    await new Promise((r) => setTimeout(r, 1200))
    const before = (await get('/product/103')).body // made from that reply, at started + 1.2 s
    await short.database.db.execute(sql`update products set price_paise = 43300 where id = 103`)
    expect((await get('/product/103')).body).toBe(before)
    await new Promise((r) => setTimeout(r, Math.max(0, started + 3300 - Date.now())))
    expect((await get('/api/v1/products/103')).json().data.price).toBe(433)
    // kept for the TTL from its own render it would still say the old price until started + 4.2 s
    expect((await get('/product/103')).body).toContain('₹433<')
  })
})
