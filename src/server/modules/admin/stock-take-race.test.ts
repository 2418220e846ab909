import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { addOperator, type TestOperator } from '#server/testing/admin-helpers.ts'
import { freshIp, signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, HYDERABAD } from '#server/testing/checkout-helpers.ts'
import { pgQuery as query } from '#server/testing/pg-databases.ts'
import type { TestContext } from '#server/testing/test-app.ts'
import { type TwoProcesses, twoProcesses } from '#server/testing/two-processes.ts'
import { type FreshReply, requestFresh } from '#server/testing/workers.ts'
import type { ShopProcess } from '../../../../scripts/lib/shop-process.ts'

// A stock take racing shoppers (decision 042), where it matters: real PostgreSQL, the shop run with WORKERS=2. 20
// shoppers buy a product while staff apply stock takes of it and of a second product, each on a fresh connection
// (so on either process). Whatever the interleaving: every stock take is applied whole, each product's ledger is a
// chain (each row's balance = the previous balance + its change), on hand = the ledger's sum, and each stock take's
// correction leaves exactly the counted figure.
const adminUrl = inject('pgAdminUrl')
const SHOPPERS = 20
const TAKES = 8

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe.skipIf(!adminUrl)('a stock take racing shoppers: WORKERS=2 on PostgreSQL', () => {
  let race: TwoProcesses | undefined
  let url = ''
  let t: TestContext
  let shop: ShopProcess | undefined
  let staff: TestOperator
  let shoppers: TestUser[]
  let addresses: string[]
  let sold = 0
  let other = 0

  const staffCall = (method: string, path: string, body?: unknown): Promise<FreshReply> =>
    race!.call(method, `/api/admin/v1${path}`, { cookie: staff.cookie, body })

  beforeAll(async () => {
    race = await twoProcesses('shop_stocktake')
    ;({ url, t } = race)
    staff = await addOperator(t, { role: 'staff' })
    shop = await race.start()
    for (const [name, stock] of [
      ['Little Millet Poha', 30],
      ['Brahmi Leaf Powder', 15],
    ] as const) {
      const created = await staffCall('POST', '/products', {
        name,
        category: 'Superfoods',
        price: 120,
        actual_price: 150,
        stock,
        size: '250g',
        hsn_code: '1904',
        gst_rate: 5,
      })
      expect(created.status, created.body).toBe(200)
      if (stock === 30) sold = JSON.parse(created.body).data.id
      else other = JSON.parse(created.body).data.id
    }
    shoppers = []
    for (let i = 0; i < SHOPPERS; i++) shoppers.push(await signUp(t))
    addresses = []
    for (const s of shoppers) {
      const add = await api(t, s, 'POST', '/cart/items', { product_id: sold, quantity: 1 })
      expect(add.statusCode, add.body).toBe(200)
      const estimate = await api(t, s, 'POST', '/cart/checkout/estimate-shipping', HYDERABAD)
      addresses.push(estimate.json().data.address_id)
    }
  }, 240_000)

  afterAll(async () => {
    await race?.close()
  })

  it('every stock take applied whole; each ledger a chain; on hand = the ledger sum; stock:verify passes', async () => {
    const buying = Promise.all(
      shoppers.map((s, i) =>
        requestFresh(`${shop!.base}/api/v1/payments/create-order`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${s.token}`,
            'x-forwarded-for': freshIp(),
          },
          body: JSON.stringify({
            first_name: 'Asha',
            last_name: 'Rao',
            mobile: '9848012345',
            shipping_address_id: addresses[i],
          }),
        }),
      ),
    )
    // staff count both shelves again and again while the orders come in; the second product listed first, so
    // the stock take's locks are taken in id order whatever order the lines come in
    const counts: { sold: number; other: number }[] = []
    const taking = (async () => {
      const replies: FreshReply[] = []
      for (let i = 0; i < TAKES; i++) {
        const count = { sold: 25 - i, other: 10 + i }
        counts.push(count)
        replies.push(
          await staffCall('POST', '/stock-take', {
            lines: [
              { product: other, counted: count.other },
              { product: sold, counted: count.sold },
            ],
            note: `round ${i}`,
          }),
        )
        await pause(5)
      }
      return replies
    })()
    const [orders, takes] = await Promise.all([buying, taking])

    for (const o of orders) expect([200, 409], o.body).toContain(o.status)
    expect(new Set(orders.map((o) => o.worker)).size).toBe(2)
    for (const r of takes) expect(r.status, r.body).toBe(200)
    expect(new Set(takes.map((r) => r.worker)).size).toBe(2)
    const placed = orders.filter((o) => o.status === 200).length

    for (const [id, opening] of [
      [sold, 30],
      [other, 15],
    ] as const) {
      const [row] = await query<{ stock: number }>(url, 'select stock from products where id = $1', [id])
      const ledger = await query<{
        change: number
        stock_after: number
        reason: string
        actor: string
        note: string
      }>(
        url,
        'select change, stock_after, reason, actor, note from stock_movements where product_id = $1 order by id',
        [id],
      )
      expect(ledger[0]).toMatchObject({ change: opening, stock_after: opening, reason: 'opening' })
      // a chain: no change lost between a sale and a count
      for (let i = 1; i < ledger.length; i++)
        expect(ledger[i]!.stock_after, JSON.stringify(ledger[i])).toBe(
          ledger[i - 1]!.stock_after + ledger[i]!.change,
        )
      expect(ledger.reduce((a, m) => a + m.change, 0)).toBe(row!.stock)
      expect(ledger.at(-1)!.stock_after).toBe(row!.stock)
      // each correction is a stock take's, by the counter, and leaves the counted figure
      const corrections = ledger.filter((m) => m.reason === 'correction')
      const key = id === sold ? 'sold' : 'other'
      for (const c of corrections) {
        expect(c.note).toMatch(/^stock take: round \d+$/)
        expect(c.stock_after).toBe(counts[Number(c.note.split(' ').at(-1))]![key])
        expect(c.actor).toMatch(/^Staff \d+$/)
      }
      if (id === sold) {
        const soldRows = ledger.filter((m) => m.reason === 'sold')
        expect(soldRows).toHaveLength(placed)
        expect(ledger).toHaveLength(1 + corrections.length + placed)
        console.info(
          `stock take race: ${placed} of ${SHOPPERS} sold, ${corrections.length} corrections of ${TAKES} takes, on hand ${row!.stock}; takes served by ${[...new Set(takes.map((r) => r.worker))].join(' and ')}`,
        )
      } else {
        expect(corrections).toHaveLength(TAKES)
        expect(row!.stock).toBe(counts.at(-1)!.other)
      }
    }
    expect(await t.app.catalogue.verifyStockLedger()).toEqual([])
  }, 180_000)
})
