import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { addOperator, type TestOperator } from '#server/testing/admin-helpers.ts'
import { bearer, freshIp, signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, HYDERABAD, payWithCard } from '#server/testing/checkout-helpers.ts'
import { pgQuery as query } from '#server/testing/pg-databases.ts'
import { expectOneRefundedReturnEach } from '#server/testing/return-checks.ts'
import { TEST_ORIGIN, type TestContext } from '#server/testing/test-app.ts'
import { type TwoProcesses, twoProcesses } from '#server/testing/two-processes.ts'
import { requestFresh } from '#server/testing/workers.ts'
import type { ShopProcess } from '../../../../scripts/lib/shop-process.ts'
import { verifyStock } from '../catalogue/stock-verify.ts'

// Shopper returns under concurrency (decision 056), on real PostgreSQL with the shop run as WORKERS=2: two requests
// of the same shopper for the same units at once on two processes are one return and one refusal; staff's receive and
// refund clicked twice at once on two processes move the stock once and issue one credit note per return; stock on
// hand equals the ledger.
const adminUrl = inject('pgAdminUrl')
const ORDERS = 4

describe.skipIf(!adminUrl)('returns raced on two processes: WORKERS=2 on PostgreSQL', () => {
  let race: TwoProcesses | undefined
  let url = ''
  let t: TestContext
  let shop: ShopProcess | undefined
  let staff: TestOperator
  let buyer: TestUser
  const orders: { id: string; packId: number }[] = []

  const admin = (path: string, body: unknown = {}) =>
    requestFresh(`${shop!.base}/api/admin/v1${path}`, {
      method: 'POST',
      headers: {
        origin: TEST_ORIGIN,
        cookie: staff.cookie,
        'content-type': 'application/json',
        'x-forwarded-for': freshIp(),
      },
      body: JSON.stringify(body),
    })

  beforeAll(async () => {
    race = await twoProcesses('shop_returns')
    ;({ url, t } = race)
    staff = await addOperator(t, { role: 'manager' })
    buyer = await signUp(t)
    const act = (id: string, a: string, body: unknown = {}) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/v1/orders/${id}/${a}`,
        headers: { cookie: staff.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      })
    for (let i = 0; i < ORDERS; i++) {
      expect((await api(t, buyer, 'POST', '/cart/items', { product_id: 101, quantity: 2 })).statusCode).toBe(
        200,
      )
      const person = { first_name: 'Asha', last_name: 'Rao', mobile: '9848012345' }
      const estimate = await api(t, buyer, 'POST', '/cart/checkout/estimate-shipping', {
        ...person,
        ...HYDERABAD,
      })
      const created = await api(t, buyer, 'POST', '/payments/create-order', {
        ...person,
        shipping_address_id: estimate.json().data.address_id,
        shipping_service_level: 'standard',
      })
      expect(created.statusCode, created.body).toBe(200)
      const c = created.json().data
      const pay = await payWithCard(t, c.key_id, c.order_id)
      expect((await api(t, buyer, 'POST', '/payments/verify', pay.json())).statusCode).toBe(200)
      for (const [a, body] of [
        ['pack', {}],
        ['ship', { carrier: 'Delhivery', waybill: `DLV77${i}0000${i}` }],
        ['deliver', {}],
      ] as const)
        expect((await act(c.shop_order_id, a, body)).statusCode).toBe(200)
      const r = await api(t, buyer, 'GET', `/orders/${c.shop_order_id}/returns`)
      orders.push({ id: c.shop_order_id, packId: r.json().data.items[0].pack_id })
    }
    shop = await race.start()
  }, 240_000)

  afterAll(async () => {
    await race?.close()
  })

  it('two requests for the same units at once: one return, one refusal; receive and refund twice: one credit note', async () => {
    const workers = new Set<string>()
    const asks = await Promise.all(
      orders.flatMap(({ id, packId }) =>
        [0, 1].map(() =>
          requestFresh(`${shop!.base}/api/v1/orders/${id}/returns`, {
            method: 'POST',
            headers: {
              ...bearer(buyer.token),
              'content-type': 'application/json',
              'x-forwarded-for': freshIp(),
            },
            body: JSON.stringify({
              reason: 'damaged',
              items: [{ product_id: 101, pack_id: packId, quantity: 2 }],
            }),
          }).then((r) => ({ id, r })),
        ),
      ),
    )
    for (const { r } of asks) if (r.worker) workers.add(r.worker)
    const returnIds: string[] = []
    for (const { id } of orders) {
      const mine = asks.filter((a) => a.id === id).map((a) => a.r)
      expect(mine.map((r) => r.status).sort(), mine.map((r) => r.body).join('\n')).toEqual([200, 409])
      returnIds.push(JSON.parse(mine.find((r) => r.status === 200)!.body).data.id)
    }
    expect(workers.size).toBe(2)

    for (const rid of returnIds) expect((await admin(`/returns/${rid}/approve`)).status).toBe(200)
    const receives = await Promise.all(
      returnIds.flatMap((rid, n) =>
        [0, 1].map(() =>
          admin(`/returns/${rid}/receive`, {
            items: [{ product_id: 101, pack_id: orders[n]!.packId, restock: 1, written_off: 1 }],
          }),
        ),
      ),
    )
    for (const r of receives) expect(r.status, r.body).toBe(200)
    const refunds = await Promise.all(
      returnIds.flatMap((rid) => [0, 1].map(() => admin(`/returns/${rid}/refund`))),
    )
    for (const r of refunds) expect(r.status, r.body).toBe(200)

    const ids = orders.map((o) => o.id)
    await expectOneRefundedReturnEach(url, ids)
    const moves = await query<{ reason: string; n: string }>(
      url,
      "select reason, sum(change) as n from stock_movements where order_id = any($1) and reason in ('returned', 'written_off') group by reason order by reason",
      [ids],
    )
    expect(moves.map((m) => [m.reason, Number(m.n)])).toEqual([
      ['returned', 2 * ORDERS],
      ['written_off', -ORDERS],
    ])
    const refundRows = await query<{ n: string }>(
      url,
      "select count(*) as n from order_refunds where order_id = any($1) and key like 'partial:%'",
      [ids],
    )
    expect(Number(refundRows[0]?.n)).toBe(ORDERS)
    expect((await verifyStock(t.database.db)).ok).toBe(true)
  })
})
