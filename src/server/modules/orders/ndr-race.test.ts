import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { addOperator, type TestOperator } from '#server/testing/admin-helpers.ts'
import { signUp } from '#server/testing/auth-helpers.ts'
import { api, HYDERABAD, payWithCard } from '#server/testing/checkout-helpers.ts'
import { pgQuery as query } from '#server/testing/pg-databases.ts'
import { TEST_ORIGIN, type TestContext } from '#server/testing/test-app.ts'
import { type TwoProcesses, twoProcesses } from '#server/testing/two-processes.ts'
import { requestFresh } from '#server/testing/workers.ts'
import type { ShopProcess } from '../../../../scripts/lib/shop-process.ts'

// Failed deliveries under concurrency (decision 046 amended), on real PostgreSQL with the shop run as WORKERS=2 and
// the owner's limit at one attempt: for each of several booked orders, the same UNDELIVERED webhook reaches both
// processes at once. The attempt counts once, the return becomes due once, and the courier is asked to return the
// parcel exactly once (the stand-in keeps every NDR action it was sent).
const adminUrl = inject('pgAdminUrl')
const TOKEN = 'ndr-race-webhook-token'
const ORDERS = 5
const ENV = { COURIER: 'shiprocket', SHIPROCKET_WEBHOOK_TOKEN: TOKEN }

describe.skipIf(!adminUrl)('one failed delivery on two processes at once: WORKERS=2 on PostgreSQL', () => {
  let race: TwoProcesses | undefined
  let url = ''
  let t: TestContext
  let shop: ShopProcess | undefined
  let staff: TestOperator
  const booked: { id: string; awb: string }[] = []

  const admin = (method: string, path: string, cookie: string, body?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url: `/api/admin/v1${path}`,
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    })

  beforeAll(async () => {
    race = await twoProcesses('shop_ndr', { env: ENV })
    ;({ url, t } = race)
    staff = await addOperator(t, { role: 'staff' })
    const owner = await addOperator(t, { role: 'owner' })
    const { version } = (await admin('GET', '/settings', owner.cookie)).json().data
    const saved = await admin('PATCH', '/settings', owner.cookie, {
      version,
      delivery: { ndr_attempts_before_rto: 1 },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const buyer = await signUp(t)
    const ids: string[] = []
    for (let i = 0; i < ORDERS; i++) {
      expect((await api(t, buyer, 'POST', '/cart/items', { product_id: 101, quantity: 1 })).statusCode).toBe(
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
      ids.push(c.shop_order_id)
    }
    const res = await admin('POST', '/orders/book-shipments', staff.cookie, { order_ids: ids })
    expect(res.statusCode, res.body).toBe(200)
    for (const b of res.json().data.booked) booked.push({ id: b.order_id, awb: b.awb })
    expect(booked).toHaveLength(ORDERS)
    // at the courier, the parcels failed delivery (the stand-in's own book: the webhooks below tell the shop)
    await query(url, "update test_courier_shipments set status = 'UNDELIVERED' where awb = any($1)", [
      booked.map((b) => b.awb),
    ])
    shop = await race.start()
  }, 240_000)

  afterAll(async () => {
    await race?.close()
  })

  it('counts the attempt once and asks the courier for the return once per order', async () => {
    const workers = new Set<string>()
    const replies = await Promise.all(
      booked.flatMap(({ awb }) =>
        [0, 1].map(() =>
          requestFresh(`${shop!.base}/api/v1/shipping/shiprocket/webhook`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-api-key': TOKEN },
            body: JSON.stringify({
              awb,
              current_status: 'UNDELIVERED',
              current_timestamp: '28 11 2026 15:10:00',
              scans: [{ activity: 'UNDELIVERED - Consignee refused to accept' }],
            }),
          }),
        ),
      ),
    )
    for (const r of replies) {
      if (r.worker) workers.add(r.worker)
      expect(r.status, r.body).toBe(200)
    }
    expect(workers.size).toBe(2)
    const ids = booked.map((b) => b.id)
    type Row = {
      id: string
      ndr_attempts: number
      ndr_reason: string
      rto_due_at: Date | null
      rto_requested_at: Date | null
    }
    let rows: Row[] = []
    for (let i = 0; i < 100; i++) {
      rows = await query<Row>(
        url,
        'select id, ndr_attempts, ndr_reason, rto_due_at, rto_requested_at from orders where id = any($1)',
        [ids],
      )
      if (rows.every((r) => r.rto_requested_at)) break
      await new Promise((r) => setTimeout(r, 100))
    }
    expect(rows).toHaveLength(ORDERS)
    for (const r of rows)
      expect(r).toMatchObject({
        ndr_attempts: 1,
        ndr_reason: 'Consignee refused to accept',
        rto_due_at: expect.any(Date),
        rto_requested_at: expect.any(Date),
      })
    const actions = await query<{ awb: string; actions: { action: string }[] }>(
      url,
      'select awb, ndr_actions as actions from test_courier_shipments where awb = any($1)',
      [booked.map((b) => b.awb)],
    )
    for (const a of actions) expect(a.actions.map((x) => x.action)).toEqual(['return'])
    const lines = await query<{ n: string }>(
      url,
      "select count(*) as n from courier_events where status like 'Delivery failed%' and order_id = any($1)",
      [ids],
    )
    expect(Number(lines[0]?.n)).toBe(ORDERS)
  })
})
