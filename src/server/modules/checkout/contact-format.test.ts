import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '../../testing/auth-helpers.ts'
import { api, HYDERABAD } from '../../testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '../../testing/test-app.ts'

// Decision 016: checkout needs an Indian mobile number and a 6-digit PIN (the original took mobile '12'); the
// profile's PUT /profiles the same (profile/routes.test.ts).

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const MOBILE = 'Please enter a valid 10-digit Indian mobile number.'
const PIN = 'Please enter a valid 6-digit PIN code.'

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
    const placed = await place('098480 12345')
    expect(placed.statusCode, placed.body).toBe(200)
    const order = (await api(t, u, 'GET', `/orders/${placed.json().data.shop_order_id}`)).json().data.order
    expect(order.shipping_address.mobile).toBe('9848012345')
  })

  it('POST /orders (the same contract) refuses a mobile a courier cannot call', async () => {
    const u = await signUp(t)
    await api(t, u, 'POST', '/cart/items', { product_id: 101, quantity: 1 })
    const estimate = await api(t, u, 'POST', '/cart/checkout/estimate-shipping', {
      first_name: 'Asha',
      last_name: 'Rao',
      ...HYDERABAD,
      mobile: '91 98480 12345',
    })
    expect(estimate.statusCode, estimate.body).toBe(200)
    const body = {
      first_name: 'Asha',
      last_name: 'Rao',
      shipping_address_id: estimate.json().data.address_id,
    }
    for (const mobile of ['12', '9999', '5848012345']) {
      const res = await api(t, u, 'POST', '/orders', { ...body, mobile })
      expect([res.statusCode, res.json().message], mobile).toEqual([400, MOBILE])
    }
  })

  it('says the formats in the API docs', async () => {
    type Schema = { properties: Record<string, { description?: string }> }
    type Doc = {
      paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: Schema }> } }>>
    }
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as Doc
    const body = (path: string, method = 'post') =>
      doc.paths[`/api/v1${path}`]![method]!.requestBody.content['application/json']!.schema.properties
    const estimate = body('/cart/checkout/estimate-shipping')
    for (const [props, key] of [
      [estimate, 'mobile'],
      [estimate, 'mobile_secondary'],
      [body('/payments/create-order'), 'mobile'],
      [body('/orders'), 'mobile'],
      [body('/profiles', 'put'), 'phone'],
    ] as const)
      expect(props[key]?.description, key).toMatch(
        /10 digits starting 6–9.*\+91, 91 or 0.*stored as the 10 digits/,
      )
    for (const [props, key] of [
      [estimate, 'postal_code'],
      [body('/profiles', 'put'), 'pincode'],
    ] as const)
      expect(props[key]?.description, key).toMatch(/6-digit PIN code, the first digit 1–9/)
  })
})
