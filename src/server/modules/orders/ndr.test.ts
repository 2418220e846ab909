import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { indiaDayAfter } from '#domain/contracts/admin-ndr.ts'
import { ndrMessages } from '#domain/messages-ndr.ts'
import { addOperator, adminCall, type TestOperator } from '#server/testing/admin-helpers.ts'
import { signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, HYDERABAD, payWithCard } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { auditLog } from '../admin/tables.ts'
import { renderNotification } from '../notifications/mails.ts'
import type { NotificationPayload } from '../notifications/payloads.ts'
import { notifications } from '../notifications/tables.ts'
import { TEST_COURIER_PREFIX } from '../shipping/test-courier.ts'
import { testCourierShipments } from '../shipping/test-courier-tables.ts'
import { orders } from './tables.ts'

// Failed deliveries (NDR, decision 046 amended) against the built-in Shiprocket stand-in: the courier's UNDELIVERED
// webhook counted once per attempt (replayed, reordered), the shopper mailed per attempt, the back office's queue,
// staff's re-attempt and return reaching the courier with Shiprocket's payload, a courier down leaving the order
// as it was, bad input refused, and the automatic return after the owner's number of attempts asked once.
// Runs on PGlite and, with TEST_DATABASE=postgres, on PostgreSQL.

const TOKEN = 'webhook-token-for-ndr'
let t: TestContext
let staff: TestOperator
let owner: TestOperator
let viewer: TestOperator
let buyer: TestUser

beforeAll(async () => {
  t = await createTestApp({
    env: {
      COURIER: 'shiprocket',
      SHIPROCKET_WEBHOOK_TOKEN: TOKEN,
      COURIER_TIMEOUT_MS: '300',
      // WhatsApp's stand-in, for the shopper who asked for updates there
      WHATSAPP_APP_SECRET: 'whatsapp-secret-for-ndr',
      WHATSAPP_VERIFY_TOKEN: 'whatsapp-verify-for-ndr',
    },
  })
  staff = await addOperator(t, { role: 'staff' })
  owner = await addOperator(t, { role: 'owner' })
  viewer = await addOperator(t, { role: 'support' })
  buyer = await signUp(t)
})
afterAll(async () => {
  await t?.close()
})

/** A paid order booked with the stand-in courier: its id and AWB. */
async function shipped(): Promise<{ id: string; awb: string }> {
  expect((await api(t, buyer, 'POST', '/cart/items', { product_id: 101, quantity: 1 })).statusCode).toBe(200)
  const person = { first_name: 'Asha', last_name: 'Rao', mobile: '9848012345' }
  const estimate = await api(t, buyer, 'POST', '/cart/checkout/estimate-shipping', {
    ...person,
    ...HYDERABAD,
  })
  expect(estimate.statusCode, estimate.body).toBe(200)
  const created = await api(t, buyer, 'POST', '/payments/create-order', {
    ...person,
    shipping_address_id: estimate.json().data.address_id,
    shipping_service_level: 'standard',
    whatsapp_opt_in: true,
  })
  expect(created.statusCode, created.body).toBe(200)
  const placed = created.json().data as { key_id: string; order_id: string; shop_order_id: string }
  const pay = await payWithCard(t, placed.key_id, placed.order_id)
  expect((await api(t, buyer, 'POST', '/payments/verify', pay.json())).statusCode).toBe(200)
  const booked = await adminCall(t, 'POST', '/orders/book-shipments', staff.cookie, {
    order_ids: [placed.shop_order_id],
  })
  expect(booked.statusCode, booked.body).toBe(200)
  const awb = booked.json().data.booked[0]?.awb as string
  expect(awb).toBeTruthy()
  return { id: placed.shop_order_id, awb }
}

