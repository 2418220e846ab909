import { beforeAll, describe, expect, it, vi } from 'vitest'
import { renderNotification } from '../mails.ts'
import type { NotificationPayload, OrderFacts } from '../payloads.ts'
import { fillTemplate, WHATSAPP_LANGUAGES, WHATSAPP_TEMPLATES, whatsappFor } from '../whatsapp-texts.ts'
import { en, type MailTextKey } from './en.ts'
import { MAIL_LANGUAGES, mailLanguageOf, mailTexts, mailWords, placeholdersOf } from './index.ts'

// The order mails' texts (decision 060): every English key is written in Hindi, Telugu, Tamil, Kannada and Malayalam
// with the same placeholders (the type checks the keys at build time; this checks the placeholders, and that none is
// empty).

const keys = Object.keys(en) as MailTextKey[]

// Every language loaded, as the shop does before it writes a mail in one (loadMailWords).
beforeAll(async () => {
  for (const lang of MAIL_LANGUAGES) await mailTexts(lang)
})

describe('the languages other than English, loaded on first use (decision 027)', () => {
  it('a language not loaded yet is refused, never written in English; loaded, it is written in its own', async () => {
    vi.resetModules()
    const fresh = await import('./index.ts')
    expect(() => fresh.mailWords('te')).toThrow('the mail texts in te are not loaded')
    expect(fresh.mailWords('en').t('helloNoName')).toBe(en.helloNoName)
    const te = await fresh.loadMailWords('te')
    expect(te.t('hello', { name: 'Asha' })).toMatch(/^నమస్తే Asha/)
    expect(fresh.mailWords('te').htmlLang).toBe('te-IN')
    expect(() => fresh.mailWords('hi')).toThrow('the mail texts in hi are not loaded')
  })
})

describe('the order mail texts in every language written', () => {
  const scripts = {
    hi: /[\u0900-\u097F]/,
    te: /[\u0C00-\u0C7F]/,
    ta: /[\u0B80-\u0BFF]/,
    kn: /[\u0C80-\u0CFF]/,
    ml: /[\u0D00-\u0D7F]/,
  }
  for (const lang of ['hi', 'te', 'ta', 'kn', 'ml'] as const) {
    it(`${lang}: every key, non-empty, with the English placeholders and in its own script`, async () => {
      const texts: Record<string, string> = await mailTexts(lang)
      expect(Object.keys(texts).sort()).toEqual([...keys].sort())
      const script = scripts[lang]
      for (const key of keys) {
        const text = texts[key]!
        expect(text.trim(), `${lang}.${key}`).not.toBe('')
        expect(placeholdersOf(text), `${lang}.${key}`).toEqual(placeholdersOf(en[key]))
        // a text with words (not only placeholders, brand names or symbols) is written in the language's script
        const words = en[key].replace(/\{\w+\}/g, '').replace(/\b(UPI|EMI|GST|PDF|SKU)\b/g, '')
        if (/[a-z]{3,}/i.test(words)) expect(text, `${lang}.${key}`).toMatch(script)
      }
    })
  }

  it('every language of the shop has its mails; English is the fallback', () => {
    for (const lang of ['en', undefined, 'xx']) expect(mailLanguageOf(lang)).toBe('en')
    expect(mailLanguageOf('hi')).toBe('hi')
    expect(mailLanguageOf('te')).toBe('te')
    expect(mailLanguageOf('ta')).toBe('ta')
    expect(mailLanguageOf('kn')).toBe('kn')
    expect(mailLanguageOf('ml')).toBe('ml')
  })

  it("formats dates in the language's own words, in India time", () => {
    expect(mailWords('hi').day('2026-11-27')).toBe('शुक्र, 27 नवंबर')
    expect(mailWords('te').day('2026-11-27')).toBe('27 నవంబర్ (శుక్రవారం)')
    expect(mailWords('ta').day('2026-11-27')).toBe('27 நவம்பர் (வெள்ளி)')
    expect(mailWords('ml').day('2026-11-27')).toBe('നവംബർ 27 (വെള്ളി)')
    expect(mailWords('kn').day('2026-11-27')).toBe('ಶುಕ್ರ, 27 ನವೆಂಬರ್')
    expect(mailWords('en').day('2026-11-27')).toBe('Fri, 27 Nov')
    // 18:35 in India is 13:05 UTC
    expect(mailWords('hi').moment(new Date('2026-11-27T13:05:00Z'))).toBe('27 नवंबर 2026, 6:35 pm')
    expect(mailWords('te').moment(new Date('2026-11-27T13:05:00Z'))).toContain('27 నవంబర్')
    expect(mailWords('ta').moment(new Date('2026-11-27T13:05:00Z'))).toMatch(/^27 நவம்பர்,? 2026, 6:35/)
    expect(mailWords('ml').moment(new Date('2026-11-27T13:05:00Z'))).toBe('2026 നവംബർ 27, 6:35 PM')
    expect(mailWords('kn').moment(new Date('2026-11-27T13:05:00Z'))).toMatch(/^ನವೆಂಬರ್ 27, 2026, 6:35\sPM$/)
  })
})

