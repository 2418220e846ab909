import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '#server/testing/auth-helpers.ts'
import { api, HYDERABAD } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

// Decision 016: checkout needs an Indian mobile number and a 6-digit PIN (the original took mobile '12').

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const MOBILE = 'Enter a valid 10-digit Indian mobile number'
const PIN = 'Enter a valid 6-digit PIN code'

describe('checkout contact details', () => {
  it('refuses a mobile that is not an Indian mobile number, and a PIN that is not 6 digits, with clear messages', async () => {
    const u = await signUp(t)
    await api(t, u, 'POST', '/cart/items', { product_id: 101, quantity: 1 })
    const estimate = (body: object) =>
      api(t, u, 'POST', '/cart/checkout/estimate-shipping', {
        first_name: 'Asha',
        last_name: 'Rao',
        ...HYDERABAD,
        ...body,
      })
    for (const [body, message] of [
      [{ mobile: '12' }, MOBILE],
      [{ mobile: '5848012345' }, MOBILE],
      // a Bengaluru landline, not the mobile 8023456789 (decision 016, amended)
      [{ mobile: '080 2345 6789' }, MOBILE],
      [{ mobile: '9848012345', mobile_secondary: '4000' }, MOBILE],
      [{ mobile: '9848012345', postal_code: '5000' }, PIN],
      [{ mobile: '9848012345', postal_code: '050028' }, PIN],
    ] as const) {
      const res = await estimate(body)
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([400, message])
    }
    // written with +91 and spaces: stored as the 10 digits
    const ok = await estimate({ mobile: '+91 98480 12345' })
    expect(ok.statusCode, ok.body).toBe(200)
    const book = (await api(t, u, 'GET', '/addresses')).json().data.addresses
    expect(book[0].mobile).toBe('9848012345')

    const place = (mobile: string) =>
      api(t, u, 'POST', '/payments/create-order', {
        first_name: 'Asha',
        last_name: 'Rao',
        mobile,
        shipping_address_id: ok.json().data.address_id,
      })
    const refused = await place('12')
    expect([refused.statusCode, refused.json().message]).toEqual([400, MOBILE])
    // POST /orders places the same way, so it refuses the same way (decision 016 names all three routes)
    const viaOrders = await api(t, u, 'POST', '/orders', {
      first_name: 'Asha',
      last_name: 'Rao',
      mobile: '12',
      shipping_address_id: ok.json().data.address_id,
    })
    expect([viaOrders.statusCode, viaOrders.json().message]).toEqual([400, MOBILE])
    const placed = await place('098480 12345')
    expect(placed.statusCode, placed.body).toBe(200)
    const order = (await api(t, u, 'GET', `/orders/${placed.json().data.shop_order_id}`)).json().data.order
    expect(order.shipping_address.mobile).toBe('9848012345')
  })
})
