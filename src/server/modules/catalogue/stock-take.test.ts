import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminMessages } from '#domain/messages-admin.ts'
import { addOperator, adminCall, type TestOperator, uploadAdminFile } from '#server/testing/admin-helpers.ts'
import { signUp } from '#server/testing/auth-helpers.ts'
import { startCheckout } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { indiaTime } from './stock-take.ts'

// The stock ledger screen and the stock take (decision 042): a product's ledger with its running balance, filtered
// by kind and days and exported as CSV; a stock take checked line by line (preview), then applied all or nothing as
// one 'correction' row per product that differs, by the counter. PGlite, and PostgreSQL with TEST_DATABASE=postgres.

let t: TestContext
let staff: TestOperator
let counter = ''
const ids: number[] = []
beforeAll(async () => {
  t = await createTestApp()
  staff = await addOperator(t, { role: 'staff' })
  counter = (await adminCall(t, 'GET', '/me', staff.cookie)).json().data.name
  expect(counter).toMatch(/^Staff \d+$/)
  for (const [name, stock] of [
    ['Barnyard Millet Rava', 30],
    ['Ashwagandha Root Powder', 12],
    ['Tulsi Green Tea', 0],
  ] as const) {
    const res = await adminCall(t, 'POST', '/products', staff.cookie, {
      name,
      category: 'Herbs',
      price: 150,
      actual_price: 200,
      stock,
      size: '100g',
      hsn_code: '0910',
      gst_rate: 5,
    })
    expect(res.statusCode, res.body).toBe(200)
    ids.push(res.json().data.id)
  }
})
afterAll(async () => {
  await t?.close()
})

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows
}
const stockOf = async (id: number) =>
  (await rows<{ stock: number }>(sql`select stock from products where id = ${id}`))[0]!.stock
const movementCount = async () =>
  Number((await rows<{ n: number }>(sql`select count(*)::int as n from stock_movements`))[0]!.n)

const uploadCsv = (path: string, body: Buffer | string, field = 'file') =>
  uploadAdminFile(t, staff.cookie, path, body, field)

