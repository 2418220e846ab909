import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addOperator, adminCall } from '#server/testing/admin-helpers.ts'
import { signUp } from '#server/testing/auth-helpers.ts'
import { api, payWithCard, startCheckout } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

const SECRET = 'courier-secret-123'
let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ env: { COURIER_WEBHOOK_SECRET: SECRET } })
})
afterAll(async () => {
  await t?.close()
})

const courier = (body: object, secret = SECRET) => {
  const raw = JSON.stringify(body)
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/shipping/webhook',
    headers: {
      'content-type': 'application/json',
      'x-courier-signature': createHmac('sha256', secret).update(raw).digest('hex'),
    },
    payload: raw,
  })
}

describe('order lifecycle after payment', () => {
  it('ships with a tracking link, follows courier updates, and a signed Delivered completes the order', async () => {
    const u = await signUp(t)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 101, quantity: 1 }] })
    const reply = created.json().data
    await api(t, u, 'POST', '/payments/verify', (await payWithCard(t, reply.key_id, reply.order_id)).json())
    await t.app.orders.ship(reply.shop_order_id, 'Blue Dart', 'BD998877')
    let status = (await api(t, u, 'GET', `/orders/${reply.shop_order_id}/status`)).json().data
    expect(status).toMatchObject({ status: 'shipped', courier_status: 'Shipped' })
    expect(status.tracking_url).toContain('trackNo=BD998877')

    expect((await courier({ waybill: 'BD998877', status: 'Out for delivery' })).statusCode).toBe(200)
    status = (await api(t, u, 'GET', `/orders/${reply.shop_order_id}/status`)).json().data
    expect(status).toMatchObject({ status: 'shipped', courier_status: 'Out for delivery' })

    expect((await courier({ waybill: 'BD998877', status: 'Delivered' }, 'wrong-secret-1')).statusCode).toBe(
      401,
    )
    expect((await courier({ waybill: 'BD998877', status: 'Delivered' })).json()).toMatchObject({
      status: 'delivered',
    })
    expect((await courier({ waybill: 'NOPE', status: 'Delivered' })).statusCode).toBe(404)
    expect((await courier({ nope: 1 })).statusCode).toBe(400)
  })

  it("keeps every courier update it received, and the back office's order timeline shows each", async () => {
    const u = await signUp(t)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 104, quantity: 1 }] })
    const reply = created.json().data
    await api(t, u, 'POST', '/payments/verify', (await payWithCard(t, reply.key_id, reply.order_id)).json())
    await t.app.orders.ship(reply.shop_order_id, 'Delhivery', 'DL55443322')
    for (const status of ['In transit', 'Out for delivery', 'Delivered'])
      expect((await courier({ waybill: 'DL55443322', status })).statusCode).toBe(200)
    // a repeat after delivery changes nothing, and is still a webhook the courier sent
    expect((await courier({ waybill: 'DL55443322', status: 'Delivered' })).statusCode).toBe(200)
    const staff = await addOperator(t, { role: 'staff' })
    const order = (await adminCall(t, 'GET', `/orders/${reply.shop_order_id}`, staff.cookie)).json().data
    const updates = (order.timeline as { title: string; detail: string | null }[]).filter((e) =>
      e.title.startsWith('Courier update'),
    )
    expect(updates.map((e) => e.title)).toEqual([
      'Courier update: In transit',
      'Courier update: Out for delivery',
      'Courier update: Delivered',
      'Courier update: Delivered',
    ])
    expect(updates[0]!.detail).toBe('waybill DL55443322')
  })

  it('a courier retrying or sending out of order: every webhook answers 200, a repeated Delivered changes nothing, an RTO after delivery only goes on the timeline', async () => {
    const u = await signUp(t)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 105, quantity: 2 }] })
    const reply = created.json().data
    await api(t, u, 'POST', '/payments/verify', (await payWithCard(t, reply.key_id, reply.order_id)).json())
    const id = reply.shop_order_id as string
    await t.app.orders.ship(id, 'Delhivery', 'DL77665544')
    // the courier sends Delivered three times at once (a retry racing the first)
    const delivered = await Promise.all(
      [0, 1, 2].map(() => courier({ waybill: 'DL77665544', status: 'Delivered' })),
    )
    expect(delivered.map((r) => r.statusCode)).toEqual([200, 200, 200])
    expect(delivered.map((r) => r.json().status)).toEqual(['delivered', 'delivered', 'delivered'])
    const staff = await addOperator(t, { role: 'staff' })
    const before = (await adminCall(t, 'GET', `/orders/${id}`, staff.cookie)).json().data
    const stock = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/products/105' })).json().data.stock as number
    const stockBefore = await stock()

    // then a stale RTO and an 'In transit' arrive: acknowledged, recorded, and nothing changes
    let after = before
    for (const status of ['RTO', 'In transit', 'Delivered']) {
      const res = await courier({ waybill: 'DL77665544', status })
      expect(res.statusCode, `${status}: ${res.body}`).toBe(200)
      expect(res.json().status).toBe('delivered')
      after = (await adminCall(t, 'GET', `/orders/${id}`, staff.cookie)).json().data
      expect(after.shipping.courier_status, `after ${status}`).toBe('Delivered')
    }
    expect(after.status).toBe('delivered')
    expect(after.payment_status).toBe('completed')
    expect(after.shipping.courier_status).toBe('Delivered')
    expect(after.totals.refunded).toBe(0)
    expect(after.credit_notes).toEqual([])
    expect(after.delivered_at).toBe(before.delivered_at)
    expect(await stock()).toBe(stockBefore)
    const status = (await api(t, u, 'GET', `/orders/${id}/status`)).json().data
    expect(status).toMatchObject({ status: 'delivered', courier_status: 'Delivered' })
    // every webhook is on the timeline, the stale RTO included
    const updates = (after.timeline as { title: string }[])
      .filter((e) => e.title.startsWith('Courier update'))
      .map((e) => e.title)
    expect(updates).toEqual([
      'Courier update: Delivered',
      'Courier update: Delivered',
      'Courier update: Delivered',
      'Courier update: RTO',
      'Courier update: In transit',
      'Courier update: Delivered',
    ])
  })

  it('an RTO of a shipped order still cancels it; a repeat of the RTO changes nothing more', async () => {
    const u = await signUp(t)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 106, quantity: 1 }] })
    const reply = created.json().data
    await api(t, u, 'POST', '/payments/verify', (await payWithCard(t, reply.key_id, reply.order_id)).json())
    const id = reply.shop_order_id as string
    await t.app.orders.ship(id, 'Delhivery', 'DL11223344')
    const first = await Promise.all([0, 1].map(() => courier({ waybill: 'DL11223344', status: 'RTO' })))
    expect(first.map((r) => r.statusCode)).toEqual([200, 200])
    expect((await courier({ waybill: 'DL11223344', status: 'Delivered' })).json().status).toBe('cancelled')
    const staff = await addOperator(t, { role: 'staff' })
    const order = (await adminCall(t, 'GET', `/orders/${id}`, staff.cookie)).json().data
    expect(order).toMatchObject({ status: 'cancelled', payment_status: 'refunded' })
    expect(order.shipping.courier_status).toBe('RTO')
    expect(order.refunds).toHaveLength(1)
    expect(order.credit_notes).toHaveLength(1)
  })

  it('refuses moves the lifecycle does not allow', async () => {
    const u = await signUp(t)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 102, quantity: 1 }] })
    const id = created.json().data.shop_order_id
    await expect(t.app.orders.ship(id, 'Delhivery', 'X1')).rejects.toThrow(
      'An order that is pending cannot be marked shipped',
    )
    await expect(t.app.orders.deliver(id)).rejects.toThrow(
      'An order that is pending cannot be marked delivered',
    )
  })
})
