import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addOperator, adminCall, type TestOperator } from '#server/testing/admin-helpers.ts'
import { signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, payWithCard, startCheckout } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

// The dashboard counts what the shop's own orders say: paid online or placed for cash, refunds, cancellations.

let t: TestContext
let staff: TestOperator
let shopper: TestUser

beforeAll(async () => {
  t = await createTestApp()
  staff = await addOperator(t, { role: 'staff' })
  shopper = await signUp(t)
})
afterAll(async () => {
  await t?.close()
})

const dashboard = async (days = '7') => {
  const res = await adminCall(t, 'GET', `/dashboard?days=${days}`, staff.cookie)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

async function paidOrder(items: { product_id: number; quantity: number }[]) {
  const buyer = await signUp(t)
  const { created } = await startCheckout(t, buyer, { items })
  const placed = created.json().data
  const paid = await payWithCard(t, placed.key_id, placed.order_id)
  const verified = await api(t, buyer, 'POST', '/payments/verify', paid.json())
  expect(verified.statusCode, verified.body).toBe(200)
  return { buyer, orderId: placed.shop_order_id as string, amount: placed.amount as number }
}

describe('the dashboard', () => {
  it('starts empty, then counts paid orders, a cash order, refunds and cancellations, by India day', async () => {
    const empty = await dashboard()
    expect(empty).toMatchObject({
      gross_sales: 0,
      refunds: 0,
      net_sales: 0,
      orders: 0,
      average_order_value: 0,
    })
    expect(empty.by_day).toHaveLength(7)

    // an order that was never paid is not a sale
    await startCheckout(t, shopper, { items: [{ product_id: 103, quantity: 1 }] })

    const first = await paidOrder([{ product_id: 101, quantity: 2 }])
    const second = await paidOrder([{ product_id: 104, quantity: 1 }])
    const cashBuyer = await signUp(t)
    const { created } = await startCheckout(t, cashBuyer, { items: [{ product_id: 101, quantity: 1 }] })
    const cashOrder = created.json().data.shop_order_id as string
    const cod = await api(t, cashBuyer, 'POST', `/orders/${cashOrder}/cash-on-delivery`)
    expect(cod.statusCode, cod.body).toBe(200)
    const codTotal = cod.json().data.order.total_amount as number

    const after = await dashboard()
    const gross = first.amount + second.amount + codTotal
    expect(after.orders).toBe(3)
    expect(after.gross_sales).toBeCloseTo(gross, 2)
    expect(after.refunds).toBe(0)
    expect(after.net_sales).toBeCloseTo(gross, 2)
    expect(after.average_order_value).toBeCloseTo(Math.round((gross * 100) / 3) / 100, 2)
    const today = after.by_day.at(-1)
    expect(today).toMatchObject({ orders: 3 })
    expect(today.sales).toBeCloseTo(gross, 2)
    expect(after.needs_action).toEqual({ to_pack: 3, to_ship: 0, in_transit: 0, awaiting_payment: 1 })
    expect(after.top_products[0]).toMatchObject({ product_id: 101, quantity: 3 })
    expect((await dashboard('1')).orders).toBe(3)

    // packing splits what is to do: packed orders wait for the courier
    const packed = await adminCall(t, 'POST', `/orders/${second.orderId}/pack`, staff.cookie, {})
    expect(packed.statusCode, packed.body).toBe(200)
    expect((await dashboard()).needs_action).toMatchObject({ to_pack: 2, to_ship: 1 })

    // a paid order cancelled (refunded) and the cash order cancelled: money back and sales not collected
    expect((await api(t, first.buyer, 'POST', `/orders/${first.orderId}/cancel`)).statusCode).toBe(200)
    expect((await api(t, cashBuyer, 'POST', `/orders/${cashOrder}/cancel`)).statusCode).toBe(200)
    const cancelled = await dashboard()
    expect(cancelled.orders).toBe(3) // gross counts what was sold
    expect(cancelled.refunds).toBeCloseTo(first.amount + codTotal, 2)
    expect(cancelled.net_sales).toBeCloseTo(second.amount, 2)
    expect(cancelled.needs_action).toMatchObject({ to_pack: 0, to_ship: 1 })
  })

  it('best sellers leave out cancelled orders and tell two products of one name apart (id, net quantity)', async () => {
    // two products on sale under one name
    const [named] = (
      (await t.database.db.execute(sql`select name, size from products where id = 107`)) as unknown as {
        rows: { name: string; size: string }[]
      }
    ).rows
    await t.database.db.execute(sql`update products set name = ${named!.name} where id = 106`)
    t.app.catalogueChanged()
    await paidOrder([
      { product_id: 106, quantity: 1 },
      { product_id: 107, quantity: 2 },
    ])
    // many units of 108 sold, then the order cancelled: not a best seller
    const cancelled = await paidOrder([{ product_id: 108, quantity: 6 }])
    expect((await api(t, cancelled.buyer, 'POST', `/orders/${cancelled.orderId}/cancel`)).statusCode).toBe(
      200,
    )

    const top = (await dashboard()).top_products as {
      product_id: number
      name: string
      net_quantity: string
      quantity: number
    }[]
    expect(top.map((p) => p.product_id)).not.toContain(108)
    const same = top.filter((p) => p.name === named!.name)
    expect(same.map((p) => p.product_id).sort()).toEqual([106, 107])
    expect(same.find((p) => p.product_id === 107)).toMatchObject({ quantity: 2, net_quantity: named!.size })
    for (const p of same) expect(p.net_quantity).toMatch(/\d/)
  })

  it('refuses a range it does not know, a shopper and anonymous callers', async () => {
    expect((await adminCall(t, 'GET', '/dashboard?days=365', staff.cookie)).statusCode).toBe(400)
    expect((await adminCall(t, 'GET', '/dashboard', shopper.cookie)).statusCode).toBe(403)
    expect((await adminCall(t, 'GET', '/dashboard', undefined)).statusCode).toBe(401)
  })
})
