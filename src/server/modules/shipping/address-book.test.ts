import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, BENGALURU, HYDERABAD, startCheckout } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

// Decision 020: checkout addresses are remembered, once each, up to 5, one default.

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const who = { first_name: 'Asha', last_name: 'Rao', mobile: '9848012345' }
async function estimate(u: TestUser, address: object) {
  const res = await api(t, u, 'POST', '/cart/checkout/estimate-shipping', { ...who, ...address })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.address_id as string
}
const book = async (u: TestUser) =>
  (await api(t, u, 'GET', '/addresses')).json().data.addresses as {
    id: string
    street: string
    city: string
    is_default: boolean
  }[]

describe('address book', () => {
  it('keeps each checkout address once (the first is the default), newest used first, at most 5', async () => {
    const u = await signUp(t)
    expect(await book(u)).toEqual([])
    await api(t, u, 'POST', '/cart/items', { product_id: 101, quantity: 1 })
    const home = await estimate(u, HYDERABAD)
    // the same address again, typed differently: the same entry
    expect(
      await estimate(u, { ...HYDERABAD, street: ` ${HYDERABAD.street.toUpperCase()} `, city: 'hyderabad' }),
    ).toBe(home)
    const office = await estimate(u, BENGALURU)
    expect((await book(u)).map((a) => [a.id, a.is_default])).toEqual([
      [home, true],
      [office, false],
    ])
    for (let i = 1; i <= 5; i++) await estimate(u, { ...BENGALURU, street: `${i} MG Road` })
    const full = await book(u)
    expect(full).toHaveLength(5)
    expect(full[0]).toMatchObject({ id: home, is_default: true })
    expect(full.map((a) => a.street)).toEqual([
      HYDERABAD.street,
      '5 MG Road',
      '4 MG Road',
      '3 MG Road',
      '2 MG Road',
    ])
  })

  it('changes the default and removes entries; the next becomes default; another shopper cannot touch them', async () => {
    const u = await signUp(t)
    await api(t, u, 'POST', '/cart/items', { product_id: 102, quantity: 1 })
    const home = await estimate(u, HYDERABAD)
    const office = await estimate(u, BENGALURU)
    const set = await api(t, u, 'PUT', `/addresses/${office}/default`)
    expect(set.statusCode, set.body).toBe(200)
    expect(
      set.json().data.addresses.map((a: { id: string; is_default: boolean }) => [a.id, a.is_default]),
    ).toEqual([
      [office, true],
      [home, false],
    ])
    const stranger = await signUp(t)
    expect((await api(t, stranger, 'DELETE', `/addresses/${office}`)).statusCode).toBe(404)
    expect((await api(t, stranger, 'PUT', `/addresses/${home}/default`)).statusCode).toBe(404)
    const removed = await api(t, u, 'DELETE', `/addresses/${office}`)
    expect(removed.json().data.addresses).toMatchObject([{ id: home, is_default: true }])
    expect((await api(t, u, 'DELETE', '/addresses/not-a-uuid')).statusCode).toBe(400)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/addresses' })).statusCode).toBe(401)
  })

  it("fills an empty profile address from the shopper's first order, and never overwrites one they typed", async () => {
    const u = await signUp(t)
    const placed = await startCheckout(t, u, {
      items: [{ product_id: 103, quantity: 1 }],
      address: BENGALURU,
    })
    expect(placed.created.statusCode, placed.created.body).toBe(200)
    expect((await api(t, u, 'GET', '/profiles')).json().data).toMatchObject({
      address_line_1: BENGALURU.street,
      city: BENGALURU.city,
      state: BENGALURU.state,
      pincode: BENGALURU.postal_code,
      phone: '9848012345',
    })

    const v = await signUp(t)
    const put = await api(t, v, 'PUT', '/profiles', {
      first_name: 'Vani',
      address_line_1: '7 Temple Street',
      city: 'Madurai',
      pincode: '625001',
    })
    expect(put.statusCode, put.body).toBe(200)
    await startCheckout(t, v, { items: [{ product_id: 103, quantity: 1 }], address: HYDERABAD })
    expect((await api(t, v, 'GET', '/profiles')).json().data).toMatchObject({
      address_line_1: '7 Temple Street',
      city: 'Madurai',
      pincode: '625001',
    })
  })
})
