import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogueCsvMessages as m } from '#domain/catalogue-csv.ts'
import { csvRecords } from '#domain/csv.ts'
import { addOperator, adminCall, type TestOperator, uploadAdminFile } from '#server/testing/admin-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { verifyStock } from './stock-verify.ts'

// The catalogue as CSV (decision 053): the export, the import's dry run (each row's change, each error by line and
// column) and the import, all or nothing, never writing stock. PGlite, and PostgreSQL with TEST_DATABASE=postgres.

let t: TestContext
let staff: TestOperator
beforeAll(async () => {
  t = await createTestApp()
  staff = await addOperator(t, { role: 'staff' })
})
afterAll(async () => {
  await t?.close()
})

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows
}
/** Everything an import may change, to compare before and after. */
const snapshot = () =>
  rows(sql`select k.sku, k.product_id, k.position, k.size, k.price_paise, k.actual_price_paise, k.weight_grams,
    k.barcode, k.active, k.stock, p.name, p.category, p.stock_status, p.hsn_code, p.gst_rate_bp
    from product_packs k join products p on p.id = k.product_id order by k.sku`)
const exported = async () => {
  const res = await adminCall(t, 'GET', '/catalogue.csv', staff.cookie)
  expect(res.statusCode, res.body).toBe(200)
  return res.body
}
const preview = (body: string | Buffer) => uploadAdminFile(t, staff.cookie, '/catalogue/import/preview', body)
const apply = (body: string | Buffer) => uploadAdminFile(t, staff.cookie, '/catalogue/import', body)
type Plan = {
  rows: {
    line: number
    sku: string
    action: string
    changes: { field: string; from: string; to: string }[]
  }[]
  errors: { line: number; column: string | null; message: string }[]
  counts: Record<string, number>
}
const planOf = async (body: string) => {
  const res = await preview(body)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as Plan
}
/** The export as cells, header first. */
const table = (csv: string) => csvRecords(csv).map((r) => r.cells)
const toText = (cells: string[][]) =>
  `${cells.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(',')).join('\r\n')}\r\n`
const col = (header: string[], name: string) => header.indexOf(name)

