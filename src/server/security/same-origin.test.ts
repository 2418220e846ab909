import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestMessages } from '#domain/messages-requests.ts'
import { ADMIN_AUTH_ENDPOINTS } from '#server/modules/admin/auth.ts'
import { addOperator, type TestOperator } from '#server/testing/admin-helpers.ts'
import { freshIp } from '#server/testing/auth-helpers.ts'
import { createTestApp, TEST_ORIGIN, type TestContext } from '#server/testing/test-app.ts'
import { treeRoutes } from './app-routes.ts'

// Cross-site request forgery from the same site (decision 030): a page on a sibling subdomain or on another port
// of the same host is same-site, so `SameSite=Strict` sends the back office's cookie with its form posts. Every
// back-office write, read from the app's route tree (a route added tomorrow is covered), must refuse a foreign
// Origin, a same-site Sec-Fetch-Site and any body a form can send (text/plain, urlencoded, multipart except on
// the picture uploads), before it looks at the session.

let t: TestContext
let owner: TestOperator

beforeAll(async () => {
  t = await createTestApp()
  owner = await addOperator(t, { role: 'owner' })
})
afterAll(async () => {
  await t?.close()
})

interface Write {
  method: string
  url: string
  multipart: boolean
}

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE']

/** Every state-changing back-office route: /api/admin/v1 from the route tree, and the operators' Better Auth. */
function backOfficeWrites(): Write[] {
  const routes: Write[] = treeRoutes(t.app)
    .filter((r) => r.path.startsWith('/api/admin/v1/'))
    .flatMap((r) =>
      r.methods
        .filter((m) => WRITES.includes(m))
        .map((method) => ({
          method,
          url: r.path.replace(/:[^/]+/g, (p) => (p === ':code' ? 'PROBE' : '999999')),
          multipart: t.app.uploadRoutes.has(`${method} ${r.path}`),
        })),
    )
  for (const path of ADMIN_AUTH_ENDPOINTS)
    if (path !== '/get-session')
      routes.push({ method: 'POST', url: `/api/admin/auth${path}`, multipart: false })
  return routes
}

const MULTIPART =
  '--b0undary\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNG\r\n--b0undary--\r\n'

function send(w: Write, headers: Record<string, string>, payload?: string) {
  return t.app.inject({
    method: w.method as 'POST',
    url: w.url,
    headers: { 'x-forwarded-for': freshIp(), cookie: owner.cookie, ...headers },
    ...(payload !== undefined ? { payload } : {}),
  })
}

const json = { 'content-type': 'application/json' }

