import { createHmac } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderDetailReply, orderListReply } from '#domain/contracts/checkout.ts'
import { createPaymentOrderReply } from '#domain/contracts/checkout-payments.ts'
import { signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, BENGALURU, payWithCard, startCheckout } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { wire } from '#server/testing/wire.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const stockOf = async (id: number) => {
  const r = (await t.database.db.execute(sql`select stock from products where id = ${id}`)) as unknown as {
    rows: { stock: number }[]
  }
  return r.rows[0]!.stock
}
const orderOf = async (u: TestUser, id: string) =>
  wire(orderDetailReply, (await api(t, u, 'GET', `/orders/${id}`)).json()).data

describe('estimate-shipping', () => {
  it('saves the address and offers options by PIN; an unserviceable PIN gets none and the spec message', async () => {
    const u = await signUp(t)
    await api(t, u, 'POST', '/cart/items', { product_id: 112, quantity: 1 })
    const ok = await api(t, u, 'POST', '/cart/checkout/estimate-shipping', { ...BENGALURU })
    expect(ok.statusCode).toBe(200)
    expect(
      ok.json().data.shipping_options.map((o: { carrier: string; cost: number }) => [o.carrier, o.cost]),
    ).toEqual([
      ['Delhivery', 60],
      ['Blue Dart', 129],
    ])
    expect(ok.json().data.address_id).toMatch(/^[0-9a-f-]{36}$/)
    const bad = await api(t, u, 'POST', '/cart/checkout/estimate-shipping', {
      ...BENGALURU,
      postal_code: '999999',
    })
    expect(bad.json().data).toMatchObject({
      shipping_options: [],
      message: 'No shipping options available for this address.',
    })
    const missing = await api(t, u, 'POST', '/cart/checkout/estimate-shipping', { ...BENGALURU, city: ' ' })
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'Please fill in all required fields.'])
  })
})

describe('paying for an order', () => {
  it('reserves stock, pays by test card, verifies the signature, clears the cart and issues the invoice', async () => {
    const u = await signUp(t)
    const before = [await stockOf(101), await stockOf(104)]
    const { created } = await startCheckout(t, u, {
      items: [
        { product_id: 101, quantity: 2 },
        { product_id: 104, quantity: 1 },
      ],
      coupon: 'save10',
    })
    expect(created.statusCode, created.body).toBe(200)
    const reply = wire(createPaymentOrderReply, created.json()).data
    // ₹349 × 2 + ₹249 = ₹947; SAVE10 → ₹852.30; free standard shipping above ₹500
    expect(reply).toMatchObject({
      amount: 852.3,
      currency: 'INR',
      key_id: 'rzp_test_localgateway',
      test_mode: true,
    })
    expect(reply.order_id).toMatch(/^order_/)
    expect([await stockOf(101), await stockOf(104)]).toEqual([before[0]! - 2, before[1]! - 1])

    const pending = await orderOf(u, reply.shop_order_id)
    expect(pending.order).toMatchObject({
      status: 'pending',
      payment_status: 'pending',
      total_amount: 852.3,
      razorpay_amount_paisa: 85230,
    })

    const paid = await payWithCard(t, reply.key_id, reply.order_id)
    expect(paid.statusCode, paid.body).toBe(200)
    const verify = await api(t, u, 'POST', '/payments/verify', paid.json())
    expect(verify.json()).toEqual({
      success: true,
      order_id: reply.shop_order_id,
      data: { order_id: reply.shop_order_id },
    })
    const again = await api(t, u, 'POST', '/payments/verify', paid.json())
    expect(again.statusCode).toBe(200)

    const { order, items } = await orderOf(u, reply.shop_order_id)
    expect(order).toMatchObject({
      status: 'processing',
      payment_status: 'completed',
      coupon_code: 'SAVE10',
      discount_amount: 94.7,
    })
    expect(order.invoice_number).toMatch(/^SN\/\d{2}-\d{2}\/000001$/)
    expect(order.invoice_url).toBe(`/api/v1/orders/${order.id}/invoice`)
    expect(items.map((i) => [i.product_id, i.quantity, i.unit_price])).toEqual([
      [101, 2, 349],
      [104, 1, 249],
    ])
    expect((await api(t, u, 'GET', '/cart')).json().data.cart.items).toEqual([])
    const pdf = await t.app.inject({
      url: order.invoice_url!,
      headers: { authorization: `Bearer ${u.token}` },
    })
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const list = wire(orderListReply, (await api(t, u, 'GET', '/orders')).json())
    expect(list.data.orders.map((o) => o.id)).toEqual([order.id])
  })

  it('refuses a tampered signature', async () => {
    const u = await signUp(t)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 110, quantity: 1 }] })
    const reply = created.json().data
    const paid = (await payWithCard(t, reply.key_id, reply.order_id)).json()
    const tampered = {
      ...paid,
      razorpay_signature: paid.razorpay_signature.replace(/.$/, (c: string) => (c === '0' ? '1' : '0')),
    }
    const res = await api(t, u, 'POST', '/payments/verify', tampered)
    expect([res.statusCode, res.json().message]).toEqual([400, 'Payment verification failed'])
    const forged = await api(t, u, 'POST', '/payments/verify', {
      ...paid,
      razorpay_payment_id: 'pay_someoneelse',
    })
    expect(forged.statusCode).toBe(400)
  })

  it('leaves a declined card pending with the payment marked failed', async () => {
    const u = await signUp(t)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 111, quantity: 1 }] })
    const reply = created.json().data
    const declined = await payWithCard(t, reply.key_id, reply.order_id, '4000 0000 0000 0002')
    expect(declined.statusCode).toBe(400)
    expect(declined.json().error.description).toBe('Your card was declined by the bank.')
    expect((await orderOf(u, reply.shop_order_id)).order).toMatchObject({
      status: 'pending',
      payment_status: 'failed',
    })
  })

  it("answers 404 for another shopper's order", async () => {
    const a = await signUp(t)
    const b = await signUp(t)
    const { created } = await startCheckout(t, a, { items: [{ product_id: 113, quantity: 1 }] })
    const id = created.json().data.shop_order_id
    for (const [method, url] of [
      ['GET', `/orders/${id}`],
      ['GET', `/orders/${id}/status`],
      ['PUT', `/orders/${id}/cancel`],
      ['POST', `/orders/${id}/cancel`],
      ['GET', `/orders/${id}/invoice`],
    ] as const) {
      const res = await api(t, b, method, url)
      expect(res.statusCode, url).toBe(404)
    }
    expect((await api(t, a, 'GET', `/orders/${id}`)).statusCode).toBe(200)
  })
})

