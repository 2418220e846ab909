// Coupons as staff manage them (back office). The cart module owns the coupons table.
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { AdminCoupon } from '#domain/contracts/admin-coupons.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import { paiseToRupees, rupeesToPaise } from '#domain/money.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import { users } from '../identity/tables.ts'
import { orders } from '../orders/tables.ts'
import { couponRedemptions, coupons } from './tables.ts'

type Audit = (
  tx: Db,
  entry: { action: string; entityType: string; entityId: string | number; before?: unknown; after?: unknown },
) => Promise<void>
type CouponRow = typeof coupons.$inferSelect

export interface CouponInput {
  label?: string
  kind?: 'percent' | 'flat'
  value?: number
  starts_at?: string | null
  ends_at?: string | null
  min_order?: number
  per_user_limit?: number | null
  total_limit?: number | null
  active?: boolean
  featured?: boolean
}

export function toAdminCoupon(row: CouponRow): AdminCoupon {
  return {
    code: row.code,
    label: row.label,
    kind: row.kind as 'percent' | 'flat',
    value: row.kind === 'flat' ? paiseToRupees(row.value) : row.value,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    min_order: paiseToRupees(row.minOrderPaise),
    per_user_limit: row.perUserLimit,
    total_limit: row.totalLimit,
    used_count: row.usedCount,
    active: row.active,
    featured: row.featured,
    version: row.version,
  }
}

function toColumns(input: CouponInput, kind: string): Partial<typeof coupons.$inferInsert> {
  const out: Partial<typeof coupons.$inferInsert> = {}
  if (input.label !== undefined) out.label = input.label
  if (input.kind !== undefined) out.kind = input.kind
  if (input.value !== undefined) {
    if (kind === 'percent' && !Number.isInteger(input.value))
      throw new AppError('bad_request', adminMessages.percentWhole)
    out.value = kind === 'flat' ? rupeesToPaise(input.value) : input.value
  }
  if (input.starts_at !== undefined) out.startsAt = input.starts_at ? new Date(input.starts_at) : null
  if (input.ends_at !== undefined) out.endsAt = input.ends_at ? new Date(input.ends_at) : null
  if (input.min_order !== undefined) out.minOrderPaise = rupeesToPaise(input.min_order)
  if (input.per_user_limit !== undefined) out.perUserLimit = input.per_user_limit
  if (input.total_limit !== undefined) out.totalLimit = input.total_limit
  if (input.active !== undefined) out.active = input.active
  if (input.featured !== undefined) out.featured = input.featured
  return out
}

export type CouponAdmin = ReturnType<typeof createCouponAdmin>

export function createCouponAdmin(db: Db) {
  return {
    async list(): Promise<AdminCoupon[]> {
      const rows = await db.select().from(coupons).orderBy(desc(coupons.active), asc(coupons.code))
      return rows.map(toAdminCoupon)
    },

    async get(code: string) {
      const [row] = await db.select().from(coupons).where(eq(coupons.code, code.toUpperCase())).limit(1)
      if (!row) throw new AppError('not_found', adminMessages.couponNotFound)
      const used = await db
        .select({
          orderId: couponRedemptions.orderId,
          at: couponRedemptions.createdAt,
          discountPaise: orders.discountPaise,
          email: users.email,
        })
        .from(couponRedemptions)
        .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
        .leftJoin(users, eq(users.id, orders.userId))
        .where(eq(couponRedemptions.couponCode, row.code))
        .orderBy(desc(couponRedemptions.createdAt))
        .limit(200)
      return {
        coupon: toAdminCoupon(row),
        orders: used.map((u) => ({
          order_id: u.orderId,
          email: u.email ?? '',
          discount: paiseToRupees(u.discountPaise),
          at: u.at.toISOString(),
        })),
      }
    },

    async create(
      input: CouponInput & { code: string; label: string; kind: 'percent' | 'flat'; value: number },
      audit: Audit,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(coupons)
          .values({
            ...toColumns(input, input.kind),
            code: input.code,
            label: input.label,
            kind: input.kind,
            value: toColumns(input, input.kind).value!,
          })
          .onConflictDoNothing()
          .returning()
        if (!row) throw new AppError('conflict', adminMessages.couponCodeTaken)
        await audit(tx, {
          action: 'coupon.create',
          entityType: 'coupon',
          entityId: row.code,
          before: null,
          after: toAdminCoupon(row),
        })
        return toAdminCoupon(row)
      })
    },

    /** Edits or pauses (active: false) a coupon under its row lock; carts applying it meanwhile see one or the other. */
    /**
     * Changes a coupon saved from `version` (decision 040): when someone saved it since, nothing changes and the
     * coupon as it is now comes back as `current`.
     */
    async update(
      code: string,
      input: CouponInput,
      version: number,
      audit: Audit,
    ): Promise<{ saved: true; coupon: AdminCoupon } | { saved: false; current: AdminCoupon }> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(coupons)
          .where(eq(coupons.code, code.toUpperCase()))
          .limit(1)
          .for('update')
        if (!before) throw new AppError('not_found', adminMessages.couponNotFound)
        if (before.version !== version) return { saved: false as const, current: toAdminCoupon(before) }
        const kind = input.kind ?? before.kind
        if (input.kind && input.kind !== before.kind && input.value === undefined)
          throw new AppError('bad_request', adminMessages.couponValueWithKind)
        const columns = toColumns(input, kind)
        if (kind === 'percent' && (columns.value ?? before.value) > 100)
          throw new AppError('bad_request', adminMessages.percentAtMost100)
        const startsAt = columns.startsAt === undefined ? before.startsAt : columns.startsAt
        const endsAt = columns.endsAt === undefined ? before.endsAt : columns.endsAt
        if (startsAt && endsAt && startsAt >= endsAt)
          throw new AppError('bad_request', adminMessages.endAfterStart)
        // one statement names the version it replaces and raises it (decision 040)
        const [after] = await tx
          .update(coupons)
          .set({ ...columns, version: sql`${coupons.version} + 1` })
          .where(and(eq(coupons.code, before.code), eq(coupons.version, version)))
          .returning()
        if (!after) return { saved: false as const, current: toAdminCoupon(before) }
        const paused = input.active === false && before.active
        const resumed = input.active === true && !before.active
        await audit(tx, {
          action: paused ? 'coupon.pause' : resumed ? 'coupon.resume' : 'coupon.update',
          entityType: 'coupon',
          entityId: before.code,
          before: toAdminCoupon(before),
          after: toAdminCoupon(after),
        })
        return { saved: true as const, coupon: toAdminCoupon(after) }
      })
    },
  }
}
