import { createHmac } from 'node:crypto'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import { betterAuth } from 'better-auth/minimal'
import { twoFactor } from 'better-auth/plugins/two-factor'
import { and, eq } from 'drizzle-orm'
import { adminMessages } from '#domain/messages-admin.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import { createRateLimiter } from '#server/http/rate-limit.ts'
import { type AuthLog, authLogger, resolveSecret, trustedOriginsOf } from '../identity/auth-setup.ts'
import { passwordHasher } from '../identity/password-hash.ts'
import {
  auditLog,
  operatorAccounts,
  operatorRateLimits,
  operatorSessions,
  operators,
  operatorTwoFactors,
  operatorUsers,
  operatorVerifications,
} from './tables.ts'
import { claimTotpStep } from './totp-replay.ts'

export const ADMIN_AUTH_BASE_PATH = '/api/admin/auth'
/** A back-office session ends after this long without use. */
export const ADMIN_SESSION_IDLE_SECONDS = 12 * 60 * 60
export const MIN_OPERATOR_PASSWORD = 12

/**
 * The endpoints of the operators' Better Auth that a browser may call. Everything else it offers (sign-up,
 * deleting or changing the account, email changes) is not served: staff are invited by the owner, and their
 * account is set up through the back office's own setup route.
 */
export const ADMIN_AUTH_ENDPOINTS = new Set([
  '/sign-in/email',
  '/sign-out',
  '/get-session',
  '/change-password',
  '/two-factor/enable',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/generate-backup-codes',
])

const SIGN_IN_RULE = { name: 'operator-sign-in', windowSeconds: 900, max: 10 }

/** What an operator changes about their own account through Better Auth, written to the audit log when done. */
const AUDITED_AUTH_ACTIONS: Record<string, string> = {
  '/change-password': 'operator.password_change',
  '/two-factor/generate-backup-codes': 'operator.recovery_codes',
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]

/**
 * Whose code a verify-totp request carries, found as the two-factor plugin finds it: the session (setting the
 * factor up), else the signed `two_factor` cookie of a sign-in waiting for its second step.
 */
async function twoFactorUserOf(ctx: HookContext): Promise<string | undefined> {
  const session = await getSessionFromCtx(ctx).catch(() => null)
  if (session) return session.user.id
  const cookie = ctx.context.createAuthCookie('two_factor')
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret)
  if (!identifier) return undefined
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier)
  return pending?.value ?? undefined
}

/**
 * The staff's own accounts: a second Better Auth on its own tables (operator_*), cookies (`shop-admin.*`) and
 * secret, with a TOTP second factor (Better Auth's two-factor plugin) and sessions that end after 12 hours idle.
 * A shopper's session is never an operator's, nor the other way round.
 */
