// The page part of `npm run bench` (decision 026): each public page's HTML, server-rendered, beside the JSON reply of
// the same data, one after the other in the same run, 20 connections, with a browser's Accept-Encoding; the shop
// process's resident memory before and after; then the page cache's misses (misses.ts).
import { FEATURED_LOAD_COUNT } from '#domain/featured.ts'
import { load, type ShopProcess } from '../lib/shop-process.ts'
import { runMissBench } from './misses.ts'
import {
  type MissFigures,
  missReport,
  type PageFigures,
  type PagePairFigures,
  pagesReport,
} from './pages-report.ts'
import { cpuSecondsOf, rssOfTree } from './rss.ts'

const CONNECTIONS = 20
const WARM_UP_SECONDS = 2
/** What Chrome and Firefox send today (the shop answers br: zstd is not made). */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' }

/**
 * Each page and the JSON request of the data it shows: the list page loads the first 100 products (docs/product.md, Calls), the
 * home page its featured grid; keep these in step with what the pages ask the API for.
 */
export const PAGE_PAIRS = [
  { page: '/products', json: '/api/v1/products?page=1&per_page=100' },
  { page: '/product/101', json: '/api/v1/products/101' },
  { page: '/', json: `/api/v1/products?page=1&per_page=${FEATURED_LOAD_COUNT}&sort=featured` },
] as const

async function measure(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  shopPid: number,
): Promise<PageFigures> {
  const first = await fetch(url, { headers })
  const body = await first.text()
  if (!first.ok) throw new Error(`${url}: ${first.status} ${body.slice(0, 200)}`)
  const opts = { connections: CONNECTIONS, perConnection: () => ({ headers }) }
  await load(url, WARM_UP_SECONDS, opts)
  // As sent once warm: a page's first reply is its quick brotli copy, the compact one follows (page-cache.ts).
  const warm = await fetch(url, { headers })
  const wire = Number(warm.headers.get('content-length') ?? (await warm.arrayBuffer()).byteLength)
  if (warm.bodyUsed === false) await warm.arrayBuffer()
  // What each side spent: the shop's CPU per reply, and the load generator's (autocannon runs in this process).
  const shopBefore = cpuSecondsOf(shopPid)
  const clientBefore = process.cpuUsage()
  const started = performance.now()
  const figures = await load(url, seconds, opts)
  const elapsed = (performance.now() - started) / 1000
  const client = process.cpuUsage(clientBefore)
  const replies = figures.ok + figures.non2xx
  return {
    ...figures,
    bytes: Buffer.byteLength(body),
    wireBytes: wire,
    serverCpuUs: replies > 0 ? ((cpuSecondsOf(shopPid) - shopBefore) * 1e6) / replies : 0,
    clientCpu: (client.user + client.system) / 1e6 / elapsed,
  }
}

const rssLine = (rss: Record<string, number>) =>
  Object.entries(rss)
    .map(([label, v]) => `${label} ${v.toFixed(1)} MiB`)
    .join(', ')

export async function runPagesBench(
  shop: ShopProcess,
  seconds: number,
): Promise<{ pairs: PagePairFigures[]; misses: MissFigures[] }> {
  const before = rssOfTree(shop.child.pid!, 'shop')
  const pairs: PagePairFigures[] = []
  for (const { page, json } of PAGE_PAIRS) {
    const pid = shop.child.pid!
    const html = await measure(`${shop.base}${page}`, { ...BROWSER, accept: 'text/html' }, seconds, pid)
    const jsonFigures = await measure(`${shop.base}${json}`, BROWSER, seconds, pid)
    pairs.push({ page, json, html, jsonFigures })
  }
  const after = rssOfTree(shop.child.pid!, 'shop')
  console.info(
    `\nPages: server-rendered HTML beside the JSON of the same data, embedded PGlite, ${CONNECTIONS} connections, ` +
      `${seconds} s each after ${WARM_UP_SECONDS} s of warm-up, Accept-Encoding: ${BROWSER['accept-encoding']} ` +
      `(bytes uncompressed, then as sent; the shop's CPU per reply; the load generator's share of a core; ` +
      `node ${process.version})\n`,
  )
  console.info(pagesReport(pairs))
  console.info(`\nResident memory: before the page load ${rssLine(before)}; after it ${rssLine(after)}`)

  const listing = pairs.find((p) => p.page === '/products')?.html.reqPerSec ?? 0
  const misses = await runMissBench(shop, seconds, BROWSER, listing)
  console.info(
    `\nPage cache misses, Accept-Encoding: ${BROWSER['accept-encoding']}: an ad campaign's clicks on the listing, each ` +
      `with its own tracking parameters (${CONNECTIONS} connections, ${seconds} s after ${WARM_UP_SECONDS} s of ` +
      `warm-up, beside the cached listing above), and pages never asked for before, two at a time (the shop's CPU ` +
      `per page from /proc/<pid>/stat, the renderer warmed up first)\n`,
  )
  console.info(missReport(misses))
  return { pairs, misses }
}
