// The page cache's misses, inside the bench's page part (decision record 026, amended 2026-11-27): an ad campaign
// whose every click carries its own tracking parameter (it must be the cached listing), and pages truly never asked
// for before (a listing filter not seen yet, each product page), whose cost is the shop's CPU per page as the kernel
// counts it for the shop process (/proc/<pid>/stat), never a figure the shop reports about itself.
import { load, type ShopProcess } from '../lib/shop-process.ts'
import type { MissFigures } from './pages-report.ts'
import { cpuSecondsOf } from './rss.ts'

const CONNECTIONS = 20
const WARM_UP_SECONDS = 2
/** Never-seen pages are asked for two at a time: one per core of the machines the bench runs on. */
const MISS_CONCURRENCY = 2
const SORTS = ['name', 'price-asc', 'price-desc', 'rating'] as const

/** Asks for every address, `concurrency` at a time; the replies that were not 2xx. */
async function askAll(
  base: string,
  addresses: readonly string[],
  headers: Record<string, string>,
  concurrency = MISS_CONCURRENCY,
): Promise<number> {
  let next = 0
  let non2xx = 0
  const worker = async () => {
    for (let i = next++; i < addresses.length; i = next++) {
      const res = await fetch(`${base}${addresses[i]}`, { headers })
      await res.arrayBuffer()
      if (!res.ok) non2xx++
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return non2xx
}

/** The shop's CPU per page, in milliseconds, over asking for `addresses` (each once). */
async function cpuPerPage(
  shop: ShopProcess,
  addresses: readonly string[],
  headers: Record<string, string>,
): Promise<{ cpuMs: number; non2xx: number }> {
  const pid = shop.child.pid!
  const before = cpuSecondsOf(pid)
  const non2xx = await askAll(shop.base, addresses, headers)
  return { cpuMs: ((cpuSecondsOf(pid) - before) * 1000) / addresses.length, non2xx }
}

/**
 * The three miss scenarios, against a shop whose listing (`/products`, splash variant) is already cached and was
 * measured at `cachedListingReqPerSec` with the same headers.
 */
export async function runMissBench(
  shop: ShopProcess,
  seconds: number,
  browser: Record<string, string>,
  cachedListingReqPerSec: number,
): Promise<MissFigures[]> {
  const headers = { ...browser, accept: 'text/html' }
  const out: MissFigures[] = []

  // A listing never asked for: a filter and sort of the products screen not seen yet (parameters the page reads,
  // so each is a page of its own). The first ones warm the renderer up and are not counted.
  const listing = (i: number) => `/products?max=${1000 + (i % 1000)}&sort=${SORTS[Math.floor(i / 1000) % 4]}`
  const warm = 20
  const count = Math.max(40, 20 * seconds)
  await askAll(
    shop.base,
    Array.from({ length: warm }, (_, i) => listing(i)),
    headers,
  )
  const listed = Array.from({ length: count }, (_, i) => listing(warm + i))
  out.push({
    kind: 'listing miss',
    address: '/products?max=<n>&sort=<s>, each new',
    requests: count,
    ...(await cpuPerPage(shop, listed, headers)),
  })

  // Each product's page, never asked for, in English and in the two languages the seed writes the catalogue in
  // (decision 058; a crawler asks for every one). The renderer is warmed up first with /product/101 in each language
  // (its code, each language's texts), then left out. Three languages make 57 pages rather than 19, so one collector
  // pause moves a figure by a third as much.
  const list = (await (await fetch(`${shop.base}/api/v1/products?page=1&per_page=100`)).json()) as {
    data: { id: number }[]
  }
  const ids = list.data.map((p) => p.id).filter((id) => id !== 101)
  const languages = ['', '/hi', '/te']
  await askAll(
    shop.base,
    languages.map((prefix) => `${prefix}/product/101`),
    headers,
  )
  const productPages = languages.flatMap((prefix) => ids.map((id) => `${prefix}/product/${id}`))
  // First cold, as a crawler finds them: no product read since the start, so each page reads its product (on the
  // embedded database those reads are the shop's CPU too). Measured and printed (decision 026, amended 2026-11-29).
  out.push({
    kind: 'product miss, cold',
    address: `/product/<id> in en, hi, te: ${ids.length} products, each page once, its product not read before`,
    requests: productPages.length,
    ...(await cpuPerPage(shop, productPages, headers)),
  })
  // Then each page's other variant (a visitor who has seen the splash): a page never asked for whose product's reply
  // is kept, as in a shop in use, where shoppers' browsers ask the API for the products they look at. Its target.
  out.push({
    kind: 'product miss',
    address: `/product/<id> in en, hi, te: ${ids.length} products, each page once, its product's reply kept`,
    requests: productPages.length,
    ...(await cpuPerPage(shop, productPages, { ...headers, cookie: 'splash_seen=1' })),
  })

  // An ad campaign: the listing, every request with its own campaign and click id, 20 connections.
  let click = 0
  const tracked = () =>
    `/products?utm_source=ad&utm_medium=cpc&utm_campaign=${click++}&fbclid=IwAR${Math.random().toString(36).slice(2)}`
  const opts = { connections: CONNECTIONS, perConnection: () => ({ headers }), path: tracked }
  const url = `${shop.base}${tracked()}`
  await load(url, WARM_UP_SECONDS, opts)
  const pid = shop.child.pid!
  const before = cpuSecondsOf(pid)
  const figures = await load(url, seconds, opts)
  const replies = figures.ok + figures.non2xx
  out.push({
    kind: 'tracked',
    address: '/products?utm_source=ad&utm_medium=cpc&utm_campaign=<n>&fbclid=<random>',
    requests: replies,
    reqPerSec: figures.reqPerSec,
    p99: figures.p99,
    cpuMs: replies > 0 ? ((cpuSecondsOf(pid) - before) * 1000) / replies : 0,
    non2xx: figures.non2xx,
    cachedReqPerSec: cachedListingReqPerSec,
  })
  return out
}
