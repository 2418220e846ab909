import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readOutbox } from '#server/testing/auth-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(async () => {
  await t?.close()
})

const post = (url: string, payload: object, ip = '198.51.100.1') =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: { 'x-forwarded-for': ip } })
const good = {
  first_name: 'Kavya',
  last_name: 'Nair',
  email: 'kavya@example.in',
  phone: '+91 98470 12345',
  subject: 'Wholesale / bulk',
  message: 'Do you supply 5 kg packs for our café in Kochi?',
}

describe('POST /contact', () => {
  it('stores the message, mails the shop with reply-to, and acknowledges the sender', async () => {
    const res = await post('/contact', good, '198.51.100.10')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe(
      'Thank you! Your message has been sent. We will reply within one business day.',
    )
    const mails = readOutbox(t)
    const toShop = mails.find((m) => m.to === t.config.shop.email)
    expect(toShop?.subject).toBe('[Contact] Wholesale / bulk — Kavya Nair')
    expect((toShop as { replyTo?: string }).replyTo).toBe('kavya@example.in')
    expect(toShop?.text).toContain('5 kg packs')
    expect(mails.find((m) => m.to === 'kavya@example.in')?.subject).toContain('We received your message')
  })

  it.each([
    [{ ...good, first_name: '' }, 'Please enter your first name'],
    [{ ...good, email: 'kavya@' }, 'Please enter a valid email address'],
    [{ ...good, phone: '12345' }, 'Please enter a valid 10-digit Indian mobile number'],
    [{ ...good, subject: 'Spam' }, 'Please choose a subject'],
    [{ ...good, message: 'hi' }, 'Please write at least 10 characters'],
  ])('refuses bad input clearly (%#)', async (body, message) => {
    const res = await post('/contact', body, '198.51.100.11')
    expect([res.statusCode, res.json().message]).toEqual([400, message])
  })

  it('keeps HTML in a message as text in the mail', async () => {
    await post(
      '/contact',
      { ...good, email: 'x@example.in', message: '<script>alert("x")</script> hello there' },
      '198.51.100.12',
    )
    const mail = readOutbox(t).find((m) => m.to === t.config.shop.email && m.text.includes('alert'))
    expect(mail?.html).not.toContain('<script>')
    expect(mail?.html).toContain('&lt;script&gt;')
  })

  it('is rate limited per address', async () => {
    const statuses = []
    for (let i = 0; i < 7; i++) statuses.push((await post('/contact', good, '198.51.100.99')).statusCode)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
  })
})

describe('newsletter', () => {
  it('subscribes with double opt-in, confirms, stays idempotent, and unsubscribes by link or by email', async () => {
    const email = 'Reader@Example.in'
    const first = await post('/newsletter/subscribe', { email }, '198.51.100.20')
    expect(first.json()).toMatchObject({
      status: 'pending',
      message: 'Please check your email and confirm your subscription.',
    })
    const mail = readOutbox(t).findLast((m) => m.to === 'reader@example.in')!
    expect(mail.links.unsubscribe).toBeTruthy()
    expect(mail.text).toContain(mail.links.unsubscribe!)
    const confirmUrl = new URL(mail.links.confirm!)
    const confirmed = await t.app.inject(confirmUrl.pathname + confirmUrl.search)
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.body).toContain('You are subscribed')
    const welcome = readOutbox(t).findLast((m) => m.to === 'reader@example.in')!
    expect(welcome.text).toContain(welcome.links.unsubscribe!)
    const again = await post('/newsletter/subscribe', { email: 'reader@example.in' }, '198.51.100.20')
    expect(again.json()).toMatchObject({
      status: 'subscribed',
      message: 'You are already subscribed. Thank you!',
    })

    const unsubUrl = new URL(welcome.links.unsubscribe!)
    expect((await t.app.inject(unsubUrl.pathname + unsubUrl.search)).body).toContain('You are unsubscribed')
    const byEmail = await post('/newsletter/unsubscribe', { email: 'nobody@example.in' }, '198.51.100.21')
    expect(byEmail.json().message).toBe('If this email was subscribed, it is now unsubscribed.')
    expect((await t.app.inject('/api/v1/newsletter/confirm?token=not-a-real-token-123')).statusCode).toBe(404)
  })

  it('refuses a bad email', async () => {
    for (const email of ['', 'x', 'a@b', ' @x.in']) {
      const res = await post('/newsletter/subscribe', { email }, '198.51.100.22')
      expect([res.statusCode, res.json().message]).toEqual([400, 'Please enter a valid email address'])
    }
  })
})
