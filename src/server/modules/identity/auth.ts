import { randomBytes } from 'node:crypto'
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { genericOAuth, jwt } from 'better-auth/plugins'
import { eq } from 'drizzle-orm'
import { messages } from '../../../domain/messages.ts'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import type { Mailer } from '../../integrations/mail.ts'
import { renderActionMail } from '../../integrations/mail-templates.ts'
import { accounts, jwks, rateLimits, sessions, users, verifications } from './tables.ts'

export const AUTH_BASE_PATH = '/api/auth'
export const TOKEN_AUDIENCE = 'shop-api'

/**
 * A development secret kept beside the embedded database, so sessions survive restarts; refused in production.
 * Processes starting together (WORKERS=N) agree on one: the file appears whole (a hard link) and only once.
 */
function resolveSecret(config: Config): string {
  if (config.auth.secret) return config.auth.secret
  const file = path.join(config.dataDir, '.auth-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(config.dataDir, { recursive: true })
  const draft = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`
  writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600 })
  try {
    linkSync(draft, file)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
  } finally {
    rmSync(draft, { force: true })
  }
  return readFileSync(file, 'utf8').trim()
}

/** The part of a pino logger Better Auth's lines are written to. */
export interface AuthLog {
  debug(obj: object, msg: string): void
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

const AUTH_LOG_LEVELS = {
  trace: 'debug',
  debug: 'debug',
  info: 'info',
  warn: 'warn',
  error: 'error',
  fatal: 'error',
} as const

/** Better Auth's logger writing into ours: JSON lines, with the request id of the request being handled. */
function authLogger(config: Config, log: AuthLog | undefined) {
  if (!log || config.logLevel === 'silent') return { disabled: true }
  return {
    level: AUTH_LOG_LEVELS[config.logLevel],
    log(level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) {
      const err = args.find((a) => a instanceof Error)
      const details = args.filter((a) => a !== err)
      log[level]({ ...(err ? { err } : {}), ...(details.length ? { details } : {}) }, message)
    },
  }
}

export function createAuth(opts: { db: Db; config: Config; mailer: Mailer; log?: AuthLog }) {
  const { db, config, mailer } = opts
  const baseURL = config.publicUrl.replace(/\/$/, '')
  const shopName = config.shop.name

  return betterAuth({
    appName: shopName,
    baseURL,
    basePath: AUTH_BASE_PATH,
    secret: resolveSecret(config),
    trustedOrigins: [baseURL],
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
      autoSignIn: true,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url }) {
        const mail = renderActionMail({
          shopName,
          heading: 'Reset your password',
          paragraphs: [
            `Hello ${user.name || 'there'},`,
            `We received a request to reset the password of your ${shopName} account. The link below works for one hour.`,
          ],
          action: { label: 'Choose a new password', url },
          footnote: 'If you did not ask for this, you can ignore this mail: your password stays as it is.',
        })
        await mailer.send({
          to: user.email,
          subject: `Reset your ${shopName} password`,
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
        const mail = renderActionMail({
          shopName,
          heading: 'Confirm your email',
          paragraphs: [
            `Namaste ${user.name || 'there'},`,
            `Welcome to ${shopName}. Please confirm that this is your email address, so we can send you order updates and invoices.`,
          ],
          action: { label: 'Confirm my email', url },
          footnote: 'The link works for 24 hours. If you did not create an account, ignore this mail.',
        })
        await mailer.send({
          to: user.email,
          subject: `Confirm your email for ${shopName}`,
          ...mail,
          links: { verify: url },
        })
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
      },
    },
    advanced: {
      useSecureCookies: config.env === 'production',
      cookiePrefix: 'shop',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: ['x-forwarded-for', 'x-real-ip'] },
    },
    plugins: [
      jwt({
        jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
        jwt: {
          issuer: baseURL,
          audience: TOKEN_AUDIENCE,
          expirationTime: `${config.auth.tokenTtlSeconds}s`,
          definePayload: ({ user }) => ({
            email: user.email,
            name: user.name,
            email_verified: user.emailVerified,
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
      // Spec §8 tells "no account" from "wrong password" (sign-up tells an existing email anyway).
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return
        const returned = ctx.context.returned
        if (!(returned instanceof APIError) || returned.status !== 'UNAUTHORIZED') return
        const email = String((ctx.body as { email?: unknown } | undefined)?.email ?? '')
          .trim()
          .toLowerCase()
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

export type Auth = ReturnType<typeof createAuth>
