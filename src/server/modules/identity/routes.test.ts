import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  authPost,
  bearer,
  cookieHeader,
  getIdToken,
  readOutbox,
  signUp,
} from '#server/testing/auth-helpers.ts'
import { createTestApp, TEST_ORIGIN, type TestContext } from '#server/testing/test-app.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(async () => {
  await t?.close()
})

const verify = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/auth/verify-token?id_token=${encodeURIComponent(token)}` })

describe('sign-up', () => {
  it('creates the account, signs in with an httpOnly SameSite=Lax cookie and mails a verification link', async () => {
    const email = `asha-${Date.now()}@example.in`
    const res = await authPost(t, '/sign-up/email', { name: 'Asha Rao', email, password: 'turmeric-latte-9' })
    expect(res.statusCode).toBe(200)
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? [])
    const session = cookies.find((c) => c.startsWith('shop.session_token='))
    expect(session).toMatch(/HttpOnly/i)
    expect(session).toMatch(/SameSite=Lax/i)
    const mail = readOutbox(t).find((m) => m.to === email)
    expect(mail?.subject).toContain('Confirm your email')
    expect(mail?.links.verify).toMatch(/\/api\/auth\/verify-email\?token=/)
    expect(mail?.text).toContain(mail?.links.verify)
    expect(mail?.html).toContain('Confirm my email')
  })

  it('refuses a duplicate email', async () => {
    const u = await signUp(t)
    const res = await authPost(t, '/sign-up/email', {
      name: 'Copy',
      email: u.email,
      password: 'another-pass-1',
    })
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.json().code).toMatch(/USER_ALREADY_EXISTS/)
  })

  it('refuses a weak password', async () => {
    const res = await authPost(t, '/sign-up/email', {
      name: 'Weak',
      email: `weak-${Date.now()}@example.in`,
      password: 'short',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('PASSWORD_TOO_SHORT')
  })

  it("refuses a missing, empty or blank name with the spec's message (the screen requires it; so does the API)", async () => {
    for (const name of [undefined, '', '   ', '\u200e\u202e']) {
      const res = await authPost(t, '/sign-up/email', {
        ...(name === undefined ? {} : { name }),
        email: `noname-${Date.now()}-${Math.random().toString(36).slice(2)}@example.in`,
        password: 'long-enough-1',
      })
      expect([res.statusCode, res.json().message], JSON.stringify(name)).toEqual([
        400,
        'Name, email, and password are required',
      ])
    }
  })

  it('refuses an invalid email', async () => {
    const res = await authPost(t, '/sign-up/email', {
      name: 'Bad',
      email: 'not-an-email',
      password: 'long-enough-1',
    })
    expect(res.statusCode).toBe(400)
  })
})

describe('sign-in', () => {
  it('signs in with the right password', async () => {
    const u = await signUp(t)
    const res = await authPost(t, '/sign-in/email', { email: u.email, password: u.password })
    expect(res.statusCode).toBe(200)
    expect(cookieHeader(res.headers['set-cookie'])).toContain('shop.session_token=')
  })

  it('tells a wrong password from an unknown email (docs/product.md, Error catalogue)', async () => {
    const u = await signUp(t)
    const wrong = await authPost(t, '/sign-in/email', { email: u.email, password: 'not-the-password' })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', message: 'Incorrect password' })
    const unknown = await authPost(t, '/sign-in/email', {
      email: `nobody-${Date.now()}@example.in`,
      password: 'whatever-123',
    })
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json()).toMatchObject({
      code: 'USER_NOT_FOUND',
      message: 'No account found with this email address',
    })
  })

  it('limits sign-in attempts from one address', async () => {
    const u = await signUp(t)
    const ip = '203.0.113.77'
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const res = await authPost(
        t,
        '/sign-in/email',
        { email: u.email, password: 'wrong-password-x' },
        { 'x-forwarded-for': ip },
      )
      statuses.push(res.statusCode)
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('id tokens for the shop API', () => {
  it('issues a short-lived JWT from the session cookie, and verify-token returns the user', async () => {
    const u = await signUp(t, { name: 'Meera Iyer' })
    const res = await verify(u.token)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({
      valid: true,
      user: { uid: u.id, email: u.email, displayName: 'Meera Iyer', emailVerified: false, photoURL: null },
    })
    const [, payload] = u.token.split('.')
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString())
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(900)
    expect(claims.aud).toBe('shop-api')
  })

  it('answers 401 for a forged token and a missing one', async () => {
    const u = await signUp(t)
    const [h, p] = u.token.split('.')
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), sub: 'someone-else' }),
    ).toString('base64url')
    for (const token of [`${h}.${forgedPayload}.${u.token.split('.')[2]}`, 'not.a.jwt', 'garbage']) {
      const res = await verify(token)
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ success: false, message: 'Please login to continue' })
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout' })
    expect(missing.statusCode).toBe(401)
    expect(missing.json().message).toBe('Please login to continue')
  })

  it('answers 419 for an expired token', async () => {
    const u = await signUp(t)
    const now = Math.floor(Date.now() / 1000)
    const { token } = await t.app.identity.auth.api.signJWT({
      body: { payload: { sub: u.id, email: u.email, name: u.name, iat: now - 3600, exp: now - 60 } },
    })
    const res = await verify(token)
    expect(res.statusCode).toBe(419)
    expect(res.json()).toEqual({
      success: false,
      message: 'Your session has expired. Please login again to continue.',
    })
  })

  it('requires id_token on verify-token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/verify-token' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('id_token is required')
  })
})

describe('email verification and password reset', () => {
  it('verifies the email through the mailed link', async () => {
    const u = await signUp(t)
    const link = readOutbox(t).find((m) => m.to === u.email)!.links.verify!
    const url = new URL(link)
    const res = await t.app.inject({ method: 'GET', url: url.pathname + url.search })
    expect([200, 302]).toContain(res.statusCode)
    const token = await getIdToken(t, u.cookie)
    expect((await verify(token)).json().data.user.emailVerified).toBe(true)
  })

  it('resets the password through the mailed link, and the old one stops working', async () => {
    const u = await signUp(t)
    const asked = await authPost(t, '/request-password-reset', {
      email: u.email,
      redirectTo: `${TEST_ORIGIN}/reset-password`,
    })
    expect(asked.statusCode).toBe(200)
    const mail = readOutbox(t).findLast((m) => m.to === u.email && m.subject.includes('Reset'))!
    const resetUrl = new URL(mail.links.reset!)
    const followed = await t.app.inject({ method: 'GET', url: resetUrl.pathname + resetUrl.search })
    expect(followed.statusCode).toBe(302)
    const token = new URL(followed.headers.location as string, TEST_ORIGIN).searchParams.get('token')!
    const reset = await authPost(t, '/reset-password', { newPassword: 'brand-new-pass-42', token })
    expect(reset.statusCode).toBe(200)
    expect((await authPost(t, '/sign-in/email', { email: u.email, password: u.password })).statusCode).toBe(
      401,
    )
    expect(
      (await authPost(t, '/sign-in/email', { email: u.email, password: 'brand-new-pass-42' })).statusCode,
    ).toBe(200)
  })
})

describe('account mails in the language of the page they were asked from (decision 060)', () => {
  it('a reset asked from the Telugu page is written in Telugu and comes back to it; English from an English page', async () => {
    const u = await signUp(t, { name: 'Lakshmi' })
    const asked = await authPost(t, '/request-password-reset', {
      email: u.email,
      redirectTo: '/te/reset-password',
    })
    expect(asked.statusCode).toBe(200)
    const mail = readOutbox(t).findLast((m) => m.to === u.email && m.links.reset)!
    expect(mail.subject).toBe('మీ Surya Naturals పాస్‌వర్డ్ రీసెట్ చేయండి')
    expect(mail.text).toContain('నమస్తే Lakshmi,')
    expect(mail.html).toContain('<html lang="te-IN">')
    const resetUrl = new URL(mail.links.reset!)
    const followed = await t.app.inject({ method: 'GET', url: resetUrl.pathname + resetUrl.search })
    expect(new URL(followed.headers.location as string, TEST_ORIGIN).pathname).toBe('/te/reset-password')

    await authPost(t, '/request-password-reset', { email: u.email, redirectTo: '/reset-password' })
    const english = readOutbox(t).findLast((m) => m.to === u.email && m.links.reset)!
    expect(english.subject).toBe('Reset your Surya Naturals password')
    expect(english.text).toContain('Hello Lakshmi,')
  })

  it('a sign-up from the Tamil page is asked to confirm its email in Tamil', async () => {
    const email = `tamil-${Date.now()}@example.in`
    const res = await authPost(t, '/sign-up/email', {
      name: 'Meena',
      email,
      password: 'moringa-rocks-123',
      callbackURL: '/ta?verified=1',
    })
    expect(res.statusCode).toBe(200)
    const mail = readOutbox(t).findLast((m) => m.to === email && m.links.verify)!
    expect(mail.subject).toBe('Surya Naturals-க்கான உங்கள் மின்னஞ்சலை உறுதிசெய்யுங்கள்')
    expect(mail.text).toContain('வணக்கம் Meena,')
    expect(mail.html).toContain('<html lang="ta-IN">')
  })
})

describe('logout', () => {
  it('ends the browser session', async () => {
    const u = await signUp(t)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { ...bearer(u.token), cookie: u.cookie, origin: TEST_ORIGIN },
    })
    expect(res.statusCode).toBe(200)
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie: u.cookie } })
    expect(after.statusCode).toBe(401)
  })
})
