// The shop as two API processes (WORKERS=2) on a database of the run's PostgreSQL cluster, beside a test app on the
// same database that makes ready what a race needs (accounts, operators, carts, orders): the setup every
// two-process test shares (decision record 034). Requests go on fresh connections, so successive calls reach both
// processes.
import { openDatabase } from '#server/db/client.ts'
import { type ShopProcess, startShop } from '../../../scripts/lib/shop-process.ts'
import { freshIp } from './auth-helpers.ts'
import { type ClusterDatabase, createDatabase } from './pg-databases.ts'
import { createTestApp, TEST_AUTH_SECRET, TEST_ORIGIN, type TestContext } from './test-app.ts'
import { type FreshReply, requestFresh, waitForWorkers } from './workers.ts'

export interface TwoProcesses {
  /** the database's URL */
  url: string
  /** the in-process app on the same database, with the same settings and secret as the shop */
  t: TestContext
  /** the shop, once `start` has answered */
  shop(): ShopProcess
  /**
   * Starts the shop (WORKERS=2) on the database with the test app's settings and secret, and waits until both
   * processes answer.
   */
  start(opts?: { env?: Record<string, string>; capture?: boolean }): Promise<ShopProcess>
  /**
   * A browser's call on the shop's origin from an address of its own, on a fresh connection: `path` from the
   * shop's root, a body sent as JSON.
   */
  call(method: string, path: string, opts?: { cookie?: string; body?: unknown }): Promise<FreshReply>
  /** Stops the shop and the test app and drops the database. */
  close(): Promise<void>
}

export async function twoProcesses(
  prefix: string,
  opts: { env?: Record<string, string>; poolSize?: number } = {},
): Promise<TwoProcesses> {
  const created: ClusterDatabase = await createDatabase({ prefix })
  const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: opts.poolSize ?? 10 })
  const t = await createTestApp({ database, env: opts.env })
  let shop: ShopProcess | undefined
  return {
    url: created.url,
    t,
    shop() {
      if (!shop) throw new Error('the shop has not been started')
      return shop
    },
    async start(more = {}) {
      shop = await startShop(
        {
          DATABASE_URL: created.url,
          WORKERS: '2',
          PUBLIC_URL: TEST_ORIGIN,
          AUTH_SECRET: TEST_AUTH_SECRET,
          AUTH_RATE_LIMIT: 'false',
          TRUST_PROXY: 'loopback',
          ...opts.env,
          ...more.env,
        },
        { capture: more.capture },
      )
      await waitForWorkers(shop.base, 2)
      return shop
    },
    call(method, path, { cookie, body } = {}) {
      if (!shop) throw new Error('the shop has not been started')
      return requestFresh(`${shop.base}${path}`, {
        method,
        headers: {
          origin: TEST_ORIGIN,
          'x-forwarded-for': freshIp(),
          ...(cookie ? { cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    },
    async close() {
      await shop?.stop()
      await t.close()
      await t.database.close()
      await created.drop()
    },
  }
}
