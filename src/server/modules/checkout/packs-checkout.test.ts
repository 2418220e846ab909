import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartMessages } from '#domain/messages-cart.ts'
import { addOperator, adminCall } from '#server/testing/admin-helpers.ts'
import { readOutbox, signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, payWithCard, startCheckout } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

// Cart lines and order lines per pack (decision 048): moringa (product 101) is seeded in 100 g, 250 g and 500 g. A
// shopper buys two of its packs: two lines, each priced from its pack; the order takes stock from those packs with
// ledger rows naming them, keeps each line's SKU and size, and a cancellation gives the stock back to the same
// packs. Runs on PGlite and, with TEST_DATABASE=postgres, on PostgreSQL.

let t: TestContext
let dir = ''
beforeAll(async () => {
  t = await createTestApp()
  dir = mkdtempSync(path.join(tmpdir(), 'packs-checkout-'))
})
afterAll(async () => {
  await t?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/** The text of a PDF (pdftotext keeps the layout's lines). */
function pdfText(body: Buffer, name: string): string {
  const file = path.join(dir, `${name}.pdf`)
  writeFileSync(file, body)
  return execFileSync('pdftotext', ['-layout', file, '-']).toString()
}

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows
}
const packOf = async (sku: string) =>
  (
    await rows<{ id: number; stock: number; price_paise: number }>(
      sql`select id, stock, price_paise from product_packs where sku = ${sku}`,
    )
  )[0]!

type Line = {
  product_id: number
  variant_index: number
  sku: string
  size: string
  quantity: number
  unit_price: number
  actual_price: number
  in_stock: boolean
  product: { price: number; size: string }
}
const linesOf = (res: { json: () => { data: { cart: { items: Line[] } } } }) => res.json().data.cart.items
const brief = (l: Line) => [l.variant_index, l.sku, l.size, l.quantity, l.unit_price]

describe('cart lines per pack', () => {
  let u: TestUser
  beforeAll(async () => {
    u = await signUp(t)
  })

  it('the same product in two packs is two lines, each priced from its pack; the spec’s calls name the default pack', async () => {
    expect((await api(t, u, 'POST', '/cart/items', { product_id: 101 })).statusCode).toBe(200)
    const two = await api(t, u, 'POST', '/cart/items', { product_id: 101, variant_index: 2, quantity: 2 })
    expect(two.statusCode, two.body).toBe(200)
    // adding the default pack again grows its line, not the 500 g one
    const again = await api(t, u, 'POST', '/cart/items', { product_id: 101, variant_index: 0 })
    const lines = linesOf(again)
    expect(lines.map(brief)).toEqual([
      [0, 'MORINGA-POWDER-100G', '100g', 2, 349],
      [2, 'MORINGA-POWDER-500G', '500g', 2, 1499],
    ])
    expect(lines[1]).toMatchObject({ actual_price: 1899, in_stock: true, total_price: 2998 })
    expect(lines[1]!.product).toMatchObject({ price: 1499, size: '500g' })
    expect(again.json().data.cart.total_price).toBe(2 * 349 + 2 * 1499)

    // a line named by its pack: only that line changes
    const set = await api(t, u, 'PUT', '/cart/items/101?variant_index=2', { quantity: 3 })
    expect(set.statusCode, set.body).toBe(200)
    expect(linesOf(set).map((l) => [l.variant_index, l.quantity])).toEqual([
      [0, 2],
      [2, 3],
    ])
    const up = await api(t, u, 'POST', '/cart/items/101/increment?variant_index=2')
    expect(linesOf(up).map((l) => l.quantity)).toEqual([2, 4])
    const down = await api(t, u, 'POST', '/cart/items/101/decrement')
    expect(linesOf(down).map((l) => l.quantity)).toEqual([1, 4])
    // the spec's route without a pack is the default pack's line
    const gone = await api(t, u, 'DELETE', '/cart/items/101')
    expect(linesOf(gone).map(brief)).toEqual([[2, 'MORINGA-POWDER-500G', '500g', 4, 1499]])
    const notThere = await api(t, u, 'DELETE', '/cart/items/101?variant_index=1')
    expect(notThere.statusCode).toBe(404)
    expect(notThere.json().message).toBe(cartMessages.itemNotInCart)
    await api(t, u, 'DELETE', '/cart/items/101?variant_index=2')
    expect((await api(t, u, 'GET', '/cart')).json().data.cart.items).toEqual([])
  })

  it('refuses a pack the product does not have, a bad variant_index and an inactive pack; nothing changes', async () => {
    for (const [variant_index, message] of [
      [7, cartMessages.unknownPack],
      [-1, cartMessages.variantIndexInvalid],
      [1.5, cartMessages.variantIndexInvalid],
      ['abc', cartMessages.variantIndexInvalid],
      [10, cartMessages.variantIndexInvalid],
    ] as const) {
      const res = await api(t, u, 'POST', '/cart/items', { product_id: 101, variant_index })
      expect(res.statusCode, String(variant_index)).toBe(400)
      expect(res.json().message).toBe(message)
    }
    for (const q of ['-1', '1.5', 'abc']) {
      const res = await api(t, u, 'DELETE', `/cart/items/101?variant_index=${q}`)
      expect(res.statusCode, q).toBe(400)
      expect(res.json().message).toBe(cartMessages.variantIndexInvalid)
    }
    // a pack staff set inactive is refused in the shop's out-of-stock wording
    await rows(sql`insert into product_packs (product_id, position, sku, size, price_paise, actual_price_paise, stock, active)
      values (101, 5, 'MORINGA-POWDER-1KG', '1kg', 279900, 349900, 20, false)`)
    // its stock as the ledger has it (decision 031), so stock:verify holds
    await rows(sql`insert into stock_movements (product_id, pack_id, change, stock_after, reason, actor)
      select 101, id, 20, 20, 'opening', 'test' from product_packs where sku = 'MORINGA-POWDER-1KG'`)
    const inactive = await api(t, u, 'POST', '/cart/items', { product_id: 101, variant_index: 5 })
    expect(inactive.statusCode).toBe(409)
    expect(inactive.json().message).toBe(cartMessages.outOfStock)
    expect((await api(t, u, 'GET', '/cart')).json().data.cart.items).toEqual([])
  })

  it('a price change of one pack is reported on its line only, and that line is priced anew', async () => {
    const v = await signUp(t)
    await api(t, v, 'POST', '/cart/items', { product_id: 101 })
    await api(t, v, 'POST', '/cart/items', { product_id: 101, variant_index: 1 })
    await rows(sql`update product_packs set price_paise = 84900 where sku = 'MORINGA-POWDER-250G'`)
    const checked = await api(t, v, 'GET', '/cart/validate')
    expect(checked.statusCode, checked.body).toBe(200)
    expect(checked.json().data.validation_issues).toEqual([
      expect.objectContaining({ action: 'price_updated', product_id: 101, old_price: 799, new_price: 849 }),
    ])
    expect(checked.json().data.cart.items.map((l: Line) => [l.sku, l.unit_price])).toEqual([
      ['MORINGA-POWDER-100G', 349],
      ['MORINGA-POWDER-250G', 849],
    ])
    // seen now: checked again, nothing to report
    expect((await api(t, v, 'GET', '/cart/validate')).json().data.validation_issues).toEqual([])
    await rows(sql`update product_packs set price_paise = 79900 where sku = 'MORINGA-POWDER-250G'`)
  })

  it('a visitor’s lines join the account’s cart at sign-in each in its own pack; a pack that is not there is said', async () => {
    const v = await signUp(t)
    await api(t, v, 'POST', '/cart/items', { product_id: 101, variant_index: 1 })
    const res = await api(t, v, 'POST', '/cart/merge', {
      items: [
        { product_id: 101, variant_index: 1, quantity: 2 },
        { product_id: 101, variant_index: 2, quantity: 1 },
        { product_id: 101, quantity: 1 },
        { product_id: 101, variant_index: 8, quantity: 1 },
      ],
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(linesOf(res).map(brief)).toEqual([
      [1, 'MORINGA-POWDER-250G', '250g', 3, 799],
      [2, 'MORINGA-POWDER-500G', '500g', 1, 1499],
      [0, 'MORINGA-POWDER-100G', '100g', 1, 349],
    ])
    expect(res.json().data.adjusted).toEqual([
      expect.objectContaining({
        action: 'product_removed',
        product_id: 101,
        issue: cartMessages.productGone,
      }),
    ])
  })
})

describe('orders per pack', () => {
  it('an order of 100 g and 500 g takes stock from those packs, keeps SKU and size, and cancelling gives it back to them', async () => {
    const u = await signUp(t)
    const small = await packOf('MORINGA-POWDER-100G')
    const large = await packOf('MORINGA-POWDER-500G')
    const middle = await packOf('MORINGA-POWDER-250G')
    const { created } = await startCheckout(t, u, {
      items: [
        { product_id: 101, quantity: 2 },
        { product_id: 101, variant_index: 2, quantity: 3 } as { product_id: number; quantity: number },
      ],
    })
    expect(created.statusCode, created.body).toBe(200)
    const id = created.json().data.shop_order_id as string
    expect((await packOf('MORINGA-POWDER-100G')).stock).toBe(small.stock - 2)
    expect((await packOf('MORINGA-POWDER-500G')).stock).toBe(large.stock - 3)
    expect((await packOf('MORINGA-POWDER-250G')).stock).toBe(middle.stock)
    // the ledger names each pack sold
    const sold = await rows<{ pack_id: number; change: number }>(
      sql`select pack_id, change from stock_movements where order_id = ${id} and reason = 'sold' order by pack_id`,
    )
    expect(sold).toEqual([
      { pack_id: small.id, change: -2 },
      { pack_id: large.id, change: -3 },
    ])
    // the order's lines as sold: SKU, size, the pack's price
    const read = await api(t, u, 'GET', `/orders/${id}`)
    expect(read.statusCode, read.body).toBe(200)
    const items = read.json().data.items as {
      sku: string
      size: string
      quantity: number
      unit_price: number
    }[]
    expect(items.map((i) => [i.sku, i.size, i.quantity, i.unit_price])).toEqual([
      ['MORINGA-POWDER-100G', '100g', 2, 349],
      ['MORINGA-POWDER-500G', '500g', 3, 1499],
    ])
    expect(read.json().data.order.subtotal).toBe(2 * 349 + 3 * 1499)

    const cancelled = await api(t, u, 'POST', `/orders/${id}/cancel`)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect((await packOf('MORINGA-POWDER-100G')).stock).toBe(small.stock)
    expect((await packOf('MORINGA-POWDER-500G')).stock).toBe(large.stock)
    const released = await rows<{ pack_id: number; change: number }>(
      sql`select pack_id, change from stock_movements where order_id = ${id} and reason = 'released' order by pack_id`,
    )
    expect(released).toEqual([
      { pack_id: small.id, change: 2 },
      { pack_id: large.id, change: 3 },
    ])
    expect(await t.app.catalogue.verifyStockLedger()).toEqual([])
  })
})

describe('documents per pack', () => {
  it('the invoice, packing slip, credit note, confirmation mail and orders CSV print each line’s SKU and size', async () => {
    const staff = await addOperator(t, { role: 'owner' })
    const u = await signUp(t)
    const { created } = await startCheckout(t, u, {
      items: [
        { product_id: 101, quantity: 1 },
        { product_id: 101, variant_index: 2, quantity: 2 } as { product_id: number; quantity: number },
      ],
    })
    expect(created.statusCode, created.body).toBe(200)
    const placed = created.json().data as { key_id: string; order_id: string; shop_order_id: string }
    const pay = await payWithCard(t, placed.key_id, placed.order_id)
    const verified = await api(t, u, 'POST', '/payments/verify', pay.json())
    expect(verified.statusCode, verified.body).toBe(200)
    const id = placed.shop_order_id
    // the back office's order read: SKU and size per item
    const staffRead = (await adminCall(t, 'GET', `/orders/${id}`, staff.cookie)).json().data
    expect(staffRead.items.map((i: { sku: string; size: string }) => [i.sku, i.size])).toEqual([
      ['MORINGA-POWDER-100G', '100g'],
      ['MORINGA-POWDER-500G', '500g'],
    ])
    expect(staffRead.totals.subtotal).toBe(349 + 2 * 1499)

    const invoice = await adminCall(t, 'GET', `/orders/${id}/invoice.pdf`, staff.cookie)
    expect(invoice.statusCode, invoice.body).toBe(200)
    const invoiceText = pdfText(invoice.rawPayload, 'invoice')
    for (const s of ['MORINGA-POWDER-100G', 'MORINGA-POWDER-500G', '(500g)', '3,347.00'])
      expect(invoiceText, s).toContain(s)

    const slip = await adminCall(t, 'GET', `/orders/${id}/packing-slip.pdf`, staff.cookie)
    expect(slip.statusCode).toBe(200)
    const slipText = pdfText(slip.rawPayload, 'slip')
    for (const s of ['MORINGA-POWDER-100G', 'MORINGA-POWDER-500G', '500g']) expect(slipText, s).toContain(s)

    const csv = await adminCall(t, 'GET', '/orders.csv', staff.cookie)
    expect(csv.statusCode).toBe(200)
    const [header, ...rows] = csv.body.trim().split('\r\n')
    expect(header!.split(',').at(-1)).toBe('lines')
    expect(rows.find((r) => r.startsWith(`${id},`))).toContain(
      'MORINGA-POWDER-100G (100g) × 1; MORINGA-POWDER-500G (500g) × 2',
    )

    await t.app.notifications.idle()
    const confirmation = readOutbox(t).find((m) => m.to === u.email && m.text.includes(id))
    expect(confirmation?.text).toContain('Moringa Powder (500g, SKU MORINGA-POWDER-500G) × 2')

    // cancelled after the invoice: the credit note names the packs too
    const cancelled = await api(t, u, 'POST', `/orders/${id}/cancel`)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const note = await api(t, u, 'GET', `/orders/${id}/credit-notes/1`)
    expect(note.statusCode, note.body).toBe(200)
    const noteText = pdfText(note.rawPayload, 'credit-note')
    for (const s of ['MORINGA-POWDER-100G', 'MORINGA-POWDER-500G']) expect(noteText, s).toContain(s)
  })
})
