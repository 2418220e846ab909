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
