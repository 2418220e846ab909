// The bench's page part (decision 026), as printed: each server-rendered page beside the JSON reply of the same data,
// measured in the same run, with a verdict against the targets. Pure: the measuring is in pages.ts.
import type { Figures } from '../lib/shop-process.ts'
import { table } from '../lib/shop-process.ts'

/** A page's HTML must be answered at least this fraction of the rate of the JSON reply of the same data. */
export const PAGE_TO_JSON_MIN = 0.5
/** …and its 99th percentile latency at most this, in milliseconds. */
export const PAGE_P99_MAX_MS = 50

/** One reply's figures under load, and what each side spent on it. */
export interface PageFigures extends Figures {
  /** the body uncompressed */
  bytes: number
  /** the body as sent (compressed) */
  wireBytes?: number
  /** the shop's CPU time per reply, in microseconds */
  serverCpuUs?: number
  /** the load generator's CPU over the load, as a share of one core (1 = a whole core) */
  clientCpu?: number
}

export interface PagePairFigures {
  /** the page, e.g. /products */
  page: string
  /** the JSON request whose data the page shows, e.g. /api/v1/products?page=1&per_page=100 */
  json: string
  html: PageFigures
  jsonFigures: PageFigures
}

/**
 * The load generator counts as saturated from this share of a core: it runs in one thread, so past it the rate
 * measured is the client's, not the shop's.
 */
export const CLIENT_SATURATED = 0.9

/** PASS, or FAIL with every target the page missed. */
export function pageVerdict(pair: PagePairFigures): string {
  const misses: string[] = []
  const ratio = pair.jsonFigures.reqPerSec > 0 ? pair.html.reqPerSec / pair.jsonFigures.reqPerSec : 0
  if (ratio < PAGE_TO_JSON_MIN) misses.push(`${ratio.toFixed(2)}× JSON < ${PAGE_TO_JSON_MIN}×`)
  if (pair.html.p99 > PAGE_P99_MAX_MS) misses.push(`p99 ${pair.html.p99} ms > ${PAGE_P99_MAX_MS} ms`)
  if (pair.html.non2xx > 0) misses.push(`${pair.html.non2xx} non-2xx`)
  if (pair.jsonFigures.non2xx > 0) misses.push(`${pair.jsonFigures.non2xx} non-2xx JSON replies`)
  return misses.length === 0 ? 'PASS' : `FAIL: ${misses.join(', ')}`
}

const failures = (f: Figures) => (f.failures ? `${f.non2xx} (${f.failures})` : String(f.non2xx))
const cpu = (f: PageFigures) => (f.serverCpuUs === undefined ? '–' : String(Math.round(f.serverCpuUs)))
const core = (f: PageFigures) => (f.clientCpu === undefined ? '–' : `${Math.round(f.clientCpu * 100)}%`)

/**
 * Said under the table for a page whose rate was bound by the load generator (a whole core) rather than by the
 * shop: the shop's CPU per page beside its CPU per JSON reply, the cost the rate would show with a faster client.
 * The verdict stays on the measured rates.
 */
export function clientBoundNote(pair: PagePairFigures): string | undefined {
  const { html, jsonFigures } = pair
  if ((html.clientCpu ?? 0) < CLIENT_SATURATED || !html.serverCpuUs || !jsonFigures.serverCpuUs)
    return undefined
  const ratio = jsonFigures.serverCpuUs / html.serverCpuUs
  return (
    `${pair.page}: the load generator used ${core(html)} of a core for the HTML, so that rate is the client's ` +
    `(${html.wireBytes ?? html.bytes} bytes a reply to read, against ${jsonFigures.wireBytes ?? jsonFigures.bytes}); ` +
    `the shop spent ${cpu(html)} µs of CPU per page and ${cpu(jsonFigures)} µs per JSON reply ` +
    `(${ratio.toFixed(2)}× by CPU).`
  )
}

/** Two lines per page (its HTML, then the JSON of the same data), the ratio and verdict on the HTML line. */
export function pagesReport(pairs: readonly PagePairFigures[]): string {
  const rows = pairs.flatMap((p) => [
    {
      page: p.page,
      reply: 'HTML',
      bytes: p.html.bytes,
      sent: p.html.wireBytes ?? '–',
      'req/s': Math.round(p.html.reqPerSec),
      'p50 ms': p.html.p50,
      'p99 ms': p.html.p99,
      'non-2xx': failures(p.html),
      'shop CPU µs/reply': cpu(p.html),
      'client CPU': core(p.html),
      '× JSON': p.jsonFigures.reqPerSec > 0 ? (p.html.reqPerSec / p.jsonFigures.reqPerSec).toFixed(2) : '–',
      verdict: pageVerdict(p),
    },
    {
      page: '',
      reply: `JSON ${p.json}`,
      bytes: p.jsonFigures.bytes,
      sent: p.jsonFigures.wireBytes ?? '–',
      'req/s': Math.round(p.jsonFigures.reqPerSec),
      'p50 ms': p.jsonFigures.p50,
      'p99 ms': p.jsonFigures.p99,
      'non-2xx': failures(p.jsonFigures),
      'shop CPU µs/reply': cpu(p.jsonFigures),
      'client CPU': core(p.jsonFigures),
      '× JSON': '',
      verdict: '',
    },
  ])
  const failed = pairs.filter((p) => pageVerdict(p) !== 'PASS').map((p) => p.page)
  const summary =
    failed.length === 0
      ? `Every page meets its targets (HTML ≥ ${PAGE_TO_JSON_MIN}× the JSON of the same data, p99 ≤ ${PAGE_P99_MAX_MS} ms).`
      : `${failed.length} of ${pairs.length} pages miss their targets (HTML ≥ ${PAGE_TO_JSON_MIN}× the JSON of the same data, p99 ≤ ${PAGE_P99_MAX_MS} ms): ${failed.join(', ')}`
  const notes = pairs.flatMap((p) => clientBoundNote(p) ?? [])
  return [table(rows), '', summary, ...(notes.length ? ['', ...notes] : [])].join('\n')
}

