import { get } from 'node:http'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, HYDERABAD } from '#server/testing/checkout-helpers.ts'
import { type ClusterDatabase, createDatabase, pgQuery as query } from '#server/testing/pg-databases.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { SHOP_HOOK_TIMEOUT_MS, type ShopProcess, startShop } from '../../../../scripts/lib/shop-process.ts'

// PGlite has a single connection, so real concurrency is tested on PostgreSQL (TEST_DATABASE=postgres).
const adminUrl = inject('pgAdminUrl')
const SHOPPERS = 50
const LAST_UNITS = 10
const PRODUCT = 113

describe.skipIf(!adminUrl)('concurrent checkouts on PostgreSQL', () => {
  describe('one server', () => {
    let t: TestContext
    let shoppers: TestUser[]
    beforeAll(async () => {
      t = await createTestApp()
      shoppers = []
      for (let i = 0; i < SHOPPERS; i++) shoppers.push(await signUp(t))
      for (const u of shoppers) await api(t, u, 'POST', '/cart/items', { product_id: PRODUCT, quantity: 1 })
      await t.database.db.execute(sql`update products set stock = ${LAST_UNITS} where id = ${PRODUCT}`)
      t.app.catalogueChanged()
    }, 120_000)
    afterAll(async () => {
      await t?.close()
    })

    it(`${SHOPPERS} shoppers at once buy the last ${LAST_UNITS} units: exactly ${LAST_UNITS} orders hold stock`, async () => {
      const addresses = await Promise.all(
        shoppers.map(
          async (u) =>
            (await api(t, u, 'POST', '/cart/checkout/estimate-shipping', HYDERABAD)).json().data.address_id,
        ),
      )
      const results = await Promise.all(
        shoppers.map((u, i) =>
          api(t, u, 'POST', '/payments/create-order', {
            first_name: 'A',
            last_name: 'B',
            mobile: '9848012345',
            shipping_address_id: addresses[i],
          }),
        ),
      )
      const ok = results.filter((r) => r.statusCode === 200)
      const refused = results.filter((r) => r.statusCode !== 200)
      expect(ok).toHaveLength(LAST_UNITS)
      expect(
        refused.every(
          (r) => r.statusCode === 409 && r.json().message === 'Product is currently out of stock',
        ),
      ).toBe(true)
      const result = (await t.database.db.execute(
        sql`select stock from products where id = ${PRODUCT}`,
      )) as unknown as {
        rows: { stock: number }[]
      }
      expect(result.rows[0]!.stock).toBe(0)
    })
  })

  describe('two server processes on one database', () => {
    let url: string
    let created: ClusterDatabase | undefined
    const shops: ShopProcess[] = []
    const origin = 'http://shop.test'
    beforeAll(async () => {
      // An empty database, as a first deployment's: the one place where two processes migrate and seed one
      // database at once (the other tests copy the run's template, decision record 034).
      created = await createDatabase({ from: 'empty', prefix: 'shop_two' })
      url = created.url
      const env = {
        DATABASE_URL: url,
        PUBLIC_URL: origin,
        AUTH_SECRET: 'two-process-secret-two-process-secret-0123',
        // the test is the proxy in front of both: each buyer comes from the address it names
        TRUST_PROXY: 'loopback',
      }
      // both start at once: migrations are serialised by an advisory lock
      shops.push(...(await Promise.all([startShop(env), startShop(env)])))
    }, SHOP_HOOK_TIMEOUT_MS)
    afterAll(async () => {
      await Promise.all(shops.map((s) => s.stop()))
      await created?.drop()
    })

    it(`${SHOPPERS} shoppers split across two processes buy the last ${LAST_UNITS} units: no oversell`, async () => {
      const tokens: string[] = []
      for (let i = 0; i < SHOPPERS; i++) {
        const shop = shops[i % 2]!
        const headers = {
          'content-type': 'application/json',
          origin,
          'x-forwarded-for': `10.9.${i >> 8}.${i & 255}`,
        }
        const signUpRes = await fetch(`${shop.base}/api/auth/sign-up/email`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            name: `Buyer ${i}`,
            email: `buyer${i}-${Date.now()}@example.in`,
            password: 'moringa-rocks-123',
          }),
        })
        expect(signUpRes.status).toBe(200)
        const cookie = signUpRes.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ')
        // a session made on one process is valid on the other
        const other = shops[(i + 1) % 2]!
        const token = (await (await fetch(`${other.base}/api/auth/token`, { headers: { cookie } })).json())
          .token as string
        tokens.push(token)
        const add = await fetch(`${shop.base}/api/v1/cart/items`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ product_id: PRODUCT, quantity: 1 }),
        })
        expect(add.status).toBe(200)
      }
      await query(url, 'update products set stock = $1 where id = $2', [LAST_UNITS, PRODUCT])
      const addresses = await Promise.all(
        tokens.map(async (token, i) => {
          const res = await fetch(`${shops[i % 2]!.base}/api/v1/cart/checkout/estimate-shipping`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify(HYDERABAD),
          })
          return (await res.json()).data.address_id as string
        }),
      )
      const statuses = await Promise.all(
        tokens.map(async (token, i) => {
          const res = await fetch(`${shops[i % 2]!.base}/api/v1/payments/create-order`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({
              first_name: 'A',
              last_name: 'B',
              mobile: '9848012345',
              shipping_address_id: addresses[i],
            }),
          })
          return res.status
        }),
      )
      expect(statuses.filter((s) => s === 200)).toHaveLength(LAST_UNITS)
      expect(statuses.filter((s) => s === 409)).toHaveLength(SHOPPERS - LAST_UNITS)
      const [row] = await query<{ stock: number }>(url, 'select stock from products where id = $1', [PRODUCT])
      expect(row!.stock).toBe(0)
      const [held] = await query<{ n: string }>(
        url,
        `select count(*) as n from order_items i join orders o on o.id = i.order_id where i.product_id = $1 and o.status = 'pending'`,
        [PRODUCT],
      )
      expect(Number(held!.n)).toBe(LAST_UNITS)
    }, 180_000)
  })
})

describe.skipIf(!adminUrl)('WORKERS=2 (node:cluster) on PostgreSQL', () => {
  let shop: ShopProcess | undefined
  let created: ClusterDatabase | undefined
  afterAll(async () => {
    await shop?.stop()
    await created?.drop()
  })

  it(
    'serves from two processes that share the port',
    async () => {
      created = await createDatabase({ prefix: 'shop_workers' })
      shop = await startShop({ DATABASE_URL: created.url, WORKERS: '2' })
      const starts = new Set<string>()
      // a fresh connection each time: a kept-alive one stays with one worker
      const fetchFresh = (url: string) =>
        new Promise<string>((resolve, reject) => {
          get(url, { agent: false }, (res) => {
            let body = ''
            res.on('data', (c) => {
              body += c
            })
            res.on('end', () => resolve(body))
          }).on('error', reject)
        })
      for (let i = 0; i < 60 && starts.size < 2; i++) {
        const text = await fetchFresh(`${shop.base}/metrics`)
        await new Promise((r) => setTimeout(r, 100))
        const m = /^shop_process_info\{pid="(\d+)"\} 1$/m.exec(text)
        if (m) starts.add(m[1]!)
        expect((await fetch(`${shop.base}/api/v1/products/101`)).status).toBe(200)
      }
      expect(starts.size).toBe(2)
    },
    SHOP_HOOK_TIMEOUT_MS,
  )
})
