import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import { betterAuth } from 'better-auth/minimal'
import { genericOAuth } from 'better-auth/plugins/generic-oauth'
import { jwt } from 'better-auth/plugins/jwt'
import { eq } from 'drizzle-orm'
import { splitLanguagePath } from '#domain/languages.ts'
import { messages } from '#domain/messages.ts'
import { formatMobile, isMobileOnlyEmail } from '#domain/mobile-sign-in.ts'
import { stripInvisible } from '#domain/text.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import { createRateLimiter, RATE_RULES } from '#server/http/rate-limit.ts'
import type { Mailer } from '#server/integrations/mail.ts'
import { renderActionMail } from '#server/integrations/mail-templates.ts'
import type { SmsAdapter } from '#server/integrations/msg91.ts'
import { loadMailWords, type MailWords } from '#server/modules/notifications/mail-texts/index.ts'
import { type AuthLog, authLogger, resolveSecret, trustedOriginsOf } from './auth-setup.ts'
import { passwordHasher } from './password-hash.ts'
import { createPhoneSignIn } from './phone-sign-in.ts'
import { accounts, jwks, rateLimits, sessions, users, verifications } from './tables.ts'

export const AUTH_BASE_PATH = '/api/auth'
export const TOKEN_AUDIENCE = 'shop-api'

/** Better Auth endpoints that end sessions: the id tokens issued from them must stop working at once. */
const SESSION_ENDING_PATHS = new Set([
  '/sign-out',
  '/reset-password',
  '/change-password',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/delete-user',
  '/delete-user/callback',
])

