import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { adminQuery, type ClusterDatabase, createDatabase } from '#server/testing/pg-databases.ts'
import { type FreshReply, requestFresh, waitForWorkers } from '#server/testing/workers.ts'
import { SHOP_HOOK_TIMEOUT_MS, type ShopProcess, startShop } from '../../../../scripts/lib/shop-process.ts'

// Two API processes (WORKERS=2, node:cluster) on one PostgreSQL database (TEST_DATABASE=postgres): a session
// made on one is valid on the other, and so is the short-lived id token one of them signed.
const adminUrl = inject('pgAdminUrl')
const ORIGIN = 'http://shop.test'

/**
 * Calls `path` on fresh connections until both workers have answered `perWorker` times; every reply is kept.
 * The primary deals connections round-robin, so this takes a handful of calls.
 */
async function acrossWorkers(
  base: string,
  path: string,
  headers: Record<string, string>,
  perWorker = 3,
): Promise<FreshReply[]> {
  const replies: FreshReply[] = []
  const count = new Map<string, number>()
  for (let i = 0; i < 60; i++) {
    const res = await requestFresh(`${base}${path}`, { headers })
    replies.push(res)
    if (res.worker) count.set(res.worker, (count.get(res.worker) ?? 0) + 1)
    if (count.size === 2 && [...count.values()].every((n) => n >= perWorker)) break
  }
  return replies
}

describe.skipIf(!adminUrl)('two API processes on one database', () => {
  let shop: ShopProcess
  let databaseUrl: string
  let workers: Set<string>
  let created: ClusterDatabase | undefined

  beforeAll(async () => {
    created = await createDatabase({ prefix: 'shop_workers' })
    databaseUrl = created.url
    // No AUTH_SECRET: both processes must settle on the one development secret in DATA_DIR.
    shop = await startShop({
      DATABASE_URL: databaseUrl,
      WORKERS: '2',
      PUBLIC_URL: ORIGIN,
      AUTH_RATE_LIMIT: 'false',
    })
    workers = await waitForWorkers(shop.base, 2)
  }, SHOP_HOOK_TIMEOUT_MS)

  afterAll(async () => {
    await shop?.stop()
    await created?.drop()
  })

  it('names the answering process in x-worker, two different ones', () => {
    expect(workers.size).toBe(2)
    for (const w of workers) expect(w).toMatch(/^\d+$/)
  })

  it('keeps one token signing key in the shared database, made at start', async () => {
    const keys = await adminQuery<{ id: string }>('select id from jwks', databaseUrl)
    expect(keys).toHaveLength(1)
  })

  it('accepts a session and its id token on both processes, whichever made them', async () => {
    const email = `two-workers-${randomBytes(3).toString('hex')}@example.in`
    const signUp = await requestFresh(`${shop.base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ name: 'Meera Iyer', email, password: 'moringa-rocks-123' }),
    })
    expect(signUp.status).toBe(200)
    const cookie = ([] as string[])
      .concat(signUp.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ')
    expect(cookie).toContain('shop.session_token=')

    // The session cookie made on one process
    const sessions = await acrossWorkers(shop.base, '/api/auth/get-session', { cookie })
    expect(new Set(sessions.map((r) => r.worker))).toEqual(workers)
    for (const r of sessions) {
      expect(r.status, `worker ${r.worker}`).toBe(200)
      expect(JSON.parse(r.body)?.user?.email, `worker ${r.worker}`).toBe(email)
    }

    // The id token signed by one process verifies on the other
    const issued = await requestFresh(`${shop.base}/api/auth/token`, { headers: { cookie } })
    expect(issued.status).toBe(200)
    const token = JSON.parse(issued.body).token as string
    const verified = await acrossWorkers(
      shop.base,
      `/api/v1/auth/verify-token?id_token=${encodeURIComponent(token)}`,
      {},
    )
    expect(verified.some((r) => r.worker !== issued.worker)).toBe(true)
    for (const r of verified) {
      expect(r.status, `worker ${r.worker}: ${r.body}`).toBe(200)
      expect(JSON.parse(r.body).data.user.email).toBe(email)
    }

    // and signed-in shop API calls with it answer the same user on both
    const bearer = { authorization: `Bearer ${token}` }
    const made = await requestFresh(`${shop.base}/api/v1/profiles/auto`, { method: 'POST', headers: bearer })
    expect(made.status).toBe(200)
    const profiles = await acrossWorkers(shop.base, '/api/v1/profiles', bearer)
    expect(new Set(profiles.map((r) => r.worker))).toEqual(workers)
    for (const r of profiles) {
      expect(r.status, `worker ${r.worker}: ${r.body}`).toBe(200)
      expect(JSON.parse(r.body).data.email).toBe(email)
    }
  })
})
