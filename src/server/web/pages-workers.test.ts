import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SHOP_HOOK_TIMEOUT_MS, type ShopProcess, startShop } from '../../../scripts/lib/shop-process.ts'
import { type ClusterDatabase, createDatabase } from '../testing/pg-databases.ts'
import { totpCode } from '../testing/totp.ts'
import { type FreshReply, requestFresh, waitForWorkers } from '../testing/workers.ts'

// Decision record 026 across processes: two API processes (WORKERS=2) on one PostgreSQL database each keep the
// rendered pages; a price changed by staff on one shows on both at once (the catalogue change notice clears every
// process's pages), long before the TTL. The page bundle is a stand-in that renders the product's price from the
// API and says which process rendered it and how many times, so a kept page is told from a fresh one.
const adminUrl = inject('pgAdminUrl')
const ORIGIN = 'http://shop.test'

const ENTRY = `
let api
let renders = 0
export function configureServerApi(opts) { api = opts }
export async function render(input) {
  const u = new URL(input.url, 'http://x')
  const product = /^\\/product\\/(\\d+)$/.exec(u.pathname)
  const res = await api.fetch(new URL(product ? '/api/v1/products/' + product[1] : '/api/v1/products?page=1&per_page=100', api.origin))
  const items = [].concat((await res.json()).data)
  renders++
  return {
    head: '',
    html: '<div>' + items.map((p) => '<p>' + p.id + ': ₹' + p.price + '</p>').join('') +
      '<i>' + process.pid + ' render ' + renders + '</i></div>',
    state: { queries: {}, render: { splash: input.splash } },
  }
}
`

async function admin<T>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  try {
    return (await c.query(text, params)).rows as T[]
  } finally {
    await c.end()
  }
}

/** Asks for `path` on fresh connections until each worker has answered twice; its replies, by worker. */
async function fromEachWorker(base: string, path: string): Promise<Map<string, FreshReply[]>> {
  const byWorker = new Map<string, FreshReply[]>()
  for (let i = 0; i < 60; i++) {
    const res = await requestFresh(`${base}${path}`, { headers: { cookie: 'splash_seen=1' } })
    if (res.worker) byWorker.set(res.worker, [...(byWorker.get(res.worker) ?? []), res])
    if (byWorker.size === 2 && [...byWorker.values()].every((r) => r.length >= 2)) break
  }
  return byWorker
}

describe.skipIf(!adminUrl)('rendered pages kept by two API processes on one database', () => {
  let shop: ShopProcess
  let databaseUrl: string
  let created: ClusterDatabase | undefined
  const dist = mkdtempSync(path.join(tmpdir(), 'shop-pages-'))

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'ssr'))
    writeFileSync(
      path.join(dist, 'index.html'),
      readFileSync(path.resolve(import.meta.dirname, '../../../index.html')),
    )
    writeFileSync(path.join(dist, 'ssr', 'entry-server.js'), ENTRY)
    created = await createDatabase({ prefix: 'shop_pages' })
    databaseUrl = created.url
    shop = await startShop({
      DATABASE_URL: databaseUrl,
      WORKERS: '2',
      PUBLIC_URL: ORIGIN,
      AUTH_SECRET: 'pages-secret-pages-secret-pages-secret-0123',
      AUTH_RATE_LIMIT: 'false',
      WEB_DIST_DIR: dist,
      // far longer than the test: only the change notice can make a process render again
      CATALOGUE_CACHE_TTL_MS: '600000',
    })
    await waitForWorkers(shop.base, 2)
  }, SHOP_HOOK_TIMEOUT_MS)

  afterAll(async () => {
    await shop?.stop()
    await created?.drop()
    rmSync(dist, { recursive: true, force: true })
  })

  /** A staff member with the second factor: its cookie (set up as the back office's first sign-in does). */
  async function signInStaff(): Promise<string> {
    const token = randomBytes(24).toString('base64url')
    const email = `pages-${randomBytes(4).toString('hex')}@suryanaturals.in`
    await admin(
      databaseUrl,
      `insert into operators (email, role, status, invited_by, setup_token_hash, setup_expires_at)
       values ($1, 'manager', 'invited', 'pages', $2, now() + interval '1 day')`,
      [email, createHash('sha256').update(token).digest('hex')],
    )
    const password = 'sun-dried-moringa-2026'
    const post = async (p: string, body: unknown, cookie = '') => {
      const res = await fetch(`${shop.base}${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      })
      const jar = new Map(
        cookie
          .split('; ')
          .filter(Boolean)
          .map((c) => [c.split('=')[0], c]),
      )
      for (const c of res.headers.getSetCookie().map((s) => s.split(';')[0]!)) jar.set(c.split('=')[0], c)
      return {
        status: res.status,
        body: (await res.json()) as { totpURI?: string },
        cookie: [...jar.values()].join('; '),
      }
    }
    expect((await post('/api/admin/v1/setup', { token, name: 'Price keeper', password })).status).toBe(200)
    const signIn = await post('/api/admin/auth/sign-in/email', { email, password })
    const enable = await post('/api/admin/auth/two-factor/enable', { password }, signIn.cookie)
    const secret = new URL(enable.body.totpURI!).searchParams.get('secret')!
    const verify = await post(
      '/api/admin/auth/two-factor/verify-totp',
      { code: totpCode(secret) },
      enable.cookie,
    )
    expect(verify.status).toBe(200)
    return verify.cookie
  }

  it('shows a price staff changed on the product page and the list at once, in both processes', async () => {
    const pages = ['/product/101', '/products']
    // Each process renders each page once and answers it from memory after that.
    for (const p of pages) {
      const byWorker = await fromEachWorker(shop.base, p)
      expect(byWorker.size, p).toBe(2)
      for (const [worker, replies] of byWorker) {
        expect(replies[0]!.body, `${p} on ${worker}`).toContain(`${worker} render`)
        expect(new Set(replies.map((r) => r.body)).size, `${p} on ${worker}: kept`).toBe(1)
        expect(replies[1]!.headers.etag).toBe(replies[0]!.headers.etag)
      }
    }

    const before = JSON.parse((await requestFresh(`${shop.base}/api/v1/products/101`)).body).data
      .price as number
    const price = before - 7
    const cookie = await signInStaff()
    // a save names the version it was edited from (decision 040)
    const loaded = await fetch(`${shop.base}/api/admin/v1/products/101`, {
      headers: { origin: ORIGIN, cookie },
    })
    const { version } = (await loaded.json()).data as { version: number }
    const changed = await fetch(`${shop.base}/api/admin/v1/products/101`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie },
      body: JSON.stringify({ price, version }),
    })
    expect(changed.status, await changed.clone().text()).toBe(200)
    const changedOn = changed.headers.get('x-worker')

    // The process that made the change clears its pages as it answers; the other one on the change notice.
    const until = Date.now() + 5_000
    for (const p of pages) {
      for (;;) {
        const byWorker = await fromEachWorker(shop.base, p)
        const current = [...byWorker.values()].every((replies) =>
          replies.every((r) => r.body.includes(`101: ₹${price}<`)),
        )
        if (byWorker.size === 2 && current) break
        const stale = [...byWorker].filter(([, r]) => !r.every((x) => x.body.includes(`101: ₹${price}<`)))
        expect(stale.map(([w]) => w === changedOn)).not.toContain(true)
        expect(Date.now(), `${p} still shows ₹${before} on ${stale.map(([w]) => w)}`).toBeLessThan(until)
        await new Promise((r) => setTimeout(r, 100))
      }
    }
  }, 120_000)
})
