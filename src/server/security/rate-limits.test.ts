import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { SHOP_HOOK_TIMEOUT_MS, type ShopProcess, startShop } from '../../../scripts/lib/shop-process.ts'
import { freshIp, signUp } from '../testing/auth-helpers.ts'
import { type ClusterDatabase, createDatabase } from '../testing/pg-databases.ts'
import { createTestApp, TEST_ORIGIN, type TestContext } from '../testing/test-app.ts'

// Rate limits key on the client's address as TRUST_PROXY decides it, never on what a client writes in
// X-Forwarded-For; sign-in is also limited per account, whatever the address, on every process.

const contact = {
  first_name: 'Kavya',
  last_name: 'Nair',
  email: 'kavya@example.in',
  phone: '+91 98470 12345',
  subject: 'Wholesale / bulk',
  message: 'Do you supply 5 kg packs?',
}

function signIn(t: TestContext, email: string, password: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ email, password }),
  })
}

describe('TRUST_PROXY off (the default): the socket is the client', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { TRUST_PROXY: 'false' } })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('a rotating X-Forwarded-For still meets the sign-in limit of its address', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const res = await signIn(t, `nobody${i}@example.in`, 'wrong-password-x', {
        'x-forwarded-for': freshIp(),
      })
      statuses.push(res.statusCode)
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })

  it('a rotating X-Forwarded-For still meets the contact form limit', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        payload: contact,
        headers: { 'x-forwarded-for': freshIp() },
        remoteAddress: '192.0.2.50',
      })
      statuses.push(res.statusCode)
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('TRUST_PROXY=1 (one proxy in front): the hop the proxy added is the client', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { TRUST_PROXY: '1' } })
  })
  afterAll(async () => {
    await t?.close()
  })

  const viaProxy = (chain: string) => ({
    method: 'POST' as const,
    url: '/api/v1/contact',
    payload: contact,
    headers: { 'x-forwarded-for': chain },
    remoteAddress: '10.0.0.2',
  })

  it('limits by the right-most address, whatever the client wrote before it', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject(viaProxy(`${freshIp()}, 203.0.113.9`))
      statuses.push(res.statusCode)
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
    expect(statuses.at(-1)).toBe(429)
  })

  it('tells clients behind the proxy apart', async () => {
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject(viaProxy(`198.51.100.99, 203.0.113.${100 + i}`))
      expect(res.statusCode, res.body).toBe(200)
    }
  })
})

describe('sign-in limited per account', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestApp({ seed: false })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('after 10 failures from 10 addresses even the right password waits; other accounts do not', async () => {
    const u = await signUp(t)
    const other = await signUp(t)
    for (let i = 0; i < 10; i++) {
      const res = await signIn(t, u.email, 'wrong-password-x', { 'x-forwarded-for': freshIp() })
      expect(res.statusCode, res.body).toBe(401)
    }
    const locked = await signIn(t, u.email.toUpperCase(), u.password, { 'x-forwarded-for': freshIp() })
    expect(locked.statusCode).toBe(429)
    expect(locked.json().message).toBe('Too many failed attempts. Please try again later')
    const fine = await signIn(t, other.email, other.password, { 'x-forwarded-for': freshIp() })
    expect(fine.statusCode).toBe(200)
  })

  it('counts failures only: successful sign-ins never lock an account out', async () => {
    const u = await signUp(t)
    for (let i = 0; i < 15; i++) {
      const res = await signIn(t, u.email, u.password, { 'x-forwarded-for': freshIp() })
      expect(res.statusCode, res.body).toBe(200)
    }
  })
})

const adminUrl = inject('pgAdminUrl')

describe.skipIf(!adminUrl)('the per-account limit across two processes (PostgreSQL)', () => {
  const shops: ShopProcess[] = []
  const origin = 'http://shop.test'
  let created: ClusterDatabase | undefined

  beforeAll(async () => {
    created = await createDatabase({ prefix: 'shop_limits' })
    const env = {
      DATABASE_URL: created.url,
      PUBLIC_URL: origin,
      AUTH_SECRET: 'limits-secret-limits-secret-limits-secret-0',
      TRUST_PROXY: 'loopback',
    }
    shops.push(...(await Promise.all([startShop(env), startShop(env)])))
  }, SHOP_HOOK_TIMEOUT_MS)
  afterAll(async () => {
    await Promise.all(shops.map((s) => s.stop()))
    await created?.drop()
  })

  const post = (shop: ShopProcess, path: string, body: object) =>
    fetch(`${shop.base}/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': freshIp() },
      body: JSON.stringify(body),
    })

  it('failures on either process add up; the lock holds on both', async () => {
    const email = `two-limits-${randomBytes(3).toString('hex')}@example.in`
    const password = 'moringa-rocks-123'
    expect((await post(shops[0]!, '/sign-up/email', { name: 'Asha Rao', email, password })).status).toBe(200)
    for (let i = 0; i < 10; i++) {
      const res = await post(shops[i % 2]!, '/sign-in/email', { email, password: 'wrong-password-x' })
      expect(res.status).toBe(401)
    }
    for (const shop of shops) {
      const res = await post(shop, '/sign-in/email', { email, password })
      expect(res.status).toBe(429)
    }
  })
})
