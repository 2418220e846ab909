import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { freshIp, signUp, type TestUser } from '../testing/auth-helpers.ts'
import { createTestApp, TEST_ORIGIN, type TestContext } from '../testing/test-app.ts'
import {
  encode,
  fillPath,
  internalsIn,
  type JsonSchema,
  type Operation,
  openApiOperations,
} from './app-routes.ts'

// Property: whatever a client sends in the body, the query or the path of any endpoint — anonymous or signed
// in — the reply is never a 5xx, an error is the `{ success: false, message }` envelope, and no reply shows a
// stack trace or database error text. The operations come from the OpenAPI document the app serves, so a new
// route is fuzzed the day it is added; Better Auth's routes, which the document does not hold, are listed.
//
// Reproduce a failure with the seed fast-check prints: FUZZ_SEED=<seed> npx vitest run --project api src/server/security/fuzz.test.ts
// More runs: FUZZ_RUNS=200.

const RUNS = Number(process.env.FUZZ_RUNS ?? 30)
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined
const params = (numRuns = RUNS) => ({ numRuns, ...(SEED === undefined ? {} : { seed: SEED }) })

// Built while the file is collected, so that each operation of the document is its own test case.
// Rate limits off: the fuzzer calls each route many times from one account and must reach the code behind the
// limiter (which has its own tests); a 429 would hide everything after it.
const t: TestContext = await createTestApp({ env: { AUTH_RATE_LIMIT: 'false', CATALOGUE_CACHE_TTL_MS: '0' } })
const user: TestUser = await signUp(t)
// Logout ends the session its token came from (and with it the token): it is fuzzed as a shopper of its own,
// so that everything else still runs signed in.
const ENDS_SESSION = new Set(['POST /api/v1/auth/logout'])
const leaver: TestUser = await signUp(t)
const OPERATIONS = openApiOperations(t.app)
afterAll(async () => {
  await t.close()
})

// ---------------------------------------------------------------------------------------------------------
// Nasty values

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'moringa\u0000',
  'SAVE10\u0000; drop table coupons',
  '\uD800',
  '\uDFFF\uD800',
  '\uFEFF',
  '\u202E',
  '\r\n',
  '%',
  '%00',
  '%zz',
  '../../../etc/passwd',
  "'; drop table products; --",
  "1' or '1'='1",
  '1; select pg_sleep(0)',
  '\\',
  '"',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  '{{7*7}}',
  ['$', '{7*7}'].join(''),
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '0x1F',
  '١٢٣',
  '9'.repeat(400),
  'true',
  '[]',
  '{}',
  'é',
  '😀'.repeat(30),
  'a'.repeat(5_000),
]

const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(70_000, 300_000).map((n) => 'x'.repeat(n)) },
)

const nastyNumber = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1.5,
    0.1,
    5e-324,
    1e308,
    -1e308,
    2 ** 31,
    2 ** 53 + 2,
    -(2 ** 63),
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

/** Any JSON value of any type, with prototype keys and hostile strings in it. */
const nastyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    tie('object'),
  ),
  object: fc.dictionary(
    fc.oneof(
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'),
      fc.string(),
    ),
    tie('value'),
    { maxKeys: 4 },
  ),
})).value

/** JSON text that JSON.stringify would not write: a key set on the prototype chain, huge literals, depth. */
const rawJsonText = fc.oneof(
  fc.constantFrom(
    '{"__proto__":{"isAdmin":true,"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    '{"a":1,"a":2}',
    '{"quantity":1e400,"product_id":-1e400}',
    '{"product_id":123456789012345678901234567890,"quantity":1}',
    '{"amount":0.000000000000000000001}',
    '[',
    '{"a":',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    'null',
    'true',
    '0',
    '"just a string"',
    '[]',
    '{}',
    '\u0000',
    '\uFEFF{}',
    'NaN',
    "{'single':'quotes'}",
  ),
  fc
    .constantFrom(200, 5_000, 60_000)
    .chain((n) => fc.constantFrom('['.repeat(n) + ']'.repeat(n), `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`)),
  fc.constantFrom(1_100_000).map((n) => `{"x":"${'y'.repeat(n)}"}`),
)

// ---------------------------------------------------------------------------------------------------------
// Values shaped by a JSON schema

