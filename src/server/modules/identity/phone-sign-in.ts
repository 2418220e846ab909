// Sign-in and sign-up by mobile number (decision 055): Better Auth's phone-number plugin makes, keeps and checks the
// codes (6 digits, 5 minutes, 5 tries); the SMS goes through the gateway adapter (MSG91, or its stand-in); the shop
// adds what the plugin leaves to it: Indian mobiles only, in one form (+91 and ten digits), and limits kept in the
// database so that they hold across processes (a new code after 30 s, 5 codes an hour per number, 20 per address;
// 10 wrong codes an hour per number, 30 per address in 15 minutes), and its own messages. The code's SMS is in the
// language the request asks for (`Accept-Language`, decision 061), where the shop has a template in it.
import { APIError } from 'better-auth/api'
import { phoneNumber } from 'better-auth/plugins/phone-number'
import { desc, eq } from 'drizzle-orm'
import { messages } from '#domain/messages.ts'
import {
  mobileOnlyEmailOf,
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
  OTP_TRIES,
  OTP_TTL_SECONDS,
  parseSignInMobile,
} from '#domain/mobile-sign-in.ts'
import type { Db } from '#server/db/client.ts'
import { createRateLimiter } from '#server/http/rate-limit.ts'
import { languageAsked } from '#server/i18n/reply-hook.ts'
import { type SmsAdapter, SmsError } from '#server/integrations/msg91.ts'
import type { AuthLog } from './auth-setup.ts'
import { verifications } from './tables.ts'

const auth = messages.auth

export interface OtpRule {
  name: string
  windowSeconds: number
  max: number
}

/** The limits of decision 055, in the shop's fixed-window counters (`api_rate_limits`): every process shares them. */
export const OTP_RULES = {
  /** one code per number per 30 s */
  resend: { name: 'otp-resend', windowSeconds: OTP_RESEND_SECONDS, max: 1 },
  sendNumber: { name: 'otp-send-number', windowSeconds: 3600, max: 5 },
  sendAddress: { name: 'otp-send-address', windowSeconds: 3600, max: 20 },
  /** wrong codes (every try counts when it starts and a right one is taken back, as sign-in's do: decision 015) */
  verifyNumber: { name: 'otp-verify-number', windowSeconds: 3600, max: 10 },
  verifyAddress: { name: 'otp-verify-address', windowSeconds: 900, max: 30 },
} satisfies Record<string, OtpRule>

const tooMany = (message: string, code: string, retryAfter: number) =>
  new APIError('TOO_MANY_REQUESTS', { message, code, retry_after: retryAfter })

/** The part of Better Auth's hook context these checks read. */
export interface HookCtx {
  path: string
  body?: unknown
  headers?: Headers
  context: { returned?: unknown }
}

const PATHS = new Set(['/phone-number/send-otp', '/phone-number/verify', '/sign-in/phone-number'])
/** the plugin's password reset by SMS: not offered (the shop resets passwords by mail) */
const REFUSED = new Set(['/phone-number/request-password-reset', '/phone-number/reset-password'])

function fieldOf(body: unknown, name: string): unknown {
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined
}

/** The mobile of a request, checked: Indian mobiles only, a landline named as one. */
function mobileOf(body: unknown): string {
  const given = fieldOf(body, 'phoneNumber')
  const parsed = parseSignInMobile(typeof given === 'string' ? given : '')
  if (parsed.ok) return parsed.e164
  const message = {
    required: auth.mobileRequired,
    foreign: auth.mobileForeign,
    landline: auth.mobileLandline,
    invalid: auth.mobileInvalid,
  }[parsed.problem]
  throw new APIError('BAD_REQUEST', { message, code: `MOBILE_${parsed.problem.toUpperCase()}` })
}

