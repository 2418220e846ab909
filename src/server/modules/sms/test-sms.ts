import { randomBytes } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { LANGUAGES, type Language } from '#domain/languages.ts'
import type { Db } from '#server/db/client.ts'
import { testSmsMessages } from './tables.ts'

// A stand-in for MSG91's SendOTP v5 API (decision 055), used when MSG91_AUTH_KEY is unset outside production, as the
// test payment gateway stands in for Razorpay and the test WhatsApp API for Meta's. It answers
// `POST /test-sms/api/v5/otp?template_id=…&mobile=91XXXXXXXXXX&otp=…` with MSG91's replies (the `authkey` header,
// the template, a mobile with its country code, a code of 4 to 9 digits), keeps what it was asked to send in
// test_sms_messages (every process sees it) and shows it: `GET /test-sms/messages?mobile=` (the shopper's phone, for
// tests and for a developer signing in). `POST /test-sms/_test/fail-next` makes the next send fail.
// Each of its templates is in one language, as each of the shop's DLT templates is (decision 055's amendment): the
// text it records is the one a shopper reads from that template.

export const TEST_SMS_PREFIX = '/test-sms'

export interface TestSmsOptions {
  db: Db
  authKey: string
  /** its OTP templates: the id of each language's (English's at least) */
  templates: Partial<Record<Language, string>> & { en: string }
  /** the shop's name, in the message as its DLT template would put it */
  shopName: string
}

const msg91Error = (message: string) => ({ type: 'error', message })

/** The text a shopper reads: what the shop's DLT template says, with the code and its minutes filled in. */
export function otpText(shopName: string, code: string, minutes: string) {
  return `${code} is your ${shopName} sign-in code. It is valid for ${minutes} minutes. Do not share it with anyone.`
}

/** The same text in each of the shop's languages, as its DLT template in that language says it: the code first. */
export const OTP_TEXTS: Record<Language, (shopName: string, code: string, minutes: string) => string> = {
  en: otpText,
  hi: (shop, code, min) =>
    `${code} आपका ${shop} साइन इन कोड है। यह ${min} मिनट तक मान्य है। इसे किसी के साथ साझा न करें।`,
  te: (shop, code, min) =>
    `${code} మీ ${shop} సైన్ ఇన్ కోడ్. ఇది ${min} నిమిషాల పాటు చెల్లుబాటులో ఉంటుంది. దీన్ని ఎవరితోనూ పంచుకోవద్దు.`,
  ta: (shop, code, min) =>
    `${code} உங்கள் ${shop} உள்நுழைவுக் குறியீடு. இது ${min} நிமிடங்களுக்குச் செல்லுபடியாகும். இதை யாரிடமும் பகிர வேண்டாம்.`,
  kn: (shop, code, min) =>
    `${code} ನಿಮ್ಮ ${shop} ಸೈನ್ ಇನ್ ಕೋಡ್. ಇದು ${min} ನಿಮಿಷಗಳವರೆಗೆ ಮಾನ್ಯವಾಗಿರುತ್ತದೆ. ಇದನ್ನು ಯಾರೊಂದಿಗೂ ಹಂಚಿಕೊಳ್ಳಬೇಡಿ.`,
  ml: (shop, code, min) =>
    `${code} ആണ് നിങ്ങളുടെ ${shop} സൈൻ ഇൻ കോഡ്. ഇത് ${min} മിനിറ്റ് നേരത്തേക്ക് സാധുവാണ്. ഇത് ആരുമായും പങ്കിടരുത്.`,
}

export async function registerTestSms(app: FastifyInstance, opts: TestSmsOptions): Promise<void> {
  const { db } = opts
  // which language each template id is in (a template named for two languages is the first's)
  const languageOf = new Map<string, Language>()
  for (const lang of LANGUAGES) {
    const id = opts.templates[lang]
    if (id && !languageOf.has(id)) languageOf.set(id, lang)
  }
  let failNext = false
  await app.register(
    async (sms) => {
      // MSG91's API, not the shop's: left out of the shop's OpenAPI document, as the other stand-ins are
      sms.addHook('onRoute', (route) => {
        route.schema = { ...(route.schema ?? {}), hide: true }
      })

      sms.post('/api/v5/otp', async (req, reply) => {
        if (failNext) {
          failNext = false
          return reply.code(503).send(msg91Error('Service temporarily unavailable'))
        }
        if (String(req.headers.authkey ?? '') !== opts.authKey)
          return reply.code(401).send(msg91Error('Authentication failure'))
        const q = (req.query ?? {}) as Record<string, string | undefined>
        const language = languageOf.get(String(q.template_id ?? ''))
        if (!language) return reply.send(msg91Error('Invalid template id'))
        const mobile = String(q.mobile ?? '')
        if (!/^91[6-9]\d{9}$/.test(mobile)) return reply.send(msg91Error('Mobile no. not found'))
        const otp = String(q.otp ?? '')
        if (!/^\d{4,9}$/.test(otp)) return reply.send(msg91Error('Invalid OTP'))
        const id = randomBytes(12).toString('hex')
        await db.insert(testSmsMessages).values({
          id,
          mobile,
          templateId: String(q.template_id),
          otp,
          text: OTP_TEXTS[language](opts.shopName, otp, String(q.otp_expiry ?? '1440')),
        })
        return { type: 'success', request_id: id }
      })

      /** What was sent, newest first, to one mobile (91XXXXXXXXXX or the ten digits) or to all. */
      sms.get('/messages', async (req) => {
        const given = String((req.query as { mobile?: string }).mobile ?? '').replace(/\D/g, '')
        const mobile = given.length === 10 ? `91${given}` : given
        const rows = await db
          .select()
          .from(testSmsMessages)
          .where(mobile ? eq(testSmsMessages.mobile, mobile) : undefined)
          .orderBy(desc(testSmsMessages.createdAt))
          .limit(50)
        return {
          messages: rows.map((r) => ({
            id: r.id,
            mobile: r.mobile,
            template_id: r.templateId,
            otp: r.otp,
            text: r.text,
            at: r.createdAt.toISOString(),
          })),
        }
      })

      sms.post('/_test/fail-next', async () => {
        failNext = true
        return { ok: true }
      })
    },
    { prefix: TEST_SMS_PREFIX },
  )
}
