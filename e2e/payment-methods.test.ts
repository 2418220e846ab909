import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatRupees } from '#domain/money.ts'
import { DESKTOP, type E2E, PHONE, poll, saveShot, seriousA11yViolations, startE2E } from './harness.ts'
import {
  checkoutStep,
  payButton,
  reachPaymentStep,
  shopperApi,
  signUpShopper,
  testGateway,
} from './shopper.ts'

// Decision 020: the payment step names UPI and cards; the test gateway offers UPI (ID and QR), netbanking and
// wallets as Razorpay's test mode does; the order records how it was paid.

type OrderRow = {
  id: string
  status: string
  payment_status: string
  payment_method: string
  total_amount: number
}
const latestOrder = async (page: Parameters<typeof shopperApi>[0]) =>
  (await shopperApi<{ data: { orders: OrderRow[] } }>(page, 'GET', '/orders?limit=5')).data.orders[0]!

let e2e: E2E
beforeAll(async () => {
  e2e = await startE2E({ AUTH_RATE_LIMIT: 'false', COD_FEE_RUPEES: '49' })
})
afterAll(async () => {
  await e2e?.close()
})

describe('paying by UPI', () => {
  it('at 390 px: a UPI ID that fails, then success@razorpay pays; the order says UPI', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await signUpShopper(page)
    await shopperApi(page, 'POST', '/cart/items', { product_id: 103, quantity: 1 })
    await reachPaymentStep(page)
    const ways = page.getByRole('list', { name: 'Ways to pay' })
    expect(await ways.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('UPI'),
      expect.stringContaining('Cards'),
      expect.stringContaining('Netbanking'),
      expect.stringContaining('Wallets'),
    ])
    await saveShot(page, 'payment-step-methods-390')
    expect(await seriousA11yViolations(page), 'payment step 390').toEqual([])

    await payButton(page).click()
    const gw = testGateway(page)
    await poll(() => gw.isVisible()).toBe(true)
    await gw.getByRole('tab', { name: 'UPI' }).click()
    expect(await gw.getByRole('tab', { name: 'UPI' }).getAttribute('aria-selected')).toBe('true')
    await gw.getByLabel('UPI ID').fill('failure@razorpay')
    await saveShot(page, 'gateway-upi-390', { fullPage: false })
    await gw.getByRole('button', { name: /^Pay ₹/ }).click()
    await poll(() => gw.getByText('The payment was declined in the UPI app.').isVisible()).toBe(true)

    await gw.getByLabel('UPI ID').fill('success@razorpay')
    await gw.getByRole('button', { name: /^Pay ₹/ }).click()
    await poll(() => page.url(), { timeout: 30_000 }).toMatch(/\/orders\/[^/]+$/)
    await poll(() => page.getByText('UPI · su•••@razorpay').isVisible(), { timeout: 30_000 }).toBe(true)
    expect(await latestOrder(page)).toMatchObject({ payment_status: 'completed', payment_method: 'upi' })
    await saveShot(page, 'order-paid-by-upi-390')
  })

  it('at 1280 px: a QR code approved on the phone pays', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await signUpShopper(page, 'Arjun', 'Nair')
    await shopperApi(page, 'POST', '/cart/items', { product_id: 105, quantity: 2 })
    await reachPaymentStep(page)
    await payButton(page).click()
    const gw = testGateway(page)
    await poll(() => gw.isVisible()).toBe(true)
    await gw.getByRole('tab', { name: 'UPI' }).click()
    await gw.getByRole('button', { name: 'Show QR code' }).click()
    await poll(() => gw.getByRole('img', { name: 'UPI QR code (test mode)' }).isVisible()).toBe(true)
    await poll(() => gw.getByText(/Waiting for approval · \d+:\d\d/).isVisible()).toBe(true)
    await saveShot(page, 'gateway-upi-qr-1280', { fullPage: false })
    await gw.getByRole('button', { name: 'Approve on phone (test)' }).click()
    await poll(() => page.url(), { timeout: 30_000 }).toMatch(/\/orders\/[^/]+$/)
    expect(await latestOrder(page)).toMatchObject({ payment_status: 'completed', payment_method: 'upi' })
  })
})