const standIn = (path: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `${TEST_COURIER_PREFIX}${path}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })
/** Scans are dated from two hours before the run, never a fixed day. */
const SCANS_FROM = Math.floor(Date.now() / 60_000) * 60_000 - 2 * 3_600_000
/** The courier fails a delivery at this minute (its webhook sent to the shop, as Shiprocket would). */
const failAt = async (awb: string, minute: number, reason = 'Consignee not available') => {
  const res = await standIn('/_test/scan', {
    awb,
    status: 'UNDELIVERED',
    reason,
    at: new Date(SCANS_FROM + minute * 60_000).toISOString(),
  })
  expect(res.statusCode, res.body).toBe(200)
  expect(res.json().delivered).toBe(200)
}
const rowOf = async (id: string) => {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id))
  return row!
}
const shipmentOf = async (awb: string) => {
  const [row] = await t.database.db
    .select()
    .from(testCourierShipments)
    .where(eq(testCourierShipments.awb, awb))
  return row!
}
const mailsOf = async (orderId: string, kind: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.orderId, orderId), eq(notifications.kind, kind)))
const queue = async () => {
  const res = await adminCall(t, 'GET', '/orders/ndr', staff.cookie)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as {
    attempts_before_rto: number
    rows: { order_id: string; attempts: number; last_reason: string; state: string; phone: string }[]
  }
}
const act = (id: string, body: unknown, who = staff) =>
  adminCall(t, 'POST', `/orders/${id}/ndr-action`, who.cookie, body)
const setAttempts = async (n: number) => {
  const { version } = (await adminCall(t, 'GET', '/settings', owner.cookie)).json().data
  return adminCall(t, 'PATCH', '/settings', owner.cookie, {
    version,
    delivery: { ndr_attempts_before_rto: n },
  })
}

describe('failed deliveries (NDR)', () => {
  it('counts a failed attempt once when its webhook comes twice, with the reason; mails the shopper once', async () => {
    const { id, awb } = await shipped()
    await failAt(awb, 10, 'Customer asked for a later date')
    await failAt(awb, 10, 'Customer asked for a later date')
    const row = await rowOf(id)
    expect(row).toMatchObject({
      ndrAttempts: 1,
      ndrReason: 'Customer asked for a later date',
      ndrPending: true,
      courierStatus: 'Delivery failed',
      rtoDueAt: null,
    })
    const mails = await mailsOf(id, 'order_delivery_failed')
    expect(mails).toHaveLength(1)
    expect(mails[0]?.payload).toMatchObject({ attempt: 1, reason: 'Customer asked for a later date' })
    // the mail asks for a better time or address, with the courier's reason and a link to the order page
    const rendered = renderNotification(mails[0]!.payload as NotificationPayload, {
      shop: t.config.shop,
      publicUrl: t.config.publicUrl,
    })
    expect(rendered.subject).toBe(`We could not deliver order ${id}: please tell us a better time or address`)
    expect(rendered.text).toContain("The courier's reason: Customer asked for a later date.")
    expect(rendered.text).toContain('a better time, address or number')
    expect(rendered.links.order).toBe(`${t.config.publicUrl.replace(/\/$/, '')}/orders/${id}`)
    // and, as the shopper asked for updates there, on WhatsApp (its template's parameters)
    const [wa] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, `whatsapp:order:${id}:delivery_failed:1`))
    expect(wa?.payload).toMatchObject({
      template: 'delivery_failed',
      body: ['Asha', expect.any(String), id, 'Customer asked for a later date'],
    })
    const q = await queue()
    expect(q.attempts_before_rto).toBe(3)
    expect(q.rows.find((r) => r.order_id === id)).toMatchObject({
      attempts: 1,
      last_reason: 'Customer asked for a later date',
      state: 'waiting',
      phone: '9848012345',
    })
    const view = (await adminCall(t, 'GET', `/orders/${id}`, staff.cookie)).json().data
    expect(view.shipping.ndr).toMatchObject({
      attempts: 1,
      waiting: true,
      last_reason: 'Customer asked for a later date',
    })
    expect(
      view.timeline.some((e: { title: string }) => /Delivery failed: Customer asked/.test(e.title)),
    ).toBe(true)
    // the stand-in lists it as Shiprocket does, through the adapter
    const listed = await t.app.orders.courier!.ndrList()
    expect(listed.find((n) => n.awb === awb)).toMatchObject({
      attempts: 2,
      reason: 'Customer asked for a later date',
    })
  })

  it('a re-attempt reaches the courier with Shiprocket’s payload; the order leaves the queue, audited', async () => {
    const { id, awb } = await shipped()
    await failAt(awb, 11)
    const date = indiaDayAfter(new Date(), 2)
    const res = await act(id, {
      action: 'reattempt',
      date,
      phone: '+91 98480 22222',
      address_line: 'Flat 4B, behind Ratnadeep Supermarket',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe(ndrMessages.reattempted)
    expect(res.json().data.shipping.ndr).toMatchObject({ waiting: false, action: 'reattempt', attempts: 1 })
    const sent = (await shipmentOf(awb)).ndrActions
    expect(sent).toEqual([
      {
        action: 're-attempt',
        comments: expect.stringContaining('Please re-attempt delivery'),
        deferred_date: date,
        phone: '9848022222',
        address1: 'Flat 4B, behind Ratnadeep Supermarket',
      },
    ])
    expect((await queue()).rows.some((r) => r.order_id === id)).toBe(false)
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'order.ndr_reattempt')))
    expect(audit?.after).toMatchObject({ date, phone: '9848022222', ndr_action: 'reattempt' })
    // answered already: a second answer is refused with the reason
    const again = await act(id, { action: 'rto' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(
      'This failed delivery was already answered: the courier is trying again',
    )
    // the courier tries again and fails again: back in the queue, two attempts, a second mail
    await failAt(awb, 40, 'Address incomplete')
    expect(await rowOf(id)).toMatchObject({
      ndrAttempts: 2,
      ndrPending: true,
      ndrReason: 'Address incomplete',
    })
    expect(await mailsOf(id, 'order_delivery_failed')).toHaveLength(2)
    // and then delivers
    await standIn('/_test/scan', {
      awb,
      status: 'DELIVERED',
      at: new Date(SCANS_FROM + 90 * 60_000).toISOString(),
    })
    expect((await rowOf(id)).status).toBe('delivered')
    expect((await queue()).rows.some((r) => r.order_id === id)).toBe(false)
  })

  it('return to origin: asked of the courier, whose RTO INITIATED comes back; not twice', async () => {
    const { id, awb } = await shipped()
    await failAt(awb, 12, 'Consignee refused to accept')
    const res = await act(id, { action: 'rto' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe(ndrMessages.returned)
    const row = await rowOf(id)
    expect(row.rtoRequestedAt).not.toBeNull()
    expect(row.ndrAction).toBe('rto')
    expect(row.courierStatus).toBe('RTO initiated')
    expect(row.status).toBe('shipped')
    const shipment = await shipmentOf(awb)
    expect(shipment.status).toBe('RTO INITIATED')
    expect(shipment.ndrActions).toEqual([{ action: 'return', comments: ndrMessages.rtoComment }])
    const again = await act(id, { action: 'rto' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('The courier was already asked to return this parcel')
    expect((await shipmentOf(awb)).ndrActions).toHaveLength(1)
  })

  it('a courier that fails or hangs on the answer leaves the order as it was, with its words', async () => {
    const { id, awb } = await shipped()
    await failAt(awb, 13)
    const before = await rowOf(id)
    expect((await standIn('/_test/fail-next', { status: 503 })).statusCode).toBe(200)
    const down = await act(id, { action: 'reattempt' })
    expect(down.statusCode).toBe(503)
    expect(down.json().message).toBe(ndrMessages.courierFailed('Service Temporarily Unavailable'))
    expect(await rowOf(id)).toEqual(before)
    expect((await standIn('/_test/fail-next', { hang_ms: 1000 })).statusCode).toBe(200)
    const slow = await act(id, { action: 'rto' })
    expect(slow.statusCode).toBe(503)
    expect(slow.json().message).toMatch(/did not answer in time/)
    expect(await rowOf(id)).toEqual(before)
    expect((await shipmentOf(awb)).ndrActions).toEqual([])
    // the slow courier did take it in the end: its RTO INITIATED webhook takes the order out of the queue
    for (let i = 0; i < 100 && !(await rowOf(id)).rtoRequestedAt; i++)
      await new Promise((r) => setTimeout(r, 20))
    expect(await rowOf(id)).toMatchObject({ ndrPending: false, courierStatus: 'RTO initiated' })
    expect((await queue()).rows.some((r) => r.order_id === id)).toBe(false)
  })

  it('refuses bad input naming the field, and an order with no failed delivery, writing nothing', async () => {
    const { id, awb } = await shipped()
    const none = await act(id, { action: 'reattempt' })
    expect(none.statusCode).toBe(409)
    expect(none.json().message).toBe('The courier has reported no failed delivery for this order')
    await failAt(awb, 14)
    const before = await rowOf(id)
    const bad = [
      { action: 'reattempt', date: indiaDayAfter(new Date(), -1) },
      { action: 'reattempt', date: indiaDayAfter(new Date(), 8) },
      { action: 'reattempt', date: 'tomorrow' },
      { action: 'reattempt', phone: '12345' },
      { action: 'reattempt', address_line: 'abc' },
      { action: 'return' },
      {},
    ]
    for (const body of bad) {
      const res = await act(id, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }
    const past = await act(id, { action: 'reattempt', date: indiaDayAfter(new Date(), -1) })
    expect(past.body).toContain(ndrMessages.dateRange)
    const phone = await act(id, { action: 'reattempt', phone: '12345' })
    expect(phone.body).toContain('Enter a valid 10-digit Indian mobile number')
    expect(await rowOf(id)).toEqual(before)
    expect((await shipmentOf(awb)).ndrActions).toEqual([])
    expect((await act('ORD-NOPE-1', { action: 'rto' })).statusCode).toBe(404)
    // with a courier, its tracking reports failed deliveries: staff do not record them
    const record = await adminCall(t, 'POST', `/orders/${id}/delivery-failed`, staff.cookie, {
      reason: 'Door locked',
    })
    expect(record.statusCode).toBe(409)
    expect(record.json().message).toBe(ndrMessages.courierReports)
    // a viewer may see the queue but not answer
    expect((await adminCall(t, 'GET', '/orders/ndr', viewer.cookie)).statusCode).toBe(200)
    expect((await act(id, { action: 'rto' }, viewer)).statusCode).toBe(403)
  })

  it('the owner’s setting is 1 to 5', async () => {
    for (const n of [0, 6, 2.5]) {
      const res = await setAttempts(n)
      expect(res.statusCode, String(n)).toBe(400)
      expect(res.body).toContain('Failed delivery attempts before the return to origin: from 1 to 5')
    }
    expect((await setAttempts(3)).statusCode).toBe(200)
  })

  it('after the owner’s number of attempts the return is asked once, replayed and reordered webhooks or not', async () => {
    expect((await setAttempts(2)).statusCode).toBe(200)
    try {
      const { id, awb } = await shipped()
      // the second attempt's webhook arrives first, then the first's, each twice
      await failAt(awb, 30, 'Door locked')
      await failAt(awb, 20, 'Consignee not available')
      await failAt(awb, 30, 'Door locked')
      await failAt(awb, 20, 'Consignee not available')
      // the return is asked after the webhook's reply, and the courier's RTO INITIATED webhook may land before the
      // shop records its own answer: wait for the answer
      for (let i = 0; i < 500 && !(await rowOf(id)).ndrAction; i++)
        await new Promise((r) => setTimeout(r, 20))
      const row = await rowOf(id)
      expect(row).toMatchObject({
        ndrAttempts: 2,
        ndrReason: 'Door locked',
        ndrAction: 'rto',
        ndrPending: false,
      })
      expect(row.rtoDueAt).not.toBeNull()
      expect(row.rtoRequestedAt).not.toBeNull()
      const sent = (await shipmentOf(awb)).ndrActions
      expect(sent).toEqual([{ action: 'return', comments: ndrMessages.autoRtoComment(2) }])
      // the shopper was asked for a better time after the first attempt only: the second starts the return
      expect(await mailsOf(id, 'order_delivery_failed')).toHaveLength(1)
      // a later failed attempt and the sweep change nothing
      await failAt(awb, 50)
      expect(await t.app.orders.requestDueReturns()).toBe(0)
      expect((await shipmentOf(awb)).ndrActions).toHaveLength(1)
      expect((await rowOf(id)).ndrAttempts).toBe(2)
    } finally {
      expect((await setAttempts(3)).statusCode).toBe(200)
    }
  })

  it('an automatic return the courier fails to take is in the queue as due and asked again by the sweep, once', async () => {
    expect((await setAttempts(1)).statusCode).toBe(200)
    try {
      const { id, awb } = await shipped()
      expect((await standIn('/_test/fail-next', { status: 502 })).statusCode).toBe(200)
      await failAt(awb, 15)
      // the failed request released its lease
      for (let i = 0; i < 500 && (await rowOf(id)).ndrBusyUntil; i++)
        await new Promise((r) => setTimeout(r, 20))
      const row = await rowOf(id)
      expect(row.rtoDueAt).not.toBeNull()
      expect(row.rtoRequestedAt).toBeNull()
      expect((await queue()).rows.find((r) => r.order_id === id)?.state).toBe('rto_due')
      // staff cannot answer it otherwise meanwhile
      const reattempt = await act(id, { action: 'reattempt' })
      expect(reattempt.statusCode).toBe(409)
      expect(reattempt.json().message).toBe(
        'This parcel is being returned to origin (its failed attempts reached the limit)',
      )
      const [a, b] = await Promise.all([t.app.orders.requestDueReturns(), t.app.orders.requestDueReturns()])
      expect(a + b).toBe(1)
      expect((await shipmentOf(awb)).ndrActions).toEqual([
        { action: 'return', comments: ndrMessages.autoRtoComment(1) },
      ])
      expect((await rowOf(id)).rtoRequestedAt).not.toBeNull()
      expect((await queue()).rows.some((r) => r.order_id === id)).toBe(false)
    } finally {
      expect((await setAttempts(3)).statusCode).toBe(200)
    }
  })
})
