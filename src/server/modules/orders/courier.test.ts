import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { courierMessages } from '#domain/messages-courier.ts'
import { injectFetch } from '#server/http/inject-fetch.ts'
import { createShiprocketClient } from '#server/integrations/shiprocket.ts'
import { addOperator, adminCall, type TestOperator } from '#server/testing/admin-helpers.ts'
import { signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, BENGALURU, HYDERABAD, payWithCard } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { stockMovements } from '../catalogue/tables.ts'
import { notifications } from '../notifications/tables.ts'
import { TEST_COURIER_PREFIX } from '../shipping/test-courier.ts'
import { testCourierShipments } from '../shipping/test-courier-tables.ts'
import { courierEvents, orders } from './tables.ts'

// The courier adapter (decision 046) against the built-in Shiprocket stand-in: the adapter's own calls, booking
// from the back office (AWBs, one label PDF, manifest, pickup), a courier that refuses, fails or hangs, the tracking
// webhook (token, body, unknown AWB, replays, reordering) and a returned parcel received unit by unit.
// Runs on PGlite and, with TEST_DATABASE=postgres, on PostgreSQL.

const TOKEN = 'webhook-token-for-tests'
let t: TestContext
let staff: TestOperator
let buyer: TestUser

beforeAll(async () => {
  t = await createTestApp({
    env: { COURIER: 'shiprocket', SHIPROCKET_WEBHOOK_TOKEN: TOKEN, COURIER_TIMEOUT_MS: '300' },
  })
  staff = await addOperator(t, { role: 'staff' })
  buyer = await signUp(t)
})
afterAll(async () => {
  await t?.close()
})

async function place(
  who: TestUser,
  opts: {
    items?: { product_id: number; variant_index?: number; quantity: number }[]
    address?: typeof HYDERABAD
  } = {},
) {
  for (const item of opts.items ?? [{ product_id: 101, quantity: 2 }])
    expect((await api(t, who, 'POST', '/cart/items', item)).statusCode).toBe(200)
  const person = { first_name: 'Asha', last_name: 'Rao', mobile: '9848012345' }
  const estimate = await api(t, who, 'POST', '/cart/checkout/estimate-shipping', {
    ...person,
    ...(opts.address ?? HYDERABAD),
  })
  expect(estimate.statusCode, estimate.body).toBe(200)
  const created = await api(t, who, 'POST', '/payments/create-order', {
    ...person,
    shipping_address_id: estimate.json().data.address_id,
    shipping_service_level: 'standard',
  })
  expect(created.statusCode, created.body).toBe(200)
  return created.json().data as { key_id: string; order_id: string; shop_order_id: string }
}
async function paid(who: TestUser, opts: Parameters<typeof place>[1] = {}) {
  const placed = await place(who, opts)
  const pay = await payWithCard(t, placed.key_id, placed.order_id)
  expect((await api(t, who, 'POST', '/payments/verify', pay.json())).statusCode).toBe(200)
  return placed.shop_order_id
}
async function cod(who: TestUser, opts: Parameters<typeof place>[1] = {}) {
  const placed = await place(who, opts)
  const res = await api(t, who, 'POST', `/orders/${placed.shop_order_id}/cash-on-delivery`)
  expect(res.statusCode, res.body).toBe(200)
  return placed.shop_order_id
}

const order = async (id: string) => {
  const res = await adminCall(t, 'GET', `/orders/${id}`, staff.cookie)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}
const book = (ids: string[]) =>
  adminCall(t, 'POST', '/orders/book-shipments', staff.cookie, { order_ids: ids })
const webhook = (body: unknown, token: string | null = TOKEN) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/shipping/shiprocket/webhook',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-api-key': token } : {}) },
    payload: JSON.stringify(body),
  })
const mailsOf = async (orderId: string, kind: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.orderId, orderId), eq(notifications.kind, kind)))
/** Scans are dated from two hours before the run, never a fixed day: a quiet shipment is one not heard from in a day. */
const SCANS_FROM = Math.floor(Date.now() / 60_000) * 60_000 - 2 * 3_600_000
const ago = (ms: number) => new Date(Date.now() - ms).toISOString()
const scanAt = (awb: string, status: string, minutes: number) => ({
  awb,
  current_status: status,
  // Shiprocket stamps its webhook in IST, without a zone
  current_timestamp: new Date(SCANS_FROM + minutes * 60_000 + 19_800_000)
    .toISOString()
    .replace('T', ' ')
    .slice(0, 19),
})

