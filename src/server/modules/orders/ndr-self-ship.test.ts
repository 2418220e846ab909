import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ndrMessages } from '#domain/messages-ndr.ts'
import { addOperator, adminCall, type TestOperator } from '#server/testing/admin-helpers.ts'
import { signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, HYDERABAD, payWithCard } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { notifications } from '../notifications/tables.ts'
import { orders } from './tables.ts'

// Failed deliveries in a self-shipping shop (decision 046, amended): no courier adapter, so staff record the
// failed attempt the courier told them of; it counts, enters the queue and mails the shopper as a courier's would;
// staff's answers are recorded (they tell the courier themselves); no automatic return (no courier to ask).
// Runs on PGlite and, with TEST_DATABASE=postgres, on PostgreSQL.

let t: TestContext
let staff: TestOperator
let owner: TestOperator
let buyer: TestUser

beforeAll(async () => {
  t = await createTestApp()
  staff = await addOperator(t, { role: 'staff' })
  owner = await addOperator(t, { role: 'owner' })
  buyer = await signUp(t)
})
afterAll(async () => {
  await t?.close()
})

async function shipped(waybill: string): Promise<string> {
  expect((await api(t, buyer, 'POST', '/cart/items', { product_id: 101, quantity: 1 })).statusCode).toBe(200)
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
  const ship = await adminCall(t, 'POST', `/orders/${c.shop_order_id}/ship`, staff.cookie, {
    carrier: 'Delhivery',
    waybill,
  })
  expect(ship.statusCode, ship.body).toBe(200)
  return c.shop_order_id
}
const rowOf = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!
const failed = (id: string, reason: unknown) =>
  adminCall(t, 'POST', `/orders/${id}/delivery-failed`, staff.cookie, { reason })

describe('failed deliveries, self-shipped', () => {
  it('records a failed attempt: counted, queued, the shopper mailed; answers are recorded', async () => {
    const { version } = (await adminCall(t, 'GET', '/settings', owner.cookie)).json().data
    expect(
      (
        await adminCall(t, 'PATCH', '/settings', owner.cookie, {
          version,
          delivery: { ndr_attempts_before_rto: 1 },
        })
      ).statusCode,
    ).toBe(200)
    const id = await shipped('DLV1000001')
    const res = await failed(id, 'Door locked, neighbour refused')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe(ndrMessages.recorded)
    expect(res.json().data.shipping.ndr).toMatchObject({ attempts: 1, waiting: true, rto_due_at: null })
    // no courier to ask: the limit of one leaves the answer to staff
    const queue = (await adminCall(t, 'GET', '/orders/ndr', staff.cookie)).json().data
    expect(queue.rows.find((r: { order_id: string }) => r.order_id === id)).toMatchObject({
      attempts: 1,
      last_reason: 'Door locked, neighbour refused',
      state: 'waiting',
    })
    const mails = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, id), eq(notifications.kind, 'order_delivery_failed')))
    expect(mails).toHaveLength(1)
    // a re-attempt is recorded; a second failure counts again; the return too
    expect(
      (await adminCall(t, 'POST', `/orders/${id}/ndr-action`, staff.cookie, { action: 'reattempt' }))
        .statusCode,
    ).toBe(200)
    expect(await rowOf(id)).toMatchObject({ ndrPending: false, ndrAction: 'reattempt' })
    expect((await failed(id, 'Address not found')).statusCode).toBe(200)
    expect(await rowOf(id)).toMatchObject({
      ndrAttempts: 2,
      ndrPending: true,
      ndrReason: 'Address not found',
    })
    const rto = await adminCall(t, 'POST', `/orders/${id}/ndr-action`, staff.cookie, { action: 'rto' })
    expect(rto.statusCode, rto.body).toBe(200)
    expect((await rowOf(id)).rtoRequestedAt).not.toBeNull()
    const after = await failed(id, 'Again')
    expect(after.statusCode).toBe(409)
    expect(after.json().message).toBe('The courier was already asked to return this parcel')
    const view = (await adminCall(t, 'GET', `/orders/${id}`, staff.cookie)).json().data
    expect(view.timeline.map((e: { title: string }) => e.title)).toEqual(
      expect.arrayContaining([
        'Failed delivery recorded (self-shipped)',
        'Failed delivery answered: return to origin',
      ]),
    )
    expect(
      (
        await adminCall(t, 'PATCH', '/settings', owner.cookie, {
          version: version + 1,
          delivery: { ndr_attempts_before_rto: 3 },
        })
      ).statusCode,
    ).toBe(200)
  })

  it('refuses a reason too short, an order not shipped, and a viewer, writing nothing', async () => {
    const id = await shipped('DLV1000002')
    for (const reason of ['', 'ab', 'x'.repeat(201), 42]) {
      const res = await failed(id, reason)
      expect(res.statusCode, String(reason)).toBe(400)
      expect(res.body).toContain(ndrMessages.reasonLength)
    }
    expect((await rowOf(id)).ndrAttempts).toBe(0)
    expect((await adminCall(t, 'POST', `/orders/${id}/deliver`, staff.cookie)).statusCode).toBe(200)
    const delivered = await failed(id, 'Door locked')
    expect(delivered.statusCode).toBe(409)
    expect(delivered.json().message).toBe('Only a shipped order can fail delivery; this one is delivered')
    const support = await addOperator(t, { role: 'support' })
    expect(
      (await adminCall(t, 'POST', `/orders/${id}/delivery-failed`, support.cookie, { reason: 'Door locked' }))
        .statusCode,
    ).toBe(403)
  })
})
