import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(async () => {
  await t?.close()
})

interface Doc {
  components?: { securitySchemes?: Record<string, { type: string; scheme?: string }> }
  paths: Record<string, Record<string, { security?: unknown[]; tags?: string[] }>>
}

describe('/api/docs', () => {
  it('offers Authorize with a bearer token, on exactly the routes that need a signed-in shopper', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as Doc
    expect(doc.components?.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' })
    const bearer = [{ bearerAuth: [] }]
    expect(doc.paths['/api/v1/orders']?.get?.security).toEqual(bearer)
    expect(doc.paths['/api/v1/cart']?.get?.security).toEqual(bearer)
    expect(doc.paths['/api/v1/payments/create-order']?.post?.security).toEqual(bearer)
    expect(doc.paths['/api/v1/products']?.get?.security).toBeUndefined()
    expect(doc.paths['/api/v1/payments/webhook']?.post?.security).toBeUndefined()
  })

  it('documents the sign-up, sign-in, token and sign-out routes a client needs', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as Doc
    for (const [path, method] of [
      ['/api/auth/sign-up/email', 'post'],
      ['/api/auth/sign-in/email', 'post'],
      ['/api/auth/token', 'get'],
      ['/api/auth/sign-out', 'post'],
    ] as const)
      expect(doc.paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['identity'])
  })

  it("lets Swagger UI draw its styles (no CSP error in the browser's console), still with no inline script", async () => {
    const res = await t.app.inject({ url: '/api/docs' })
    expect(res.statusCode).toBe(200)
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toMatch(/style-src[^;]*'unsafe-inline'/)
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  })
})