describe('the Shiprocket adapter against the stand-in', () => {
  const client = () =>
    createShiprocketClient({
      apiUrl: `${t.config.publicUrl}${TEST_COURIER_PREFIX}`,
      email: 'stand-in@shop.test',
      password: 'stand-in-password',
      pickupLocation: 'Primary',
      pickupPin: '560001',
      fetch: injectFetch(t.app),
      timeoutMs: 300,
    })

  it('logs in once and keeps the token; rates for a PIN, weight and COD; none for an unserved PIN', async () => {
    const sr = client()
    const rates = await sr.serviceability({ deliveryPin: '500028', weightKg: 1.2, cod: true })
    expect(rates.length).toBeGreaterThan(0)
    expect(rates[0]).toMatchObject({ courierName: expect.any(String), cod: true })
    expect(rates[0]!.ratePaise).toBeGreaterThan(0)
    const prepaid = await sr.serviceability({ deliveryPin: '500028', weightKg: 1.2, cod: false })
    expect(prepaid[0]!.ratePaise).toBeLessThan(rates[0]!.ratePaise)
    expect(await sr.serviceability({ deliveryPin: '795001', weightKg: 1, cod: false })).toEqual([])
    expect(sr.tokenLogins()).toBe(1)
  })

  it('renews the token a day before its 10 days run out, and at once when the API answers 401', async () => {
    let clock = Date.now()
    let expire = false
    const inner = injectFetch(t.app)
    const sr = createShiprocketClient({
      apiUrl: `${t.config.publicUrl}${TEST_COURIER_PREFIX}`,
      email: 'stand-in@shop.test',
      password: 'stand-in-password',
      pickupLocation: 'Primary',
      pickupPin: '560001',
      now: () => new Date(clock),
      // a token the courier no longer takes: the first call after `expire` carries a spoilt one
      fetch: (url, init) => {
        const headers = new Headers(init.headers)
        if (expire && headers.has('authorization')) {
          expire = false
          headers.set('authorization', 'Bearer spoilt.token')
        }
        return inner(url, { ...init, headers })
      },
    })
    const ask = () => sr.serviceability({ deliveryPin: '500028', weightKg: 1, cod: false })
    await ask()
    clock += 8 * 86_400_000
    await ask()
    expect(sr.tokenLogins()).toBe(1)
    clock += 1.5 * 86_400_000
    await ask()
    expect(sr.tokenLogins()).toBe(2)
    expire = true
    expect((await ask()).length).toBeGreaterThan(0)
    expect(sr.tokenLogins()).toBe(3)
  })

  it('refuses wrong credentials with the courier’s words', async () => {
    const sr = createShiprocketClient({
      apiUrl: `${t.config.publicUrl}${TEST_COURIER_PREFIX}`,
      email: 'stand-in@shop.test',
      password: 'wrong',
      pickupLocation: 'Primary',
      pickupPin: '560001',
      fetch: injectFetch(t.app),
    })
    await expect(sr.serviceability({ deliveryPin: '500028', weightKg: 1, cod: false })).rejects.toThrow(
      /Invalid email and password combination/,
    )
  })

  it('a 5xx or a hang is a CourierError naming it', async () => {
    const sr = client()
    await t.app.inject({
      method: 'POST',
      url: `${TEST_COURIER_PREFIX}/_test/fail-next`,
      payload: { status: 502 },
    })
    await expect(sr.serviceability({ deliveryPin: '500028', weightKg: 1, cod: false })).rejects.toThrow(
      /Service Temporarily Unavailable|502/,
    )
  })
})

