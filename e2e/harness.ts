import AxeBuilder from '@axe-core/playwright'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { type ShopProcess, startShop } from '../scripts/lib/shop-process.ts'

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

export interface E2E {
  shop: ShopProcess
  browser: Browser
  /** A fresh context; the splash screen is skipped unless asked for. */
  newPage(opts?: { viewport?: { width: number; height: number }; splash?: boolean }): Promise<Page>
  close(): Promise<void>
}

export async function startE2E(env: Record<string, string> = {}): Promise<E2E> {
  const [shop, browser] = await Promise.all([startShop(env), launchBrowser()])
  const contexts: BrowserContext[] = []
  return {
    shop,
    browser,
    async newPage(opts = {}) {
      const context = await browser.newContext({ baseURL: shop.base, viewport: opts.viewport ?? DESKTOP })
      contexts.push(context)
      // Init scripts run in every frame, the PDF viewer's too, where sessionStorage is null.
      if (!opts.splash)
        await context.addInitScript(() => {
          try {
            sessionStorage.setItem('splashSeen', '1')
          } catch {}
        })
      const page = await context.newPage()
      page.on('pageerror', (err) => {
        throw err
      })
      return page
    },
    async close() {
      await Promise.all(contexts.map((c) => c.close().catch(() => {})))
      await browser.close()
      await shop.stop()
    },
  }
}

/** Serious and critical accessibility violations on the page as it is now. */
export async function seriousA11yViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }))
}
