import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DESKTOP,
  type E2E,
  PHONE,
  pdfText,
  poll,
  saveShot,
  seriousA11yViolations,
  startE2E,
} from './harness.ts'
import { reachPaymentStep, signUpShopper } from './shopper.ts'

// Decision 041 (amended 2026-11-28) and 048: moringa in 100 g, 250 g and 500 g. On a phone the shopper chooses a
// pack on the product page (the address follows), adds two sizes of one product, finds them as two lines of the
// cart at their own prices, and pays for both.
let e2e: E2E
beforeAll(async () => {
  e2e = await startE2E({ AUTH_RATE_LIMIT: 'false' })
})
afterAll(async () => {
  await e2e?.close()
})

const drawer = (page: Page) => page.getByRole('dialog', { name: /^Shopping Cart/ })
const packs = (page: Page) => page.getByRole('radiogroup', { name: 'Pack size' })
const addToCart = (page: Page) => page.getByRole('button', { name: 'ADD TO CART' })
const price = (page: Page) =>
  page
    .locator('main')
    .getByText(/^₹[\d,]+\.\d\d$/)
    .first()
    .textContent()

async function closeDrawer(page: Page) {
  await drawer(page).getByRole('button', { name: 'Close cart' }).click()
  await poll(() => drawer(page).count()).toBe(0)
}

/** The cart page's line of one pack: its list item named by the line's remove button. */
const cartLine = (page: Page, size: string) =>
  page
    .locator('main li')
    .filter({ has: page.getByRole('button', { name: `Remove Moringa Powder, ${size} from cart` }) })

