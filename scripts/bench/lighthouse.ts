// Lighthouse (mobile settings, simulated throttling) against the local built server, in Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export interface LighthouseScores {
  path: string
  performance: number
  'performance runs': string
  accessibility: number
  'best-practices': number
  seo: number
  lcp_ms: number
  cls: number
  tbt_ms: number
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
/** Runs per page; the median run (by performance) is reported. LIGHTHOUSE_RUNS overrides. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3))

export async function runLighthouse(base: string, paths: string[]): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  const rows: LighthouseScores[] = []
  try {
    for (const path of paths) {
      // Lighthouse's own advice for variance: several runs, the median one reported (by performance score).
      const runs: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'][] = []
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        })
        const lhr = result?.lhr
        if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`)
        // Now and then a run yields no performance score (a metric could not be computed from the trace):
        // say why and leave it out, rather than count a 0 that measures nothing.
        if (lhr.categories.performance?.score == null) {
          const failed = Object.entries(lhr.audits)
            .filter(([, a]) => a.errorMessage)
            .map(([id, a]) => `${id}: ${a.errorMessage}`)
          console.warn(
            `Lighthouse gave ${path} no performance score: ${lhr.runtimeError?.message ?? failed.join('; ')}`,
          )
          continue
        }
        runs.push(lhr)
      }
      if (runs.length === 0) throw new Error(`No Lighthouse run of ${path} gave a performance score`)
      runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))
      const lhr = runs[Math.floor((runs.length - 1) / 2)]!
      const score = (c: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[c]?.score ?? 0) * 100)
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
      const perfs = runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100))
      rows.push({
        path,
        performance: score('performance'),
        'performance runs': perfs.join(' '),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        lcp_ms: Math.round(audit('largest-contentful-paint')),
        cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
        tbt_ms: Math.round(audit('total-blocking-time')),
      })
    }
  } finally {
    chrome.kill()
  }
  return rows
}
