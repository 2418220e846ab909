import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '#server/testing/auth-helpers.ts'
import { api } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

// A PIN code India Post does not list, or an address whose state is not its PIN's, is refused before the shopper
// pays (decision 047): the state decides the invoice's tax (CGST and SGST, or IGST) and the courier's route.

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const UNKNOWN = 'We could not find PIN code 123456. Please check the six digits.'

describe('PIN codes', () => {
  it('tells an address form where a PIN is, cached for a day; a made-up PIN is 404, a malformed one 400', async () => {
    const res = await t.app.inject('/api/v1/pincodes/560001')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      data: { pin: '560001', district: 'Bengaluru Urban', state: 'Karnataka', states: ['Karnataka'] },
    })
    expect(res.headers['cache-control']).toBe('public, max-age=86400')
    const unknown = await t.app.inject('/api/v1/pincodes/123456')
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, UNKNOWN])
    const malformed = await t.app.inject('/api/v1/pincodes/12345x')
    expect([malformed.statusCode, malformed.json().message]).toEqual([400, 'Enter a valid 6-digit PIN code'])
  })

  it('checkout refuses a made-up PIN and a state that is not the PIN’s, and saves nothing', async () => {
    const u = await signUp(t)
    await api(t, u, 'POST', '/cart/items', { product_id: 101, quantity: 1 })
    const estimate = (address: object) =>
      api(t, u, 'POST', '/cart/checkout/estimate-shipping', {
        first_name: 'Asha',
        last_name: 'Rao',
        mobile: '9848012345',
        street: '12 MG Road',
        city: 'Bengaluru',
        country: 'India',
        ...address,
      })
    const madeUp = await estimate({ state: 'Karnataka', postal_code: '123456' })
    expect([madeUp.statusCode, madeUp.json().message]).toEqual([400, UNKNOWN])
    const wrongState = await estimate({ state: 'Kerala', postal_code: '560001' })
    expect([wrongState.statusCode, wrongState.json().message]).toEqual([
      400,
      'PIN code 560001 is in Karnataka. Please check the state or the PIN code.',
    ])
    expect((await api(t, u, 'GET', '/addresses')).json().data.addresses).toEqual([])
    const right = await estimate({ state: 'Karnataka', postal_code: '560001' })
    expect(right.statusCode, right.body).toBe(200)
  })

  it('the delivery check refuses a made-up PIN; an Army Post Office PIN is still only not delivered to', async () => {
    const madeUp = await t.app.inject('/api/v1/shipping/promise?pin=123456')
    expect([madeUp.statusCode, madeUp.json().message]).toEqual([400, UNKNOWN])
    const apo = await t.app.inject('/api/v1/shipping/promise?pin=999999')
    expect(apo.statusCode).toBe(200)
    expect(apo.json().data).toMatchObject({ serviceable: false })
  })
})