describe('pack sizes', () => {
  it('chooses 500 g by its chip, adds it and 100 g: the cart shows two lines at their prices, and both are paid for', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await signUpShopper(page, 'Anjali', 'Rao')
    await poll(() => new URL(page.url()).pathname).not.toBe('/signup')

    // A shared link opens its pack, rendered so by the server.
    await page.goto('/product/101?size=250g')
    await packs(page).waitFor()
    expect(await packs(page).getByRole('radio', { name: '250g, ₹799' }).isChecked()).toBe(true)
    expect(await price(page)).toBe('₹799.00')
    // 44 px targets at a phone's width
    for (const chip of await page.locator('[data-testid^="pack-"]').all()) {
      const box = await chip.boundingBox()
      expect(box?.height).toBeGreaterThanOrEqual(44)
      expect(box?.width).toBeGreaterThanOrEqual(44)
    }
    expect(await seriousA11yViolations(page)).toEqual([])

    // The keyboard: arrows move and choose; the address is rewritten in place.
    const entries = await page.evaluate(() => history.length)
    await packs(page).getByRole('radio', { name: '250g, ₹799' }).focus()
    await page.keyboard.press('ArrowRight')
    await poll(() => new URL(page.url()).search).toBe('?size=500g')
    await poll(() => packs(page).getByRole('radio', { name: '500g, ₹1,499' }).isChecked()).toBe(true)
    expect(await price(page)).toBe('₹1,499.00')
    expect(await page.getByTestId('mrp').textContent()).toBe('MRP ₹1,899.00 · ')
    expect(await page.evaluate(() => history.length)).toBe(entries)
    await saveShot(page, 'packweb-product-390', { fullPage: false })

    await addToCart(page).click()
    await drawer(page).waitFor()
    await closeDrawer(page)
    await page.getByTestId('pack-100g').click()
    await poll(() => new URL(page.url()).search).toBe('')
    expect(await price(page)).toBe('₹349.00')
    await addToCart(page).click()
    await drawer(page).waitFor()
    const sheet = drawer(page)
    await poll(() => sheet.getByTestId('net-quantity').allTextContents()).toEqual(['500g', '100g'])
    expect(await sheet.getByTestId('sku').allTextContents()).toEqual([
      'SKU MORINGA-POWDER-500G',
      'SKU MORINGA-POWDER-100G',
    ])

    // The cart page: two lines, each at its own price; a change names its own line.
    await sheet.getByRole('link', { name: 'View cart' }).click()
    await poll(() => new URL(page.url()).pathname).toBe('/cart')
    await page.getByText('Subtotal (2 items)').waitFor()
    await poll(() => cartLine(page, '500g').textContent()).toContain('₹1,499.00 each')
    expect(await cartLine(page, '100g').textContent()).toContain('₹349.00 each')
    await page.getByRole('button', { name: 'Increase quantity of Moringa Powder, 500g' }).click()
    await poll(() => page.getByText('Subtotal (3 items)').isVisible()).toBe(true)
    await poll(() => cartLine(page, '500g').textContent()).toContain('₹2,998.00')
    expect(await cartLine(page, '100g').textContent()).toContain('₹349.00')
    expect(await seriousA11yViolations(page)).toEqual([])
    await saveShot(page, 'packweb-cart-390')

    // Pay with the test gateway; the order holds both sizes.
    await reachPaymentStep(page)
    // the summary (drawn for the phone and the desktop layout) names each line's size and SKU
    const summary = async () => (await page.getByTestId('summary-line').allTextContents()).join(' | ')
    await poll(summary).toContain('Moringa Powder500gSKU MORINGA-POWDER-500G2 × ₹1,499.00₹2,998.00')
    expect(await summary()).toContain('Moringa Powder100gSKU MORINGA-POWDER-100G1 × ₹349.00₹349.00')
    const pay = page.getByRole('button', { name: /^Pay ₹[\d,.]+ securely$/ })
    await pay.click()
    const gateway = page.getByTestId('test-gateway')
    await poll(() => gateway.isVisible()).toBe(true)
    await gateway.getByLabel('Card number').fill('4111 1111 1111 1111')
    await gateway.getByLabel('Expiry (MM/YY)').fill('12/30')
    await gateway.getByLabel('CVV').fill('123')
    await gateway.getByRole('button', { name: /^Pay / }).click()
    await poll(() => page.getByRole('heading', { name: 'Thank you for your order!' }).isVisible(), {
      timeout: 20_000,
    }).toBe(true)
    await poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/orders\/SN/)
    await poll(() => page.getByText('2 of 2 products loaded').isVisible()).toBe(true)
    const main = page.locator('main')
    // (the order lists its lines in its own order)
    await poll(async () => (await page.getByTestId('order-line').allTextContents()).sort()).toEqual([
      expect.stringMatching(/Net qty 100gSKU MORINGA-POWDER-100GQty 1 · ₹349.00 each₹349.00$/),
      expect.stringMatching(/Net qty 500gSKU MORINGA-POWDER-500GQty 2 · ₹1,499.00 each₹2,998.00$/),
    ])
    expect(await main.textContent()).toContain('₹3,347.00')
    await saveShot(page, 'packweb-order-390')

    // The GST invoice names each line's pack and SKU (issued with the payment; a busy machine takes a moment).
    const orderId = new URL(page.url()).pathname.split('/').pop()!
    // (a narrow column wraps a SKU at its dash, which the reader takes for a hyphen: each cell read whole, without
    // spaces, line breaks and dashes)
    const invoice = async () => {
      const pdf = await page.request.get(`/api/v1/orders/${orderId}/invoice?download=1`)
      return pdf.ok() ? pdfText(await pdf.body(), { cells: true }).replace(/[\s-]+/g, '') : ''
    }
    await poll(invoice, { timeout: 20_000 }).toContain('MoringaPowder(500g)SKUMORINGAPOWDER500G')
    expect(await invoice()).toContain('MoringaPowder(100g)SKUMORINGAPOWDER100G')
  })

  it('shows the sizes at 1280 px too', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await page.goto('/product/101?size=500g')
    await packs(page).waitFor()
    expect(await price(page)).toBe('₹1,499.00')
    expect(await seriousA11yViolations(page)).toEqual([])
    await saveShot(page, 'packweb-product-1280', { fullPage: false })
  })
})
