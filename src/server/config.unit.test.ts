import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('needs nothing set for a local shop', () => {
    const c = loadConfig({})
    expect(c.port).toBe(3000)
    expect(c.database.kind).toBe('pglite')
    expect(c.payments.testMode).toBe(true)
    expect(c.shop.freeShippingThresholdPaise).toBe(50000)
  })

  it('switches to PostgreSQL with DATABASE_URL', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://shop@db:5432/shop' })
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://shop@db:5432/shop' })
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SHOP_GSTIN: '123' }, 'SHOP_GSTIN'],
    [{ CATALOGUE_CACHE_TTL_MS: '-1' }, 'CATALOGUE_CACHE_TTL_MS'],
    [{ RAZORPAY_KEY_ID: 'rzp_test_x' }, 'RAZORPAY_KEY_SECRET'],
    [{ NODE_ENV: 'production' }, 'RAZORPAY_KEY_ID'],
  ])('stops with a message naming the variable for %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}:`))
  })
})
