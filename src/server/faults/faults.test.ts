import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ShopProcess, startShop } from '../../../scripts/lib/shop-process.ts'
import { HYDERABAD } from '../testing/checkout-helpers.ts'
import { type PostgresCluster, startPostgresCluster } from '../testing/postgres-cluster.ts'

// Fault tests run real server processes against a PostgreSQL cluster of their own (TEST_DATABASE=postgres).
const enabled = process.env.TEST_DATABASE === 'postgres'
const ORIGIN = 'http://shop.test'
const SECRET = 'fault-tests-secret-fault-tests-secret-0123'

async function q<T>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  try {
    return (await c.query(text, params)).rows as T[]
  } finally {
    await c.end()
  }
}

async function shopper(base: string, i: number) {
  const headers = {
    'content-type': 'application/json',
    origin: ORIGIN,
    'x-forwarded-for': `10.77.${i >> 8}.${i & 255}`,
  }
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: `Shopper ${i}`,
      email: `f${i}-${randomBytes(3).toString('hex')}@example.in`,
      password: 'moringa-rocks-123',
    }),
  })
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const token = (await (await fetch(`${base}/api/auth/token`, { headers: { cookie } })).json())
    .token as string
  return { token, call: (path: string, body?: unknown) => call(base, token, path, body) }
}

async function call(base: string, token: string, path: string, body?: unknown) {
  const res = await fetch(`${base}/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, any> }
}

describe.skipIf(!enabled)('faults', () => {
  let cluster: PostgresCluster
  let url: string
  const env = () => ({
    DATABASE_URL: url,
    PUBLIC_URL: ORIGIN,
    AUTH_SECRET: SECRET,
    AUTH_RATE_LIMIT: 'false',
    CATALOGUE_CACHE_TTL_MS: '0',
  })
  beforeAll(async () => {
    cluster = await startPostgresCluster()
    await q(cluster.url(), 'create database shop')
    url = cluster.url('shop')
  }, 60_000)
  afterAll(() => cluster?.stop())

  it('SIGKILL during a burst of checkouts: no paid order lost, no stock leaked, nothing paid twice', async () => {
    let shop: ShopProcess = await startShop(env())
    const PRODUCT = 101
    const buyers = []
    for (let i = 0; i < 16; i++) {
      const s = await shopper(shop.base, i)
      await s.call('/cart/items', { product_id: PRODUCT, quantity: 2 })
      const est = await s.call('/cart/checkout/estimate-shipping', HYDERABAD)
      buyers.push({ ...s, addressId: est.json.data.address_id as string })
    }
    const [{ stock: initial } = { stock: Number.NaN }] = await q<{ stock: number }>(
      url,
      'select stock from products where id = $1',
      [PRODUCT],
    )

    // Every buyer places an order and pays through the gateway; the server is killed in the middle of it.
    const burst = buyers.map(async (b, i) => {
      try {
        const created = await b.call('/payments/create-order', {
          first_name: 'A',
          last_name: 'B',
          mobile: '9848012345',
          shipping_address_id: b.addressId,
        })
        if (created.status !== 200) return
        const o = created.json.data
        await new Promise((r) => setTimeout(r, i * 15))
        const paid = await fetch(`${shop.base}/test-gateway/checkout/pay`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ key: o.key_id, order_id: o.order_id, card_number: '4111111111111111' }),
        })
        if (paid.ok) await b.call('/payments/verify', await paid.json())
      } catch {
        // the server went away mid-request
      }
    })
    await new Promise((r) => setTimeout(r, 400))
    shop.child.kill('SIGKILL')
    await Promise.allSettled(burst)
    await new Promise((r) => shop.child.once('exit', r).listenerCount('exit') && setTimeout(r, 50))

    // Time passes: every reservation still pending has run out by the time the shop comes back.
    await q(
      url,
      `update orders set reservation_expires_at = now() - interval '1 minute' where status = 'pending'`,
    )
    shop = await startShop(env())
    try {
      const captured = await q<{ order_id: string; id: string }>(
        url,
        `select order_id, id from test_gateway_payments where status = 'captured'`,
      )
      const orders = await q<{
        id: string
        status: string
        payment_status: string
        provider_order_id: string
        provider_payment_id: string | null
        qty: number
      }>(
        url,
        `select o.id, o.status, o.payment_status, o.provider_order_id, o.provider_payment_id, i.quantity as qty
           from orders o join order_items i on i.order_id = o.id`,
      )
      // every captured payment is recorded on its order: paid (processing) or, if it came too late, refunded
      for (const c of captured) {
        const o = orders.find((x) => x.provider_order_id === c.order_id)
        expect(o, `order of payment ${c.id}`).toBeDefined()
        expect(o!.provider_payment_id).toBe(c.id)
        expect(['completed', 'refunded']).toContain(o!.payment_status)
      }
      // no order is paid twice
      const paymentsPerOrder = await q<{ n: string }>(
        url,
        `select count(*) as n from test_gateway_payments where status = 'captured' group by order_id having count(*) > 1`,
      )
      expect(paymentsPerOrder).toEqual([])
      // no pending reservation survives the restart, and stock adds up
      expect(orders.filter((o) => o.status === 'pending')).toEqual([])
      // cancelled and expired orders hold nothing
      const held = orders
        .filter((o) => o.status !== 'cancelled' && o.status !== 'expired')
        .reduce((n, o) => n + o.qty, 0)
      const [{ stock } = { stock: Number.NaN }] = await q<{ stock: number }>(
        url,
        'select stock from products where id = $1',
        [PRODUCT],
      )
      // what is on the shelf plus what live orders hold is what there was
      expect(stock + held).toBe(initial!)
      expect(stock).toBeGreaterThanOrEqual(0)
    } finally {
      await shop.stop()
    }
  }, 240_000)

  it('answers 503 with a clear message while PostgreSQL is down, and recovers by itself', async () => {
    const shop = await startShop(env())
    try {
      const s = await shopper(shop.base, 500)
      expect((await s.call('/cart')).status).toBe(200)
      cluster.pause()
      const during = await Promise.all([
        s.call('/cart'),
        s.call('/orders'),
        fetch(`${shop.base}/api/v1/health`).then((r) => r.status),
      ])
      expect(during[0].status).toBe(503)
      expect(during[0].json).toEqual({
        success: false,
        message: 'The shop is temporarily unavailable. Please try again in a moment.',
      })
      expect(during[1].status).toBe(503)
      expect(during[2]).toBe(503)
      cluster.resume()
      let recovered = 0
      for (let i = 0; i < 50 && recovered !== 200; i++) {
        await new Promise((r) => setTimeout(r, 200))
        recovered = (await s.call('/cart')).status
      }
      expect(recovered).toBe(200)
      expect((await fetch(`${shop.base}/api/v1/ready`)).status).toBe(200)
    } finally {
      await shop.stop()
    }
  }, 120_000)
})
