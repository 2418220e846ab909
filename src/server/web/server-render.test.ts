import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../testing/test-app.ts'
import { EARLY_TAPS_CSP_SOURCE, EARLY_TAPS_SCRIPT, withEarlyTaps } from './early-taps-script.ts'
import {
  bootScripts,
  codeAfterFirstPaint,
  drawsSplash,
  hasSessionCookie,
  splashSeen,
} from './server-render.ts'

// The server's side of server rendering (decision record 012), with a small stand-in for the page bundle the
// web build writes to <dist>/ssr/entry-server.js: it fetches from the API through the function the server
// hands it, like the real pages do, and can be told to fail. The real bundle is exercised by the browser
// journeys (e2e/server-render.test.ts).
const ENTRY = `
let api
export function configureServerApi(opts) { api = opts }
export async function render({ url, splash }) {
  if (url.includes('explode')) throw new Error('render failed')
  const res = await api.fetch(new URL('/api/v1/products/101', api.origin))
  const product = (await res.json()).data
  return {
    head: '<link rel="preload" as="image" href="/images/x.svg"/>',
    html: '<div class="page"><h1>' + product.name + '</h1><p>' + url + '</p></div>',
    state: { queries: { note: '</script><script>alert(1)</script>' }, render: { splash } },
  }
}
`

function makeDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'shop-ssr-'))
  mkdirSync(path.join(dist, 'ssr'))
  writeFileSync(
    path.join(dist, 'index.html'),
    readFileSync(path.resolve(import.meta.dirname, '../../../index.html')),
  )
  writeFileSync(path.join(dist, 'ssr', 'entry-server.js'), ENTRY)
  return dist
}

const dist = makeDist()
let t: TestContext
let off: TestContext
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } })
  off = await createTestApp({ env: { WEB_DIST_DIR: dist, SERVER_RENDER: 'false' } })
})
afterAll(async () => {
  await t?.close()
  await off?.close()
  rmSync(dist, { recursive: true, force: true })
})

const page = (app: TestContext, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ url, headers: { accept: 'text/html', ...headers } })
const rootOf = (html: string) => /<div id="root">(.*?)<\/div>(?:<script|\s*<\/body>)/s.exec(html)?.[1] ?? ''
const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="ssr-state">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null')

describe('server rendering of public pages', () => {
  it('writes the rendered markup into #root, with data fetched from the API in-process', async () => {
    const res = await page(t, '/products?sort=price-asc')
    expect(res.statusCode).toBe(200)
    expect(rootOf(res.body)).toBe(
      '<div class="page"><h1>Moringa Powder</h1><p>/products?sort=price-asc</p></div>',
    )
  })

  it('moves the hoisted preloads into the head', async () => {
    const html = (await page(t, '/')).body
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<link rel="preload" as="image" href="/images/x.svg"/>')
  })

  it('hands the browser its state in a JSON block that markup cannot break out of', async () => {
    const html = (await page(t, '/about')).body
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(stateOf(html).queries.note).toBe('</script><script>alert(1)</script>')
  })

  it('draws the splash until the splash_seen cookie says this browser session has seen it', async () => {
    expect(stateOf((await page(t, '/')).body).render.splash).toBe(true)
    const seen = await page(t, '/', { cookie: 'theme=x; splash_seen=1' })
    expect(stateOf(seen.body).render.splash).toBe(false)
  })

  it('does not draw the splash for a signed-in shopper (no flash of it before hydration)', async () => {
    const signedIn = await page(t, '/', { cookie: 'shop.session_token=abc.def' })
    expect(stateOf(signedIn.body).render.splash).toBe(false)
    expect(rootOf(signedIn.body)).not.toContain('data-testid="splash"')
  })

  it('compresses the page', async () => {
    const res = await page(t, '/faq', { 'accept-encoding': 'gzip' })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(res.rawPayload).toString()).toContain('<h1>Moringa Powder</h1>')
  })

  it('leaves private pages, unknown products and unknown addresses to the browser', async () => {
    for (const url of ['/cart', '/checkout', '/login', '/product/99999', '/no-such-page']) {
      const res = await page(t, url)
      expect(rootOf(res.body), url).toBe('')
      expect(res.body, url).not.toContain('id="ssr-state"')
    }
    expect((await page(t, '/product/99999')).statusCode).toBe(404)
  })

  it('sends the page unrendered, never an error, when rendering fails', async () => {
    const res = await page(t, '/recipes?category=explode') // (a parameter the page reads reaches the renderer)
    expect(res.statusCode).toBe(200)
    expect(rootOf(res.body)).toBe('')
    expect(res.body).toContain('<title>')
  })

  it('never serves the server bundle as a file', async () => {
    expect((await t.app.inject('/ssr/entry-server.js')).statusCode).toBe(404)
    expect((await t.app.inject('/ssr/entry-server.js')).body).not.toContain('configureServerApi')
  })

  it('is off with SERVER_RENDER=false', async () => {
    const res = await page(off, '/products')
    expect(res.statusCode).toBe(200)
    expect(rootOf(res.body)).toBe('')
  })
})

