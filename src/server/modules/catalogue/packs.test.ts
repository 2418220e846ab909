import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminMessages } from '#domain/messages-admin.ts'
import { addOperator, adminCall, saveProduct, type TestOperator } from '#server/testing/admin-helpers.ts'
import { signUp } from '#server/testing/auth-helpers.ts'
import { startCheckout } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

// Pack sizes with SKUs (decision 041): the product read lists its packs, the default pack is mirrored on the
// product in the statement that changes either, stock moves per pack with a ledger row naming it, and
// stock:verify checks each SKU. Runs on PGlite and, with TEST_DATABASE=postgres, on PostgreSQL.

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
const packOf = async (sku: string) =>
  (
    await rows<{ id: number; stock: number; price_paise: number; size: string }>(
      sql`select id, stock, price_paise, size from product_packs where sku = ${sku}`,
    )
  )[0]!
const productOf = async (id: number) =>
  (
    await rows<{ stock: number; price_paise: number; size: string }>(
      sql`select stock, price_paise, size from products where id = ${id}`,
    )
  )[0]!

describe('pack sizes with SKUs', () => {
  it('the product read lists the packs, default first; a product with one pack shows it alone', async () => {
    const moringa = (await t.app.inject({ method: 'GET', url: '/api/v1/products/101' })).json().data
    expect(moringa.size).toBe('100g')
    expect(
      moringa.packs.map((k: { variant_index: number; sku: string; size: string }) => [
        k.variant_index,
        k.sku,
        k.size,
      ]),
    ).toEqual([
      [0, 'MORINGA-POWDER-100G', '100g'],
      [1, 'MORINGA-POWDER-250G', '250g'],
      [2, 'MORINGA-POWDER-500G', '500g'],
    ])
    // The default pack's figures are the product's own (rupees on the wire, decision 039).
    expect(moringa.packs[0]).toMatchObject({
      price: moringa.price,
      actual_price: moringa.actual_price,
      in_stock: true,
      stock: moringa.stock,
    })
    // each pack's own count, behind its 'Only N left'
    expect(moringa.packs[1]).toMatchObject({
      price: 799,
      actual_price: 999,
      weight_grams: 250,
      barcode: null,
      stock: (await packOf('MORINGA-POWDER-250G')).stock,
    })
    const other = (await t.app.inject({ method: 'GET', url: '/api/v1/products/102' })).json().data
    expect(other.packs).toHaveLength(1)
    expect(other.packs[0]).toMatchObject({ variant_index: 0, size: other.size, weight_grams: 100 })
  })

  it('staff adjust one pack by SKU: that pack moves, with a movement naming it; the others and the product stay', async () => {
    const before250 = await packOf('MORINGA-POWDER-250G')
    const before100 = await packOf('MORINGA-POWDER-100G')
    const res = await adminCall(t, 'POST', '/products/101/stock', staff.cookie, {
      change: 12,
      reason: 'received',
      note: 'carton',
      sku: 'moringa-powder-250g',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      change: 12,
      stock_after: before250.stock + 12,
      sku: 'MORINGA-POWDER-250G',
    })
    expect((await packOf('MORINGA-POWDER-250G')).stock).toBe(before250.stock + 12)
    expect((await packOf('MORINGA-POWDER-100G')).stock).toBe(before100.stock)
    expect((await productOf(101)).stock).toBe(before100.stock)
    const [movement] = await rows<{ pack_id: number }>(
      sql`select pack_id from stock_movements where product_id = 101 order by id desc limit 1`,
    )
    expect(movement!.pack_id).toBe(before250.id)
    const history = (await adminCall(t, 'GET', '/products/101/stock', staff.cookie)).json().data
    expect(history[0]).toMatchObject({ sku: 'MORINGA-POWDER-250G', change: 12 })
    expect(await t.app.catalogue.verifyStockLedger()).toEqual([])
  })

  it('an unknown SKU, a non-whole change or one below zero is refused, naming the field; nothing moves', async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from stock_movements`)
    const pack = await packOf('MORINGA-POWDER-500G')
    const unknown = await adminCall(t, 'POST', '/products/101/stock', staff.cookie, {
      change: 5,
      reason: 'received',
      sku: 'TURMERIC-POWDER-100G',
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe(adminMessages.unknownSku('TURMERIC-POWDER-100G'))
    const half = await adminCall(t, 'POST', '/products/101/stock', staff.cookie, {
      change: 1.5,
      reason: 'received',
      sku: 'MORINGA-POWDER-500G',
    })
    expect(half.statusCode).toBe(400)
    expect(half.body).toContain('Change must be a whole number')
    const below = await adminCall(t, 'POST', '/products/101/stock', staff.cookie, {
      change: -(pack.stock + 1),
      reason: 'damaged',
      sku: 'MORINGA-POWDER-500G',
    })
    expect(below.statusCode).toBe(409)
    expect(below.json().message).toBe(adminMessages.stockWouldGoNegative)
    expect((await packOf('MORINGA-POWDER-500G')).stock).toBe(pack.stock)
    expect(await rows<{ n: number }>(sql`select count(*)::int as n from stock_movements`)).toEqual(before)
  })

  it('the default pack and the product stay equal, whichever side a statement changes', async () => {
    const saved = await saveProduct(t, 104, staff.cookie, { price: 300, actual_price: 400, size: '120g' })
    expect(saved.statusCode, saved.body).toBe(200)
    const product = await productOf(104)
    const [pack] = await rows<{ price_paise: number; size: string; stock: number }>(
      sql`select price_paise, size, stock from product_packs where product_id = 104 and position = 0`,
    )
    expect(pack).toEqual({ price_paise: 30000, size: '120g', stock: product.stock })
    // an order placed takes the default pack: both sides move, the movement names the pack
    const u = await signUp(t)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 104, quantity: 2 }] })
    expect(created.statusCode, created.body).toBe(200)
    expect((await productOf(104)).stock).toBe(product.stock - 2)
    const [after] = await rows<{ stock: number }>(
      sql`select stock from product_packs where product_id = 104 and position = 0`,
    )
    expect(after!.stock).toBe(product.stock - 2)
    const [sold] = await rows<{ position: number; change: number }>(
      sql`select k.position, m.change from stock_movements m join product_packs k on k.id = m.pack_id
          where m.product_id = 104 and m.reason = 'sold' order by m.id desc limit 1`,
    )
    expect(sold).toEqual({ position: 0, change: -2 })
    expect(await t.app.catalogue.verifyStockLedger()).toEqual([])
  })

  it('a SKU is unique in the shop: a second pack with a taken SKU is refused and nothing is added', async () => {
    const insert = t.database.db.execute(
      sql`insert into product_packs (product_id, position, sku, size, price_paise, actual_price_paise)
          values (102, 1, 'MORINGA-POWDER-250G', '250g', 1, 1)`,
    )
    await expect(insert).rejects.toThrow()
    expect(await rows(sql`select 1 from product_packs where product_id = 102 and position = 1`)).toEqual([])
  })
})
