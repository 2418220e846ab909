// SQL statements per order (decision 014's target: at most 10 of the shop's own per placement): one shop built in this
// process on a fresh embedded database, every statement it sends counted (a transaction's begin and commit, sent
// on PostgreSQL only, are not statements of ours). The test gateway's own book of a payment order is counted
// apart: with live keys that is an HTTPS call to Razorpay, not a statement.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/client.ts'
import { seedCatalogue } from '#server/db/seed/index.ts'
import { table } from '../lib/shop-process.ts'

const ORIGIN = 'http://localhost:3000'

export async function measureStatementsPerOrder(): Promise<Record<string, string | number>[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-statements-'))
  let sent: string[] = []
  const database = await openDatabase({ kind: 'pglite', dir: 'memory://' }, { onQuery: (q) => sent.push(q) })
  try {
    await seedCatalogue(database.db)
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '/nonexistent',
      DATA_DIR: dataDir,
      PUBLIC_URL: ORIGIN,
      AUTH_SECRET: 'bench-statements-secret-bench-statements-0123',
    })
    const app = await buildApp({ config, database })
    await app.ready()
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: {
        name: 'Bench Shopper',
        email: `bench-${Date.now()}@example.in`,
        password: 'moringa-rocks-123',
      },
    })
    const cookie = ([] as string[])
      .concat(signUp.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ')
    const { token } = (await app.inject({ url: '/api/auth/token', headers: { cookie } })).json()
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` }, payload })
    await call('POST', '/cart/items', { product_id: 101, quantity: 1 })
    await call('POST', '/cart/items', { product_id: 104, quantity: 2 })
    const estimate = await call('POST', '/cart/checkout/estimate-shipping', {
      street: '12-2-823, Mehdipatnam',
      city: 'Hyderabad',
      state: 'Telangana',
      postal_code: '500028',
      country: 'India',
    })
    const body = {
      first_name: 'Asha',
      last_name: 'Rao',
      mobile: '9848012345',
      shipping_address_id: estimate.json().data.address_id,
    }
    const rows: Record<string, string | number>[] = []
    const count = async (what: string, run: () => Promise<{ statusCode: number }>) => {
      sent = []
      const res = await run()
      if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode}`)
      const ours = sent.filter((q) => !/^\s*(begin|commit)\b/i.test(q))
      const gateway = ours.filter((q) => q.includes('"test_gateway_')).length
      rows.push({
        placement: what,
        'shop statements': ours.length - gateway,
        'test gateway': gateway,
        target: '≤ 10',
      })
    }
    await count('a new order (2 lines)', () => call('POST', '/payments/create-order', body))
    await count('the payment step reloaded (same cart)', () => call('POST', '/payments/create-order', body))
    await call('POST', '/cart/items', { product_id: 108, quantity: 1 })
    await count('re-placed after the cart changed (3 lines)', () =>
      call('POST', '/payments/create-order', body),
    )
    await app.close()
    return rows
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function printStatementsPerOrder(): Promise<void> {
  console.info('\nSQL statements per order placement (embedded database, one shopper)\n')
  console.info(table(await measureStatementsPerOrder()))
}
