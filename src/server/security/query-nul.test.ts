import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestMessages } from '#domain/messages-requests.ts'
import { addOperator, type TestOperator } from '#server/testing/admin-helpers.ts'
import { freshIp } from '#server/testing/auth-helpers.ts'
import { createTestApp, TEST_ORIGIN, type TestContext } from '#server/testing/test-app.ts'
import { encode, fillPath, openApiOperations } from './app-routes.ts'

// PostgreSQL text cannot hold NUL: a query parameter carrying one reached the first query that named it and
// answered 500 (orders' q, state, coupon, entity_*). Every query parameter of every back-office read, read from
// the served OpenAPI document, is sent a NUL by a signed-in owner: each answers 400 with the reason.

let t: TestContext
let owner: TestOperator

beforeAll(async () => {
  t = await createTestApp()
  owner = await addOperator(t, { role: 'owner' })
})
afterAll(async () => {
  await t?.close()
})

const backOfficeReads = () =>
  openApiOperations(t.app).filter(
    (o) => o.method === 'GET' && o.path.startsWith('/api/admin/v1/') && o.query.length > 0,
  )

describe('a NUL in a back-office query string', () => {
  it('finds the reads with query parameters (orders, orders.csv, products, customers, audit…)', () => {
    const keys = backOfficeReads().map((o) => o.key)
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/admin/v1/orders',
        'GET /api/admin/v1/orders.csv',
        'GET /api/admin/v1/products',
        'GET /api/admin/v1/customers',
        'GET /api/admin/v1/audit',
      ]),
    )
  })

  it('answers 400 with the reason in every query parameter of every read, never a 500', async () => {
    const wrong: string[] = []
    let sent = 0
    for (const op of backOfficeReads()) {
      for (const param of op.query) {
        for (const value of ['\u0000', 'moringa\u0000']) {
          const url = `${fillPath(op.path, (name) => (name === 'code' ? 'WELCOME10' : '101'))}?${param.name}=${encode(value)}`
          const res = await t.app.inject({
            method: 'GET',
            url,
            headers: { origin: TEST_ORIGIN, cookie: owner.cookie, 'x-forwarded-for': freshIp() },
          })
          sent++
          if (res.statusCode !== 400 || res.json().message !== requestMessages.nulInText)
            wrong.push(`${url} → ${res.statusCode} ${res.body.slice(0, 100)}`)
        }
      }
    }
    expect(sent).toBeGreaterThan(40)
    expect(wrong).toEqual([])
  })
})

describe("a NUL in a request for the sign-in service's own routes (shop and back office)", () => {
  it('answers 400 with the reason, in a JSON body, a form or the query, never a 500', async () => {
    const password = 'moringa-rocks-123'
    const sent: { method: 'GET' | 'POST'; url: string; type?: string; payload?: string }[] = [
      // a reset token of one NUL reached the verifications query on PostgreSQL and answered 500
      {
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: JSON.stringify({ newPassword: password, token: '\u0000' }),
      },
      {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: JSON.stringify({ email: 'a\u0000@example.in', password }),
      },
      {
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: JSON.stringify({ name: 'Asha\u0000', email: 'asha@example.in', password }),
      },
      {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        type: 'application/x-www-form-urlencoded',
        payload: `email=a%00%40example.in&password=${password}`,
      },
      { method: 'GET', url: '/api/auth/verify-email?token=%00' },
      {
        method: 'POST',
        url: '/api/admin/auth/sign-in/email',
        payload: JSON.stringify({ email: 'owner\u0000@example.in', password }),
      },
    ]
    const wrong: string[] = []
    for (const req of sent) {
      const res = await t.app.inject({
        method: req.method,
        url: req.url,
        headers: {
          origin: TEST_ORIGIN,
          cookie: 'splash_seen=1',
          'x-forwarded-for': freshIp(),
          ...(req.payload ? { 'content-type': req.type ?? 'application/json' } : {}),
        },
        ...(req.payload ? { payload: req.payload } : {}),
      })
      if (res.statusCode !== 400 || res.json().message !== requestMessages.nulInText)
        wrong.push(
          `${req.method} ${req.url} ${req.payload ?? ''} → ${res.statusCode} ${res.body.slice(0, 100)}`,
        )
    }
    expect(wrong).toEqual([])
  })
})
