import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminMessages } from '#domain/messages-admin.ts'
import { fillPath, openApiOperations } from '#server/security/app-routes.ts'
import {
  addOperator,
  adminAuthPost,
  adminCall,
  mergeCookies,
  nextTotpCode,
  saveOperator,
  type TestOperator,
} from '#server/testing/admin-helpers.ts'
import { bearer, freshIp, readOutbox, signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { createTestApp, TEST_ORIGIN, type TestContext } from '#server/testing/test-app.ts'

// Who may open the back office: staff with a second factor, owners for staff and the audit log; never a shopper.

let t: TestContext
let owner: TestOperator
let staff: TestOperator
let shopper: TestUser

beforeAll(async () => {
  t = await createTestApp({
    env: { OPERATOR_EMAILS: 'founder@suryanaturals.in:owner, packer@suryanaturals.in' },
  })
  owner = await addOperator(t, { role: 'owner' })
  staff = await addOperator(t, { role: 'staff' })
  shopper = await signUp(t)
})
afterAll(async () => {
  await t?.close()
})

/** Every guarded back-office operation, read from the served OpenAPI document. */
function adminOperations() {
  return openApiOperations(t.app).filter(
    (o) => o.path.startsWith('/api/admin/v1/') && o.path !== '/api/admin/v1/setup',
  )
}

const call = (op: ReturnType<typeof adminOperations>[number], headers: Record<string, string>) =>
  t.app.inject({
    method: op.method,
    url: fillPath(op.path, (name) => (name === 'id' ? '101' : 'PROBE')),
    headers: {
      origin: TEST_ORIGIN,
      'x-forwarded-for': freshIp(),
      ...headers,
      ...(op.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(op.body ? { payload: '{}' } : {}),
  })

describe('the back office refuses everyone but staff', () => {
  it('documents every admin route under the admin tag', () => {
    const ops = adminOperations()
    expect(ops.length).toBeGreaterThan(15)
    const doc = t.app.swagger() as {
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown }>>
    }
    for (const op of ops) {
      const documented = doc.paths[op.path]![op.method.toLowerCase()]!
      expect(documented.tags, op.key).toEqual(['admin'])
      // /api/docs says these need the back office's session cookie
      expect(documented.security, op.key).toEqual([{ adminSession: [] }])
    }
  })

  it('answers 401 to no credentials, 403 to a shopper’s token or cookie, on every route', async () => {
    const failures: string[] = []
    for (const op of adminOperations()) {
      const none = await call(op, {})
      if (none.statusCode !== 401) failures.push(`${op.key} anonymous: ${none.statusCode}`)
      else expect(none.json()).toEqual({ success: false, message: adminMessages.signInRequired })
      const token = await call(op, bearer(shopper.token))
      if (token.statusCode !== 403) failures.push(`${op.key} shopper token: ${token.statusCode}`)
      else expect(token.json().message).toBe(adminMessages.shopperRefused)
      const cookie = await call(op, { cookie: shopper.cookie })
      if (cookie.statusCode !== 403) failures.push(`${op.key} shopper cookie: ${cookie.statusCode}`)
    }
    expect(failures).toEqual([])
  })

  it('refuses an operator who has not set up the second factor, except to say who they are', async () => {
    const half = await addOperator(t, { role: 'owner', twoFactor: false })
    const me = await adminCall(t, 'GET', '/me', half.cookie)
    expect(me.statusCode).toBe(200)
    expect(me.json().data).toMatchObject({ email: half.email, role: 'owner', two_factor_enabled: false })
    const failures: string[] = []
    for (const op of adminOperations()) {
      if (op.path === '/api/admin/v1/me') continue
      const res = await call(op, { cookie: half.cookie })
      if (res.statusCode !== 403 || res.json().message !== adminMessages.secondFactorRequired)
        failures.push(`${op.key}: ${res.statusCode} ${res.body.slice(0, 80)}`)
    }
    expect(failures).toEqual([])
  })

  it('keeps staff and the audit log to owners (a manager has neither permission, decision 044)', async () => {
    for (const [method, url] of [
      ['GET', '/operators'],
      ['GET', '/audit'],
    ] as const) {
      const res = await adminCall(t, method, url, staff.cookie)
      expect(res.statusCode, url).toBe(403)
      expect(res.json().message).toBe(adminMessages.notPermitted('manager'))
      expect((await adminCall(t, method, url, owner.cookie)).statusCode, url).toBe(200)
    }
    const invite = await adminCall(t, 'POST', '/operators', staff.cookie, {
      email: 'new@suryanaturals.in',
      role: 'owner',
    })
    expect(invite.statusCode).toBe(403)
    // staff do the daily work
    expect((await adminCall(t, 'GET', '/products', staff.cookie)).statusCode).toBe(200)
  })

  it('gives an operator’s session nothing on the shopper API', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/cart',
      headers: { cookie: owner.cookie, 'x-forwarded-for': freshIp() },
    })
    expect(res.statusCode).toBe(401)
    const token = await t.app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: { cookie: owner.cookie, origin: TEST_ORIGIN },
    })
    expect(token.statusCode).toBe(401)
  })

  it('serves none of Better Auth’s other endpoints for operators: no sign-up, no account deletion', async () => {
    for (const path of [
      '/sign-up/email',
      '/delete-user',
      '/update-user',
      '/two-factor/disable',
      '/list-sessions',
    ]) {
      const res = await adminAuthPost(
        t,
        path,
        { email: 'x@example.in', password: 'long-enough-pass', name: 'X' },
        owner.cookie,
      )
      expect(res.statusCode, path).toBe(404)
    }
  })
})

