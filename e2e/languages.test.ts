import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hi as mailHi } from '#server/modules/notifications/mail-texts/hi.ts'
import { type MessageKey, registerCatalogues, translate } from '#web/lib/i18n/catalogue.ts'
import type { Language } from '#web/lib/i18n/languages.ts'
import { ALL_TEXTS } from '#web/lib/i18n/messages/all.ts'
import { DESKTOP, type E2E, PHONE, poll, saveShot, seriousA11yViolations, startE2E } from './harness.ts'
import { newShopper, shopperApi, signUp, testGateway } from './shopper.ts'

// The shop in Hindi and Telugu (decisions 058, 059, 060), at 390 px: a shopper chooses the language, searches in its
// script, adds, pays, and reads the order mail in it; the choice made before signing up follows them into their
// account, and another device signed in to that account opens in it. Tamil's listing and product page read Tamil
// and fit the phone. The texts read are the catalogues' own, so a screen left in English fails here.

registerCatalogues(ALL_TEXTS)

let e2e: E2E
beforeAll(async () => {
  e2e = await startE2E()
})
afterAll(async () => {
  await e2e?.close()
})

/** A pattern of a message in `lang` whose {amount} is any rupee amount. */
const withAmount = (lang: Language, key: MessageKey) =>
  new RegExp(
    translate(lang, key, { amount: '@' })
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('@', '₹[\\d,.]+'),
  )

interface OutboxMail {
  to: string
  subject: string
  text: string
  html?: string
}

function mailsTo(email: string): OutboxMail[] {
  const outbox = path.join(e2e.dataDir, 'outbox')
  return readdirSync(outbox)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as OutboxMail)
    .filter((m) => m.to === email)
}

/** From the phone menu's switch, signed out: the page at the same address in `lang`. */
async function switchFromMenu(page: Page, openMenu: string, name: string) {
  await page.locator('html[data-interactive]').waitFor()
  await page.getByRole('button', { name: openMenu }).click()
  await page.getByRole('dialog').getByRole('link', { name }).click()
}

/** The header's search on a phone, in the page's language: types the words and opens the result named. */
async function searchFor(page: Page, lang: Language, words: string, result: RegExp) {
  const label = translate(lang, 'search.label')
  await page.locator('html[data-interactive]').waitFor()
  await page.getByRole('button', { name: label }).click()
  const box = page.getByRole('combobox', { name: label })
  await box.pressSequentially(words)
  await page.getByRole('option', { name: result }).click()
}

/** Adds the product shown to the cart with its button (`add`, in the page's language); waits for the cart's line. */
async function addFromProductPage(page: Page, add: string) {
  await page.getByRole('button', { name: add }).first().click()
  await poll(
    async () =>
      (await shopperApi<{ data: { cart: { items: unknown[] } } }>(page, 'GET', '/cart')).data.cart.items
        .length,
  ).toBe(1)
}