function plausible(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  if (schema.anyOf ?? schema.oneOf)
    return fc.oneof(...(schema.anyOf ?? schema.oneOf)!.map((s) => plausible(s, name)))
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type
  switch (type) {
    case 'integer': {
      const min = schema.minimum ?? -1000
      const max = schema.maximum ?? 1_000_000
      const lo = Math.max(min, Number.MIN_SAFE_INTEGER)
      const hi = Math.min(max, Number.MAX_SAFE_INTEGER)
      const hints = [lo, hi, 1, 2, 101, 104, 112].filter((n) => n >= lo && n <= hi)
      return fc.oneof(
        { weight: 1, arbitrary: fc.integer({ min: lo, max: hi }) },
        { weight: 3, arbitrary: fc.constantFrom(...hints) },
      )
    }
    case 'number':
      return fc.oneof(
        fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true }),
        fc.constantFrom(1, 349, 852.3),
      )
    case 'boolean':
      return fc.boolean()
    case 'array':
      return fc.array(plausible(schema.items ?? {}, name), { maxLength: 4 })
    case 'object':
      return shaped(schema, plausible)
    default: {
      if (schema.format === 'email' || /email/i.test(name))
        return fc.oneof(
          fc.stringMatching(/^[a-z0-9]{1,12}$/).map((local) => `${local}@example.in`),
          fc.emailAddress(),
        )
      if (/url$|^redirectTo$|^image$/i.test(name))
        return fc.constantFrom(
          '/',
          '/account',
          `${TEST_ORIGIN}/orders`,
          'https://evil.example/',
          'javascript:alert(1)',
        )
      if (/name$/i.test(name)) return fc.constantFrom('Asha', "D'Souza", 'Rao-Kulkarni', 'Ravi Teja')
      if (/^(title|comment|message|bio|notes|street|city|state|address_line_\d)$/.test(name))
        return fc.constantFrom('Moringa in the morning', 'Hyderabad', 'Telangana', 'Plot 7, Banjara Hills')
      if (name === 'date_of_birth') return fc.constantFrom('1990-05-17', '2020-01-01', '1990-02-30')
      if (name === 'subject') return fc.constantFrom('General enquiry', 'Feedback', 'Spam')
      if (name === 'coupon_code') return fc.constantFrom('SAVE10', 'deal5', 'NOPE')
      if (/password/i.test(name)) return fc.constantFrom('moringa-rocks-123', 'short', 'x'.repeat(200))
      if (/postal|pincode/i.test(name)) return fc.constantFrom('500028', '560038', '999999', '12345')
      if (/mobile|phone/i.test(name)) return fc.constantFrom('9848012345', '+91 98480 12345', '12345')
      if (/_id$|Id$/.test(name))
        return fc.constantFrom('00000000-0000-4000-8000-000000000000', 'order_x', '101')
      const min = schema.minLength ?? 0
      const max = Math.max(min, Math.min(schema.maxLength ?? 60, 200))
      return fc.string({ minLength: min, maxLength: max })
    }
  }
}

/**
 * An object of the schema's properties: all plausible (reaches the service), one field hostile and the rest
 * plausible (reaches the check of that field), or every field plausible, hostile or left out.
 */
