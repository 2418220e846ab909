import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, type E2E, PHONE, seriousA11yViolations, startE2E } from './harness.ts'

// docs/product.md, Routes and screens: Contact (the form sends: POST /contact stores it, mails the shop, acknowledges the sender) and the
// footer's newsletter box (double opt-in by mail, an unsubscribe link in every mail). Without SMTP the shop
// writes every mail as JSON into DATA_DIR/outbox, which is what these journeys read.

let e2e: E2E
beforeAll(async () => {
  // A shop of its own, with the rate limits on (the shared shop has them off): the form says to slow down when
  // limited (decision record 034).
  e2e = await startE2E({}, { ownShop: true })
})
afterAll(async () => {
  await e2e?.close()
})

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 })
const SHOTS = process.env.SHOTS_DIR

/** Screenshots for a person to look at, when SHOTS_DIR is set: the whole page, or one region of it. */
async function shot(page: Page, name: string, region?: string) {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  const file = path.join(SHOTS, `${name}.png`)
  if (region) {
    await page.getByRole('region', { name: region }).screenshot({ path: file, animations: 'disabled' })
    return
  }
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' })
}

interface Mail {
  to: string
  replyTo?: string
  subject: string
  text: string
  links?: Record<string, string>
}

function outbox(): Mail[] {
  const dir = path.join(e2e.shop.dataDir, 'outbox')
  let files: string[] = []
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'))
  } catch {}
  return files.sort().map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Mail)
}

/** The newest mail to `to` whose subject matches, once it is in the outbox. */
async function waitForMail(to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined
  await poll(() => {
    found = outbox()
      .filter((m) => m.to === to && subject.test(m.subject))
      .at(-1)
    return found !== undefined
  }).toBe(true)
  return found!
}

async function fillContactForm(page: Page, who: { first: string; last: string; email: string }) {
  const main = page.getByRole('main')
  await main.getByLabel('First name').fill(who.first)
  await main.getByLabel('Last name').fill(who.last)
  await main.getByLabel('Email').fill(who.email)
  await main.getByLabel('Phone').fill('98480 12345')
  await main.getByLabel('Subject').selectOption('Wholesale / bulk')
  await main
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('We run a café in Pune and would like a quote for 20 kg of moringa powder a month.')
}

const SENT = 'Thank you! Your message has been sent. We will reply within one business day.'

describe('contact form', () => {
  it('sends the message: the shop gets it, the sender gets an acknowledgement', async () => {
    const settings = (await (await fetch(`${e2e.shop.base}/api/v1/settings`)).json()).data as {
      contact: { email: string }
    }
    const page = await e2e.newPage({ viewport: PHONE })
    await page.goto('/contact')
    const who = { first: 'Lakshmi', last: 'Devi', email: `lakshmi-${Date.now()}@example.in` }
    await fillContactForm(page, who)
    await page.getByRole('button', { name: 'Send message' }).click()

    const heading = page.getByRole('heading', { name: 'Message sent' })
    await heading.waitFor()
    await page.getByText(SENT).waitFor()
    await page.getByText(who.email).waitFor()
    expect(await heading.evaluate((el) => el === document.activeElement)).toBe(true)
    await shot(page, 'contact-sent-390')
    await shot(page, 'contact-sent-panel-390', 'Send us a message')
    expect(await seriousA11yViolations(page)).toEqual([])

    const toShop = await waitForMail(settings.contact.email, /^\[Contact\] Wholesale \/ bulk — Lakshmi Devi/)
    expect(toShop.replyTo).toBe(who.email)
    expect(toShop.text).toContain('20 kg of moringa powder')
    const ack = await waitForMail(who.email, /^We received your message/)
    expect(ack.text).toContain('Namaste Lakshmi')
    expect(ack.text).toContain('20 kg of moringa powder')

    // 'Send another message' brings back an empty form.
    await page.getByRole('button', { name: 'Send another message' }).click()
    expect(await page.getByLabel('First name').inputValue()).toBe('')
    expect(await page.getByRole('textbox', { name: 'Message', exact: true }).inputValue()).toBe('')
  })

  it('after sending at 1280 px, and says to slow down when rate limited', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    await page.goto('/contact')
    const who = { first: 'Ravi', last: 'Kumar', email: `ravi-${Date.now()}@example.in` }
    await fillContactForm(page, who)
    await page.getByRole('button', { name: 'Send message' }).click()
    await page.getByRole('heading', { name: 'Message sent' }).waitFor()
    await shot(page, 'contact-sent-1280')
    await shot(page, 'contact-sent-panel-1280', 'Send us a message')
    expect(await seriousA11yViolations(page)).toEqual([])

    // Five messages per ten minutes from one address: two are sent, three more use up the rest.
    for (let i = 0; i < 3; i++) {
      const res = await page.request.post('/api/v1/contact', {
        data: {
          first_name: 'Ravi',
          email: who.email,
          subject: 'Feedback',
          message: 'Lovely moringa, thank you.',
        },
      })
      expect(res.status()).toBe(200)
    }
    await page.getByRole('button', { name: 'Send another message' }).click()
    await fillContactForm(page, who)
    await page.getByRole('button', { name: 'Send message' }).click()
    await page.getByText('Too many requests. Please try again later').waitFor()
    // Nothing the visitor wrote is lost.
    expect(await page.getByLabel('First name').inputValue()).toBe('Ravi')
  })
})

