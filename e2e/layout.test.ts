import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, type E2E, PHONE, scrollTo, startE2E } from './harness.ts'

// Layout facts a shopper sees on a phone, measured in the browser.
let e2e: E2E
beforeAll(async () => {
  e2e = await startE2E()
})
afterAll(async () => {
  await e2e?.close()
})

const eventually = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000, interval: 100 })
/** Lines a box of text takes, from its height and line height. */
const lineCount = (page: Page, selector: string, text: RegExp) =>
  page
    .locator(selector, { hasText: text })
    .first()
    .evaluate((el) => {
      const lh = Number.parseFloat(getComputedStyle(el).lineHeight)
      return Math.round(el.getBoundingClientRect().height / lh)
    })

describe('products at 390 px', () => {
  it('shows dense two-column cards with prices and ratings on one line', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await page.goto('/products')
    const cards = page.locator('main article')
    await eventually(() => cards.count()).toBeGreaterThan(10)
    const boxes = await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()))
    // Two columns side by side, each card well under the 500 px they used to take.
    expect(boxes[0].y).toBe(boxes[1].y)
    expect(boxes[1].x).toBeGreaterThan(boxes[0].x + boxes[0].width - 1)
    for (const box of boxes) expect(box.height).toBeLessThanOrEqual(370)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    // '₹1,499.00' (the sampler box) and 'No reviews yet' each on one line.
    const sampler = cards.filter({ hasText: 'Superfood Sampler Box' })
    await sampler.scrollIntoViewIfNeeded()
    expect(await lineCount(page, 'main article span', /^₹1,499\.00$/)).toBe(1)
    const noReviews = page.locator('main article p', { hasText: 'No reviews yet' })
    if ((await noReviews.count()) > 0)
      expect(await lineCount(page, 'main article p', /^No reviews yet$/)).toBe(1)
  })

  it("keeps the first 'You Might Also Like' card off the screen edge", async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await page.goto('/product/104')
    const section = page.getByRole('region', { name: 'You Might Also Like' })
    await scrollTo(page, section)
    const first = section.getByRole('listitem').first()
    await first.getByRole('link').waitFor()
    await page.waitForTimeout(300) // scroll snapping settles
    const box = await first.boundingBox()
    expect(box?.x).toBeGreaterThanOrEqual(16)
  })
})

describe('focus rings', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`draws each moringa tab's focus ring whole, inside the tab list, at ${viewport.width} px`, async () => {
      const page = await e2e.newPage({ viewport })
      await page.goto('/moringa')
      const list = page.getByRole('tablist', { name: 'About moringa' })
      await list.getByRole('tab').first().focus()
      await page.keyboard.press('ArrowRight')
      await eventually(() =>
        list
          .getByRole('tab')
          .nth(1)
          .evaluate((el) => el === document.activeElement && el.matches(':focus-visible')),
      ).toBe(true)
      const tabs = await list.getByRole('tab').evaluateAll((els) =>
        els.map((el) => {
          const s = getComputedStyle(el)
          const grow = Number.parseFloat(s.outlineOffset) + Number.parseFloat(s.outlineWidth)
          const r = el.getBoundingClientRect()
          return {
            focused: el === document.activeElement && s.outlineStyle !== 'none',
            ring: { left: r.left - grow, right: r.right + grow, top: r.top - grow, bottom: r.bottom + grow },
            rect: { left: r.left, right: r.right },
          }
        }),
      )
      const listBox = (await list.boundingBox()) as { x: number; y: number; width: number; height: number }
      const focused = tabs.findIndex((t) => t.focused)
      expect(focused).toBe(1)
      const { ring } = tabs[focused] as (typeof tabs)[number]
      expect(ring.left).toBeGreaterThanOrEqual(listBox.x)
      expect(ring.right).toBeLessThanOrEqual(listBox.x + listBox.width)
      expect(ring.top).toBeGreaterThanOrEqual(listBox.y)
      expect(ring.bottom).toBeLessThanOrEqual(listBox.y + listBox.height)
      // No neighbouring tab (painted after it) covers part of the ring.
      for (const [i, t] of tabs.entries()) {
        if (i === focused) continue
        expect(t.rect.right <= ring.left || t.rect.left >= ring.right).toBe(true)
      }
    })
  }
})

describe('a product opened from inside the shop', () => {
  it("keeps the header and footer and says 'Loading product details...' while its data arrives", async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    // Neither the product nor a list holding it (the footer's) arrives for a while.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/v1/products**', async (route) => {
      await held
      await route.continue().catch(() => {})
    })
    await page.goto('/cart')
    await page.evaluate(() => {
      history.pushState(null, '', '/product/105')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    await eventually(() => page.getByText('Loading product details...').isVisible()).toBe(true)
    expect(await page.getByRole('banner').isVisible()).toBe(true)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await eventually(() => page.getByRole('contentinfo').count()).toBe(1)
    expect(await page.getByText('Loading product details...').isVisible()).toBe(true)
    release()
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Ashwagandha Powder')
  })
})
