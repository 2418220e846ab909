// Lighthouse (mobile settings, simulated throttling) against the local built server, in Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export interface LighthouseScores {
  path: string
  performance: number
  accessibility: number
  'best-practices': number
  seo: number
  lcp_ms: number
  cls: number
  tbt_ms: number
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

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
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      })
      const lhr = result?.lhr
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`)
      const score = (c: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[c]?.score ?? 0) * 100)
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
      rows.push({
        path,
        performance: score('performance'),
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
