import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { returnMessages } from '#domain/returns.ts'
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

// The courier adapter under concurrency (decision 046), on real PostgreSQL with the shop run as WORKERS=2: for each
// of several booked orders, Shiprocket's 'DELIVERED' webhook, staff's *Mark delivered* and the shopper's return
// request (decision 056) arrive at once on two processes. Whichever wins, the order is delivered once: one delivered
// time, one delivered mail, the courier's update on the timeline once; the loser is answered as the order is (the
// webhook 200, staff 200 or 409, the return 200 or 409 'not delivered yet'). The returns then received and refunded
// on both processes at once, with the courier's DELIVERED replayed, give one credit note per return and stock equal
// to the ledger.
const adminUrl = inject('pgAdminUrl')
const TOKEN = 'race-webhook-token'
const ORDERS = 6
const ENV = { COURIER: 'shiprocket', SHIPROCKET_WEBHOOK_TOKEN: TOKEN }

describe.skipIf(!adminUrl)('delivered by the courier and by staff at once: WORKERS=2 on PostgreSQL', () => {
  let race: TwoProcesses | undefined
  let url = ''
  let t: TestContext
  let shop: ShopProcess | undefined
  let staff: TestOperator
  let buyer: TestUser
  const booked: { id: string; awb: string; packId: number }[] = []

  const webhook = (awb: string) =>
    requestFresh(`${shop!.base}/api/v1/shipping/shiprocket/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': TOKEN },
      body: JSON.stringify({ awb, current_status: 'DELIVERED', current_timestamp: '28 11 2026 15:10:00' }),
    })
  const admin = (path: string, body?: unknown) =>
    requestFresh(`${shop!.base}/api/admin/v1${path}`, {
      method: 'POST',
      headers: {
        origin: TEST_ORIGIN,
        cookie: staff.cookie,
        'x-forwarded-for': freshIp(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  const askReturn = (id: string, packId: number) =>
    requestFresh(`${shop!.base}/api/v1/orders/${id}/returns`, {
      method: 'POST',
      headers: { ...bearer(buyer.token), 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: JSON.stringify({ reason: 'damaged', items: [{ product_id: 101, pack_id: packId, quantity: 1 }] }),
    })

  beforeAll(async () => {
    race = await twoProcesses('shop_courier', { env: ENV })
    ;({ url, t } = race)
    staff = await addOperator(t, { role: 'staff' })
    buyer = await signUp(t)
    const ids: string[] = []
    for (let i = 0; i < ORDERS; i++) {
      expect((await api(t, buyer, 'POST', '/cart/items', { product_id: 101, quantity: 1 })).statusCode).toBe(
        200,
      )
      const estimate = await api(t, buyer, 'POST', '/cart/checkout/estimate-shipping', {
        first_name: 'Asha',
        last_name: 'Rao',
        mobile: '9848012345',
        ...HYDERABAD,
      })
      const created = await api(t, buyer, 'POST', '/payments/create-order', {
        first_name: 'Asha',
        last_name: 'Rao',
        mobile: '9848012345',
        shipping_address_id: estimate.json().data.address_id,
        shipping_service_level: 'standard',
      })
      expect(created.statusCode, created.body).toBe(200)
      const c = created.json().data
      const pay = await payWithCard(t, c.key_id, c.order_id)
      expect((await api(t, buyer, 'POST', '/payments/verify', pay.json())).statusCode).toBe(200)
      ids.push(c.shop_order_id)
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/orders/book-shipments',
      headers: { cookie: staff.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ order_ids: ids }),
    })
    expect(res.statusCode, res.body).toBe(200)
    for (const b of res.json().data.booked) {
      const items = await api(t, buyer, 'GET', `/orders/${b.order_id}/returns`)
      expect(items.statusCode, items.body).toBe(200)
      booked.push({ id: b.order_id, awb: b.awb, packId: items.json().data.items[0].pack_id })
    }
    expect(booked).toHaveLength(ORDERS)
    shop = await race.start()
  }, 240_000)

  afterAll(async () => {
    await race?.close()
  })

  it('each order is delivered once, with one return: one delivered mail, one courier line, one credit note', async () => {
    const workers = new Set<string>()
    const replies = await Promise.all(
      booked.flatMap(({ id, awb, packId }) => [
        webhook(awb).then((r) => ({ id, kind: 'webhook', r })),
        admin(`/orders/${id}/deliver`).then((r) => ({ id, kind: 'staff', r })),
        askReturn(id, packId).then((r) => ({ id, kind: 'return', r })),
      ]),
    )
    const returnIds = new Map<string, string>()
    for (const { id, kind, r } of replies) {
      if (r.worker) workers.add(r.worker)
      if (kind === 'webhook') expect(r.status, r.body).toBe(200)
      else if (kind === 'staff') expect([200, 409], r.body).toContain(r.status)
      else if (r.status === 200) returnIds.set(id, JSON.parse(r.body).data.id)
      else {
        // asked before the delivery committed: refused in the shop's words, nothing kept
        expect(r.status, r.body).toBe(409)
        expect(JSON.parse(r.body).message).toBe(returnMessages.notDelivered)
      }
    }
    expect(workers.size).toBe(2)
    const ids = booked.map((b) => b.id)
    const rows = await query<{
      id: string
      status: string
      delivered_at: Date | null
      courier_status: string
    }>(url, 'select id, status, delivered_at, courier_status from orders where id = any($1)', [ids])
    for (const r of rows) {
      expect(r.status).toBe('delivered')
      expect(r.delivered_at).not.toBeNull()
      expect(r.courier_status).toBe('Delivered')
    }
    const mails = await query<{ order_id: string; n: string }>(
      url,
      "select order_id, count(*) as n from notifications where kind = 'order_delivered' and order_id = any($1) group by order_id",
      [ids],
    )
    expect(mails).toHaveLength(ORDERS)
    for (const m of mails) expect(Number(m.n)).toBe(1)
    const lines = await query<{ n: string }>(
      url,
      "select count(*) as n from courier_events where status = 'Delivered' and order_id = any($1)",
      [ids],
    )
    expect(Number(lines[0]?.n)).toBe(ORDERS)

    // A return refused as too early is asked again, now the order is delivered; one return per order either way.
    for (const { id, packId } of booked)
      if (!returnIds.has(id)) {
        const again = await askReturn(id, packId)
        expect(again.status, again.body).toBe(200)
        returnIds.set(id, JSON.parse(again.body).data.id)
      }
    for (const rid of returnIds.values())
      expect((await admin(`/returns/${rid}/approve`, {})).status).toBe(200)
    const settle = await Promise.all(
      booked.flatMap(({ id, awb, packId }) => {
        const rid = returnIds.get(id)!
        const receive = () =>
          admin(`/returns/${rid}/receive`, {
            items: [{ product_id: 101, pack_id: packId, restock: 1, written_off: 0 }],
          })
        return [receive(), receive(), webhook(awb)]
      }),
    )
    for (const r of settle) expect(r.status, r.body).toBe(200)
    const refunds = await Promise.all(
      [...returnIds.values()].flatMap((rid) => [
        admin(`/returns/${rid}/refund`, {}),
        admin(`/returns/${rid}/refund`, {}),
      ]),
    )
    for (const r of refunds) expect(r.status, r.body).toBe(200)

    const after = await query<{ status: string; n: string }>(
      url,
      'select status, count(*) as n from orders where id = any($1) group by status',
      [ids],
    )
    expect(after.map((a) => [a.status, Number(a.n)])).toEqual([['delivered', ORDERS]])
    await expectOneRefundedReturnEach(url, ids)
    const returned = await query<{ n: string }>(
      url,
      "select coalesce(sum(change), 0) as n from stock_movements where order_id = any($1) and reason = 'returned'",
      [ids],
    )
    expect(Number(returned[0]?.n)).toBe(ORDERS)
    expect((await verifyStock(t.database.db)).ok).toBe(true)
    const delivered = await query<{ n: string }>(
      url,
      "select count(*) as n from notifications where kind = 'order_delivered' and order_id = any($1)",
      [ids],
    )
    expect(Number(delivered[0]?.n)).toBe(ORDERS)
  })
})
