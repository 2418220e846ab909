import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import type { OrderRow } from './repo.ts'
import { courierEvents, orders } from './tables.ts'

// What the courier tells of an order (part of repo.ts, which re-exports it).

export async function findByWaybill(db: Db, waybill: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.courierWaybill, waybill)).limit(1)
  return row
}

export async function recordCourierEvent(
  db: Db,
  event: { orderId: string; waybill: string; status: string },
): Promise<void> {
  await db.insert(courierEvents).values({ ...event, status: event.status.slice(0, 100) })
}

/** The courier's updates of an order, oldest first (its timeline). */
export async function courierEventsOf(db: Db, orderId: string) {
  return (
    db
      .select()
      .from(courierEvents)
      // a return's reverse pickup is shown on the return (decision 056), not as the order's shipment
      .where(and(eq(courierEvents.orderId, orderId), isNull(courierEvents.returnId)))
      .orderBy(asc(courierEvents.receivedAt), asc(courierEvents.id))
  )
}

/** The courier's latest status on the way, written only while the order is shipped; undefined when it is not. */
export async function setCourierStatusWhileShipped(
  db: Db,
  orderId: string,
  status: string,
  at: Date,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ courierStatus: status, updatedAt: at })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'shipped')))
    .returning()
  return row
}