describe('booking from the back office', () => {
  it('says which courier is set up', async () => {
    const res = await adminCall(t, 'GET', '/courier', staff.cookie)
    expect(res.json().data).toEqual({ courier: 'Shiprocket' })
  })

  it('books a paid and a COD order: AWBs, shipped with tracking, mailed, COD invoiced, one label PDF, manifest, pickup', async () => {
    const a = await paid(buyer)
    const b = await cod(buyer, { address: BENGALURU })
    const res = await book([a, b])
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data
    expect(data.failed).toEqual([])
    expect(data.booked.map((x: { order_id: string }) => x.order_id)).toEqual([a, b])
    for (const bk of data.booked) {
      const o = await order(bk.order_id)
      expect(o.status).toBe('shipped')
      expect(JSON.stringify(o)).toContain(bk.awb)
      expect(bk.tracking_url).toBe(`https://shiprocket.co/tracking/${bk.awb}`)
      expect(await mailsOf(bk.order_id, 'order_shipped')).toHaveLength(1)
    }
    // The COD order is invoiced as it leaves; the paid one was at payment
    expect((await order(b)).invoice?.number).toBeTruthy()
    // One PDF of both labels, the manifest, a pickup
    expect(data.label_url).toMatch(/\.pdf$/)
    const label = await t.app.inject({ method: 'GET', url: new URL(data.label_url).pathname })
    expect(label.headers['content-type']).toBe('application/pdf')
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(label.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2)
    expect(data.manifest_url).toMatch(/\.pdf$/)
    expect(data.pickup_date).toMatch(/^\d{4}-\d{2}-\d{2}/)
    expect(new Date(`${data.pickup_date.slice(0, 10)}T12:00:00+05:30`).getUTCDay()).not.toBe(0)
    // The courier's own tracking of the AWB
    const track = await adminCall(t, 'GET', `/courier/track/${data.booked[0].awb}`, staff.cookie)
    expect(track.json().data.status).toBe('PICKUP SCHEDULED')
  })

  it('a refused booking names the order and the courier’s reason and changes nothing for it; the others go', async () => {
    const good = await paid(buyer)
    // a PIN the courier served when the shopper paid and refuses at booking (an unserved one is refused at
    // checkout since rates come from the courier, decision 046 amended)
    const far = await paid(buyer, {
      address: {
        street: 'Film City Road',
        city: 'Mumbai',
        state: 'Maharashtra',
        postal_code: '400097',
        country: 'India',
      },
    })
    const res = await book([far, good])
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data
    expect(data.failed).toEqual([
      { order_id: far, reason: 'Selected courier is not serviceable for delivery pincode 400097' },
    ])
    expect(data.booked.map((x: { order_id: string }) => x.order_id)).toEqual([good])
    const o = await order(far)
    expect(o.status).toBe('processing')
    expect(JSON.stringify(o)).not.toContain('SRT')
    expect(await mailsOf(far, 'order_shipped')).toHaveLength(0)
  })

  it('a courier that answers 5xx or times out leaves the order as it was, with the error; booked again on request', async () => {
    const id = await paid(buyer)
    await t.app.inject({
      method: 'POST',
      url: `${TEST_COURIER_PREFIX}/_test/fail-next`,
      payload: { status: 503 },
    })
    const first = (await book([id])).json().data
    expect(first.booked).toEqual([])
    expect(first.failed).toEqual([
      { order_id: id, reason: expect.stringMatching(/Service Temporarily Unavailable$/) },
    ])
    expect((await order(id)).status).toBe('processing')
    await t.app.inject({
      method: 'POST',
      url: `${TEST_COURIER_PREFIX}/_test/fail-next`,
      payload: { hang_ms: 1000 },
    })
    const second = (await book([id])).json().data
    expect(second.failed).toEqual([
      { order_id: id, reason: expect.stringMatching(/did not answer in time$/) },
    ])
    expect((await order(id)).status).toBe('processing')
    const third = (await book([id])).json().data
    expect(third.booked).toHaveLength(1)
    expect((await order(id)).status).toBe('shipped')
  })

  it('an order already shipped, or unpaid, is not booked', async () => {
    const id = await paid(buyer)
    await book([id])
    const again = (await book([id])).json().data
    expect(again.failed).toEqual([{ order_id: id, reason: courierMessages.notBookable('shipped') }])
    const open = await place(buyer)
    const unpaid = (await book([open.shop_order_id])).json().data
    expect(unpaid.failed[0].reason).toBe(courierMessages.notBookable('pending'))
    expect((await book([])).statusCode).toBe(400)
  })
})

