import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '#server/testing/auth-helpers.ts'
import { api, startCheckout } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

describe('returning to checkout with an open order', () => {
  it("counts what the shopper's own open order holds as theirs: the last units are not cut", async () => {
    const u = await signUp(t)
    await t.database.db.execute(sql`update products set stock = 3 where id = 110`)
    t.app.catalogueChanged()
    const { created } = await startCheckout(t, u, { items: [{ product_id: 110, quantity: 3 }] })
    expect(created.statusCode, created.body).toBe(200)
    // The open order holds all three: the catalogue has none left for anyone else…
    const stock = (await t.database.db.execute(
      sql`select stock from products where id = 110`,
    )) as unknown as {
      rows: { stock: number }[]
    }
    expect(stock.rows[0]!.stock).toBe(0)
    // …but the shopper who holds them goes back to checkout and keeps them.
    const prepared = await api(t, u, 'GET', '/cart/checkout/prepare')
    expect(prepared.statusCode, prepared.body).toBe(200)
    const { cart, validation_issues } = prepared.json().data
    expect(validation_issues).toEqual([])
    expect(
      cart.items.map((i: { product_id: number; quantity: number }) => [i.product_id, i.quantity]),
    ).toEqual([[110, 3]])
    // and placing again re-places the same order, holding the same three units
    const again = await startCheckout(t, u, { items: [] })
    expect(again.created.json().data.shop_order_id).toBe(created.json().data.shop_order_id)
    expect(
      (
        (await t.database.db.execute(sql`select stock from products where id = 110`)) as unknown as {
          rows: { stock: number }[]
        }
      ).rows[0]!.stock,
    ).toBe(0)
  })

  it('another shopper still sees the units as gone', async () => {
    const other = await signUp(t)
    const add = await api(t, other, 'POST', '/cart/items', { product_id: 110, quantity: 1 })
    expect(add.statusCode).toBe(409)
  })
})
