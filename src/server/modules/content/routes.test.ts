import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { healthReply, settingsReply } from '#domain/contracts/content.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { wire } from '#server/testing/wire.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ env: { SHOP_NAME: 'Test Naturals', FREE_SHIPPING_THRESHOLD_RUPEES: '999' } })
})
afterAll(async () => {
  await t?.close()
})

describe('GET /api/v1/settings', () => {
  it('returns the shop settings from configuration and the coupons on offer', async () => {
    const res = await t.app.inject('/api/v1/settings')
    expect(res.statusCode).toBe(200)
    const { data } = wire(settingsReply, res.json())
    expect(data.shop_name).toBe('Test Naturals')
    expect(data.free_shipping_threshold).toBe(999)
    expect(data.payments_test_mode).toBe(true)
    expect(data.google_sign_in_enabled).toBe(false)
    expect(data.coupons.map((c) => [c.code, c.percent_off])).toEqual([
      ['DEAL5', 5],
      ['SAVE10', 10],
    ])
  })
})

describe('GET /api/v1/health', () => {
  it('checks the database', async () => {
    const res = await t.app.inject('/api/v1/health')
    expect(res.statusCode).toBe(200)
    expect(wire(healthReply, res.json()).data).toMatchObject({ status: 'ok', database: 'up' })
  })
})

describe('the OpenAPI document', () => {
  it('describes every catalogue route from the zod contracts', async () => {
    const res = await t.app.inject('/api/docs/json')
    expect(res.statusCode).toBe(200)
    const doc = res.json() as { paths: Record<string, Record<string, { parameters?: { name: string }[] }>> }
    for (const p of [
      '/api/v1/products',
      '/api/v1/products/{id}',
      '/api/v1/products/search',
      '/api/v1/products/category/{category}',
      '/api/v1/recipes',
      '/api/v1/recipes/{id}',
      '/api/v1/recipes/category/{category}',
      '/api/v1/products/{id}/reviews',
      '/api/v1/reviews/recent',
      '/api/v1/settings',
      '/api/v1/health',
    ]) {
      expect(doc.paths, p).toHaveProperty([p, 'get'])
    }
    expect(doc.paths['/api/v1/products']!.get!.parameters!.map((x) => x.name)).toEqual([
      'page',
      'per_page',
      'sort',
      // the catalogue's language (decision 059)
      'lang',
    ])
  })

  it('serves the viewer', async () => {
    const res = await t.app.inject('/api/docs/')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
  })
})

describe('unknown routes', () => {
  it('answers JSON 404 under /api and the web app elsewhere', async () => {
    const api = await t.app.inject('/api/v1/nope')
    expect(api.statusCode).toBe(404)
    expect(api.json().success).toBe(false)
    const page = await t.app.inject({ url: '/products', headers: { accept: 'text/html' } })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
  })
})