describe('signing in', () => {
  it('asks for the one-time code after the password, and opens only with a right one', async () => {
    const signIn = await adminAuthPost(t, '/sign-in/email', { email: owner.email, password: owner.password })
    expect(signIn.statusCode).toBe(200)
    expect(signIn.json()).toMatchObject({ twoFactorRedirect: true })
    const pending = mergeCookies('', signIn.headers['set-cookie'])
    expect(pending).not.toMatch(/shop-admin\.session_token=/)
    // the password alone opens nothing
    expect((await adminCall(t, 'GET', '/products', pending)).statusCode).toBe(401)
    const wrong = await adminAuthPost(t, '/two-factor/verify-totp', { code: '000000' }, pending)
    expect(wrong.statusCode).toBe(401)
    // the next code: the one of this 30 s step may be the one that set the factor up, and a code works once
    const right = await adminAuthPost(
      t,
      '/two-factor/verify-totp',
      { code: nextTotpCode(owner.secret) },
      pending,
    )
    expect(right.statusCode).toBe(200)
    const cookie = mergeCookies(pending, right.headers['set-cookie'])
    expect((await adminCall(t, 'GET', '/products', cookie)).statusCode).toBe(200)
  })

  it('takes a recovery code once in place of the app', async () => {
    const signIn = await adminAuthPost(t, '/sign-in/email', { email: staff.email, password: staff.password })
    const pending = mergeCookies('', signIn.headers['set-cookie'])
    const code = staff.backupCodes[0]!
    const first = await adminAuthPost(t, '/two-factor/verify-backup-code', { code }, pending)
    expect(first.statusCode).toBe(200)
    const again = await adminAuthPost(t, '/sign-in/email', { email: staff.email, password: staff.password })
    const pending2 = mergeCookies('', again.headers['set-cookie'])
    expect((await adminAuthPost(t, '/two-factor/verify-backup-code', { code }, pending2)).statusCode).toBe(
      401,
    )
  })

  it('refuses a shopper’s email and password at the staff sign-in', async () => {
    const res = await adminAuthPost(t, '/sign-in/email', { email: shopper.email, password: shopper.password })
    expect(res.statusCode).toBe(401)
    expect(res.headers['set-cookie'] ?? '').not.toMatch(/session_token/)
  })

  it('ends a back-office session after 12 hours without use', async () => {
    const fresh = await addOperator(t, { role: 'staff' })
    expect((await adminCall(t, 'GET', '/products', fresh.cookie)).statusCode).toBe(200)
    await t.database.db.execute(
      sql`update operator_sessions set expires_at = now() - interval '1 second'
          where user_id = (select user_id from operators where email = ${fresh.email})`,
    )
    expect((await adminCall(t, 'GET', '/products', fresh.cookie)).statusCode).toBe(401)
  })
})

