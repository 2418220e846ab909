import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { addOperator, type TestOperator } from '#server/testing/admin-helpers.ts'
import { freshIp, signUp } from '#server/testing/auth-helpers.ts'
import { api, HYDERABAD, payWithCard } from '#server/testing/checkout-helpers.ts'
import { pgQuery as query } from '#server/testing/pg-databases.ts'
import { TEST_ORIGIN, type TestContext } from '#server/testing/test-app.ts'
import { type TwoProcesses, twoProcesses } from '#server/testing/two-processes.ts'
import { requestFresh } from '#server/testing/workers.ts'
import type { ShopProcess } from '../../../../scripts/lib/shop-process.ts'

// The courier adapter under concurrency (decision 046), on real PostgreSQL with the shop run as WORKERS=2: for each
// of several booked orders, Shiprocket's 'DELIVERED' webhook and staff's *Mark delivered* arrive at once on two
// processes. Whichever wins, the order is delivered once: one delivered time, one delivered mail, the courier's
// update on the timeline once; the loser is answered as the order is (the webhook 200, staff 200 or 409).
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
  const booked: { id: string; awb: string }[] = []

  beforeAll(async () => {
    race = await twoProcesses('shop_courier', { env: ENV })
    ;({ url, t } = race)
    staff = await addOperator(t, { role: 'staff' })
    const buyer = await signUp(t)
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
    for (const b of res.json().data.booked) booked.push({ id: b.order_id, awb: b.awb })
    expect(booked).toHaveLength(ORDERS)
    shop = await race.start()
  }, 240_000)

  afterAll(async () => {
    await race?.close()
  })

  it('each order is delivered once: one delivered mail, one courier line, both callers answered', async () => {
    const workers = new Set<string>()
    const replies = await Promise.all(
      booked.flatMap(({ id, awb }) => [
        requestFresh(`${shop!.base}/api/v1/shipping/shiprocket/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': TOKEN },
          body: JSON.stringify({
            awb,
            current_status: 'DELIVERED',
            current_timestamp: '28 11 2026 15:10:00',
          }),
        }).then((r) => ({ kind: 'webhook', r })),
        requestFresh(`${shop!.base}/api/admin/v1/orders/${id}/deliver`, {
          method: 'POST',
          headers: { origin: TEST_ORIGIN, cookie: staff.cookie, 'x-forwarded-for': freshIp() },
        }).then((r) => ({ kind: 'staff', r })),
      ]),
    )
    for (const { kind, r } of replies) {
      if (r.worker) workers.add(r.worker)
      if (kind === 'webhook') expect(r.status, r.body).toBe(200)
      else expect([200, 409], r.body).toContain(r.status)
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
  })
})
