import { describe, expect, it } from 'vitest'
import {
  LIGHTHOUSE_TARGETS,
  type LighthousePage,
  type LighthouseRun,
  lighthouseMedians,
  lighthouseReport,
  lighthouseVerdict,
  median,
} from './lighthouse-report.ts'

// Decision 012: Lighthouse mobile performance at least 98 (the median of 3 runs) on /, /products and /product/101, and
// LCP at most 2.0 s on each; /cart and /checkout kept at 95 or more.
const run = (performance: number, lcpMs = 1500, cls = 0, tbtMs = 40): LighthouseRun => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs,
  cls,
  tbtMs,
  cpuIndex: 1500,
})
const page = (path: string, runs: LighthouseRun[], tries = runs.length): LighthousePage => ({
  path,
  runs,
  tries,
  wanted: 3,
})

describe('the bench’s Lighthouse targets', () => {
  it('are 98 and an LCP of 2 s on the landing pages, 95 on the cart and checkout', () => {
    for (const p of ['/', '/products', '/product/101'])
      expect(LIGHTHOUSE_TARGETS[p]).toEqual({ performance: 98, lcpMs: 2000 })
    for (const p of ['/cart', '/checkout']) expect(LIGHTHOUSE_TARGETS[p]).toEqual({ performance: 95 })
  })
})

describe('the bench’s Lighthouse medians', () => {
  it('takes each figure’s own median over the scored runs', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNaN()
    expect(
      lighthouseMedians(page('/', [run(99, 1800, 0.1), run(90, 2500, 0), run(97, 1700, 0.0004)])),
    ).toEqual({
      performance: 97,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 1800,
      cls: 0,
      tbtMs: 40,
    })
  })
})

describe('the bench’s Lighthouse verdict', () => {
  it('passes a landing page at 98 with an LCP of 2 s or less', () => {
    expect(lighthouseVerdict(page('/', [run(98, 2000), run(100, 1200), run(92, 2600)]))).toBe('PASS')
  })

  it('fails a landing page under 98 or slower than 2 s, naming each miss', () => {
    expect(lighthouseVerdict(page('/products', [run(97), run(98), run(96)]))).toBe(
      'FAIL: performance 97 < 98',
    )
    expect(lighthouseVerdict(page('/product/101', [run(99, 2295), run(98, 2100), run(99, 1900)]))).toBe(
      'FAIL: LCP 2100 ms > 2000 ms',
    )
    expect(lighthouseVerdict(page('/', [run(90, 1841), run(98, 2521), run(89, 2400)]))).toBe(
      'FAIL: performance 90 < 98, LCP 2400 ms > 2000 ms',
    )
  })

  it('holds the cart and checkout to 95, whatever their LCP', () => {
    expect(lighthouseVerdict(page('/cart', [run(95, 3000), run(96, 3100), run(94, 2900)]))).toBe('PASS')
    expect(lighthouseVerdict(page('/checkout', [run(94), run(93), run(97)]))).toBe(
      'FAIL: performance 94 < 95',
    )
  })

  it('fails a page short of its scored runs, and one with none; a page without a target is only measured', () => {
    expect(lighthouseVerdict(page('/', [run(99), run(99)], 6))).toBe('FAIL: 2 of 3 runs scored in 6 tries')
    expect(lighthouseVerdict(page('/', [], 6))).toBe('FAIL: no scored run in 6 tries')
    expect(lighthouseVerdict(page('/recipes', [run(50)]))).toBe('–')
  })
})

describe('the bench’s Lighthouse report', () => {
  it('prints a line per page with the medians, every run, the target and the verdict', () => {
    const report = lighthouseReport([
      page('/', [run(99, 1700, 0.0003, 30), run(100, 1500), run(98, 1900)], 4),
      page('/cart', [run(96), run(97), run(95)]),
    ]).split('\n')
    expect(report[0]).toMatch(
      /page .* performance .* performance runs .* LCP ms .* CLS .* TBT ms .* CPU index .* target .* verdict/,
    )
    expect(report[2]).toMatch(
      /^\| \/ +\| 99 +\| 99 100 98 +\| 1700 +\| 0 +\| 40 +\| 1500 +\|.*\| ≥ 98, LCP ≤ 2000 ms \| PASS/,
    )
    expect(report[3]).toMatch(/^\| \/cart +\| 96 +\| 96 97 95 +\|.*\| ≥ 95 +\| PASS/)
    expect(report.at(-1)).toBe('Every page meets its Lighthouse targets.')
  })

  it('closes with the pages that miss, and shows a page with no scored run', () => {
    const report = lighthouseReport([page('/', [], 6), page('/products', [run(98), run(99), run(98)])])
    expect(report).toMatch(/\| \/ +\| – +\| – +\| – .*FAIL: no scored run in 6 tries/)
    expect(report.split('\n').at(-1)).toBe('1 of 2 pages miss their Lighthouse targets: /')
  })
})