describe('the tracking webhook', () => {
  it('refuses a wrong or missing token (401) and a malformed body (400); an unknown AWB is 200', async () => {
    expect((await webhook({ awb: 'X', current_status: 'DELIVERED' }, 'wrong-token-xx')).statusCode).toBe(401)
    expect((await webhook({ awb: 'X', current_status: 'DELIVERED' }, null)).statusCode).toBe(401)
    expect((await webhook({ status: 'DELIVERED' })).statusCode).toBe(400)
    const unknown = await webhook({ awb: 'NOPE123', current_status: 'DELIVERED' })
    expect(unknown.statusCode).toBe(200)
    expect(unknown.json().ignored).toBe(courierMessages.unknownAwb)
  })

  it('moves the order: in transit, out for delivery (mailed once), delivered (mailed once); replays change nothing', async () => {
    const id = await paid(buyer)
    const awb = (await book([id])).json().data.booked[0].awb as string
    expect((await webhook(scanAt(awb, 'IN TRANSIT', 1))).json().courier_status).toBe('In transit')
    const ofd = scanAt(awb, 'OUT FOR DELIVERY', 2)
    expect((await webhook(ofd)).json().courier_status).toBe('Out for delivery')
    expect((await webhook(ofd)).statusCode).toBe(200)
    expect(await mailsOf(id, 'order_out_for_delivery')).toHaveLength(1)
    const delivered = scanAt(awb, 'DELIVERED', 3)
    expect((await webhook(delivered)).json().status).toBe('delivered')
    expect((await webhook(delivered)).json().status).toBe('delivered')
    expect(await mailsOf(id, 'order_delivered')).toHaveLength(1)
    const o = await order(id)
    expect(o.status).toBe('delivered')
    const courierLines = JSON.stringify(o.timeline).match(/Out for delivery/g) ?? []
    expect(courierLines.length).toBeGreaterThanOrEqual(1)
    expect(courierLines.length).toBeLessThanOrEqual(2)
  })

  it('out of order: a late in-transit after out-for-delivery, or after delivery, changes nothing', async () => {
    const id = await paid(buyer)
    const awb = (await book([id])).json().data.booked[0].awb as string
    await webhook(scanAt(awb, 'OUT FOR DELIVERY', 20))
    expect((await webhook(scanAt(awb, 'IN TRANSIT', 10))).json().courier_status).toBe('Out for delivery')
    await webhook(scanAt(awb, 'UNDELIVERED', 30))
    expect((await order(id)).status).toBe('shipped')
    await webhook(scanAt(awb, 'RTO INITIATED', 40))
    expect((await webhook(scanAt(awb, 'IN TRANSIT', 35))).json().courier_status).toBe('RTO initiated')
    // Two updates stamped the same second (Shiprocket stamps to the second): the later arrival is shown
    await webhook(scanAt(awb, 'RTO IN TRANSIT', 45))
    expect((await webhook(scanAt(awb, 'RTO DELIVERED', 45))).json()).toMatchObject({
      status: 'shipped',
      courier_status: 'RTO delivered',
    })
  })

  it('the stand-in sends Shiprocket’s own webhook with its token when a scan is simulated', async () => {
    const id = await paid(buyer)
    const awb = (await book([id])).json().data.booked[0].awb as string
    const scan = await t.app.inject({
      method: 'POST',
      url: `${TEST_COURIER_PREFIX}/_test/scan`,
      payload: { awb, status: 'DELIVERED' },
    })
    expect(scan.json()).toEqual({ delivered: 200 })
    expect((await order(id)).status).toBe('delivered')
  })
})

