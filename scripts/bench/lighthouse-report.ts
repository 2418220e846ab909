// The bench's Lighthouse part (decision 012), as printed: each page's median figures over its scored runs, every run's
// performance score, and a verdict against the page's targets. Pure: the measuring is in lighthouse.ts.
import { table } from '../lib/shop-process.ts'

export interface LighthouseTarget {
  /** the lowest median performance score that passes */
  performance: number
  /** the slowest median largest contentful paint that passes, in milliseconds; none when the page has none */
  lcpMs?: number
}

/** Decision 012: the three pages a shopper lands on; the cart and checkout kept to the score they had. */
export const LIGHTHOUSE_TARGETS: Readonly<Record<string, LighthouseTarget>> = {
  '/': { performance: 98, lcpMs: 2000 },
  '/products': { performance: 98, lcpMs: 2000 },
  '/product/101': { performance: 98, lcpMs: 2000 },
  '/cart': { performance: 95 },
  '/checkout': { performance: 95 },
  // a page in Hindi or Telugu, with its own script's font, keeps the English page's score (decision 058)
  '/hi/products': { performance: 98, lcpMs: 2000 },
  '/te/product/101': { performance: 98, lcpMs: 2000 },
}

/** Scored runs wanted per page; a run without a performance score is tried again, up to MAX_TRIES in all. */
export const SCORED_RUNS = 3

/** What one Lighthouse run measured (scores 0–100). */
export interface LighthouseRun {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  cls: number
  tbtMs: number
  /** Lighthouse's measure of the machine's speed at the run (environment.benchmarkIndex): lower on a busy machine */
  cpuIndex?: number
}

export interface LighthousePage {
  path: string
  /** the runs that gave a performance score */
  runs: LighthouseRun[]
  /** how many runs were tried (scored or not) */
  tries: number
  /** how many scored runs were wanted */
  wanted: number
}

/** The median (for an even count, the mean of the middle two). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** A page's figures as reported: each one's median over the scored runs. */
export type LighthouseMedians = Omit<LighthouseRun, 'cpuIndex'>

/** Each figure's median over the page's scored runs (each figure on its own, not the figures of one run). */
export function lighthouseMedians(page: LighthousePage): LighthouseMedians {
  const of = (pick: (r: LighthouseRun) => number) => median(page.runs.map(pick))
  return {
    performance: Math.round(of((r) => r.performance)),
    accessibility: Math.round(of((r) => r.accessibility)),
    bestPractices: Math.round(of((r) => r.bestPractices)),
    seo: Math.round(of((r) => r.seo)),
    lcpMs: Math.round(of((r) => r.lcpMs)),
    cls: Math.round(of((r) => r.cls) * 1000) / 1000,
    tbtMs: Math.round(of((r) => r.tbtMs)),
  }
}

/** PASS, or FAIL with every target the page missed; a page without a target is only measured. */
export function lighthouseVerdict(
  page: LighthousePage,
  target: LighthouseTarget | undefined = LIGHTHOUSE_TARGETS[page.path],
): string {
  if (!target) return '–'
  if (page.runs.length === 0) return `FAIL: no scored run in ${page.tries} tries`
  const m = lighthouseMedians(page)
  const misses: string[] = []
  if (m.performance < target.performance) misses.push(`performance ${m.performance} < ${target.performance}`)
  if (target.lcpMs !== undefined && m.lcpMs > target.lcpMs)
    misses.push(`LCP ${m.lcpMs} ms > ${target.lcpMs} ms`)
  if (page.runs.length < page.wanted)
    misses.push(`${page.runs.length} of ${page.wanted} runs scored in ${page.tries} tries`)
  return misses.length === 0 ? 'PASS' : `FAIL: ${misses.join(', ')}`
}

/** The runs' median benchmark index, or – when Lighthouse gave none. */
const cpuIndex = (p: LighthousePage) => {
  const values = p.runs.flatMap((r) => (r.cpuIndex === undefined ? [] : [r.cpuIndex]))
  return values.length ? Math.round(median(values)) : '–'
}

const targetText = (t: LighthouseTarget | undefined) =>
  t ? `≥ ${t.performance}${t.lcpMs === undefined ? '' : `, LCP ≤ ${t.lcpMs} ms`}` : '–'

/** One line per page: the medians, every run's performance score, the target and the verdict; then a summary. */
export function lighthouseReport(pages: readonly LighthousePage[]): string {
  const rows = pages.map((p) => {
    const m = lighthouseMedians(p)
    const none = p.runs.length === 0
    return {
      page: p.path,
      performance: none ? '–' : m.performance,
      'performance runs': p.runs.map((r) => r.performance).join(' ') || '–',
      'LCP ms': none ? '–' : m.lcpMs,
      CLS: none ? '–' : m.cls,
      'TBT ms': none ? '–' : m.tbtMs,
      'CPU index': cpuIndex(p),
      accessibility: none ? '–' : m.accessibility,
      'best-practices': none ? '–' : m.bestPractices,
      seo: none ? '–' : m.seo,
      target: targetText(LIGHTHOUSE_TARGETS[p.path]),
      verdict: lighthouseVerdict(p),
    }
  })
  const failed = pages.filter((p) => lighthouseVerdict(p).startsWith('FAIL')).map((p) => p.path)
  const summary =
    failed.length === 0
      ? 'Every page meets its Lighthouse targets.'
      : `${failed.length} of ${pages.length} pages miss their Lighthouse targets: ${failed.join(', ')}`
  return [table(rows), '', summary].join('\n')
}