describe('newsletter', () => {
  async function openFooterBox(page: Page) {
    await page.goto('/about')
    await page.getByRole('heading', { level: 1 }).waitFor()
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const box = page.getByRole('region', { name: 'Letters from the farms' })
    await box.waitFor()
    await box.scrollIntoViewIfNeeded()
    return box
  }

  it('subscribe from the footer → confirm by the mailed link → unsubscribe by the link in every mail', async () => {
    const page = await e2e.newPage({ viewport: DESKTOP })
    const box = await openFooterBox(page)
    await shot(page, 'newsletter-idle-1280', 'Letters from the farms')
    expect(await seriousA11yViolations(page)).toEqual([])

    // Checked before sending.
    await box.getByLabel('Your e-mail address').fill('asha@example')
    await box.getByRole('button', { name: 'Subscribe' }).click()
    await box.getByText('Please enter a valid email address').waitFor()
    await shot(page, 'newsletter-error-1280', 'Letters from the farms')

    const email = `asha-${Date.now()}@example.in`
    await box.getByLabel('Your e-mail address').fill(email)
    await box.getByRole('button', { name: 'Subscribe' }).click()
    await box.getByText('Please check your email and confirm your subscription.').waitFor()
    await shot(page, 'newsletter-sent-1280', 'Letters from the farms')
    expect(await seriousA11yViolations(page)).toEqual([])

    const confirmation = await waitForMail(email, /^Confirm your .* newsletter subscription/)
    expect(confirmation.links?.unsubscribe).toBeTruthy()
    await page.goto(confirmation.links!.confirm!)
    await page.getByRole('heading', { name: 'You are subscribed' }).waitFor()

    // Subscribing again is harmless and says so.
    const again = await openFooterBox(page)
    await again.getByLabel('Your e-mail address').fill(email)
    await again.getByRole('button', { name: 'Subscribe' }).click()
    await again.getByText('You are already subscribed. Thank you!').waitFor()

    const welcome = await waitForMail(email, /^Welcome to the .* newsletter/)
    await page.goto(welcome.links!.unsubscribe!)
    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor()
  })

  it('fits a phone', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    const box = await openFooterBox(page)
    await shot(page, 'newsletter-idle-390', 'Letters from the farms')
    await box.getByRole('button', { name: 'Subscribe' }).click()
    await box.getByText('Please enter your email address').waitFor()
    await shot(page, 'newsletter-error-390', 'Letters from the farms')
    await box.getByLabel('Your e-mail address').fill(`meera-${Date.now()}@example.in`)
    await box.getByRole('button', { name: 'Subscribe' }).click()
    await box.getByText('Please check your email and confirm your subscription.').waitFor()
    await shot(page, 'newsletter-sent-390', 'Letters from the farms')
    expect(await seriousA11yViolations(page)).toEqual([])
    // No sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  })
})

// Decision 058: the contact form and the footer's box in Telugu at 390 px: their words and their checks in Telugu,
// nothing wider than the phone, no serious accessibility violations.
describe('in Telugu', () => {
  it('checks the contact form and the newsletter box in Telugu at 390 px', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await page.goto('/te/contact')
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('మమ్మల్ని సంప్రదించండి')
    const form = page.getByRole('region', { name: 'మాకు సందేశం పంపండి' })
    await form.getByRole('button', { name: 'సందేశం పంపండి' }).click()
    await form.getByText('దయచేసి మీ మొదటి పేరు ఇవ్వండి').waitFor()
    await form.getByText('దయచేసి ఒక విషయం ఎంచుకోండి').waitFor()
    await shot(page, 'contact-errors-te-390')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    expect(await seriousA11yViolations(page)).toEqual([])

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    const box = page.getByRole('region', { name: 'పొలాల నుంచి ఉత్తరాలు' })
    await box.waitFor()
    await box.scrollIntoViewIfNeeded()
    await box.getByRole('button', { name: 'చందా చేరండి' }).click()
    await box.getByText('దయచేసి మీ ఈమెయిల్ చిరునామా ఇవ్వండి').waitFor()
    await shot(page, 'newsletter-error-te-390', 'పొలాల నుంచి ఉత్తరాలు')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    expect(await seriousA11yViolations(page)).toEqual([])
  })
})
