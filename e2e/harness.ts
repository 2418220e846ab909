import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { AxeResults, RunOptions } from 'axe-core'
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { databaseFor, type JourneyShop, SHARED_ENV, startJourneyShop } from './journey-shop.ts'

export const PHONE = { width: 390, height: 844 }

/**
 * A PDF's text as poppler's `pdftotext` reads it: laid out as on the page (what a person reading the document sees),
 * or with `cells`, each block of text whole in reading order (a table cell that wraps stays together).
 */
export function pdfText(pdf: Buffer, opts: { cells?: boolean } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'journey-pdf-'))
  try {
    const file = path.join(dir, 'document.pdf')
    writeFileSync(file, pdf)
    return execFileSync('pdftotext', [...(opts.cells ? [] : ['-layout']), file, '-'], { encoding: 'utf8' })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
export const DESKTOP = { width: 1280, height: 800 }

/** Debian's headless build of Chromium (package chromium-headless-shell), the one Playwright runs headless itself. */
export const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'

/**
 * The browser the journeys drive: CHROMIUM_PATH when set, else Debian's headless shell where it is installed, else
 * Debian's Chromium. The shell is the same Blink without the browser's own interface, and costs half the CPU for
 * the same journeys (decision record 034); `.ci/run` installs it.
 */
export function journeyBrowserPath(): string {
  return process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')
}

export async function launchBrowser(opts: { pdfViewer?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    // The headless shell has no PDF viewer (navigator.pdfViewerEnabled is false): a journey that reads a PDF
    // inside the page asks for the whole browser.
    executablePath: opts.pdfViewer
      ? (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')
      : journeyBrowserPath(),
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
  /** where the shop answers, and its data folder */
  shop: JourneyShop
  /** the shop's data folder (its outbox of mails is in it) */
  dataDir: string
  /** whether this is the run's shared shop (other journey files use it too) */
  shared: boolean
  browser: Browser
  /** A fresh context; the splash screen is skipped unless asked for. */
  newPage(opts?: { viewport?: { width: number; height: number }; splash?: boolean }): Promise<Page>
  /** Closes the browser; and the shop too when it is this journey's own. */
  close(): Promise<void>
}

/** Whether a journey asking for `env` can use the shared shop: it asks for nothing the shared shop does not have. */
export function fitsSharedShop(env: Record<string, string>): boolean {
  return Object.entries(env).every(([key, value]) => SHARED_ENV[key] === value)
}

/**
 * A browser on a shop. With no settings (or only settings the shared shop has, SHARED_ENV) it is the run's shared
 * shop, started once by global setup (decision record 034): each test then brings shoppers and data of its own, and
 * close() closes only the browser. With other settings, a `beforeStart` step, or `ownShop` (a journey that changes
 * what every shopper sees, or tests rate limits) it is a shop of the journey's own, stopped by close().
 */
export async function startE2E(
  env: Record<string, string> = {},
  opts: {
    /** runs before the shop starts, with the settings it will start with (an operator command, say) */
    beforeStart?: (env: Record<string, string>) => Promise<void> | void
    /** a shop of this journey's own even when the settings fit the shared shop */
    ownShop?: boolean
    /** Debian's whole Chromium, whose PDF viewer shows a PDF inside a page, instead of the headless shell */
    pdfViewer?: boolean
  } = {},
): Promise<E2E> {
  const shared = !opts.ownShop && !opts.beforeStart && fitsSharedShop(env)
  let shop: JourneyShop
  let stopShop = async () => {}
  let dataDir: string | undefined
  let browser: Browser
  if (shared) {
    shop = inject('e2eSharedShop')
    browser = await launchBrowser(opts)
  } else {
    const database = await databaseFor(inject('e2ePgAdminUrl'), inject('e2eShopTemplate'))
    // A data folder of our own when a command must run on it before the shop does (a copy of the template's).
    dataDir = opts.beforeStart ? mkdtempSync(path.join(tmpdir(), 'shop-e2e-')) : undefined
    if (dataDir && database.from) cpSync(database.from, dataDir, { recursive: true })
    const shopEnv = { ...database.env, ...env, ...(dataDir ? { DATA_DIR: dataDir } : {}) }
    await opts.beforeStart?.(shopEnv)
    const [own, launched] = await Promise.all([
      startJourneyShop(shopEnv, dataDir ? { env: database.env } : database),
      launchBrowser(opts),
    ])
    shop = own
    browser = launched
    const ownDataDir = dataDir
    stopShop = async () => {
      await own.stop()
      await database.drop()
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true })
    }
  }
  const contexts: BrowserContext[] = []
  return {
    shop: { base: shop.base, dataDir: dataDir ?? shop.dataDir },
    dataDir: dataDir ?? shop.dataDir,
    shared,
    browser,
    async newPage(opts = {}) {
      const context = await browser.newContext({ baseURL: shop.base, viewport: opts.viewport ?? DESKTOP })
      contexts.push(context)
      // Init scripts run in every frame, the PDF viewer's too, where sessionStorage is null.
      if (!opts.splash) {
        await context.addInitScript(() => {
          try {
            sessionStorage.setItem('splashSeen', '1')
          } catch {}
        })
        // The server's copy of the same fact: server-rendered pages then come without the overlay too.
        await context.addCookies([{ name: 'splash_seen', value: '1', url: shop.base }])
      }
      // A full load waits for the page's images and scripts: on a 2-core machine running an API suite beside the
      // journeys that can outlast Playwright's 30 s, as hydration can (below).
      context.setDefaultNavigationTimeout(60_000)
      const page = await context.newPage()
      // Public pages arrive server-rendered and answer input once hydrated: every full load waits for that.
      const untilInteractive = () =>
        page.waitForFunction(
          // Pages the server writes itself (newsletter confirmation, invoices) have no app to wait for.
          () => !document.getElementById('root') || document.documentElement.hasAttribute('data-interactive'),
          null,
          // Generous: hydration of a page takes ~1 s alone, but many times that on a loaded 2-core machine.
          { timeout: 45_000 },
        )
      const goto = page.goto.bind(page)
      page.goto = async (url, options) => {
        const response = await goto(url, options)
        if (response?.headers()['content-type']?.startsWith('text/html')) await untilInteractive()
        return response
      }
      const reload = page.reload.bind(page)
      page.reload = async (options) => {
        const response = await reload(options)
        await untilInteractive()
        return response
      }
      page.on('pageerror', (err) => {
        throw err
      })
      return page
    },
    async close() {
      await Promise.all(contexts.map((c) => c.close().catch(() => {})))
      await browser.close()
      await stopShop()
    },
  }
}

/** axe-core's own build, read once per journey run and put into a page's frames when a check needs it. */
let axeSource: string | undefined
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * Serious and critical accessibility violations on the page as it is now, by axe-core's rules for WCAG 2.1 A and AA.
 *
 * axe runs in the page itself (`axe.run`, with the page's same-origin frames), put there once per document: the
 * Playwright wrapper put it in twice, ran each frame apart and then assembled the results in a blank page of its
 * own, three times the CPU of the check for the same rules and findings (decision record 034).
 */
export async function seriousA11yViolations(page: Page) {
  // A dialog or toast still fading in is drawn at part opacity: axe would measure the contrast of a frame no one
  // reads. Finite animations are let finish first (a busy machine draws them late).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => {})),
      ),
      new Promise((r) => setTimeout(r, 3000)),
    ]),
  )
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
  for (const frame of page.frames()) {
    // A frame that cannot take a script (the browser's PDF viewer, a frame still loading) is left out, as axe's
    // same-origin frame messenger leaves out frames of other origins.
    try {
      if (await frame.evaluate(() => 'axe' in window)) continue
      await frame.evaluate(axeSource)
      await frame.evaluate(() =>
        (window as unknown as { axe: typeof import('axe-core') }).axe.configure({
          allowedOrigins: ['<same_origin>'],
        }),
      )
    } catch (err) {
      if (frame === page.mainFrame()) throw err
    }
  }
  const options: RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] }
  const violations = await page.evaluate(async (options) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe
    const results: AxeResults = await axe.run(document, options)
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }))
  }, options)
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.targets.slice(0, 3) }))
}