describe("shipments not heard from in a day: the courier's tracking asked (decision 046, amended)", () => {
  const scanQuietly = (awb: string, status: string, at: string) =>
    t.app.inject({
      method: 'POST',
      url: `${TEST_COURIER_PREFIX}/_test/scan`,
      payload: { awb, status, at, webhook: false },
    })
  const quietSince = (id: string, days: number) =>
    t.database.db.execute(
      sql`update orders set shipped_at = now() - ${`${days} days`}::interval,
        courier_status_at = now() - ${`${days} days`}::interval where id = ${id}`,
    )
  const polledAt = async (id: string) =>
    (
      await t.database.db
        .select({ at: orders.courierPolledAt, status: orders.status, shown: orders.courierStatus })
        .from(orders)
        .where(eq(orders.id, id))
    )[0]!

  it('a lost DELIVERED webhook: the quiet shipment is asked once and delivered; a recent one is not asked', async () => {
    const [quiet, recent] = [await paid(buyer), await paid(buyer)]
    const booked = (await book([quiet, recent])).json().data.booked as { order_id: string; awb: string }[]
    const awbOf = (id: string) => booked.find((b) => b.order_id === id)!.awb
    await quietSince(quiet, 2)
    expect((await scanQuietly(awbOf(quiet), 'DELIVERED', ago(3_600_000))).json()).toEqual({
      delivered: null,
    })
    await scanQuietly(awbOf(recent), 'DELIVERED', ago(3_600_000))
    expect((await order(quiet)).status).toBe('shipped')

    expect(await t.app.orders.pollQuietShipments()).toBe(1)
    const o = await order(quiet)
    expect(o.status).toBe('delivered')
    expect(await mailsOf(quiet, 'order_delivered')).toHaveLength(1)
    expect((await polledAt(quiet)).at).not.toBeNull()
    // the recent shipment waits for its webhook: not asked, still shipped
    expect(await polledAt(recent)).toMatchObject({ at: null, status: 'shipped' })
    expect(await t.app.orders.pollQuietShipments()).toBe(0)
  })

  it('asked at most once a day; the same scan asked again is one line on the timeline', async () => {
    const id = await paid(buyer)
    const awb = (await book([id])).json().data.booked[0].awb as string
    await quietSince(id, 3)
    await scanQuietly(awb, 'IN TRANSIT', ago(26 * 3_600_000))
    expect(await t.app.orders.pollQuietShipments()).toBe(1)
    expect(await polledAt(id)).toMatchObject({ status: 'shipped', shown: 'In transit' })
    // asked within the day: not again
    expect(await t.app.orders.pollQuietShipments()).toBe(0)
    // a day later, nothing new at the courier: asked, and the same scan adds no line
    await t.database.db.execute(
      sql`update orders set courier_polled_at = now() - interval '25 hours', courier_status_at = now() - interval '2 days' where id = ${id}`,
    )
    expect(await t.app.orders.pollQuietShipments()).toBe(1)
    const lines = await t.database.db
      .select()
      .from(courierEvents)
      .where(and(eq(courierEvents.orderId, id), eq(courierEvents.status, 'In transit')))
    expect(lines).toHaveLength(1)
  })

  it('a courier that fails leaves the order as it was, asked again the next day', async () => {
    const id = await paid(buyer)
    const awb = (await book([id])).json().data.booked[0].awb as string
    await quietSince(id, 2)
    await scanQuietly(awb, 'OUT FOR DELIVERY', ago(3 * 3_600_000))
    const before = (await polledAt(id)).shown
    await t.app.inject({
      method: 'POST',
      url: `${TEST_COURIER_PREFIX}/_test/fail-next`,
      payload: { status: 502 },
    })
    expect(await t.app.orders.pollQuietShipments()).toBe(1)
    expect(await polledAt(id)).toMatchObject({ status: 'shipped', shown: before })
    expect(await mailsOf(id, 'order_out_for_delivery')).toHaveLength(0)
    // the next day the courier answers: out for delivery, mailed
    await t.database.db.execute(
      sql`update orders set courier_polled_at = now() - interval '25 hours' where id = ${id}`,
    )
    expect(await t.app.orders.pollQuietShipments()).toBe(1)
    expect(await polledAt(id)).toMatchObject({ status: 'shipped', shown: 'Out for delivery' })
    expect(await mailsOf(id, 'order_out_for_delivery')).toHaveLength(1)
  })
})

