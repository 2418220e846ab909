// The back office's guard and audit log: who is calling (a session with its second factor), what their role may do
// (each route's declared permission, decision 044; owner-only routes) and the audit line every back-office write
// records in its own transaction.
import { and, count, desc, eq } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import {
  ABOVE_LIMITS_ROLES,
  allows,
  type OperatorRole,
  PERMISSION_NAMES,
  type Permission,
  type RoutePermission,
} from '#domain/admin-permissions.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import { formatPaise } from '#domain/money.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import type { OperatorAuth } from './auth.ts'
import { auditLog, operatorLimits, operatorRoles, type operators } from './tables.ts'

/** The operator behind a back-office request, set by the guard. */
export interface Operator {
  id: string
  email: string
  name: string
  role: OperatorRole
  /** what the role may do, read from the database on this request (decision 044) */
  permissions: Permission[]
  twoFactorEnabled: boolean
}

declare module 'fastify' {
  interface FastifyRequest {
    operator?: Operator
  }
  interface FastifyContextConfig {
    /** the route is the owner's alone whatever the roles' permissions say (roles and limits) */
    ownerOnly?: boolean
    /**
     * what the route needs (decision 044); every back-office route declares one, and a route without is refused to
     * everybody (the role × route test fails on it)
     */
    permission?: RoutePermission
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

  async function permissionsOf(role: OperatorRole): Promise<Permission[]> {
    const [found] = await db.select().from(operatorRoles).where(eq(operatorRoles.role, role)).limit(1)
    return (found?.permissions ?? []).filter((p): p is Permission =>
      PERMISSION_NAMES.includes(p as Permission),
    )
  }

  async function limits() {
    const [row] = await db.select().from(operatorLimits).where(eq(operatorLimits.id, 1)).limit(1)
    return row ?? { maxRefundPaise: 0, maxCouponPercent: 0, maxCouponPaise: 0, version: 0 }
  }

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
      if (config.permission === undefined) throw new AppError('forbidden', adminMessages.noPermissionDeclared)
      const role = row.role as OperatorRole
      // read on every request, so a role the owner changed applies at once in every process
      const permissions = await permissionsOf(role)
      if (!allows(permissions, config.permission))
        throw new AppError('forbidden', adminMessages.notPermitted(role))
      request.operator = {
        id: row.id,
        email: row.email,
        name: session.user.name,
        role,
        permissions,
        twoFactorEnabled,
      }
    },

    permissionsOf,

    /** The owner's limits for roles below manager (decision 044). */
    limits,

    /**
     * What the operator may give (decision 044): read before a refund's or coupon's transaction, checked inside it
     * once the amount is known (a refund by items), so a refused one changes nothing. Owners and managers have no
     * limit.
     */
    async limitsFor(operator: Operator | undefined) {
      const free = !operator || ABOVE_LIMITS_ROLES.includes(operator.role)
      const { maxRefundPaise, maxCouponPercent, maxCouponPaise } = await limits()
      return {
        refund(refundPaise: number): void {
          if (!free && refundPaise > maxRefundPaise)
            throw new AppError('forbidden', adminMessages.refundAboveLimit(formatPaise(maxRefundPaise)))
        },
        /** value: per cent for a percent coupon, rupees for a flat one */
        coupon(coupon: { kind: string; value: number }): void {
          if (free) return
          if (coupon.kind === 'percent' && coupon.value > maxCouponPercent)
            throw new AppError('forbidden', adminMessages.couponAboveLimit(`${maxCouponPercent}%`))
          if (coupon.kind === 'flat' && Math.round(coupon.value * 100) > maxCouponPaise)
            throw new AppError('forbidden', adminMessages.couponAboveLimit(formatPaise(maxCouponPaise)))
        },
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
