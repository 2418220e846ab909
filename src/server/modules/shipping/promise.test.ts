import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliveryPromise } from '#domain/delivery-promise.ts'
import { signUp } from '#server/testing/auth-helpers.ts'
import { api, BENGALURU } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

// Decision 020: 'Check delivery' on a product page, from the same shipping table as checkout.

let t: TestContext
beforeAll(async () => {
  t = await createTestApp({
    env: { COD_MAX_RUPEES: '5000', FREE_SHIPPING_THRESHOLD_RUPEES: '500' },
  })
})
afterAll(async () => {
  await t?.close()
})

const check = (query: string) => t.app.inject({ method: 'GET', url: `/api/v1/shipping/promise?${query}` })

describe('GET /shipping/promise', () => {
  it('answers dates for each option, free shipping at the threshold and cash on delivery, publicly', async () => {
    const res = await check('pin=560038&value=349')
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data
    expect(data).toMatchObject({
      pin: '560038',
      serviceable: true,
      message: null,
      free_shipping: false,
      free_shipping_threshold: 500,
      cod_available: true,
      cod_message: null,
    })
    const standard = data.options.find((o: { service_level: string }) => o.service_level === 'standard')
    const expected = deliveryPromise(new Date(), standard.delivery_days_min, standard.delivery_days_max)
    expect(standard).toMatchObject({
      carrier: 'Delhivery',
      cost: 60,
      delivery_from: expected.from,
      delivery_to: expected.to,
      delivery_label: expected.label,
    })
    expect(standard.delivery_label).toMatch(
      /^Delivery by [A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}( – [A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2})?$/,
    )
    expect(res.headers['cache-control']).toBe('public, max-age=60')
    expect((await check('pin=560038&value=500')).json().data.free_shipping).toBe(true)
  })

  it('says when cash on delivery is not offered: a remote PIN (no express either) or a value above the limit', async () => {
    const remote = (await check('pin=744101&value=300')).json().data
    expect(remote).toMatchObject({
      serviceable: true,
      cod_available: false,
      cod_message: 'Cash on delivery is not available for this PIN code.',
    })
    expect(remote.options.map((o: { service_level: string }) => o.service_level)).toEqual(['standard'])
    expect((await check('pin=500028&value=6000')).json().data).toMatchObject({
      cod_available: false,
      cod_message: 'Cash on delivery is available on orders up to ₹5,000.',
    })
  })

  it('a bad PIN is 400 with a clear message; an Army Post Office PIN is not served', async () => {
    for (const pin of ['12', 'abcdef', '0110011', '011001']) {
      const res = await check(`pin=${encodeURIComponent(pin)}`)
      expect([res.statusCode, res.json().message], pin).toEqual([400, 'Enter a valid 6-digit PIN code'])
    }
    expect((await check('pin=999001')).json().data).toMatchObject({
      serviceable: false,
      message: "Sorry, we don't deliver to this PIN code yet.",
      options: [],
      cod_available: false,
    })
  })

  it('checkout estimates carry the same dates as the product page', async () => {
    const u = await signUp(t)
    const added = await api(t, u, 'POST', '/cart/items', { product_id: 101, quantity: 1 })
    expect(added.statusCode, added.body).toBe(200)
    const estimate = await api(t, u, 'POST', '/cart/checkout/estimate-shipping', {
      first_name: 'Asha',
      last_name: 'Rao',
      mobile: '9848012345',
      ...BENGALURU,
    })
    expect(estimate.statusCode, estimate.body).toBe(200)
    const fromCheckout = estimate.json().data.shipping_options
    const fromProduct = (await check('pin=560038&value=349')).json().data.options
    const dates = (o: { service_level: string; delivery_label: string }) => [
      o.service_level,
      o.delivery_label,
    ]
    expect(fromCheckout.map(dates)).toEqual(fromProduct.map(dates))
  })
})