describe('cash on delivery', () => {
  it('at 390 px: chosen at the payment step, the fee shows in the summary and the order is placed at once', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await signUpShopper(page, 'Kavya', 'Rao')
    await shopperApi(page, 'POST', '/cart/items', { product_id: 104, quantity: 2 })
    await reachPaymentStep(page)
    const cash = page.getByRole('radio', { name: /Cash on delivery/ })
    await poll(() => cash.isEnabled()).toBe(true)
    expect(await page.getByRole('radio', { name: /Pay online/ }).isChecked()).toBe(true)
    await cash.check()
    // the fee is its own line and in the total; the button says what happens
    await page.getByText('Show order summary').click()
    await poll(() => page.getByText('Cash on delivery fee').first().isVisible()).toBe(true)
    const place = page.getByRole('button', { name: /^Place order · pay ₹[\d,.]+ on delivery$/ })
    await poll(() => place.isVisible()).toBe(true)
    await saveShot(page, 'payment-step-cod-390')
    expect(await seriousA11yViolations(page), 'cash on delivery 390').toEqual([])
    const label = (await place.textContent()) ?? ''
    await place.click()
    await poll(() => page.url(), { timeout: 30_000 }).toMatch(/\/orders\/[^/]+$/)
    const order = await latestOrder(page)
    expect(order).toMatchObject({ status: 'processing', payment_status: 'pending', payment_method: 'cod' })
    expect(label).toContain(formatRupees(order.total_amount))
    await poll(() => page.getByText('Cash on Delivery').first().isVisible(), { timeout: 30_000 }).toBe(true)
    await saveShot(page, 'order-cod-390')
    await page.setViewportSize(DESKTOP)
    await saveShot(page, 'order-cod-1280')
  })

  it('is shown unavailable, with the reason, for a remote PIN', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await signUpShopper(page, 'Tenzin', 'Dorji')
    await shopperApi(page, 'POST', '/cart/items', { product_id: 101, quantity: 1 })
    await reachPaymentStep(page, { city: 'Port Blair', state: 'Andaman and Nicobar Islands', pin: '744101' })
    const cash = page.getByRole('radio', { name: /Cash on delivery/ })
    await poll(() => cash.count()).toBe(1)
    expect(await cash.isDisabled()).toBe(true)
    expect(await page.getByText('Cash on delivery is not available for this PIN code.').isVisible()).toBe(
      true,
    )
    await saveShot(page, 'payment-step-cod-unavailable-1280')
  })
})

describe('netbanking and wallets', () => {
  it("netbanking: the bank's page fails once, then succeeds; the order names the bank", async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await signUpShopper(page, 'Farhan', 'Ali')
    await shopperApi(page, 'POST', '/cart/items', { product_id: 107, quantity: 1 })
    await reachPaymentStep(page)
    await payButton(page).click()
    const gw = testGateway(page)
    await poll(() => gw.isVisible()).toBe(true)
    await gw.getByRole('tab', { name: 'Netbanking' }).click()
    await gw.getByRole('button', { name: /^Pay ₹/ }).click()
    await poll(() => gw.getByText('Please select a bank.').isVisible()).toBe(true)
    await gw.getByLabel('Choose your bank').selectOption('HDFC')
    await gw.getByRole('button', { name: /^Pay ₹/ }).click()
    await poll(() => gw.getByText('HDFC Bank · test page').isVisible()).toBe(true)
    await saveShot(page, 'gateway-netbanking-390', { fullPage: false })
    await gw.getByRole('button', { name: 'Failure' }).click()
    await poll(() => gw.getByText('The bank did not approve the payment.').isVisible()).toBe(true)
    await gw.getByRole('button', { name: /^Pay ₹/ }).click()
    await gw.getByRole('button', { name: 'Success' }).click()
    await poll(() => page.url(), { timeout: 30_000 }).toMatch(/\/orders\/[^/]+$/)
    await poll(() => page.getByText('Netbanking · HDFC Bank').isVisible(), { timeout: 30_000 }).toBe(true)
  })

  it('a wallet pays', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await signUpShopper(page, 'Divya', 'Menon')
    await shopperApi(page, 'POST', '/cart/items', { product_id: 102, quantity: 1 })
    await reachPaymentStep(page)
    await payButton(page).click()
    const gw = testGateway(page)
    await poll(() => gw.isVisible()).toBe(true)
    await gw.getByRole('tab', { name: 'Wallet' }).click()
    await gw.getByLabel('Choose your wallet').selectOption('paytm')
    await gw.getByRole('button', { name: /^Pay ₹/ }).click()
    await gw.getByRole('button', { name: 'Success' }).click()
    await poll(() => page.url(), { timeout: 30_000 }).toMatch(/\/orders\/[^/]+$/)
    expect(await latestOrder(page)).toMatchObject({ payment_status: 'completed', payment_method: 'wallet' })
  })
})

