import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../testing/test-app.ts'
import { EARLY_TAPS_CSP_SOURCE } from '../web/early-taps-script.ts'

let dev: TestContext
let prod: TestContext
beforeAll(async () => {
  dev = await createTestApp()
  prod = await createTestApp({
    env: {
      NODE_ENV: 'production',
      RAZORPAY_KEY_ID: 'rzp_test_x',
      RAZORPAY_KEY_SECRET: 'secret',
      SEED_ON_START: 'false',
    },
  })
})
afterAll(async () => {
  await dev?.close()
  await prod?.close()
})

const pages = [
  '/',
  '/products',
  '/product/101',
  '/profile',
  '/no-such-page',
  '/api/v1/products/101',
  '/api/v1/nope',
]

describe('security headers', () => {
  it.each(pages)(
    '%s carries a CSP without inline scripts (but the early-taps script, by its hash: decision 012), no framing, nosniff and a referrer policy',
    async (url) => {
      const res = await dev.app.inject({ url, headers: { accept: 'text/html' } })
      const csp = String(res.headers['content-security-policy'])
      expect(csp).toContain("script-src 'self'")
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
      expect(csp).toContain(`script-src 'self' ${EARLY_TAPS_CSP_SOURCE}`)
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(res.headers['x-frame-options']).toBe('DENY')
      expect(res.headers['strict-transport-security']).toBeUndefined()
    },
  )

  it('adds HSTS in production', async () => {
    const res = await prod.app.inject({ url: '/', headers: { accept: 'text/html' } })
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  })
})