function shaped(schema: JsonSchema, leaf: (s: JsonSchema, name: string) => fc.Arbitrary<unknown>) {
  const props = Object.entries(schema.properties ?? {})
  if (props.length === 0) return fc.dictionary(fc.string({ maxLength: 8 }), nastyValue, { maxKeys: 3 })
  const required = new Set(schema.required ?? [])
  type Slot = { v: unknown } | undefined
  const plausibleSlot = (name: string, s: JsonSchema): fc.Arbitrary<Slot> =>
    required.has(name)
      ? leaf(s, name).map((v) => ({ v }))
      : fc.option(
          leaf(s, name).map((v) => ({ v })),
          { nil: undefined, freq: 4 },
        )
  const anySlot = (name: string, s: JsonSchema): fc.Arbitrary<Slot> =>
    fc.oneof(
      { weight: 4, arbitrary: leaf(s, name).map((v) => ({ v })) },
      { weight: 3, arbitrary: nastyValue.map((v) => ({ v })) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    )
  const build = (slots: Slot[]) => {
    const out: Record<string, unknown> = {}
    slots.forEach((slot, i) => {
      if (slot) out[props[i]![0]] = slot.v
    })
    return out
  }
  const allPlausible = fc.tuple(...props.map(([n, s]) => plausibleSlot(n, s))).map(build)
  const oneHostile = fc
    .tuple(fc.nat({ max: props.length - 1 }), ...props.map(([n, s]) => plausibleSlot(n, s)), nastyValue)
    .map(([k, ...rest]) => {
      const hostile = rest.pop()
      const slots = rest as Slot[]
      slots[k] = { v: hostile }
      return build(slots)
    })
  const mixed = fc.tuple(...props.map(([n, s]) => anySlot(n, s))).map(build)
  return fc.oneof(
    { weight: 2, arbitrary: allPlausible },
    { weight: 3, arbitrary: oneHostile },
    { weight: 2, arbitrary: mixed },
  )
}

function schemaShaped(schema: JsonSchema): fc.Arbitrary<string> {
  return fc
    .tuple(
      shaped(schema, plausible),
      fc.constantFrom('', '"__proto__":{"polluted":1},', '"constructor":{"prototype":{"x":1}},'),
    )
    .map(([obj, extra]) => {
      const text = JSON.stringify(obj)
      return extra && text.length > 2 ? `{${extra}${text.slice(1)}` : text
    })
}

// ---------------------------------------------------------------------------------------------------------
// Requests

interface FuzzRequest {
  method: string
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
  label: string
}

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
]

const multipartBody = fc
  .tuple(fc.constantFrom('image', 'file', '__proto__', ''), fc.uint8Array({ maxLength: 64 }), fc.boolean())
  .map(([field, bytes, closed]) => {
    const b = 'fuzzboundary'
    const body = Buffer.concat([
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="${field}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.from(bytes),
      Buffer.from(closed ? `\r\n--${b}--\r\n` : ''),
    ])
    return { body, contentType: `multipart/form-data; boundary=${b}` }
  })

/** Plausible path values by parameter name, so query and body fuzzing reaches past the router. */
function plausiblePath(op: Operation, name: string): string {
  if (name === 'userId') return user.id
  if (name === 'category') return 'Superfoods'
  if (name === 'file') return 'abcdefghijklmnop.webp'
  if (op.path.startsWith('/api/v1/orders')) return 'SN260101-ABCDEF'
  if (op.path.startsWith('/api/v1/recipes')) return '1'
  return '101'
}

const queryValue = (s: JsonSchema, name: string) =>
  fc.oneof(
    plausible(s, name).map((v) => String(v)),
    nastyString,
  )

