import { execFileSync } from 'node:child_process'
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { codMessages } from '#domain/cash-on-delivery.ts'
import { signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, HYDERABAD, payWithCard, startCheckout } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

// Decision 020: cash on delivery, the shop's own method. Offered by PIN zone and total, with a fee line; placed at
// once (processing, payment pending, method cod), holding its stock until delivered or cancelled; invoiced when
// shipped and paid when delivered; at most 2 on the way per shopper; 2 refused deliveries end it for a shopper.

const PORT_BLAIR = {
  street: 'Aberdeen Bazaar',
  city: 'Port Blair',
  state: 'Andaman and Nicobar Islands',
  postal_code: '744101',
  country: 'India',
}

let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ env: { COD_FEE_RUPEES: '49', COD_MAX_RUPEES: '5000' } })
})
afterAll(async () => {
  await t?.close()
})

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows
}
const stockOf = async (id: number) =>
  (await rows<{ stock: number }>(sql`select stock from products where id = ${id}`))[0]!.stock

async function openOrder(u: TestUser, items = [{ product_id: 101, quantity: 2 }], address = HYDERABAD) {
  const { created } = await startCheckout(t, u, { items, address })
  expect(created.statusCode, created.body).toBe(200)
  return created.json().data as { shop_order_id: string; order_id: string; key_id: string; amount: number }
}
const eligibility = async (u: TestUser, id: string) => {
  const res = await api(t, u, 'GET', `/orders/${id}/cash-on-delivery`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as { available: boolean; reason: string | null; fee: number; total_with_fee: number }
}
const placeCod = (u: TestUser, id: string) => api(t, u, 'POST', `/orders/${id}/cash-on-delivery`)
const orderOf = async (u: TestUser, id: string) =>
  (await api(t, u, 'GET', `/orders/${id}`)).json().data.order as Record<string, unknown>

async function codOrder(u: TestUser, quantity = 1) {
  const placed = await openOrder(u, [{ product_id: 102, quantity }])
  const res = await placeCod(u, placed.shop_order_id)
  expect(res.statusCode, res.body).toBe(200)
  return placed.shop_order_id
}

describe('cash on delivery', () => {
  it('is placed at once with its fee line, holds stock, empties the cart, is invoiced at shipping and paid at delivery', async () => {
    const u = await signUp(t)
    const stock = await stockOf(101)
    const placed = await openOrder(u)
    expect(await eligibility(u, placed.shop_order_id)).toEqual({
      available: true,
      reason: null,
      fee: 49,
      max_total: 5000,
      total_with_fee: placed.amount + 49,
    })
    const res = await placeCod(u, placed.shop_order_id)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.order).toMatchObject({
      status: 'processing',
      payment_status: 'pending',
      payment_method: 'cod',
      cod_fee: 49,
      total_amount: placed.amount + 49,
      reservation_expires_at: null,
      can_pay: false,
      invoice_url: null,
    })
    expect(await stockOf(101)).toBe(stock - 2)
    expect((await api(t, u, 'GET', '/cart')).json().data.cart.items).toEqual([])
    // never expires: the reservation sweep leaves it alone
    await t.app.orders.expireReservations()
    expect(await orderOf(u, placed.shop_order_id)).toMatchObject({ status: 'processing' })
    // a second placement is refused: it is no longer open
    expect((await placeCod(u, placed.shop_order_id)).statusCode).toBe(409)
    expect((await api(t, u, 'GET', `/orders/${placed.shop_order_id}/invoice`)).statusCode).toBe(404)

    await t.app.orders.ship(placed.shop_order_id, 'Delhivery', 'DLV-COD-1001')
    const shipped = await orderOf(u, placed.shop_order_id)
    expect(shipped).toMatchObject({ status: 'shipped', payment_status: 'pending' })
    expect(shipped.invoice_number).toMatch(/^SN\/\d{2}-\d{2}\/\d{6}$/)
    const pdf = await api(t, u, 'GET', `/orders/${placed.shop_order_id}/invoice`)
    expect(pdf.statusCode).toBe(200)
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.rawPayload }).toString()
    expect(text).toContain('Cash on delivery fee')
    // each line says the net quantity sold (Legal Metrology)
    expect(text).toContain('Moringa Powder (100g)')
    expect(text).toContain('998599')
    expect(text).toContain('Payment: Cash on Delivery')
    expect(text).toContain(`₹${(placed.amount + 49).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`)

    await t.app.orders.deliver(placed.shop_order_id)
    expect(await orderOf(u, placed.shop_order_id)).toMatchObject({
      status: 'delivered',
      payment_status: 'completed',
    })
  })

  it('is not offered for a remote PIN or above the limit, and placing it anyway is refused with the reason', async () => {
    const u = await signUp(t)
    const remote = await openOrder(u, [{ product_id: 101, quantity: 1 }], PORT_BLAIR)
    expect(await eligibility(u, remote.shop_order_id)).toMatchObject({
      available: false,
      reason: codMessages.pin,
    })
    const refused = await placeCod(u, remote.shop_order_id)
    expect([refused.statusCode, refused.json().message]).toEqual([400, codMessages.pin])
    expect(await orderOf(u, remote.shop_order_id)).toMatchObject({
      status: 'pending',
      payment_method: 'online',
    })

    const v = await signUp(t)
    const big = await openOrder(v, [{ product_id: 101, quantity: 15 }])
    expect(big.amount).toBeGreaterThan(5000 - 49)
    expect(await eligibility(v, big.shop_order_id)).toMatchObject({
      available: false,
      reason: 'Cash on delivery is available on orders up to ₹5,000.',
    })
    expect((await placeCod(v, big.shop_order_id)).statusCode).toBe(400)
  })

  it('a cancelled unpaid cash order needs no refund and gives its stock back', async () => {
    const u = await signUp(t)
    const stock = await stockOf(102)
    const id = await codOrder(u, 3)
    expect(await stockOf(102)).toBe(stock - 3)
    const cancelled = await api(t, u, 'POST', `/orders/${id}/cancel`)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json()).toMatchObject({
      message: 'Order cancelled',
      data: { order: { status: 'cancelled', payment_status: 'pending', refunded_amount: 0 } },
    })
    expect(await stockOf(102)).toBe(stock)
    expect(await rows(sql`select * from order_refunds where order_id = ${id}`)).toEqual([])
  })

  it('at most 2 cash orders on the way: a third is refused until one is delivered or cancelled', async () => {
    const u = await signUp(t)
    const first = await codOrder(u)
    await codOrder(u)
    const third = await openOrder(u, [{ product_id: 103, quantity: 1 }])
    expect(await eligibility(u, third.shop_order_id)).toMatchObject({
      available: false,
      reason: codMessages.openOrders,
    })
    expect((await placeCod(u, third.shop_order_id)).json().message).toBe(codMessages.openOrders)
    await api(t, u, 'POST', `/orders/${first}/cancel`)
    expect((await placeCod(u, third.shop_order_id)).statusCode).toBe(200)
  })

  it('two refused deliveries (returned to origin) leave the shopper online payment only; stock comes back', async () => {
    const u = await signUp(t)
    for (const waybill of ['DLV-RTO-1', 'DLV-RTO-2']) {
      const id = await codOrder(u, 2)
      await t.app.orders.ship(id, 'Delhivery', `${waybill}-${u.email}`)
      const stock = await stockOf(102)
      // the courier's webhook path: status 'RTO' on the waybill
      await t.app.orders.courierUpdate(`${waybill}-${u.email}`, 'RTO')
      expect(await orderOf(u, id)).toMatchObject({ status: 'cancelled', payment_status: 'pending' })
      expect(await stockOf(102)).toBe(stock + 2)
    }
    const next = await openOrder(u, [{ product_id: 103, quantity: 1 }])
    expect(await eligibility(u, next.shop_order_id)).toMatchObject({
      available: false,
      reason: codMessages.refused,
    })
    expect((await placeCod(u, next.shop_order_id)).statusCode).toBe(400)
  })

  it('an online payment that arrives for an order placed for cash is refunded; the order stays cash on delivery', async () => {
    const u = await signUp(t)
    const placed = await openOrder(u, [{ product_id: 104, quantity: 1 }])
    expect((await placeCod(u, placed.shop_order_id)).statusCode).toBe(200)
    const paid = await payWithCard(t, placed.key_id, placed.order_id)
    expect(paid.statusCode).toBe(200)
    const verified = await api(t, u, 'POST', '/payments/verify', paid.json())
    expect([verified.statusCode, verified.json().message]).toEqual([
      409,
      'This order is placed for cash on delivery; your online payment has been refunded.',
    ])
    expect(await orderOf(u, placed.shop_order_id)).toMatchObject({
      status: 'processing',
      payment_status: 'pending',
      payment_method: 'cod',
    })
    const refunds = await rows<{ amount: number }>(
      sql`select r.amount from test_gateway_refunds r join test_gateway_payments p on p.id = r.payment_id
          where p.order_id = ${placed.order_id}`,
    )
    expect(refunds.map((r) => r.amount)).toEqual([Math.round(placed.amount * 100)])
  })
})