describe('the stock ledger screen', () => {
  it("lists a product's ledger newest first with the running balance, the order that took stock, who and why", async () => {
    const [a] = ids as [number]
    expect(
      (
        await adminCall(t, 'POST', `/products/${a}/stock`, staff.cookie, {
          change: 5,
          reason: 'received',
          note: 'carton 7',
        })
      ).statusCode,
    ).toBe(200)
    const shopper = await signUp(t)
    const { created } = await startCheckout(t, shopper, { items: [{ product_id: a, quantity: 3 }] })
    expect(created.statusCode, created.body).toBe(200)
    const orderId = created.json().data.shop_order_id as string

    const res = await adminCall(t, 'GET', `/products/${a}/ledger`, staff.cookie)
    expect(res.statusCode, res.body).toBe(200)
    const list = res.json()
    expect(
      list.data.map((e: { reason: string; change: number; stock_after: number; order_id: string | null }) => [
        e.reason,
        e.change,
        e.stock_after,
        e.order_id,
      ]),
    ).toEqual([
      ['sold', -3, 32, orderId],
      ['received', 5, 35, null],
      ['opening', 30, 30, null],
    ])
    expect(list.data[0].actor).toBe(`order ${orderId}`)
    expect(list.data[1]).toMatchObject({ actor: staff.email, note: 'carton 7' })
    expect(list.pagination.total).toBe(3)
    expect(list.data[0].stock_after).toBe(await stockOf(a))
  })

  it('filters by kind and by days in India time; a bad kind or date is refused with its message', async () => {
    const [a] = ids as [number]
    const sold = (await adminCall(t, 'GET', `/products/${a}/ledger?kind=sold`, staff.cookie)).json()
    expect(sold.data.map((e: { reason: string }) => e.reason)).toEqual(['sold'])
    // a row of yesterday (India time) and one of three days ago, written as staff's history would have them
    await t.database.db.execute(
      sql`update stock_movements set at = now() - interval '3 days' where product_id = ${a} and reason = 'opening'`,
    )
    const today = indiaTime(new Date()).slice(0, 10)
    const twoDaysAgo = indiaTime(new Date(Date.now() - 2 * 86_400_000)).slice(0, 10)
    const recent = (
      await adminCall(t, 'GET', `/products/${a}/ledger?from=${twoDaysAgo}&to=${today}`, staff.cookie)
    ).json()
    expect(recent.data.map((e: { reason: string }) => e.reason)).toEqual(['sold', 'received'])
    const older = (await adminCall(t, 'GET', `/products/${a}/ledger?to=${twoDaysAgo}`, staff.cookie)).json()
    expect(older.data.map((e: { reason: string }) => e.reason)).toEqual(['opening'])

    const badKind = await adminCall(t, 'GET', `/products/${a}/ledger?kind=stolen`, staff.cookie)
    expect(badKind.statusCode).toBe(400)
    expect(badKind.json().message).toContain('Kind must be one of: opening, received')
    const badDate = await adminCall(t, 'GET', `/products/${a}/ledger?from=28-11-2026`, staff.cookie)
    expect(badDate.statusCode).toBe(400)
    expect(badDate.json().message).toContain('Dates are written YYYY-MM-DD')
    expect((await adminCall(t, 'GET', '/products/999999/ledger', staff.cookie)).statusCode).toBe(404)
  })

  it("filters by one pack (SKU): that pack's rows alone, a chain of its own balance (decision 041)", async () => {
    const adjusted = await adminCall(t, 'POST', '/products/101/stock', staff.cookie, {
      sku: 'MORINGA-POWDER-500G',
      change: 4,
      reason: 'received',
      note: 'Shadnagar batch 12',
    })
    expect(adjusted.statusCode, adjusted.body).toBe(200)
    const all = (await adminCall(t, 'GET', '/products/101/ledger', staff.cookie)).json().data as {
      sku: string
    }[]
    expect(new Set(all.map((e) => e.sku)).size).toBeGreaterThan(1)
    const one = (
      await adminCall(t, 'GET', '/products/101/ledger?sku=moringa-powder-500g', staff.cookie)
    ).json().data as { sku: string; reason: string; change: number; stock_after: number }[]
    expect(one.map((e) => [e.sku, e.reason])).toEqual([
      ['MORINGA-POWDER-500G', 'received'],
      ['MORINGA-POWDER-500G', 'opening'],
    ])
    expect(one[0]!.stock_after).toBe(one[1]!.stock_after + 4)
    const none = (await adminCall(t, 'GET', '/products/101/ledger?sku=NO-SUCH-PACK', staff.cookie)).json()
    expect(none.data).toEqual([])
  })

  it('exports the filtered ledger as CSV, oldest first, times in India time', async () => {
    const [a] = ids as [number]
    const res = await adminCall(t, 'GET', `/products/${a}/ledger.csv`, staff.cookie)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toContain('text/csv')
    const lines = res.body.trimEnd().split('\r\n')
    expect(lines[0]).toBe('at_india_time,product_id,sku,lot,kind,change,balance,order_id,by,note')
    // every movement names its pack (decision 041)
    expect(lines.slice(1).every((l) => /^[^,]+,\d+,[A-Z0-9-]+,/.test(l))).toBe(true)
    expect(lines.slice(1).map((l) => l.split(',').slice(4, 7).join(','))).toEqual([
      'opening,30,30',
      'received,5,35',
      'sold,-3,32',
    ])
    const [first] = await rows<{ at: Date }>(
      sql`select at from stock_movements where product_id = ${a} order by id limit 1`,
    )
    // India time: UTC + 5:30
    expect(lines[1]!.split(',')[0]).toBe(indiaTime(new Date(first!.at)))
    expect(indiaTime(new Date('2026-11-28T20:00:00Z'))).toBe('2026-11-29 01:30:00')
    const onlySold = await adminCall(t, 'GET', `/products/${a}/ledger.csv?kind=sold`, staff.cookie)
    expect(onlySold.body.trimEnd().split('\r\n')).toHaveLength(2)
  })
})

/** A line naming a product by number or name counts its default pack (decision 041). */
const defaultPack = { pack_id: expect.any(Number), sku: expect.any(String), size: expect.any(String) }