function requestsFor(op: Operation): fc.Arbitrary<FuzzRequest> {
  const path = fillPath(op.path, (n) => plausiblePath(op, n))
  const hasBody = op.method !== 'GET'
  const modes: fc.Arbitrary<
    Omit<FuzzRequest, 'method' | 'headers'> & { headers?: Record<string, string> }
  >[] = []

  // (c) the query: every declared parameter plausible, hostile, repeated or left out, plus junk parameters
  const queryArb = fc
    .tuple(
      ...op.query.map((q) =>
        fc
          .oneof(
            { weight: 3, arbitrary: queryValue(q.schema, q.name).map((v) => [v]) },
            { weight: 1, arbitrary: fc.tuple(queryValue(q.schema, q.name), nastyString).map((vs) => vs) },
            { weight: 1, arbitrary: fc.constant([] as string[]) },
          )
          .map((vs) => vs.map((v) => `${q.name}=${encode(v)}`).join('&')),
      ),
      fc.constantFrom('', '__proto__=1', 'constructor[prototype][x]=1', 'a[]=1&a[]=2', '%E0%A4%A=1', 'x=%'),
    )
    .map((parts) => parts.filter(Boolean).join('&'))
  modes.push(queryArb.map((q) => ({ url: `${path}${q ? `?${q}` : ''}`, label: 'query' })))

  // (d) the path: each parameter hostile (encoded), or not even valid percent-encoding
  if (op.pathParams.length > 0) {
    modes.push(
      fc
        .tuple(
          fc.dictionary(
            fc.constantFrom(...op.pathParams),
            nastyString.map((s) => s.slice(0, 300)),
          ),
          fc.boolean(),
        )
        .map(([values, broken]) => {
          let url = fillPath(op.path, (n) => values[n] ?? plausiblePath(op, n))
          if (broken) url = url.replace(/\/[^/]*$/, (last) => `${last}%E0%A4`)
          return { url, label: 'path' }
        }),
    )
  }

  if (hasBody) {
    const ct = fc.constantFrom(...CONTENT_TYPES)
    // (a) any JSON at all, and JSON text no serialiser writes
    modes.push(
      fc.tuple(nastyValue, ct).map(([v, type]) => ({
        url: path,
        payload: JSON.stringify(v) ?? 'null',
        headers: { 'content-type': type },
        label: 'any JSON',
      })),
    )
    modes.push(
      fc.tuple(rawJsonText, ct).map(([text, type]) => ({
        url: path,
        payload: text,
        headers: { 'content-type': type },
        label: 'raw JSON text',
      })),
    )
    modes.push(
      multipartBody.map(({ body, contentType }) => ({
        url: path,
        payload: body,
        headers: { 'content-type': contentType },
        label: 'multipart',
      })),
    )
    // (b) the operation's own body with fields replaced by hostile values
    if (op.body) {
      const shapedBody = schemaShaped(op.body).map((payload) => ({
        url: path,
        payload,
        headers: { 'content-type': 'application/json' },
        label: 'schema-shaped',
      }))
      modes.push(shapedBody, shapedBody, shapedBody, shapedBody)
    }
  }

  return fc
    .tuple(fc.oneof(...modes), fc.constantFrom('anonymous', 'signed in', 'signed in', 'signed in'))
    .map(([m, who]) => ({
      method: op.method,
      url: m.url,
      payload: m.payload,
      label: `${m.label}, ${who}`,
      headers: {
        origin: TEST_ORIGIN,
        'x-forwarded-for': freshIp(),
        ...(who === 'anonymous'
          ? {}
          : { authorization: `Bearer ${(ENDS_SESSION.has(op.key) ? leaver : user).token}` }),
        ...m.headers,
      },
    }))
}

async function fire(req: FuzzRequest) {
  return t.app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers: req.headers,
    ...(req.payload === undefined ? {} : { payload: req.payload }),
  })
}

const shown = (req: FuzzRequest) =>
  `${req.method} ${req.url.slice(0, 200)} [${req.label}] ${String(req.payload ?? '').slice(0, 200)}`

/** The reply's problems: 5xx, an error without the envelope, internals the request did not carry. */
function problemsOf(
  req: FuzzRequest,
  res: Awaited<ReturnType<typeof fire>>,
  envelope: 'shop' | 'better-auth',
): string[] {
  const problems: string[] = []
  if (res.statusCode >= 500) problems.push(`status ${res.statusCode}`)
  const sent = `${req.url} ${String(req.payload ?? '')}`
  const known = new Set(internalsIn(sent))
  for (const what of internalsIn(res.body)) if (!known.has(what)) problems.push(`reply shows ${what}`)
  const type = String(res.headers['content-type'] ?? '')
  if (res.statusCode >= 400) {
    if (envelope === 'shop') {
      if (!type.includes('application/json')) problems.push(`error reply of type ${type}`)
      else {
        const body = res.json() as { success?: unknown; message?: unknown }
        if (body.success !== false || typeof body.message !== 'string' || body.message === '')
          problems.push('error reply without { success: false, message }')
      }
    } else if (res.body.length > 0) {
      if (!type.includes('application/json')) problems.push(`error reply of type ${type}`)
      else if (typeof (res.json() as { message?: unknown }).message !== 'string')
        problems.push('error reply without a message')
    }
  } else if (type.includes('application/json') && envelope === 'shop') {
    if (typeof (res.json() as { success?: unknown }).success !== 'boolean')
      problems.push('reply without success')
  }
  return problems
}

// Pages a person opens from a link in a mail: HTML whatever the outcome, never JSON (the signed document links
// answer a PDF only to a signature the fuzzer cannot make).
const MAIL_LINK_PAGES = new Set([
  'GET /api/v1/newsletter/confirm',
  'GET /api/v1/newsletter/unsubscribe',
  'GET /api/v1/cart-reminders/unsubscribe',
  'POST /api/v1/cart-reminders/unsubscribe',
  'GET /api/v1/documents/invoice/{orderId}',
  'GET /api/v1/documents/credit-note/{orderId}/{seq}',
])