describe('the catalogue as CSV', () => {
  it('exports one row per SKU with the product’s fields, and an export imported back changes nothing', async () => {
    const csv = await exported()
    const [header, ...body] = table(csv)
    expect(header!.join(',')).toBe(
      'sku,product_id,name,category,size,price,mrp,weight_grams,barcode,active,stock_status,hsn_code,gst_rate,stock',
    )
    const packs = await rows<{ n: number }>(
      sql`select count(*)::int as n from product_packs k join products p on p.id = k.product_id
          where p.archived_at is null`,
    )
    expect(body).toHaveLength(packs[0]!.n)
    // moringa's three packs, in their order, prices in rupees
    const moringa = body.filter((r) => r[col(header!, 'product_id')] === '101')
    expect(moringa.map((r) => r[col(header!, 'size')])).toEqual(['100g', '250g', '500g'])
    expect(moringa[0]![col(header!, 'price')]).toMatch(/^\d+\.\d{2}$/)

    const before = await snapshot()
    const plan = await planOf(csv)
    expect(plan.errors).toEqual([])
    expect(plan.counts).toEqual({ products_created: 0, packs_created: 0, updated: 0, unchanged: body.length })
    const res = await apply(csv)
    expect(res.statusCode, res.body).toBe(200)
    expect(await snapshot()).toEqual(before)
  })

  it('updates by SKU, adds a pack to a product and a new product with two packs; stock is never written', async () => {
    const [header, ...body] = table(await exported())
    const h = (name: string) => col(header!, name)
    const row = body.find((r) => r[h('product_id')] === '101' && r[h('size')] === '250g')!
    const sku250 = row[h('sku')]!
    const stockBefore = row[h('stock')]!
    row[h('price')] = '379.50'
    row[h('stock')] = '9999' // read only: ignored
    const extra = [...row]
    extra[h('sku')] = 'MORINGA-POWDER-1KG'
    extra[h('size')] = '1kg'
    extra[h('price')] = '1199'
    extra[h('mrp')] = '1,399.00'
    extra[h('weight_grams')] = '1000'
    extra[h('barcode')] = '8901234567890'
    const kokum = (sku: string, size: string, price: string, grams: string) => [
      sku,
      '',
      'Kokum Powder',
      'superfoods',
      size,
      price,
      price,
      grams,
      '',
      'yes',
      'In Stock',
      '2008',
      '12',
      '',
    ]
    const csv = toText([
      header!,
      row,
      extra,
      kokum('KOKUM-POWDER-100G', '100g', '149', '100'),
      kokum('KOKUM-POWDER-250G', '250g', '329', '250'),
    ])
    const plan = await planOf(csv)
    expect(plan.errors).toEqual([])
    expect(plan.rows.map((r) => [r.line, r.sku, r.action])).toEqual([
      [2, sku250, 'update'],
      [3, 'MORINGA-POWDER-1KG', 'create_pack'],
      [4, 'KOKUM-POWDER-100G', 'create_product'],
      [5, 'KOKUM-POWDER-250G', 'create_pack'],
    ])
    expect(plan.rows[0]!.changes).toEqual([{ field: 'price', from: expect.any(String), to: '379.50' }])
    // a dry run writes nothing
    expect(await rows(sql`select 1 from product_packs where sku = 'MORINGA-POWDER-1KG'`)).toEqual([])

    const res = await apply(csv)
    expect(res.statusCode, res.body).toBe(200)
    const packs = await rows<{
      sku: string
      price_paise: number
      actual_price_paise: number
      stock: number
      position: number
      barcode: string | null
      weight_grams: number
    }>(
      sql`select sku, price_paise, actual_price_paise, stock, position, barcode, weight_grams from product_packs
          where sku in (${sku250}, 'MORINGA-POWDER-1KG', 'KOKUM-POWDER-100G', 'KOKUM-POWDER-250G') order by sku`,
    )
    expect(packs).toEqual(
      [
        {
          sku: 'KOKUM-POWDER-100G',
          price_paise: 14900,
          actual_price_paise: 14900,
          stock: 0,
          position: 0,
          barcode: null,
          weight_grams: 100,
        },
        {
          sku: 'KOKUM-POWDER-250G',
          price_paise: 32900,
          actual_price_paise: 32900,
          stock: 0,
          position: 1,
          barcode: null,
          weight_grams: 250,
        },
        {
          sku: 'MORINGA-POWDER-1KG',
          price_paise: 119900,
          actual_price_paise: 139900,
          stock: 0,
          position: 3,
          barcode: '8901234567890',
          weight_grams: 1000,
        },
        {
          sku: sku250,
          price_paise: 37950,
          actual_price_paise: expect.any(Number),
          stock: Number(stockBefore),
          position: 1,
          barcode: null,
          weight_grams: 250,
        },
      ].map((p) => expect.objectContaining(p)),
    )
    // the new product in the shop, its category as the shop spells it, both packs on its page
    const [kokumRow] = await rows<{ id: number; category: string; size: string }>(
      sql`select id, category, size from products where name = 'Kokum Powder'`,
    )
    expect(kokumRow).toMatchObject({ category: 'Superfoods', size: '100g' })
    const page = await t.app.inject(`/api/v1/products/${kokumRow!.id}`)
    expect(page.json().data.packs.map((p: { size: string }) => p.size)).toEqual(['100g', '250g'])
    // one audit line tells what the import did
    const [audit] = await rows<{ after: { created: string[]; updated: string[] } }>(
      sql`select after from audit_log where action = 'catalogue.import' order by id desc limit 1`,
    )
    expect(audit!.after.created.sort()).toEqual([
      'KOKUM-POWDER-100G',
      'KOKUM-POWDER-250G',
      'MORINGA-POWDER-1KG',
    ])
    expect(audit!.after.updated).toEqual([sku250])
    expect((await verifyStock(t.database.db)).ok).toBe(true)
  })

  it('names every bad cell by line and column, and imports nothing while one is wrong', async () => {
    const [header, ...body] = table(await exported())
    const h = (name: string) => col(header!, name)
    const good = body.find((r) => r[h('product_id')] === '102')!
    const other = body.find((r) => r[h('product_id')] === '103')!
    const bad = (edit: (r: string[]) => void) => {
      const r = [...good]
      edit(r)
      return r
    }
    const goodRows = body.filter((r) => r !== good && r !== other)
    const lines = [
      header!,
      ...goodRows.map((r) => {
        const changed = [...r]
        changed[h('hsn_code')] = r[h('hsn_code')] === '1211' ? '121190' : '1211'
        return changed
      }), // every pack of the shop changed: good rows
      bad((r) => {
        r[h('price')] = '-5'
      }),
      bad((r) => {
        r[h('sku')] = 'NEW-ROW-1'
        r[h('product_id')] = ''
        r[h('name')] = 'Beetroot'
        r[h('mrp')] = '12.345'
      }),
      bad((r) => {
        r[h('barcode')] = '8901234567897'
      }),
      bad((r) => {
        r[h('sku')] = other[h('sku')]!
      }),
      bad((r) => {
        r[h('sku')] = 'NEW-PACK-X'
        r[h('product_id')] = '999999'
      }),
      bad((r) => {
        r[h('category')] = 'Spices'
        r[h('active')] = 'maybe'
        r[h('gst_rate')] = '7'
        r[h('stock_status')] = 'Plenty'
        r[h('weight_grams')] = '2.5'
      }),
      bad((r) => {
        r[h('sku')] = 'NEW-ROW-2'
        r[h('product_id')] = ''
        r[h('name')] = good[h('name')]!
      }),
      good.slice(0, 5),
    ]
    // the first row's SKU again
    lines.push(goodRows[0]!)
    const csv = toText(lines)
    const before = await snapshot()
    const plan = await planOf(csv)
    const b = 2 + goodRows.length // the first bad row's line
    const at = (line: number) => plan.errors.filter((e) => e.line === line).map((e) => [e.column, e.message])
    expect(at(b)).toEqual([['price', m.rupees('Price')]])
    expect(at(b + 1)).toEqual([['mrp', m.rupees('MRP')]])
    expect(at(b + 2)).toEqual([
      ['barcode', expect.stringMatching(/^Barcode: the check digit \(the last\) should be \d/)],
    ])
    expect(at(b + 3)).toEqual([['product_id', m.skuOfOther(other[h('sku')]!, 103)]])
    expect(at(b + 4)).toEqual([['product_id', m.unknownProduct(999999)]])
    expect(at(b + 5).map(([c]) => c)).toEqual([
      'category',
      'weight_grams',
      'active',
      'stock_status',
      'gst_rate',
    ])
    expect(at(b + 6)).toEqual([['name', m.nameTaken(good[h('name')]!, 102)]])
    expect(at(b + 7)).toEqual([[null, m.cellCount(5, 14)]])
    expect(at(b + 8)).toEqual([['sku', m.duplicateSku(2)]])
    expect(plan.counts.updated).toBe(goodRows.length)

    const res = await apply(csv)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(
      new RegExp(`^Nothing was imported: the file has \\d+ errors \\(line ${b}, price: `),
    )
    expect(await snapshot()).toEqual(before)
  })

  it('refuses a file that is not the catalogue’s CSV whole, saying what is wrong', async () => {
    const wrong = await preview('sku,name,price\nX,Y,1\n')
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, m.columns('sku,name,price')])
    const headerOnly = await apply(`${table(await exported())[0]!.join(',')}\r\n`)
    expect([headerOnly.statusCode, headerOnly.json().message]).toEqual([400, m.empty])
    const empty = await apply('')
    expect([empty.statusCode, empty.json().message]).toEqual([400, m.empty])
    const binary = await preview(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01, 0xff, 0xfe]))
    expect([binary.statusCode, binary.json().message]).toEqual([400, m.notCsv])
    const huge = await apply(Buffer.alloc(10 * 1024 * 1024, 'a,'))
    expect(huge.statusCode).toBe(413)
    expect(huge.json().message).toBe(m.tooLarge(t.config.uploadMaxBytes))
    const none = await uploadAdminFile(t, staff.cookie, '/catalogue/import', 'sku\n', 'notes')
    expect([none.statusCode, none.json().message]).toEqual([400, m.missingFile])
  })

  it('imports only what was checked: a pack saved since the dry run makes the import a 409 that writes nothing', async () => {
    const [header, ...body] = table(await exported())
    const h = (name: string) => col(header!, name)
    const row = body.find((r) => r[h('product_id')] === '104')!
    row[h('price')] = '1.00'
    const csv = toText([header!, row])
    const checked = await preview(csv)
    const { fingerprint } = checked.json().data as { fingerprint: string }
    expect(fingerprint).toMatch(/^[\w-]{22}$/)
    // meanwhile someone changes the same product's MRP on its form
    const product = (await adminCall(t, 'GET', '/products/104', staff.cookie)).json().data
    const saved = await adminCall(t, 'PATCH', '/products/104', staff.cookie, {
      actual_price: product.actual_price + 10,
      version: product.version,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const before = await snapshot()
    const stale = await uploadAdminFile(t, staff.cookie, `/catalogue/import?expect=${fingerprint}`, csv)
    expect([stale.statusCode, stale.json().message]).toEqual([409, m.changedSince])
    expect(await snapshot()).toEqual(before)
    // checked again: the MRP change is shown, and the import goes through
    const again = (await preview(csv)).json().data as Plan & { fingerprint: string }
    expect(again.rows[0]!.changes.map((c) => c.field).sort()).toEqual(['mrp', 'price'])
    const ok = await uploadAdminFile(t, staff.cookie, `/catalogue/import?expect=${again.fingerprint}`, csv)
    expect(ok.statusCode, ok.body).toBe(200)
  })

  it('reads back a name the export guarded against spreadsheet formulas', async () => {
    const created = await adminCall(t, 'POST', '/products', staff.cookie, {
      name: '=Chilli Flakes',
      category: 'Herbs',
      price: 99,
      actual_price: 120,
      size: '50g',
      hsn_code: '0904',
      gst_rate: 5,
    })
    expect(created.statusCode, created.body).toBe(200)
    const csv = await exported()
    expect(csv).toContain(",'=Chilli Flakes,")
    const plan = await planOf(csv)
    expect(plan.errors).toEqual([])
    expect(plan.counts.updated).toBe(0)
  })
})