const order: OrderFacts = {
  id: 'SN261127-ABC123',
  firstName: 'Asha',
  items: [
    {
      productId: 101,
      name: 'Turmeric Powder',
      netQuantity: '250g',
      quantity: 2,
      unitPaise: 34900,
      totalPaise: 69800,
    },
  ],
  subtotalPaise: 69800,
  discountPaise: 0,
  couponCode: null,
  shippingPaise: 0,
  codFeePaise: 0,
  totalPaise: 12345600,
  paymentMethod: 'upi',
  paymentDetail: null,
  shippingMode: 'Standard',
  address: {
    firstName: 'Asha',
    lastName: 'Rao',
    mobile: '9848012345',
    street: '12-2-823, Mehdipatnam',
    city: 'Hyderabad',
    state: 'Telangana',
    postalCode: '500028',
    country: 'India',
  },
  invoicePath: null,
  promised: { from: '2026-11-30', to: '2026-11-30' },
}
const shop = {
  name: 'Surya Naturals',
  email: 'care@example.in',
  phone: '+91 40 0000 0000',
  hours: 'Mon–Sat 9–6',
  whatsapp: '+91 90000 00000',
  address: 'Hyderabad',
}
const render = (p: NotificationPayload, names?: Map<number, string>) =>
  renderNotification(p, {
    shop: shop as Parameters<typeof renderNotification>[1]['shop'],
    publicUrl: 'https://shop.example',
    names,
  })

