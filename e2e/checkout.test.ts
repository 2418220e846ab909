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
import { signUpShopper } from './shopper.ts'

// docs/product.md, Routes and screens: Checkout, Orders, Order detail and the invoice, driven through the built-in Razorpay-compatible
// test gateway (its card form: 4111 1111 1111 1111 pays, 4000 0000 0000 0002 is declined).

let e2e: E2E
beforeAll(async () => {
  // Sign-in rate limits are covered by the API tests; journeys sign up many times from one address.
  // The invoice is read in the browser's PDF viewer, inside the order's page: the whole browser, not the shell.
  e2e = await startE2E({ AUTH_RATE_LIMIT: 'false' }, { pdfViewer: true })
})
afterAll(async () => {
  await e2e?.close()
})

const shot = saveShot

async function expectNoA11yViolations(page: Page, where: string) {
  expect(await seriousA11yViolations(page), where).toEqual([])
}

const signUp = (page: Page) => signUpShopper(page, 'Lakshmi', 'Reddy')

/** The shop API as the signed-in shopper (the bearer token comes from the session cookie). */
async function api(page: Page, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, data?: unknown) {
  const { token } = (await (await page.request.get('/api/auth/token')).json()) as { token: string }
  const res = await page.request.fetch(`/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  })
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true)
  return (await res.json()) as { data: Record<string, unknown>; message?: string }
}

async function fillAddress(page: Page, pin = '500028') {
  await page.getByLabel('First name').fill('Lakshmi')
  await page.getByLabel('Last name').fill('Reddy')
  await page.getByLabel('Mobile number').fill('9848012345')
  await page.getByLabel('Street address').fill('12-2-823, Mehdipatnam')
  await page.getByLabel('City').fill('Hyderabad')
  await page.getByLabel('State').selectOption('Telangana')
  await page.getByLabel('PIN code').fill(pin)
}

const stepMarker = (page: Page) => page.evaluate(() => localStorage.getItem('checkoutStep'))
const currentStep = (page: Page) =>
  page.locator('nav[aria-label="Checkout progress"] [aria-current="step"]').textContent()
const gateway = (page: Page) => page.getByTestId('test-gateway')

async function payInGateway(page: Page, card: string) {
  const form = gateway(page)
  await form.getByLabel('Card number').fill(card)
  await form.getByLabel('Expiry (MM/YY)').fill('12/30')
  await form.getByLabel('CVV').fill('123')
  await form.getByRole('button', { name: /^Pay / }).click()
}

/** Address -> shipping -> payment step, checking each step's marker and indicator. */
async function reachPayment(page: Page, label: string) {
  await page.goto('/checkout')
  await poll(() => currentStep(page)).toContain('Shipping Address')
  await poll(() => stepMarker(page)).toBe('address')
  await fillAddress(page)
  await shot(page, `checkout-address-${label}`)
  await expectNoA11yViolations(page, `checkout address ${label}`)
  await page.getByRole('button', { name: 'Continue to Shipping' }).click()

  await poll(() => currentStep(page)).toContain('Shipping Options')
  await poll(() => stepMarker(page)).toBe('shipping')
  await expect.poll(() => page.getByRole('radio', { name: /Delhivery/ }).isChecked()).toBe(true)
  await shot(page, `checkout-shipping-${label}`)
  await expectNoA11yViolations(page, `checkout shipping ${label}`)
  await page.getByRole('button', { name: 'Continue to Payment' }).click()

  await poll(() => currentStep(page)).toContain('Payment')
  await poll(() => stepMarker(page)).toBe('payment')
  await poll(() => page.getByText('Test mode — no real money moves').isVisible()).toBe(true)
}

type HeldWindow = Window & { __held: (() => void)[]; __setTimeout: typeof setTimeout }

/**
 * Holds timers of exactly `ms` (the success view's redirect), so the checks on that view cannot race it;
 * releasing runs them and answers how many were held.
 */
async function holdTimers(page: Page, ms: number) {
  await page.evaluate((delay) => {
    const w = window as unknown as HeldWindow
    w.__held = []
    w.__setTimeout = window.setTimeout
    window.setTimeout = ((fn: (...a: unknown[]) => void, wait?: number, ...args: unknown[]) => {
      if (wait !== delay) return w.__setTimeout(fn, wait, ...args)
      w.__held.push(() => fn(...args))
      return 0
    }) as typeof setTimeout
  }, ms)
}
async function releaseTimers(page: Page): Promise<number> {
  return page.evaluate(() => {
    const w = window as unknown as HeldWindow
    window.setTimeout = w.__setTimeout
    for (const run of w.__held) run()
    return w.__held.length
  })
}

describe('checkout', () => {
  it('buys two products with a coupon, pays by test card, gets a GST invoice, then cancels with a refund', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await signUp(page)
    await api(page, 'POST', '/cart/items', { product_id: 101, quantity: 2 })
    await api(page, 'POST', '/cart/items', { product_id: 104, quantity: 1 })
    await api(page, 'POST', '/cart/checkout/apply-coupon', { coupon_code: 'SAVE10' })

    await page.goto('/checkout')
    await poll(() => page.getByRole('heading', { level: 1, name: 'Checkout' }).isVisible()).toBe(true)
    // The summary: ₹349 × 2 + ₹249 = ₹947, SAVE10 takes ₹94.70 off.
    const summary = page.getByRole('complementary', { name: 'Order summary' })
    await poll(() => summary.textContent()).toContain('₹947.00')
    expect(await summary.textContent()).toContain('−₹94.70')
    expect(await summary.textContent()).toContain('₹852.30')

    // The form starts from the profile (the sign-up filled in the name); the required fields (docs/product.md, Validation rules).
    await poll(() => page.getByLabel('First name').inputValue()).toBe('Lakshmi')
    await page.getByLabel('First name').fill('')
    await page.getByRole('button', { name: 'Continue to Shipping' }).click()
    await poll(() =>
      page.getByRole('alert').filter({ hasText: 'Please fill in all required fields.' }).count(),
    ).toBe(1)
    await shot(page, 'checkout-address-required-1280')
    // Back to what the form loaded: a reload of an address with unsaved changes asks first (decision record 028).
    await page.getByLabel('First name').fill('Lakshmi')

    await reachPayment(page, '1280')
    // Standard shipping is free above ₹500: the total stays ₹852.30 and is what the button charges.
    expect(await summary.textContent()).toContain('FREE')
    const payButton = page.getByRole('button', { name: 'Pay ₹852.30 securely' })
    await poll(() => payButton.isVisible()).toBe(true)
    await shot(page, 'checkout-payment-1280')
    await expectNoA11yViolations(page, 'checkout payment 1280')

    await payButton.click()
    await poll(() => gateway(page).isVisible()).toBe(true)
    // Checkout was given the amount in paise (× 100): the gateway shows it back in rupees.
    expect(await gateway(page).textContent()).toContain('₹852.30')
    await shot(page, 'checkout-gateway-1280', { fullPage: false })
    await holdTimers(page, 2000)
    await payInGateway(page, '4111 1111 1111 1111')

    // Verifying also issues the GST invoice, which can take a few seconds on a busy machine.
    await poll(() => page.getByRole('heading', { name: 'Thank you for your order!' }).isVisible(), {
      timeout: 20_000,
    }).toBe(true)
    await poll(() =>
      page.getByText('Order placed successfully! Redirecting to order details...').isVisible(),
    ).toBe(true)
    expect(await page.getByRole('link', { name: 'View Order Details' }).isVisible()).toBe(true)
    expect(await page.getByRole('link', { name: 'Continue Shopping' }).isVisible()).toBe(true)
    await poll(() => stepMarker(page)).toBe('success')
    await shot(page, 'checkout-success-1280')
    await expectNoA11yViolations(page, 'checkout success 1280')

    // 2 s after success the order detail opens.
    expect(await releaseTimers(page)).toBe(1)
    await poll(() => new URL(page.url()).pathname).toMatch(/^\/orders\/SN/)
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!)
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(orderId)
    await poll(() => page.getByText('2 of 2 products loaded').isVisible()).toBe(true)
    const main = page.locator('main')
    expect(await main.textContent()).toContain('Processing')
    expect(await main.textContent()).toContain('Completed')
    expect(await main.getByText('Payment amount').locator('..').textContent()).toContain('₹852.30')
    expect(await main.textContent()).toContain('Coupon (SAVE10)')
    expect(await main.textContent()).toContain(
      'Tracking information will be available once your order is shipped',
    )
    await shot(page, 'order-detail-1280')
    await expectNoA11yViolations(page, 'order detail 1280')

    // The invoice dialog embeds the PDF and offers Download and Open in New Tab.
    await page.getByRole('button', { name: 'View Invoice' }).click()
    const dialog = page.getByRole('dialog')
    await poll(() => dialog.locator('iframe').count()).toBe(1)
    // The PDF is framed (same origin), not blocked into an error page.
    await poll(() => page.frames().some((f) => f.url().endsWith(`/orders/${orderId}/invoice`))).toBe(true)
    expect(page.frames().some((f) => f.url().startsWith('chrome-error:'))).toBe(false)
    expect(await dialog.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      `/api/v1/orders/${orderId}/invoice?download=1`,
    )
    expect(await dialog.getByRole('link', { name: /Open in New Tab/ }).getAttribute('target')).toBe('_blank')
    await shot(page, 'invoice-dialog-1280', { fullPage: false, settleMs: 2500 })
    await expectNoA11yViolations(page, 'invoice dialog 1280')

    // The PDF: ₹ amounts, and CGST + SGST because Telangana is the seller's state.
    const pdf = await page.request.get(`/api/v1/orders/${orderId}/invoice?download=1`)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    const text = pdfText(await pdf.body())
    expect(text).toContain('₹')
    expect(text).toContain('CGST')
    expect(text).toContain('SGST')
    expect(text).toContain(orderId)
    await page.keyboard.press('Escape')
    await poll(() => dialog.count()).toBe(0)

    // Cancel: confirm, the server's message, then Cancelled and Refunded.
    await page.getByRole('button', { name: 'Cancel Order' }).click()
    const confirm = page.getByRole('alertdialog')
    await poll(() => confirm.textContent()).toContain('refunded')
    await shot(page, 'order-cancel-confirm-1280', { fullPage: false })
    await confirm.getByRole('button', { name: 'Yes, Cancel Order' }).click()
    await poll(() => page.getByText('Order cancelled and refunded').isVisible()).toBe(true)
    await poll(() => main.textContent()).toContain('Cancelled')
    await poll(() => main.textContent()).toContain('Refunded')
    expect(await page.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0)
    await shot(page, 'order-detail-cancelled-1280')
  })

  it('reports a declined card and a closed payment window, then pays on a phone', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await signUp(page)
    await api(page, 'POST', '/cart/items', { product_id: 110, quantity: 1 })
    await reachPayment(page, '390')
    await shot(page, 'checkout-payment-390')
    await expectNoA11yViolations(page, 'checkout payment 390')
    const pay = page.getByRole('button', { name: /^Pay ₹[\d,.]+ securely$/ })
    const failed = page.getByText('Payment failed. Please try again later.')

    // Declined: the form reports it; closing the form leaves the spec's message on the page.
    await pay.click()
    await poll(() => gateway(page).isVisible()).toBe(true)
    await payInGateway(page, '4000 0000 0000 0002')
    await poll(() => gateway(page).textContent()).toContain('Your card was declined by the bank.')
    await gateway(page).getByRole('button', { name: 'Close payment window' }).click()
    await poll(() => gateway(page).count()).toBe(0)
    await poll(() => failed.isVisible()).toBe(true)
    await shot(page, 'checkout-payment-failed-390')

    // Dismissed with Escape: the same message.
    await pay.click()
    await poll(() => failed.count()).toBe(0)
    await poll(() => gateway(page).isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await poll(() => gateway(page).count()).toBe(0)
    await poll(() => failed.isVisible()).toBe(true)

    // The same order can still be paid.
    await pay.click()
    await poll(() => gateway(page).isVisible()).toBe(true)
    await holdTimers(page, 2000)
    await payInGateway(page, '4111 1111 1111 1111')
    // Verifying also issues the GST invoice, which can take a few seconds on a busy machine.
    await poll(() => page.getByRole('heading', { name: 'Thank you for your order!' }).isVisible(), {
      timeout: 20_000,
    }).toBe(true)
    await shot(page, 'checkout-success-390')
    await expectNoA11yViolations(page, 'checkout success 390')
    expect(await releaseTimers(page)).toBe(1)
    await poll(() => new URL(page.url()).pathname).toMatch(/^\/orders\/SN/)
    await poll(() => page.getByText('1 of 1 products loaded').isVisible()).toBe(true)
    await shot(page, 'order-detail-390')
    await expectNoA11yViolations(page, 'order detail 390')
    await page.getByRole('button', { name: 'View Invoice' }).click()
    await poll(() => page.getByRole('dialog').isVisible()).toBe(true)
    await poll(() => page.getByRole('dialog').getByRole('link', { name: 'Download' }).isVisible()).toBe(true)
    await shot(page, 'invoice-dialog-390', { fullPage: false, settleMs: 2500 })
    await expectNoA11yViolations(page, 'invoice dialog 390')
  })

  it('offers no shipping for an unserviceable PIN', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await signUp(page)
    await api(page, 'POST', '/cart/items', { product_id: 112, quantity: 1 })
    await page.goto('/checkout')
    await fillAddress(page, '999999')
    await page.getByRole('button', { name: 'Continue to Shipping' }).click()
    await poll(() => page.getByText('No shipping options available for this address.').isVisible()).toBe(true)
    expect(await currentStep(page)).toContain('Shipping Address')
    await shot(page, 'checkout-no-shipping-390')
  })

  it('explains an empty cart and a failed start, with Back to Cart', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await signUp(page)
    await page.goto('/checkout')
    await poll(() =>
      page.getByText('Your cart is empty. Please add items before checkout.').isVisible(),
    ).toBe(true)
    expect(await page.getByRole('link', { name: 'Back to Cart' }).getAttribute('href')).toBe('/cart')
    await shot(page, 'checkout-empty-1280')
    await expectNoA11yViolations(page, 'checkout empty 1280')

    await page.route('**/api/v1/cart/checkout/prepare', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'boom' } }),
    )
    await page.reload()
    await poll(() =>
      page.getByText('Failed to initialize checkout. Please try again later.').isVisible(),
    ).toBe(true)
    expect(await page.getByRole('link', { name: 'Back to Cart' }).isVisible()).toBe(true)
    await shot(page, 'checkout-init-failed-1280')
    await page.setViewportSize(PHONE)
    await shot(page, 'checkout-init-failed-390')
    await expectNoA11yViolations(page, 'checkout init failed 390')
  })
})
