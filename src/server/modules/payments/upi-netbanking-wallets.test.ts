import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hmacHex } from '#server/integrations/razorpay.ts'
import { signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, payWithCard, startCheckout } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { TEST_VPAS } from './test-gateway.ts'

// Decision 020: UPI (collect by VPA, QR with approval on the phone), netbanking and wallets through the test gateway,
// which emulates Razorpay's test mode. Each ends in the right order and payment state, the method is recorded
// from the payment entity, and webhooks stay idempotent as for cards.

const UPI_TIMEOUT_SECONDS = 2
let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ env: { TEST_GATEWAY_UPI_TIMEOUT_SECONDS: String(UPI_TIMEOUT_SECONDS) } })
})
afterAll(async () => {
  await t?.close()
})

interface Placed {
  key_id: string
  order_id: string
  shop_order_id: string
}
async function place(productId = 101): Promise<{ u: TestUser; placed: Placed }> {
  const u = await signUp(t)
  const { created } = await startCheckout(t, u, { items: [{ product_id: productId, quantity: 1 }] })
  expect(created.statusCode, created.body).toBe(200)
  return { u, placed: created.json().data as Placed }
}
const gateway = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/test-gateway${url}`, payload })
async function orderOf(u: TestUser, id: string) {
  const res = await api(t, u, 'GET', `/orders/${id}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.order as {
    status: string
    payment_status: string
    payment_method: string
    payment_detail: string | null
    can_pay: boolean
  }
}
const paidView = { status: 'processing', payment_status: 'completed', can_pay: false }
const unpaidView = { status: 'pending', can_pay: true }

describe('UPI by VPA (collect)', () => {
  it('success@razorpay pays: verify answers the order, which records UPI and the masked VPA', async () => {
    const { u, placed } = await place()
    const before = await orderOf(u, placed.shop_order_id)
    expect(before.payment_method).toBe('online')
    const paid = await gateway('/checkout/pay', {
      key: placed.key_id,
      order_id: placed.order_id,
      method: 'upi',
      vpa: TEST_VPAS.success,
    })
    expect(paid.statusCode, paid.body).toBe(200)
    const verified = await api(t, u, 'POST', '/payments/verify', paid.json())
    expect(verified.statusCode, verified.body).toBe(200)
    expect(await orderOf(u, placed.shop_order_id)).toMatchObject({
      ...paidView,
      payment_method: 'upi',
      payment_detail: 'su•••@razorpay',
    })
    const list = (await api(t, u, 'GET', '/orders')).json().data.orders as { payment_method: string }[]
    expect(list[0]!.payment_method).toBe('upi')
    // the GST invoice says how it was paid
    const pdf = await api(t, u, 'GET', `/orders/${placed.shop_order_id}/invoice`)
    expect(pdf.statusCode).toBe(200)
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.rawPayload }).toString()
    expect(text).toContain('Payment: UPI')
  })

  it('failure@razorpay fails with a reason; the order stays payable and can then be paid by card', async () => {
    const { u, placed } = await place()
    const failed = await gateway('/checkout/pay', {
      key: placed.key_id,
      order_id: placed.order_id,
      method: 'upi',
      vpa: TEST_VPAS.failure,
    })
    expect(failed.statusCode).toBe(400)
    expect(failed.json().error).toMatchObject({
      description: 'The payment was declined in the UPI app.',
      reason: 'payment_failed',
    })
    expect(await orderOf(u, placed.shop_order_id)).toMatchObject(unpaidView)
    const card = await payWithCard(t, placed.key_id, placed.order_id)
    expect(card.statusCode).toBe(200)
    expect(await orderOf(u, placed.shop_order_id)).toMatchObject({
      ...paidView,
      payment_method: 'card',
      payment_detail: 'Visa •••• 1111',
    })
  })

  it('refuses a malformed UPI id without creating a payment', async () => {
    const { placed } = await place()
    const bad = await gateway('/checkout/pay', {
      key: placed.key_id,
      order_id: placed.order_id,
      method: 'upi',
      vpa: 'not a vpa',
    })
    expect([bad.statusCode, bad.json().error.description]).toEqual([
      400,
      'Invalid VPA. Please enter a valid UPI ID.',
    ])
  })
})