async function check(req: FuzzRequest, envelope: 'shop' | 'better-auth' | 'html' = 'shop') {
  const res = await fire(req)
  const problems =
    envelope === 'html'
      ? [
          ...(res.statusCode >= 500 ? [`status ${res.statusCode}`] : []),
          // an empty path parameter misses the route itself: the API's JSON 'Route … not found'
          // a body too large for any route is refused before the route (the unsubscribe link's POST needs none)
          ...(String(res.headers['content-type']).startsWith('text/html') ||
          res.statusCode === 400 ||
          res.statusCode === 413 ||
          (res.statusCode === 404 && res.body.includes('"message":"Route GET '))
            ? []
            : [`a mail-link page answered ${res.headers['content-type']}`]),
          ...internalsIn(res.body).filter((x) => !internalsIn(`${req.url}`).includes(x)),
        ]
      : problemsOf(req, res, envelope)
  expect(problems, `${shown(req)}\n -> ${res.statusCode} ${res.body.slice(0, 600)}`).toEqual([])
  return res
}

// ---------------------------------------------------------------------------------------------------------

const SIGNED_WEBHOOKS = new Set(['POST /api/v1/payments/webhook', 'POST /api/v1/shipping/webhook'])

describe('fuzzing every operation of the OpenAPI document', () => {
  it('finds the operations (the document is the source of truth)', () => {
    const keys = OPERATIONS.map((o) => o.key)
    expect(keys.length).toBeGreaterThan(50)
    expect(keys).toEqual(
      expect.arrayContaining(['PUT /api/v1/profiles', 'POST /api/v1/payments/create-order']),
    )
  })

  it.each(OPERATIONS.filter((o) => !SIGNED_WEBHOOKS.has(o.key)).map((o) => [o.key, o] as const))(
    '%s',
    async (_key, op) => {
      await fc.assert(
        fc.asyncProperty(requestsFor(op), async (req) => {
          await check(req, MAIL_LINK_PAGES.has(op.key) ? 'html' : 'shop')
        }),
        params(),
      )
    },
  )

  it.each([...SIGNED_WEBHOOKS])('%s refuses whatever is not signed by the provider', async (key) => {
    const op = OPERATIONS.find((o) => o.key === key)
    expect(op, `${key} is no longer in the document`).toBeDefined()
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(
          fc.oneof(
            nastyValue.map((v) => JSON.stringify(v) ?? 'null'),
            rawJsonText,
          ),
          nastyString,
          fc.boolean(),
        ),
        async ([payload, signature, signed]) => {
          const sig = signature.slice(0, 500).replace(/[^\x20-\x7e]/g, '')
          const headers: Record<string, string> = { 'content-type': 'application/json' }
          if (signed) Object.assign(headers, { 'x-razorpay-signature': sig, 'x-courier-signature': sig })
          const req = { method: op!.method, url: op!.path, headers, payload, label: 'webhook' }
          const res = await check(req)
          expect([400, 401, 413, 415], shown(req)).toContain(res.statusCode)
        },
      ),
      params(),
    )
  })
})

// Better Auth's routes are not in the document: the ones a visitor reaches with a body, listed by hand.
const AUTH_ROUTES: { path: string; body: JsonSchema }[] = [
  {
    path: '/sign-up/email',
    body: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        email: { type: 'string', format: 'email' },
        password: { type: 'string' },
        image: { type: 'string' },
        callbackURL: { type: 'string' },
        rememberMe: { type: 'boolean' },
      },
    },
  },
  {
    path: '/sign-in/email',
    body: {
      type: 'object',
      properties: {
        email: { type: 'string', format: 'email' },
        password: { type: 'string' },
        callbackURL: { type: 'string' },
        rememberMe: { type: 'boolean' },
      },
    },
  },
  {
    path: '/request-password-reset',
    body: {
      type: 'object',
      properties: { email: { type: 'string', format: 'email' }, redirectTo: { type: 'string' } },
    },
  },
  {
    path: '/reset-password',
    body: { type: 'object', properties: { newPassword: { type: 'string' }, token: { type: 'string' } } },
  },
]