describe('the shop in Hindi, Telugu and Tamil', () => {
  it('in Hindi at 390 px: chosen, searched as हल्दी, added, paid, and the order mail is in Hindi', async () => {
    const t = (key: MessageKey) => translate('hi', key)
    const page = await e2e.newPage({ viewport: PHONE })
    await page.goto('/')
    await switchFromMenu(page, 'Open menu', 'हिन्दी')
    await page.waitForURL(/\/hi$/)
    expect(await page.locator('html').getAttribute('lang')).toBe('hi')

    // signed up after choosing Hindi: the account takes Hindi, and the shop stays in it
    const who = await signUp(page, newShopper({ first: 'Sunita', last: 'Sharma' }))
    await poll(
      async () =>
        (await shopperApi<{ data: { preferred_language: string } }>(page, 'GET', '/profiles')).data
          .preferred_language,
      { timeout: 15_000 },
    ).toBe('hi')

    // the page signed up on is left for its Hindi address
    await page.waitForURL(/\/hi(\/|$)/)
    await page.goto('/hi')
    await searchFor(page, 'hi', 'हल्दी', /हल्दी पाउडर/)
    await page.waitForURL(/\/hi\/product\/111$/)
    await page.getByRole('heading', { level: 1, name: /हल्दी पाउडर/ }).waitFor()
    await saveShot(page, 'hi-product-390', { fullPage: false })
    await addFromProductPage(page, t('product.add'))

    await page.goto('/hi/cart')
    await page.getByRole('heading', { level: 1 }).waitFor()
    // the account's cart names its line's product in Hindi, as the catalogue does (decision 059)
    await page.locator('main').getByText('हल्दी पाउडर (लाकाडोंग)').first().waitFor()
    await saveShot(page, 'hi-cart-390')
    await page.goto('/hi/checkout')
    // the form is prefilled with the account's name once the profile arrives: typed after it
    const first = page.getByLabel(t('address.first.name'))
    await poll(() => first.inputValue()).not.toBe('')
    await first.fill('सुनीता')
    await page.getByLabel(t('address.last.name')).fill('शर्मा')
    await page.getByLabel(new RegExp(`^${t('address.mobile')}\\s*\\*?$`)).fill('9810012345')
    await page.getByLabel(t('address.street')).fill('B-14, लाजपत नगर II')
    await page.getByLabel(t('address.city')).fill('नई दिल्ली')
    await page.getByLabel(t('address.state')).selectOption('Delhi')
    await page.getByLabel(t('address.pin')).fill('110024')
    await saveShot(page, 'hi-checkout-390')
    await page.getByRole('button', { name: t('address.continue') }).click()
    await page.getByRole('button', { name: t('shipping.continue') }).click()
    await page.getByRole('button', { name: withAmount('hi', 'payment.pay') }).click()
    const gw = testGateway(page)
    await poll(() => gw.isVisible()).toBe(true)
    await gw.getByRole('tab', { name: 'UPI' }).click()
    await gw.getByLabel('UPI ID').fill('success@razorpay')
    await gw.getByRole('button', { name: /^Pay ₹/ }).click()
    await poll(() => page.url(), { timeout: 30_000 }).toMatch(/\/hi\/orders\/[^/]+$/)
    const orderId = page.url().split('/').at(-1)!

    // the order mail, in Hindi, names the product by its Hindi name
    let mail: OutboxMail | undefined
    await poll(
      () => {
        mail = mailsTo(who.email).find((m) => m.subject.includes(orderId))
        return mail?.subject ?? ''
      },
      { timeout: 30_000 },
    ).toBe(mailHi.confirmedSubject.replace('{id}', orderId))
    expect(mail!.text).toContain('हल्दी पाउडर')
    expect(mail!.text).toContain(mailHi.helloNoName.slice(0, -1))
    if (mail!.html) {
      const shot = await e2e.newPage({ viewport: PHONE })
      await shot.setContent(mail!.html)
      await saveShot(shot, 'hi-order-mail-390')
      await shot.setViewportSize(DESKTOP)
      await saveShot(shot, 'hi-order-mail-1280')
    }
  })

  it('in Telugu at 390 px: పసుపు finds turmeric; a choice made on one device opens the shop in it on another', async () => {
    const page = await e2e.newPage({ viewport: PHONE })
    await page.goto('/te/products')
    expect(await page.locator('html').getAttribute('lang')).toBe('te')
    await page.getByRole('heading', { level: 1, name: translate('te', 'products.heading') }).waitFor()
    await searchFor(page, 'te', 'పసుపు', /పసుపు పొడి/)
    await page.waitForURL(/\/te\/product\/111$/)
    await page
      .getByRole('button', { name: translate('te', 'product.add') })
      .first()
      .waitFor()
    await saveShot(page, 'te-product-390', { fullPage: false })
    expect(await seriousA11yViolations(page), 'te product 390').toEqual([])

    // signed up in English, the shopper switches to Telugu: saved to the account
    const english = await e2e.newPage({ viewport: PHONE })
    const who = await signUp(english, newShopper({ first: 'Lakshmi', last: 'Reddy' }))
    await english.goto('/products')
    await switchFromMenu(english, 'Open menu', 'తెలుగు')
    await english.waitForURL(/\/te\/products$/)
    await poll(
      async () =>
        (await shopperApi<{ data: { preferred_language: string } }>(english, 'GET', '/profiles')).data
          .preferred_language,
      { timeout: 15_000 },
    ).toBe('te')

    // another device: signed in on an English page, the shop opens in Telugu
    const other = await e2e.newPage({ viewport: DESKTOP })
    await other.goto('/login')
    const main = other.getByRole('main')
    await main.getByLabel('Email address').fill(who.email)
    await main.getByLabel('Password', { exact: true }).fill(who.password)
    await other.getByRole('button', { name: 'Sign In', exact: true }).click()
    await poll(() => new URL(other.url()).pathname, { timeout: 20_000 }).toMatch(/^\/te(\/|$)/)
    expect(await other.locator('html').getAttribute('lang')).toBe('te')
  })

  it('in Tamil at 390 px: chosen, searched as மஞ்சள், added, and the listing, product, cart and checkout read Tamil and fit the phone', async () => {
    const t = (key: MessageKey) => translate('ta', key)
    const page = await e2e.newPage({ viewport: PHONE })
    const fits = async (where: string) =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(390)
    await page.goto('/products')
    await switchFromMenu(page, 'Open menu', 'தமிழ்')
    await page.waitForURL(/\/ta\/products$/)
    expect(await page.locator('html').getAttribute('lang')).toBe('ta')
    await page.getByRole('heading', { level: 1, name: t('products.heading') }).waitFor()
    await page
      .getByRole('button', { name: t('products.filters') })
      .first()
      .waitFor()
    await fits('products')
    await saveShot(page, 'ta-products-390', { fullPage: false })

    const who = await signUp(page, newShopper({ first: 'Meenakshi', last: 'Sundaram' }))
    await poll(
      async () =>
        (await shopperApi<{ data: { preferred_language: string } }>(page, 'GET', '/profiles')).data
          .preferred_language,
      { timeout: 15_000 },
    ).toBe('ta')
    // the page signed up on is left for its Tamil address
    await page.waitForURL(/\/ta(\/|$)/)
    await page.goto('/ta')
    await page.getByRole('heading', { level: 1, name: t('home.hero.title') }).waitFor()
    await fits('home')
    await searchFor(page, 'ta', 'மஞ்சள்', /மஞ்சள் தூள்/)
    await page.waitForURL(/\/ta\/product\/111$/)
    await page.getByText(t('product.taxes')).first().waitFor()
    await fits('product')
    await saveShot(page, 'ta-product-390', { fullPage: false })
    expect(await seriousA11yViolations(page), 'ta product 390').toEqual([])
    await addFromProductPage(page, t('product.add'))

    await page.goto('/ta/cart')
    await page.getByRole('heading', { level: 1, name: t('cart.heading') }).waitFor()
    await page
      .getByRole('button', { name: t('cart.checkout') })
      .first()
      .waitFor()
    await fits('cart')
    await saveShot(page, 'ta-cart-390')
    await page.goto('/ta/checkout')
    const first = page.getByLabel(t('address.first.name'))
    await poll(() => first.inputValue()).not.toBe('')
    await page.getByLabel(new RegExp(`^${t('address.mobile')}\\s*\\*?$`)).fill('9840012345')
    await page.getByLabel(t('address.street')).fill('12, பெசன்ட் நகர் 2வது அவென்யூ')
    await page.getByLabel(t('address.city')).fill('சென்னை')
    await page.getByLabel(t('address.state')).selectOption('Tamil Nadu')
    await page.getByLabel(t('address.pin')).fill('600090')
    await fits('checkout address')
    await saveShot(page, 'ta-checkout-390')
    await page.getByRole('button', { name: t('address.continue') }).click()
    await page.getByRole('button', { name: t('shipping.continue') }).click()
    await page.getByRole('button', { name: withAmount('ta', 'payment.pay') }).waitFor()
    await fits('checkout payment')
    await saveShot(page, 'ta-payment-390')
    expect(who.email).toBeTruthy()
  })
})
