import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '#domain/messages.ts'
import { injectFetch } from '#server/http/inject-fetch.ts'
import { createMsg91Client, SmsError } from '#server/integrations/msg91.ts'
import {
  authPost,
  bearer,
  cookieHeader,
  getIdToken,
  readOutbox,
  signUp,
} from '#server/testing/auth-helpers.ts'
import { createTestApp, TEST_ORIGIN, type TestContext } from '#server/testing/test-app.ts'

// Sign-in and sign-up by mobile number (decision 055), through the stand-in SMS gateway: the code is read from what
// the gateway was asked to send, as a shopper reads it from their phone.

const auth = messages.auth
let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(async () => {
  await t?.close()
})

let n = 0
/** a mobile no other test uses: 9 then the run's time and a counter */
const freshMobile = () =>
  `9${String(Date.now() % 1e6).padStart(6, '0')}${String(n++ % 1000).padStart(3, '0')}`

async function codeSentTo(mobile: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/test-sms/messages?mobile=${mobile}` })
  const [latest] = res.json().messages as { otp: string; text: string }[]
  if (!latest) throw new Error(`no SMS to ${mobile}`)
  return latest.otp
}

const sendCode = (mobile: string, headers: Record<string, string> = {}) =>
  authPost(t, '/phone-number/send-otp', { phoneNumber: mobile }, headers)
const verify = (mobile: string, code: string, headers: Record<string, string> = {}, more = {}) =>
  authPost(t, '/phone-number/verify', { phoneNumber: mobile, code, ...more }, headers)

/** As if the 30 s had passed (the window of the number's last code moved back). */
async function pastResendWait(mobile: string) {
  await t.database.db.execute(
    sql`update api_rate_limits set window_start = now() - interval '31 seconds' where key = ${`otp-resend:+91${mobile}`}`,
  )
}

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>

describe('a code by SMS', () => {
  it('signs up a new shopper by mobile: 6 digits through the gateway, valid 5 minutes, a session, the profile phone', async () => {
    const mobile = freshMobile()
    const sent = await sendCode(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`)
    expect(sent.statusCode).toBe(200)
    const list = await t.app.inject({ method: 'GET', url: `/test-sms/messages?mobile=91${mobile}` })
    const [sms] = list.json().messages
    expect(sms.mobile).toBe(`91${mobile}`)
    expect(sms.template_id).toBe(t.config.sms.kind === 'msg91' ? t.config.sms.templateId : '')
    expect(sms.otp).toMatch(/^\d{6}$/)
    expect(sms.text).toContain(`${sms.otp} is your`)
    expect(sms.text).toContain('valid for 5 minutes')
    const [row] = rowsOf(
      await t.database.db.execute(
        sql`select extract(epoch from expires_at - created_at)::int as ttl from verifications where identifier = ${`phone-number-otp-+91${mobile}`}`,
      ),
    ) as { ttl: number }[]
    expect(row?.ttl).toBeGreaterThanOrEqual(299)
    expect(row?.ttl).toBeLessThanOrEqual(301)

    const res = await verify(mobile, sms.otp)
    expect(res.statusCode).toBe(200)
    const cookie = cookieHeader(res.headers['set-cookie'])
    expect(cookie).toContain('shop.session_token=')
    const claims = claimsOf(await getIdToken(t, cookie))
    expect(claims.phone_number).toBe(`+91${mobile}`)
    expect(claims.email).toBe('')
    // the verified mobile is the profile's phone: checkout starts with it
    const token = await getIdToken(t, cookie)
    const profile = await t.app.inject({ method: 'GET', url: '/api/v1/profiles', headers: bearer(token) })
    expect(profile.json().data.phone).toBe(mobile)
    // the code is spent
    const again = await verify(mobile, sms.otp)
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toBe(auth.otpNotFound)
  })

  it('signs the same shopper in again by the same mobile, in any of its forms', async () => {
    const mobile = freshMobile()
    await sendCode(mobile)
    const first = await verify(mobile, await codeSentTo(mobile))
    await pastResendWait(mobile)
    expect((await sendCode(`0${mobile}`)).statusCode).toBe(200)
    const second = await verify(`+91${mobile}`, await codeSentTo(mobile))
    expect(second.statusCode).toBe(200)
    expect(second.json().user.id).toBe(first.json().user.id)
  })

  it('adds a mobile to an email account (both sign it in), and refuses one already on another account', async () => {
    const u = await signUp(t)
    const mobile = freshMobile()
    await sendCode(mobile)
    const added = await verify(
      mobile,
      await codeSentTo(mobile),
      { cookie: u.cookie },
      { updatePhoneNumber: true },
    )
    expect(added.statusCode).toBe(200)
    expect(added.json().user.id).toBe(u.id)
    const claims = claimsOf(await getIdToken(t, u.cookie))
    expect(claims.email).toBe(u.email)
    expect(claims.phone_number).toBe(`+91${mobile}`)
    // signing in by the mobile reaches the email account
    await pastResendWait(mobile)
    await sendCode(mobile)
    const byMobile = await verify(mobile, await codeSentTo(mobile))
    expect(byMobile.json().user.id).toBe(u.id)
    // another account cannot take it
    const other = await signUp(t)
    await pastResendWait(mobile)
    await sendCode(mobile)
    const taken = await verify(
      mobile,
      await codeSentTo(mobile),
      { cookie: other.cookie },
      { updatePhoneNumber: true },
    )
    expect(taken.statusCode).toBe(400)
    expect(taken.json().message).toBe(auth.mobileInUse)
  })
})

