import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDatabase } from '#server/db/client.ts'
import { addOperator, type TestOperator } from '#server/testing/admin-helpers.ts'
import { freshIp } from '#server/testing/auth-helpers.ts'
import { type ClusterDatabase, createDatabase } from '#server/testing/pg-databases.ts'
import { createTestApp, TEST_ORIGIN, type TestContext } from '#server/testing/test-app.ts'
import { type FreshReply, requestFresh, waitForWorkers } from '#server/testing/workers.ts'
import { SHOP_HOOK_TIMEOUT_MS, type ShopProcess, startShop } from '../../../../scripts/lib/shop-process.ts'

// Decision 051: a category renamed or hidden through one process is what every process serves within a second,
// its cached JSON and its rendered /products page included (the catalogue's change notice, `catalogue_changed`,
// decision 026). The shop run with WORKERS=2 on PostgreSQL; both processes asked on fresh connections.
const adminUrl = inject('pgAdminUrl')
const AUTH_SECRET = 'test-secret-test-secret-test-secret-0123456789'

describe.skipIf(!adminUrl)('categories across two processes: WORKERS=2 on PostgreSQL', () => {
  let shared: ClusterDatabase | undefined
  let t: TestContext
  let shop: ShopProcess | undefined
  let owner: TestOperator

  const call = (method: string, path: string, body?: unknown): Promise<FreshReply> =>
    requestFresh(`${shop!.base}${path}`, {
      method,
      headers: {
        origin: TEST_ORIGIN,
        cookie: owner.cookie,
        'x-forwarded-for': freshIp(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })

  /** Asks on fresh connections until each of the two processes has answered `accept`; the time it took. */
  async function untilBothServe(path: string, accept: (r: FreshReply) => boolean): Promise<number> {
    const started = Date.now()
    const served = new Set<string>()
    while (served.size < 2 && Date.now() - started < 5000) {
      const r = await requestFresh(`${shop!.base}${path}`)
      if (r.worker && accept(r)) served.add(r.worker)
    }
    expect(served.size, path).toBe(2)
    return Date.now() - started
  }

  beforeAll(async () => {
    shared = await createDatabase({ prefix: 'shop_categories' })
    const database = await openDatabase({ kind: 'postgres', url: shared.url, poolSize: 5 })
    t = await createTestApp({ database })
    owner = await addOperator(t, { role: 'owner' })
    shop = await startShop({
      DATABASE_URL: shared.url,
      WORKERS: '2',
      PUBLIC_URL: TEST_ORIGIN,
      AUTH_SECRET,
      AUTH_RATE_LIMIT: 'false',
      TRUST_PROXY: 'loopback',
    })
    await waitForWorkers(shop.base, 2)
  }, SHOP_HOOK_TIMEOUT_MS)

  afterAll(async () => {
    await shop?.stop()
    await t?.close()
    await t?.database.close()
    await shared?.drop()
  })

  it('a rename and a hide reach the other process’s cached replies and rendered page within a second', async () => {
    // both processes have the seeded categories cached, and the rendered /products (its data carries them)
    await untilBothServe('/api/v1/categories', (r) => r.body.includes('"name":"Herbs"'))
    await untilBothServe('/api/v1/products/category/Herbs', (r) => r.status === 200)
    await untilBothServe('/products', (r) => r.body.includes('"name":"Herbs"'))

    const list = JSON.parse((await call('GET', '/api/admin/v1/categories')).body).data
    const herbs = list.find((c: { name: string }) => c.name === 'Herbs')
    const renamed = await call('PATCH', `/api/admin/v1/categories/${herbs.id}`, {
      name: 'Herbs & Roots',
      version: herbs.version,
    })
    expect(renamed.status, renamed.body).toBe(200)
    const jsonMs = await untilBothServe('/api/v1/categories', (r) =>
      r.body.includes('"name":"Herbs & Roots"'),
    )
    const routeMs = await untilBothServe('/api/v1/products/category/Herbs', (r) => r.status === 400)
    // the page's data names it by its new slug (the name's '&' is escaped in the page's script)
    const pageMs = await untilBothServe('/products', (r) => r.body.includes('"slug":"herbs-roots"'))
    process.stdout.write(
      `category rename reached both processes: JSON ${jsonMs} ms, category route ${routeMs} ms, rendered /products ${pageMs} ms\n`,
    )
    expect(Math.max(jsonMs, routeMs, pageMs)).toBeLessThan(1000)

    const hidden = await call('PATCH', `/api/admin/v1/categories/${herbs.id}`, {
      hidden: true,
      version: JSON.parse(renamed.body).data.version,
    })
    expect(hidden.status, hidden.body).toBe(200)
    const hideMs = await untilBothServe(
      '/api/v1/categories',
      (r) => r.status === 200 && !r.body.includes('Herbs & Roots'),
    )
    const productMs = await untilBothServe('/api/v1/products/105', (r) => r.status === 404)
    process.stdout.write(
      `category hide reached both processes: JSON ${hideMs} ms, product page ${productMs} ms\n`,
    )
    expect(Math.max(hideMs, productMs)).toBeLessThan(1000)
  })
})