/**
 * Scrolls down the way a shopper does, a little at a time, until `target` is on the page, then brings it into view:
 * the parts under a page's first screen are loaded only as the shopper scrolls near them, so
 * `scrollIntoViewIfNeeded` alone would wait for something that is not there yet.
 */
export async function scrollTo(page: Page, target: Locator, maxSteps = 40): Promise<void> {
  for (let i = 0; i < maxSteps && (await target.count()) === 0; i++) {
    await page.mouse.wheel(0, 400)
    await page.waitForTimeout(100)
  }
  await target.first().scrollIntoViewIfNeeded()
}

// Each step waits on the real server (order placement, PDF invoices): allow a busy machine 10 s.
export const poll = <T>(fn: () => T | Promise<T>, opts: { timeout?: number } = {}) =>
  expect.poll(fn, { timeout: 10_000, ...opts })

/** Screenshots of header and main for a person to look at, written only when SHOTS_DIR is set. */
export async function saveShot(
  page: Page,
  name: string,
  opts: { fullPage?: boolean; settleMs?: number } = {},
) {
  const dir = process.env.SHOTS_DIR
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  // Only for the picture: the browser's PDF viewer draws a moment after the frame loads.
  if (opts.settleMs) await page.waitForTimeout(opts.settleMs)
  const fullPage = opts.fullPage ?? true
  const height = await page.evaluate(() => {
    const main = document.querySelector('main')
    return main ? Math.ceil(main.getBoundingClientRect().bottom + window.scrollY) : 0
  })
  const width = page.viewportSize()!.width
  await page.screenshot({
    path: path.join(dir, `${name}.png`),
    fullPage,
    ...(fullPage && height ? { clip: { x: 0, y: 0, width, height } } : {}),
    animations: 'disabled',
  })
}