describe('an account made by mobile', () => {
  it('has no email the outbox sends to: its mail is dropped, said why, never sent', async () => {
    const mobile = freshMobile()
    await sendCode(mobile)
    const made = await verify(mobile, await codeSentTo(mobile))
    const to = String(made.json().user.email)
    expect(to).toBe(`91${mobile}@mobile.invalid`)
    const dedupeKey = `stock-alert:mobile-${mobile}`
    await t.database.db.transaction((tx) =>
      t.app.notifications.enqueue(tx, [
        { payload: { kind: 'back_in_stock', productId: 101, productName: 'Moringa Powder' }, to, dedupeKey },
      ]),
    )
    await t.app.notifications.flush()
    const [row] = rowsOf(
      await t.database.db.execute(
        sql`select status, last_error from notifications where dedupe_key = ${dedupeKey}`,
      ),
    ) as { status: string; last_error: string }[]
    expect(row).toEqual({
      status: 'dropped',
      last_error: 'not sent: the account has no email (it signs in by mobile)',
    })
  })
})

describe('an account made by mobile adds its email', () => {
  const changeEmail = (cookie: string, newEmail: unknown) =>
    authPost(t, '/change-email', { newEmail, callbackURL: '/?verified=1' }, { cookie })
  const open = (link: string) => {
    const url = new URL(link)
    return t.app.inject({ method: 'GET', url: url.pathname + url.search })
  }

  it('through the link mailed to it: the address is the account’s only once the link is opened, and verified', async () => {
    const mobile = freshMobile()
    await sendCode(mobile)
    const made = await verify(mobile, await codeSentTo(mobile))
    const cookie = cookieHeader(made.headers['set-cookie'])
    // the stand-in address is never shown (the profile's email is empty until one is added)
    const auto = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profiles/auto',
      headers: bearer(await getIdToken(t, cookie)),
    })
    expect(auto.json().data.email).toBe('')

    const email = `mobile-${mobile}@example.in`
    const asked = await changeEmail(cookie, email)
    expect(asked.statusCode, asked.body).toBe(200)
    // not the account's yet: only the link proves the address
    expect(claimsOf(await getIdToken(t, cookie)).email).toBe('')
    const mail = readOutbox(t).findLast((m) => m.to === email)!
    expect(mail.subject).toBe(`Add this email to your ${t.config.shop.name} account`)
    expect(mail.text).toContain(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`)
    expect(mail.links.verify).toMatch(/\/api\/auth\/verify-email\?token=/)
    const opened = await open(mail.links.verify!)
    expect(opened.statusCode).toBe(302)
    expect(opened.headers.location).toBe('/?verified=1')
    const claims = claimsOf(await getIdToken(t, cookie))
    expect(claims).toMatchObject({ email, email_verified: true, phone_number: `+91${mobile}` })
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/profiles',
      headers: bearer(await getIdToken(t, cookie)),
    })
    expect(profile.json().data.email).toBe(email)
    // the link works once; the account now has an email and cannot swap it for another
    expect((await open(mail.links.verify!)).headers.location).toContain('error=')
    const again = await changeEmail(cookie, `other-${mobile}@example.in`)
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toBe(auth.emailAlreadySet)
  })

  it('an email account keeps its address; an address of another account is not taken, and not told', async () => {
    const u = await signUp(t)
    const refused = await changeEmail(u.cookie, `new-${Date.now()}@example.in`)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe(auth.emailAlreadySet)

    const mobile = freshMobile()
    await sendCode(mobile)
    const cookie = cookieHeader((await verify(mobile, await codeSentTo(mobile))).headers['set-cookie'])
    const before = readOutbox(t).length
    const asked = await changeEmail(cookie, u.email)
    // the same answer as for a free address (who has an account is not told), and no mail to its owner
    expect(asked.statusCode).toBe(200)
    expect(readOutbox(t).length).toBe(before)
    expect(claimsOf(await getIdToken(t, cookie)).email).toBe('')
    // two accounts made by mobile asking for the same free address: the first link opened takes it
    const email = `shared-${mobile}@example.in`
    const second = freshMobile()
    await sendCode(second)
    const cookie2 = cookieHeader((await verify(second, await codeSentTo(second))).headers['set-cookie'])
    expect((await changeEmail(cookie, email)).statusCode).toBe(200)
    expect((await changeEmail(cookie2, email)).statusCode).toBe(200)
    const [first, other] = readOutbox(t).filter((m) => m.to === email)
    expect((await open(first!.links.verify!)).statusCode).toBe(302)
    const late = await open(other!.links.verify!)
    expect(late.statusCode).toBe(400)
    expect(late.json().message).toBe(auth.emailInUse)
    expect(claimsOf(await getIdToken(t, cookie2)).email).toBe('')
    for (const bad of ['not an email', 42, ''])
      expect((await changeEmail(cookie2, bad)).statusCode, String(bad)).toBe(400)
  })
})

describe('bad input', () => {
  it.each([
    ['+44 7700 900123', auth.mobileForeign],
    ['0044 7700 900123', auth.mobileForeign],
    ['+1 415 555 0100', auth.mobileForeign],
    ['080 2345 6789', auth.mobileLandline],
    ['+91 80 2345 6789', auth.mobileLandline],
    ['2345678901', auth.mobileLandline],
    ['98480', auth.mobileInvalid],
    ['my number', auth.mobileInvalid],
    ['', auth.mobileRequired],
  ])('refuses %j with a clear message and sends nothing', async (given, message) => {
    const before = (await t.app.inject({ method: 'GET', url: '/test-sms/messages' })).json().messages.length
    const res = await sendCode(given)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
    const after = (await t.app.inject({ method: 'GET', url: '/test-sms/messages' })).json().messages.length
    expect(after).toBe(before)
  })

  it('refuses a body without a mobile or with one that is not text', async () => {
    for (const body of [{}, { phoneNumber: 9848012345 }, { phoneNumber: { toString: 1 } }]) {
      const res = await authPost(t, '/phone-number/send-otp', body)
      expect(res.statusCode).toBe(400)
    }
  })

  it('tells a wrong code with the tries left, a code not in 6 digits, an expired code, and no code at all', async () => {
    const mobile = freshMobile()
    const none = await verify(mobile, '123456')
    expect(none.statusCode).toBe(400)
    expect(none.json().message).toBe(auth.otpNotFound)
    await sendCode(mobile)
    const code = await codeSentTo(mobile)
    const wrong = code === '000000' ? '111111' : '000000'
    const res = await verify(mobile, wrong)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(auth.otpWrong(4))
    expect(res.json().message).toBe('Incorrect code. You have 4 tries left')
    for (const bad of ['12345', '1234567', 'abcdef', '']) {
      const r = await verify(mobile, bad)
      expect(r.statusCode).toBe(400)
      expect(r.json().message).toBe(auth.otpRequired)
    }
    // five minutes later
    await t.database.db.execute(
      sql`update verifications set expires_at = now() - interval '1 second' where identifier = ${`phone-number-otp-+91${mobile}`}`,
    )
    const expired = await verify(mobile, code)
    expect(expired.statusCode).toBe(400)
    expect(expired.json().message).toBe(auth.otpExpired)
  })

  it('asks to wait 30 s before a new code, then sends one that replaces the first', async () => {
    const mobile = freshMobile()
    expect((await sendCode(mobile)).statusCode).toBe(200)
    const first = await codeSentTo(mobile)
    const soon = await sendCode(mobile)
    expect(soon.statusCode).toBe(429)
    expect(soon.json().message).toMatch(/^Please wait (\d+) seconds before asking for a new code$/)
    expect(soon.json().retry_after).toBeGreaterThan(0)
    expect(soon.json().retry_after).toBeLessThanOrEqual(30)
    await pastResendWait(mobile)
    expect((await sendCode(mobile)).statusCode).toBe(200)
    const second = await codeSentTo(mobile)
    if (second !== first) {
      const old = await verify(mobile, first)
      expect(old.statusCode).toBe(400)
    }
    expect((await verify(mobile, second)).statusCode).toBe(200)
  })

  it('says when the SMS could not go, and lets the shopper ask again at once', async () => {
    const mobile = freshMobile()
    await t.app.inject({ method: 'POST', url: '/test-sms/_test/fail-next' })
    const failed = await sendCode(mobile)
    expect(failed.statusCode).toBe(503)
    expect(failed.json().message).toBe(auth.smsFailed)
    expect((await sendCode(mobile)).statusCode).toBe(200)
  })

  it('the adapter: MSG91 refusing the key or the template is an SmsError with its words', async () => {
    const base = { apiUrl: `${TEST_ORIGIN}/test-sms`, fetch: injectFetchOf(t) }
    const badKey = createMsg91Client({
      ...base,
      authKey: 'wrong-key-1234',
      templateId: 'stand-in-otp-template',
    })
    await expect(badKey.sendOtp('9848012345', '123456', 5)).rejects.toThrow(SmsError)
    await expect(badKey.sendOtp('9848012345', '123456', 5)).rejects.toThrow('Authentication failure')
    const badTemplate = createMsg91Client({
      ...base,
      authKey: 'stand-in-msg91-auth-key',
      templateId: 'nope-nope',
    })
    await expect(badTemplate.sendOtp('9848012345', '123456', 5)).rejects.toThrow('Invalid template id')
  })

  it("does not offer the plugin's password reset by SMS (passwords are reset by mail)", async () => {
    const res = await authPost(t, '/phone-number/request-password-reset', { phoneNumber: '9848012345' })
    expect(res.statusCode).toBe(404)
  })
})

describe('an attacker guessing codes', () => {
  it('gets 5 tries per code: the sixth is refused even when right, and the code is gone', async () => {
    const mobile = freshMobile()
    await sendCode(mobile)
    const code = await codeSentTo(mobile)
    const wrongs = ['000000', '111111', '222222', '333333', '444444', '555555'].filter((c) => c !== code)
    for (let i = 0; i < 5; i++) {
      const r = await verify(mobile, wrongs[i]!)
      expect(r.statusCode).toBe(400)
      expect(r.json().message).toBe(auth.otpWrong(4 - i))
    }
    const right = await verify(mobile, code)
    expect(right.statusCode).toBe(403)
    expect(right.json().message).toBe(auth.otpTooManyTries)
    expect(right.headers['set-cookie'] ?? '').not.toContain('session_token')
  })

  it('guessing in parallel: at most 10 guesses reach the code, 5 are compared, never a 5xx, never a session', async () => {
    const mobile = freshMobile()
    await sendCode(mobile)
    const code = await codeSentTo(mobile)
    const guesses = Array.from({ length: 30 }, (_, i) => String(100000 + i * 7919)).filter((g) => g !== code)
    const replies = await Promise.all(guesses.map((g) => verify(mobile, g)))
    expect(replies.every((r) => r.statusCode >= 400 && r.statusCode < 500)).toBe(true)
    // the number's hourly limit lets 10 reach the code; the code itself counts at most 5 comparisons (a guess that
    // loses the race for the stored code is refused without one)
    const reached = replies.filter((r) => r.statusCode !== 429).length
    expect(reached).toBeLessThanOrEqual(10)
    expect(replies.filter((r) => r.json().code === 'OTP_TOO_MANY_WRONG').length).toBe(
      guesses.length - reached,
    )
    const rows = rowsOf(
      await t.database.db.execute(
        sql`select value from verifications where identifier = ${`phone-number-otp-+91${mobile}`}`,
      ),
    ) as { value: string }[]
    for (const row of rows) expect(Number(row.value.split(':')[1])).toBeLessThanOrEqual(5)
    expect(replies.some((r) => String(r.headers['set-cookie'] ?? '').includes('session_token'))).toBe(false)
  })

  it('new codes do not buy more guesses: 10 wrong codes an hour per number, whatever the address', async () => {
    const mobile = freshMobile()
    let wrongs = 0
    for (let round = 0; round < 3 && wrongs < 10; round++) {
      await pastResendWait(mobile)
      expect((await sendCode(mobile)).statusCode).toBe(200)
      const code = await codeSentTo(mobile)
      for (let i = 0; i < 5 && wrongs < 10; i++) {
        const guess = String(200000 + round * 10 + i)
        if (guess === code) continue
        const r = await verify(mobile, guess)
        expect(r.statusCode).toBe(400)
        wrongs++
      }
    }
    await pastResendWait(mobile)
    await sendCode(mobile)
    const right = await verify(mobile, await codeSentTo(mobile))
    expect(right.statusCode).toBe(429)
    expect(right.json().message).toBe(auth.otpTooManyWrong)
  })

  it('5 codes an hour per number, then refused', async () => {
    const mobile = freshMobile()
    for (let i = 0; i < 5; i++) {
      await pastResendWait(mobile)
      expect((await sendCode(mobile)).statusCode).toBe(200)
    }
    await pastResendWait(mobile)
    const sixth = await sendCode(mobile)
    expect(sixth.statusCode).toBe(429)
    expect(sixth.json().message).toBe(auth.otpTooManyCodes)
  })

  it('20 codes an hour per address, whatever the numbers', async () => {
    const from = { 'x-forwarded-for': '10.250.1.1' }
    for (let i = 0; i < 20; i++) {
      // Better Auth's own limit (10 a minute per address on /phone-number/*) set aside: the hour's is the shop's
      await t.database.db.execute(sql`delete from rate_limits where key like ${'%10.250.1.1%'}`)
      expect((await sendCode(freshMobile(), from)).statusCode).toBe(200)
    }
    await t.database.db.execute(sql`delete from rate_limits where key like ${'%10.250.1.1%'}`)
    const next = await sendCode(freshMobile(), from)
    expect(next.statusCode).toBe(429)
    expect(next.json().message).toBe(auth.otpTooManyFromHere)
  })
})

function rowsOf(result: unknown): unknown[] {
  const { rows } = result as { rows: unknown[] }
  return rows
}

function injectFetchOf(c: TestContext) {
  return injectFetch(c.app)
}
