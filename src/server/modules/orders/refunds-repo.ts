import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import type { OrderRow, RefundRow } from './repo.ts'
import { orderRefunds, orders, refundRequests } from './tables.ts'

// The order's refunds as rows (part of repo.ts, which re-exports them): decided once per key, claimed, finished.

/** Records a refund the transition decided (once per key: a repeat changes nothing). */
export async function insertRefund(
  tx: Db,
  r: { key: string; orderId: string; paymentId: string; amountPaise: number; reason: string },
): Promise<void> {
  await tx.insert(orderRefunds).values(r).onConflictDoNothing()
}

export async function refundsOfPayment(db: Db, paymentId: string): Promise<RefundRow[]> {
  return db.select().from(orderRefunds).where(eq(orderRefunds.paymentId, paymentId))
}

/**
 * Claims a refund to carry out: only one caller (any process) gets it. A claim older than `staleSeconds` is
 * taken over (its process died between claiming and recording).
 */
export async function claimRefund(db: Db, key: string, staleSeconds: number): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(orderRefunds)
    .set({ status: 'processing', claimedAt: sql`now()`, attempts: sql`${orderRefunds.attempts} + 1` })
    .where(
      and(
        eq(orderRefunds.key, key),
        sql`(${orderRefunds.status} = 'pending' or (${orderRefunds.status} = 'processing'
          and ${orderRefunds.claimedAt} < now() - make_interval(secs => ${staleSeconds})))`,
      ),
    )
    .returning()
  return row
}

export async function finishRefund(db: Db, key: string, providerRefundId: string): Promise<void> {
  await db
    .update(orderRefunds)
    .set({ status: 'processed', providerRefundId, processedAt: sql`now()`, lastError: null })
    .where(eq(orderRefunds.key, key))
}

export async function failRefund(db: Db, key: string, error: string): Promise<void> {
  await db
    .update(orderRefunds)
    .set({ status: 'pending', claimedAt: null, lastError: error.slice(0, 500) })
    .where(and(eq(orderRefunds.key, key), eq(orderRefunds.status, 'processing')))
}

/** Refunds not yet carried out (for reconciliation): pending, or claimed by a process that died. */
export async function openRefundKeys(db: Db, staleSeconds: number, limit = 200): Promise<string[]> {
  const rows = await db
    .select({ key: orderRefunds.key })
    .from(orderRefunds)
    .where(
      sql`${orderRefunds.status} = 'pending' or (${orderRefunds.status} = 'processing'
        and ${orderRefunds.claimedAt} < now() - make_interval(secs => ${staleSeconds}))`,
    )
    .limit(limit)
  return rows.map((r) => r.key)
}

export async function refundKeysOf(db: Db, orderId: string): Promise<string[]> {
  const rows = await db
    .select({ key: orderRefunds.key })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), sql`${orderRefunds.status} <> 'processed'`))
  return rows.map((r) => r.key)
}

/** Cancelled or expired orders that still owe part of a captured payment (data from before the state machine). */
export async function owingOrders(db: Db): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      sql`${orders.status} in ('cancelled', 'expired') and ${orders.capturedPaise} > ${orders.refundedPaise}
        and ${orders.providerPaymentId} is not null`,
    )
    .limit(200)
}

export type RefundRequestRow = typeof refundRequests.$inferSelect

/** A partial refund already carried out for this Idempotency-Key of the order (decision 035), if any. */
export async function findRefundRequest(
  db: Db,
  orderId: string,
  key: string,
): Promise<RefundRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(refundRequests)
    .where(and(eq(refundRequests.orderId, orderId), eq(refundRequests.key, key)))
  return row
}

/** Records a partial refund's key in the refund's own transaction (the key is the order's: one refund per key). */
export async function insertRefundRequest(tx: Db, r: typeof refundRequests.$inferInsert): Promise<void> {
  await tx.insert(refundRequests).values(r)
}
