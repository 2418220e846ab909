import { and, eq, gt, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { messages } from '#domain/messages.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import type { Mailer } from '#server/integrations/mail.ts'
import type { SmsAdapter } from '#server/integrations/msg91.ts'
import { createAuth, TOKEN_AUDIENCE } from './auth.ts'
import type { AuthLog } from './auth-setup.ts'
import { createSessionCheck } from './session-check.ts'
import { guests, sessions, users } from './tables.ts'
import { createTokenVerifier, readBearer, type TokenUser } from './tokens.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** set by IdentityService.authenticate on signed-in routes */
    user?: TokenUser
  }
}

/** The signed-in user of a route guarded by `authenticate`. */
export function userIdOf(request: FastifyRequest): string {
  if (!request.user) throw new AppError('unauthenticated', messages.http.unauthenticated)
  return request.user.id
}

/** How long a process trusts its memory that a session lasts, should a sessions_ended notification be lost. */
const SESSION_CHECK_TTL_MS = 30_000

export type IdentityService = ReturnType<typeof createIdentityService>

// Arbitrary constant: serialises making the token signing key when several processes start at once.
const SIGNING_KEY_LOCK_ID = 7_246_002

export function createIdentityService(opts: {
  db: Db
  config: Config
  mailer: Mailer
  /** the SMS gateway for sign-in codes (decision 055); none: no sign-in by mobile */
  sms?: SmsAdapter
  /** a mobile read back by code: the profile's phone when it has none (decision 055) */
  onMobileVerified?: (userId: string, mobile: string) => Promise<void>
  /** on PostgreSQL several processes may start at once: the signing key is made under a lock */
  databaseKind?: 'pglite' | 'postgres'
  /** where Better Auth's own log lines go */
  log?: AuthLog
}) {
  const sessionCheck = createSessionCheck({
    ttlMs: SESSION_CHECK_TTL_MS,
    async lookup(sessionId) {
      const rows = await opts.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`)))
        .limit(1)
      return rows.length > 0
    },
  })
  const auth = createAuth({ ...opts, onSessionsEnded: () => sessionCheck.forget() })
  const verifyToken = createTokenVerifier({
    loadJwks: async () => (await auth.api.getJwks()) as never,
    issuer: opts.config.publicUrl.replace(/\/$/, ''),
    audience: TOKEN_AUDIENCE,
    isSessionActive: (sessionId) => sessionCheck.isActive(sessionId),
  })

  return {
    auth,
    verifyToken,

    /**
     * Some session ended (this process or another: the sessions_ended notification, sent by the database
     * whenever a session row is deleted): id tokens are checked against the database again.
     */
    sessionsEnded(): void {
      sessionCheck.forget()
    },

    /** Ends one session (the one a bearer token was issued from): its tokens are refused from now on. */
    async endSession(sessionId: string): Promise<void> {
      await opts.db.delete(sessions).where(eq(sessions.id, sessionId))
      sessionCheck.forget()
    },

    /**
     * Makes the token signing key if there is none yet (Better Auth would on the first token). Called at start,
     * under a lock when processes share a database, so they all sign and verify with the same one key.
     */
    async ensureSigningKey(): Promise<void> {
      if (opts.databaseKind !== 'postgres') {
        await auth.api.getJwks()
        return
      }
      await opts.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SIGNING_KEY_LOCK_ID})`)
        await auth.api.getJwks()
      })
    },

    /** The signed-in user of a shop API call, from `Authorization: Bearer <id token>`; 401 or 419 otherwise. */
    async requireUser(request: FastifyRequest): Promise<TokenUser> {
      const token = readBearer(request.headers.authorization)
      if (!token) throw new AppError('unauthenticated', messages.http.unauthenticated)
      return verifyToken(token)
    },

    /** onRequest hook of signed-in routes: runs before body validation, so anonymous callers get 401 first. */
    async authenticate(request: FastifyRequest): Promise<void> {
      const token = readBearer(request.headers.authorization)
      if (!token) throw new AppError('unauthenticated', messages.http.unauthenticated)
      request.user = await verifyToken(token)
    },

    /** The user when a valid token is present; anonymous (undefined) when there is none or it is not valid. */
    async optionalUser(request: FastifyRequest): Promise<TokenUser | undefined> {
      const token = readBearer(request.headers.authorization)
      if (!token) return undefined
      return verifyToken(token).catch(() => undefined)
    },

    /**
     * For resources a browser loads by itself (an <img> sends no bearer token): the bearer user, else the
     * user of the session cookie.
     */
    async requireUserOrSession(request: FastifyRequest): Promise<{ id: string }> {
      const token = readBearer(request.headers.authorization)
      if (token) return verifyToken(token)
      const headers = new Headers()
      if (request.headers.cookie) headers.set('cookie', request.headers.cookie)
      const session = request.headers.cookie ? await auth.api.getSession({ headers }) : null
      if (!session) throw new AppError('unauthenticated', messages.http.unauthenticated)
      return { id: session.user.id }
    },

    /** docs/product.md, Entities: "Auth user (local copy)". */
    async describeUser(id: string) {
      const [row] = await opts.db.select().from(users).where(eq(users.id, id)).limit(1)
      if (!row) throw new AppError('unauthenticated', messages.http.unauthenticated)
      const [lastSession] = await opts.db.query.sessions.findMany({
        where: (s, { eq: is }) => is(s.userId, id),
        orderBy: (s, { desc }) => [desc(s.createdAt)],
        limit: 1,
      })
      return {
        uid: row.id,
        email: row.email,
        displayName: row.name,
        emailVerified: row.emailVerified,
        photoURL: row.image,
        createdAt: row.createdAt.toISOString(),
        lastLoginAt: (lastSession?.createdAt ?? row.updatedAt).toISOString(),
      }
    },

    /**
     * `db`: the caller's transaction, when it asks from inside one (a notice written with an order's change). A
     * guest's email is the one given at checkout (decision 057).
     */
    async getUserName(id: string, db: Db = opts.db): Promise<{ name: string; email: string } | undefined> {
      const [row] = await db
        .select({ name: users.name, email: sql<string>`coalesce(${guests.email}, ${users.email})` })
        .from(users)
        .leftJoin(guests, eq(guests.userId, users.id))
        .where(eq(users.id, id))
        .limit(1)
      return row
    },
  }
}