// Cache misses (decision record 026, amended 2026-11-27): an ad campaign's clicks, each with its own tracking
// parameter, must be the cached page; a page truly never seen must cost little CPU to make.

/** The listing with a fresh tracking parameter per request: at least this fraction of the cached listing's rate. */
export const TRACKED_TO_CACHED_MIN = 0.5
/** The shop's CPU for a listing never asked for before (rendered and compressed), at most, in milliseconds. */
export const LISTING_MISS_CPU_MAX_MS = 40
/** …and for a product page never asked for before, its product's reply kept (a shop in use has it). */
export const PRODUCT_MISS_CPU_MAX_MS = 15

/**
 * `product miss, cold`: a product page never asked for whose product nobody read since the start (a crawler's), its
 * reads in the shop's CPU when the database is the embedded one: measured and printed, held to no target.
 */
export type MissKind = 'tracked' | 'listing miss' | 'product miss' | 'product miss, cold'

/** One miss scenario as measured: how many requests, their rate, and the shop's CPU per reply. */
export interface MissFigures {
  kind: MissKind
  /** the addresses asked for, e.g. /products?utm_source=ad&utm_campaign=<n> */
  address: string
  requests: number
  /** replies a second, when measured under load (tracked) */
  reqPerSec?: number
  p99?: number
  /** the shop's CPU per reply, in milliseconds (/proc/<pid>/stat, utime + stime) */
  cpuMs: number
  non2xx: number
  /** tracked: the cached listing's rate in the same run, which it is held to */
  cachedReqPerSec?: number
}

/** PASS, or FAIL with every target the scenario missed. */
export function missVerdict(m: MissFigures): string {
  const misses: string[] = []
  if (m.kind === 'tracked') {
    const ratio = m.cachedReqPerSec ? (m.reqPerSec ?? 0) / m.cachedReqPerSec : 0
    if (ratio < TRACKED_TO_CACHED_MIN) misses.push(`${ratio.toFixed(2)}× cached < ${TRACKED_TO_CACHED_MIN}×`)
  } else if (m.kind !== 'product miss, cold') {
    const max = m.kind === 'listing miss' ? LISTING_MISS_CPU_MAX_MS : PRODUCT_MISS_CPU_MAX_MS
    if (m.cpuMs > max) misses.push(`${m.cpuMs.toFixed(1)} ms CPU > ${max} ms`)
  }
  if (m.requests === 0) misses.push('no reply')
  if (m.non2xx > 0) misses.push(`${m.non2xx} non-2xx`)
  return misses.length === 0 ? 'PASS' : `FAIL: ${misses.join(', ')}`
}

const TARGET: Record<MissKind, string> = {
  tracked: `≥ ${TRACKED_TO_CACHED_MIN}× the cached listing's req/s`,
  'listing miss': `≤ ${LISTING_MISS_CPU_MAX_MS} ms CPU a page`,
  'product miss': `≤ ${PRODUCT_MISS_CPU_MAX_MS} ms CPU a page`,
  'product miss, cold': 'measured (no target)',
}

/** One line per scenario: its requests, rate, the shop's CPU per reply, the target and the verdict. */
export function missReport(lines: readonly MissFigures[]): string {
  const rows = lines.map((m) => ({
    scenario: m.kind,
    address: m.address,
    requests: m.requests,
    'req/s': m.reqPerSec === undefined ? '–' : Math.round(m.reqPerSec),
    'p99 ms': m.p99 ?? '–',
    'shop CPU ms/reply': m.cpuMs.toFixed(1),
    '× cached':
      m.cachedReqPerSec && m.reqPerSec !== undefined ? (m.reqPerSec / m.cachedReqPerSec).toFixed(2) : '–',
    target: TARGET[m.kind],
    verdict: missVerdict(m),
  }))
  const failed = lines.filter((m) => missVerdict(m) !== 'PASS').map((m) => m.kind)
  const summary =
    failed.length === 0
      ? 'Every miss scenario meets its target.'
      : `${failed.length} of ${lines.length} miss scenarios miss their targets: ${failed.join(', ')}`
  return [table(rows), '', summary].join('\n')
}
