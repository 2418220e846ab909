import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addOperator, adminCall, type TestOperator } from '#server/testing/admin-helpers.ts'
import { signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, payWithCard, startCheckout } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { verifyStock } from './stock-verify.ts'

// The stock ledger (decision 031, amended: one ledger): every change of a product's stock writes one stock
// movement in the change's transaction, so a product's movements add up to its stock and `stock:verify` (the
// catalogue's verifyStockLedger) can prove it. Runs on PGlite and, with TEST_DATABASE=postgres, on PostgreSQL.

let t: TestContext
let staff: TestOperator
beforeAll(async () => {
  t = await createTestApp()
  staff = await addOperator(t, { role: 'owner' })
})
afterAll(async () => {
  await t?.close()
})

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows
}
const stockOf = async (id: number) =>
  (await rows<{ stock: number }>(sql`select stock from products where id = ${id}`))[0]!.stock
const movementsOf = (id: number, orderId: string) =>
  rows<{ change: number; stock_after: number; reason: string; actor: string }>(
    sql`select change, stock_after, reason, actor from stock_movements
        where product_id = ${id} and order_id = ${orderId} order by id`,
  )

interface Placed {
  key_id: string
  order_id: string
  shop_order_id: string
}
async function place(u: TestUser, items: { product_id: number; quantity: number }[]): Promise<Placed> {
  const { created } = await startCheckout(t, u, { items })
  expect(created.statusCode, created.body).toBe(200)
  return created.json().data as Placed
}

describe('one stock ledger', () => {
  it('the seeded shop starts verified: each product opens its ledger with its stock', async () => {
    expect(await t.app.catalogue.verifyStockLedger()).toEqual([])
    const [opening] = await rows<{ change: number; reason: string; actor: string }>(
      sql`select change, reason, actor from stock_movements where product_id = 103 order by id limit 1`,
    )
    expect(opening).toEqual({ change: await stockOf(103), reason: 'opening', actor: 'system' })
  })

  it("orders placed, re-placed, cancelled, expired and returned, staff's adjustments and counts each write their movement; the ledger stays verified", async () => {
    const start = { a: await stockOf(103), b: await stockOf(104) }

    // placed: 'sold' for each product, with the order's number, the stock right after it
    const u1 = await signUp(t)
    const p1 = await place(u1, [
      { product_id: 103, quantity: 2 },
      { product_id: 104, quantity: 1 },
    ])
    const id1 = p1.shop_order_id
    expect(await movementsOf(103, id1)).toEqual([
      { change: -2, stock_after: start.a - 2, reason: 'sold', actor: `order ${id1}` },
    ])
    expect(await movementsOf(104, id1)).toEqual([
      { change: -1, stock_after: start.b - 1, reason: 'sold', actor: `order ${id1}` },
    ])
    // cancelled by the shopper: 'released'
    expect((await api(t, u1, 'PUT', `/orders/${id1}/cancel`)).statusCode).toBe(200)
    expect((await movementsOf(103, id1)).map((m) => [m.reason, m.change, m.stock_after])).toEqual([
      ['sold', -2, start.a - 2],
      ['released', 2, start.a],
    ])
    expect(await t.app.catalogue.verifyStockLedger()).toEqual([])

    // re-placed with two more (the open order's items replaced: 3), then expired: released, sold, released
    const u2 = await signUp(t)
    const p2 = await place(u2, [{ product_id: 103, quantity: 1 }])
    expect((await api(t, u2, 'POST', '/cart/items', { product_id: 103, quantity: 2 })).statusCode).toBe(200)
    const again = await place(u2, [])
    expect(again.shop_order_id).toBe(p2.shop_order_id)
    await t.database.db.execute(
      sql`update orders set reservation_expires_at = now() - interval '1 minute' where id = ${p2.shop_order_id}`,
    )
    await t.app.orders.expireReservations()
    const expired = await movementsOf(103, p2.shop_order_id)
    expect(expired.map((m) => m.reason)).toEqual(['sold', 'released', 'sold', 'released'])
    expect(expired.reduce((n, m) => n + m.change, 0)).toBe(0)
    expect(await stockOf(103)).toBe(start.a)

    // paid, shipped and brought back by the courier: 'returned'
    const u3 = await signUp(t)
    const p3 = await place(u3, [{ product_id: 103, quantity: 1 }])
    const paid = await payWithCard(t, p3.key_id, p3.order_id)
    expect(paid.statusCode, paid.body).toBe(200)
    expect((await api(t, u3, 'POST', '/payments/verify', paid.json())).statusCode).toBe(200)
    await t.app.orders.ship(p3.shop_order_id, 'Delhivery', 'DL1234567890')
    await t.app.orders.returnToOrigin(p3.shop_order_id)
    expect((await movementsOf(103, p3.shop_order_id)).map((m) => [m.reason, m.change])).toEqual([
      ['sold', -1],
      ['returned', 1],
    ])

    // one order kept: its 'sold' stays
    const u4 = await signUp(t)
    const p4 = await place(u4, [{ product_id: 103, quantity: 3 }])

    // staff: received, written off; the command line's count
    for (const body of [
      { change: 12, reason: 'received', note: 'carton' },
      { change: -1, reason: 'written_off', note: 'past best before' },
    ]) {
      const res = await adminCall(t, 'POST', '/products/103/stock', staff.cookie, body)
      expect(res.statusCode, res.body).toBe(200)
    }
    expect(await t.app.catalogue.setStock(103, start.a + 5)).toBe(true)

    expect(await stockOf(103)).toBe(start.a + 5)
    const kinds = await rows<{ reason: string; n: number }>(
      sql`select reason, sum(change)::int as n from stock_movements where product_id = 103 group by reason`,
    )
    const by = Object.fromEntries(kinds.map((k) => [k.reason, k.n]))
    expect(by).toMatchObject({ sold: -10, released: 6, returned: 1, received: 12, written_off: -1 })
    expect(by.correction).toBe(start.a + 5 - (start.a - 3 + 11))
    expect((await movementsOf(103, p4.shop_order_id)).map((m) => m.reason)).toEqual(['sold'])
    expect(await t.app.catalogue.verifyStockLedger()).toEqual([])
  })

  it('fails, naming the product and its SKU, when stock is written outside the ledger', async () => {
    const before = await stockOf(105)
    await t.database.db.execute(sql`update products set stock = stock + 7 where id = 105`)
    expect(await t.app.catalogue.verifyStockLedger()).toEqual([
      {
        productId: 105,
        name: expect.any(String),
        sku: 'ASHWAGANDHA-POWDER-100G',
        size: '100g',
        stock: before + 7,
        ledger: before,
      },
    ])
    // What `npm run shop -- stock:verify` and every journey shop's stop print (stock-verify.ts).
    const report = await verifyStock(t.database.db)
    expect(report.ok).toBe(false)
    expect(report.lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^product 105 \\(.+\\), SKU ASHWAGANDHA-POWDER-100G \\(100g\\): stock ${before + 7}, ledger ${before} \\(\\+7 not in the ledger\\)$`,
        ),
      ),
      '1 SKU(s) whose stock the ledger does not explain, 0 batch figure(s) that disagree',
    ])
    await t.database.db.execute(sql`update products set stock = stock - 7 where id = 105`)
    expect(await t.app.catalogue.verifyStockLedger()).toEqual([])
    expect((await verifyStock(t.database.db)).ok).toBe(true)
  })
})