describe('fuzzing the identity routes under /api/auth', () => {
  it.each(AUTH_ROUTES.map((r) => [r.path, r] as const))('POST /api/auth%s', async (_path, route) => {
    const op: Operation = {
      key: `POST /api/auth${route.path}`,
      method: 'POST',
      path: `/api/auth${route.path}`,
      pathParams: [],
      query:
        route.path === '/reset-password'
          ? [{ name: 'token', schema: { type: 'string' }, required: false }]
          : [],
      body: route.body,
      consumes: ['application/json'],
      responses: [],
    }
    const origins = fc.constantFrom(TEST_ORIGIN, TEST_ORIGIN, TEST_ORIGIN, 'null', 'http://evil.example', '')
    await fc.assert(
      fc.asyncProperty(requestsFor(op), origins, async (req, origin) => {
        await check({ ...req, headers: { ...req.headers, origin } }, 'better-auth')
      }),
      params(),
    )
  })
})

// Test mode only (refused in production), but reachable on every install without Razorpay keys: the two
// endpoints the Checkout form calls without credentials. They answer in Razorpay's own error shape.
describe('fuzzing the test-mode gateway’s public checkout endpoints', () => {
  it.each([
    ['POST', '/test-gateway/checkout/pay'],
    ['GET', '/test-gateway/checkout/tokens'],
  ])('%s %s', async (method, path) => {
    const body: JsonSchema = {
      type: 'object',
      properties: {
        key: { type: 'string', enum: ['rzp_test_localgateway'] },
        order_id: { type: 'string' },
        card_number: { type: 'string', enum: ['4111 1111 1111 1111', '4000000000000002'] },
        customer_id: { type: 'string' },
        token: { type: 'string' },
        save: { type: 'boolean' },
      },
    }
    const op: Operation = {
      key: `${method} ${path}`,
      method: method as 'GET',
      path,
      pathParams: [],
      query:
        method === 'GET'
          ? ['key', 'customer_id'].map((name) => ({ name, schema: { type: 'string' }, required: false }))
          : [],
      ...(method === 'POST' ? { body } : {}),
      consumes: ['application/json'],
      responses: [],
    }
    await fc.assert(
      fc.asyncProperty(requestsFor(op), async (req) => {
        const res = await fire(req)
        expect(res.statusCode, shown(req)).toBeLessThan(500)
        const known = new Set(internalsIn(`${req.url} ${String(req.payload ?? '')}`))
        expect(
          internalsIn(res.body).filter((x) => !known.has(x)),
          shown(req),
        ).toEqual([])
      }),
      params(),
    )
  })
})

describe('fuzzing the pages the server writes (index.html with the page head)', () => {
  it.each(['/product/{x}', '/recipes/{x}', '/orders/{x}', '/{x}', '/category/{x}'])(
    'GET %s',
    async (template) => {
      await fc.assert(
        fc.asyncProperty(nastyString, fc.boolean(), async (value, broken) => {
          const url = fillPath(template, () => value.slice(0, 300)) + (broken ? '%E0%A4' : '')
          const req = { method: 'GET', url, headers: {}, label: 'page' }
          const res = await fire(req)
          expect(res.statusCode, shown(req)).toBeLessThan(500)
          const known = new Set(internalsIn(url))
          expect(
            internalsIn(res.body).filter((x) => !known.has(x)),
            shown(req),
          ).toEqual([])
        }),
        params(),
      )
    },
  )
})