describe('an order mail in its language', () => {
  // Per language: the product's translated name, then what the mail must say (subject, greeting, the amount with
  // Indian grouping, the promised day, the line, `<html lang>`, the button's fallback in that language).
  it.each([
    [
      'hi',
      'हल्दी पाउडर',
      'आपका ऑर्डर SN261127-ABC123 कन्फ़र्म हो गया है',
      'नमस्ते Asha,',
      'सोम, 30 नवंबर',
      'अगर बटन काम न करे',
    ],
    [
      'ta',
      'மஞ்சள் பொடி',
      'உங்கள் ஆர்டர் SN261127-ABC123 உறுதியானது',
      'வணக்கம் Asha,',
      '30 நவம்பர் (திங்கள்)',
      'பொத்தான் வேலை செய்யவில்லை என்றால்',
    ],
    [
      'ml',
      'മഞ്ഞൾ പൊടി',
      'നിങ്ങളുടെ ഓർഡർ SN261127-ABC123 ഉറപ്പായി',
      'നമസ്കാരം Asha,',
      'നവംബർ 30 (തിങ്കൾ) ആകുമ്പോഴേക്കും',
      'ബട്ടൺ പ്രവർത്തിക്കുന്നില്ലെങ്കിൽ',
    ],
    ['kn', 'ಅರಿಶಿನ ಪುಡಿ', 'ನಿಮ್ಮ ಆರ್ಡರ್ SN261127-ABC123 ಖಚಿತವಾಗಿದೆ', 'ನಮಸ್ಕಾರ Asha,', 'ಸೋಮ, 30 ನವೆಂಬರ್', 'ಬಟನ್ ಕೆಲಸ ಮಾಡದಿದ್ದರೆ'],
  ])(
    '%s: subject, greeting, Indian grouping, the promised day, the translated product name',
    (lang, name, subject, hello, day, fallback) => {
      const mail = render(
        { kind: 'order_confirmed', order: { ...order, language: lang } },
        new Map([[101, name]]),
      )
      expect(mail.subject).toBe(subject)
      expect(mail.text).toContain(hello)
      expect(mail.text).toContain('₹1,23,456.00')
      expect(mail.text).toContain(day)
      expect(mail.text).toContain(`${name} (250g) × 2`)
      expect(mail.html).toContain(`<html lang="${lang}-IN">`)
      expect(mail.html).toContain(fallback)
      expect(mail.text).not.toContain('Your items')
      // its button opens the order's page in the same language
      expect(mail.links.order).toBe(`https://shop.example/${lang}/orders/SN261127-ABC123`)
    },
  )

  it('English reads as it always did', () => {
    const mail = render({ kind: 'order_confirmed', order })
    expect(mail.subject).toBe('Your order SN261127-ABC123 is confirmed')
    expect(mail.text).toContain('It should reach you by Mon, 30 Nov, as promised at checkout.')
    expect(mail.html).toContain('<html lang="en-IN">')
    expect(mail.html).toContain('If the button does not work, copy this link into your browser:')
    expect(mail.links.order).toBe('https://shop.example/orders/SN261127-ABC123')
  })
})

describe('the WhatsApp templates in every language of the shop (decision 060)', () => {
  const SCRIPT: Record<string, RegExp> = {
    hi: /[\u0900-\u097F]/,
    te: /[\u0C00-\u0C7F]/,
    ta: /[\u0B80-\u0BFF]/,
    kn: /[\u0C80-\u0CFF]/,
    ml: /[\u0D00-\u0D7F]/,
  }
  const slots = (text: string) => [...text.matchAll(/\{\{(\d+)\}\}/g)].map((m) => m[1]).sort()
  it('every template is written in each, in its script, with the same {{n}} and as many buttons', () => {
    expect([...WHATSAPP_LANGUAGES].sort()).toEqual(['hi', 'kn', 'ml', 'ta', 'te'])
    for (const [name, t] of Object.entries(WHATSAPP_TEMPLATES)) {
      const buttons: readonly string[] = 'buttons' in t ? t.buttons : []
      for (const lang of WHATSAPP_LANGUAGES) {
        const words: { text: string; buttons?: readonly string[] } = t.translations[lang]
        expect(slots(words.text), `${name}.${lang}`).toEqual(slots(t.text))
        expect(words.buttons ?? [], `${name}.${lang} buttons`).toHaveLength(buttons.length)
        expect(words.text, `${name}.${lang}`).toMatch(SCRIPT[lang]!)
        for (const b of words.buttons ?? []) expect(b, `${name}.${lang} button`).toMatch(SCRIPT[lang]!)
      }
    }
  })

  it("an order's message carries its language when the template has it, and reads in it", () => {
    const hi = whatsappFor({ kind: 'order_delivered', order: { ...order, firstName: '', language: 'hi' } })
    expect(hi).toMatchObject({ template: 'order_delivered', language: 'hi', body: ['जी', order.id] })
    expect(fillTemplate(hi!.template, hi!.body, hi!.language)).toBe(
      `नमस्ते जी, आपका ऑर्डर ${order.id} डिलीवर हो गया है। उम्मीद है आपको पसंद आएगा: प्रोडक्ट पेज पर बताइए कैसा लगा।`,
    )
    const ta = whatsappFor({
      kind: 'order_shipped',
      order: { ...order, firstName: '', language: 'ta' },
      carrier: 'Delhivery',
      waybill: '1490',
      trackingUrl: null,
    } as NotificationPayload)
    expect(ta).toMatchObject({ template: 'order_shipped', language: 'ta' })
    expect(fillTemplate(ta!.template, ta!.body, ta!.language)).toBe(
      `வணக்கம் நண்பரே, உங்கள் ஆர்டர் ${order.id} Delhivery மூலம் புறப்பட்டுவிட்டது (வேபில் 1490). இங்கே டிராக் செய்யுங்கள்: எங்கள் கடையில் உங்கள் ஆர்டர் பக்கம்`,
    )
    for (const language of ['fr', 'en', undefined]) {
      const message = whatsappFor({ kind: 'order_delivered', order: { ...order, language } })
      expect(message).toEqual({ kind: 'whatsapp', template: 'order_delivered', body: ['Asha', order.id] })
    }
  })
})

