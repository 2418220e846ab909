import { describe, expect, it } from 'vitest'
import type { Figures } from '../lib/shop-process.ts'
import {
  clientBoundNote,
  LISTING_MISS_CPU_MAX_MS,
  type MissFigures,
  type MissKind,
  missReport,
  missVerdict,
  PAGE_P99_MAX_MS,
  PAGE_TO_JSON_MIN,
  type PagePairFigures,
  PRODUCT_MISS_CPU_MAX_MS,
  pagesReport,
  pageVerdict,
  TRACKED_TO_CACHED_MIN,
} from './pages-report.ts'

// Decision 026: 'page HTML throughput and p99 beside the JSON API for the same data, in the same run'; targets: HTML at
// least 0.5× the JSON reply of the same data, p99 at most 50 ms at 20 connections.
const figures = (reqPerSec: number, p99: number, non2xx = 0, failures = ''): Figures & { bytes: number } => ({
  reqPerSec,
  p50: Math.round(p99 / 3),
  p99,
  ok: 1000,
  non2xx,
  failures,
  bytes: 1234,
})
const pair = (html: Figures & { bytes: number }, json = figures(5000, 9)): PagePairFigures => ({
  page: '/products',
  json: '/api/v1/products?page=1&per_page=100',
  html,
  jsonFigures: json,
})

describe('the bench’s page verdict', () => {
  it('passes a page at half the JSON rate or more with p99 within the target', () => {
    expect(PAGE_TO_JSON_MIN).toBe(0.5)
    expect(PAGE_P99_MAX_MS).toBe(50)
    expect(pageVerdict(pair(figures(2500, 50)))).toBe('PASS')
    expect(pageVerdict(pair(figures(4000, 12)))).toBe('PASS')
  })

  it('fails a page under half the JSON rate, saying the ratio', () => {
    expect(pageVerdict(pair(figures(2499, 20)))).toBe('FAIL: 0.50× JSON < 0.5×')
    expect(pageVerdict(pair(figures(15, 20)))).toBe('FAIL: 0.00× JSON < 0.5×')
  })

  it('fails a slow p99 and non-2xx replies, naming every miss', () => {
    expect(pageVerdict(pair(figures(4000, 51)))).toBe('FAIL: p99 51 ms > 50 ms')
    expect(pageVerdict(pair(figures(15, 8900, 40, 'timeout×40')))).toBe(
      'FAIL: 0.00× JSON < 0.5×, p99 8900 ms > 50 ms, 40 non-2xx',
    )
    expect(pageVerdict(pair(figures(4000, 10), figures(5000, 9, 3, '500×3')))).toBe(
      'FAIL: 3 non-2xx JSON replies',
    )
  })
})

describe('the bench’s page report', () => {
  const lines = (report: string) => report.split('\n')
  it('prints the HTML line with the ratio and verdict, then the JSON request of the same data', () => {
    const report = pagesReport([pair(figures(48, 2700, 2, 'timeout×2'))])
    const [header, , htmlLine, jsonLine] = lines(report)
    expect(header).toMatch(/page .* reply .* req\/s .* p50 ms .* p99 ms .* non-2xx .* × JSON .* verdict/)
    expect(htmlLine).toMatch(
      /^\| \/products +\| HTML +\| 1234 +\| – +\| 48 +\| 900 +\| 2700 +\| 2 \(timeout×2\) +\| – +\| – +\| 0\.01 +\| FAIL/,
    )
    expect(jsonLine).toMatch(
      /^\| +\| JSON \/api\/v1\/products\?page=1&per_page=100 \| 1234 +\| – +\| 5000 +\| 3 +\| 9 +\| 0 +\|/,
    )
  })

  it('closes with the pages that miss, or says every page meets its targets', () => {
    const ok = { ...pair(figures(4000, 10)), page: '/product/101' }
    expect(lines(pagesReport([ok])).at(-1)).toBe(
      'Every page meets its targets (HTML ≥ 0.5× the JSON of the same data, p99 ≤ 50 ms).',
    )
    expect(lines(pagesReport([ok, pair(figures(15, 8900))])).at(-1)).toBe(
      '1 of 2 pages miss their targets (HTML ≥ 0.5× the JSON of the same data, p99 ≤ 50 ms): /products',
    )
  })
})