// What the fuzzer found, kept as plain cases: each was a 500 or a reply outside the envelope.
describe('found by fuzzing', () => {
  const signedIn = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' }
  it.each([
    ['POST', '/api/v1/cart/items', { product_id: 2_147_483_648, quantity: 1 }],
    ['POST', '/api/v1/favorites', { product_id: 2_147_483_648 }],
    ['DELETE', '/api/v1/favorites', { product_id: 2_147_483_648 }],
    ['POST', '/api/v1/cart/merge', { items: [{ product_id: 2_147_483_648, quantity: 1 }] }],
  ])(
    '%s %s with a product id beyond the database integer: 400, Product not found',
    async (method, url, body) => {
      const res = await check({
        method,
        url,
        headers: signedIn,
        payload: JSON.stringify(body),
        label: 'regression',
      })
      expect([res.statusCode, res.json().message]).toEqual([400, 'Product not found'])
    },
  )

  const NUL = 'a\u0000b'
  it.each([
    ['POST', '/api/v1/cart/checkout/apply-coupon', { coupon_code: NUL }],
    ['PUT', '/api/v1/profiles', { bio: NUL }],
    ['POST', '/api/v1/products/101/reviews', { rating: 4, title: NUL, comment: NUL }],
    [
      'POST',
      '/api/v1/contact',
      { first_name: NUL, email: 'a@b.in', subject: 'Feedback', message: `${NUL} is long` },
    ],
    [
      'POST',
      '/api/v1/payments/verify',
      { razorpay_payment_id: NUL, razorpay_order_id: NUL, razorpay_signature: NUL },
    ],
    ['POST', '/api/v1/newsletter/subscribe', { email: 'x\u0000@example.in' }],
    [
      'POST',
      '/api/v1/cart/checkout/estimate-shipping',
      { street: NUL, city: 'x', state: 'y', postal_code: '500028' },
    ],
  ])(
    '%s %s with a NUL character in the text: 400 (PostgreSQL text cannot hold it)',
    async (method, url, body) => {
      const res = await check({
        method,
        url,
        headers: signedIn,
        payload: JSON.stringify(body),
        label: 'regression',
      })
      expect([res.statusCode, res.json().message]).toEqual([
        400,
        'Text must not contain the NUL character (\\u0000)',
      ])
    },
  )

  it.each(['confirm', 'unsubscribe'])(
    'answers a newsletter %s link with a NUL in its token with the HTML page',
    async (what) => {
      const res = await check(
        {
          method: 'GET',
          url: `/api/v1/newsletter/${what}?token=${encode(`aaaaaaaaaaaa${NUL}`)}`,
          headers: {},
          label: 'regression',
        },
        'html',
      )
      expect(res.statusCode).toBeLessThan(500)
    },
  )

  it('answers a multipart upload cut short with 400, not 500', async () => {
    const b = 'cutshort'
    const res = await check({
      method: 'POST',
      url: '/api/v1/profiles/upload-image',
      headers: {
        authorization: `Bearer ${user.token}`,
        'content-type': `multipart/form-data; boundary=${b}`,
      },
      payload: `--${b}\r\nContent-Disposition: form-data; name="image"; filename="x.png"\r\nContent-Type: image/png\r\n\r\nabc`,
      label: 'regression',
    })
    expect(res.statusCode).toBe(400)
  })

  it.each([
    ['/api/v1/products/101%E0%A4', [400]],
    // over the router's parameter length: 414, or 404 when no route takes so long a parameter
    [`/api/v1/products/${'x'.repeat(300)}`, [404, 414]],
  ])('answers the router refusing %s in the envelope', async (url, statuses) => {
    const res = await check({ method: 'GET', url, headers: {}, label: 'regression' })
    expect(statuses).toContain(res.statusCode)
  })
})

describe('the test-mode gateway: what the fuzzer found', () => {
  it.each([
    // String() of an array whose element has a toString that is not a function throws (a 500 before)
    ['POST', '/test-gateway/checkout/pay', { key: 'rzp_test_localgateway', order_id: [{ toString: '' }] }],
    ['POST', '/test-gateway/checkout/pay', { key: 'rzp_test_localgateway', order_id: { id: 1 } }],
    [
      'POST',
      '/test-gateway/checkout/pay',
      { key: 'rzp_test_localgateway', order_id: 'order_x', token: { a: 1 } },
    ],
    ['POST', '/test-gateway/checkout/upi/qr', { key: 'rzp_test_localgateway', order_id: [1, 2] }],
    ['GET', '/test-gateway/checkout/tokens?key=rzp_test_localgateway&customer_id=a&customer_id=b', undefined],
  ])('%s %s %j answers 400, not 500', async (method, url, payload) => {
    const res = await t.app.inject({
      method: method as 'GET' | 'POST',
      url,
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    })
    expect(res.statusCode, res.body).toBe(400)
  })
})

describe('identity: what the fuzzer found', () => {
  it.each(['/api/auth/sign-in/email', '/api/admin/auth/sign-in/email'])(
    '%s: an email that is an object with a toString that is not a function is refused, not a 500',
    async (url) => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        payload: JSON.stringify({ email: { toString: '' }, password: 'whatever-1234' }),
      })
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, res.body).toBeLessThan(500)
    },
  )
})
