// Lighthouse (mobile settings, simulated throttling) against the local built server, in Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { type LighthousePage, SCORED_RUNS } from './lighthouse-report.ts'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
/** Scored runs per page (LIGHTHOUSE_RUNS overrides), and how many tries that may take in all. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? SCORED_RUNS))
const MAX_TRIES = RUNS * 2

/**
 * Each page's scored runs. A run without a performance score (now and then the trace has no navigation start,
 * NO_NAVSTART) measures nothing: it is said why and tried again, up to MAX_TRIES runs per page.
 */
export async function runLighthouse(base: string, paths: string[]): Promise<LighthousePage[]> {
  // Each page asked for twice first, as the shop is asked all day: the first render after a start (the server-
  // render bundle's first use, cold code) once made Lighthouse's first run of / wait 526 ms for its HTML. No
  // cookie, so that it is the variant Lighthouse is given: a first visit, with the splash.
  for (const path of paths) for (let i = 0; i < 2; i++) await (await fetch(`${base}${path}`)).arrayBuffer()
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
  const pages: LighthousePage[] = []
  try {
    for (const path of paths) {
      // Lighthouse's own advice for variance: several runs, the medians reported.
      const page: LighthousePage = { path, runs: [], tries: 0, wanted: RUNS }
      while (page.runs.length < RUNS && page.tries < MAX_TRIES) {
        page.tries++
        const result = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        })
        const lhr = result?.lhr
        const perf = lhr?.categories.performance?.score
        if (!lhr || perf == null) {
          const failed = Object.entries(lhr?.audits ?? {})
            .filter(([, a]) => a.errorMessage)
            .map(([id, a]) => `${id}: ${a.errorMessage}`)
          console.warn(
            `Lighthouse gave ${path} no performance score (try ${page.tries} of at most ${MAX_TRIES}): ${
              lhr?.runtimeError?.message ?? (failed.join('; ') || 'no result')
            }`,
          )
          continue
        }
        const score = (c: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[c]?.score ?? 0) * 100)
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
        page.runs.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: audit('largest-contentful-paint'),
          cls: audit('cumulative-layout-shift'),
          tbtMs: audit('total-blocking-time'),
          cpuIndex: lhr.environment?.benchmarkIndex,
        })
      }
      pages.push(page)
    }
  } finally {
    chrome.kill()
  }
  return pages
}