describe('managing staff', () => {
  it('mails each OPERATOR_EMAILS address its setup link, once', async () => {
    const mails = readOutbox(t).filter((m) => m.to === 'founder@suryanaturals.in')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.links.setup).toMatch(/\/admin\/setup\?token=/)
    const list = (await adminCall(t, 'GET', '/operators', owner.cookie)).json().data as {
      email: string
      role: string
      status: string
    }[]
    expect(list.find((o) => o.email === 'founder@suryanaturals.in')).toMatchObject({
      role: 'owner',
      status: 'invited',
    })
    expect(list.find((o) => o.email === 'packer@suryanaturals.in')).toMatchObject({
      role: 'manager',
      status: 'invited',
    })
    expect(await t.app.operators.seed([{ email: 'founder@suryanaturals.in', role: 'owner' }])).toBe(0)
  })

  it('uses a setup link once, and refuses a short password or a made-up link', async () => {
    const { link } = await t.app.operators.invite('once@suryanaturals.in', 'manager', 'test')
    const token = new URL(link).searchParams.get('token')!
    const post = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/v1/setup',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      })
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/v1/setup?token=${token}` })).json().data,
    ).toEqual({ email: 'once@suryanaturals.in', role: 'manager' })
    const short = await post({ token, name: 'Once', password: 'short' })
    expect(short.statusCode).toBe(400)
    expect(short.json().message).toBe(adminMessages.passwordTooShort)
    expect((await post({ token, name: 'Once', password: 'long-enough-password' })).statusCode).toBe(200)
    const again = await post({ token, name: 'Twice', password: 'long-enough-password' })
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toBe(adminMessages.setupLinkInvalid)
    expect((await post({ token: 'made-up', name: 'X', password: 'long-enough-password' })).statusCode).toBe(
      400,
    )
  })

  it('invites, and revokes at once: the revoked operator’s session and password stop working', async () => {
    const invite = await adminCall(t, 'POST', '/operators', owner.cookie, {
      email: 'Temp@SuryaNaturals.in',
      role: 'packer',
    })
    expect(invite.statusCode).toBe(200)
    expect(invite.json().data).toMatchObject({ email: 'temp@suryanaturals.in', status: 'invited' })
    const mails = () => readOutbox(t).filter((m) => m.to === 'temp@suryanaturals.in' && m.links.setup)
    expect(mails()).toHaveLength(1)
    // the invitation names who sent it (decision 050)
    expect(mails()[0]!.text).toContain(`Staff`)
    expect(mails()[0]!.text).toContain(`(${owner.email}) added you to the staff of`)
    // sent again (the staff page's Resend): a new link, mailed; the first stops working
    const resent = await adminCall(t, 'POST', '/operators', owner.cookie, {
      email: 'temp@suryanaturals.in',
      role: 'packer',
    })
    expect(resent.statusCode, resent.body).toBe(200)
    expect(mails()).toHaveLength(2)
    expect(mails()[1]!.links.setup).not.toBe(mails()[0]!.links.setup)
    const firstToken = new URL(mails()[0]!.links.setup!).searchParams.get('token')
    expect((await t.app.inject({ url: `/api/admin/v1/setup?token=${firstToken}` })).statusCode).toBe(400)
    const dup = await adminCall(t, 'POST', '/operators', owner.cookie, {
      email: staff.email,
      role: 'manager',
    })
    expect(dup.statusCode).toBe(409)

    const leaving = await addOperator(t, { role: 'staff' })
    const id = (
      (await adminCall(t, 'GET', '/operators', owner.cookie)).json().data as { id: string; email: string }[]
    ).find((o) => o.email === leaving.email)!.id
    expect((await saveOperator(t, id, owner.cookie, { revoke: true })).statusCode).toBe(200)
    expect((await adminCall(t, 'GET', '/products', leaving.cookie)).statusCode).toBe(401)
    const signIn = await adminAuthPost(t, '/sign-in/email', {
      email: leaving.email,
      password: leaving.password,
    })
    expect(signIn.statusCode).toBe(401)
    const audit = (
      await adminCall(t, 'GET', `/audit?entity_type=operator&entity_id=${id}`, owner.cookie)
    ).json().data
    expect(audit[0]).toMatchObject({
      actor: owner.email,
      action: 'operator.revoke',
      before: { status: 'active' },
      after: { status: 'revoked' },
    })
  })

  it('keeps one owner at least, and nobody revokes themselves', async () => {
    const ops = (await adminCall(t, 'GET', '/operators', owner.cookie)).json().data as {
      id: string
      email: string
      role: string
      status: string
    }[]
    const me = ops.find((o) => o.email === owner.email)!
    const self = await saveOperator(t, me.id, owner.cookie, { revoke: true })
    expect(self.json().message).toBe(adminMessages.cannotRevokeSelf)
    // the half-set-up owner from above is active too: demote every other active owner, then the last is kept
    for (const o of ops.filter((x) => x.role === 'owner' && x.status === 'active' && x.email !== owner.email))
      expect((await saveOperator(t, o.id, owner.cookie, { role: 'manager' })).statusCode).toBe(200)
    const last = await saveOperator(t, me.id, owner.cookie, { role: 'manager' })
    expect(last.statusCode).toBe(409)
    expect(last.json().message).toBe(adminMessages.lastOwner)
  })
})
