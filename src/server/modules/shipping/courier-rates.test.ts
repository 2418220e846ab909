import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shippingMessages } from '#domain/messages-shipping.ts'
import { CARRIERS } from '#domain/shipping.ts'
import { signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, BENGALURU, HYDERABAD } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { orders } from '../orders/tables.ts'
import { TEST_COURIER_PREFIX } from './test-courier.ts'

// Rates at checkout (decision 046, amended): with a courier configured, the standard rate and dates of a PIN come
// from its serviceability reply, kept per PIN, 500 g band and COD flag; a courier slow (over 1 s) or failing (5xx)
// leaves the owner's zone table; a PIN no courier serves is refused at the PIN check, the estimate and placing.
// Against the built-in stand-in; runs on PGlite and, with TEST_DATABASE=postgres, on PostgreSQL.

let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ env: { COURIER: 'shiprocket' } })
})
afterAll(async () => {
  await t?.close()
})

const person = { first_name: 'Asha', last_name: 'Rao', mobile: '9848012345' }
const MUMBAI_SLOW = {
  street: '1 Sahar Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  postal_code: '400099',
  country: 'India',
}
const MUMBAI_DOWN = { ...MUMBAI_SLOW, street: '2 Kalina', postal_code: '400098' }
const IMPHAL = {
  street: 'Thangal Bazar',
  city: 'Imphal',
  state: 'Manipur',
  postal_code: '795001',
  country: 'India',
}

const calls = async () =>
  (await t.app.inject({ method: 'GET', url: `${TEST_COURIER_PREFIX}/_test/serviceability-calls` })).json()
    .calls as number

async function shopper(quantity = 1): Promise<TestUser> {
  const u = await signUp(t)
  expect((await api(t, u, 'POST', '/cart/items', { product_id: 101, quantity })).statusCode).toBe(200)
  return u
}
async function estimate(u: TestUser, address: typeof HYDERABAD) {
  const res = await api(t, u, 'POST', '/cart/checkout/estimate-shipping', { ...person, ...address })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as {
    address_id: string
    shipping_options: { service_level: string; carrier: string; cost: number; delivery_to: string }[]
    message: string | null
  }
}
const standardOf = (e: Awaited<ReturnType<typeof estimate>>) =>
  e.shipping_options.find((o) => o.service_level === 'standard')

describe('rates at checkout from the courier', () => {
  it("prices standard delivery at the cheapest courier's rate, rounded up to rupees, with its date", async () => {
    const u = await shopper()
    const e = await estimate(u, HYDERABAD)
    const standard = standardOf(e)!
    // the stand-in's cheapest is Xpressbees at ₹34 a 500 g slab (the reply's money is in rupees)
    expect(standard.carrier).toBe('Xpressbees Surface')
    expect(standard.cost).toBeGreaterThan(0)
    expect(standard.cost % 34).toBe(0)
    expect(e.message).toBeNull()
  })

  it('asks the courier once for two estimates of the same PIN and weight band', async () => {
    const before = await calls()
    const a = await estimate(await shopper(), BENGALURU)
    const b = await estimate(await shopper(), BENGALURU)
    expect(await calls()).toBe(before + 1)
    expect(standardOf(a)).toEqual(standardOf(b))
    expect(standardOf(a)!.carrier).toBe('Xpressbees Surface')
  })

  it('falls back to the zone table within about a second when the courier is slow', async () => {
    const u = await shopper()
    const started = Date.now()
    const e = await estimate(u, MUMBAI_SLOW)
    expect(Date.now() - started).toBeLessThan(1400)
    expect(standardOf(e)!.carrier).toBe(CARRIERS.standard)
    expect(e.message).toBeNull()
  })

  it('falls back to the zone table when the courier answers 5xx', async () => {
    const e = await estimate(await shopper(), MUMBAI_DOWN)
    expect(standardOf(e)!.carrier).toBe(CARRIERS.standard)
    expect(e.shipping_options.length).toBeGreaterThan(0)
  })

  it('refuses a PIN no courier serves at the PIN check, the estimate and placing the order', async () => {
    const check = await api(t, null, 'GET', '/shipping/promise?pin=795001&value=50000')
    expect(check.statusCode, check.body).toBe(200)
    expect(check.json().data).toMatchObject({
      serviceable: false,
      message: shippingMessages.unserviceable,
      options: [],
    })
    const u = await shopper()
    const e = await estimate(u, IMPHAL)
    expect(e.shipping_options).toEqual([])
    expect(e.message).toBe(shippingMessages.unserviceable)
    const placed = await api(t, u, 'POST', '/payments/create-order', {
      ...person,
      shipping_address_id: e.address_id,
      shipping_service_level: 'standard',
    })
    expect(placed.statusCode).toBe(400)
    expect(placed.body).toContain(shippingMessages.unserviceable)
    const mine = await t.database.db.select().from(orders).where(eq(orders.userId, u.id))
    expect(mine).toEqual([])
  })

  it('charges the price the shopper saw, from the same quote', async () => {
    const u = await shopper()
    const e = await estimate(u, HYDERABAD)
    const shown = standardOf(e)!
    expect(shown.cost).toBeGreaterThan(0)
    const before = await calls()
    const placed = await api(t, u, 'POST', '/payments/create-order', {
      ...person,
      shipping_address_id: e.address_id,
      shipping_service_level: 'standard',
    })
    expect(placed.statusCode, placed.body).toBe(200)
    expect(await calls()).toBe(before)
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.json().data.shop_order_id))
    expect(row!.shippingChargePaise).toBe(Math.round(shown.cost * 100))
    expect(row!.shippingCarrier).toBe(shown.carrier)
  })
})
