import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signUp } from '../testing/auth-helpers.ts'
import { createTestApp, type TestContext } from '../testing/test-app.ts'
import { PAGE_CACHE_MAX_BYTES, PAGE_CACHE_MAX_ENTRIES } from './page-cache.ts'

// Decision record 026: rendered public pages are kept in memory per address and splash variant. A stand-in for the
// page bundle (<dist>/ssr/entry-server.js) renders products fetched from the API as the real pages do, writes out
// everything the server handed it, counts its renders, and can be told to send credentials, call a failing
// route, fail, or wait for the test. The real bundle is exercised by the browser journeys (e2e/server-render).
const ENTRY = `
let api
globalThis.__pageRenders = []
export function configureServerApi(opts) { api = opts }
export async function render(input) {
  globalThis.__pageRenders.push(input.url)
  const u = new URL(input.url, 'http://x')
  if (u.searchParams.has('explode')) throw new Error('render failed')
  const product = /^\\/product\\/(\\d+)$/.exec(u.pathname)
  const route = u.searchParams.has('failing')
    ? '/api/v1/no-such-route'
    : product ? '/api/v1/products/' + product[1] : '/api/v1/products?page=1&per_page=100'
  const headers = u.searchParams.has('credentials') ? { authorization: 'Bearer as-if-a-shopper' } : {}
  const res = await api.fetch(new URL(route, api.origin), { headers })
  const data = (await res.json()).data
  if (u.searchParams.has('slow')) await globalThis.__pageGate
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

const g = globalThis as unknown as { __pageRenders: string[]; __pageGate?: Promise<void> }
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

  it('compresses a page once, with brotli at its most compact, however many ask for it at the same time', async () => {
    const plain = await page('/products?sort=name')
    const before = t.app.pageCache.bytes
    const asked = await Promise.all(
      [1, 2, 3].map(() => page('/products?sort=name', { 'accept-encoding': 'br' })),
    )
    const best = brotliCompressSync(plain.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
    for (const br of asked) expect(br.rawPayload.equals(best)).toBe(true)
    // One copy kept, counted once.
    expect(t.app.pageCache.bytes - before).toBe(best.length)
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
      ['/products?availability=in-stock', asha],
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

    for (const url of ['/about?credentials=1', '/faq?failing=1', '/terms?explode=1']) {
      const one = await page(url)
      const two = await page(url)
      expect(one.statusCode, url).toBe(200)
      expect(two.headers.etag, url).toBeUndefined()
      expect(rendersOf(url), url).toBe(2)
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
    const slow = page('/product/102?slow=1')
    while (rendersOf('/product/102?slow=1') === 0) await new Promise((r) => setTimeout(r, 5))
    await new Promise((r) => setTimeout(r, 50)) // its API call is answered
    await setPrice(102, 422)
    t.app.catalogueChanged()
    release()
    expect((await slow).body).toContain('₹411<')
    expect((await page('/product/102?slow=1')).body).toContain('₹422<')
    expect(rendersOf('/product/102?slow=1')).toBe(2)
  })

  it('stays within its bounds when a crawler asks for many addresses, dropping the page used longest ago', async () => {
    await page('/products?q=popular')
    const n = PAGE_CACHE_MAX_ENTRIES + 40
    for (let i = 0; i < n; i++) {
      await page(`/products?q=${i}`)
      if (i % 50 === 0) await page('/products?q=popular')
    }
    expect(t.app.pageCache.size).toBe(PAGE_CACHE_MAX_ENTRIES)
    expect(t.app.pageCache.bytes).toBeLessThanOrEqual(PAGE_CACHE_MAX_BYTES)
    await page(`/products?q=${n - 1}`)
    await page('/products?q=popular')
    expect(rendersOf(`/products?q=${n - 1}`)).toBe(1)
    expect(rendersOf('/products?q=popular')).toBe(1)
    await page('/products?q=0')
    expect(rendersOf('/products?q=0')).toBe(2)
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
