import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../testing/test-app.ts'

// Operations endpoints are private in production: /metrics (orders by status) only with METRICS_TOKEN, the
// API documents only with API_DOCS=true.
const PRODUCTION = {
  NODE_ENV: 'production',
  RAZORPAY_KEY_ID: 'rzp_test_operations',
  RAZORPAY_KEY_SECRET: 'operations-test-secret',
}
const TOKEN = 'metrics-token-7f3a9c2e'

describe('in production without METRICS_TOKEN or API_DOCS', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: PRODUCTION })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('serves no metrics to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' })
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('http_requests_total')
    expect(res.body).not.toContain('shop_orders')
  })

  it('serves no API documents', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.body, url).not.toContain('openapi')
    }
  })
})

describe('in production with METRICS_TOKEN and API_DOCS=true', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { ...PRODUCTION, METRICS_TOKEN: TOKEN, API_DOCS: 'true' } })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('serves metrics only to the bearer of the token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-123', TOKEN, `Bearer ${TOKEN}x`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      })
      expect(res.statusCode, String(authorization)).toBe(401)
      expect(res.body).not.toContain('http_requests_total')
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('http_requests_total')
  })

  it('serves the API documents', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    expect(res.json().openapi).toMatch(/^3\./)
  })
})

describe('outside production', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestApp({ seed: false })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('serves metrics and documents on a laptop without settings', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200)
  })
})