describe('the stock take', () => {
  it('counts each pack by its SKU (any case); a product’s number or name is its default pack; one correction per pack naming it', async () => {
    const packs = await rows<{ id: number; sku: string; stock: number }>(
      sql`select id, sku, stock from product_packs where product_id = 101 order by position`,
    )
    const [p100, p250, p500] = packs as [(typeof packs)[0], (typeof packs)[0], (typeof packs)[0]]
    const body = {
      lines: [
        { product: '101', counted: p100.stock + 1 },
        { product: 'moringa-powder-250g', counted: p250.stock - 3 },
        { product: 'MORINGA-POWDER-500G', counted: p500.stock },
      ],
      note: '',
    }
    const preview = await adminCall(t, 'POST', '/stock-take/preview', staff.cookie, body)
    expect(preview.statusCode, preview.body).toBe(200)
    expect(
      preview
        .json()
        .data.lines.map((l: { sku: string; size: string; on_hand: number; change: number }) => [
          l.sku,
          l.size,
          l.on_hand,
          l.change,
        ]),
    ).toEqual([
      ['MORINGA-POWDER-100G', '100g', p100.stock, 1],
      ['MORINGA-POWDER-250G', '250g', p250.stock, -3],
      ['MORINGA-POWDER-500G', '500g', p500.stock, 0],
    ])
    // the default pack named twice, by number and by SKU: one count per pack
    const twice = await adminCall(t, 'POST', '/stock-take/preview', staff.cookie, {
      lines: [...body.lines, { product: 'MORINGA-POWDER-100G', counted: 1 }],
    })
    expect(twice.json().data.errors).toEqual([
      {
        line: 4,
        column: 'sku_or_product',
        message: 'Line 4, column sku_or_product: the same pack as line 1',
      },
    ])
    const applied = await adminCall(t, 'POST', '/stock-take', staff.cookie, body)
    expect(applied.statusCode, applied.body).toBe(200)
    expect(applied.json().data.corrected).toBe(2)
    const written = await rows<{ pack_id: number; change: number; stock_after: number; reason: string }>(
      sql`select pack_id, change, stock_after, reason from stock_movements where product_id = 101 order by id desc limit 2`,
    )
    expect(written.reverse()).toEqual([
      { pack_id: p100.id, change: 1, stock_after: p100.stock + 1, reason: 'correction' },
      { pack_id: p250.id, change: -3, stock_after: p250.stock - 3, reason: 'correction' },
    ])
    // the product's stock is its default pack's
    expect(await stockOf(101)).toBe(p100.stock + 1)
    expect(await t.app.catalogue.verifyStockLedger()).toEqual([])
  })

  it('previews every line’s change and writes nothing; applies one correction per product that differs, by the counter', async () => {
    const [a, b, c] = ids as [number, number, number]
    const onHandA = await stockOf(a)
    const before = await movementCount()
    const body = {
      lines: [
        { product: String(a), counted: onHandA - 2 },
        { product: 'ashwagandha root powder', counted: '12' },
        { product: c, counted: 4 },
      ],
      note: 'November count',
    }
    const preview = await adminCall(t, 'POST', '/stock-take/preview', staff.cookie, body)
    expect(preview.statusCode, preview.body).toBe(200)
    expect(preview.json().data).toEqual({
      lines: [
        {
          line: 1,
          product_id: a,
          name: 'Barnyard Millet Rava',
          ...defaultPack,
          on_hand: onHandA,
          counted: onHandA - 2,
          change: -2,
        },
        {
          line: 2,
          product_id: b,
          name: 'Ashwagandha Root Powder',
          ...defaultPack,
          on_hand: 12,
          counted: 12,
          change: 0,
        },
        {
          line: 3,
          product_id: c,
          name: 'Tulsi Green Tea',
          ...defaultPack,
          on_hand: 0,
          counted: 4,
          change: 4,
        },
      ],
      errors: [],
      changes: 2,
    })
    expect(await movementCount()).toBe(before)

    const applied = await adminCall(t, 'POST', '/stock-take', staff.cookie, body)
    expect(applied.statusCode, applied.body).toBe(200)
    expect(applied.json().data.corrected).toBe(2)
    expect(await movementCount()).toBe(before + 2)
    expect(await stockOf(a)).toBe(onHandA - 2)
    expect(await stockOf(b)).toBe(12)
    expect(await stockOf(c)).toBe(4)
    const written = await rows<{
      product_id: number
      change: number
      stock_after: number
      reason: string
      actor: string
      note: string
    }>(
      sql`select product_id, change, stock_after, reason, actor, note from stock_movements order by id desc limit 2`,
    )
    expect(written.reverse()).toEqual([
      {
        product_id: a,
        change: -2,
        stock_after: onHandA - 2,
        reason: 'correction',
        actor: counter,
        note: 'stock take: November count',
      },
      {
        product_id: c,
        change: 4,
        stock_after: 4,
        reason: 'correction',
        actor: counter,
        note: 'stock take: November count',
      },
    ])
    expect(await t.app.catalogue.verifyStockLedger()).toEqual([])
  })

  it('reads an uploaded CSV (sku_or_product,counted), by number or name, quoted cells and a BOM included', async () => {
    const [a, b] = ids as [number, number]
    const onHandA = await stockOf(a)
    const csv = `\uFEFFsku_or_product,counted\r\n${a},${onHandA + 1}\r\n"Ashwagandha Root Powder",10\r\n`
    const preview = await uploadCsv('/stock-take/file/preview', csv)
    expect(preview.statusCode, preview.body).toBe(200)
    expect(
      preview
        .json()
        .data.lines.map((l: { line: number; product_id: number; change: number }) => [
          l.line,
          l.product_id,
          l.change,
        ]),
    ).toEqual([
      [2, a, 1],
      [3, b, -2],
    ])
    const applied = await uploadCsv('/stock-take/file', csv)
    expect(applied.statusCode, applied.body).toBe(200)
    expect(await stockOf(a)).toBe(onHandA + 1)
    expect(await stockOf(b)).toBe(10)
    expect(await t.app.catalogue.verifyStockLedger()).toEqual([])
  })

  it('names every bad line and column in the preview; applying any of them is refused and changes nothing', async () => {
    const [a, b, c] = ids as [number, number, number]
    const csv = [
      'sku_or_product,counted',
      `${a},-3`,
      `${b},2.5`,
      'No Such Powder,4',
      `${c}`,
      `${b},`,
      `${c},7`,
      `${c},8`,
    ].join('\n')
    const preview = await uploadCsv('/stock-take/file/preview', csv)
    expect(preview.statusCode, preview.body).toBe(200)
    expect(preview.json().data.errors).toEqual([
      {
        line: 2,
        column: 'counted',
        message: 'Line 2, column counted: the count must be a whole number, 0 or more (got -3)',
      },
      {
        line: 3,
        column: 'counted',
        message: 'Line 3, column counted: the count must be a whole number, 0 or more (got 2.5)',
      },
      {
        line: 4,
        column: 'sku_or_product',
        message: 'Line 4, column sku_or_product: no product or SKU No Such Powder',
      },
      { line: 5, column: '', message: 'Line 5: two cells expected (sku_or_product,counted)' },
      {
        line: 6,
        column: 'counted',
        message: 'Line 6, column counted: the count must be a whole number, 0 or more (got nothing)',
      },
      {
        line: 8,
        column: 'sku_or_product',
        message: 'Line 8, column sku_or_product: the same pack as line 7',
      },
    ])
    const stocks = [await stockOf(a), await stockOf(b), await stockOf(c)]
    const before = await movementCount()
    const applied = await uploadCsv('/stock-take/file', csv)
    expect(applied.statusCode).toBe(400)
    expect(applied.json().message).toBe(
      adminMessages.stockTakeRefused(preview.json().data.errors.map((e: { message: string }) => e.message)),
    )
    expect(applied.json().message).toContain('6 errors; nothing was changed. Line 2, column counted')
    // line 7 was good: it was not applied either
    expect([await stockOf(a), await stockOf(b), await stockOf(c)]).toEqual(stocks)
    expect(await movementCount()).toBe(before)

    const typed = await adminCall(t, 'POST', '/stock-take', staff.cookie, {
      lines: [{ product: a, counted: -1 }],
    })
    expect(typed.statusCode).toBe(400)
    expect(typed.json().message).toContain(
      'Line 1, column counted: the count must be a whole number, 0 or more (got -1)',
    )
    expect(await movementCount()).toBe(before)
  })

  it('refuses a file with wrong columns, an empty file, no file and 10 MB of garbage, whole, with what is wrong', async () => {
    const before = await movementCount()
    const wrong = await uploadCsv('/stock-take/file/preview', 'product,qty,price\n103,4,10\n')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe(adminMessages.stockTakeColumns('product,qty,price'))
    const empty = await uploadCsv('/stock-take/file', '')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toBe(adminMessages.stockTakeEmpty)
    const headerOnly = await uploadCsv('/stock-take/file', 'sku_or_product,counted\r\n')
    expect(headerOnly.json().message).toBe(adminMessages.stockTakeEmpty)
    const noFile = await uploadCsv('/stock-take/file', 'sku_or_product,counted\n1,1\n', 'image')
    expect(noFile.statusCode).toBe(400)
    expect(noFile.json().message).toBe(adminMessages.stockTakeMissingFile)
    const binary = await uploadCsv('/stock-take/file', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]))
    expect(binary.statusCode).toBe(400)
    expect(binary.json().message).toBe(adminMessages.stockTakeNotCsv)
    const garbage = Buffer.alloc(10 * 1_048_576, 'x,y\n')
    const big = await uploadCsv('/stock-take/file', garbage)
    expect(big.statusCode).toBe(413)
    expect(big.json().message).toBe(adminMessages.stockTakeTooLarge(t.config.uploadMaxBytes))
    const noLines = await adminCall(t, 'POST', '/stock-take', staff.cookie, { lines: [] })
    expect(noLines.statusCode).toBe(400)
    expect(noLines.json().message).toBe(adminMessages.stockTakeEmpty)
    expect(await movementCount()).toBe(before)
  })
})