describe('every order mail in Hindi, Telugu, Tamil, Kannada and Malayalam', () => {
  const cn = { seq: 1, number: 'CN/2026-27/0001', totalPaise: 34900 }
  const items = [{ productId: 101, name: 'Turmeric Powder', netQuantity: '250g', quantity: 1 }]
  const payloads = (o: OrderFacts): NotificationPayload[] => [
    { kind: 'order_confirmed', order: o },
    { kind: 'order_confirmed', order: { ...o, paymentMethod: 'cod', codFeePaise: 4900 } },
    { kind: 'payment_failed', order: o, payableUntil: '2026-11-27T13:05:00Z' },
    { kind: 'payment_failed', order: o, payableUntil: null },
    { kind: 'order_expired', order: o },
    {
      kind: 'order_shipped',
      order: o,
      carrier: 'Delhivery',
      waybill: '1490183274563',
      trackingUrl: 'https://t.example/1',
    },
    {
      kind: 'order_out_for_delivery',
      order: { ...o, paymentMethod: 'cod' },
      carrier: 'Delhivery',
      trackingUrl: null,
    },
    { kind: 'order_delivery_failed', order: o, carrier: 'Delhivery', reason: 'Door locked', attempt: 1 },
    { kind: 'order_delivered', order: o },
    { kind: 'order_cancelled', order: o, refundPaise: 0, returned: false },
    { kind: 'order_cancelled', order: o, refundPaise: 34900, returned: true, creditNote: cn },
    { kind: 'order_cancelled', order: o, refundPaise: 34900, returned: false, by: 'staff' },
    ...(['late_payment', 'amount_mismatch', 'duplicate_payment', 'partial'] as const).map(
      (reason): NotificationPayload => ({
        kind: 'payment_refunded',
        order: o,
        amountPaise: 34900,
        reason,
        items,
      }),
    ),
    ...(['requested', 'approved', 'refused', 'received', 'refunded'] as const).map(
      (step): NotificationPayload => ({ kind: 'order_return', order: o, step, items, amountPaise: 34900 }),
    ),
  ]
  // English sentences of the mails (placeholders aside): none may be left in a translated mail
  const english = Object.values(en)
    .flatMap((text) => text.split(/\{\w+\}/))
    .map((part) => part.trim())
    .filter((part) => /[a-z]{4,}/.test(part) && part.length >= 12)

  for (const lang of ['hi', 'te', 'ta', 'kn', 'ml'] as const)
    it(`${lang}: no English words of the shop's own are left`, () => {
      for (const p of payloads({ ...order, language: lang, invoicePath: '/api/v1/orders/x/invoice' })) {
        const mail = render(p)
        for (const part of english) {
          expect(mail.text, `${p.kind}: "${part}"`).not.toContain(part)
          expect(mail.subject, `${p.kind}: "${part}"`).not.toContain(part)
        }
      }
    })
})
