import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { HYDERABAD } from '#server/testing/checkout-helpers.ts'
import { type ClusterDatabase, createDatabase, pgQuery as query } from '#server/testing/pg-databases.ts'
import { totpCode } from '#server/testing/totp.ts'
import { SHOP_HOOK_TIMEOUT_MS, type ShopProcess, startShop } from '../../../../scripts/lib/shop-process.ts'

// Decision 014, the races: two real server processes on one PostgreSQL database, requests spread across both, the
// outcome read from the database and the test gateway's own books. PGlite has one connection, so PostgreSQL only
// (TEST_DATABASE=postgres).

const adminUrl = inject('pgAdminUrl')
const ORIGIN = 'http://shop.test'
const RACE_TIMEOUT = 120_000

interface Reply {
  status: number
  // biome-ignore lint/suspicious/noExplicitAny: replies are read field by field and checked by the assertions
  body: any
}

async function call(
  shop: ShopProcess,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<Reply> {
  const res = await fetch(`${shop.base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  })
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {}
  return { status: res.status, body: parsed }
}

interface Shopper {
  id: string
  token: string
}

interface Placed {
  key_id: string
  order_id: string
  shop_order_id: string
  amount: number
}

describe.skipIf(!adminUrl)('order-to-cash races: two server processes on one PostgreSQL database', () => {
  let url: string
  let created: ClusterDatabase | undefined
  const shops: ShopProcess[] = []
  const shop = (i: number) => shops[i % 2]!

  beforeAll(async () => {
    created = await createDatabase({ prefix: 'shop_races' })
    url = created.url
    const env = {
      DATABASE_URL: url,
      PUBLIC_URL: ORIGIN,
      AUTH_SECRET: 'races-secret-races-secret-races-secret-0123',
      // many shoppers sign up from this one machine
      AUTH_RATE_LIMIT: 'false',
    }
    shops.push(...(await Promise.all([startShop(env), startShop(env)])))
  }, RACE_TIMEOUT)

  afterAll(async () => {
    await Promise.all(shops.map((s) => s.stop()))
    await created?.drop()
  }, SHOP_HOOK_TIMEOUT_MS)

  let signedUp = 0
  /** A shopper signed up on one process, with a bearer token from the other (sessions are shared). */
  async function signUpShopper(): Promise<Shopper> {
    const i = signedUp++
    const res = await fetch(`${shop(i).base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({
        name: `Racer ${i}`,
        email: `racer${i}-${randomBytes(4).toString('hex')}@example.in`,
        password: 'moringa-rocks-123',
      }),
    })
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`)
    const id = ((await res.json()) as { user: { id: string } }).user.id
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const tokenRes = await fetch(`${shop(i + 1).base}/api/auth/token`, {
      headers: { cookie, origin: ORIGIN },
    })
    if (tokenRes.status !== 200) throw new Error(`token failed: ${tokenRes.status} ${await tokenRes.text()}`)
    return { id, token: ((await tokenRes.json()) as { token: string }).token }
  }
  async function signUpShoppers(n: number): Promise<Shopper[]> {
    const out: Shopper[] = []
    // a few at a time: password hashing is deliberately slow
    while (out.length < n)
      out.push(...(await Promise.all(Array.from({ length: Math.min(4, n - out.length) }, signUpShopper))))
    return out
  }

  /** Cart, coupon and address on the server, as the checkout page leaves them; answers the address id. */
  async function fillCheckout(
    i: number,
    u: Shopper,
    items: { product_id: number; quantity: number }[],
    coupon?: string,
  ): Promise<string> {
    for (const item of items) {
      const add = await call(shop(i), u.token, 'POST', '/api/v1/cart/items', item)
      if (add.status !== 200) throw new Error(`add failed: ${add.status} ${JSON.stringify(add.body)}`)
    }
    if (coupon) {
      const applied = await call(shop(i), u.token, 'POST', '/api/v1/cart/checkout/apply-coupon', {
        coupon_code: coupon,
      })
      if (applied.status !== 200) throw new Error(`coupon refused: ${JSON.stringify(applied.body)}`)
    }
    const estimate = await call(shop(i), u.token, 'POST', '/api/v1/cart/checkout/estimate-shipping', {
      first_name: 'Asha',
      last_name: 'Rao',
      mobile: '9848012345',
      ...HYDERABAD,
    })
    if (estimate.status !== 200) throw new Error(`estimate failed: ${JSON.stringify(estimate.body)}`)
    return estimate.body.data.address_id as string
  }

  const createOrder = (i: number, u: Shopper, addressId: string) =>
    call(shop(i), u.token, 'POST', '/api/v1/payments/create-order', {
      first_name: 'Asha',
      last_name: 'Rao',
      mobile: '9848012345',
      shipping_address_id: addressId,
      shipping_service_level: 'standard',
    })

  /** Pays at the test gateway with the test card, then verifies as Checkout's handler does: verify's status. */
  async function payAndVerify(i: number, u: Shopper, p: Placed): Promise<number | string> {
    const paid = await call(shop(i), null, 'POST', '/test-gateway/checkout/pay', {
      key: p.key_id,
      order_id: p.order_id,
      card_number: '4111 1111 1111 1111',
      expiry: '12/30',
      cvv: '123',
      name: 'Asha Rao',
    })
    if (paid.status !== 200) return `gateway ${paid.status}`
    return (await call(shop(i), u.token, 'POST', '/api/v1/payments/verify', paid.body)).status
  }

  async function hasRefundsTable(): Promise<boolean> {
    const [row] = await query<{ t: string | null }>(
      url,
      `select to_regclass('test_gateway_refunds')::text as t`,
    )
    return Boolean(row?.t)
  }

  /** The gateway's books for provider orders: captured, refunded (per its refunds, when it keeps them) and count. */
  async function gatewayBooks(providerOrderIds: string[]) {
    const refundsTable = await hasRefundsTable()
    const payments = await query<{ order_id: string; captured: number; refunded_amount: number }>(
      url,
      `select order_id, coalesce(sum(amount), 0)::int as captured, coalesce(sum(refunded_amount), 0)::int as refunded_amount
       from test_gateway_payments where order_id = any($1) and status <> 'failed' group by order_id`,
      [providerOrderIds],
    )
    const refunds = refundsTable
      ? await query<{ order_id: string; total: number; count: number }>(
          url,
          `select p.order_id, coalesce(sum(r.amount), 0)::int as total, count(*)::int as count
           from test_gateway_refunds r join test_gateway_payments p on p.id = r.payment_id
           where p.order_id = any($1) group by p.order_id`,
          [providerOrderIds],
        )
      : []
    return new Map(
      providerOrderIds.map((id) => {
        const p = payments.find((r) => r.order_id === id)
        const r = refunds.find((x) => x.order_id === id)
        return [
          id,
          {
            captured: p?.captured ?? 0,
            refundedAmount: p?.refunded_amount ?? 0,
            refunded: refundsTable ? (r?.total ?? 0) : (p?.refunded_amount ?? 0),
            refundCount: refundsTable ? (r?.count ?? 0) : null,
          },
        ]
      }),
    )
  }

  /** Polls until two reads a second apart agree (refunds decided under way are carried out), at most ~15 s. */
  async function settled<T>(read: () => Promise<T>): Promise<T> {
    let last = JSON.stringify(await read())
    const until = Date.now() + 15_000
    while (Date.now() < until) {
      await new Promise((r) => setTimeout(r, 1000))
      const now = await read()
      const text = JSON.stringify(now)
      if (text === last) return now
      last = text
    }
    return read()
  }

  it(
    'pay/cancel race × 30: every cancelled order with a captured payment is refunded exactly that amount, never more',
    async () => {
      const N = 30
      const products = [101, 104, 106, 110, 111, 112]
      const shoppers = await signUpShoppers(N)
      const placed: Placed[] = []
      for (const [i, u] of shoppers.entries()) {
        const addressId = await fillCheckout(i, u, [
          { product_id: products[i % products.length]!, quantity: 1 },
        ])
        const created = await createOrder(i, u, addressId)
        expect(created.status, JSON.stringify(created.body)).toBe(200)
        placed.push(created.body.data)
      }

      // At the same moment: the payment is captured and verified on one process, the order cancelled on the other.
      // The cancels are spread over the time a capture takes (0 to 87 ms after the payment starts), so some land
      // while the capture is being recorded, whatever this machine's speed.
      const outcomes = await Promise.all(
        placed.map(async (p, i) => {
          const u = shoppers[i]!
          const [verify, cancel] = await Promise.all([
            payAndVerify(i, u, p),
            new Promise((r) => setTimeout(r, i * 3)).then(() =>
              call(shop(i + 1), u.token, 'PUT', `/api/v1/orders/${p.shop_order_id}/cancel`).then(
                (r) => r.status,
              ),
            ),
          ])
          return { verify, cancel }
        }),
      )

      const ids = placed.map((p) => p.shop_order_id)
      const read = async () => {
        const orders = await query<{
          id: string
          status: string
          payment_status: string
          total_paise: number
        }>(url, 'select id, status, payment_status, total_paise from orders where id = any($1) order by id', [
          ids,
        ])
        const books = await gatewayBooks(placed.map((p) => p.order_id))
        return { orders, books: [...books.entries()] }
      }
      const { orders, books } = await settled(read)
      const bookOf = new Map(books)

      const problems: string[] = []
      for (const [i, p] of placed.entries()) {
        const o = orders.find((x) => x.id === p.shop_order_id)!
        const b = bookOf.get(p.order_id)!
        const seen = `${o.id}: ${o.status}/${o.payment_status}, captured ${b.captured}, refunded ${b.refunded}, verify ${outcomes[i]!.verify}, cancel ${outcomes[i]!.cancel}`
        if (b.refunded > b.captured) problems.push(`refunded more than captured: ${seen}`)
        if (o.status === 'cancelled' && b.captured > 0 && b.refunded !== b.captured)
          problems.push(`cancelled but not refunded in full: ${seen}`)
        if (o.status === 'processing' && (b.refunded !== 0 || b.captured !== o.total_paise))
          problems.push(`paid but refunded or not captured in full: ${seen}`)
        if (!['cancelled', 'processing'].includes(o.status))
          problems.push(`neither cancelled nor paid: ${seen}`)
        if (typeof outcomes[i]!.verify !== 'number' || (outcomes[i]!.verify as number) >= 500)
          problems.push(`verify failed: ${seen}`)
        if (outcomes[i]!.cancel >= 500) problems.push(`cancel failed: ${seen}`)
        if (b.refundCount !== null && b.refundedAmount !== b.refunded)
          problems.push(`gateway books disagree: ${seen}`)
      }
      expect(problems).toEqual([])
      // the race really happened: the gateway captured money on these orders
      expect([...bookOf.values()].filter((b) => b.captured > 0).length).toBeGreaterThan(0)
    },
    RACE_TIMEOUT * 2,
  )

  it(
    '20 concurrent cancels of one paid order: exactly one succeeds, and exactly one refund of exactly the amount',
    async () => {
      const [u] = await signUpShoppers(1)
      const addressId = await fillCheckout(0, u!, [{ product_id: 107, quantity: 2 }])
      const created = await createOrder(0, u!, addressId)
      expect(created.status, JSON.stringify(created.body)).toBe(200)
      const p = created.body.data as Placed
      expect(await payAndVerify(1, u!, p)).toBe(200)
      const amount = Math.round(p.amount * 100)

      const statuses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(shop(i), u!.token, 'PUT', `/api/v1/orders/${p.shop_order_id}/cancel`),
        ),
      )
      const counts: Record<number, number> = {}
      for (const r of statuses) counts[r.status] = (counts[r.status] ?? 0) + 1
      expect(counts).toEqual({ 200: 1, 409: 19 })
      expect(
        statuses
          .filter((r) => r.status === 409)
          .every((r) => r.body.message === 'This order is already cancelled'),
      ).toBe(true)

      const books = await settled(async () => [...(await gatewayBooks([p.order_id])).values()][0]!)
      expect(books.captured).toBe(amount)
      expect(books.refunded).toBe(amount)
      expect(books.refundedAmount).toBe(amount)
      if (books.refundCount !== null) expect(books.refundCount).toBe(1)
      const [order] = await query<{ status: string; payment_status: string }>(
        url,
        'select status, payment_status from orders where id = $1',
        [p.shop_order_id],
      )
      expect(order).toEqual({ status: 'cancelled', payment_status: 'refunded' })
    },
    RACE_TIMEOUT,
  )

  it(
    'a coupon usable once in all, raced by 20 shoppers placing and paying: one paid discount',
    async () => {
      const code = `ONLYONE${randomBytes(3).toString('hex').toUpperCase()}`
      await query(
        url,
        `insert into coupons (code, label, kind, value, total_limit) values ($1, $1, 'percent', 10, 1)`,
        [code],
      )
      const shoppers = await signUpShoppers(20)
      const addresses: string[] = []
      for (const [i, u] of shoppers.entries())
        addresses.push(await fillCheckout(i, u, [{ product_id: 102, quantity: 1 }], code))

      const outcomes = await Promise.all(
        shoppers.map(async (u, i) => {
          const created = await createOrder(i, u, addresses[i]!)
          if (created.status !== 200) return `create-order ${created.status}`
          return `verify ${await payAndVerify(i + 1, u, created.body.data)}`
        }),
      )
      expect(outcomes.filter((o) => /\b5\d\d$/.test(o))).toEqual([])

      const [paid] = await query<{ n: number }>(
        url,
        `select count(*)::int as n from orders
         where coupon_code = $1 and discount_paise > 0 and status in ('processing', 'shipped', 'delivered')`,
        [code],
      )
      expect(paid!.n).toBe(1)
      const [redeemed] = await query<{ n: number }>(
        url,
        `select count(*)::int as n from coupon_redemptions r join orders o on o.id = r.order_id
         where r.coupon_code = $1 and o.status in ('processing', 'shipped', 'delivered')`,
        [code],
      )
      expect(redeemed!.n).toBeLessThanOrEqual(1)
      const [coupon] = await query<{ used_count: number }>(
        url,
        'select used_count from coupons where code = $1',
        [code],
      )
      expect(coupon!.used_count).toBeLessThanOrEqual(1)
    },
    RACE_TIMEOUT,
  )

  it(
    'a coupon with 3 uses left, applied by 20 shoppers who then place and pay at once: 3 orders carry it, every other shopper is told the new total, none is placed at full price in silence',
    async () => {
      const code = `LAST3${randomBytes(3).toString('hex').toUpperCase()}`
      // five uses in all, two counted as used already (by hand, as the back office may have it)
      await query(
        url,
        `insert into coupons (code, label, kind, value, total_limit, used_count) values ($1, $1, 'percent', 10, 5, 2)`,
        [code],
      )
      const shoppers = await signUpShoppers(20)
      const addresses: string[] = []
      for (const [i, u] of shoppers.entries())
        addresses.push(await fillCheckout(i, u, [{ product_id: 108, quantity: 1 }], code))

      const outcomes = await Promise.all(
        shoppers.map(async (u, i) => {
          const created = await createOrder(i, u, addresses[i]!)
          if (created.status !== 200)
            return { placed: false, status: created.status, message: created.body.message }
          return { placed: true, status: await payAndVerify(i + 1, u, created.body.data), message: '' }
        }),
      )
      const placed = outcomes.filter((o) => o.placed)
      const refused = outcomes.filter((o) => !o.placed)
      expect(placed.map((o) => o.status)).toEqual([200, 200, 200])
      const said = new RegExp(
        `^Coupon ${code} is no longer available\\. Your new total is ₹[\\d,]+\\.\\d\\d\\.$`,
      )
      expect(refused.filter((o) => o.status !== 409 || !said.test(o.message))).toEqual([])
      expect(refused).toHaveLength(17)

      const ids = shoppers.map((u) => u.id)
      const orders = await query<{ user_id: string; coupon_code: string | null; status: string }>(
        url,
        'select user_id, coupon_code, status from orders where user_id = any($1)',
        [ids],
      )
      // exactly three orders, each with the coupon and paid; nobody else has an order at all
      expect(orders).toHaveLength(3)
      expect(orders.every((o) => o.coupon_code === code && o.status === 'processing')).toBe(true)
      const [coupon] = await query<{ used_count: number }>(
        url,
        'select used_count from coupons where code = $1',
        [code],
      )
      expect(coupon!.used_count).toBe(5)
      // the refused shoppers' carts no longer carry the coupon: they confirm the new total before paying
      const [carts] = await query<{ n: number }>(
        url,
        'select count(*)::int as n from carts where user_id = any($1) and coupon_code is not null',
        [ids],
      )
      expect(carts!.n).toBe(0)
    },
    RACE_TIMEOUT * 2,
  )

  it(
    '30 concurrent create-order calls by one shopper: at most one open order, its stock held once',
    async () => {
      const [u] = await signUpShoppers(1)
      const addressId = await fillCheckout(0, u!, [{ product_id: 103, quantity: 2 }])
      const [before] = await query<{ stock: number }>(url, 'select stock from products where id = 103')

      const replies = await Promise.all(Array.from({ length: 30 }, (_, i) => createOrder(i, u!, addressId)))
      const statuses = replies.map((r) => r.status)
      expect(statuses.filter((s) => ![200, 409, 429].includes(s))).toEqual([])
      const ok = replies.filter((r) => r.status === 200)
      expect(ok.length).toBeGreaterThan(0)
      expect(new Set(ok.map((r) => r.body.data.shop_order_id)).size).toBe(1)

      const open = await query<{ id: string }>(
        url,
        `select id from orders where user_id = $1 and status = 'pending'`,
        [u!.id],
      )
      expect(open).toHaveLength(1)
      const [after] = await query<{ stock: number }>(url, 'select stock from products where id = 103')
      expect(after!.stock).toBe(before!.stock - 2)
    },
    RACE_TIMEOUT,
  )

  it(
    'two adds of 60 at once on two processes: one is taken, the other is refused with the 99 rule, never capped',
    async () => {
      const [u] = await signUpShoppers(1)
      const replies = await Promise.all(
        [0, 1].map((i) =>
          call(shop(i), u!.token, 'POST', '/api/v1/cart/items', { product_id: 101, quantity: 60 }),
        ),
      )
      expect(replies.map((r) => r.status).sort()).toEqual([200, 400])
      expect(replies.find((r) => r.status === 400)!.body.message).toBe(
        'You can buy up to 99 of an item per order',
      )
      const cart = await call(shop(0), u!.token, 'GET', '/api/v1/cart')
      expect(
        cart.body.data.cart.items.find((i: { product_id: number }) => i.product_id === 101).quantity,
      ).toBe(60)
    },
    RACE_TIMEOUT,
  )

  it(
    '20 parallel increments of one cart line: the quantity goes up by exactly 20',
    async () => {
      const [u] = await signUpShoppers(1)
      const add = await call(shop(0), u!.token, 'POST', '/api/v1/cart/items', {
        product_id: 111,
        quantity: 1,
      })
      expect(add.status).toBe(200)
      const [product] = await query<{ stock: number }>(url, 'select stock from products where id = 111')
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(shop(i), u!.token, 'POST', '/api/v1/cart/items/111/increment'),
        ),
      )
      expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200))
      const cart = await call(shop(1), u!.token, 'GET', '/api/v1/cart')
      const line = (cart.body.data.cart.items as { product_id: number; quantity: number }[]).find(
        (i) => i.product_id === 111,
      )
      expect(line?.quantity).toBe(Math.min(21, 99, product!.stock))
    },
    RACE_TIMEOUT,
  )

  it(
    'cash on delivery / card race × 20: each order ends paid by card or placed for cash, never both; money given back',
    async () => {
      const N = 20
      const shoppers = await signUpShoppers(N)
      const placed: Placed[] = []
      for (const [i, u] of shoppers.entries()) {
        const addressId = await fillCheckout(i, u, [{ product_id: [102, 105, 107][i % 3]!, quantity: 1 }])
        const created = await createOrder(i, u, addressId)
        expect(created.status, JSON.stringify(created.body)).toBe(200)
        placed.push(created.body.data)
      }
      const outcomes = await Promise.all(
        placed.map(async (p, i) => {
          const u = shoppers[i]!
          const [verify, cod] = await Promise.all([
            payAndVerify(i, u, p),
            new Promise((r) => setTimeout(r, i * 4)).then(() =>
              call(shop(i + 1), u.token, 'POST', `/api/v1/orders/${p.shop_order_id}/cash-on-delivery`).then(
                (r) => r.status,
              ),
            ),
          ])
          return { verify, cod }
        }),
      )
      const ids = placed.map((p) => p.shop_order_id)
      const read = async () => {
        const orders = await query<{
          id: string
          status: string
          payment_status: string
          payment_method: string
          total_paise: number
          captured_paise: number
        }>(
          url,
          'select id, status, payment_status, payment_method, total_paise, captured_paise from orders where id = any($1) order by id',
          [ids],
        )
        const books = await gatewayBooks(placed.map((p) => p.order_id))
        return { orders, books: [...books.entries()] }
      }
      const { orders, books } = await settled(read)
      const bookOf = new Map(books)
      const problems: string[] = []
      let cash = 0
      for (const [i, p] of placed.entries()) {
        const o = orders.find((x) => x.id === p.shop_order_id)!
        const b = bookOf.get(p.order_id)!
        const seen = `${o.id}: ${o.status}/${o.payment_status}/${o.payment_method}, captured ${b.captured}, refunded ${b.refunded}, verify ${outcomes[i]!.verify}, cod ${outcomes[i]!.cod}`
        if (o.status !== 'processing') problems.push(`not placed: ${seen}`)
        if (o.payment_method === 'cod') {
          cash++
          if (o.payment_status !== 'pending' || o.captured_paise !== 0)
            problems.push(`cash order marked paid: ${seen}`)
          if (b.refunded !== b.captured) problems.push(`cash order kept an online payment: ${seen}`)
          if (outcomes[i]!.cod !== 200) problems.push(`cash order but placing it did not answer 200: ${seen}`)
        } else {
          if (o.payment_status !== 'completed' || b.captured !== o.total_paise || b.refunded !== 0)
            problems.push(`card order not paid in full: ${seen}`)
          if (outcomes[i]!.cod !== 409) problems.push(`paid by card but cash on delivery answered: ${seen}`)
        }
        if (outcomes[i]!.cod >= 500 || typeof outcomes[i]!.verify !== 'number')
          problems.push(`failed: ${seen}`)
      }
      expect(problems).toEqual([])
      // how the races ended (both are right; which one wins depends on arrival)
      console.info(`cash on delivery won ${cash} of ${N} races, the card ${N - cash}`)
    },
    RACE_TIMEOUT * 2,
  )

  /** A staff member set up on one process and signed in (with the second factor) on the other: its cookie. */
  async function signInStaff(): Promise<string> {
    const token = randomBytes(24).toString('base64url')
    const email = `stock-${randomBytes(4).toString('hex')}@suryanaturals.in`
    await query(
      url,
      `insert into operators (email, role, status, invited_by, setup_token_hash, setup_expires_at)
       values ($1, 'manager', 'invited', 'races', $2, now() + interval '1 day')`,
      [email, createHash('sha256').update(token).digest('hex')],
    )
    const password = 'sun-dried-moringa-2026'
    const setup = await call(shop(0), null, 'POST', '/api/admin/v1/setup', {
      token,
      name: 'Stock keeper',
      password,
    })
    if (setup.status !== 200) throw new Error(`setup failed: ${JSON.stringify(setup.body)}`)
    const post = async (i: number, path: string, body: unknown, cookie = '') => {
      const res = await fetch(`${shop(i).base}/api/admin/auth${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      })
      const set = res.headers.getSetCookie().map((c) => c.split(';')[0]!)
      const jar = new Map(
        cookie
          .split('; ')
          .filter(Boolean)
          .map((c) => [c.split('=')[0], c]),
      )
      for (const c of set) jar.set(c.split('=')[0], c)
      return {
        status: res.status,
        body: (await res.json()) as { totpURI?: string },
        cookie: [...jar.values()].join('; '),
      }
    }
    const signIn = await post(1, '/sign-in/email', { email, password })
    const enable = await post(0, '/two-factor/enable', { password }, signIn.cookie)
    const secret = new URL(enable.body.totpURI!).searchParams.get('secret')!
    const verify = await post(1, '/two-factor/verify-totp', { code: totpCode(secret) }, enable.cookie)
    if (verify.status !== 200) throw new Error(`second factor failed: ${JSON.stringify(verify.body)}`)
    return verify.cookie
  }

  it(
    'staff take stock away while shoppers place orders, on both processes: never below zero, every unit counted once',
    async () => {
      const cookie = await signInStaff()
      const staffCall = (i: number, path: string, body: unknown) =>
        fetch(`${shop(i).base}/api/admin/v1${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
          body: JSON.stringify(body),
        }).then((r) => r.status)
      const N = 8
      const shoppers = await signUpShoppers(N)
      const addresses: string[] = []
      for (const [i, u] of shoppers.entries())
        addresses.push(await fillCheckout(i, u, [{ product_id: 112, quantity: 1 }]))
      // ten on the shelf, sixteen claims on them
      await query(url, `update products set stock = 10, stock_status = 'In Stock' where id = 112`)
      // the ledger's rows from here on: the file's other races sell product 112 too
      const [{ last }] = (await query<{ last: number }>(
        url,
        'select coalesce(max(id), 0)::int as last from stock_movements',
      )) as [{ last: number }]
      const [orders, adjustments] = await Promise.all([
        Promise.all(shoppers.map((u, i) => createOrder(i, u, addresses[i]!).then((r) => r.status))),
        Promise.all(
          Array.from({ length: N }, (_, i) =>
            staffCall(i + 1, '/products/112/stock', { change: -1, reason: 'damaged' }),
          ),
        ),
      ])
      expect([...orders, ...adjustments].filter((s) => s !== 200 && s !== 409)).toEqual([])
      const placed = orders.filter((s) => s === 200).length
      const taken = adjustments.filter((s) => s === 200).length
      const [after] = await query<{ stock: number }>(url, 'select stock from products where id = 112')
      // the stock ledger (decision 031): one row per adjustment and one 'sold' row per order placed
      const movements = await query<{ damaged: number; sold: number }>(
        url,
        `select count(*) filter (where reason = 'damaged')::int as damaged,
                count(*) filter (where reason = 'sold')::int as sold
         from stock_movements where product_id = 112 and id > ${last}`,
      )
      expect(after!.stock).toBeGreaterThanOrEqual(0)
      expect(after!.stock).toBe(10 - placed - taken)
      expect(movements[0]).toEqual({ damaged: taken, sold: placed })
      console.info(`of 10 units: ${placed} ordered, ${taken} written off, ${after!.stock} left`)
    },
    RACE_TIMEOUT * 2,
  )

  it(
    'partial refunds from both processes and the shopper’s cancel, all at once on one paid order: never more than was paid, each credit note numbered once',
    async () => {
      const cookie = await signInStaff()
      const [u] = await signUpShoppers(1)
      const addressId = await fillCheckout(0, u!, [{ product_id: 101, quantity: 3 }])
      const created = await createOrder(0, u!, addressId)
      expect(created.status, JSON.stringify(created.body)).toBe(200)
      const p: Placed = created.body.data
      expect(await payAndVerify(0, u!, p)).toBe(200)
      const refund = (i: number) =>
        fetch(`${shop(i).base}/api/admin/v1/orders/${p.shop_order_id}/refunds`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: ORIGIN,
            cookie,
            // four refunds of their own (decision 035): each its own key
            'idempotency-key': `race-${p.shop_order_id}-${i}`,
          },
          body: JSON.stringify({ amount: 300, reason: `race ${i}` }),
        }).then((r) => r.status)
      // ₹300 × 4 asked of ₹1,047 paid, and a full cancel, on both processes at once
      const statuses = await Promise.all([
        refund(0),
        refund(1),
        refund(2),
        refund(3),
        call(shop(1), u!.token, 'PUT', `/api/v1/orders/${p.shop_order_id}/cancel`).then((r) => r.status),
      ])
      expect(statuses.filter((x) => x !== 200 && x !== 409 && x !== 400)).toEqual([])
      const [order] = await query<{ captured: number; refunded: number; status: string }>(
        url,
        `select captured_paise as captured, refunded_paise as refunded, status from orders where id = $1`,
        [p.shop_order_id],
      )
      const decided = await query<{ n: number; total: number }>(
        url,
        `select count(*)::int as n, coalesce(sum(amount_paise), 0)::int as total from order_refunds where order_id = $1`,
        [p.shop_order_id],
      )
      const notes = await query<{ seq: number; total: number }>(
        url,
        `select seq, total_paise as total from credit_notes where order_id = $1 order by seq`,
        [p.shop_order_id],
      )
      // never more back than was paid; what was decided is what the order says; a credit note for each refund
      expect(order!.refunded).toBeLessThanOrEqual(order!.captured)
      expect(decided[0]!.total).toBe(order!.refunded)
      expect(notes.map((n) => n.seq)).toEqual(notes.map((_, i) => i + 1))
      expect(notes.reduce((a, n) => a + n.total, 0)).toBe(order!.refunded)
      expect(notes.length).toBe(decided[0]!.n)
      if (statuses[4] === 200) {
        expect(order!.status).toBe('cancelled')
        expect(order!.refunded).toBe(order!.captured)
      }
      console.info(
        `refunds ${statuses.slice(0, 4).join(',')}, cancel ${statuses[4]}: ${order!.refunded} of ${order!.captured} paise back in ${notes.length} credit notes`,
      )
    },
    RACE_TIMEOUT * 2,
  )

  it(
    'a double submit of one partial refund, six copies with the same Idempotency-Key across both processes at once: one refund, one credit note, the money given back once',
    async () => {
      const cookie = await signInStaff()
      const [u] = await signUpShoppers(1)
      const addressId = await fillCheckout(0, u!, [{ product_id: 104, quantity: 3 }])
      const created = await createOrder(0, u!, addressId)
      expect(created.status, JSON.stringify(created.body)).toBe(200)
      const p: Placed = created.body.data
      expect(await payAndVerify(1, u!, p)).toBe(200)
      const key = randomBytes(16).toString('hex')
      const refund = (i: number) =>
        fetch(`${shop(i).base}/api/admin/v1/orders/${p.shop_order_id}/refunds`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN, cookie, 'idempotency-key': key },
          body: JSON.stringify({ amount: 99.5, reason: 'one pack arrived torn' }),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { data?: unknown } }))
      const replies = await Promise.all(Array.from({ length: 6 }, (_, i) => refund(i)))
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200])
      // every copy answers the one refund
      expect(new Set(replies.map((r) => JSON.stringify(r.body.data))).size).toBe(1)
      const [order] = await query<{ refunded: number }>(
        url,
        'select refunded_paise as refunded from orders where id = $1',
        [p.shop_order_id],
      )
      const decided = await query<{ amount: number }>(
        url,
        'select amount_paise as amount from order_refunds where order_id = $1',
        [p.shop_order_id],
      )
      const notes = await query<{ total: number }>(
        url,
        'select total_paise as total from credit_notes where order_id = $1',
        [p.shop_order_id],
      )
      const books = await settled(async () => [...(await gatewayBooks([p.order_id])).values()][0]!)
      expect(order!.refunded).toBe(9950)
      expect(decided).toEqual([{ amount: 9950 }])
      expect(notes).toEqual([{ total: 9950 }])
      expect(books.refunded).toBe(9950)
      if (books.refundCount !== null) expect(books.refundCount).toBe(1)
    },
    RACE_TIMEOUT * 2,
  )

  it(
    'staff archive a product while shoppers place orders for it on both processes: each order either holds it or is refused, and once archived none can',
    async () => {
      const cookie = await signInStaff()
      const staff = (i: number, method: string, path: string) =>
        fetch(`${shop(i).base}/api/admin/v1${path}`, {
          method,
          headers: { origin: ORIGIN, cookie },
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { message?: string } }))
      const N = 8
      const shoppers = await signUpShoppers(N + 1)
      const addresses: string[] = []
      for (const [i, u] of shoppers.entries())
        addresses.push(await fillCheckout(i, u, [{ product_id: 113, quantity: 1 }]))
      await query(
        url,
        `update products set stock = 20, stock_status = 'In Stock', archived_at = null where id = 113`,
      )
      // staff archive it as soon as the first placement is answered, while the others are under way
      const placing = shoppers.slice(0, N).map((u, i) => createOrder(i, u, addresses[i]!))
      await Promise.race(placing)
      const [orders, archived] = await Promise.all([
        Promise.all(placing),
        staff(1, 'POST', '/products/113/archive'),
      ])
      expect(archived.status).toBe(200)
      expect(orders.map((o) => o.status).filter((s) => s !== 200 && s !== 409)).toEqual([])
      const placed = orders.filter((o) => o.status === 200).length
      // every unit taken belongs to an order that holds it
      const [after] = await query<{ stock: number }>(url, 'select stock from products where id = 113')
      const held = await query<{ n: number }>(
        url,
        `select count(*)::int as n from order_items i join orders o on o.id = i.order_id
          where i.product_id = 113 and o.status = 'pending'`,
      )
      expect(after!.stock).toBe(20 - placed)
      expect(held[0]!.n).toBe(placed)
      // archived: the last shopper's placement is refused on either process, and nothing more is taken
      const late = await createOrder(N % 2, shoppers[N]!, addresses[N]!)
      expect(late.status).toBe(409)
      const [still] = await query<{ stock: number }>(url, 'select stock from products where id = 113')
      expect(still!.stock).toBe(after!.stock)
      // ordered by someone: it can no longer be deleted, only kept archived
      if (placed > 0) expect((await staff(0, 'DELETE', '/products/113')).status).toBe(409)
      await staff(0, 'POST', '/products/113/restore')
      console.info(`archived during ${N} placements: ${placed} placed before it, ${N - placed} refused`)
    },
    RACE_TIMEOUT * 2,
  )
})