export function createPhoneSignIn(opts: {
  db: Db
  sms: SmsAdapter | undefined
  log?: AuthLog
  /** a mobile read back: the profile takes it as its phone when it has none (profiles' service, given by app.ts) */
  onMobileVerified?: (userId: string, mobile: string) => Promise<void>
}) {
  const { db, sms } = opts
  // always on: these limits are the rules of sign-in codes, not a defence tests turn off (AUTH_RATE_LIMIT)
  const limiter = createRateLimiter(db, { enabled: true })
  const hit = (rule: OtpRule, subject: string) => limiter.hit(rule, subject)
  const release = (rule: OtpRule, subject: string) => limiter.release(rule, subject)

  const plugin = phoneNumber({
    otpLength: OTP_LENGTH,
    expiresIn: OTP_TTL_SECONDS,
    allowedAttempts: OTP_TRIES,
    // the hooks below have put it in this form already; anything else is refused by the plugin too
    phoneNumberValidator: (n) => /^\+91[6-9]\d{9}$/.test(n),
    async sendOTP({ phoneNumber: e164, code }, ctx) {
      if (!sms) throw new APIError('SERVICE_UNAVAILABLE', { message: auth.mobileSignInOff, code: 'SMS_OFF' })
      // the page's language, which the storefront sends with every sign-in call
      const asked = ctx?.headers?.get('accept-language') ?? ctx?.request?.headers.get('accept-language')
      try {
        await sms.sendOtp(e164.slice(3), code, OTP_TTL_SECONDS / 60, languageAsked(asked ?? undefined))
      } catch (err) {
        if (!(err instanceof SmsError)) throw err
        opts.log?.warn({ reason: err.reason, status: err.status }, 'sign-in code not sent by SMS')
        throw new APIError('SERVICE_UNAVAILABLE', { message: auth.smsFailed, code: 'SMS_FAILED' })
      }
    },
    signUpOnVerification: {
      getTempEmail: mobileOnlyEmailOf,
      // no name until the shopper gives one (the profile asks); reviews and mail then say 'there'
      getTempName: () => '',
    },
    // A verified mobile fills the profile's phone when it has none, so checkout starts with it.
    async callbackOnVerification({ phoneNumber: e164, user }) {
      await opts.onMobileVerified?.(user.id, e164.slice(3))
    },
  })

  return {
    plugin,
    enabled: Boolean(sms),

    /** Checks and limits before the plugin runs; the body handed on carries the mobile in its one form. */
    async before(ctx: HookCtx) {
      if (REFUSED.has(ctx.path)) throw new APIError('NOT_FOUND', { message: 'Not found' })
      if (!PATHS.has(ctx.path)) return
      if (!sms) throw new APIError('SERVICE_UNAVAILABLE', { message: auth.mobileSignInOff, code: 'SMS_OFF' })
      const mobile = mobileOf(ctx.body)
      const address = ctx.headers?.get('x-forwarded-for') ?? 'unknown'
      if (ctx.path === '/phone-number/send-otp') {
        const gap = await hit(OTP_RULES.resend, mobile)
        if (gap.over) throw tooMany(auth.otpResendWait(gap.retryAfter), 'OTP_RESEND_WAIT', gap.retryAfter)
        const perNumber = await hit(OTP_RULES.sendNumber, mobile)
        if (perNumber.over) throw tooMany(auth.otpTooManyCodes, 'OTP_TOO_MANY_CODES', perNumber.retryAfter)
        const perAddress = await hit(OTP_RULES.sendAddress, address)
        if (perAddress.over)
          throw tooMany(auth.otpTooManyFromHere, 'OTP_TOO_MANY_FROM_HERE', perAddress.retryAfter)
        return { context: { body: { phoneNumber: mobile } } }
      }
      if (ctx.path === '/phone-number/verify') {
        const code = fieldOf(ctx.body, 'code')
        if (typeof code !== 'string' || !new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code.trim()))
          throw new APIError('BAD_REQUEST', { message: auth.otpRequired, code: 'OTP_REQUIRED' })
        const perNumber = await hit(OTP_RULES.verifyNumber, mobile)
        if (perNumber.over) throw tooMany(auth.otpTooManyWrong, 'OTP_TOO_MANY_WRONG', perNumber.retryAfter)
        const perAddress = await hit(OTP_RULES.verifyAddress, address)
        if (perAddress.over)
          throw tooMany(auth.otpTooManyFromHere, 'OTP_TOO_MANY_FROM_HERE', perAddress.retryAfter)
        // Only what the shop offers: adding the mobile to the account signed in, or signing in (or up) by it.
        const update = fieldOf(ctx.body, 'updatePhoneNumber') === true
        return {
          context: {
            body: { phoneNumber: mobile, code: code.trim(), ...(update ? { updatePhoneNumber: true } : {}) },
          },
        }
      }
      return { context: { body: { ...(ctx.body as object), phoneNumber: mobile } } }
    },

    /** A right code takes its tries back; the plugin's refusals told in the shop's words. */
    async after(ctx: HookCtx) {
      if (!PATHS.has(ctx.path)) return
      const returned = ctx.context.returned
      const mobile = parseSignInMobile(String(fieldOf(ctx.body, 'phoneNumber') ?? ''))
      if (!mobile.ok) return
      const address = ctx.headers?.get('x-forwarded-for') ?? 'unknown'
      if (ctx.path === '/phone-number/send-otp') {
        // an SMS that did not go may be asked for again at once
        if (returned instanceof APIError && returned.body?.code === 'SMS_FAILED') {
          await release(OTP_RULES.resend, mobile.e164)
          await release(OTP_RULES.sendNumber, mobile.e164)
        }
        return
      }
      if (ctx.path !== '/phone-number/verify') return
      if (!(returned instanceof APIError)) {
        await release(OTP_RULES.verifyNumber, mobile.e164)
        await release(OTP_RULES.verifyAddress, address)
        return
      }
      switch (returned.body?.code) {
        case 'INVALID_OTP': {
          const [row] = await db
            .select({ value: verifications.value })
            .from(verifications)
            .where(eq(verifications.identifier, `phone-number-otp-${mobile.e164}`))
            .orderBy(desc(verifications.createdAt))
            .limit(1)
          const stored: string = row ? row.value : `:${OTP_TRIES}`
          const used = Number(stored.split(':')[1] ?? OTP_TRIES)
          throw new APIError('BAD_REQUEST', { message: auth.otpWrong(OTP_TRIES - used), code: 'OTP_WRONG' })
        }
        case 'OTP_EXPIRED':
          throw new APIError('BAD_REQUEST', { message: auth.otpExpired, code: 'OTP_EXPIRED' })
        case 'OTP_NOT_FOUND':
          throw new APIError('BAD_REQUEST', { message: auth.otpNotFound, code: 'OTP_NOT_FOUND' })
        case 'TOO_MANY_ATTEMPTS':
          throw new APIError('FORBIDDEN', { message: auth.otpTooManyTries, code: 'OTP_TOO_MANY_TRIES' })
        case 'PHONE_NUMBER_EXIST':
          throw new APIError('BAD_REQUEST', { message: auth.mobileInUse, code: 'MOBILE_IN_USE' })
      }
    },
  }
}
