import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, HYDERABAD } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

// Each statement is a round trip to the database, and under load the connection pool is what requests wait
// for: the cart and checkout requests must not read again what they have just read or written.
let t: TestContext
let statements: string[] = []
beforeAll(async () => {
  t = await createTestApp({ onQuery: (q) => statements.push(q) })
})
afterAll(async () => {
  await t?.close()
})

/**
 * The statements one request sends (a transaction's begin and commit, sent on PostgreSQL only, not counted; nor
 * the notification worker's poll, which may run meanwhile and is not the request's).
 */
async function roundTrips(
  u: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) {
  statements = []
  const res = await api(t, u, method, url, body)
  expect(res.statusCode, res.body).toBe(200)
  return statements.filter((q) => !/^(begin|commit)\b/i.test(q.trim()) && !/\bfrom notifications\b/.test(q))
}

describe('database round trips per request', () => {
  it('the cart: read in 2 (lines, products), changed in 4, a coupon one more', async () => {
    const u = await signUp(t)
    await api(t, u, 'GET', '/cart')
    await api(t, u, 'POST', '/cart/items', { product_id: 101 })
    expect(await roundTrips(u, 'POST', '/cart/items', { product_id: 104, quantity: 2 })).toHaveLength(4)
    expect(await roundTrips(u, 'POST', '/cart/items', { product_id: 104 })).toHaveLength(4)
    expect(await roundTrips(u, 'GET', '/cart')).toHaveLength(2)
    expect(await roundTrips(u, 'PUT', '/cart/items/104', { quantity: 5 })).toHaveLength(4)
    expect(await roundTrips(u, 'POST', '/cart/items/104/increment')).toHaveLength(4)
    expect(await roundTrips(u, 'POST', '/cart/items/104/decrement')).toHaveLength(4)
    expect(await roundTrips(u, 'DELETE', '/cart/items/104')).toHaveLength(4)
    // the coupon's check: its row and the shopper's uses of it, together
    expect(
      await roundTrips(u, 'POST', '/cart/checkout/apply-coupon', { coupon_code: 'SAVE10' }),
    ).toHaveLength(5) // rate limit, lines, products, coupon, cart
    expect(await roundTrips(u, 'GET', '/cart')).toHaveLength(3)
  })

  it('placing an order: the cart read once, the order and its stock in one transaction', async () => {
    const u = await signUp(t)
    await api(t, u, 'POST', '/cart/items', { product_id: 101 })
    await api(t, u, 'POST', '/cart/items', { product_id: 104 })
    const address = (await api(t, u, 'POST', '/cart/checkout/estimate-shipping', HYDERABAD)).json().data
      .address_id
    const sent = await roundTrips(u, 'POST', '/payments/create-order', {
      first_name: 'A',
      last_name: 'B',
      mobile: '9848012345',
      shipping_address_id: address,
      // the storefront names the page's language (decision 060); without it the profile's is read, alongside
      language: 'en',
    })
    // the shopper's place-order limit; lines, address, products; the open order locked (none yet), the order,
    // its items; the products locked in id order, then the packs locked (saying which hold an expired batch,
    // decision 052), then the stock of every pack taken and allocated to its batches in one statement (decision 041:
    // one statement for products and packs deadlocked against staff's saves); the payment order attached, the
    // saved-card customer: 12 of the shop's, and the test gateway's own book of the payment order (test mode only)
    expect(sent.filter((q) => !q.includes('"test_gateway_'))).toHaveLength(12)
    expect(sent).toHaveLength(13)
  })

  it('a product page never asked for: its product, pictures and packs in one read, its head and its reply sharing it', async () => {
    const get = async (url: string) => {
      statements = []
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, res.body).toBe(200)
      return statements.filter((q) => !/\bfrom notifications\b/.test(q))
    }
    // the product with its pictures and packs, then its packs' next batches; in Hindi its translation and its
    // category's name too
    expect(await get('/api/v1/products/105')).toHaveLength(2)
    expect(await get('/api/v1/products/106?lang=hi')).toHaveLength(4)
    // the page's head reads the product, and the API's reply of it (another address) reads nothing more
    expect(await get('/product/107')).toHaveLength(2)
    expect(await get('/api/v1/products/107')).toEqual([])
    expect(await get('/hi/product/106')).toEqual([])
  })
})
