// The audit log as the owner reads it (GET /audit): filtered by person, area and India days, with each person's
// name, and what the filters can offer (everyone who changed something, every area changed).
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm'
import { indiaDayStart } from '#domain/india-time.ts'
import type { Db } from '#server/db/client.ts'
import { auditLog, operatorUsers } from './tables.ts'

const DAY_MS = 86_400_000

export interface AuditFilters {
  actor?: string
  entityType?: string
  entityId?: string
  /** India days, both counted */
  from?: string
  to?: string
  page: number
  perPage: number
}

export async function readAuditTrail(db: Db, q: AuditFilters) {
  const where: SQL | undefined = and(
    q.actor ? eq(auditLog.actor, q.actor) : undefined,
    q.entityType ? eq(auditLog.entityType, q.entityType) : undefined,
    q.entityId ? eq(auditLog.entityId, q.entityId) : undefined,
    q.from ? gte(auditLog.at, indiaDayStart(q.from)) : undefined,
    q.to ? lt(auditLog.at, new Date(indiaDayStart(q.to).getTime() + DAY_MS)) : undefined,
  )
  const [rows, [total], people, areas] = await Promise.all([
    db
      .select({ entry: auditLog, name: operatorUsers.name })
      .from(auditLog)
      .leftJoin(operatorUsers, eq(operatorUsers.email, auditLog.actor))
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(auditLog).where(where),
    db
      .selectDistinct({ email: auditLog.actor, name: operatorUsers.name })
      .from(auditLog)
      .leftJoin(operatorUsers, eq(operatorUsers.email, auditLog.actor))
      .orderBy(asc(auditLog.actor)),
    db.selectDistinct({ area: auditLog.entityType }).from(auditLog).orderBy(asc(auditLog.entityType)),
  ])
  return {
    rows,
    total: total?.n ?? 0,
    facets: { people, areas: areas.map((a) => a.area) },
  }
}
