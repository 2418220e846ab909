import { randomBytes } from 'node:crypto'
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatPaise, rupeesToPaise } from '#domain/money.ts'
import { signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, HYDERABAD } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

// Decision 035: a coupon that stops applying between the cart and Place order (used up, paused, expired, the
// shopper's own limit, the minimum) refuses the placing with the total without it; nothing is placed or charged in
// silence at another total. PGlite, and PostgreSQL with TEST_DATABASE=postgres; the race with two processes is in
// coupon-race.test.ts.

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows
}

const contact = { first_name: 'Asha', last_name: 'Rao', mobile: '9848012345' }

/** A shopper with the coupon applied and the address estimated, as the checkout page leaves them before Place order. */
async function readyToPlace(code: string): Promise<{ u: TestUser; addressId: string; discounted: number }> {
  const u = await signUp(t)
  expect((await api(t, u, 'POST', '/cart/items', { product_id: 101, quantity: 2 })).statusCode).toBe(200)
  const applied = await api(t, u, 'POST', '/cart/checkout/apply-coupon', { coupon_code: code })
  expect(applied.statusCode, applied.body).toBe(200)
  expect(applied.json().data.discount_amount).toBeGreaterThan(0)
  const estimate = await api(t, u, 'POST', '/cart/checkout/estimate-shipping', { ...contact, ...HYDERABAD })
  expect(estimate.statusCode, estimate.body).toBe(200)
  return { u, addressId: estimate.json().data.address_id, discounted: applied.json().data.discounted_total }
}

const place = (u: TestUser, addressId: string) =>
  api(t, u, 'POST', '/payments/create-order', {
    ...contact,
    shipping_address_id: addressId,
    shipping_service_level: 'standard',
  })

/** What the shopper pays without the coupon: the cart as it is now and its standard shipping. */
async function totalWithout(u: TestUser): Promise<number> {
  const cart = (await api(t, u, 'GET', '/cart')).json().data.cart
  const estimate = (
    await api(t, u, 'POST', '/cart/checkout/estimate-shipping', { ...contact, ...HYDERABAD })
  ).json().data
  const standard = (estimate.shipping_options as { service_level: string; cost: number }[]).find(
    (o) => o.service_level === 'standard',
  )!
  return rupeesToPaise(cart.total) + rupeesToPaise(standard.cost)
}

const changes: [string, (code: string) => SQL][] = [
  ['used up', (code) => sql`update coupons set total_limit = 1, used_count = 1 where code = ${code}`],
  ['paused', (code) => sql`update coupons set active = false where code = ${code}`],
  ['expired', (code) => sql`update coupons set ends_at = now() - interval '1 minute' where code = ${code}`],
  [
    'raised above the cart',
    (code) => sql`update coupons set min_order_paise = 10000000 where code = ${code}`,
  ],
]

describe('a coupon that stops applying before Place order', () => {
  it.each(changes)(
    '%s after it was applied: the order is not placed, the shopper is told the new total, the coupon leaves the cart',
    async (_what, change) => {
      const code = `GONE${randomBytes(3).toString('hex').toUpperCase()}`
      await t.database.db.execute(
        sql`insert into coupons (code, label, kind, value) values (${code}, ${code}, 'percent', 10)`,
      )
      const { u, addressId } = await readyToPlace(code)
      await t.database.db.execute(change(code))

      const refused = await place(u, addressId)
      expect(refused.statusCode, refused.body).toBe(409)
      const total = await totalWithout(u)
      expect(refused.json()).toEqual({
        success: false,
        message: `Coupon ${code} is no longer available. Your new total is ${formatPaise(total)}.`,
        reason: 'coupon_gone',
      })
      // nothing placed, nothing asked of the payment provider, the coupon off the cart
      expect(await rows(sql`select id from orders where user_id = ${u.id}`)).toEqual([])
      expect(
        await rows(sql`select 1 from coupon_redemptions where coupon_code = ${code} and user_id = ${u.id}`),
      ).toEqual([])
      const cart = (await api(t, u, 'GET', '/cart')).json().data.cart
      expect([cart.coupon_code, cart.discount_amount]).toEqual([null, 0])

      // confirming again places the order at the total they were told
      const again = await place(u, addressId)
      expect(again.statusCode, again.body).toBe(200)
      expect(rupeesToPaise(again.json().data.amount)).toBe(total)
    },
  )

  it("the shopper's own limit reached meanwhile (another order of theirs paid with it): refused the same way", async () => {
    const code = `MINE${randomBytes(3).toString('hex').toUpperCase()}`
    await t.database.db.execute(
      sql`insert into coupons (code, label, kind, value, per_user_limit) values (${code}, ${code}, 'flat', 50, 1)`,
    )
    const { u, addressId } = await readyToPlace(code)
    // an earlier order of theirs, paid with the coupon in another window
    await t.database.db.execute(
      sql`insert into coupon_redemptions (coupon_code, user_id, order_id, state) values (${code}, ${u.id}, ${`SN-OTHER-${code}`}, 'redeemed')`,
    )
    const refused = await place(u, addressId)
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json().message).toBe(
      `Coupon ${code} is no longer available. Your new total is ${formatPaise(await totalWithout(u))}.`,
    )
    expect(await rows(sql`select id from orders where user_id = ${u.id}`)).toEqual([])
  })

  it('a coupon that still applies is placed with its discount (nothing refused for nothing)', async () => {
    const code = `STILL${randomBytes(3).toString('hex').toUpperCase()}`
    await t.database.db.execute(
      sql`insert into coupons (code, label, kind, value, total_limit) values (${code}, ${code}, 'percent', 10, 5)`,
    )
    const { u, addressId, discounted } = await readyToPlace(code)
    const placed = await place(u, addressId)
    expect(placed.statusCode, placed.body).toBe(200)
    const [order] = await rows<{ coupon_code: string; subtotal_paise: number; discount_paise: number }>(
      sql`select coupon_code, subtotal_paise, discount_paise from orders where user_id = ${u.id}`,
    )
    expect(order!.coupon_code).toBe(code)
    expect(order!.subtotal_paise - order!.discount_paise).toBe(rupeesToPaise(discounted))
  })
})
