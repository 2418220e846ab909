import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatRupees } from '#domain/money.ts'
import { DESKTOP, type E2E, PHONE, poll, saveShot, seriousA11yViolations, startE2E } from './harness.ts'
import { payButton, reachPaymentStep, shopperApi, signUpShopper, testGateway } from './shopper.ts'

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
