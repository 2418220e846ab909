import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '#domain/languages.ts'
import { authPost } from '#server/testing/auth-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

// The sign-in code's SMS in the shopper's language (decision 055's amendment): the request's `Accept-Language` (the
// storefront's page language) chooses the OTP template, and so the DLT template the operator delivers; a language
// the shop has no template in gets the English one. Read from the stand-in, as a shopper reads their phone.

let t: TestContext
/** the same shop with an OTP template in Hindi only */
let hindiOnly: TestContext
beforeAll(async () => {
  t = await createTestApp({ seed: false })
  hindiOnly = await createTestApp({
    database: t.database,
    env: { MSG91_OTP_TEMPLATE_IDS: 'hi=stand-in-otp-template-hi' },
  })
})
afterAll(async () => {
  await hindiOnly?.close()
  await t?.close()
})

let n = 0
/** a mobile no other test uses: 8 then the run's time and a counter */
const freshMobile = () =>
  `8${String(Date.now() % 1e6).padStart(6, '0')}${String(n++ % 1000).padStart(3, '0')}`

interface Sent {
  template_id: string
  otp: string
  text: string
}

async function smsTo(ctx: TestContext, mobile: string, language?: string): Promise<Sent> {
  const res = await authPost(
    ctx,
    '/phone-number/send-otp',
    { phoneNumber: mobile },
    language ? { 'accept-language': language } : {},
  )
  expect(res.statusCode).toBe(200)
  const list = await ctx.app.inject({ method: 'GET', url: `/test-sms/messages?mobile=${mobile}` })
  const [latest] = list.json().messages as Sent[]
  if (!latest) throw new Error(`no SMS to ${mobile}`)
  return latest
}

/** the words each language's text must have beside the code: the shop's name, the 5 minutes, and "do not share" */
const WORDS: Record<(typeof LANGUAGES)[number], RegExp> = {
  en: /^\d{6} is your Surya Naturals sign-in code\. It is valid for 5 minutes\. Do not share it with anyone\.$/,
  hi: /^\d{6} आपका Surya Naturals साइन इन कोड है। यह 5 मिनट तक मान्य है। इसे किसी के साथ साझा न करें।$/,
  te: /^\d{6} మీ Surya Naturals సైన్ ఇన్ కోడ్\. ఇది 5 నిమిషాల పాటు చెల్లుబాటులో ఉంటుంది\. దీన్ని ఎవరితోనూ పంచుకోవద్దు\.$/,
  ta: /^\d{6} உங்கள் Surya Naturals உள்நுழைவுக் குறியீடு\. இது 5 நிமிடங்களுக்குச் செல்லுபடியாகும்\. இதை யாரிடமும் பகிர வேண்டாம்\.$/,
  kn: /^\d{6} ನಿಮ್ಮ Surya Naturals ಸೈನ್ ಇನ್ ಕೋಡ್\. ಇದು 5 ನಿಮಿಷಗಳವರೆಗೆ ಮಾನ್ಯವಾಗಿರುತ್ತದೆ\. ಇದನ್ನು ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ\.$/,
  ml: /^\d{6} ആണ് നിങ്ങളുടെ Surya Naturals സൈൻ ഇൻ കോഡ്\. ഇത് 5 മിനിറ്റ് നേരത്തേക്ക് സാധുവാണ്\. ഇത് ആരുമായും പങ്കിടരുത്\.$/,
}

describe("the sign-in code's SMS in the page's language", () => {
  it('a Hindi page gets the Hindi template and the Hindi text, with the code first, and the code signs in', async () => {
    const mobile = freshMobile()
    const sms = await smsTo(t, mobile, 'hi')
    expect(sms.template_id).toBe('stand-in-otp-template-hi')
    expect(sms.otp).toMatch(/^\d{6}$/)
    expect(sms.text.startsWith(`${sms.otp} आपका Surya Naturals साइन इन कोड है।`)).toBe(true)
    expect(sms.text).toMatch(WORDS.hi)
    const verified = await authPost(
      t,
      '/phone-number/verify',
      { phoneNumber: mobile, code: sms.otp },
      { 'accept-language': 'hi' },
    )
    expect(verified.statusCode).toBe(200)
  })

  it('every language of the shop has its template and its text; a region is read as its language', async () => {
    for (const lang of LANGUAGES) {
      const sms = await smsTo(t, freshMobile(), lang === 'en' ? undefined : `${lang}-IN,en;q=0.8`)
      expect(sms.template_id).toBe(lang === 'en' ? 'stand-in-otp-template' : `stand-in-otp-template-${lang}`)
      expect(sms.text).toMatch(WORDS[lang])
      expect(sms.text.startsWith(sms.otp)).toBe(true)
    }
  })

  it('English where the request asks for a language the shop does not speak, or for English first', async () => {
    for (const asked of ['fr', 'en,hi;q=0.5', '*', 'hi;q=0']) {
      const sms = await smsTo(t, freshMobile(), asked)
      expect(sms.template_id).toBe('stand-in-otp-template')
      expect(sms.text).toMatch(WORDS.en)
    }
  })

  it('a language without a configured template falls back to the English template and text', async () => {
    const telugu = await smsTo(hindiOnly, freshMobile(), 'te')
    expect(telugu.template_id).toBe('stand-in-otp-template')
    expect(telugu.text).toMatch(WORDS.en)
    const hindi = await smsTo(hindiOnly, freshMobile(), 'hi')
    expect(hindi.template_id).toBe('stand-in-otp-template-hi')
    expect(hindi.text).toMatch(WORDS.hi)
  })
})