describe('the bench’s note on a client-bound page', () => {
  const withCpu = (
    f: Figures & { bytes: number },
    serverCpuUs: number,
    clientCpu: number,
    wireBytes: number,
  ) => ({
    ...f,
    serverCpuUs,
    clientCpu,
    wireBytes,
  })
  it('says when the load generator used a whole core, with the shop’s CPU per page and per JSON reply', () => {
    const p = pair(withCpu(figures(2400, 8), 80, 0.98, 12000), withCpu(figures(6000, 3), 50, 0.6, 800))
    expect(clientBoundNote(p)).toBe(
      '/products: the load generator used 98% of a core for the HTML, so that rate is the client’s'.replace(
        '’',
        "'",
      ) +
        ' (12000 bytes a reply to read, against 800); the shop spent 80 µs of CPU per page and 50 µs per JSON reply (0.63× by CPU).',
    )
    const report = pagesReport([p]).split('\n')
    expect(report.at(-1)).toBe(clientBoundNote(p))
    expect(report).toContainEqual(
      expect.stringMatching(/\| 12000 +\| 2400 .*\| 80 +\| 98% +\| 0\.40 +\| FAIL/),
    )
  })

  it('says nothing when the client had room: the rate is then the shop’s', () => {
    expect(
      clientBoundNote(
        pair(withCpu(figures(2400, 8), 80, 0.7, 12000), withCpu(figures(6000, 3), 50, 0.6, 800)),
      ),
    ).toBe(undefined)
    expect(clientBoundNote(pair(figures(2400, 8)))).toBe(undefined)
  })
})

// Decision record 026, amended 2026-11-27: an ad campaign's tracked clicks on the listing at least 0.5× the cached
// listing's rate; a listing never seen at most 40 ms of the shop's CPU, a product page at most 15 ms.
describe('the bench’s page-cache misses', () => {
  const tracked = (reqPerSec: number, cachedReqPerSec = 4000, non2xx = 0): MissFigures => ({
    kind: 'tracked',
    address: '/products?utm_campaign=<n>',
    requests: Math.round(reqPerSec * 10),
    reqPerSec,
    p99: 20,
    cpuMs: 0.1,
    non2xx,
    cachedReqPerSec,
  })
  const miss = (kind: Exclude<MissKind, 'tracked'>, cpuMs: number, requests = 40): MissFigures => ({
    kind,
    address: kind === 'listing miss' ? '/products?max=<n>' : '/product/<id>',
    requests,
    cpuMs,
    non2xx: 0,
  })

  it('holds the tracked clicks to half the cached listing’s rate', () => {
    expect(TRACKED_TO_CACHED_MIN).toBe(0.5)
    expect(missVerdict(tracked(2000))).toBe('PASS')
    expect(missVerdict(tracked(1999))).toBe('FAIL: 0.50× cached < 0.5×')
    expect(missVerdict(tracked(10.6, 4000, 3))).toBe('FAIL: 0.00× cached < 0.5×, 3 non-2xx')
    expect(missVerdict({ ...tracked(0), requests: 0 })).toBe('FAIL: 0.00× cached < 0.5×, no reply')
  })

  it('holds a page never seen to its CPU per page', () => {
    expect(LISTING_MISS_CPU_MAX_MS).toBe(40)
    expect(PRODUCT_MISS_CPU_MAX_MS).toBe(15)
    expect(missVerdict(miss('listing miss', 40))).toBe('PASS')
    expect(missVerdict(miss('listing miss', 174.6))).toBe('FAIL: 174.6 ms CPU > 40 ms')
    expect(missVerdict(miss('product miss', 15))).toBe('PASS')
    expect(missVerdict(miss('product miss', 15.2))).toBe('FAIL: 15.2 ms CPU > 15 ms')
    expect(missVerdict(miss('product miss', 9, 0))).toBe('FAIL: no reply')
    // a cold product page is measured and printed, held to no CPU figure; it must still answer
    expect(missVerdict(miss('product miss, cold', 21))).toBe('PASS')
    expect(missVerdict(miss('product miss, cold', 12, 0))).toBe('FAIL: no reply')
  })

  it('prints one line per scenario with its target and verdict, and a summary', () => {
    const report = missReport([miss('listing miss', 28.7), miss('product miss', 54), tracked(4074, 1288)])
    const lines = report.split('\n')
    expect(lines[0]).toMatch(
      /scenario .* requests .* req\/s .* shop CPU ms\/reply .* × cached .* target .* verdict/,
    )
    expect(lines[2]).toMatch(/listing miss .* 28\.7 .* ≤ 40 ms CPU a page .* PASS/)
    expect(lines[3]).toMatch(/product miss .* 54\.0 .* ≤ 15 ms CPU a page .* FAIL: 54\.0 ms CPU > 15 ms/)
    expect(lines[4]).toMatch(/tracked .* 4074 .* 3\.16 .* ≥ 0\.5× the cached listing's req\/s .* PASS/)
    expect(lines.at(-1)).toBe('1 of 3 miss scenarios miss their targets: product miss')
  })
})
