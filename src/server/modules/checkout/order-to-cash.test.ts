import { randomBytes } from 'node:crypto'
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPaymentOrderReply } from '#domain/contracts/checkout-payments.ts'
import { buildApp } from '#server/app.ts'
import { hmacHex } from '#server/integrations/razorpay.ts'
import { signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, HYDERABAD, payWithCard, startCheckout } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { wire } from '#server/testing/wire.ts'

// Decision 014: the path from cart to paid, cancelled and refunded, from outside (HTTP and the test gateway's books).
// Runs on PGlite and, with TEST_DATABASE=postgres, on PostgreSQL; the races with two processes are in races.test.ts.

const LATE_PAYMENT = 'Your payment arrived after the order was cancelled; it has been refunded.'
const CANNOT_PAY = 'This order can no longer be paid'
const AMOUNT_MISMATCH = 'The amount paid does not match the order total; it has been refunded.'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows
}
const stockOf = async (id: number) =>
  (await rows<{ stock: number }>(sql`select stock from products where id = ${id}`))[0]!.stock

interface OrderView {
  id: string
  status: string
  payment_status: string
  total_amount: number
  coupon_code: string | null
  discount_amount: number
  can_pay?: boolean
}
const orderOf = async (u: TestUser, id: string) => {
  const res = await api(t, u, 'GET', `/orders/${id}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as {
    order: OrderView
    items: { product_id: number; quantity: number; unit_price: number }[]
  }
}
const ordersOf = async (u: TestUser): Promise<OrderView[]> => {
  const res = await api(t, u, 'GET', '/orders')
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.orders
}
const cartLines = async (u: TestUser) =>
  Object.fromEntries(
    (
      (await api(t, u, 'GET', '/cart')).json().data.cart.items as { product_id: number; quantity: number }[]
    ).map((i) => [i.product_id, i.quantity]),
  )

/** The body the checkout page posts to create-order (and POST /orders). */
const placeBody = (addressId: string) => ({
  first_name: 'Asha',
  last_name: 'Rao',
  mobile: '9848012345',
  shipping_address_id: addressId,
  shipping_service_level: 'standard',
})

interface Placed {
  key_id: string
  order_id: string
  shop_order_id: string
  amount: number
}

/** Pays a provider order at the test gateway with the test card, then verifies as Checkout's handler does. */
async function payAndVerify(u: TestUser, placed: Placed) {
  const paid = await payWithCard(t, placed.key_id, placed.order_id)
  expect(paid.statusCode, paid.body).toBe(200)
  return api(t, u, 'POST', '/payments/verify', paid.json())
}

/** What the test gateway captured and refunded on a provider order (its own books, as Razorpay's dashboard). */
async function gatewayBooks(providerOrderId: string) {
  const [p] = await rows<{ captured: number; refunded: number }>(sql`
    select coalesce(sum(amount), 0)::int as captured, coalesce(sum(refunded_amount), 0)::int as refunded
    from test_gateway_payments where order_id = ${providerOrderId} and status <> 'failed'`)
  const [table] = await rows<{ t: string | null }>(sql`select to_regclass('test_gateway_refunds')::text as t`)
  let refunds: { count: number; total: number } | null = null
  if (table?.t) {
    const [r] = await rows<{ count: number; total: number }>(sql`
      select count(*)::int as count, coalesce(sum(amount), 0)::int as total from test_gateway_refunds
      where payment_id in (select id from test_gateway_payments where order_id = ${providerOrderId})`)
    refunds = r!
  }
  return { captured: p!.captured, refunded: p!.refunded, refunds }
}

async function webhook(body: string, secret = t.app.paymentsWebhookSecret) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(secret, body),
      'x-razorpay-event-id': `evt_${randomBytes(8).toString('hex')}`,
    },
    payload: body,
  })
}
const capturedEvent = (paymentId: string, providerOrderId: string, amountPaise: number) =>
  JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: {
        entity: { id: paymentId, order_id: providerOrderId, amount: amountPaise, status: 'captured' },
      },
    },
  })

describe('one open order per checkout', () => {
  it('reloading the payment step three times leaves one open order, one provider order and stock held once', async () => {
    const u = await signUp(t)
    const stock = await stockOf(102)
    const { estimate, created } = await startCheckout(t, u, { items: [{ product_id: 102, quantity: 2 }] })
    expect(created.statusCode, created.body).toBe(200)
    const first = created.json().data as Placed
    const replies = [created]
    for (let i = 0; i < 2; i++) {
      replies.push(
        await api(t, u, 'POST', '/payments/create-order', placeBody(estimate.json().data.address_id)),
      )
    }
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200])
    expect(replies.map((r) => r.json().data.shop_order_id)).toEqual([
      first.shop_order_id,
      first.shop_order_id,
      first.shop_order_id,
    ])
    // nothing changed, so the provider order that can still be paid is answered again, not a new one each time
    expect(replies.map((r) => r.json().data.order_id)).toEqual([
      first.order_id,
      first.order_id,
      first.order_id,
    ])
    const orders = await ordersOf(u)
    expect(orders.map((o) => [o.id, o.status])).toEqual([[first.shop_order_id, 'pending']])
    expect(await stockOf(102)).toBe(stock - 2)
  })

  it('changing the cart and returning to payment rewrites the same open order; stock follows, never held twice', async () => {
    const u = await signUp(t)
    const stock = { 103: await stockOf(103), 104: await stockOf(104) }
    const { estimate, created } = await startCheckout(t, u, { items: [{ product_id: 103, quantity: 1 }] })
    expect(created.statusCode, created.body).toBe(200)
    const first = created.json().data as Placed
    expect(await stockOf(103)).toBe(stock[103] - 1)

    expect((await api(t, u, 'PUT', '/cart/items/103', { quantity: 3 })).statusCode).toBe(200)
    expect((await api(t, u, 'POST', '/cart/items', { product_id: 104, quantity: 2 })).statusCode).toBe(200)
    const again = await api(
      t,
      u,
      'POST',
      '/payments/create-order',
      placeBody(estimate.json().data.address_id),
    )
    expect(again.statusCode, again.body).toBe(200)
    const second = again.json().data as Placed
    expect(second.shop_order_id).toBe(first.shop_order_id)
    // ₹399 × 3 + ₹249 × 2 = ₹1,695 (standard shipping is free above ₹500)
    expect(second.amount).toBe(1695)
    expect(second.order_id).not.toBe(first.order_id)

    const { order, items } = await orderOf(u, first.shop_order_id)
    expect(order).toMatchObject({ status: 'pending', total_amount: 1695 })
    expect(items.map((i) => [i.product_id, i.quantity])).toEqual([
      [103, 3],
      [104, 2],
    ])
    expect((await ordersOf(u)).map((o) => o.id)).toEqual([first.shop_order_id])
    expect([await stockOf(103), await stockOf(104)]).toEqual([stock[103] - 3, stock[104] - 2])

    // and the order pays at its new amount
    const verify = await payAndVerify(u, second)
    expect(verify.statusCode, verify.body).toBe(200)
    expect((await orderOf(u, first.shop_order_id)).order).toMatchObject({
      status: 'processing',
      payment_status: 'completed',
    })
    expect([await stockOf(103), await stockOf(104)]).toEqual([stock[103] - 3, stock[104] - 2])
  })

  it('POST /orders places the order from the server cart, as create-order does', async () => {
    const u = await signUp(t)
    const stock = await stockOf(112)
    await api(t, u, 'POST', '/cart/items', { product_id: 112, quantity: 2 })
    const estimate = await api(t, u, 'POST', '/cart/checkout/estimate-shipping', {
      first_name: 'Asha',
      last_name: 'Rao',
      mobile: '9848012345',
      ...HYDERABAD,
    })
    const res = await api(t, u, 'POST', '/orders', placeBody(estimate.json().data.address_id))
    expect(res.statusCode, res.body).toBe(200)
    const reply = wire(createPaymentOrderReply, res.json()).data
    expect(reply.order_id).toMatch(/^order_/)
    const { order, items } = await orderOf(u, reply.shop_order_id)
    expect(order).toMatchObject({ status: 'pending', payment_status: 'pending', total_amount: reply.amount })
    expect(items.map((i) => [i.product_id, i.quantity])).toEqual([[112, 2]])
    expect(await stockOf(112)).toBe(stock - 2)
    // create-order afterwards is the same checkout: the same order
    const again = await api(
      t,
      u,
      'POST',
      '/payments/create-order',
      placeBody(estimate.json().data.address_id),
    )
    expect(again.json().data.shop_order_id).toBe(reply.shop_order_id)
  })

  it('items added to the cart after create-order stay in it when that order is paid', async () => {
    const u = await signUp(t)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 109, quantity: 2 }] })
    expect(created.statusCode, created.body).toBe(200)
    // while the payment window is open, in another tab: one more of the same, and something new
    expect((await api(t, u, 'POST', '/cart/items', { product_id: 109, quantity: 1 })).statusCode).toBe(200)
    expect((await api(t, u, 'POST', '/cart/items', { product_id: 110, quantity: 1 })).statusCode).toBe(200)
    expect(await cartLines(u)).toEqual({ 109: 3, 110: 1 })
    const verify = await payAndVerify(u, created.json().data)
    expect(verify.statusCode, verify.body).toBe(200)
    // only what the order bought left the cart
    expect(await cartLines(u)).toEqual({ 109: 1, 110: 1 })
  })
})

describe('webhooks', () => {
  it('a captured amount other than the order total (validly signed) never marks the order paid', async () => {
    const u = await signUp(t)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 117, quantity: 1 }] })
    const reply = created.json().data as Placed
    expect(Math.round(reply.amount * 100)).not.toBe(100)
    const res = await webhook(capturedEvent('pay_onehundredpaise', reply.order_id, 100))
    expect(res.statusCode, res.body).toBe(200)
    const { order } = await orderOf(u, reply.shop_order_id)
    expect(order.status).toBe('pending')
    expect(order.payment_status).not.toBe('completed')
    // and the real payment still goes through afterwards
    const verify = await payAndVerify(u, reply)
    expect(verify.statusCode, verify.body).toBe(200)
    expect((await orderOf(u, reply.shop_order_id)).order).toMatchObject({
      status: 'processing',
      payment_status: 'completed',
    })
  })

  it('a validly signed but malformed body is 400, never 500', async () => {
    const u = await signUp(t)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 119, quantity: 1 }] })
    const reply = created.json().data as Placed
    const bodies = [
      '{"event":"payment.captured"}',
      'this is not json',
      '[]',
      JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: 'pay_noamount' } } } }),
      JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { id: 'pay_stramount', order_id: reply.order_id, amount: 'lots' } } },
      }),
    ]
    const statuses = []
    for (const body of bodies) statuses.push((await webhook(body)).statusCode)
    expect(statuses).toEqual(bodies.map(() => 400))
    expect((await orderOf(u, reply.shop_order_id)).order.status).toBe('pending')
  })

  it('payment.captured for a provider order that is not ours is acknowledged (200), not 404', async () => {
    const res = await webhook(capturedEvent('pay_notours000001', 'order_notours000001', 59800))
    expect(res.statusCode, res.body).toBe(200)
  })
})

describe('late payment', () => {
  it('a payment on an order cancelled first is refunded in full, and verify says so', async () => {
    const u = await signUp(t)
    const stock = await stockOf(111)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 111, quantity: 1 }] })
    const reply = created.json().data as Placed
    const cancel = await api(t, u, 'PUT', `/orders/${reply.shop_order_id}/cancel`)
    expect(cancel.statusCode, cancel.body).toBe(200)
    expect(await stockOf(111)).toBe(stock)

    const paid = await payWithCard(t, reply.key_id, reply.order_id)
    expect(paid.statusCode, paid.body).toBe(200)
    const verify = await api(t, u, 'POST', '/payments/verify', paid.json())
    expect.soft([verify.statusCode, verify.json().message]).toEqual([409, LATE_PAYMENT])
    const { order } = await orderOf(u, reply.shop_order_id)
    expect(order).toMatchObject({ status: 'cancelled', payment_status: 'refunded' })
    const amount = Math.round(reply.amount * 100)
    const books = await gatewayBooks(reply.order_id)
    expect(books.captured).toBe(amount)
    expect(books.refunded).toBe(amount)
    if (books.refunds) expect(books.refunds).toEqual({ count: 1, total: amount })
    // the cancelled order's stock is not taken again by the money arriving
    expect(await stockOf(111)).toBe(stock)
    // a second verify (a retry of the handler) says the same and refunds nothing more
    const retry = await api(t, u, 'POST', '/payments/verify', paid.json())
    expect([retry.statusCode, retry.json().message]).toEqual([409, LATE_PAYMENT])
    expect((await gatewayBooks(reply.order_id)).refunded).toBe(amount)
  })

  it('a payment on an order that expired first is refunded in full, and verify says so', async () => {
    const u = await signUp(t)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 115, quantity: 1 }] })
    const reply = created.json().data as Placed
    await t.database.db.execute(
      sql`update orders set reservation_expires_at = now() - interval '1 minute' where id = ${reply.shop_order_id}`,
    )
    await t.app.orders.expireReservations()
    const verify = await payAndVerify(u, reply)
    expect.soft([verify.statusCode, verify.json().message]).toEqual([409, LATE_PAYMENT])
    const { order } = await orderOf(u, reply.shop_order_id)
    expect(order).toMatchObject({ status: 'expired', payment_status: 'refunded' })
    const amount = Math.round(reply.amount * 100)
    const books = await gatewayBooks(reply.order_id)
    expect([books.captured, books.refunded]).toEqual([amount, amount])
    if (books.refunds) expect(books.refunds).toEqual({ count: 1, total: amount })
  })

  it('an unpaid order whose reservation ran out reads as expired at once, its stock back, before the sweep runs', async () => {
    for (const read of ['list', 'order'] as const) {
      const u = await signUp(t)
      const stock = await stockOf(116)
      const { created } = await startCheckout(t, u, { items: [{ product_id: 116, quantity: 2 }] })
      const id = (created.json().data as Placed).shop_order_id
      expect(await stockOf(116)).toBe(stock - 2)
      await t.database.db.execute(
        sql`update orders set reservation_expires_at = now() - interval '1 second' where id = ${id}`,
      )
      // (no sweep: the shopper's read finds it overdue)
      const status =
        read === 'list'
          ? (await ordersOf(u)).find((o) => o.id === id)?.status
          : (await orderOf(u, id)).order.status
      expect(status, read).toBe('expired')
      expect(await stockOf(116), read).toBe(stock)
      expect(await t.app.orders.expireReservations(), read).toBe(0)
    }
  })
})

describe('payments that do not fit the order', () => {
  it('paying a provider order replaced since (the cart changed in another window) is refunded, and verify does not say paid', async () => {
    const u = await signUp(t)
    const { estimate, created } = await startCheckout(t, u, { items: [{ product_id: 120, quantity: 1 }] })
    const stale = created.json().data as Placed
    // another window: one more in the cart, back to payment; the order now asks for more under a new provider order
    expect((await api(t, u, 'POST', '/cart/items', { product_id: 104, quantity: 1 })).statusCode).toBe(200)
    const again = await api(
      t,
      u,
      'POST',
      '/payments/create-order',
      placeBody(estimate.json().data.address_id),
    )
    const current = again.json().data as Placed
    expect(current.shop_order_id).toBe(stale.shop_order_id)
    expect(current.order_id).not.toBe(stale.order_id)

    // the first window's Checkout is still open and pays the old amount
    const verify = await payAndVerify(u, stale)
    expect.soft([verify.statusCode, verify.json().message]).toEqual([409, AMOUNT_MISMATCH])
    expect((await orderOf(u, stale.shop_order_id)).order).toMatchObject({
      status: 'pending',
      payment_status: 'pending',
    })
    const amount = Math.round(stale.amount * 100)
    const books = await gatewayBooks(stale.order_id)
    expect([books.captured, books.refunded]).toEqual([amount, amount])

    // the order is still paid, once, at what it asks now
    expect((await payAndVerify(u, current)).statusCode).toBe(200)
    expect((await orderOf(u, current.shop_order_id)).order).toMatchObject({
      status: 'processing',
      payment_status: 'completed',
      total_amount: current.amount,
    })
  })

  it('reconciliation refunds a payment captured on a cancelled order that the shop never heard of', async () => {
    const u = await signUp(t)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 119, quantity: 2 }] })
    const reply = created.json().data as Placed
    expect((await api(t, u, 'PUT', `/orders/${reply.shop_order_id}/cancel`)).statusCode).toBe(200)
    // the provider captured a payment on it whose webhook and verify were both lost (a closed tab, an outage):
    // written into the gateway's own books, as Razorpay's side would hold it
    const amount = Math.round(reply.amount * 100)
    const paymentId = `pay_lost${randomBytes(5).toString('hex')}`
    await t.database.db.execute(sql`
      insert into test_gateway_payments (id, order_id, amount, status, card_last4)
      values (${paymentId}, ${reply.order_id}, ${amount}, 'captured', '1111')`)
    await t.app.payments.reconcile()
    const books = await gatewayBooks(reply.order_id)
    expect([books.captured, books.refunded]).toEqual([amount, amount])
    expect((await orderOf(u, reply.shop_order_id)).order).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
    })
    // running it again (another process, the next tick) refunds nothing more
    await t.app.payments.reconcile()
    expect((await gatewayBooks(reply.order_id)).refunded).toBe(amount)
    if (books.refunds)
      expect((await gatewayBooks(reply.order_id)).refunds).toEqual({ count: 1, total: amount })
  })
})

describe('expiry and Pay now', () => {
  it("an unpaid order past its reservation becomes 'expired' (not cancelled), gives its stock back and cannot be paid", async () => {
    const u = await signUp(t)
    const stock = await stockOf(108)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 108, quantity: 2 }] })
    const id = created.json().data.shop_order_id as string
    expect((await orderOf(u, id)).order).toMatchObject({ status: 'pending', can_pay: true })
    expect((await ordersOf(u)).find((o) => o.id === id)?.can_pay).toBe(true)
    await t.database.db.execute(
      sql`update orders set reservation_expires_at = now() - interval '1 minute' where id = ${id}`,
    )
    await t.app.orders.expireReservations()
    expect((await orderOf(u, id)).order).toMatchObject({
      status: 'expired',
      payment_status: 'expired',
      can_pay: false,
    })
    expect((await ordersOf(u)).find((o) => o.id === id)?.can_pay).toBe(false)
    expect(await stockOf(108)).toBe(stock)
  })

  it("POST /orders/{id}/pay answers Checkout's options for an open order, and 409 once it is paid, cancelled or expired", async () => {
    const u = await signUp(t)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 106, quantity: 1 }] })
    const placed = created.json().data as Placed
    const pay = await api(t, u, 'POST', `/orders/${placed.shop_order_id}/pay`)
    expect(pay.statusCode, pay.body).toBe(200)
    const options = wire(createPaymentOrderReply, pay.json()).data
    expect(options).toMatchObject({
      key_id: placed.key_id,
      order_id: placed.order_id,
      amount: placed.amount,
      shop_order_id: placed.shop_order_id,
      currency: 'INR',
    })
    // another shopper cannot ask for it
    const other = await signUp(t)
    expect((await api(t, other, 'POST', `/orders/${placed.shop_order_id}/pay`)).statusCode).toBe(404)

    // paid
    expect((await payAndVerify(u, options)).statusCode).toBe(200)
    const afterPaid = await api(t, u, 'POST', `/orders/${placed.shop_order_id}/pay`)
    expect([afterPaid.statusCode, afterPaid.json().message]).toEqual([409, CANNOT_PAY])

    // cancelled
    const c = await signUp(t)
    const cancelled = (
      await startCheckout(t, c, { items: [{ product_id: 106, quantity: 1 }] })
    ).created.json().data.shop_order_id as string
    expect((await api(t, c, 'PUT', `/orders/${cancelled}/cancel`)).statusCode).toBe(200)
    const afterCancel = await api(t, c, 'POST', `/orders/${cancelled}/pay`)
    expect([afterCancel.statusCode, afterCancel.json().message]).toEqual([409, CANNOT_PAY])

    // expired
    const e = await signUp(t)
    const expired = (await startCheckout(t, e, { items: [{ product_id: 106, quantity: 1 }] })).created.json()
      .data.shop_order_id as string
    await t.database.db.execute(
      sql`update orders set reservation_expires_at = now() - interval '1 minute' where id = ${expired}`,
    )
    await t.app.orders.expireReservations()
    const afterExpiry = await api(t, e, 'POST', `/orders/${expired}/pay`)
    expect([afterExpiry.statusCode, afterExpiry.json().message]).toEqual([409, CANNOT_PAY])
  })
})

describe('test-mode secrets', () => {
  const derive = (seed: string, label: string) => hmacHex(seed, label).slice(0, 32)

  it('are not derived from AUTH_SECRET or DATA_DIR: webhooks and payments signed with such guesses are refused', async () => {
    const secret = t.app.paymentsWebhookSecret
    expect(secret.length).toBeGreaterThanOrEqual(16)
    const seeds = [t.config.auth.secret!, t.config.dataDir]
    expect(seeds[0]).toBeTruthy()
    for (const seed of seeds) expect(secret).not.toBe(derive(seed, 'test-gateway-webhook'))

    // what an attacker on the LAN would try: an unpaid order marked paid by a webhook signed with a guessed secret
    const u = await signUp(t)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 113, quantity: 1 }] })
    const reply = created.json().data as Placed
    const body = capturedEvent('pay_forged00000001', reply.order_id, Math.round(reply.amount * 100))
    for (const seed of seeds) {
      const forged = await webhook(body, derive(seed, 'test-gateway-webhook'))
      expect([forged.statusCode, forged.json().message]).toEqual([400, 'Invalid webhook signature'])
      // … or Checkout's handler signature made with a guessed key secret
      const verify = await api(t, u, 'POST', '/payments/verify', {
        razorpay_payment_id: 'pay_forged00000002',
        razorpay_order_id: reply.order_id,
        razorpay_signature: hmacHex(derive(seed, 'test-gateway-key'), `${reply.order_id}|pay_forged00000002`),
      })
      expect(verify.statusCode).toBe(400)
    }
    expect((await orderOf(u, reply.shop_order_id)).order).toMatchObject({
      status: 'pending',
      payment_status: 'pending',
    })
  })

  it('are kept: a second process on the same data gets the same secret; another shop with the same AUTH_SECRET does not', async () => {
    const again = await buildApp({ config: t.config, database: t.database })
    try {
      await again.ready()
      expect(again.paymentsWebhookSecret).toBe(t.app.paymentsWebhookSecret)
    } finally {
      await again.close()
    }
    const other = await createTestApp({ seed: false })
    try {
      expect(other.config.auth.secret).toBe(t.config.auth.secret)
      expect(other.app.paymentsWebhookSecret).not.toBe(t.app.paymentsWebhookSecret)
    } finally {
      await other.close()
    }
  })
})

describe('coupon limit per shopper', () => {
  it('one shopper with a once-per-shopper coupon gets one paid discounted order, however often they place', async () => {
    const code = `ONCE${randomBytes(3).toString('hex').toUpperCase()}`
    await t.database.db.execute(
      sql`insert into coupons (code, label, kind, value, per_user_limit) values (${code}, ${code}, 'percent', 10, 1)`,
    )
    const u = await signUp(t)
    const { estimate, created } = await startCheckout(t, u, {
      items: [{ product_id: 101, quantity: 1 }],
      coupon: code,
    })
    expect(created.statusCode, created.body).toBe(200)
    expect((await orderOf(u, created.json().data.shop_order_id)).order.coupon_code).toBe(code)
    // placing twice before paying either
    const second = await api(
      t,
      u,
      'POST',
      '/payments/create-order',
      placeBody(estimate.json().data.address_id),
    )
    const placed = [created.json().data as Placed]
    if (second.statusCode === 200) placed.push(second.json().data as Placed)
    // then paying every provider order the shop handed out
    const providerOrders = new Map(placed.map((p) => [p.order_id, p]))
    for (const p of providerOrders.values()) await payAndVerify(u, p)

    const discounted = (await ordersOf(u)).filter(
      (o) => o.coupon_code === code && o.payment_status === 'completed',
    )
    expect(discounted).toHaveLength(1)
    expect(
      (
        await rows<{ n: number }>(sql`
        select count(*)::int as n from coupon_redemptions r join orders o on o.id = r.order_id
        where r.coupon_code = ${code} and o.payment_status = 'completed'`)
      )[0]!.n,
    ).toBe(1)

    // and once paid, the next cart cannot have it
    await api(t, u, 'POST', '/cart/items', { product_id: 102, quantity: 1 })
    const apply = await api(t, u, 'POST', '/cart/checkout/apply-coupon', { coupon_code: code })
    expect([apply.statusCode, apply.json().message]).toEqual([409, 'You have already used this coupon'])
  })
})
