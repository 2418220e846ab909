import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, type E2E, PHONE, saveShot, startE2E } from './harness.ts'

// Decision record 012, amended 2026-11-27: a shopper's tap before the page's code has hydrated is not lost.
// public/boot.js holds it and src/web/lib/early-taps.ts replays it once on the hydrated button. Each test loads a
// server-rendered page on a phone's CPU (six times slower) with the page's JavaScript held back, taps as soon as the
// button is visible, checks the page was not yet hydrated then, and finds the tap acted exactly once.
let e2e: E2E
beforeAll(async () => {
  e2e = await startE2E()
})
afterAll(async () => {
  await e2e?.close()
})

const JS_DELAY_MS = 6000

/** A fresh visitor (no splash) on a slow phone whose page scripts arrive JS_DELAY_MS late. */
async function slowPhone(viewport = PHONE): Promise<{ page: Page; context: BrowserContext }> {
  const context = await e2e.browser.newContext({ baseURL: e2e.shop.base, viewport, hasTouch: true })
  await context.addInitScript(() => {
    try {
      sessionStorage.setItem('splashSeen', '1')
    } catch {}
  })
  await context.addCookies([{ name: 'splash_seen', value: '1', url: e2e.shop.base }])
  const page = await context.newPage()
  page.on('pageerror', (err) => {
    throw err
  })
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, JS_DELAY_MS))
    await route.continue()
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
  return { page, context }
}

/**
 * Closes it without waiting on the scripts still held back: a held script's handler that wakes after its route went
 * away (the page moved on, or closed) has nothing left to continue, and its error is not the test's.
 */
async function closeSlowPhone(page: Page, context: BrowserContext): Promise<void> {
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await context.close()
}

const hydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-interactive'))
const untilHydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive'), null, {
    timeout: 45_000,
  })

/** The browser cart's quantities by product id (a visitor's cart, decision 010). */
async function guestCart(page: Page): Promise<Record<number, number>> {
  const lines: { productId: number; quantity: number }[] = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('cart') ?? '[]'),
  )
  return Object.fromEntries(lines.map((l) => [l.productId, l.quantity]))
}

describe('a tap before hydration', { timeout: 150_000 }, () => {
  it.each([PHONE, DESKTOP])(
    'adds to the cart once from the product page at $width px, drawn pressed until the code takes it',
    async (viewport) => {
      const { page, context } = await slowPhone(viewport)
      try {
        await page.goto('/product/101', { waitUntil: 'commit' })
        const add = page.getByRole('button', { name: 'ADD TO CART' })
        await add.waitFor()
        await add.tap()
        expect(await hydrated(page)).toBe(false)
        expect(await add.getAttribute('data-tap-pending')).toBe('')
        await saveShot(page, `early-tap-product-${viewport.width}`, { fullPage: false })
        await untilHydrated(page)
        await page.unrouteAll({ behavior: 'ignoreErrors' })
        // the cart drawer slides in with the line, as for a tap after hydration
        await page.getByRole('dialog', { name: /^Shopping Cart/ }).waitFor({ timeout: 20_000 })
        await expect.poll(() => guestCart(page)).toEqual({ 101: 1 })
        await expect.poll(() => page.locator('main [data-tap-pending]').count()).toBe(0)
        // a tap now is the hydrated button's own: one more, not two
        await page.keyboard.press('Escape')
        await page.getByRole('dialog', { name: /^Shopping Cart/ }).waitFor({ state: 'hidden' })
        await add.click()
        await expect.poll(() => guestCart(page)).toEqual({ 101: 2 })

        await page.goto('/cart')
        await page.getByText('Subtotal (2 items)').waitFor({ timeout: 30_000 })
      } finally {
        await closeSlowPhone(page, context)
      }
    },
  )

  it('adds to the cart once from a listing card beyond the first six, which hydrates later', async () => {
    const { page, context } = await slowPhone()
    try {
      await page.goto('/products', { waitUntil: 'commit' })
      const eighth = page
        .locator('main')
        .getByRole('button', { name: /Add to Cart/ })
        .nth(7)
      await eighth.waitFor({ state: 'attached' })
      const name = (await eighth.textContent())?.replace(/^.*Add to Cart:\s*/, '').trim()
      expect(name).toBeTruthy()
      // The click itself, on the button: before hydration a real press on a card under `content-visibility` was seen
      // to scroll the page before its release here, so press and release landed on different elements (no click).
      await eighth.scrollIntoViewIfNeeded()
      await eighth.dispatchEvent('click')
      expect(await hydrated(page)).toBe(false)
      expect(await eighth.getAttribute('data-tap-pending')).toBe('')
      await untilHydrated(page)
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      const sheet = page.getByRole('dialog', { name: /^Shopping Cart/ })
      await sheet.waitFor({ timeout: 20_000 })
      await expect.poll(() => sheet.getByRole('heading', { name: name! }).isVisible()).toBe(true)
      const cart = await guestCart(page)
      expect(Object.values(cart)).toEqual([1])

      await page.goto('/cart')
      await page.getByText('Subtotal (1 item)').waitFor({ timeout: 30_000 })
      await expect(page.getByRole('heading', { name: name! }).isVisible()).resolves.toBe(true)
    } finally {
      await closeSlowPhone(page, context)
    }
  })

  it('asks a visitor to sign in once for the wishlist heart, as the hydrated heart does', async () => {
    const { page, context } = await slowPhone()
    try {
      await page.goto('/product/101', { waitUntil: 'commit' })
      const heart = page.getByRole('button', { name: 'Add to Wishlist: Moringa Powder' })
      await heart.waitFor()
      await heart.tap()
      expect(await hydrated(page)).toBe(false)
      await untilHydrated(page)
      const prompt = page.getByRole('dialog').filter({ hasText: 'Please login to continue' })
      await prompt.waitFor({ timeout: 20_000 })
      expect(await page.getByRole('dialog').count()).toBe(1)
    } finally {
      await closeSlowPhone(page, context)
    }
  })
})
