import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { favoritesReply } from '#domain/contracts/wishlist.ts'
import { bearer, signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

let t: TestContext
let me: TestUser
let other: TestUser
beforeAll(async () => {
  t = await createTestApp()
  me = await signUp(t)
  other = await signUp(t)
})
afterAll(async () => {
  await t?.close()
})

const call = (u: TestUser | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: u ? bearer(u.token) : {},
    ...(payload ? { payload } : {}),
  })

describe('favourites', () => {
  it('adds (twice is harmless), checks, lists and removes', async () => {
    const first = await call(me, 'POST', '/favorites', { product_id: 101 })
    expect(first.json().data).toMatchObject({
      created: true,
      favorite: { product_id: 101, product: { name: 'Moringa Powder' } },
    })
    const second = await call(me, 'POST', '/favorites', { product_id: 101 })
    expect(second.statusCode).toBe(200)
    expect(second.json().data.created).toBe(false)
    await call(me, 'POST', '/favorites', { product_id: 104 })
    expect((await call(me, 'GET', '/favorites/check/101')).json().data).toEqual({
      product_id: 101,
      is_favorite: true,
    })
    expect((await call(me, 'GET', '/favorites/check/102')).json().data.is_favorite).toBe(false)
    const list = favoritesReply.parse((await call(me, 'GET', '/favorites')).json())
    expect(list.data.favorites.map((f) => f.product_id)).toEqual([104, 101])
    expect((await call(me, 'DELETE', '/favorites', { product_id: 101 })).statusCode).toBe(200)
    expect((await call(me, 'GET', '/favorites/check/101')).json().data.is_favorite).toBe(false)
  })

  it('keeps each shopper to their own list', async () => {
    await call(other, 'POST', '/favorites', { product_id: 110 })
    const res = await call(me, 'DELETE', '/favorites', { product_id: 110 })
    expect([res.statusCode, res.json().message]).toEqual([404, 'Wishlist item not found'])
    expect((await call(other, 'GET', '/favorites/check/110')).json().data.is_favorite).toBe(true)
    expect((await call(me, 'GET', '/favorites/check/110')).json().data.is_favorite).toBe(false)
  })

  it('refuses bad input and anonymous calls', async () => {
    expect((await call(me, 'POST', '/favorites', { product_id: 999999 })).statusCode).toBe(404)
    for (const product_id of ['abc', -1, 0, 1.5, null]) {
      const res = await call(me, 'POST', '/favorites', { product_id } as object)
      expect(res.statusCode, String(product_id)).toBe(400)
      expect(res.json().message).toBe('Product ID is required')
    }
    expect((await call(me, 'GET', '/favorites/check/%20')).statusCode).toBe(400)
    expect((await call(null, 'GET', '/favorites')).statusCode).toBe(401)
    expect((await call(null, 'POST', '/favorites', { product_id: 101 })).statusCode).toBe(401)
  })
})
