import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../testing/test-app.ts'

// Property: whatever a client puts in the path or the query of a public endpoint, the reply is never a 500,
// always the JSON envelope, and never carries a stack trace.
let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ env: { CATALOGUE_CACHE_TTL_MS: '0' } })
})
afterAll(async () => {
  await t?.close()
})

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '-1',
    '0',
    '1e9',
    '1000000000',
    '1.5',
    'NaN',
    'Infinity',
    '',
    ' ',
    '%',
    "' or 1=1 --",
    '<script>',
    '\u0000',
    '9'.repeat(30),
  ),
  fc.integer().map(String),
  fc.double().map(String),
)

const endpoints: ((v: string) => string)[] = [
  (v) => `/api/v1/products?page=${v}`,
  (v) => `/api/v1/products?per_page=${v}`,
  (v) => `/api/v1/products/${v}`,
  (v) => `/api/v1/products/category/${v}?page=2`,
  (v) => `/api/v1/products/search?q=${v}`,
  (v) => `/api/v1/products/search?q=moringa&page=${v}&per_page=${v}`,
  (v) => `/api/v1/recipes?page_size=${v}`,
  (v) => `/api/v1/recipes/${v}`,
  (v) => `/api/v1/recipes/category/${v}`,
  (v) => `/api/v1/products/${v}/reviews?limit=${v}`,
  (v) => `/api/v1/products/101/reviews?page=${v}`,
  (v) => `/api/v1/reviews/recent?limit=${v}`,
]

describe('bad input never gives a 500', () => {
  it.each(endpoints.map((e, i) => [e('{x}'), i] as const))('%s', async (_label, i) => {
    const build = endpoints[i]!
    await fc.assert(
      fc.asyncProperty(nasty, async (value) => {
        const res = await t.app.inject({ method: 'GET', url: build(encodeURIComponent(value)) })
        expect(res.statusCode, `${build(value)} -> ${res.body.slice(0, 200)}`).toBeLessThan(500)
        const body = res.json() as { success: boolean; message?: string }
        expect(typeof body.success).toBe('boolean')
        expect(res.body).not.toMatch(/\bat .+\.ts:\d+/)
      }),
      { numRuns: 60 },
    )
  })

  it('refuses a malformed JSON body with a clear 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/products',
      headers: { 'content-type': 'application/json' },
      payload: '{"nope":',
    })
    expect(res.statusCode).toBeLessThan(500)
    expect(res.json().success).toBe(false)
  })
})