describe('webhooks', () => {
  const sign = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('hex')

  it('marks the order paid once when the same event arrives ten times, even without verify', async () => {
    const u = await signUp(t)
    const { created } = await startCheckout(t, u, {
      items: [{ product_id: 115, quantity: 2 }],
      coupon: 'DEAL5',
    })
    const reply = created.json().data
    const secret = (t.app as unknown as { paymentsWebhookSecret?: string }).paymentsWebhookSecret
    expect(secret).toBeTruthy()
    const before = (await t.database.db.execute(
      sql`select used_count from coupons where code = 'DEAL5'`,
    )) as unknown as { rows: { used_count: number }[] }
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_webhookonly1',
            order_id: reply.order_id,
            amount: Math.round(reply.amount * 100),
            status: 'captured',
          },
        },
      },
    })
    const results = []
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': sign(body, secret!),
          'x-razorpay-event-id': 'evt_same_1',
        },
        payload: body,
      })
      results.push([res.statusCode, res.json().duplicate])
    }
    expect(results[0]).toEqual([200, false])
    expect(results.slice(1).every(([s, d]) => s === 200 && d === true)).toBe(true)
    const { order } = await orderOf(u, reply.shop_order_id)
    expect(order).toMatchObject({
      status: 'processing',
      payment_status: 'completed',
      razorpay_payment_id: 'pay_webhookonly1',
    })
    const after = (await t.database.db.execute(
      sql`select used_count from coupons where code = 'DEAL5'`,
    )) as unknown as { rows: { used_count: number }[] }
    expect(after.rows[0]!.used_count).toBe(before.rows[0]!.used_count + 1)
  })

  it('refuses a bad signature', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': 'deadbeef',
        'x-razorpay-event-id': 'evt_x',
      },
      payload: '{"event":"payment.captured","payload":{}}',
    })
    expect([res.statusCode, res.json().message]).toEqual([400, 'Invalid webhook signature'])
  })
})

