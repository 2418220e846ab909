import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDatabase } from '#server/db/client.ts'
import { addOperator, type TestOperator } from '#server/testing/admin-helpers.ts'
import { freshIp } from '#server/testing/auth-helpers.ts'
import { type ClusterDatabase, createDatabase } from '#server/testing/pg-databases.ts'
import { createTestApp, TEST_ORIGIN, type TestContext } from '#server/testing/test-app.ts'
import { type FreshReply, requestFresh, waitForWorkers } from '#server/testing/workers.ts'
import { SHOP_HOOK_TIMEOUT_MS, type ShopProcess, startShop } from '../../../../scripts/lib/shop-process.ts'

// Decision 043: a setting saved in one process is served by every other within a second, as catalogue changes are
// (a PostgreSQL notice, `settings_changed`): the shop run with WORKERS=2 on PostgreSQL, the owner saving through one
// process, both processes asked at once on fresh connections until both answer the new figure.
const adminUrl = inject('pgAdminUrl')
const AUTH_SECRET = 'test-secret-test-secret-test-secret-0123456789'

describe.skipIf(!adminUrl)('settings across two processes: WORKERS=2 on PostgreSQL', () => {
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
    expect(served.size).toBe(2)
    return Date.now() - started
  }

  beforeAll(async () => {
    shared = await createDatabase({ prefix: 'shop_settings' })
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

  it('a return window and threshold saved in one process reach the other’s settings, page and PIN check within a second', async () => {
    // both processes have the first figures cached, the rendered page too (decision 026)
    await untilBothServe('/api/v1/pages/returns', (r) => r.body.includes('Within 7 days of delivery'))
    await untilBothServe('/returns', (r) => r.body.includes('Within 7 days of delivery'))
    await untilBothServe('/api/v1/shipping/promise?pin=560038&value=600', (r) =>
      r.body.includes('"free_shipping":true'),
    )
    const loaded = await call('GET', '/api/admin/v1/settings')
    expect(loaded.status, loaded.body).toBe(200)
    const saved = await call('PATCH', '/api/admin/v1/settings', {
      version: JSON.parse(loaded.body).data.version,
      promises: { return_window_days: 10 },
      money: { free_shipping_threshold: 900 },
    })
    expect(saved.status, saved.body).toBe(200)
    const pageMs = await untilBothServe('/api/v1/pages/returns', (r) =>
      r.body.includes('Within 10 days of delivery'),
    )
    const renderedMs = await untilBothServe('/returns', (r) => r.body.includes('Within 10 days of delivery'))
    expect(renderedMs).toBeLessThan(1000)
    const settingsMs = await untilBothServe('/api/v1/settings', (r) =>
      r.body.includes('"return_window_days":10'),
    )
    const pinMs = await untilBothServe('/api/v1/shipping/promise?pin=560038&value=600', (r) =>
      r.body.includes('"free_shipping_threshold":900'),
    )
    process.stdout.write(
      `settings reached both processes: page ${pageMs} ms, rendered /returns ${renderedMs} ms, settings ${settingsMs} ms, PIN check ${pinMs} ms\n`,
    )
    expect(pageMs).toBeLessThan(1000)
    expect(settingsMs + pinMs).toBeLessThan(1000)
    // a page edited through one process: the other serves it within a second too
    const page = JSON.parse((await call('GET', '/api/admin/v1/pages/returns')).body).data
    const edited = await call('PATCH', '/api/admin/v1/pages/returns', {
      version: page.version,
      markdown: `${page.markdown}\n\nEdited for the two-process test.`,
    })
    expect(edited.status, edited.body).toBe(200)
    const editMs = await untilBothServe('/api/v1/pages/returns', (r) => r.body.includes('two-process test'))
    process.stdout.write(`page edit reached both processes in ${editMs} ms\n`)
    expect(editMs).toBeLessThan(1000)
  })
})