describe('every back-office write refuses what another page can send', () => {
  it('finds the writes: orders, products, pictures, staff, coupons, reviews, refunds, setup, sign-in', () => {
    const writes = backOfficeWrites()
    expect(writes.length).toBeGreaterThan(30)
    const keys = writes.map((w) => `${w.method} ${w.url}`)
    expect(keys).toContain('POST /api/admin/v1/orders/999999/cancel')
    expect(keys).toContain('POST /api/admin/v1/setup')
    expect(keys).toContain('POST /api/admin/auth/change-password')
    expect(writes.filter((w) => w.multipart).map((w) => w.url)).toEqual(
      expect.arrayContaining(['/api/admin/v1/products/999999/images', '/api/admin/v1/recipes/999999/image']),
    )
  })

  it.each([
    ['another port of the same host', { origin: 'http://localhost:3001' }],
    ['a sibling subdomain', { origin: 'http://shop.localhost:3000' }],
    ['another site', { origin: 'https://evil.example' }],
    ['a sandboxed page (Origin: null)', { origin: 'null' }],
    ['a same-site page that sent no Origin', { 'sec-fetch-site': 'same-site' }],
    ['a cross-site page that sent no Origin', { 'sec-fetch-site': 'cross-site' }],
    ['PUBLIC_URL named by a same-site fetch', { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-site' }],
  ])('refuses %s with 403, whatever the body', async (_what, headers) => {
    const wrong: string[] = []
    for (const w of backOfficeWrites()) {
      const res = await send(w, { ...headers, ...json }, '{}')
      if (res.statusCode !== 403 || res.json().message !== requestMessages.foreignOrigin(TEST_ORIGIN))
        wrong.push(`${w.method} ${w.url} → ${res.statusCode} ${res.body.slice(0, 120)}`)
    }
    expect(wrong).toEqual([])
  })

  it.each([
    ['text/plain', 'text/plain', '{"reason":"x"}'],
    ['a urlencoded form', 'application/x-www-form-urlencoded', 'reason=x'],
    ['a multipart form', 'multipart/form-data; boundary=b0undary', MULTIPART],
    ['no content type with a body', undefined, '{}'],
  ])(
    'refuses %s from the shop’s own origin with 403 (JSON only; multipart only on uploads)',
    async (_what, type, body) => {
      const wrong: string[] = []
      for (const w of backOfficeWrites()) {
        const expected = w.multipart ? requestMessages.multipartRequired : requestMessages.jsonRequired
        if (w.multipart && type?.startsWith('multipart/')) continue
        const res = await send(w, { origin: TEST_ORIGIN, ...(type ? { 'content-type': type } : {}) }, body)
        if (res.statusCode !== 403 || res.json().message !== expected)
          wrong.push(`${w.method} ${w.url} → ${res.statusCode} ${res.body.slice(0, 120)}`)
      }
      expect(wrong).toEqual([])
    },
  )

  it('refuses JSON on a picture upload (multipart there)', async () => {
    for (const w of backOfficeWrites().filter((x) => x.multipart)) {
      const res = await send(w, { origin: TEST_ORIGIN, ...json }, '{}')
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe(requestMessages.multipartRequired)
    }
  })
})

describe('what the shop’s own pages and non-browser clients send still passes', () => {
  const passed = (res: { statusCode: number; body: string }) =>
    !(
      res.statusCode === 403 &&
      [
        requestMessages.foreignOrigin(TEST_ORIGIN),
        requestMessages.jsonRequired,
        requestMessages.multipartRequired,
      ].includes(JSON.parse(res.body).message)
    )

  it('passes JSON (or a bodyless write) from PUBLIC_URL, from the same origin by Sec-Fetch-Site, and from curl', async () => {
    const refused: string[] = []
    for (const w of backOfficeWrites()) {
      // no cookie: the guard's verdict is all that is looked at, nothing is changed
      const variants: Record<string, string>[] = [
        { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' },
        { 'sec-fetch-site': 'same-origin' },
        {},
      ]
      for (const headers of variants) {
        const res = await t.app.inject({
          method: w.method as 'POST',
          url: w.url,
          headers: {
            'x-forwarded-for': freshIp(),
            ...headers,
            ...(w.multipart ? { 'content-type': 'multipart/form-data; boundary=b0undary' } : json),
          },
          payload: w.multipart ? MULTIPART : '{}',
        })
        if (!passed(res)) refused.push(`${w.method} ${w.url} ${JSON.stringify(headers)} → ${res.body}`)
        const bare = await t.app.inject({
          method: w.method as 'POST',
          url: w.url,
          headers: { 'x-forwarded-for': freshIp(), ...headers },
        })
        if (!passed(bare))
          refused.push(`${w.method} ${w.url} bodyless ${JSON.stringify(headers)} → ${bare.body}`)
      }
    }
    expect(refused).toEqual([])
  })

  it('outside production also passes the origin the request was sent to (npm run dev, a LAN address)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/v1/coupons',
      headers: {
        host: '192.168.1.23:3000',
        origin: 'http://192.168.1.23:3000',
        cookie: owner.cookie,
        ...json,
      },
      payload: '{}',
    })
    expect(res.statusCode, res.body).toBe(400)
  })

  it('a back-office write from the shop’s own origin is carried out (the coupon is created)', async () => {
    const res = await send(
      { method: 'POST', url: '/api/admin/v1/coupons', multipart: false },
      { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', ...json },
      JSON.stringify({ code: 'ORIGIN10', label: 'Origin 10%', kind: 'percent', value: 10 }),
    )
    expect(res.statusCode, res.body).toBe(200)
  })
})

describe('in production', () => {
  let p: TestContext
  beforeAll(async () => {
    p = await createTestApp({
      seed: false,
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://www.suryanaturals.in',
        RAZORPAY_KEY_ID: 'rzp_test_csrf',
        RAZORPAY_KEY_SECRET: 'csrf-test-secret',
      },
    })
  })
  afterAll(async () => {
    await p?.close()
  })
  const setupFrom = (origin: string, host: string) =>
    p.app.inject({
      method: 'POST',
      url: '/api/admin/v1/setup',
      headers: { origin, host, ...json },
      payload: '{}',
    })

  it('takes PUBLIC_URL only: the bare domain, a sibling subdomain and the server’s own address are refused', async () => {
    expect((await setupFrom('https://www.suryanaturals.in', 'www.suryanaturals.in')).statusCode).toBe(400)
    for (const [origin, host] of [
      ['https://suryanaturals.in', 'suryanaturals.in'],
      ['https://blog.suryanaturals.in', 'www.suryanaturals.in'],
      ['http://10.0.0.5:3000', '10.0.0.5:3000'],
    ] as const) {
      const res = await setupFrom(origin, host)
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe(requestMessages.foreignOrigin('https://www.suryanaturals.in'))
    }
  })
})
