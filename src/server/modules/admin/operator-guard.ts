// The back office's guard and audit log: who is calling (a session with its second factor, owner-only routes) and
// the audit line every back-office write records in its own transaction.
import { and, count, desc, eq } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { adminMessages } from '#domain/messages-admin.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import type { OperatorAuth } from './auth.ts'
import type { OperatorRole } from './operators.ts'
import { auditLog, type operators } from './tables.ts'

/** The operator behind a back-office request, set by the guard. */
export interface Operator {
  id: string
  email: string
  name: string
  role: OperatorRole
  twoFactorEnabled: boolean
}

declare module 'fastify' {
  interface FastifyRequest {
    operator?: Operator
  }
  interface FastifyContextConfig {
    /** the route is the owner's alone (staff and settings) */
    ownerOnly?: boolean
    /** reachable before the second factor is set up (only what setting it up needs) */
    beforeSecondFactor?: boolean
  }
}

const SHOPPER_COOKIE = /(?:^|;\s*)(?:__Secure-)?shop\.session_token=/

/** One line of the audit log: who did what to which record, and the record before and after. */
export interface AuditEntry {
  action: string
  entityType: string
  entityId: string | number
  before?: unknown
  after?: unknown
}

export function createOperatorGuard(deps: {
  db: Db
  auth: OperatorAuth
  findOperatorByEmail(email: string): Promise<typeof operators.$inferSelect | undefined>
}) {
  const { db, auth, findOperatorByEmail } = deps
  return {
    /**
     * The guard of every back-office route. No back-office session: 401, or 403 when the caller came with a
     * shopper's token or cookie (a shopper never opens the back office). Then: the account must be on the staff
     * list and active, must have its second factor (except where setting it up needs), and owner-only routes
     * need an owner. A session in use is kept alive (12 hours idle).
     */
    async authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const headers = new Headers()
      if (request.headers.cookie) headers.set('cookie', request.headers.cookie)
      const found = request.headers.cookie
        ? await auth.api.getSession({ headers, returnHeaders: true })
        : { headers: new Headers(), response: null }
      const cookies = found.headers.getSetCookie()
      if (cookies.length > 0) reply.header('set-cookie', cookies)
      const session = found.response
      if (!session) {
        const shopper =
          /^bearer\s/i.test(request.headers.authorization ?? '') ||
          SHOPPER_COOKIE.test(request.headers.cookie ?? '')
        throw shopper
          ? new AppError('forbidden', adminMessages.shopperRefused)
          : new AppError('unauthenticated', adminMessages.signInRequired)
      }
      const row = await findOperatorByEmail(session.user.email.toLowerCase())
      if (row?.status !== 'active' || row.userId !== session.user.id)
        throw new AppError('forbidden', adminMessages.notOperator)
      const twoFactorEnabled = Boolean((session.user as { twoFactorEnabled?: boolean }).twoFactorEnabled)
      const config = request.routeOptions.config
      if (!twoFactorEnabled && !config.beforeSecondFactor)
        throw new AppError('forbidden', adminMessages.secondFactorRequired)
      if (config.ownerOnly && row.role !== 'owner') throw new AppError('forbidden', adminMessages.ownerOnly)
      request.operator = {
        id: row.id,
        email: row.email,
        name: session.user.name,
        role: row.role as OperatorRole,
        twoFactorEnabled,
      }
    },

    /** Writes one audit line in the caller's transaction, so the change and its record stand or fall together. */
    auditor(request: FastifyRequest) {
      const actor = request.operator?.email ?? 'unknown'
      return async (tx: Db, entry: AuditEntry) => {
        await tx.insert(auditLog).values({
          actor,
          action: entry.action,
          entityType: entry.entityType,
          entityId: String(entry.entityId),
          before: entry.before ?? null,
          after: entry.after ?? null,
          ipAddress: request.ip,
        })
      }
    },

    async auditTrail(q: { page: number; perPage: number; entityType?: string; entityId?: string }) {
      const where = and(
        q.entityType ? eq(auditLog.entityType, q.entityType) : undefined,
        q.entityId ? eq(auditLog.entityId, q.entityId) : undefined,
      )
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.id))
          .limit(q.perPage)
          .offset((q.page - 1) * q.perPage),
        db.select({ n: count() }).from(auditLog).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },
  }
}