describe('cancelling', () => {
  it('cancels a paid order under both readings, returns stock and refunds in full', async () => {
    for (const method of ['PUT', 'POST'] as const) {
      const u = await signUp(t)
      const stock = await stockOf(106)
      const { created } = await startCheckout(t, u, { items: [{ product_id: 106, quantity: 2 }] })
      const reply = created.json().data
      await api(t, u, 'POST', '/payments/verify', (await payWithCard(t, reply.key_id, reply.order_id)).json())
      expect(await stockOf(106)).toBe(stock - 2)
      const res = await api(t, u, method, `/orders/${reply.shop_order_id}/cancel`)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toMatchObject({
        message: 'Order cancelled and refunded',
        data: { order: { status: 'cancelled', payment_status: 'refunded' } },
      })
      expect(await stockOf(106)).toBe(stock)
      const twice = await api(t, u, method, `/orders/${reply.shop_order_id}/cancel`)
      expect([twice.statusCode, twice.json().message]).toEqual([409, 'This order is already cancelled'])
    }
  })

  it('refuses to cancel a shipped order with a clear message', async () => {
    const u = await signUp(t)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 107, quantity: 1 }] })
    const reply = created.json().data
    await api(t, u, 'POST', '/payments/verify', (await payWithCard(t, reply.key_id, reply.order_id)).json())
    const shipped = await t.app.orders.ship(reply.shop_order_id, 'Delhivery', 'DLV123456789')
    expect(shipped.trackingUrl).toContain('DLV123456789')
    const res = await api(t, u, 'PUT', `/orders/${reply.shop_order_id}/cancel`)
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'This order has already been shipped and can no longer be cancelled',
    ])
  })
})

describe('reservations', () => {
  it('gives the stock of unpaid orders back when they expire', async () => {
    const u = await signUp(t)
    const stock = await stockOf(108)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 108, quantity: 3 }] })
    const id = created.json().data.shop_order_id
    expect(await stockOf(108)).toBe(stock - 3)
    await t.database.db.execute(
      sql`update orders set reservation_expires_at = now() - interval '1 minute' where id = ${id}`,
    )
    expect(await t.app.orders.expireReservations()).toBe(1)
    expect(await stockOf(108)).toBe(stock)
    expect((await orderOf(u, id)).order).toMatchObject({
      status: 'expired',
      payment_status: 'expired',
      can_pay: false,
    })
    expect(await t.app.orders.expireReservations()).toBe(0)
  })

  it('refuses an order for more than is left, and keeps stock unchanged', async () => {
    const u = await signUp(t)
    await api(t, u, 'POST', '/cart/items', { product_id: 116, quantity: 4 })
    await t.database.db.execute(sql`update products set stock = 2 where id = 116`)
    t.app.catalogueChanged()
    const estimate = await api(t, u, 'POST', '/cart/checkout/estimate-shipping', { ...BENGALURU })
    const created = await api(t, u, 'POST', '/payments/create-order', {
      first_name: 'A',
      last_name: 'B',
      mobile: '9848012345',
      shipping_address_id: estimate.json().data.address_id,
    })
    expect([created.statusCode, created.json().message]).toEqual([
      409,
      'Only 2 left in stock of Brahmi Powder',
    ])
    expect(await stockOf(116)).toBe(2)
    // checkout/prepare brings the cart down to what is left; then the order goes through
    await api(t, u, 'GET', '/cart/checkout/prepare')
    const retry = await api(t, u, 'POST', '/payments/create-order', {
      first_name: 'A',
      last_name: 'B',
      mobile: '9848012345',
      shipping_address_id: estimate.json().data.address_id,
    })
    expect(retry.statusCode, retry.body).toBe(200)
    expect(await stockOf(116)).toBe(0)
  })

  it('refuses an order holding a product withdrawn since the cart was filled, and takes no stock', async () => {
    const u = await signUp(t)
    await api(t, u, 'POST', '/cart/items', { product_id: 117, quantity: 1 })
    await api(t, u, 'POST', '/cart/items', { product_id: 119, quantity: 1 })
    const estimate = await api(t, u, 'POST', '/cart/checkout/estimate-shipping', { ...BENGALURU })
    const stock = await stockOf(117)
    await t.database.db.execute(sql`delete from products where id = 119`)
    t.app.catalogueChanged()
    const created = await api(t, u, 'POST', '/payments/create-order', {
      first_name: 'A',
      last_name: 'B',
      mobile: '9848012345',
      shipping_address_id: estimate.json().data.address_id,
    })
    expect([created.statusCode, created.json().message]).toEqual([409, 'This product is no longer available'])
    expect(await stockOf(117)).toBe(stock)
  })
})