describe('UPI by QR or intent', () => {
  it('waits for approval on the phone, then pays; Checkout polling sees the signed result', async () => {
    const { u, placed } = await place()
    const qr = await gateway('/checkout/upi/qr', { key: placed.key_id, order_id: placed.order_id })
    expect(qr.statusCode, qr.body).toBe(200)
    const { payment_id, upi_uri } = qr.json()
    expect(upi_uri).toMatch(/^upi:\/\/pay\?pa=/)
    const poll = () =>
      t.app.inject({
        method: 'GET',
        url: `/test-gateway/checkout/payments/${payment_id}?key=${placed.key_id}`,
      })
    expect((await poll()).json()).toEqual({ status: 'created' })
    expect(await orderOf(u, placed.shop_order_id)).toMatchObject(unpaidView)

    expect((await gateway(`/checkout/upi/${payment_id}/approve`, {})).json()).toEqual({ status: 'captured' })
    const result = (await poll()).json()
    expect(result.status).toBe('captured')
    const verified = await api(t, u, 'POST', '/payments/verify', {
      razorpay_payment_id: result.razorpay_payment_id,
      razorpay_order_id: result.razorpay_order_id,
      razorpay_signature: result.razorpay_signature,
    })
    expect(verified.statusCode, verified.body).toBe(200)
    expect(await orderOf(u, placed.shop_order_id)).toMatchObject({ ...paidView, payment_method: 'upi' })
    // the phone cannot approve twice or turn it around
    expect((await gateway(`/checkout/upi/${payment_id}/decline`, {})).json()).toEqual({ status: 'captured' })
  })

  it('a request not approved in time fails as expired, and the order stays payable', async () => {
    const { u, placed } = await place()
    const { payment_id } = (
      await gateway('/checkout/upi/qr', { key: placed.key_id, order_id: placed.order_id })
    ).json()
    await new Promise((r) => setTimeout(r, UPI_TIMEOUT_SECONDS * 1000 + 300))
    const polled = await t.app.inject({
      method: 'GET',
      url: `/test-gateway/checkout/payments/${payment_id}?key=${placed.key_id}`,
    })
    expect(polled.json()).toMatchObject({
      status: 'failed',
      error: { description: 'The UPI request expired before it was approved.' },
    })
    // approving after the timeout changes nothing
    expect((await gateway(`/checkout/upi/${payment_id}/approve`, {})).json()).toEqual({ status: 'failed' })
    expect(await orderOf(u, placed.shop_order_id)).toMatchObject(unpaidView)
  })

  it('a declined request fails', async () => {
    const { u, placed } = await place()
    const { payment_id } = (
      await gateway('/checkout/upi/qr', { key: placed.key_id, order_id: placed.order_id })
    ).json()
    expect((await gateway(`/checkout/upi/${payment_id}/decline`, {})).json()).toEqual({ status: 'failed' })
    expect(await orderOf(u, placed.shop_order_id)).toMatchObject(unpaidView)
  })
})

describe('netbanking and wallets', () => {
  it("the bank's page answers success: the order is paid by netbanking with the bank's name", async () => {
    const { u, placed } = await place()
    const paid = await gateway('/checkout/pay', {
      key: placed.key_id,
      order_id: placed.order_id,
      method: 'netbanking',
      bank: 'HDFC',
      outcome: 'success',
    })
    expect(paid.statusCode, paid.body).toBe(200)
    expect(await orderOf(u, placed.shop_order_id)).toMatchObject({
      ...paidView,
      payment_method: 'netbanking',
      payment_detail: 'HDFC Bank',
    })
  })

  it("the bank's page answers failure: the order stays payable; an unknown bank is refused", async () => {
    const { u, placed } = await place()
    const failed = await gateway('/checkout/pay', {
      key: placed.key_id,
      order_id: placed.order_id,
      method: 'netbanking',
      bank: 'SBIN',
      outcome: 'failure',
    })
    expect([failed.statusCode, failed.json().error.description]).toEqual([
      400,
      'The bank did not approve the payment.',
    ])
    expect(await orderOf(u, placed.shop_order_id)).toMatchObject(unpaidView)
    const unknown = await gateway('/checkout/pay', {
      key: placed.key_id,
      order_id: placed.order_id,
      method: 'netbanking',
      bank: 'NOPE',
      outcome: 'success',
    })
    expect([unknown.statusCode, unknown.json().error.description]).toEqual([400, 'Please select a bank.'])
  })

  it('a wallet pays and is named', async () => {
    const { u, placed } = await place()
    const paid = await gateway('/checkout/pay', {
      key: placed.key_id,
      order_id: placed.order_id,
      method: 'wallet',
      wallet: 'phonepe',
      outcome: 'success',
    })
    expect(paid.statusCode, paid.body).toBe(200)
    expect(await orderOf(u, placed.shop_order_id)).toMatchObject({
      ...paidView,
      payment_method: 'wallet',
      payment_detail: 'PhonePe',
    })
  })
})

describe('webhooks for other methods', () => {
  it('a UPI payment.captured delivered twice pays once and records the method from the entity', async () => {
    const { u, placed } = await place()
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: `pay_${randomBytes(7).toString('hex')}`,
            order_id: placed.order_id,
            amount: Math.round((await orderTotalPaise(u, placed.shop_order_id)) * 1),
            status: 'captured',
            method: 'upi',
            vpa: 'asha.rao@okicici',
          },
        },
      },
    })
    const eventId = `evt_${randomBytes(8).toString('hex')}`
    const deliver = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(t.app.paymentsWebhookSecret, body),
          'x-razorpay-event-id': eventId,
        },
        payload: body,
      })
    expect((await deliver()).statusCode).toBe(200)
    const once = await orderOf(u, placed.shop_order_id)
    expect((await deliver()).statusCode).toBe(200)
    expect(await orderOf(u, placed.shop_order_id)).toEqual(once)
    expect(once).toMatchObject({ ...paidView, payment_method: 'upi', payment_detail: 'as•••@okicici' })
  })
})

async function orderTotalPaise(u: TestUser, id: string): Promise<number> {
  const order = (await api(t, u, 'GET', `/orders/${id}`)).json().data.order as { total_amount: number }
  return Math.round(order.total_amount * 100)
}
