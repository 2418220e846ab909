import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { catalogueCsvMessages as m } from '#domain/catalogue-csv.ts'
import { addOperator, adminCall, type TestOperator, uploadAdminFile } from '#server/testing/admin-helpers.ts'
import { freshIp } from '#server/testing/auth-helpers.ts'
import { pgQuery as query } from '#server/testing/pg-databases.ts'
import { TEST_ORIGIN } from '#server/testing/test-app.ts'
import { type TwoProcesses, twoProcesses } from '#server/testing/two-processes.ts'
import { type FreshReply, requestFresh } from '#server/testing/workers.ts'

// The catalogue import (decision 053) clicked twice at once, and racing a product saved by hand, on real PostgreSQL
// with the shop run as WORKERS=2: the same checked file sent to both processes at once creates its products and
// packs once (one import applies; the other finds the catalogue changed since its dry run and writes nothing); an
// import racing a save of a product it changes either applies before the save or is refused, never half.
const adminUrl = inject('pgAdminUrl')
const BOUNDARY = '----race-upload-boundary'
const HEADER =
  'sku,product_id,name,category,size,price,mrp,weight_grams,barcode,active,stock_status,hsn_code,gst_rate,stock'

describe.skipIf(!adminUrl)('the catalogue import raced: WORKERS=2 on PostgreSQL', () => {
  let race: TwoProcesses | undefined
  let url = ''
  let owner: TestOperator

  const importOn = (file: string, fingerprint: string): Promise<FreshReply> =>
    requestFresh(
      `${race!.shop().base}/api/admin/v1/catalogue/import?expect=${encodeURIComponent(fingerprint)}`,
      {
        method: 'POST',
        headers: {
          origin: TEST_ORIGIN,
          cookie: owner.cookie,
          'x-forwarded-for': freshIp(),
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
        body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="catalogue.csv"\r\nContent-Type: text/csv\r\n\r\n${file}\r\n--${BOUNDARY}--\r\n`,
      },
    )
  const fingerprintOf = async (file: string) => {
    const res = await uploadAdminFile(race!.t, owner.cookie, '/catalogue/import/preview', file)
    expect(res.statusCode, res.body).toBe(200)
    const plan = res.json().data
    expect(plan.errors).toEqual([])
    return plan.fingerprint as string
  }

  beforeAll(async () => {
    race = await twoProcesses('shop_csv_race')
    url = race.url
    owner = await addOperator(race.t, { role: 'owner' })
    await race.start()
  }, 240_000)

  afterAll(async () => {
    await race?.close()
  })

  it('the same checked file twice at once: its products and packs made once, the other import refused whole', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => {
      const n = String(i).padStart(2, '0')
      return [
        `RACE-${n}-100G,,Race Herb ${n},Herbs,100g,120.00,150.00,110,,yes,In Stock,1211,5,`,
        `RACE-${n}-250G,,Race Herb ${n},Herbs,250g,260.00,300.00,265,,yes,In Stock,1211,5,`,
      ]
    }).flat()
    const file = `${HEADER}\r\n${rows.join('\r\n')}\r\n`
    const fingerprint = await fingerprintOf(file)
    const replies = await Promise.all([0, 1, 2, 3].map(() => importOn(file, fingerprint)))
    const workers = new Set(replies.map((r) => r.worker))
    expect(workers.size).toBe(2)
    const statuses = replies.map((r) => r.status).sort()
    expect(statuses, replies.map((r) => r.body).join('\n')).toEqual([200, 409, 409, 409])
    for (const r of replies.filter((x) => x.status === 409))
      expect(JSON.parse(r.body).message).toBe(m.changedSince)
    const made = await query<{ n: string; products: string }>(
      url,
      "select count(*) as n, count(distinct product_id) as products from product_packs where sku like 'RACE-%'",
    )
    expect(made[0]).toEqual({ n: '40', products: '20' })
    const names = await query<{ n: string }>(
      url,
      "select count(*) as n from products where name like 'Race Herb %'",
    )
    expect(Number(names[0]?.n)).toBe(20)
    // new packs open at 0, through no ledger row: stock equals the ledger
    const ledger = await query<{ sku: string; stock: number; moved: string | null }>(
      url,
      `select k.sku, k.stock, (select sum(m.change) from stock_movements m where m.pack_id = k.id) as moved
       from product_packs k where k.sku like 'RACE-%'`,
    )
    for (const p of ledger) expect([p.stock, Number(p.moved ?? 0)], p.sku).toEqual([0, 0])
  })

  it('an import racing a save of a product it changes: the import whole or refused whole, never half', async () => {
    const { t } = race!
    const product = (await adminCall(t, 'GET', '/products/102', owner.cookie)).json().data
    const csv = (await adminCall(t, 'GET', '/catalogue.csv', owner.cookie)).body
    const lines = csv.trim().split(/\r?\n/)
    const header = lines[0]!.split(',')
    const at = (name: string) => header.indexOf(name)
    // every pack of product 102 and 103 one rupee dearer
    const changed = lines.slice(1).map((line) => {
      const cells = line.split(',')
      if (cells[at('product_id')] === '102' || cells[at('product_id')] === '103') {
        const price = Number(cells[at('price')]) + 1
        cells[at('price')] = price.toFixed(2)
        if (Number(cells[at('mrp')]) < price) cells[at('mrp')] = price.toFixed(2)
      }
      return cells.join(',')
    })
    const file = `${lines[0]}\r\n${changed.join('\r\n')}\r\n`
    const fingerprint = await fingerprintOf(file)
    const before = await query<{ product_id: number; price_paise: number }>(
      url,
      'select product_id, price_paise from product_packs where product_id in (102, 103) order by id',
    )
    const [imported, saved] = await Promise.all([
      importOn(file, fingerprint),
      requestFresh(`${race!.shop().base}/api/admin/v1/products/102`, {
        method: 'PATCH',
        headers: {
          origin: TEST_ORIGIN,
          cookie: owner.cookie,
          'x-forwarded-for': freshIp(),
          'content-type': 'application/json',
        },
        body: JSON.stringify({ version: product.version, description: `${product.description} Sun-dried.` }),
      }),
    ])
    expect([200, 409], imported.body).toContain(imported.status)
    // the hand save: first (then the import, which does not change its fields, applies too) or after the import,
    // which raised the product's version: refused as stale, its edits kept in the form (decision 040)
    expect([200, 409], saved.body).toContain(saved.status)
    if (saved.status === 409) expect(JSON.parse(saved.body).reason).toBe('stale_version')
    const after = await query<{ product_id: number; price_paise: number }>(
      url,
      'select product_id, price_paise from product_packs where product_id in (102, 103) order by id',
    )
    const moved = after.map((p, i) => p.price_paise - before[i]!.price_paise)
    // all the import's prices or none of them
    expect(moved.every((d) => d === 100) || moved.every((d) => d === 0), String(moved)).toBe(true)
    expect(moved[0] === 100).toBe(imported.status === 200)
  })
})
