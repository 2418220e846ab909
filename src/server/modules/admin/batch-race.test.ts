import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { addOperator, type TestOperator } from '#server/testing/admin-helpers.ts'
import { freshIp, signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, HYDERABAD } from '#server/testing/checkout-helpers.ts'
import { pgQuery as query } from '#server/testing/pg-databases.ts'
import type { TestContext } from '#server/testing/test-app.ts'
import { type TwoProcesses, twoProcesses } from '#server/testing/two-processes.ts'
import { type FreshReply, requestFresh } from '#server/testing/workers.ts'
import type { ShopProcess } from '../../../../scripts/lib/shop-process.ts'

// Batches under sales (decision 052), where it matters: real PostgreSQL, the shop with WORKERS=2, 20 shoppers buying
// while staff receive batches and take damaged packs away. Whatever the interleaving: every receipt is recorded,
// the batches never hold more than the pack, each batch's remaining is its ledger rows' sum, every unit an order
// holds is allocated to a batch or to unbatched stock exactly once, and stock:verify passes.
const adminUrl = inject('pgAdminUrl')
const SHOPPERS = 20
const OPENING = 4
const BATCHES = 6
const PER_BATCH = 3

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

describe.skipIf(!adminUrl)('batches under sales and receipts: WORKERS=2 on PostgreSQL', () => {
  let race: TwoProcesses | undefined
  let url = ''
  let t: TestContext
  let shop: ShopProcess | undefined
  let owner: TestOperator
  let shoppers: TestUser[]
  let addresses: string[]
  let productId = 0

  const staffCall = (method: string, path: string, body?: unknown): Promise<FreshReply> =>
    race!.call(method, `/api/admin/v1${path}`, { cookie: owner.cookie, body })

  beforeAll(async () => {
    race = await twoProcesses('shop_batches')
    ;({ url, t } = race)
    owner = await addOperator(t, { role: 'owner' })
    shop = await race.start()
    const created = await staffCall('POST', '/products', {
      name: 'Foxtail Millet Rava',
      category: 'Superfoods',
      price: 160,
      actual_price: 200,
      stock: OPENING,
      size: '500g',
      hsn_code: '1904',
      gst_rate: 5,
    })
    expect(created.status, created.body).toBe(200)
    productId = JSON.parse(created.body).data.id
    shoppers = []
    for (let i = 0; i < SHOPPERS; i++) shoppers.push(await signUp(t))
    addresses = []
    for (const s of shoppers) {
      const add = await api(t, s, 'POST', '/cart/items', { product_id: productId, quantity: 1 })
      expect(add.statusCode, add.body).toBe(200)
      const estimate = await api(t, s, 'POST', '/cart/checkout/estimate-shipping', HYDERABAD)
      addresses.push(estimate.json().data.address_id)
    }
  }, 240_000)

  afterAll(async () => {
    await race?.close()
  })

  it('every receipt recorded; batches ≤ on hand; each batch = its ledger rows; each unit allocated once; stock:verify passes', async () => {
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
    const receiving = (async () => {
      const replies: FreshReply[] = []
      for (let i = 0; i < BATCHES; i++) {
        replies.push(
          await staffCall('POST', `/products/${productId}/stock`, {
            change: PER_BATCH,
            reason: 'received',
            // later receipts expire earlier: sales switch to them as they arrive
            batch: {
              lot: `FX-${i}`,
              packed_on: day(-5),
              best_before: day(300 - i * 20),
              source_kind: 'farmer_group',
              source_name: 'Chittoor millet growers’',
              source_district: 'Chittoor',
              source_state: 'Andhra Pradesh',
            },
          }),
        )
        // and a damaged pack now and then, of no batch named
        if (i % 3 === 2)
          replies.push(
            await staffCall('POST', `/products/${productId}/stock`, { change: -1, reason: 'damaged' }),
          )
      }
      return replies
    })()
    const [orders, staff] = await Promise.all([buying, receiving])
    for (const o of orders) expect([200, 409], o.body).toContain(o.status)
    expect(new Set(orders.map((o) => o.worker)).size).toBe(2)
    const receipts = staff.filter((r) => r.body.includes('"received"'))
    expect(receipts.map((r) => r.status)).toEqual(Array(BATCHES).fill(200))
    for (const r of staff) expect([200, 409], r.body).toContain(r.status)
    const sold = orders.filter((o) => o.status === 200).length

    const [pack] = await query<{ id: number; stock: number }>(
      url,
      'select id, stock from product_packs where product_id = $1',
      [productId],
    )
    const batches = await query<{ id: number; lot: string; received: number; remaining: number }>(
      url,
      'select id, lot, received, remaining from batches where pack_id = $1 order by id',
      [pack!.id],
    )
    expect(batches.map((b) => [b.lot, b.received])).toEqual(
      Array.from({ length: BATCHES }, (_, i) => [`FX-${i}`, PER_BATCH]),
    )
    const inBatches = batches.reduce((n, b) => n + b.remaining, 0)
    expect(inBatches).toBeLessThanOrEqual(pack!.stock)
    // every unit an order holds came from a batch (its allocation) or from unbatched stock (a sold row of no batch)
    const [units] = await query<{ allocated: number; unbatched: number; held: number }>(
      url,
      `select
         (select coalesce(sum(a.quantity), 0)::int from order_item_batches a where a.pack_id = $1) as allocated,
         (select coalesce(-sum(m.change), 0)::int from stock_movements m
           where m.pack_id = $1 and m.order_id is not null and m.batch_id is null and m.reason in ('sold', 'released')) as unbatched,
         (select coalesce(sum(i.quantity), 0)::int from order_items i join orders o on o.id = i.order_id
           where i.pack_id = $1 and o.status not in ('cancelled', 'expired')) as held`,
      [pack!.id],
    )
    expect(units!.held).toBe(sold)
    expect(units!.allocated + units!.unbatched).toBe(sold)
    // each batch: received − what orders hold of it − damaged taken from it = remaining (and its ledger's sum)
    console.info(
      `batch race: ${sold} of ${SHOPPERS} sold (${units!.allocated} from batches, ${units!.unbatched} unbatched), batches left ${batches.map((b) => b.remaining).join(' ')}, on hand ${pack!.stock}`,
    )
    expect(await t.app.catalogue.verifyBatches()).toEqual([])
    expect(await t.app.catalogue.verifyStockLedger()).toEqual([])
  }, 120_000)
})
