import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminMessages } from '#domain/messages-admin.ts'
import { addOperator, adminCall, saveProduct, type TestOperator } from '#server/testing/admin-helpers.ts'
import { signUp } from '#server/testing/auth-helpers.ts'
import { api, startCheckout } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

// The back office's packs table (decision 041, amended): list, add with an opening ledger row, edit with the
// version (decision 040), refuse a taken SKU, a bad barcode and stock, remove only a pack never sold or stocked, and
// make another pack the default with the product's columns following it and stock:verify passing. PGlite, and
// PostgreSQL with TEST_DATABASE=postgres.

let t: TestContext
let owner: TestOperator
let packer: TestOperator
beforeAll(async () => {
  t = await createTestApp()
  owner = await addOperator(t, { role: 'owner' })
  packer = await addOperator(t, { role: 'packer' })
})
afterAll(async () => {
  await t?.close()
})

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows
}
const count = async (query: SQL) => (await rows<{ n: number }>(query))[0]!.n
const productOf = async (id: number) =>
  (
    await rows<{
      stock: number
      price_paise: number
      actual_price_paise: number
      size: string
      version: number
    }>(sql`select stock, price_paise, actual_price_paise, size, version from products where id = ${id}`)
  )[0]!
type Pack = {
  id: number
  position: number
  sku: string
  size: string
  price: number
  actual_price: number
  stock: number
  active: boolean
  sold: boolean
  version: number
  barcode: string | null
  weight_grams: number
}
const packsOf = async (id: number): Promise<Pack[]> => {
  const res = await adminCall(t, 'GET', `/products/${id}/packs`, owner.cookie)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}
const bySku = async (id: number, sku: string) => (await packsOf(id)).find((p) => p.sku === sku)!

