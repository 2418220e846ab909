import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cookieHeader, freshIp, signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, HYDERABAD, payWithCard } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { TEST_WHATSAPP_PREFIX } from '../whatsapp/test-whatsapp.ts'

// The order remembers its shopper's language and its mails are written in it (decision 060): the page's language
// sent at placing, else the signed-in shopper's preferred language, else English. Runs on PGlite and, with
// TEST_DATABASE=postgres, on PostgreSQL.

interface Mail {
  to: string
  subject: string
  text: string
  html: string
}
interface Placed {
  key_id: string
  order_id: string
  shop_order_id: string
}

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

function outbox(): Mail[] {
  const dir = path.join(t.config.dataDir, 'outbox')
  let files: string[] = []
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'))
  } catch {
    return []
  }
  return files.sort().map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Mail)
}

/** The one mail to `to` whose subject names the order, once the outbox has sent it. */
async function mailOf(to: string, orderId: string): Promise<Mail> {
  await t.app.notifications.flush()
  const end = Date.now() + 15_000
  for (;;) {
    const found = outbox().filter((m) => m.to === to && m.subject.includes(orderId))
    if (found.length > 0 || Date.now() > end) {
      expect(found, `mails of ${orderId} to ${to}`).toHaveLength(1)
      return found[0]!
    }
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** Cart → address → create-order (with `language` and the WhatsApp box when given). */
async function place(u: TestUser, language?: unknown, whatsapp?: { mobile: string }) {
  const add = await api(t, u, 'POST', '/cart/items', { product_id: 101, quantity: 2 })
  expect(add.statusCode, add.body).toBe(200)
  const person = { first_name: 'Asha', last_name: 'Rao', mobile: whatsapp?.mobile ?? '9848012345' }
  const estimate = await api(t, u, 'POST', '/cart/checkout/estimate-shipping', { ...person, ...HYDERABAD })
  expect(estimate.statusCode, estimate.body).toBe(200)
  return api(t, u, 'POST', '/payments/create-order', {
    ...person,
    shipping_address_id: estimate.json().data.address_id,
    shipping_service_level: 'standard',
    ...(language === undefined ? {} : { language }),
    ...(whatsapp ? { whatsapp_opt_in: true } : {}),
  })
}

async function paid(u: TestUser, language?: string, whatsapp?: { mobile: string }): Promise<string> {
  const created = await place(u, language, whatsapp)
  expect(created.statusCode, created.body).toBe(200)
  const placed = created.json().data as Placed
  const pay = await payWithCard(t, placed.key_id, placed.order_id)
  expect(pay.statusCode, pay.body).toBe(200)
  const verify = await api(t, u, 'POST', '/payments/verify', pay.json())
  expect(verify.statusCode, verify.body).toBe(200)
  return placed.shop_order_id
}

async function languageOf(orderId: string): Promise<string> {
  const r = await t.database.db.execute(sql`select language from orders where id = ${orderId}`)
  return (r as unknown as { rows: { language: string }[] }).rows[0]!.language
}

describe("the order's language", () => {
  it("is the language the page sent, else the profile's preferred language, else English", async () => {
    const hindi = await signUp(t)
    const hi = await place(hindi, 'hi')
    expect(hi.statusCode, hi.body).toBe(200)
    expect(await languageOf(hi.json().data.shop_order_id)).toBe('hi')

    const telugu = await signUp(t)
    const profile = await api(t, telugu, 'PUT', '/profiles', { preferred_language: 'te' })
    expect(profile.statusCode, profile.body).toBe(200)
    const te = await place(telugu)
    expect(te.statusCode, te.body).toBe(200)
    expect(await languageOf(te.json().data.shop_order_id)).toBe('te')

    const english = await signUp(t)
    const en = await place(english)
    expect(en.statusCode, en.body).toBe(200)
    expect(await languageOf(en.json().data.shop_order_id)).toBe('en')
  })

  it('refuses a language it does not know with 400 naming the languages, and places nothing', async () => {
    const u = await signUp(t)
    for (const bad of ['fr', 'HI', '', 7, null]) {
      const res = await place(u, bad)
      expect(res.statusCode, `${JSON.stringify(bad)}: ${res.body}`).toBe(400)
      expect(res.body).toContain('language must be one of: en, hi, te, ta, kn, ml')
    }
    const orders = await t.database.db.execute(
      sql`select count(*)::int as n from orders where user_id = ${u.id}`,
    )
    expect((orders as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0)
  })
})

describe("the order's mails in its language", () => {
  beforeAll(async () => {
    // the catalogue's Hindi name of product 101 (decision 059); its Telugu one is not written, so English shows
    await t.database.db.execute(sql`
      insert into product_translations (product_id, lang, name) values (101, 'hi', 'हल्दी पाउडर')
      on conflict (product_id, lang) do update set name = excluded.name`)
  })

  it('Hindi: the confirmation reads Hindi, with the amount in rupees and the product named as the catalogue has it in Hindi', async () => {
    const u = await signUp(t)
    const id = await paid(u, 'hi')
    const mail = await mailOf(u.email, id)
    expect(mail.subject).toBe(`आपका ऑर्डर ${id} कन्फ़र्म हो गया है`)
    expect(mail.text).toContain('धन्यवाद! आपका ऑर्डर कन्फ़र्म हो गया है')
    expect(mail.text).toContain('नमस्ते Asha,')
    expect(mail.text).toMatch(new RegExp(`ऑर्डर ${id} के लिए आपका ₹[\\d,]+\\.\\d\\d का भुगतान \\(कार्ड`))
    expect(mail.text).toContain('हल्दी पाउडर (')
    expect(mail.text).toContain('कुल भुगतान: ₹')
    expect(mail.text).toMatch(/जैसा चेकआउट पर बताया गया था, यह आप तक .*(नवंबर|दिसंबर).* पहुँच जाना चाहिए।/)
    expect(mail.html).toContain('<html lang="hi-IN">')
    expect(mail.html).toContain('अपना ऑर्डर देखें')
    expect(mail.text).not.toContain('Your items')
  })

  it('Telugu: the page said te; a product with no Telugu name keeps its English one', async () => {
    const u = await signUp(t)
    const id = await paid(u, 'te')
    const mail = await mailOf(u.email, id)
    expect(mail.subject).toBe(`మీ ఆర్డర్ ${id} నిర్ధారించబడింది`)
    expect(mail.text).toContain('నమస్తే Asha గారు,')
    expect(mail.text).toContain('మీ వస్తువులు')
    expect(mail.text).not.toContain('हल्दी')
    expect(mail.html).toContain('<html lang="te-IN">')
  })

  it("Telugu from the signed-in shopper's preferred language when the page said none", async () => {
    const u = await signUp(t)
    const profile = await api(t, u, 'PUT', '/profiles', { preferred_language: 'te' })
    expect(profile.statusCode, profile.body).toBe(200)
    const id = await paid(u)
    const mail = await mailOf(u.email, id)
    expect(mail.subject).toBe(`మీ ఆర్డర్ ${id} నిర్ధారించబడింది`)
    expect(mail.text).toContain('ధన్యవాదాలు! మీ ఆర్డర్ నిర్ధారించబడింది')
  })

  it("Kannada from the signed-in shopper's preferred language: Kannada words and dates, the catalogue's Kannada name", async () => {
    await t.database.db.execute(sql`
      insert into product_translations (product_id, lang, name) values (101, 'kn', 'ಅರಿಶಿನ ಪುಡಿ')
      on conflict (product_id, lang) do update set name = excluded.name`)
    const u = await signUp(t)
    const profile = await api(t, u, 'PUT', '/profiles', { preferred_language: 'kn' })
    expect(profile.statusCode, profile.body).toBe(200)
    const id = await paid(u)
    expect(await languageOf(id)).toBe('kn')
    const mail = await mailOf(u.email, id)
    expect(mail.subject).toBe(`ನಿಮ್ಮ ಆರ್ಡರ್ ${id} ಖಚಿತವಾಗಿದೆ`)
    expect(mail.text).toContain('ಧನ್ಯವಾದ! ನಿಮ್ಮ ಆರ್ಡರ್ ಖಚಿತವಾಗಿದೆ')
    expect(mail.text).toContain('ನಮಸ್ಕಾರ Asha,')
    expect(mail.text).toContain('ಅರಿಶಿನ ಪುಡಿ (')
    expect(mail.text).toContain('ಒಟ್ಟು ಪಾವತಿ: ₹')
    expect(mail.text).toMatch(/ಚೆಕ್‌ಔಟ್‌ನಲ್ಲಿ ತಿಳಿಸಿದಂತೆ, ಇದು .*(ನವೆಂಬರ್|ಡಿಸೆಂಬರ್).* ನಿಮ್ಮನ್ನು ತಲುಪಬೇಕು\./)
    expect(mail.html).toContain('<html lang="kn-IN">')
    expect(mail.text).not.toContain('Your items')
  })

  it('Tamil: the page said ta; the confirmation reads Tamil, the product named as the catalogue has it in Tamil', async () => {
    await t.database.db.execute(sql`
      insert into product_translations (product_id, lang, name) values (101, 'ta', 'முருங்கை இலை பொடி')
      on conflict (product_id, lang) do update set name = excluded.name`)
    const u = await signUp(t)
    const id = await paid(u, 'ta')
    expect(await languageOf(id)).toBe('ta')
    const mail = await mailOf(u.email, id)
    expect(mail.subject).toBe(`உங்கள் ஆர்டர் ${id} உறுதியானது`)
    expect(mail.text).toContain('வணக்கம் Asha,')
    expect(mail.text).toContain('நன்றி! உங்கள் ஆர்டர் உறுதியானது')
    expect(mail.text).toContain('உங்கள் பொருட்கள்')
    expect(mail.text).toContain('செலுத்திய மொத்தம்: ₹')
    // the promised day in Tamil, its weekday named in full: '30 நவம்பர் (திங்கள்)'
    expect(mail.text).toMatch(/செக்அவுட்டில் சொன்னபடி, இது .*\d+ [\u0B80-\u0BFF]+ \([\u0B80-\u0BFF]+\)/)
    expect(mail.text).toContain('முருங்கை இலை பொடி (')
    expect(mail.text).not.toContain('हल्दी')
    expect(mail.html).toContain('<html lang="ta-IN">')
  })

  it('English by default, as before', async () => {
    const u = await signUp(t)
    const id = await paid(u)
    expect(await languageOf(id)).toBe('en')
    const mail = await mailOf(u.email, id)
    expect(mail.subject).toBe(`Your order ${id} is confirmed`)
    expect(mail.text).toContain('Namaste Asha,')
    expect(mail.html).toContain('<html lang="en-IN">')
  })
})

describe("the order's WhatsApp messages in its language", () => {
  interface Sent {
    template: string
    language: string
    text: string
    quick_replies: string[]
  }
  async function sentTo(mobile: string): Promise<Sent[]> {
    await t.app.notifications.flush()
    const res = await t.app.inject({ method: 'GET', url: `${TEST_WHATSAPP_PREFIX}/messages?to=91${mobile}` })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().messages
  }

  it('a Telugu order is confirmed with the Telugu template; an English one with the English', async () => {
    const te = await signUp(t)
    const teId = await paid(te, 'te', { mobile: '9848033301' })
    const [teMessage] = await sentTo('9848033301')
    expect(teMessage).toMatchObject({ template: 'order_confirmed', language: 'te' })
    expect(teMessage!.text).toMatch(new RegExp(`^నమస్తే Asha, ₹[\\d,.]+ విలువైన మీ ఆర్డర్ ${teId} నిర్ధారించబడింది`))

    const en = await signUp(t)
    const enId = await paid(en, undefined, { mobile: '9848033302' })
    const [enMessage] = await sentTo('9848033302')
    expect(enMessage).toMatchObject({
      template: 'order_confirmed',
      language: t.config.whatsapp.kind === 'cloud' ? t.config.whatsapp.language : 'en',
    })
    expect(enMessage!.text).toContain(`Namaste Asha, your order ${enId} of ₹`)
  })

  it("a Hindi cash order is asked to confirm in Hindi, its buttons' payloads unchanged", async () => {
    const u = await signUp(t)
    const created = await place(u, 'hi', { mobile: '9848033303' })
    expect(created.statusCode, created.body).toBe(200)
    const id = created.json().data.shop_order_id as string
    const cod = await api(t, u, 'POST', `/orders/${id}/cash-on-delivery`)
    expect(cod.statusCode, cod.body).toBe(200)
    const [message] = await sentTo('9848033303')
    expect(message).toMatchObject({ template: 'cod_confirmation', language: 'hi' })
    expect(message!.text).toContain(`कैश ऑन डिलीवरी ऑर्डर ${id} कन्फ़र्म करें`)
    expect(message!.quick_replies).toEqual([
      expect.stringMatching(new RegExp(`^cod:confirm:${id}:`)),
      expect.stringMatching(new RegExp(`^cod:cancel:${id}:`)),
    ])
    // and its mail is Hindi too
    const mail = await mailOf(u.email, id)
    expect(mail.subject).toBe(`आपका ऑर्डर ${id} कन्फ़र्म हो गया है`)
    expect(mail.text).toContain('आपका ऑर्डर दर्ज हो गया है')
    expect(mail.text).toContain('डिलीवरी पर देना है: ₹')
  })
})

describe("a guest's order in its language (decision 057)", () => {
  it('a guest checking out from a Telugu page gets the Telugu mail, its button the private link', async () => {
    const email = `guest-te-${Date.now()}@example.in`
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/v1/guest/session',
      headers: { 'x-forwarded-for': freshIp() },
      payload: { email, mobile: '9848033304' },
    })
    expect(session.statusCode, session.body).toBe(200)
    const headers = { cookie: cookieHeader(session.headers['set-cookie']) }
    const as = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload })
    expect((await as('/cart/items', { product_id: 101, quantity: 1 })).statusCode).toBe(200)
    const person = { first_name: 'Meera', last_name: 'Iyer', mobile: '9848033304' }
    const estimate = await as('/cart/checkout/estimate-shipping', { ...person, ...HYDERABAD })
    expect(estimate.statusCode, estimate.body).toBe(200)
    const created = await as('/payments/create-order', {
      ...person,
      shipping_address_id: estimate.json().data.address_id,
      shipping_service_level: 'standard',
      language: 'te',
    })
    expect(created.statusCode, created.body).toBe(200)
    const placed = created.json().data as Placed
    const pay = await payWithCard(t, placed.key_id, placed.order_id)
    expect((await as('/payments/verify', pay.json())).statusCode).toBe(200)
    const mail = await mailOf(email, placed.shop_order_id)
    expect(mail.subject).toBe(`మీ ఆర్డర్ ${placed.shop_order_id} నిర్ధారించబడింది`)
    expect(mail.text).toContain('నమస్తే Meera గారు,')
    expect(mail.text).toMatch(/మీ ఆర్డర్ చూడండి: \S+\/guest\/orders\//)
  })
})