describe('server rendering per language (decision 058)', () => {
  it('renders /hi/products as its own page, kept apart from /products', async () => {
    t.app.pageCache.clear()
    const english = await page(t, '/products')
    const hindi = await page(t, '/hi/products')
    expect(hindi.statusCode).toBe(200)
    expect(hindi.body).toContain('<html lang="hi">')
    expect(english.body).toContain('<html lang="en-IN">')
    // the page bundle is handed the address with its prefix (the app reads the language from it)
    expect(rootOf(hindi.body)).toContain('<p>/hi/products</p>')
    expect(rootOf(english.body)).toContain('<p>/products</p>')
    expect(t.app.pageCache.size).toBe(2)
    // asked again, each comes from memory: the same bytes as before
    expect((await page(t, '/hi/products')).body).toBe(hindi.body)
    expect((await page(t, '/products')).body).toBe(english.body)
    expect(t.app.pageCache.size).toBe(2)
  })

  it('leaves an unknown language prefix to the English 404, not rendered', async () => {
    const res = await page(t, '/xx/products')
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('<html lang="en-IN">')
    expect(rootOf(res.body)).toBe('')
  })
})

describe('splash_seen cookie', () => {
  it('is read exactly', () => {
    expect(splashSeen(undefined)).toBe(false)
    expect(splashSeen('splash_seen=1')).toBe(true)
    expect(splashSeen('a=b;  splash_seen=1 ; c=d')).toBe(true)
    expect(splashSeen('splash_seen=10')).toBe(false)
    expect(splashSeen('not_splash_seen=1')).toBe(false)
  })

  it('with a session cookie, signed in: no splash drawn by the server', () => {
    expect(hasSessionCookie('shop.session_token=abc.def')).toBe(true)
    expect(hasSessionCookie('a=b; __Secure-shop.session_token=abc.def')).toBe(true)
    expect(hasSessionCookie('shop.session_token=')).toBe(false)
    expect(hasSessionCookie('shop.session_data=abc')).toBe(false)
    expect(drawsSplash(undefined)).toBe(true)
    expect(drawsSplash('splash_seen=1')).toBe(false)
    expect(drawsSplash('shop.session_token=abc.def')).toBe(false)
  })
})

const TAPS = `<script>${EARLY_TAPS_SCRIPT}</script>`

describe('a rendered page gets the script that holds early taps; a product page asks for its code after the first paint (decision 012)', () => {
  const built = `<head>
    <link rel="stylesheet" crossorigin href="/assets/index-a.css">
    <script type="module" fetchpriority="low" crossorigin src="/assets/index-b.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime-c.js">
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/framework-d.js">
  </head>`

  it('hands the entry and its preloads to the boot script instead of the browser’s scanner', () => {
    expect(bootScripts(built, { afterFirstPaint: true })).toBe(`<head>${TAPS}
    <link rel="stylesheet" crossorigin href="/assets/index-a.css">
    <script defer src="/boot.js" data-entry="/assets/index-b.js" data-preload="/assets/runtime-c.js /assets/framework-d.js"></script>
  </head>`)
  })

  it('leaves the module script of a page whose code is asked for at once', () => {
    expect(bootScripts(built, { afterFirstPaint: false })).toBe(`<head>${TAPS}
    <link rel="stylesheet" crossorigin href="/assets/index-a.css">
    <script type="module" fetchpriority="low" crossorigin src="/assets/index-b.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime-c.js">
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/framework-d.js">
  </head>`)
  })

  it('asks for the code after the first paint on the home page, the list and product pages (measured: decision 012)', () => {
    expect(codeAfterFirstPaint('/product/101')).toBe(true)
    expect(codeAfterFirstPaint('/product/101?utm_source=x')).toBe(true)
    expect(codeAfterFirstPaint('/')).toBe(true)
    expect(codeAfterFirstPaint('/?utm_source=x')).toBe(true)
    expect(codeAfterFirstPaint('/hi')).toBe(true)
    expect(codeAfterFirstPaint('/moringa')).toBe(false)
    expect(codeAfterFirstPaint('/products')).toBe(true)
    expect(codeAfterFirstPaint('/products?sort=price')).toBe(true)
    expect(codeAfterFirstPaint('/cart')).toBe(false)
    expect(codeAfterFirstPaint('/products/101')).toBe(false)
    // in every language (decision 058)
    expect(codeAfterFirstPaint('/te/product/101')).toBe(true)
    expect(codeAfterFirstPaint('/hi/product/101?size=250g')).toBe(true)
    expect(codeAfterFirstPaint('/hi/products')).toBe(true)
    expect(codeAfterFirstPaint('/xx/product/101')).toBe(false)
  })

  it('puts the early-taps script right after the charset, ahead of the stylesheet, allowed by its hash', () => {
    const page =
      '<!doctype html><html><head><meta charset="utf-8" /><link rel="stylesheet" href="/a.css"></head>'
    expect(withEarlyTaps(page)).toBe(
      `<!doctype html><html><head><meta charset="utf-8" />${TAPS}<link rel="stylesheet" href="/a.css"></head>`,
    )
    const hash = createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')
    expect(EARLY_TAPS_CSP_SOURCE).toBe(`'sha256-${hash}'`)
  })

  it('leaves a page without a module script as it is', () => {
    const plain = '<head><title>x</title></head>'
    expect(bootScripts(plain, { afterFirstPaint: true })).toBe(plain)
    expect(bootScripts(plain, { afterFirstPaint: false })).toBe(plain)
  })
})