describe('a returned parcel received in the back office', () => {
  it('each unit back to stock or written off through the ledger; cancelled with its credit note; stock = ledger', async () => {
    const id = await cod(buyer, { items: [{ product_id: 102, quantity: 3 }] })
    const awb = (await book([id])).json().data.booked[0].awb as string
    await webhook(scanAt(awb, 'RTO INITIATED', 1))
    await webhook(scanAt(awb, 'RTO DELIVERED', 2))
    const before = (await t.app.inject({ method: 'GET', url: '/api/v1/products/102' })).json()
    const wrong = await adminCall(t, 'POST', `/orders/${id}/receive-return`, staff.cookie, {
      lines: [{ product_id: 102, restock: 1, written_off: 1 }],
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe(courierMessages.receiveCounts)
    expect((await order(id)).status).toBe('shipped')
    const res = await adminCall(t, 'POST', `/orders/${id}/receive-return`, staff.cookie, {
      lines: [{ product_id: 102, restock: 2, written_off: 1 }],
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe(courierMessages.received)
    const o = res.json().data
    expect(o.status).toBe('cancelled')
    expect(JSON.stringify(o)).toMatch(/credit/i)
    // On the timeline as the order's own event, with who received it (not a raw audit action)
    const received = o.timeline.find((e: { title: string }) => e.title.startsWith('Returned parcel received'))
    expect(received?.actor).toBeTruthy()
    expect(JSON.stringify(o.timeline)).not.toContain('order.receive_return')
    const moves = await t.database.db.select().from(stockMovements).where(eq(stockMovements.orderId, id))
    expect(moves.map((m) => [m.reason, m.change]).sort()).toEqual(
      [
        ['returned', 3],
        ['sold', -3],
        ['written_off', -1],
      ].sort(),
    )
    const after = (await t.app.inject({ method: 'GET', url: '/api/v1/products/102' })).json()
    expect(after.data.stock ?? after.data.product?.stock).toBe(
      (before.data.stock ?? before.data.product?.stock) + 2,
    )
    expect(await t.app.catalogue.verifyStockLedger()).toEqual([])
    // Received once: a second time is refused
    const again = await adminCall(t, 'POST', `/orders/${id}/receive-return`, staff.cookie, {
      lines: [{ product_id: 102, restock: 3, written_off: 0 }],
    })
    expect(again.statusCode).toBe(409)
  })

  it('a parcel of a pack other than the default: units back to and written off from that pack (decision 048)', async () => {
    const packs = async () =>
      (
        (await t.database.db.execute(
          sql`select sku, id, stock from product_packs where product_id = 101 order by position`,
        )) as unknown as { rows: { sku: string; id: number; stock: number }[] }
      ).rows
    const before = await packs()
    const id = await cod(buyer, { items: [{ product_id: 101, variant_index: 2, quantity: 3 }] })
    const awb = (await book([id])).json().data.booked[0].awb as string
    await webhook(scanAt(awb, 'RTO INITIATED', 1))
    await webhook(scanAt(awb, 'RTO DELIVERED', 2))
    const res = await adminCall(t, 'POST', `/orders/${id}/receive-return`, staff.cookie, {
      lines: [{ product_id: 101, restock: 2, written_off: 1 }],
    })
    expect(res.statusCode, res.body).toBe(200)
    const large = before[2]!
    const moves = await t.database.db.select().from(stockMovements).where(eq(stockMovements.orderId, id))
    expect(moves.map((m) => [m.reason, m.packId, m.change]).sort()).toEqual(
      [
        ['returned', large.id, 3],
        ['sold', large.id, -3],
        ['written_off', large.id, -1],
      ].sort(),
    )
    expect((await packs()).map((k) => k.stock)).toEqual([before[0]!.stock, before[1]!.stock, large.stock - 1])
    expect(await t.app.catalogue.verifyStockLedger()).toEqual([])
  })
})

describe('a shopper’s return: the reverse pickup booked with the courier (decision 056)', () => {
  it('approve books the return order and its AWB; a courier failure leaves the return requested with the reason', async () => {
    const id = await paid(buyer, { items: [{ product_id: 103, quantity: 2 }] })
    const awb = (await book([id])).json().data.booked[0].awb as string
    expect((await webhook(scanAt(awb, 'DELIVERED', 30))).statusCode).toBe(200)
    const r = (await api(t, buyer, 'GET', `/orders/${id}/returns`)).json().data
    const asked = await api(t, buyer, 'POST', `/orders/${id}/returns`, {
      reason: 'quality',
      items: [{ product_id: 103, pack_id: r.items[0].pack_id, quantity: 1 }],
    })
    expect(asked.statusCode, asked.body).toBe(200)
    const rid = asked.json().data.id as string

    await t.app.inject({
      method: 'POST',
      url: `${TEST_COURIER_PREFIX}/_test/fail-next`,
      payload: { status: 502 },
    })
    const down = await adminCall(t, 'POST', `/returns/${rid}/approve`, staff.cookie, {})
    expect(down.statusCode).toBe(503)
    expect(down.json().message).toMatch(/^The courier could not book the return's pickup: /)
    const waiting = (await api(t, buyer, 'GET', `/orders/${id}/returns`)).json().data.returns[0]
    expect(waiting.status).toBe('requested')
    expect(waiting.courier_error).toBeTruthy()

    const ok = await adminCall(t, 'POST', `/returns/${rid}/approve`, staff.cookie, {})
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json().data).toMatchObject({ status: 'approved', courier_error: null })
    const reverse = ok.json().data.courier_awb as string
    expect(reverse).toMatch(/^SRT\d+$/)
    expect(reverse).not.toBe(awb)
    const [row] = await t.database.db
      .select()
      .from(testCourierShipments)
      .where(eq(testCourierShipments.awb, reverse))
    expect(row?.channelOrderId).toBe(`R-${id}-${rid.slice(0, 8)}`)
    expect(row?.deliveryPincode).toBe(
      t.config.shipping.courier.kind === 'shiprocket' ? t.config.shipping.courier.pickupPin : '',
    )

    // The reverse pickup's tracking through the same webhook: idempotent, read in the courier's time order.
    const mine = async () => (await api(t, buyer, 'GET', `/orders/${id}/returns`)).json().data.returns[0]
    const staffs = async () =>
      (await adminCall(t, 'GET', `/returns?status=approved`, staff.cookie))
        .json()
        .data.find((x: { id: string }) => x.id === rid)
    const picked = await webhook(scanAt(reverse, 'PICKED UP', 50))
    expect(picked.statusCode, picked.body).toBe(200)
    expect(picked.json()).toMatchObject({
      order_id: id,
      return_id: rid,
      status: 'approved',
      courier_status: 'picked_up',
    })
    expect((await webhook(scanAt(reverse, 'PICKED UP', 50))).json().courier_status).toBe('picked_up')
    // an earlier scan arriving late does not move it back
    expect((await webhook(scanAt(reverse, 'RETURN PICKUP SCHEDULED', 40))).json().courier_status).toBe(
      'picked_up',
    )
    expect((await mine()).tracking).toBe('picked_up')
    // delivered to the warehouse, then in transit arriving after it: received at the warehouse it stays
    await webhook(scanAt(reverse, 'DELIVERED', 90))
    expect((await webhook(scanAt(reverse, 'IN TRANSIT', 70))).json().courier_status).toBe('delivered')
    // a scan the return's steps do not know is kept on its tracking without changing the step
    await webhook(scanAt(reverse, 'PICKUP EXCEPTION', 60))
    const seen = await mine()
    expect(seen).toMatchObject({ status: 'approved', tracking: 'delivered' })
    expect(seen.tracking_events.map((e: { status: string }) => e.status)).toEqual([
      'RETURN PICKUP SCHEDULED',
      'PICKED UP',
      'PICKUP EXCEPTION',
      'IN TRANSIT',
      'DELIVERED',
    ])
    const staffView = await staffs()
    expect(staffView).toMatchObject({ tracking: 'delivered', tracking_at: seen.tracking_at })
    // the order itself is untouched: still delivered, and its timeline shows no scan of the return's AWB
    const o = await order(id)
    expect(o.status).toBe('delivered')
    expect(JSON.stringify(o)).not.toContain('PICKUP EXCEPTION')
    // staff still receive the parcel themselves: the return moved no stock on the courier's word
    expect(await t.app.catalogue.verifyStockLedger()).toEqual([])
  })
})
