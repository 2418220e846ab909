import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { messages } from '#domain/messages.ts'
import { freshIp } from '#server/testing/auth-helpers.ts'
import { pgQuery } from '#server/testing/pg-databases.ts'
import { TEST_ORIGIN } from '#server/testing/test-app.ts'
import { type TwoProcesses, twoProcesses } from '#server/testing/two-processes.ts'
import { type FreshReply, requestFresh } from '#server/testing/workers.ts'

// The limits of sign-in codes (decision 055) where they matter: the shop as two processes (WORKERS=2) on PostgreSQL,
// requests landing on both at once. The counters are rows in the database, so neither process can let through what
// the other already counted: one code per number per 30 s, 20 codes an hour per address, 10 guesses an hour per
// number, and never more than 5 comparisons against one code.
const adminUrl = inject('pgAdminUrl')
const auth = messages.auth

describe.skipIf(!adminUrl)('limits of sign-in codes: WORKERS=2 on PostgreSQL', () => {
  let race: TwoProcesses | undefined
  let n = 0
  const freshMobile = () => `8${String(Date.now() % 1e6).padStart(6, '0')}${String(n++).padStart(3, '0')}`

  const post = (path: string, body: unknown, ip = freshIp()): Promise<FreshReply> =>
    requestFresh(`${race!.shop().base}/api/auth${path}`, {
      method: 'POST',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    })
  const codeSentTo = async (mobile: string) => {
    const res = await race!.t.app.inject({ method: 'GET', url: `/test-sms/messages?mobile=${mobile}` })
    return (res.json().messages as { otp: string }[]).map((m) => m.otp)
  }

  beforeAll(async () => {
    race = await twoProcesses('shop_otp')
    await race.start()
  })
  afterAll(async () => {
    await race?.close()
  })

  it('one code per number per 30 s, whichever process each ask reaches', async () => {
    const workers = new Set<string>()
    for (let round = 0; round < 4; round++) {
      const mobile = freshMobile()
      const replies = await Promise.all(
        Array.from({ length: 6 }, () => post('/phone-number/send-otp', { phoneNumber: mobile })),
      )
      for (const r of replies) if (r.worker) workers.add(r.worker)
      expect(replies.filter((r) => r.status === 200)).toHaveLength(1)
      const refused = replies.filter((r) => r.status === 429)
      expect(refused).toHaveLength(5)
      for (const r of refused)
        expect(JSON.parse(r.body).message).toMatch(/^Please wait \d+ seconds before asking for a new code$/)
      expect(await codeSentTo(mobile)).toHaveLength(1)
    }
    expect(workers.size).toBe(2)
  })

  it('20 codes an hour per address across both processes', async () => {
    const ip = freshIp()
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => post('/phone-number/send-otp', { phoneNumber: freshMobile() }, ip)),
    )
    expect(new Set(replies.map((r) => r.worker)).size).toBe(2)
    expect(replies.filter((r) => r.status === 200)).toHaveLength(20)
    const refused = replies.filter((r) => r.status === 429)
    expect(refused).toHaveLength(10)
    for (const r of refused) expect(JSON.parse(r.body).message).toBe(auth.otpTooManyFromHere)
  })

  it('an attacker guessing on both processes from many addresses: 10 guesses reach the code, 5 are compared, no session', async () => {
    const mobile = freshMobile()
    expect((await post('/phone-number/send-otp', { phoneNumber: mobile })).status).toBe(200)
    const [code] = await codeSentTo(mobile)
    const guesses = Array.from({ length: 40 }, (_, i) => String(300000 + i * 4567)).filter((g) => g !== code)
    const replies = await Promise.all(
      guesses.map((g) => post('/phone-number/verify', { phoneNumber: mobile, code: g })),
    )
    expect(new Set(replies.map((r) => r.worker)).size).toBe(2)
    expect(replies.every((r) => r.status >= 400 && r.status < 500)).toBe(true)
    expect(replies.some((r) => String(r.headers['set-cookie'] ?? '').includes('session_token'))).toBe(false)
    const reached = replies.filter((r) => r.status !== 429)
    expect(reached.length).toBeLessThanOrEqual(10)
    expect(replies.length - reached.length).toBeGreaterThanOrEqual(guesses.length - 10)
    const rows = await pgQuery<{ value: string }>(
      race!.url,
      'select value from verifications where identifier = $1',
      [`phone-number-otp-+91${mobile}`],
    )
    for (const row of rows) expect(Number(row.value.split(':')[1])).toBeLessThanOrEqual(5)
    // and the right code now: the number's hour is spent
    const right = await post('/phone-number/verify', { phoneNumber: mobile, code })
    expect(right.status).toBe(429)
    expect(JSON.parse(right.body).message).toBe(auth.otpTooManyWrong)
  })
})
