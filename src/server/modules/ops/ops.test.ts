import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

describe('operations endpoints', () => {
  it('is ready when the database answers and every migration is applied', async () => {
    const res = await t.app.inject('/api/v1/ready')
    expect(res.statusCode).toBe(200)
    const { data } = res.json()
    expect(data.status).toBe('ready')
    expect(data.migrations_applied).toBe(data.migrations_expected)
    expect(data.migrations_expected).toBeGreaterThan(3)
  })

  it('exposes Prometheus metrics by route pattern, and orders by status', async () => {
    await t.app.inject('/api/v1/products/101')
    await t.app.inject('/api/v1/products/102')
    const res = await t.app.inject('/metrics')
    expect(res.headers['content-type']).toContain('text/plain')
    expect(res.body).toMatch(
      /http_requests_total\{method="GET",route="\/api\/v1\/products\/:id",status="200"\} 2/,
    )
    expect(res.body).toContain('http_request_duration_seconds_bucket')
    expect(res.body).toContain('# HELP shop_orders Orders by status')
    expect(res.body).toContain('process_cpu_user_seconds_total')
  })
})

describe('WORKERS', () => {
  it('refuses more than one process on the embedded database', async () => {
    const { loadConfig } = await import('#server/config.ts')
    expect(() => loadConfig({ WORKERS: '2' })).toThrow(/WORKERS: 2 processes need PostgreSQL/)
    expect(loadConfig({ WORKERS: '2', DATABASE_URL: 'postgres://x/y' }).workers).toBe(2)
  })
})
