import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, type E2E, PHONE, poll, saveShot, seriousA11yViolations, startE2E } from './harness.ts'

// Sign-in by mobile number (decision 055) as a shopper on a phone does it: the number, the code read from the SMS
// (the stand-in gateway's, which the screen shows in test mode, and which the journey reads as the phone would), a
// landline and a wrong code refused in the screen's words, then signed in with the mobile on the profile.

let e2e: E2E
beforeAll(async () => {
  e2e = await startE2E()
})
afterAll(async () => {
  await e2e?.close()
})

interface MailFile {
  to: string
  links: Record<string, string>
}

let n = 0
const freshMobile = () => `7${String(Date.now() % 1e6).padStart(6, '0')}${String(n++).padStart(3, '0')}`

async function codeSentTo(page: Page, mobile: string): Promise<string> {
  const res = await page.request.get(`/test-sms/messages?mobile=91${mobile}`)
  const [latest] = ((await res.json()) as { messages: { otp: string }[] }).messages
  if (!latest) throw new Error(`no SMS to ${mobile}`)
  return latest.otp
}

const alert = (page: Page) => page.getByRole('main').getByRole('alert')

async function openMobileSignIn(page: Page, shot?: string) {
  await page.goto('/login')
  if (shot) await saveShot(page, shot)
  await page.getByRole('button', { name: 'Sign in with mobile number' }).click()
  await page.getByLabel('Mobile number', { exact: true }).waitFor()
}

describe('sign in with a mobile number', () => {
  it('at 390 px: a landline refused, the code from the SMS, a wrong code told with the tries left, then signed in', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await openMobileSignIn(page, 'otp-login-390')
    await saveShot(page, 'otp-mobile-390')
    expect(await seriousA11yViolations(page)).toEqual([])

    await page.getByLabel('Mobile number', { exact: true }).fill('080 2345 6789')
    await page.getByRole('button', { name: 'Send code' }).click()
    await poll(() => alert(page).textContent()).toContain('This looks like a landline number')
    await saveShot(page, 'otp-landline-390')

    const mobile = freshMobile()
    await page.getByLabel('Mobile number', { exact: true }).fill(`${mobile.slice(0, 5)} ${mobile.slice(5)}`)
    await page.getByRole('button', { name: 'Send code' }).click()
    await page.getByLabel('6-digit code').waitFor()
    await poll(() => page.getByRole('main').textContent()).toContain(
      `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
    )
    await poll(() => page.getByRole('main').textContent()).toMatch(/ask for a new code in \d+\u00a0s/)
    const code = await codeSentTo(page, mobile)
    // test mode: the stand-in's message shown under the field, as the phone would show it
    await poll(() => page.getByTestId('test-sms-text').textContent()).toContain(code)
    await saveShot(page, 'otp-code-390')
    expect(await seriousA11yViolations(page)).toEqual([])

    const wrong = code === '000000' ? '111111' : '000000'
    await page.getByLabel('6-digit code').fill(wrong)
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    await poll(() => alert(page).textContent()).toBe('Incorrect code. You have 4 tries left')
    await saveShot(page, 'otp-wrong-390')

    await page.getByLabel('6-digit code').fill(code)
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    await poll(() => new URL(page.url()).pathname).not.toBe('/login')
    // signed in: the token names the mobile, and the profile's phone (checkout's mobile) is it
    const { token } = (await (await page.request.get('/api/auth/token')).json()) as { token: string }
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())
    expect(claims.phone_number).toBe(`+91${mobile}`)
    const profile = await page.request.get('/api/v1/profiles', {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(((await profile.json()) as { data: { phone: string } }).data.phone).toBe(mobile)
    // and checkout starts with it
    const added = await page.request.post('/api/v1/cart/items', {
      headers: { authorization: `Bearer ${token}` },
      data: { product_id: 101, quantity: 1 },
    })
    expect(added.ok(), await added.text()).toBe(true)
    await page.goto('/checkout')
    // the label is 'Mobile number *' there (required)
    const mobileField = page.getByLabel('Mobile number')
    await poll(() => mobileField.inputValue()).toBe(mobile)
    await saveShot(page, 'otp-checkout-390')

    // the account has no email yet: the profile offers to add one, which it takes once the mailed link is opened
    await page.goto('/profile')
    await page.getByLabel('Email address').fill(`m${mobile}@example.in`)
    await saveShot(page, 'otp-add-email-390')
    await page.getByRole('button', { name: 'Send confirmation link' }).click()
    await poll(() => page.getByRole('status').first().textContent()).toContain(
      `We sent a link to m${mobile}@example.in`,
    )
    const outbox = path.join(e2e.dataDir, 'outbox')
    const link = () =>
      readdirSync(outbox)
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as MailFile)
        .find((m) => m.to === `m${mobile}@example.in`)?.links.verify ?? ''
    await poll(link).toContain('/api/auth/verify-email?token=')
    await page.goto(link())
    await poll(() => new URL(page.url()).pathname).toBe('/profile')
    await poll(() => page.getByRole('main').textContent()).toContain(`m${mobile}@example.in`)
    expect(await page.getByRole('button', { name: 'Send confirmation link' }).count()).toBe(0)
  })

  it('at 1280 px: the same two screens', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await openMobileSignIn(page)
    await saveShot(page, 'otp-mobile-1280')
    const mobile = freshMobile()
    await page.getByLabel('Mobile number', { exact: true }).fill(`+91 ${mobile}`)
    await page.getByRole('button', { name: 'Send code' }).click()
    await page.getByLabel('6-digit code').waitFor()
    await poll(() => page.getByTestId('test-sms-text').textContent()).toContain(
      await codeSentTo(page, mobile),
    )
    await saveShot(page, 'otp-code-1280')
    expect(await seriousA11yViolations(page)).toEqual([])
  })

  it("at 390 px in Hindi: the code's SMS is in Hindi, from the shop's Hindi template", async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await page.goto('/hi/login')
    await page.getByRole('button', { name: 'मोबाइल नंबर से साइन इन करें' }).click()
    const mobile = freshMobile()
    await page.getByLabel('मोबाइल नंबर', { exact: true }).fill(mobile)
    await page.getByRole('button', { name: 'कोड भेजें' }).click()
    await page.getByLabel('6 अंकों का कोड').waitFor()
    const res = await page.request.get(`/test-sms/messages?mobile=91${mobile}`)
    const [sms] = ((await res.json()) as { messages: { otp: string; template_id: string }[] }).messages
    expect(sms?.template_id).toBe('stand-in-otp-template-hi')
    await poll(() => page.getByTestId('test-sms-text').textContent()).toContain(
      `${sms?.otp} आपका Surya Naturals साइन इन कोड है।`,
    )
    await saveShot(page, 'otp-code-hi-390')
  })
})