export function createAuth(opts: {
  db: Db
  config: Config
  mailer: Mailer
  /** the SMS gateway for sign-in codes (decision 055); none: no sign-in by mobile */
  sms?: SmsAdapter
  /** a mobile read back by code: the profile's phone when it has none (decision 055) */
  onMobileVerified?: (userId: string, mobile: string) => Promise<void>
  log?: AuthLog
  /** called after an endpoint that may have ended sessions (other processes hear of it from the database) */
  onSessionsEnded?: () => void
}) {
  const { db, config, mailer } = opts
  const baseURL = config.publicUrl.replace(/\/$/, '')
  const shopName = config.shop.name
  // Per account, in the shop's own counters (the database): an attacker's changing addresses do not reset it.
  const limiter = createRateLimiter(db, { enabled: config.auth.rateLimit })
  const phone = createPhoneSignIn({
    db,
    sms: opts.sms,
    log: opts.log,
    onMobileVerified: opts.onMobileVerified,
  })
  // Only text is an email: String() of a made-up object (a toString that is not a function) would throw.
  const emailOf = (body: unknown) => {
    const email = (body as { email?: unknown } | undefined)?.email
    return typeof email === 'string' ? email.trim().toLowerCase() : ''
  }

  return betterAuth({
    appName: shopName,
    baseURL,
    basePath: AUTH_BASE_PATH,
    secret: resolveSecret(config),
    trustedOrigins: trustedOriginsOf(config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        jwks,
        rateLimit: rateLimits,
      },
    }),
    logger: authLogger(config, opts.log),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: passwordHasher(config.auth.passwordScryptN),
      autoSignIn: true,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url }) {
        // in the language of the page it was asked from (decision 060): the link comes back to that page's address
        const w = await loadMailWords(languageOfLink(url))
        const values = { shop: shopName }
        const mail = renderActionMail({
          shopName,
          heading: w.t('accountResetHeading'),
          paragraphs: [
            user.name ? w.t('accountResetHello', { name: user.name }) : w.t('accountResetHelloNoName'),
            w.t('accountResetBody', values),
          ],
          action: { label: w.t('accountResetAction'), url },
          footnote: w.t('accountResetFootnote'),
          ...wordsOf(w),
        })
        await mailer.send({
          to: user.email,
          subject: w.t('accountResetSubject', values),
          ...mail,
          links: { reset: url },
        })
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      async sendVerificationEmail({ user, url }) {
        const w = await loadMailWords(languageOfLink(url))
        const hello = user.name ? w.t('hello', { name: user.name }) : w.t('helloNoName')
        // an account made by mobile adding its email (the change of email mails the new address)
        const mobile = phoneOf(user)
        if (mobile) {
          const values = { shop: shopName, mobile: formatMobile(mobile) }
          const added = renderActionMail({
            shopName,
            heading: w.t('accountAddEmailHeading'),
            paragraphs: [hello, w.t('accountAddEmailBody', values)],
            action: { label: w.t('accountAddEmailAction'), url },
            footnote: w.t('accountAddEmailFootnote'),
            ...wordsOf(w),
          })
          await mailer.send({
            to: user.email,
            subject: w.t('accountAddEmailSubject', values),
            ...added,
            links: { verify: url },
          })
          return
        }
        const values = { shop: shopName }
        const mail = renderActionMail({
          shopName,
          heading: w.t('accountVerifyHeading'),
          paragraphs: [hello, w.t('accountVerifyBody', values)],
          action: { label: w.t('accountVerifyAction'), url },
          footnote: w.t('accountVerifyFootnote'),
          ...wordsOf(w),
        })
        await mailer.send({
          to: user.email,
          subject: w.t('accountVerifySubject', values),
          ...mail,
          links: { verify: url },
        })
      },
    },
    // An account made by mobile adds its email (decision 055, amended): Better Auth's change of email mails a link to
    // the new address, and the account takes the address only when that link is opened. Only such accounts may:
    // the spec's profile has no change of email (the hook below).
    user: { changeEmail: { enabled: true } },
    databaseHooks: {
      user: {
        update: {
          async before(data, ctx) {
            // The address changes through the link mailed to it and nowhere else: opening it proves the address.
            if (
              ctx?.path !== '/verify-email' ||
              typeof data.email !== 'string' ||
              isMobileOnlyEmail(data.email)
            )
              return
            const [taken] = await db
              .select({ id: users.id })
              .from(users)
              .where(eq(users.email, data.email.toLowerCase()))
              .limit(1)
            if (taken)
              throw new APIError('BAD_REQUEST', { message: messages.auth.emailInUse, code: 'EMAIL_IN_USE' })
            return { data: { ...data, emailVerified: true } }
          },
        },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: config.auth.rateLimit,
      storage: 'database',
      window: 60,
      max: 120,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 300, max: 10 },
        '/request-password-reset': { window: 300, max: 5 },
        '/reset-password': { window: 300, max: 10 },
        '/send-verification-email': { window: 300, max: 5 },
        '/change-email': { window: 300, max: 5 },
      },
    },
    advanced: {
      useSecureCookies: config.env === 'production',
      // Better Auth skips the check when it finds itself under a test runner; the shop checks always.
      disableOriginCheck: false,
      cookiePrefix: 'shop',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // The handler sets it to request.ip, the address TRUST_PROXY decided on; nothing a client sends is read.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    plugins: [
      phone.plugin,
      jwt({
        jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
        jwt: {
          issuer: baseURL,
          audience: TOKEN_AUDIENCE,
          expirationTime: `${config.auth.tokenTtlSeconds}s`,
          // sid: the session the token was issued from; when it ends (logout, reset), the token is refused.
          definePayload: ({ user, session }) => ({
            sid: session.id,
            // an account made by mobile has no email yet (its stand-in address is never shown: decision 055)
            email: isMobileOnlyEmail(user.email) ? '' : user.email,
            name: user.name,
            email_verified: user.emailVerified,
            phone_number: phoneOf(user),
            picture: user.image ?? null,
          }),
        },
      }),
      ...(config.auth.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  name: 'Google',
                  clientId: config.auth.google.clientId,
                  clientSecret: config.auth.google.clientSecret,
                  discoveryUrl: config.auth.google.discoveryUrl,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    hooks: {
      // Every attempt counts against its account until it succeeds, so parallel guesses cannot overtake the limit.
      before: createAuthMiddleware(async (ctx) => {
        const checked = await phone.before(ctx)
        if (checked) return checked
        // docs/product.md, Validation rules: a name is required to sign up (the screen asks for it; the API must too, or reviews say
        // 'Shopper'). Bidi and invisible characters are stripped on input, so a name of only those is empty.
        if (ctx.path === '/sign-up/email') {
          const name = (ctx.body as { name?: unknown } | undefined)?.name
          if (typeof name !== 'string' || stripInvisible(name).trim() === '')
            throw new APIError('BAD_REQUEST', {
              message: messages.auth.signupRequired,
              code: 'NAME_REQUIRED',
            })
          // the name is stored as it is seen: staff read it in the back office, reviews show its first word
          return { context: { body: { ...(ctx.body as object), name: stripInvisible(name).trim() } } }
        }
        if (ctx.path === '/change-email') {
          const session = await getSessionFromCtx(ctx)
          if (session && !isMobileOnlyEmail(session.user.email))
            throw new APIError('BAD_REQUEST', {
              message: messages.auth.emailAlreadySet,
              code: 'EMAIL_ALREADY_SET',
            })
          return
        }
        if (ctx.path === '/update-user') {
          const name = (ctx.body as { name?: unknown } | undefined)?.name
          if (typeof name !== 'string') return
          if (stripInvisible(name).trim() === '')
            throw new APIError('BAD_REQUEST', { message: messages.auth.nameRequired, code: 'NAME_REQUIRED' })
          return { context: { body: { ...(ctx.body as object), name: stripInvisible(name).trim() } } }
        }
        if (ctx.path !== '/sign-in/email') return
        const email = emailOf(ctx.body)
        if (!email) return
        try {
          await limiter.check(RATE_RULES.signInAccount, email)
        } catch (err) {
          if (err instanceof AppError && err.kind === 'rate_limited') {
            throw new APIError('TOO_MANY_REQUESTS', {
              message: messages.auth.tooManyRequests,
              code: 'TOO_MANY_ATTEMPTS',
            })
          }
          throw err
        }
      }),
      // docs/product.md, Error catalogue tells "no account" from "wrong password" (sign-up tells an existing email anyway).
      after: createAuthMiddleware(async (ctx) => {
        if (SESSION_ENDING_PATHS.has(ctx.path)) opts.onSessionsEnded?.()
        await phone.after(ctx)
        if (ctx.path !== '/sign-in/email') return
        const returned = ctx.context.returned
        const email = emailOf(ctx.body)
        if (!(returned instanceof APIError)) {
          if (email) await limiter.release(RATE_RULES.signInAccount, email)
          return
        }
        if (returned.status !== 'UNAUTHORIZED') return
        const [existing] = await db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, email))
          .limit(1)
        throw existing
          ? new APIError('UNAUTHORIZED', { message: messages.auth.wrongPassword, code: 'WRONG_PASSWORD' })
          : new APIError('UNAUTHORIZED', { message: messages.auth.userNotFound, code: 'USER_NOT_FOUND' })
      }),
    },
  })
}

/** The account's mobile when a code sent to it was read back (the phone-number plugin's fields), else null. */
function phoneOf(user: object): string | null {
  const u: { phoneNumber?: unknown; phoneNumberVerified?: unknown } = user
  return u.phoneNumberVerified === true && typeof u.phoneNumber === 'string' ? u.phoneNumber : null
}

export type Auth = ReturnType<typeof createAuth>

/**
 * The language of an account mail (decision 060): the prefix of the page its link comes back to (`callbackURL`,
 * which the storefront sends as an address of the page's language, `/hi/reset-password`); English otherwise.
 */
export function languageOfLink(url: string): string {
  try {
    const back = new URL(url).searchParams.get('callbackURL')
    if (!back) return 'en'
    return splitLanguagePath(new URL(back, 'http://shop.invalid').pathname).lang
  } catch {
    return 'en'
  }
}

/** An action mail's `<html lang>` and button fallback in a language other than English. */
const wordsOf = (w: MailWords) =>
  w.lang === 'en' ? {} : { lang: w.htmlLang, buttonFallback: w.t('buttonFallback') }