// Guest checkout (decision 057): Continue as guest beside sign-in on the way to checkout, a UPI payment and a cash
// order confirmed from the WhatsApp stand-in's message, each followed by its private link; then one tap makes an
// account, which shows both orders.
describe('guest checkout', () => {
  const guestMobile = `9${String(Date.now() % 1e9).padStart(9, '0')}`
  const fillAddress = async (page: import('playwright-core').Page, whatsapp: boolean) => {
    await poll(() => checkoutStep(page)).toContain('Shipping Address')
    await page.getByLabel('First name').fill('Lakshmi')
    await page.getByLabel('Last name').fill('Pillai')
    await page.getByLabel('Mobile number').fill(guestMobile)
    if (whatsapp) await page.getByLabel('Send me order updates on WhatsApp').check()
    await page.getByLabel('Street address').fill('3, Temple Street, Mylapore')
    await page.getByLabel('City').fill('Chennai')
    await page.getByLabel('State').selectOption('Tamil Nadu')
    await page.getByLabel('PIN code').fill('600004')
    await page.getByRole('button', { name: 'Continue to Shipping' }).click()
    await poll(() => checkoutStep(page)).toContain('Shipping Options')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    await poll(() => checkoutStep(page)).toContain('Payment')
  }

  /** A visitor's Add to Cart on the products page, clicked again until the page has hydrated and keeps it. */
  const addFirstProduct = async (page: import('playwright-core').Page) => {
    await page.goto('/products')
    const kept = () => page.evaluate(() => (localStorage.getItem('cart') ?? '[]') !== '[]')
    await poll(
      async () => {
        if (!(await kept())) await page.getByRole('button', { name: 'Add to Cart' }).first().click()
        return kept()
      },
      { timeout: 20_000 },
    ).toBe(true)
  }

  it('at 390 px: a guest pays by UPI, then in cash confirmed on WhatsApp, then makes an account with both orders', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    // a visitor's cart, then Proceed to checkout: the sign-in page offers Continue as guest
    await addFirstProduct(page)
    await page.goto('/cart')
    await page.getByRole('button', { name: 'PROCEED TO CHECKOUT' }).click()
    await poll(() => new URL(page.url()).pathname).toBe('/login')
    const guest = page.getByRole('form', { name: 'Guest checkout' })
    await guest.getByLabel('Email').fill('lakshmi@example')
    await guest.getByLabel('Mobile number').fill('044 2345 6789')
    await guest.getByRole('button', { name: 'Continue as guest' }).click()
    await poll(() => guest.getByText('Please enter a valid email address').isVisible()).toBe(true)
    await poll(() => guest.getByText('This looks like a landline number').isVisible()).toBe(true)
    await saveShot(page, 'guest-login-errors-390')
    const email = `lakshmi.${Date.now()}@example.in`
    await guest.getByLabel('Email').fill(email)
    await guest.getByLabel('Mobile number').fill(guestMobile)
    await saveShot(page, 'guest-login-390')
    expect(await seriousA11yViolations(page), 'guest sign-in 390').toEqual([])
    await guest.getByRole('button', { name: 'Continue as guest' }).click()
    await poll(() => new URL(page.url()).pathname).toBe('/checkout')
    await fillAddress(page, false)
    await payButton(page).click()
    const gw = testGateway(page)
    await poll(() => gw.isVisible()).toBe(true)
    await gw.getByRole('tab', { name: 'UPI' }).click()
    await gw.getByLabel('UPI ID').fill('success@razorpay')
    await gw.getByRole('button', { name: /^Pay ₹/ }).click()
    // the success view says where the private link was mailed, then the order opens by that link
    await poll(
      () => page.getByText(`We have emailed a private link to this order to ${email}.`).isVisible(),
      {
        timeout: 30_000,
      },
    ).toBe(true)
    await saveShot(page, 'guest-success-390')
    // the confirmation opens by the order's private link
    await poll(() => page.url(), { timeout: 30_000 }).toMatch(/\/guest\/orders\/[\w-]+\.\d+\.[\w-]+$/)
    await poll(() => page.getByTestId('guest-order-status').textContent(), { timeout: 30_000 }).toBe(
      'Confirmed, being packed',
    )
    const upiLink = page.url()
    const upiOrder = ((await page.locator('#guest-order-title').textContent()) ?? '')
      .replace('Order', '')
      .trim()
    await saveShot(page, 'guest-order-upi-390')
    expect(await seriousA11yViolations(page), 'guest order 390').toEqual([])

    // a second order, in cash, with WhatsApp updates: confirmed from the stand-in's message
    await page.goto('/products')
    // the guest's cart is on the server now (its cookie): clicked again until the page has hydrated and it is kept
    const serverLines = async () =>
      ((await (await page.request.get('/api/v1/cart')).json()) as { data: { cart: { items: unknown[] } } })
        .data.cart.items.length
    await poll(
      async () => {
        if ((await serverLines()) === 0)
          await page.getByRole('button', { name: 'Add to Cart' }).nth(1).click()
        return serverLines()
      },
      { timeout: 20_000 },
    ).toBe(1)
    await page.goto('/checkout')
    await fillAddress(page, true)
    const cash = page.getByRole('radio', { name: /Cash on delivery/ })
    await poll(() => cash.isEnabled()).toBe(true)
    await cash.check()
    await page.getByRole('button', { name: /^Place order · pay ₹[\d,.]+ on delivery$/ }).click()
    await poll(() => page.url(), { timeout: 30_000 }).toMatch(/\/guest\/orders\//)
    await poll(() => page.getByText('Cash on delivery').first().isVisible(), { timeout: 30_000 }).toBe(true)
    type Sent = { template: string; quick_replies: string[]; id: string }
    let ask: Sent | undefined
    await poll(
      async () => {
        const res = await page.request.get(`/test-whatsapp/messages?to=91${guestMobile}`)
        ask = ((await res.json()) as { messages: Sent[] }).messages.find(
          (m) => m.template === 'cod_confirmation',
        )
        return ask !== undefined
      },
      { timeout: 30_000 },
    ).toBe(true)
    // until the shopper answers, the order page says what it waits for
    await page.reload()
    await poll(() => page.getByTestId('guest-order-status').textContent(), { timeout: 30_000 }).toBe(
      'Waiting for your confirmation on WhatsApp',
    )
    await saveShot(page, 'guest-order-cod-waiting-390')
    const confirmed = await page.request.post('/test-whatsapp/_test/reply', {
      data: { from: `91${guestMobile}`, payload: ask!.quick_replies[0], context: ask!.id },
    })
    expect(
      ((await confirmed.json()) as { reply: { events: { outcome: string }[] } }).reply.events[0]!.outcome,
    ).toBe('confirmed')
    await page.reload()
    await poll(() => page.getByTestId('guest-order-status').textContent(), { timeout: 30_000 }).toBe(
      'Confirmed, being packed',
    )
    await saveShot(page, 'guest-order-cod-390')
    await page.setViewportSize(DESKTOP)
    await saveShot(page, 'guest-order-cod-1280')
    await page.setViewportSize(PHONE)

    // one tap: an account with the guest's email, and both orders are on it
    await page.goto(new URL(upiLink).pathname)
    await page.getByLabel('Choose a password').fill('lakshmi-turmeric-9')
    await saveShot(page, 'guest-account-390')
    await page.getByRole('button', { name: 'Create my account' }).click()
    await poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe('/orders')
    const orders = (await shopperApi<{ data: { orders: OrderRow[] } }>(page, 'GET', '/orders?limit=10')).data
      .orders
    expect(orders.map((o) => o.payment_method).sort()).toEqual(['cod', 'upi'])
    for (const o of orders)
      await poll(() => page.getByText(o.id).first().isVisible(), { timeout: 20_000 }).toBe(true)
    expect(orders.map((o) => o.id)).toContain(upiOrder)
    await saveShot(page, 'guest-account-orders-390')
  })

  it('at 1280 px: the sign-in page on the way to checkout offers Continue as guest', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await addFirstProduct(page)
    await page.goto('/checkout')
    await poll(() => new URL(page.url()).pathname).toBe('/login')
    await poll(() => page.getByRole('form', { name: 'Guest checkout' }).isVisible()).toBe(true)
    await saveShot(page, 'guest-login-1280')
  })
})
