import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshIp } from '#server/testing/auth-helpers.ts'
import { shopDatabase } from '#server/testing/pg-databases.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { SHOP_HOOK_TIMEOUT_MS, type ShopProcess, startShop } from '../../../../scripts/lib/shop-process.ts'

// Better Auth refuses sign-in from origins it does not trust (against cross-site requests). It checks when
// the browser sends a cookie, as every browser that has seen the shop does (splash_seen).
let counter = 0
function signUpFrom(t: TestContext, origin: string, host = 'localhost:3000') {
  counter++
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: {
      origin,
      host,
      cookie: 'splash_seen=1',
      'content-type': 'application/json',
      'x-forwarded-for': freshIp(),
    },
    payload: JSON.stringify({
      name: 'Asha Rao',
      email: `origin${counter}-${Date.now()}@example.in`,
      password: 'moringa-rocks-123',
    }),
  })
}

describe('in development', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      env: { NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' },
    })
  })
  afterAll(async () => {
    await t?.close()
  })

  it.each([
    ['http://127.0.0.1:3000', '127.0.0.1:3000'],
    ['http://[::1]:3000', '[::1]:3000'],
    ['http://localhost:5173', 'localhost:3001'],
  ])('signs up from the loopback address %s', async (origin, host) => {
    const res = await signUpFrom(t, origin, host)
    expect(res.statusCode, res.body).toBe(200)
  })

  it('signs up from the address the shop is reached at (a LAN address, from a phone)', async () => {
    const res = await signUpFrom(t, 'http://192.168.1.23:3000', '192.168.1.23:3000')
    expect(res.statusCode, res.body).toBe(200)
  })

  it('still refuses another site, and says which address is accepted', async () => {
    const res = await signUpFrom(t, 'https://evil.example', 'localhost:3000')
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toContain('http://localhost:3000 (PUBLIC_URL)')
  })
})

describe('in production', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://www.suryanaturals.in',
        RAZORPAY_KEY_ID: 'rzp_test_origin',
        RAZORPAY_KEY_SECRET: 'origin-test-secret',
      },
    })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('accepts PUBLIC_URL', async () => {
    const res = await signUpFrom(t, 'https://www.suryanaturals.in', 'www.suryanaturals.in')
    expect(res.statusCode, res.body).toBe(200)
  })

  it('refuses any other origin, even loopback or the same host, with a message naming PUBLIC_URL', async () => {
    for (const [origin, host] of [
      ['http://127.0.0.1:3000', '127.0.0.1:3000'],
      ['http://10.0.0.5:3000', '10.0.0.5:3000'],
    ] as const) {
      const res = await signUpFrom(t, origin, host)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({
        code: 'INVALID_ORIGIN',
        message: `This page was opened at ${origin}, but sign-in and sign-up are accepted only from https://www.suryanaturals.in (PUBLIC_URL). Open the shop at https://www.suryanaturals.in, or set PUBLIC_URL to the address the shop is reached at.`,
      })
    }
  })
})

describe('a shop started on a laptop (development, a real process)', () => {
  let shop: ShopProcess
  let drop: (() => Promise<void>) | undefined
  beforeAll(async () => {
    // its database as a first start leaves it (decision record 034): the shop neither migrates nor seeds
    const database = await shopDatabase({ prefix: 'shop_origins' })
    drop = database.drop
    // PUBLIC_URL as on a laptop; the shop is opened at 127.0.0.1 instead. TEST is Vitest's mark, which the
    // child would inherit (Better Auth skips its origin check under it): a laptop has none.
    shop = await startShop(
      {
        TEST: '',
        NODE_ENV: 'development',
        PUBLIC_URL: 'http://localhost:3000',
        SEED_ON_START: 'false',
        ...database.env,
      },
      { from: database.from },
    )
  }, SHOP_HOOK_TIMEOUT_MS)
  afterAll(async () => {
    await shop?.stop()
    await drop?.()
  })

  it('signs up and signs in through http://127.0.0.1', async () => {
    const origin = shop.base
    const headers = { origin, cookie: 'splash_seen=1', 'content-type': 'application/json' }
    const email = `laptop-${Date.now()}@example.in`
    const password = 'moringa-rocks-123'
    const up = await fetch(`${shop.base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Asha Rao', email, password }),
    })
    expect(up.status, await up.clone().text()).toBe(200)
    const signIn = await fetch(`${shop.base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password }),
    })
    expect(signIn.status).toBe(200)
  })
})
