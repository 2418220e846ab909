import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentMethodsReply } from '#domain/contracts/checkout-payments.ts'
import { signUp } from '#server/testing/auth-helpers.ts'
import { api, startCheckout } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { wire } from '#server/testing/wire.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

describe('saved cards (Razorpay customers and tokens)', () => {
  it('turns on saving, saves the card at payment, lists it, pays an intent with it, and deletes it', async () => {
    const u = await signUp(t)
    expect((await api(t, u, 'GET', '/payments/methods')).json().data).toEqual({
      customer_id: null,
      methods: [],
    })
    const on = wire(paymentMethodsReply, (await api(t, u, 'POST', '/payments/methods')).json()).data
    expect(on.customer_id).toMatch(/^cust_/)
    // POST again keeps the same customer
    expect((await api(t, u, 'POST', '/payments/methods')).json().data.customer_id).toBe(on.customer_id)

    const { created } = await startCheckout(t, u, { items: [{ product_id: 101, quantity: 1 }] })
    const order = created.json().data
    expect(order.customer_id).toBe(on.customer_id)
    const paid = await t.app.inject({
      method: 'POST',
      url: '/test-gateway/checkout/pay',
      payload: {
        key: order.key_id,
        order_id: order.order_id,
        card_number: '4111111111111111',
        expiry: '08/31',
        customer_id: on.customer_id,
        save: true,
        name: 'Asha',
      },
    })
    expect(paid.statusCode).toBe(200)
    await api(t, u, 'POST', '/payments/verify', paid.json())
    const listed = wire(paymentMethodsReply, (await api(t, u, 'GET', '/payments/methods')).json()).data
    expect(listed.methods).toHaveLength(1)
    expect(listed.methods[0]!.card).toMatchObject({ last4: '1111', expiry_month: 8, expiry_year: 2031 })

    // the intent flow: the Razorpay order of the current checkout, paid with the saved card in Checkout
    const next = await startCheckout(t, u, { items: [{ product_id: 104, quantity: 2 }] })
    const nextOrder = next.created.json().data
    const wrong = await api(t, u, 'POST', '/payments/create-intent', { amount: 1, currency: 'INR' })
    expect([wrong.statusCode, wrong.json().message]).toEqual([
      409,
      'Start checkout first: a payment intent is the Razorpay order of your checkout, and its amount must match',
    ])
    const intent = (
      await api(t, u, 'POST', '/payments/create-intent', { amount: nextOrder.amount, currency: 'INR' })
    ).json().data
    expect(intent).toMatchObject({
      id: nextOrder.order_id,
      status: 'requires_payment_method',
      shop_order_id: nextOrder.shop_order_id,
    })
    const confirm = await api(t, u, 'POST', '/payments/confirm', {
      paymentIntentId: intent.id,
      paymentMethodId: listed.methods[0]!.id,
    })
    expect(confirm.json().data).toMatchObject({
      status: 'requires_action',
      checkout: { order_id: intent.id, token: listed.methods[0]!.id, customer_id: on.customer_id },
    })
    const withToken = await t.app.inject({
      method: 'POST',
      url: '/test-gateway/checkout/pay',
      payload: {
        key: order.key_id,
        order_id: intent.id,
        token: listed.methods[0]!.id,
        customer_id: on.customer_id,
      },
    })
    expect(withToken.statusCode).toBe(200)
    expect((await api(t, u, 'POST', '/payments/verify', withToken.json())).json().order_id).toBe(
      nextOrder.shop_order_id,
    )

    const deleted = await api(t, u, 'DELETE', `/payments/methods/${listed.methods[0]!.id}`)
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect(deleted.json().data.methods).toEqual([])
  })

  it("cannot see, use or delete another shopper's cards", async () => {
    const a = await signUp(t)
    const b = await signUp(t)
    const cust = (await api(t, a, 'POST', '/payments/methods')).json().data.customer_id
    const { created } = await startCheckout(t, a, { items: [{ product_id: 110, quantity: 1 }] })
    const o = created.json().data
    await t.app.inject({
      method: 'POST',
      url: '/test-gateway/checkout/pay',
      payload: {
        key: o.key_id,
        order_id: o.order_id,
        card_number: '4111111111111111',
        customer_id: cust,
        save: true,
      },
    })
    const tokenId = (await api(t, a, 'GET', '/payments/methods')).json().data.methods[0].id
    expect((await api(t, b, 'GET', '/payments/methods')).json().data.methods).toEqual([])
    const del = await api(t, b, 'DELETE', `/payments/methods/${tokenId}`)
    expect([del.statusCode, del.json().message]).toEqual([404, 'Saved card not found'])
    expect(
      (
        await api(t, b, 'POST', '/payments/confirm', {
          paymentIntentId: o.order_id,
          paymentMethodId: tokenId,
        })
      ).statusCode,
    ).toBe(404)
    expect((await api(t, a, 'GET', '/payments/methods')).json().data.methods).toHaveLength(1)
    expect((await api(t, null, 'GET', '/payments/methods')).statusCode).toBe(401)
    expect((await api(t, a, 'POST', '/payments/create-intent', { amount: 'abc' })).statusCode).toBe(400)
    expect(
      (await api(t, a, 'POST', '/payments/create-intent', { amount: 10, currency: 'USD' })).json().message,
    ).toBe('Only INR is supported')
  })
})
