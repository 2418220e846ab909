import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminMessages } from '#domain/messages-admin.ts'
import {
  addOperator,
  adminAuthPost,
  adminCall,
  mergeCookies,
  nextTotpCode,
  type TestOperator,
  totpCode,
} from '#server/testing/admin-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

// RFC 6238, section 5.2: a verifier must not accept the second attempt of the same one-time code. A code was
// accepted by two sign-ins 3.5 s apart. The step of each accepted code is kept in the database for the operator's
// secret, so the same code, or a code of an earlier step, is refused by every process (run on PGlite and on
// PostgreSQL: TEST_DATABASE=postgres).

let t: TestContext
/** a second app on the same database, as a second API process */
let other: TestContext

beforeAll(async () => {
  t = await createTestApp()
  other = await createTestApp({ database: t.database })
})
afterAll(async () => {
  await other?.close()
  await t?.close()
})

/** Password, then the code: the second step of a sign-in, on the given process. */
async function signInWith(app: TestContext, op: TestOperator, code: string) {
  const signIn = await adminAuthPost(app, '/sign-in/email', { email: op.email, password: op.password })
  expect(signIn.statusCode, signIn.body).toBe(200)
  const pending = mergeCookies('', signIn.headers['set-cookie'])
  const res = await adminAuthPost(app, '/two-factor/verify-totp', { code }, pending)
  return { res, cookie: mergeCookies(pending, res.headers['set-cookie']) }
}

describe('a TOTP code works once', () => {
  it('refuses the same code at a second sign-in, and a code of an earlier step', async () => {
    const op = await addOperator(t, { role: 'staff' })
    const code = nextTotpCode(op.secret)
    const first = await signInWith(t, op, code)
    expect(first.res.statusCode, first.res.body).toBe(200)
    expect((await adminCall(t, 'GET', '/me', first.cookie)).statusCode).toBe(200)

    const again = await signInWith(t, op, code)
    expect(again.res.statusCode).toBe(401)
    expect(again.res.json().message).toBe(adminMessages.totpCodeUsed)
    expect(again.cookie).not.toMatch(/shop-admin\.session_token=/)
    // the code the app shows now is of an earlier step than the one just taken (or, a step later, the same code)
    const earlier = await signInWith(t, op, totpCode(op.secret))
    expect(earlier.res.statusCode).toBe(401)
    expect(earlier.res.json().message).toBe(adminMessages.totpCodeUsed)
    // a wrong code is still just wrong
    const wrong = await signInWith(t, op, code === '000000' ? '111111' : '000000')
    expect(wrong.res.statusCode).toBe(401)
    expect(wrong.res.json().message).not.toBe(adminMessages.totpCodeUsed)
  })

  it('holds across processes: a code taken on one is refused on the other', async () => {
    const op = await addOperator(t, { role: 'staff' })
    const code = nextTotpCode(op.secret)
    expect((await signInWith(other, op, code)).res.statusCode).toBe(200)
    const replay = await signInWith(t, op, code)
    expect(replay.res.statusCode).toBe(401)
    expect(replay.res.json().message).toBe(adminMessages.totpCodeUsed)
  })

  it('opens one of two sign-ins sent at once with the same code, on two processes', async () => {
    const op = await addOperator(t, { role: 'staff' })
    const code = nextTotpCode(op.secret)
    const [a, b] = await Promise.all([
      adminAuthPost(t, '/sign-in/email', { email: op.email, password: op.password }),
      adminAuthPost(other, '/sign-in/email', { email: op.email, password: op.password }),
    ])
    const results = await Promise.all([
      adminAuthPost(t, '/two-factor/verify-totp', { code }, mergeCookies('', a.headers['set-cookie'])),
      adminAuthPost(other, '/two-factor/verify-totp', { code }, mergeCookies('', b.headers['set-cookie'])),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401])
    expect(results.find((r) => r.statusCode === 401)!.json().message).toBe(adminMessages.totpCodeUsed)
  })
})
