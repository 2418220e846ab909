import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, type E2E, PHONE, poll, saveShot, seriousA11yViolations, startE2E } from './harness.ts'
import { signUpShopper } from './shopper.ts'

// Decision 014 from the shopper's side: a checkout left at the payment step keeps one open order, which My
// Orders offers to pay later ('Pay now'); a payment that arrives after its order was cancelled is refunded and
// said so; an order left unpaid past its reservation expires (grey, nothing charged).

const shot = saveShot

const signUp = (page: Page) => signUpShopper(page, 'Meera', 'Iyer')

/** The shop API as the signed-in shopper (the bearer token comes from the session cookie). */
async function api<T = { data: Record<string, string> }>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
): Promise<T> {
  const { token } = (await (await page.request.get('/api/auth/token')).json()) as { token: string }
  const res = await page.request.fetch(`/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  })
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true)
  return (await res.json()) as T
}

type OrderRow = { id: string; status: string; payment_status: string; can_pay: boolean }
const myOrders = async (page: Page) =>
  (await api<{ data: { orders: OrderRow[] } }>(page, 'GET', '/orders?limit=50')).data.orders

const gateway = (page: Page) => page.getByTestId('test-gateway')
const currentStep = (page: Page) =>
  page.locator('nav[aria-label="Checkout progress"] [aria-current="step"]').textContent()
const cardIds = (page: Page) =>
  page
    .locator('main article h2')
    .allTextContents()
    .then((titles) => titles.map((t) => t.replace('Order ', '').trim()))

async function payInGateway(page: Page, card: string) {
  const form = gateway(page)
  await form.getByLabel('Card number').fill(card)
  await form.getByLabel('Expiry (MM/YY)').fill('12/30')
  await form.getByLabel('CVV').fill('123')
  await form.getByRole('button', { name: /^Pay / }).click()
}

/** /checkout from its first step to the payment step, as the shopper goes through it. */
async function reachPayment(page: Page) {
  await page.goto('/checkout')
  await poll(() => currentStep(page)).toContain('Shipping Address')
  await page.getByLabel('First name').fill('Meera')
  await page.getByLabel('Last name').fill('Iyer')
  await page.getByLabel('Mobile number').fill('9840012345')
  await page.getByLabel('Street address').fill('14, 2nd Main Road, Besant Nagar')
  await page.getByLabel('City').fill('Chennai')
  await page.getByLabel('State').selectOption('Tamil Nadu')
  await page.getByLabel('PIN code').fill('600090')
  await page.getByRole('button', { name: 'Continue to Shipping' }).click()
  await poll(() => currentStep(page)).toContain('Shipping Options')
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
  await poll(() => currentStep(page)).toContain('Payment')
  await poll(() => page.getByText('Test mode — no real money moves').isVisible()).toBe(true)
}

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay ₹[\d,.]+ securely$/ })

async function checkBothWidths(page: Page, name: string) {
  for (const [viewport, label] of [
    [PHONE, '390'],
    [DESKTOP, '1280'],
  ] as const) {
    await page.setViewportSize(viewport)
    await shot(page, `${name}-${label}`)
    expect(await seriousA11yViolations(page), `${name} at ${label}`).toEqual([])
  }
}

describe('pay later', () => {
  let e2e: E2E
  beforeAll(async () => {
    e2e = await startE2E({ AUTH_RATE_LIMIT: 'false' })
  })
  afterAll(async () => {
    await e2e?.close()
  })

  it('a checkout left at the payment step is one pending order, paid later with Pay now', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await signUp(page)
    await api(page, 'POST', '/cart/items', { product_id: 110, quantity: 1 })

    // The card window closed without paying: the checkout says so, and the order waits, unpaid.
    await reachPayment(page)
    await payButton(page).click()
    await poll(() => gateway(page).isVisible()).toBe(true)
    await gateway(page).getByRole('button', { name: 'Close payment window' }).click()
    await poll(() => page.getByText('Payment failed. Please try again later.').isVisible()).toBe(true)

    // Back to Shipping and on to Payment again, then the payment step reached after three reloads: still one.
    await page.getByRole('button', { name: /Back to Shipping/ }).click()
    await poll(() => currentStep(page)).toContain('Shipping Options')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await poll(() => currentStep(page)).toContain('Payment')
    // Each is a fresh load of /checkout (the step starts again at the address, docs/product.md, States and transitions).
    for (let i = 0; i < 3; i++) await reachPayment(page)
    const orders = await myOrders(page)
    expect(orders.map((o) => [o.status, o.can_pay])).toEqual([['pending', true]])
    const id = orders[0]!.id

    await page.goto('/orders')
    await poll(() => cardIds(page)).toEqual([id])
    const card = page.locator('article', { hasText: id })
    expect(await card.locator('[data-colour]').first().textContent()).toContain('Pending')
    const payNow = card.getByRole('button', { name: `Pay now for order ${id}` })
    await poll(() => payNow.isVisible()).toBe(true)
    expect(await card.textContent()).toMatch(/Pay within \d+ min to keep your items/)
    await checkBothWidths(page, 'pay-later-orders-pending')

    // Its page says it waits for the payment, with Pay now at the top (above the items on a phone).
    await page.goto(`/orders/${id}`)
    const due = page.getByRole('region', { name: 'This order is waiting for your payment' })
    await poll(() => due.getByRole('button', { name: `Pay now for order ${id}` }).isVisible()).toBe(true)
    expect(await due.textContent()).toMatch(/Pay within \d+ min to keep your items/)
    await checkBothWidths(page, 'pay-later-order-detail-pending')
    await page.setViewportSize(PHONE)
    await page.goto('/orders')
    await poll(() => cardIds(page)).toEqual([id])

    // Closing the window from My Orders: the checkout's failure message, Pay now still there.
    await payNow.click()
    await poll(() => gateway(page).isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await poll(() => page.getByText('Payment failed. Please try again later.').isVisible()).toBe(true)
    await poll(() => payNow.isEnabled()).toBe(true)

    await payNow.click()
    await poll(() => gateway(page).isVisible()).toBe(true)
    await payInGateway(page, '4111 1111 1111 1111')
    await poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe(`/orders/${id}`)
    await poll(() => page.getByText('Order placed successfully!', { exact: false }).isVisible()).toBe(true)
    await poll(() => page.locator('main header').textContent(), { timeout: 20_000 }).toContain('Processing')
    expect(await page.getByRole('button', { name: /Pay now/ }).count()).toBe(0)
    await page.goto('/orders')
    await poll(() => cardIds(page)).toEqual([id])
    expect(await page.locator('article', { hasText: id }).textContent()).toContain('Processing')
    expect(await page.getByRole('button', { name: /Pay now/ }).count()).toBe(0)
  }, 240_000)

  it('a payment that arrives after its order was cancelled is refunded, and the checkout says so', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await signUp(page)
    await api(page, 'POST', '/cart/items', { product_id: 104, quantity: 1 })
    await reachPayment(page)
    await payButton(page).click()
    await poll(() => gateway(page).isVisible()).toBe(true)
    // Cancelled in another tab while the card window is open.
    const [open] = await myOrders(page)
    await api(page, 'PUT', `/orders/${open!.id}/cancel`)
    await payInGateway(page, '4111 1111 1111 1111')
    const late = page.getByText('Your payment arrived after the order was cancelled; it has been refunded.')
    await poll(() => late.isVisible(), { timeout: 20_000 }).toBe(true)
    expect(await page.getByText('Payment failed. Please try again later.').count()).toBe(0)
    // That order is left behind: back at the shipping options, from which the cart is placed afresh.
    await poll(() => currentStep(page)).toContain('Shipping Options')
    await shot(page, 'pay-later-late-payment-1280')
    const [after] = await myOrders(page)
    expect([after!.status, after!.payment_status]).toEqual(['cancelled', 'refunded'])
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await poll(() => currentStep(page)).toContain('Payment')
    await poll(async () => (await myOrders(page)).map((o) => o.status)).toEqual(['pending', 'cancelled'])

    // The cancelled order's page shows what was refunded.
    await page.goto(`/orders/${after!.id}`)
    await poll(() => page.locator('main').textContent()).toContain('Refunded')
    expect(await page.locator('main').textContent()).toMatch(/Refunded₹\d/)
  })
})

describe('an order left unpaid', () => {
  let e2e: E2E
  beforeAll(async () => {
    // A reservation of one minute (the least), so the order expires within the journey: read once it has run out,
    // the order is expired then (not at the next sweep).
    e2e = await startE2E({ AUTH_RATE_LIMIT: 'false', ORDER_RESERVATION_MINUTES: '1' })
  })
  afterAll(async () => {
    await e2e?.close()
  })

  /** An order placed through the API as the checkout page places it, left unpaid. */
  async function placeUnpaid(page: Page, productId: number) {
    await api(page, 'POST', '/cart/items', { product_id: productId, quantity: 1 })
    const estimate = await api(page, 'POST', '/cart/checkout/estimate-shipping', {
      first_name: 'Meera',
      last_name: 'Iyer',
      mobile: '9840012345',
      street: '14, 2nd Main Road, Besant Nagar',
      city: 'Chennai',
      state: 'Tamil Nadu',
      postal_code: '600090',
      country: 'India',
    })
    const created = await api(page, 'POST', '/payments/create-order', {
      first_name: 'Meera',
      last_name: 'Iyer',
      mobile: '9840012345',
      shipping_address_id: estimate.data.address_id,
    })
    return created.data.shop_order_id!
  }

  it('expires: grey, with no Pay now, and its page says nothing was charged', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await signUp(page)
    const expired = await placeUnpaid(page, 105)
    await poll(async () => (await myOrders(page)).find((o) => o.id === expired)?.status, {
      timeout: 120_000,
    }).toBe('expired')
    // The shopper comes back and checks out again: a new open order beside the expired one.
    const pending = await placeUnpaid(page, 107)
    expect(pending).not.toBe(expired)

    await page.goto('/orders')
    await poll(() => cardIds(page)).toEqual([pending, expired])
    const expiredCard = page.locator('article', { hasText: expired })
    expect(await expiredCard.locator('[data-colour]').getAttribute('data-colour')).toBe('grey')
    expect(await expiredCard.locator('[data-colour]').textContent()).toContain('Expired')
    expect(await expiredCard.getByRole('button', { name: /Pay now/ }).count()).toBe(0)
    expect(
      await page
        .locator('article', { hasText: pending })
        .getByRole('button', { name: `Pay now for order ${pending}` })
        .isVisible(),
    ).toBe(true)
    await checkBothWidths(page, 'orders-pending-and-expired')

    await page.goto(`/orders/${expired}`)
    await poll(() =>
      page
        .getByText('This order expired because it was not paid within 30 minutes. Nothing was charged.')
        .isVisible(),
    ).toBe(true)
    expect(await page.getByRole('button', { name: /Pay now|Cancel Order/ }).count()).toBe(0)
    await checkBothWidths(page, 'order-detail-expired')

    await page.goto(`/orders/${pending}`)
    await poll(() => page.getByRole('button', { name: `Pay now for order ${pending}` }).isVisible()).toBe(
      true,
    )
    await checkBothWidths(page, 'order-detail-pending')
  }, 360_000)
})
