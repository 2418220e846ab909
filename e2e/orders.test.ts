import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, type E2E, PHONE, poll, saveShot, seriousA11yViolations, startE2E } from './harness.ts'
import { signUpShopper } from './shopper.ts'

// docs/product.md (Routes and screens, Orders list and Order detail): empty, loading, error and not-found views, sorting, badges,
// per-item product lookups with Retry, and axe at 390 and 1280 px.

let e2e: E2E
beforeAll(async () => {
  e2e = await startE2E({ AUTH_RATE_LIMIT: 'false' })
})
afterAll(async () => {
  await e2e?.close()
})

const shot = saveShot

/** axe at both widths, with a screenshot of each. */
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

const signUp = (page: Page) => signUpShopper(page, 'Ravi', 'Kumar')

async function api<T = { data: Record<string, string> }>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
): Promise<T> {
  const { token } = (await (await page.request.get('/api/auth/token')).json()) as { token: string }
  const res = await page.request.fetch(url.startsWith('/test-gateway') ? url : `/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  })
  expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true)
  return (await res.json()) as T
}

/** An order placed through the API as the checkout page places it; paid with the test card when asked. */
async function placeOrder(page: Page, productId: number, opts: { pay: boolean }) {
  await api(page, 'POST', '/cart/items', { product_id: productId, quantity: 1 })
  const estimate = await api(page, 'POST', '/cart/checkout/estimate-shipping', {
    first_name: 'Ravi',
    last_name: 'Kumar',
    mobile: '9848012345',
    street: '4th Cross, Indiranagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    postal_code: '560038',
    country: 'India',
  })
  const created = await api(page, 'POST', '/payments/create-order', {
    first_name: 'Ravi',
    last_name: 'Kumar',
    mobile: '9848012345',
    shipping_address_id: estimate.data.address_id,
  })
  const { key_id, order_id, shop_order_id } = created.data
  if (opts.pay) {
    const paid = await api<Record<string, string>>(page, 'POST', '/test-gateway/checkout/pay', {
      key: key_id,
      order_id,
      card_number: '4111 1111 1111 1111',
      expiry: '12/30',
      cvv: '123',
      name: 'Ravi Kumar',
    })
    await api(page, 'POST', '/payments/verify', paid)
  }
  return shop_order_id!
}

const cardIds = (page: Page) =>
  page
    .locator('main article h2')
    .allTextContents()
    .then((titles) => titles.map((t) => t.replace('Order ', '').trim()))

describe('orders', () => {
  it('shows the empty state, then lists orders with sorting, badges and the invoice', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await signUp(page)

    await page.goto('/orders')
    await poll(() => page.getByRole('heading', { level: 1, name: 'My Orders' }).isVisible()).toBe(true)
    await poll(() => page.getByRole('heading', { name: 'No Orders Found' }).isVisible()).toBe(true)
    expect(await page.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/products')
    await checkBothWidths(page, 'orders-empty')

    // A shopper has one open order (decision 014): the oldest is paid (processing), the next placed and
    // cancelled (its product stays in the cart), the newest pending.
    const paid = await placeOrder(page, 105, { pay: true })
    const cancelled = await placeOrder(page, 103, { pay: false })
    await api(page, 'PUT', `/orders/${cancelled}/cancel`)
    const last = await placeOrder(page, 107, { pay: false })

    await page.getByRole('button', { name: 'Refresh' }).click()
    await poll(() => cardIds(page)).toEqual([last, cancelled, paid])
    const paidCard = page.locator('article', { hasText: paid })
    expect(await paidCard.textContent()).toContain('Processing')
    expect(await paidCard.textContent()).toContain('Delhivery')
    expect(await paidCard.textContent()).toContain('Card')
    expect(await paidCard.locator('[data-colour]').getAttribute('data-colour')).toBe('blue')
    expect(
      await page.locator('article', { hasText: last }).locator('[data-colour]').getAttribute('data-colour'),
    ).toBe('yellow')
    expect(
      await page
        .locator('article', { hasText: cancelled })
        .locator('[data-colour]')
        .getAttribute('data-colour'),
    ).toBe('red')
    // Only the paid order has an invoice.
    expect(await page.getByRole('button', { name: 'Invoice' }).count()).toBe(1)
    await checkBothWidths(page, 'orders-list')

    const sort = page.getByLabel('Sort by')
    await sort.selectOption({ label: 'Oldest First' })
    await poll(() => new URL(page.url()).searchParams.get('sort')).toBe('oldest')
    await poll(() => cardIds(page)).toEqual([paid, cancelled, last])
    await sort.selectOption({ label: 'By Status' })
    await poll(() => new URL(page.url()).searchParams.get('sort')).toBe('status')
    await poll(() => cardIds(page)).toEqual([last, paid, cancelled])
    await sort.selectOption({ label: 'Latest First' })
    await poll(() => cardIds(page)).toEqual([last, cancelled, paid])

    // The invoice dialog from the list.
    await page.setViewportSize(PHONE)
    await paidCard.getByRole('button', { name: 'Invoice' }).click()
    const dialog = page.getByRole('dialog')
    await poll(() => dialog.getByRole('link', { name: 'Download' }).isVisible()).toBe(true)
    await shot(page, 'orders-invoice-dialog-390', { fullPage: false, settleMs: 2500 })
    expect(await seriousA11yViolations(page), 'invoice dialog 390').toEqual([])
    await page.keyboard.press('Escape')
    await poll(() => dialog.count()).toBe(0)

    // View Details opens the detail of that order.
    await paidCard.getByRole('link', { name: /View Details/ }).click()
    await poll(() => new URL(page.url()).pathname).toBe(`/orders/${paid}`)
    await poll(() => page.getByText('1 of 1 products loaded').isVisible()).toBe(true)
    await checkBothWidths(page, 'order-detail-paid')

    // A pending order: payment pending (yellow), no invoice, cancellable without a refund. The cancelled
    // order's product stayed in the cart, so the open order holds it too.
    await page.goto(`/orders/${last}`)
    await poll(() => page.getByText('2 of 2 products loaded').isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'View Invoice' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Cancel Order' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Cancel Order' }).click()
    await poll(() => page.getByText('Order cancelled', { exact: true }).isVisible()).toBe(true)
    await poll(() => page.locator('main').textContent()).toContain('Cancelled')
  })

  it('answers a random id with Order Not Found', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await signUp(page)
    await page.goto('/orders/SN000000-ZZZZZZ')
    await poll(() => page.getByRole('heading', { level: 1, name: 'Order Not Found' }).isVisible()).toBe(true)
    expect(await page.getByText('The order you are looking for could not be found.').isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Try Again' }).isVisible()).toBe(true)
    expect(await page.getByRole('link', { name: 'Back to Orders' }).getAttribute('href')).toBe('/orders')
    await checkBothWidths(page, 'order-not-found')
  })

  it('shows the error views and retries a failed product lookup', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await signUp(page)
    const id = await placeOrder(page, 109, { pay: true })

    // The list fails: the error view and the notification.
    await page.route('**/api/v1/orders?*', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Database is resting' } }),
    )
    await page.goto('/orders')
    await poll(() => page.getByRole('heading', { name: 'Failed to Load Orders' }).isVisible(), {
      timeout: 15_000,
    }).toBe(true)
    expect(await page.getByText('Failed to load orders: Database is resting').isVisible()).toBe(true)
    await poll(() => page.getByText('Failed to load orders', { exact: true }).isVisible()).toBe(true)
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/')
    await checkBothWidths(page, 'orders-error')
    await page.unroute('**/api/v1/orders?*')
    await page.getByRole('button', { name: 'Try Again' }).click()
    await poll(() => cardIds(page)).toEqual([id])

    // The product lookup fails: 'Product {id}' with Retry, and the counter says so.
    await page.route('**/api/v1/products/109', (route) =>
      route.fulfill({ status: 404, json: { success: false, message: 'Product not found' } }),
    )
    await page.goto(`/orders/${id}`)
    // While loading the counter also reads 0 of 1: wait for the failed line itself.
    await poll(() => page.getByText('Product 109', { exact: true }).isVisible()).toBe(true)
    expect(await page.getByText('0 of 1 products loaded').isVisible()).toBe(true)
    await shot(page, 'order-detail-lookup-failed-1280')
    expect(await seriousA11yViolations(page), 'lookup failed').toEqual([])
    await page.unroute('**/api/v1/products/109')
    await page.getByRole('button', { name: /Retry/ }).click()
    await poll(() => page.getByText('1 of 1 products loaded').isVisible()).toBe(true)

    // The detail fails: the message with the reason and the notification.
    await page.route(`**/api/v1/orders/${id}`, (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Database is resting' } }),
    )
    await page.reload()
    await poll(() => page.getByText('Failed to load order details: Database is resting').isVisible(), {
      timeout: 15_000,
    }).toBe(true)
    await poll(() => page.getByText('Failed to load order details', { exact: true }).isVisible()).toBe(true)
    await checkBothWidths(page, 'order-detail-error')
  })

  it('sends a signed-out visitor to the login page', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await page.goto('/orders')
    await poll(() => new URL(page.url()).pathname).toBe('/login')
  })
  it('pays an open order later with Pay now; reloading the payment step leaves one order', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await signUp(page)
    // The payment step reached three times (reloads): one open order, never three.
    const placed = [
      await placeOrder(page, 111, { pay: false }),
      await placeOrder(page, 111, { pay: false }),
      await placeOrder(page, 111, { pay: false }),
    ]
    expect(new Set(placed).size).toBe(1)
    await page.goto('/orders')
    await poll(() => cardIds(page)).toEqual([placed[0]])
    const card = page.locator('article', { hasText: placed[0]! })
    const payNow = card.getByRole('button', { name: `Pay now for order ${placed[0]}` })
    await poll(() => payNow.isVisible()).toBe(true)
    expect(await card.textContent()).toMatch(/Pay within \d+ min to keep your items/)
    await checkBothWidths(page, 'orders-pay-now')

    await payNow.click()
    const form = page.getByTestId('test-gateway')
    await poll(() => form.isVisible()).toBe(true)
    await form.getByLabel('Card number').fill('4111 1111 1111 1111')
    await form.getByLabel('Expiry (MM/YY)').fill('12/30')
    await form.getByLabel('CVV').fill('123')
    await form.getByRole('button', { name: /^Pay / }).click()
    // Paid: the order opens, processing, with its invoice and no Pay now.
    await poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe(`/orders/${placed[0]}`)
    await poll(() => page.locator('main').textContent(), { timeout: 20_000 }).toContain('Processing')
    await poll(() => page.getByRole('button', { name: 'View Invoice' }).isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: /Pay now/ }).count()).toBe(0)
    await checkBothWidths(page, 'order-detail-paid-later')

    // The same order in Hindi and the list in Telugu (decision 058): the page's texts arrive with it in the
    // page's language, and the longer words still fit a phone.
    const id = placed[0]!
    await page.setViewportSize(PHONE)
    await api(page, 'PUT', '/profiles', { preferred_language: 'hi' })
    await page.goto(`/hi/orders/${id}`)
    await poll(() => page.getByRole('heading', { level: 1, name: `ऑर्डर ${id}` }).isVisible()).toBe(true)
    await poll(() => page.getByText('1 में से 1 उत्पाद लोड हुए').isVisible()).toBe(true)
    expect(await page.locator('main').textContent()).toContain('तैयार हो रहा है')
    expect(await page.getByRole('button', { name: 'इनवॉइस देखें' }).isVisible()).toBe(true)
    expect(await page.getByRole('link', { name: 'ऑर्डर पर लौटें' }).getAttribute('href')).toBe('/hi/orders')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await checkBothWidths(page, 'order-detail-hi')
    await page.setViewportSize(PHONE)
    await api(page, 'PUT', '/profiles', { preferred_language: 'te' })
    await page.goto('/te/orders')
    await poll(() => page.getByRole('heading', { level: 1, name: 'నా ఆర్డర్లు' }).isVisible()).toBe(true)
    await poll(() => page.getByText('1 ఆర్డర్', { exact: true }).isVisible()).toBe(true)
    expect(await page.locator('article', { hasText: id }).textContent()).toContain('సిద్ధమవుతోంది')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await checkBothWidths(page, 'orders-te')
  })
})