describe('the back office packs table', () => {
  it('lists a product’s packs, default first, with stock read only; a packer reads them but cannot change them', async () => {
    const packs = await packsOf(101)
    expect(packs.map((p) => [p.position, p.sku, p.size])).toEqual([
      [0, 'MORINGA-POWDER-100G', '100g'],
      [1, 'MORINGA-POWDER-250G', '250g'],
      [2, 'MORINGA-POWDER-500G', '500g'],
    ])
    expect(packs[1]).toMatchObject({ price: 799, actual_price: 999, weight_grams: 250, active: true })
    const product = await productOf(101)
    expect(packs[0]!.stock).toBe(product.stock)
    expect((await adminCall(t, 'GET', '/products/101/packs', packer.cookie)).statusCode).toBe(200)
    const refused = await adminCall(t, 'POST', '/products/101/packs', packer.cookie, {
      sku: 'X-1',
      size: '1kg',
      price: 1,
      actual_price: 1,
      weight_grams: 1000,
    })
    expect(refused.statusCode).toBe(403)
    expect((await adminCall(t, 'GET', '/products/999999/packs', owner.cookie)).statusCode).toBe(404)
  })

  it('adds a pack: SKU in upper case, last position, its opening stock an opening ledger row naming it', async () => {
    const res = await adminCall(t, 'POST', '/products/101/packs', owner.cookie, {
      sku: ' moringa-powder-1kg ',
      size: '1kg',
      price: 1399,
      actual_price: 1699.5,
      weight_grams: 1000,
      barcode: '8901234567890',
      stock: 7,
    })
    expect(res.statusCode, res.body).toBe(200)
    const pack = res.json().data
    expect(pack).toMatchObject({
      position: 3,
      sku: 'MORINGA-POWDER-1KG',
      price: 1399,
      actual_price: 1699.5,
      stock: 7,
      barcode: '8901234567890',
      active: true,
      sold: false,
      version: 1,
    })
    const [raw] = await rows<{ price_paise: number; actual_price_paise: number }>(
      sql`select price_paise, actual_price_paise from product_packs where id = ${pack.id}`,
    )
    expect(raw).toEqual({ price_paise: 139900, actual_price_paise: 169950 })
    const ledger = await rows<{ change: number; stock_after: number; reason: string; actor: string }>(
      sql`select change, stock_after, reason, actor from stock_movements where pack_id = ${pack.id}`,
    )
    expect(ledger).toEqual([{ change: 7, stock_after: 7, reason: 'opening', actor: owner.email }])
    expect(await t.app.catalogue.verifyStockLedger()).toEqual([])
    // the shop shows it at once, as variant_index 3
    const shop = (await t.app.inject({ method: 'GET', url: '/api/v1/products/101' })).json().data
    expect(shop.packs.map((k: { sku: string }) => k.sku)).toContain('MORINGA-POWDER-1KG')
    const audit = (await adminCall(t, 'GET', '/audit?entity_type=product&entity_id=101', owner.cookie)).json()
      .data
    expect(audit[0]).toMatchObject({
      action: 'product.pack.create',
      after: { sku: 'MORINGA-POWDER-1KG', price: 1399 },
    })
  })

  it('refuses a bad barcode, a price above the MRP, a bad SKU and no weight, naming the field; nothing is added', async () => {
    const before = await count(sql`select count(*)::int as n from product_packs`)
    const movements = await count(sql`select count(*)::int as n from stock_movements`)
    const base = {
      sku: 'MORINGA-POWDER-2KG',
      size: '2kg',
      price: 2000,
      actual_price: 2400,
      weight_grams: 2000,
    }
    const cases: [object, string, string][] = [
      [
        { barcode: '8901234567897' },
        'barcode',
        'Barcode: the check digit (the last) should be 0 for these digits: check for a typing error',
      ],
      [{ barcode: '123456789' }, 'barcode', 'Barcode: a GTIN has 8, 12, 13 or 14 digits, not 9'],
      [{ price: 2500 }, 'price', adminMessages.priceAboveMrp],
      [
        { sku: 'MORINGA 2KG' },
        'sku',
        'SKU: letters, digits and dashes only, starting with a letter or digit',
      ],
      [{ sku: 'M'.repeat(41) }, 'sku', 'SKU: at most 40 characters'],
      [
        { weight_grams: 0 },
        'weight_grams',
        'Weight: give the pack’s weight in grams (for shipping and GSTR-1)',
      ],
      [{ stock: -1 }, 'stock', adminMessages.stockNegative],
    ]
    for (const [change, field, message] of cases) {
      const res = await adminCall(t, 'POST', '/products/101/packs', owner.cookie, {
        ...base,
        stock: 3,
        ...change,
      })
      expect(res.statusCode, JSON.stringify(change)).toBe(400)
      expect(res.json().issues).toContainEqual({ path: [field], message })
    }
    expect(await count(sql`select count(*)::int as n from product_packs`)).toBe(before)
    expect(await count(sql`select count(*)::int as n from stock_movements`)).toBe(movements)
  })

  it('a taken SKU is refused with 409 naming the SKU and where it is used, on add and on edit', async () => {
    const before = await count(sql`select count(*)::int as n from product_packs`)
    const dup = await adminCall(t, 'POST', '/products/102/packs', owner.cookie, {
      sku: 'moringa-powder-250g',
      size: '250g',
      price: 100,
      actual_price: 100,
      weight_grams: 250,
      stock: 4,
    })
    expect(dup.statusCode).toBe(409)
    expect(dup.json().message).toBe(
      adminMessages.skuTaken('MORINGA-POWDER-250G', 'Moringa Powder 250g (product #101)'),
    )
    expect(await count(sql`select count(*)::int as n from product_packs`)).toBe(before)
    const p500 = await bySku(101, 'MORINGA-POWDER-500G')
    const edit = await adminCall(t, 'PATCH', `/products/101/packs/${p500.id}`, owner.cookie, {
      sku: 'MORINGA-POWDER-250G',
      version: p500.version,
    })
    expect(edit.statusCode).toBe(409)
    expect(edit.json().message).toMatch(/^SKU: MORINGA-POWDER-250G is already the SKU of Moringa Powder 250g/)
    expect((await bySku(101, 'MORINGA-POWDER-500G')).version).toBe(p500.version)
  })

  it('edits with the version it loaded; a stale save is 409 with the latest, nothing saved; no version 428; stock 400', async () => {
    const p = await bySku(101, 'MORINGA-POWDER-1KG')
    const stock = p.stock
    const saved = await adminCall(t, 'PATCH', `/products/101/packs/${p.id}`, owner.cookie, {
      price: 1299,
      weight_grams: 1010,
      version: p.version,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().data).toMatchObject({
      price: 1299,
      weight_grams: 1010,
      version: p.version + 1,
      stock,
    })
    // a second tab, loaded before that save
    const stale = await adminCall(t, 'PATCH', `/products/101/packs/${p.id}`, owner.cookie, {
      size: '1 kg',
      version: p.version,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({
      reason: 'stale_version',
      message: adminMessages.staleEdit('pack'),
      current: { price: 1299, size: '1kg', version: p.version + 1 },
    })
    const none = await adminCall(t, 'PATCH', `/products/101/packs/${p.id}`, owner.cookie, { size: '1 kg' })
    expect(none.statusCode).toBe(428)
    const withStock = await adminCall(t, 'PATCH', `/products/101/packs/${p.id}`, owner.cookie, {
      stock: 100,
      version: p.version + 1,
    })
    expect(withStock.statusCode).toBe(400)
    expect(withStock.json().message).toContain(adminMessages.stockNotOnSave)
    const after = await bySku(101, 'MORINGA-POWDER-1KG')
    expect(after).toMatchObject({ size: '1kg', stock, version: p.version + 1 })
    // a bad barcode on edit names the field too
    const bad = await adminCall(t, 'PATCH', `/products/101/packs/${p.id}`, owner.cookie, {
      barcode: '12345678',
      version: after.version,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().issues[0].path).toEqual(['barcode'])
    // an empty barcode clears it
    const cleared = await adminCall(t, 'PATCH', `/products/101/packs/${p.id}`, owner.cookie, {
      barcode: '',
      version: after.version,
    })
    expect(cleared.json().data).toMatchObject({ barcode: null })
  })

  it('the default pack’s price edits the product (and its version); a product save makes a pack edit stale', async () => {
    const def = (await packsOf(104))[0]!
    const product = await productOf(104)
    const res = await adminCall(t, 'PATCH', `/products/104/packs/${def.id}`, owner.cookie, {
      price: 111,
      version: def.version,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(await productOf(104)).toMatchObject({ price_paise: 11100, version: product.version + 1 })
    // a product form loaded before cannot write the old price back
    const form = await adminCall(t, 'PATCH', '/products/104', owner.cookie, {
      price: 150,
      version: product.version,
    })
    expect(form.statusCode).toBe(409)
    // and a product save of the price makes a pack edit loaded before it stale
    const pack = (await packsOf(104))[0]!
    expect((await saveProduct(t, 104, owner.cookie, { price: 120 })).statusCode).toBe(200)
    const late = await adminCall(t, 'PATCH', `/products/104/packs/${pack.id}`, owner.cookie, {
      price: 130,
      version: pack.version,
    })
    expect(late.statusCode).toBe(409)
    expect(late.json().current).toMatchObject({ price: 120 })
    // the default pack cannot be switched off
    const off = await adminCall(t, 'PATCH', `/products/104/packs/${pack.id}`, owner.cookie, {
      active: false,
      version: pack.version + 1,
    })
    expect(off.statusCode).toBe(400)
    expect(off.json().message).toBe(adminMessages.defaultPackInactive)
  })

  it('makes another pack the default: the product takes its price, MRP, size and stock; orders follow; stock:verify passes', async () => {
    const [p100, p250, p500, p1kg] = await packsOf(101)
    const product = await productOf(101)
    const res = await adminCall(t, 'PUT', '/products/101/packs/order', owner.cookie, {
      pack_ids: [p250!.id, p100!.id, p500!.id, p1kg!.id],
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.map((p: Pack) => [p.position, p.sku])).toEqual([
      [0, 'MORINGA-POWDER-250G'],
      [1, 'MORINGA-POWDER-100G'],
      [2, 'MORINGA-POWDER-500G'],
      [3, 'MORINGA-POWDER-1KG'],
    ])
    expect(await productOf(101)).toEqual({
      stock: p250!.stock,
      price_paise: 79900,
      actual_price_paise: 99900,
      size: '250g',
      version: product.version + 1,
    })
    const shop = (await t.app.inject({ method: 'GET', url: '/api/v1/products/101' })).json().data
    expect(shop).toMatchObject({ size: '250g', price: 799, stock: p250!.stock })
    expect(await t.app.catalogue.verifyStockLedger()).toEqual([])
    // an order of the product's default (no variant_index) now takes the 250 g pack; the product follows it
    const u = await signUp(t)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 101, quantity: 1 }] })
    expect(created.statusCode, created.body).toBe(200)
    expect((await bySku(101, 'MORINGA-POWDER-250G')).stock).toBe(p250!.stock - 1)
    expect((await productOf(101)).stock).toBe(p250!.stock - 1)
    expect((await bySku(101, 'MORINGA-POWDER-100G')).stock).toBe(p100!.stock)
    // staff adjusting the old default by SKU leaves the product alone
    await adminCall(t, 'POST', '/products/101/stock', owner.cookie, {
      change: 3,
      reason: 'received',
      sku: 'MORINGA-POWDER-100G',
    })
    expect((await productOf(101)).stock).toBe(p250!.stock - 1)
    expect(await t.app.catalogue.verifyStockLedger()).toEqual([])
    // back as it was
    const back = await adminCall(t, 'PUT', '/products/101/packs/order', owner.cookie, {
      pack_ids: [p100!.id, p250!.id, p500!.id, p1kg!.id],
    })
    expect(back.statusCode, back.body).toBe(200)
    expect(await productOf(101)).toMatchObject({
      stock: p100!.stock + 3,
      price_paise: product.price_paise,
      size: '100g',
    })
    expect(await t.app.catalogue.verifyStockLedger()).toEqual([])
    // a list that is not every pack once is refused; an inactive pack cannot become the default
    const partial = await adminCall(t, 'PUT', '/products/101/packs/order', owner.cookie, {
      pack_ids: [p250!.id, p100!.id],
    })
    expect(partial.statusCode).toBe(409)
    expect(partial.json().message).toBe(adminMessages.packOrderMismatch)
    const k = await bySku(101, 'MORINGA-POWDER-1KG')
    await adminCall(t, 'PATCH', `/products/101/packs/${k.id}`, owner.cookie, {
      active: false,
      version: k.version,
    })
    const inactive = await adminCall(t, 'PUT', '/products/101/packs/order', owner.cookie, {
      pack_ids: [k.id, p100!.id, p250!.id, p500!.id],
    })
    expect(inactive.statusCode).toBe(400)
    expect(inactive.json().message).toBe(adminMessages.defaultPackMustBeActive)
    expect((await productOf(101)).size).toBe('100g')
  })

  it('removes only a pack never sold, never stocked: otherwise 409 saying to deactivate it', async () => {
    // sold: the 500 g pack in an order
    const u = await signUp(t)
    const add = await api(t, u, 'POST', '/cart/items', { product_id: 101, quantity: 1, variant_index: 2 })
    expect(add.statusCode, add.body).toBe(200)
    const { created } = await startCheckout(t, u, { items: [] })
    expect(created.statusCode, created.body).toBe(200)
    const p500 = await bySku(101, 'MORINGA-POWDER-500G')
    expect(p500.sold).toBe(true)
    const sold = await adminCall(t, 'DELETE', `/products/101/packs/${p500.id}`, owner.cookie)
    expect(sold.statusCode).toBe(409)
    expect(sold.json().message).toBe(adminMessages.packSoldCannotRemove)
    // stocked
    const k = await bySku(101, 'MORINGA-POWDER-1KG')
    const stocked = await adminCall(t, 'DELETE', `/products/101/packs/${k.id}`, owner.cookie)
    expect(stocked.statusCode).toBe(409)
    expect(stocked.json().message).toBe(adminMessages.packStockCannotRemove(k.stock))
    // the default
    const def = (await packsOf(101))[0]!
    const first = await adminCall(t, 'DELETE', `/products/101/packs/${def.id}`, owner.cookie)
    expect(first.statusCode).toBe(409)
    expect(first.json().message).toBe(adminMessages.defaultPackRemove)
    // a pack added by mistake, without stock: removed, and the next one added comes after the last
    const made = await adminCall(t, 'POST', '/products/101/packs', owner.cookie, {
      sku: 'MORINGA-TYPO',
      size: '50g',
      price: 99,
      actual_price: 99,
      weight_grams: 50,
    })
    expect(made.statusCode, made.body).toBe(200)
    expect(
      await count(sql`select count(*)::int as n from stock_movements where pack_id = ${made.json().data.id}`),
    ).toBe(0)
    const gone = await adminCall(t, 'DELETE', `/products/101/packs/${made.json().data.id}`, owner.cookie)
    expect(gone.statusCode, gone.body).toBe(200)
    expect((await packsOf(101)).map((p) => p.sku)).not.toContain('MORINGA-TYPO')
    expect(await t.app.catalogue.verifyStockLedger()).toEqual([])
  })

  it('changing the default while shoppers buy: every order takes its pack, the product stays its default pack’s, stock:verify passes', async () => {
    const made = await adminCall(t, 'POST', '/products/106/packs', owner.cookie, {
      sku: 'RACE-PACK-250G',
      size: '250g',
      price: 500,
      actual_price: 600,
      weight_grams: 250,
      stock: 30,
    })
    expect(made.statusCode, made.body).toBe(200)
    const [first, second] = await packsOf(106)
    const before = (first!.stock ?? 0) + (second!.stock ?? 0)
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => signUp(t)))
    const orders = shoppers.map((u) => startCheckout(t, u, { items: [{ product_id: 106, quantity: 1 }] }))
    const reorders = [0, 1, 2, 3].map((i) =>
      adminCall(t, 'PUT', '/products/106/packs/order', owner.cookie, {
        pack_ids: i % 2 === 0 ? [second!.id, first!.id] : [first!.id, second!.id],
      }),
    )
    const placed = await Promise.all(orders)
    for (const r of await Promise.all(reorders)) expect(r.statusCode, r.body).toBe(200)
    const ok = placed.filter((p) => p.created.statusCode === 200).length
    expect(ok).toBe(6)
    const after = await packsOf(106)
    expect(after[0]!.stock + after[1]!.stock).toBe(before - ok)
    const product = await productOf(106)
    expect({ stock: product.stock, size: product.size, price: product.price_paise }).toEqual({
      stock: after[0]!.stock,
      size: after[0]!.size,
      price: Math.round(after[0]!.price * 100),
    })
    expect(await t.app.catalogue.verifyStockLedger()).toEqual([])
  })
})