export function createOperatorAuth(opts: { db: Db; config: Config; log?: AuthLog }) {
  const { db, config } = opts
  const baseURL = config.publicUrl.replace(/\/$/, '')
  const limiter = createRateLimiter(db, { enabled: config.auth.rateLimit })
  const secret = createHmac('sha256', resolveSecret(config)).update('back-office').digest('base64url')
  // Only text is an email: String() of a made-up object (a toString that is not a function) would throw.
  const emailOf = (body: unknown) => {
    const email = (body as { email?: unknown } | undefined)?.email
    return typeof email === 'string' ? email.trim().toLowerCase() : ''
  }

  return betterAuth({
    appName: `${config.shop.name} back office`,
    baseURL,
    basePath: ADMIN_AUTH_BASE_PATH,
    secret,
    trustedOrigins: trustedOriginsOf(config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: operatorUsers,
        session: operatorSessions,
        account: operatorAccounts,
        verification: operatorVerifications,
        twoFactor: operatorTwoFactors,
        rateLimit: operatorRateLimits,
      },
    }),
    logger: authLogger(config, opts.log),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_OPERATOR_PASSWORD,
      maxPasswordLength: 128,
      password: passwordHasher(config.auth.passwordScryptN),
      revokeSessionsOnPasswordReset: true,
    },
    session: {
      expiresIn: ADMIN_SESSION_IDLE_SECONDS,
      // each use after five minutes moves the end 12 hours on: a session ends after 12 hours idle
      updateAge: 5 * 60,
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: config.auth.rateLimit,
      storage: 'database',
      window: 60,
      max: 120,
      customRules: { '/sign-in/email': { window: 60, max: 10 } },
    },
    advanced: {
      useSecureCookies: config.env === 'production',
      disableOriginCheck: false,
      cookiePrefix: 'shop-admin',
      // strict: the back office is never reached from another site's link with its session
      defaultCookieAttributes: { httpOnly: true, sameSite: 'strict' },
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    plugins: [
      twoFactor({
        issuer: `${config.shop.name} back office`,
        // the code is checked once before the factor counts: a mistyped secret cannot lock anyone out
        skipVerificationOnEnable: false,
        backupCodeOptions: { amount: 10, length: 10 },
      }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/two-factor/verify-totp') {
          const code = (ctx.body as { code?: unknown } | undefined)?.code
          const userId = typeof code === 'string' ? await twoFactorUserOf(ctx) : undefined
          if (!userId || typeof code !== 'string') return
          // a code works once: its time-step is claimed before Better Auth accepts it (totp-replay.ts)
          if ((await claimTotpStep(db, ctx.context.secretConfig, userId, code.trim())) === 'reused')
            throw new APIError('UNAUTHORIZED', {
              message: adminMessages.totpCodeUsed,
              code: 'TOTP_CODE_USED',
            })
          return
        }
        if (ctx.path !== '/sign-in/email') return
        const email = emailOf(ctx.body)
        if (!email) return
        // Only staff who are active now may sign in: a revoked operator's password opens nothing.
        const [row] = await db
          .select({ id: operators.id })
          .from(operators)
          .where(and(eq(operators.email, email), eq(operators.status, 'active')))
          .limit(1)
        if (!row)
          throw new APIError('UNAUTHORIZED', {
            message: adminMessages.signInRefused,
            code: 'INVALID_EMAIL_OR_PASSWORD',
          })
        try {
          await limiter.check(SIGN_IN_RULE, email)
        } catch (err) {
          if (err instanceof AppError && err.kind === 'rate_limited')
            throw new APIError('TOO_MANY_REQUESTS', {
              message: adminMessages.tooManySignIns,
              code: 'TOO_MANY_ATTEMPTS',
            })
          throw err
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/email') {
          if (!(ctx.context.returned instanceof APIError))
            await limiter.release(SIGN_IN_RULE, emailOf(ctx.body))
          return
        }
        const action = AUDITED_AUTH_ACTIONS[ctx.path]
        if (!action || ctx.context.returned instanceof APIError) return
        // who: the user a new password returns, else the session the request came with
        const returned = ctx.context.returned as { user?: { email?: string } } | undefined
        const email = returned?.user?.email ?? (await getSessionFromCtx(ctx))?.user.email
        if (!email) return
        const [row] = await db
          .select({ id: operators.id })
          .from(operators)
          .where(eq(operators.email, email.toLowerCase()))
          .limit(1)
        await db.insert(auditLog).values({
          actor: email.toLowerCase(),
          action,
          entityType: 'operator',
          entityId: row?.id ?? email.toLowerCase(),
          // what changed, never the password or the codes themselves
          after:
            action === 'operator.password_change'
              ? {
                  other_sessions_ended:
                    (ctx.body as { revokeOtherSessions?: unknown })?.revokeOtherSessions === true,
                }
              : { recovery_codes: 'replaced' },
          ipAddress: ctx.request?.headers.get('x-forwarded-for') ?? null,
        })
      }),
    },
  })
}

export type OperatorAuth = ReturnType<typeof createOperatorAuth>
