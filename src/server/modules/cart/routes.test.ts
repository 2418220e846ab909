import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { applyCouponReply, cartReply, prepareReply } from '#domain/contracts/cart.ts'
import { bearer, signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { wire } from '#server/testing/wire.ts'

let t: TestContext
let me: TestUser
let other: TestUser
beforeAll(async () => {
  t = await createTestApp()
  other = await signUp(t)
})
beforeEach(async () => {
  me = await signUp(t)
})
afterAll(async () => {
  await t?.close()
})

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (u: TestUser | null, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: u ? bearer(u.token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
const cartOf = async (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.statusCode, res.body).toBe(200)
  return wire(cartReply, res.json()).data.cart
}
const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q).then(() => t.app.catalogueChanged())

describe('adding and changing lines', () => {
  it('adds with catalogue prices, merges repeat adds, and totals in rupees', async () => {
    await cartOf(await call(me, 'POST', '/cart/items', { product_id: 101, quantity: 2 }))
    const cart = await cartOf(
      await call(me, 'POST', '/cart/items', { product_id: 101, quantity: 1, price: 1 }),
    )
    expect(cart.items).toHaveLength(1)
    expect(cart.items[0]).toMatchObject({ product_id: 101, quantity: 3, unit_price: 349, total_price: 1047 })
    expect(cart).toMatchObject({
      total_items: 3,
      item_count: 3,
      total_price: 1047,
      discount_amount: 0,
      discounted_total: null,
      total: 1047,
    })
    expect(cart.items[0]!.product?.name).toBe('Moringa Powder')
  })

  it('sets, increments, decrements (ignored at 1) and removes', async () => {
    await call(me, 'POST', '/cart/items', { product_id: 104 })
    expect((await cartOf(await call(me, 'PUT', '/cart/items/104', { quantity: 5 }))).items[0]!.quantity).toBe(
      5,
    )
    expect((await cartOf(await call(me, 'POST', '/cart/items/104/increment'))).items[0]!.quantity).toBe(6)
    await call(me, 'PUT', '/cart/items/104', { quantity: 1 })
    expect((await cartOf(await call(me, 'POST', '/cart/items/104/decrement'))).items[0]!.quantity).toBe(1)
    expect((await cartOf(await call(me, 'DELETE', '/cart/items/104'))).items).toHaveLength(0)
  })

  it('counts and summarises', async () => {
    await call(me, 'POST', '/cart/items', { product_id: 101, quantity: 2 })
    await call(me, 'POST', '/cart/items', { product_id: 112, quantity: 3 })
    expect((await call(me, 'GET', '/cart/count')).json()).toEqual({ success: true, data: { item_count: 5 } })
    expect((await call(me, 'GET', '/cart/summary')).json().data).toMatchObject({
      total_items: 5,
      total_price: 698 + 297,
      shipping_charge: 0,
    })
  })

  it.each([0, 100, -1, 1.5, 'abc', null])('refuses quantity %j with a clear message', async (quantity) => {
    const res = await call(me, 'POST', '/cart/items', { product_id: 101, quantity })
    expect(res.statusCode).toBe(400)
    // above 99 when adding says the per-order rule (decision 005)
    const message =
      quantity === 100
        ? 'You can buy up to 99 of an item per order'
        : 'Quantity must be a whole number from 1 to 99'
    // with the field it is about (decision 037)
    expect(res.json()).toEqual({ success: false, message, issues: [{ path: ['quantity'], message }] })
    const put = await call(me, 'PUT', '/cart/items/101', { quantity })
    expect(put.statusCode).toBe(400)
  })

  it('never passes 99 of one product, and says so instead of capping in silence (decision 005)', async () => {
    const first = await cartOf(await call(me, 'POST', '/cart/items', { product_id: 101, quantity: 60 }))
    expect(first.items.find((i) => i.product_id === 101)!.quantity).toBe(60)
    const again = await call(me, 'POST', '/cart/items', { product_id: 101, quantity: 60 })
    expect([again.statusCode, again.json().message]).toEqual([
      400,
      'You can buy up to 99 of an item per order',
    ])
    const after = await cartOf(await call(me, 'GET', '/cart'))
    expect(after.items.find((i) => i.product_id === 101)!.quantity).toBe(60)
    // up to 99 exactly is fine
    const to99 = await cartOf(await call(me, 'POST', '/cart/items', { product_id: 101, quantity: 39 }))
    expect(to99.items.find((i) => i.product_id === 101)!.quantity).toBe(99)
    // more than 99 at once: the 99 rule is said before the stock (150 of a product with fewer left)
    for (const quantity of [120, 150]) {
      const many = await call(me, 'POST', '/cart/items', { product_id: 102, quantity })
      expect([many.statusCode, many.json().message], String(quantity)).toEqual([
        400,
        'You can buy up to 99 of an item per order',
      ])
    }
  })

  it('refuses unknown, out-of-stock, coming-soon and more-than-stock products with the spec messages', async () => {
    expect((await call(me, 'POST', '/cart/items', { product_id: 999999 })).json()).toEqual({
      success: false,
      message: 'Product not found',
    })
    const zero = await call(me, 'POST', '/cart/items', { product_id: 114 })
    expect([zero.statusCode, zero.json().message]).toEqual([409, 'Product is currently out of stock'])
    const soon = await call(me, 'POST', '/cart/items', { product_id: 118 })
    expect([soon.statusCode, soon.json().message]).toEqual([409, 'Product is coming soon'])
    const many = await call(me, 'POST', '/cart/items', { product_id: 105, quantity: 8 })
    expect([many.statusCode, many.json().message]).toEqual([409, 'Only 7 left in stock'])
    expect((await call(me, 'POST', '/cart/items', { quantity: 1 })).json().message).toBe(
      'Product ID is required',
    )
  })

  it("cannot touch another shopper's lines", async () => {
    await call(other, 'POST', '/cart/items', { product_id: 101, quantity: 2 })
    for (const [method, url, body] of [
      ['PUT', '/cart/items/101', { quantity: 9 }],
      ['DELETE', '/cart/items/101', undefined],
      ['POST', '/cart/items/101/increment', undefined],
      ['POST', '/cart/items/101/decrement', undefined],
    ] as const) {
      const res = await call(me, method, url, body)
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe('This product is not in your cart')
    }
    const theirs = await cartOf(await call(other, 'GET', '/cart'))
    expect(theirs.items[0]!.quantity).toBeGreaterThanOrEqual(2)
  })

  it('needs a signed-in shopper', async () => {
    for (const [method, url] of [
      ['GET', '/cart'],
      ['POST', '/cart/items'],
      ['GET', '/cart/count'],
      ['GET', '/cart/checkout/prepare'],
      ['POST', '/cart/checkout/apply-coupon'],
    ] as const) {
      const res = await call(null, method, url, method === 'POST' ? {} : undefined)
      expect(res.statusCode, url).toBe(401)
    }
  })
})

describe('coupons', () => {
  it('applies codes with spaces and lower case, rounding half up to the paisa', async () => {
    await call(me, 'POST', '/cart/items', { product_id: 101, quantity: 1 })
    const res = await call(me, 'POST', '/cart/checkout/apply-coupon', { coupon_code: '  deal5 ' })
    expect(res.statusCode).toBe(200)
    const { data } = wire(applyCouponReply, res.json())
    // 5% of ₹349.00 = ₹17.45
    expect(data).toMatchObject({ coupon_code: 'DEAL5', discount_amount: 17.45, discounted_total: 331.55 })
    expect(data.cart.total).toBe(331.55)
    const removed = await cartOf(await call(me, 'DELETE', '/cart/checkout/remove-coupon'))
    expect(removed).toMatchObject({
      coupon_code: null,
      discount_amount: 0,
      discounted_total: null,
      total: 349,
    })
  })

  it('refuses empty, unknown and empty-cart coupons clearly', async () => {
    expect(
      (await call(me, 'POST', '/cart/checkout/apply-coupon', { coupon_code: '   ' })).json().message,
    ).toBe('Please enter a coupon code')
    const empty = await call(me, 'POST', '/cart/checkout/apply-coupon', { coupon_code: 'SAVE10' })
    expect(empty.json().message).toBe('Add items to your cart before applying a coupon')
    await call(me, 'POST', '/cart/items', { product_id: 101 })
    const unknown = await call(me, 'POST', '/cart/checkout/apply-coupon', { coupon_code: 'FREEMONEY' })
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Invalid coupon code'])
  })

  it('refuses expired and below-minimum coupons, and drops one that stops applying when the cart changes', async () => {
    await t.database.db.execute(
      sql`insert into coupons (code, label, kind, value, min_order_paise) values ('BIG50', 'BIG50', 'flat', 5000, 100000) on conflict do nothing`,
    )
    await t.database.db.execute(
      sql`insert into coupons (code, label, kind, value, ends_at) values ('OLD', 'OLD', 'percent', 20, now() - interval '1 day') on conflict do nothing`,
    )
    await call(me, 'POST', '/cart/items', { product_id: 101, quantity: 2 })
    expect(
      (await call(me, 'POST', '/cart/checkout/apply-coupon', { coupon_code: 'old' })).json().message,
    ).toBe('This coupon has expired')
    expect(
      (await call(me, 'POST', '/cart/checkout/apply-coupon', { coupon_code: 'BIG50' })).json().message,
    ).toBe('Add items worth ₹1,000.00 or more to use this coupon')
    await call(me, 'PUT', '/cart/items/101', { quantity: 3 })
    const applied = await call(me, 'POST', '/cart/checkout/apply-coupon', { coupon_code: 'BIG50' })
    expect(applied.json().data.discount_amount).toBe(50)
    const shrunk = await cartOf(await call(me, 'PUT', '/cart/items/101', { quantity: 1 }))
    expect(shrunk).toMatchObject({ coupon_code: null, discount_amount: 0 })
  })
})

describe('checkout/prepare', () => {
  it('refuses an empty cart with the spec message', async () => {
    const res = await call(me, 'GET', '/cart/checkout/prepare')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Your cart is empty. Please add items before checkout.')
  })

  it('reports price changes with old and new price, stock-outs, reduced quantities and withdrawn products', async () => {
    await call(me, 'POST', '/cart/items', { product_id: 106, quantity: 2 })
    await call(me, 'POST', '/cart/items', { product_id: 107, quantity: 1 })
    await call(me, 'POST', '/cart/items', { product_id: 108, quantity: 5 })
    await call(me, 'POST', '/cart/items', { product_id: 109, quantity: 1 })
    await exec(sql`update products set price_paise = price_paise + 1000 where id = 106`)
    await exec(sql`update products set stock = 0 where id = 107`)
    await exec(sql`update products set stock = 3 where id = 108`)
    await exec(sql`delete from products where id = 109`)
    const res = await call(me, 'GET', '/cart/checkout/prepare')
    expect(res.statusCode).toBe(200)
    const { data } = wire(prepareReply, res.json())
    const by = Object.fromEntries(data.validation_issues.map((i) => [i.product_id, i]))
    expect(by[106]).toMatchObject({ action: 'price_updated', old_price: 299, new_price: 309 })
    expect(by[107]).toMatchObject({ action: 'out_of_stock', issue: 'Product is currently out of stock' })
    expect(by[108]).toMatchObject({ action: 'quantity_reduced', old_quantity: 5, new_quantity: 3 })
    expect(by[109]).toMatchObject({ action: 'product_removed' })
    expect(data.cart.items.map((i) => [i.product_id, i.quantity])).toEqual([
      [106, 2],
      [108, 3],
    ])
    // the price change is told once
    const again = wire(prepareReply, (await call(me, 'GET', '/cart/checkout/prepare')).json())
    expect(again.data.validation_issues).toEqual([])
    await exec(sql`update products set price_paise = price_paise - 1000 where id = 106`)
    await exec(sql`update products set stock = 74 where id = 107`)
    await exec(sql`update products set stock = 58 where id = 108`)
  })

  it('marks a cart idle for more than 30 days as expired and drops its coupon', async () => {
    await call(me, 'POST', '/cart/items', { product_id: 101 })
    await call(me, 'POST', '/cart/checkout/apply-coupon', { coupon_code: 'SAVE10' })
    await t.database.db.execute(
      sql`update carts set updated_at = now() - interval '31 days' where user_id = ${me.id}`,
    )
    const cart = await cartOf(await call(me, 'GET', '/cart'))
    expect(cart).toMatchObject({ has_expired: true, coupon_code: null, discount_amount: 0 })
    expect(cart.items).toHaveLength(1)
    expect((await cartOf(await call(me, 'GET', '/cart'))).has_expired).toBe(false)
  })
})

describe('guest cart merge', () => {
  it('merges within the 99 and stock limits and says what changed', async () => {
    await call(me, 'POST', '/cart/items', { product_id: 101, quantity: 90 })
    const res = await call(me, 'POST', '/cart/merge', {
      items: [
        { product_id: 101, quantity: 20 },
        { product_id: 105, quantity: 9 },
        { product_id: 118, quantity: 1 },
        { product_id: 112, quantity: 2 },
      ],
    })
    expect(res.statusCode).toBe(200)
    const { cart, adjusted } = res.json().data
    const q = Object.fromEntries(
      cart.items.map((i: { product_id: number; quantity: number }) => [i.product_id, i.quantity]),
    )
    expect(q).toEqual({ 101: 99, 105: 7, 112: 2 })
    expect(adjusted.map((a: { action: string; product_id: number }) => [a.product_id, a.action])).toEqual([
      [101, 'quantity_reduced'],
      [105, 'quantity_reduced'],
      [118, 'coming_soon'],
    ])
  })

  it("keeps the visitor's order of lines after the account's own, in the reply and afterwards", async () => {
    await call(me, 'POST', '/cart/items', { product_id: 106, quantity: 1 })
    const res = await call(me, 'POST', '/cart/merge', {
      items: [
        { product_id: 112, quantity: 1 },
        { product_id: 103, quantity: 2 },
        { product_id: 106, quantity: 1 },
        { product_id: 110, quantity: 1 },
        { product_id: 104, quantity: 1 },
      ],
    })
    expect(res.statusCode).toBe(200)
    const lines = (c: { items: { product_id: number; quantity: number }[] }) =>
      c.items.map((i) => [i.product_id, i.quantity])
    const expected = [
      [106, 2],
      [112, 1],
      [103, 2],
      [110, 1],
      [104, 1],
    ]
    expect(lines(res.json().data.cart)).toEqual(expected)
    expect(lines(await cartOf(await call(me, 'GET', '/cart')))).toEqual(expected)
  })
})
