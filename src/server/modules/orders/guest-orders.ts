import { and, desc, eq, inArray, ne } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import type { OrderCore } from './core.ts'
import { orders, returns } from './tables.ts'

/** What guest checkout (decision 057) asks of orders: a guest's placed orders, whose an order is, attaching. */
export function createGuestOrders(core: OrderCore) {
  const { db } = core
  return {
    /** The orders a guest placed (paid, for cash, or since closed), newest first; an unpaid open one is not. */
    async placedOrdersOf(userId: string) {
      return db
        .select({
          id: orders.id,
          status: orders.status,
          totalPaise: orders.totalPaise,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(and(eq(orders.userId, userId), ne(orders.status, 'pending')))
        .orderBy(desc(orders.createdAt))
    },

    /** The user an order is of now, if it exists. */
    async ownerOf(orderId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: orders.userId })
        .from(orders)
        .where(eq(orders.id, orderId))
        .limit(1)
      return row?.userId
    },

    /**
     * Moves the placed orders of the guests `from` (and their returns) to the account `to`, in the caller's
     * transaction (the one that claimed the guests). An unpaid open order stays: an account holds one open order.
     */
    async attachOrders(tx: Db, from: string[], to: string): Promise<string[]> {
      if (from.length === 0) return []
      const moved = await tx
        .update(orders)
        .set({ userId: to })
        .where(and(inArray(orders.userId, from), ne(orders.status, 'pending')))
        .returning({ id: orders.id })
      const ids = moved.map((m) => m.id)
      if (ids.length > 0) await tx.update(returns).set({ userId: to }).where(inArray(returns.orderId, ids))
      return ids.sort()
    },
  }
}
