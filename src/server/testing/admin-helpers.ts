import type { OperatorRole } from '#domain/admin-permissions.ts'
import { cookieHeader, freshIp } from './auth-helpers.ts'
import { TEST_ORIGIN, type TestContext } from './test-app.ts'
import { totpCode } from './totp.ts'

export { totpCode } from './totp.ts'

/**
 * The code the authenticator app shows next: a code works once (decision 022), so right after a code was taken
 * (setting the factor up) the next sign-in needs the next one, which the shop accepts 30 s early.
 */
export const nextTotpCode = (secret: string) => totpCode(secret, Date.now() + 30_000)

export const secretOfTotpUri = (uri: string) => new URL(uri).searchParams.get('secret') ?? ''

/** A call to the operators' Better Auth (/api/admin/auth/*) from the shop's own origin. */
export function adminAuthPost(t: TestContext, path: string, body: unknown, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/auth${path}`,
    headers: {
      origin: TEST_ORIGIN,
      'content-type': 'application/json',
      'x-forwarded-for': freshIp(),
      ...(cookie ? { cookie } : {}),
    },
    payload: JSON.stringify(body),
  })
}

/** Merges Set-Cookie replies into a cookie header, later values replacing earlier ones. */
export function mergeCookies(cookie: string, setCookie: string | string[] | undefined): string {
  const jar = new Map(
    cookie
      .split(/;\s*/)
      .filter(Boolean)
      .map((c) => [c.slice(0, c.indexOf('=')), c] as const),
  )
  for (const c of cookieHeader(setCookie).split(/;\s*/).filter(Boolean)) {
    const name = c.slice(0, c.indexOf('='))
    if (c.endsWith('=')) jar.delete(name)
    else jar.set(name, c)
  }
  return [...jar.values()].join('; ')
}

export interface TestOperator {
  email: string
  password: string
  /** the back-office session cookie (second factor done unless `twoFactor: false`) */
  cookie: string
  /** the TOTP secret, to compute codes at the next sign-in */
  secret: string
  backupCodes: string[]
}

let operatorCounter = 0

/**
 * Adds staff the way the CLI and the owner do (an invitation), sets the account up through the setup route,
 * signs in and (unless told not to) enables the second factor with a code computed here.
 */
export async function addOperator(
  t: TestContext,
  /** 'staff': a manager, what the two-role back office's staff became (decision 044) */
  opts: { role: OperatorRole | 'staff'; email?: string; twoFactor?: boolean },
): Promise<TestOperator> {
  operatorCounter++
  const email = opts.email ?? `${opts.role}${operatorCounter}-${Date.now()}@suryanaturals.in`
  const password = 'sun-dried-moringa-2026'
  const role = opts.role === 'staff' ? 'manager' : opts.role
  const { link } = await t.app.operators.invite(email, role, 'test')
  const token = new URL(link).searchParams.get('token')!
  const setup = await t.app.inject({
    method: 'POST',
    url: '/api/admin/v1/setup',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ token, name: `Staff ${operatorCounter}`, password }),
  })
  if (setup.statusCode !== 200) throw new Error(`setup failed: ${setup.statusCode} ${setup.body}`)
  const signIn = await adminAuthPost(t, '/sign-in/email', { email, password })
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`)
  let cookie = mergeCookies('', signIn.headers['set-cookie'])
  if (opts.twoFactor === false) return { email, password, cookie, secret: '', backupCodes: [] }
  const enable = await adminAuthPost(t, '/two-factor/enable', { password }, cookie)
  if (enable.statusCode !== 200) throw new Error(`2FA enable failed: ${enable.statusCode} ${enable.body}`)
  const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] }
  const secret = secretOfTotpUri(totpURI)
  const verify = await adminAuthPost(t, '/two-factor/verify-totp', { code: totpCode(secret) }, cookie)
  if (verify.statusCode !== 200) throw new Error(`2FA verify failed: ${verify.statusCode} ${verify.body}`)
  cookie = mergeCookies(cookie, verify.headers['set-cookie'])
  return { email, password, cookie, secret, backupCodes }
}

/** A back-office call with an operator's cookie (and any other headers, e.g. a refund's Idempotency-Key). */
export function adminCall(
  t: TestContext,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  cookie: string | undefined,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url: `/api/admin/v1${url}`,
    headers: {
      ...headers,
      origin: TEST_ORIGIN,
      'x-forwarded-for': freshIp(),
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  })
}

/**
 * A save of the product form as the back office sends it (decision 040): the fields that changed with the version
 * the product's GET answered a moment before.
 */
export async function saveProduct(t: TestContext, id: number | string, cookie: string, fields: object) {
  const version = (await adminCall(t, 'GET', `/products/${id}`, cookie)).json().data.version as number
  return adminCall(t, 'PATCH', `/products/${id}`, cookie, { ...fields, version })
}

/** A save of a coupon as the back office sends it (decision 040): with the version its GET answered. */
export async function saveCoupon(t: TestContext, code: string, cookie: string, fields: object) {
  const version = (await adminCall(t, 'GET', `/coupons/${code}`, cookie)).json().data.coupon.version as number
  return adminCall(t, 'PATCH', `/coupons/${code}`, cookie, { ...fields, version })
}

/** A save of a recipe as the back office sends it (decision 040): with the version its GET answered. */
export async function saveRecipe(t: TestContext, id: number | string, cookie: string, fields: object) {
  const loaded = await adminCall(t, 'GET', `/recipes/${id}`, cookie)
  // a recipe that is not there: any version, the save answers 404
  const version = loaded.statusCode === 200 ? (loaded.json().data.version as number) : 1
  return adminCall(t, 'PATCH', `/recipes/${id}`, cookie, { ...fields, version })
}

/** A change of a staff member as the staff page sends it (decision 040): with the version the list showed. */
export async function saveOperator(t: TestContext, id: string, cookie: string, fields: object) {
  const listed = (await adminCall(t, 'GET', '/operators', cookie)).json().data as {
    id: string
    version: number
  }[]
  const version = listed.find((o) => o.id === id)?.version ?? 1
  return adminCall(t, 'PATCH', `/operators/${id}`, cookie, { ...fields, version })
}

/** A file uploaded to a back-office route as a form's `field` (multipart), as the screens send a CSV. */
export function uploadAdminFile(
  t: TestContext,
  cookie: string,
  path: string,
  body: Buffer | string,
  field = 'file',
) {
  const boundary = '----admin-upload-boundary'
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/v1${path}`,
    headers: {
      origin: TEST_ORIGIN,
      'x-forwarded-for': freshIp(),
      cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="upload.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      typeof body === 'string' ? Buffer.from(body) : body,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  })
}
