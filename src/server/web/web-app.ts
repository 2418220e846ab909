import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { splitLanguagePath } from '#domain/languages.ts'
import { pageAddress } from '#domain/page-query.ts'
import type { Config } from '../config.ts'
import { AppError } from '../errors.ts'
import type { ResponseCache } from '../http/response-cache.ts'
import { keptProductDetail } from '../modules/catalogue/kept-detail.ts'
import type { CatalogueService } from '../modules/catalogue/service.ts'
import { projectRoot } from '../project-root.ts'
import { createOgImages } from './og-image.ts'
import { PageCache } from './page-cache.ts'
import { renderHead, renderRobots, renderSitemap, resolvePageHead } from './seo.ts'
import { loadPageRenderer } from './server-render.ts'

// The storefront as the server hands it out: the built files, crawler files, link-preview pictures and every page
// with its own head (server-rendered when it is public, and then kept: page-cache.ts).

declare module 'fastify' {
  interface FastifyInstance {
    /** the rendered public pages kept in memory (decision record 026) */
    pageCache: PageCache
  }
}

const PLACEHOLDER_HTML = `<!doctype html><html lang="en-IN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Surya Naturals</title>
<meta name="description" content="" /></head>
<body style="font-family:system-ui,sans-serif;background:#FBF7EF;color:#2B2A26;padding:2rem">
<h1 style="color:#1F4A29">Surya Naturals</h1><p>The storefront has not been built yet. Run <code>npm run build:web</code>.
The API is at <a href="/api/v1/products">/api/v1/products</a> and documented at <a href="/api/docs">/api/docs</a>.</p></body></html>`

/** Serves the built web app: hashed assets cached for a year, every other path answered by index.html. */
export async function registerWeb(
  app: FastifyInstance,
  deps: {
    config: Config
    catalogue: CatalogueService
    /** the API's catalogue cache: the rendered pages are cleared with it and live no longer than its entries */
    apiCache: ResponseCache
    /** a picture staff uploaded, by its address (/media/…), for link previews */
    readMedia?: (url: string) => Promise<Buffer | undefined>
  },
): Promise<void> {
  const { config, catalogue, readMedia } = deps
  const root = config.webDistDir
  const indexPath = path.join(root, 'index.html')
  const hasWeb = existsSync(indexPath)
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The server's own copy of the pages (server rendering) is code, not a file to hand out: given no route (its
      // 155 files were 310 of the router's routes, built at every start; decision 027) and refused if asked for.
      globIgnore: ['ssr/**'],
      allowedPath: (pathname) => !pathname.startsWith('/ssr/'),
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
      },
    })
  }
  const indexHtml = hasWeb ? readFileSync(indexPath, 'utf8') : PLACEHOLDER_HTML
  const renderer =
    hasWeb && config.serverRender
      ? await loadPageRenderer(app, { webDistDir: root, origin: config.publicUrl.replace(/\/$/, '') })
      : undefined

  const baseUrl = config.publicUrl.replace(/\/$/, '')

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await renderSitemap(catalogue, baseUrl)),
  )
  // Link previews: a 1200×630 PNG per product and recipe (SVG is not shown by WhatsApp or Facebook).
  const og = createOgImages({
    catalogue,
    webRoots: [root, path.join(projectRoot, 'public')],
    brand: config.shop.name,
    readMedia,
  })
  app.get('/og/:kind/:file', { schema: { hide: true } }, async (req, reply) => {
    const { kind, file } = req.params as { kind: string; file: string }
    const id = /^(\d{1,9})\.png$/.exec(file)?.[1]
    if (!id || (kind !== 'product' && kind !== 'recipe'))
      return reply.code(404).send({ success: false, message: 'Not found' })
    const png = await (kind === 'product' ? og.product(id) : og.recipe(id)).catch((err) => {
      if (err instanceof AppError && err.kind === 'not_found') return null
      throw err
    })
    if (!png) return reply.code(404).send({ success: false, message: 'Not found' })
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png)
  })

  app.get('/robots.txt', { schema: { hide: true } }, (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(renderRobots(baseUrl)),
  )

  // Every other GET is a page of the web app: index.html with the page's own head written in,
  // so crawlers and link previews see titles, Open Graph and JSON-LD without running JavaScript.
  const pages = new PageCache({ ttlMs: config.catalogueCacheTtlMs, follows: deps.apiCache })
  // a product page's head reads the product's detail the API's product reply reads, kept with it
  const heads = { ...catalogue, getProductDetail: keptProductDetail(deps.apiCache, catalogue) }
  app.decorate('pageCache', pages)
  // `address`: what is rendered, the page's path and the query parameters it reads (page-cache.ts); the browser keeps
  // the URL it asked for, tracking parameters and all, and hydrates the same page.
  const queryOf = (address: string) => new URLSearchParams(pageAddress(address).split('?')[1] ?? '')
  const makePage = async (request: FastifyRequest, pathname: string, address = request.url) => {
    // the head reads what the page reads of the query (its pack's title and price, decision 041), no more
    // /hi/products is the products page in Hindi (decision 058); /xx/products is no language, and the English 404.
    const { lang, path: englishPath } = splitLanguagePath(pathname)
    const head = await resolvePageHead(englishPath, heads, baseUrl, queryOf(address), lang)
    const page = renderHead(indexHtml, head, baseUrl)
    // Public pages (those with a canonical address) leave rendered, with their data; private ones render in the browser.
    const rendered =
      renderer && head.status === 200 && head.canonical && request.method === 'GET'
        ? await renderer.renderPage(page, { url: address, cookie: request.headers.cookie })
        : undefined
    // Kept only when rendered and made with nobody's session (server-render.ts): then anyone may have it.
    return { status: head.status, html: rendered?.html ?? page, keep: rendered?.shareable === true }
  }
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    const isApi = pathname.startsWith('/api/')
    const isAsset = /\.[a-z0-9]{2,5}$/i.test(pathname)
    if (isApi || isAsset || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .code(404)
        .send({ success: false, message: `Route ${request.method} ${pathname} not found` })
    }
    if (renderer && request.method === 'GET')
      return pages.serve(request, reply, (address) => makePage(request, pathname, address))
    const page = await makePage(request, pathname)
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(page.html)
  }
  // A route rather than only the not-found handler, so the route hooks (compression among them) apply.
  app.get('/*', { schema: { hide: true } }, servePage)
  app.setNotFoundHandler(servePage)
}
