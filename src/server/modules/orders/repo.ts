import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm'
import { type OrderSort, STATUS_WEIGHT } from '#domain/orders.ts'
import type { Db } from '#server/db/client.ts'
import { orderItems, orderProviderOrders, type orderRefunds, orders } from './tables.ts'

export type OrderRow = typeof orders.$inferSelect
export type OrderInsert = typeof orders.$inferInsert
export type ItemRow = typeof orderItems.$inferSelect
export type ItemInsert = typeof orderItems.$inferInsert
export type RefundRow = typeof orderRefunds.$inferSelect

export * from './courier-repo.ts'
export * from './refunds-repo.ts'

export async function findById(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1)
  return row
}

export async function findOwn(db: Db, userId: string, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1)
  return row
}

/** The order's row lock, taken before anything about it is decided. */
export async function lock(tx: Db, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1).for('update')
  return row
}

/**
 * Locks the shopper's open order, if there is one. Two first placements at once both find none and both insert:
 * the unique index on open orders refuses the second (`isSecondOpenOrder`), which then tries again and finds the
 * first. A shopper has at most one open order, whatever arrives at once.
 */
export async function lockOpenOf(
  tx: Db,
  userId: string,
): Promise<
  | (OrderRow & {
      lines: { productId: number; packId: number; quantity: number; unitPricePaise: number }[]
    })
  | undefined
> {
  const [row] = await tx
    .select({
      order: orders,
      lines: sql<{ productId: number; packId: number; quantity: number; unitPricePaise: number }[]>`coalesce((
        select json_agg(json_build_object('productId', product_id, 'packId', pack_id, 'quantity', quantity,
          'unitPricePaise', unit_price_paise) order by product_id, pack_id)
        from ${orderItems} where order_id = ${orders.id}), '[]'::json)`,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending')))
    .limit(1)
    .for('update', { of: orders })
  return row && { ...row.order, lines: row.lines }
}

/** The unique index on open orders refused a second one (a concurrent first placement won). */
export function isSecondOpenOrder(err: unknown): boolean {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as never
  )
    if (e.code === '23505' && e.constraint === 'orders_one_open_per_user') return true
  return false
}

export async function openOf(db: Db, userId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending')))
    .limit(1)
  return row
}

export async function remove(tx: Db, orderId: string): Promise<void> {
  await tx.delete(orders).where(eq(orders.id, orderId))
}

/** The order a provider order was made for (the current one or one replaced since). */
export async function findByProviderOrder(db: Db, providerOrderId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select({ order: orders })
    .from(orderProviderOrders)
    .innerJoin(orders, eq(orders.id, orderProviderOrders.orderId))
    .where(eq(orderProviderOrders.providerOrderId, providerOrderId))
    .limit(1)
  return row?.order
}

export async function itemsOf(db: Db, orderId: string): Promise<ItemRow[]> {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId), asc(orderItems.packId))
}

/** The lines of several orders, by order. */
export async function itemsOfOrders(db: Db, orderIds: string[]): Promise<Map<string, ItemRow[]>> {
  const byOrder = new Map<string, ItemRow[]>()
  if (orderIds.length === 0) return byOrder
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.productId), asc(orderItems.packId))
  for (const r of rows) byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), r])
  return byOrder
}

/**
 * Orders whose invoice is dated in [from, to): cash on delivery is invoiced when shipped, online payments when
 * paid (the invoice's date, as the orders service gives it). Oldest invoice number first.
 */
export async function invoicedBetween(db: Db, from: Date, to: Date): Promise<OrderRow[]> {
  const invoiceDate = sql`coalesce(case when ${orders.paymentMethod} = 'cod' then ${orders.shippedAt} else ${orders.paidAt} end, ${orders.createdAt})`
  return db
    .select()
    .from(orders)
    .where(
      sql`${orders.invoiceNumber} is not null and ${invoiceDate} >= ${from.toISOString()} and ${invoiceDate} < ${to.toISOString()}`,
    )
    .orderBy(asc(orders.invoiceNumber))
}

export async function insertOrder(tx: Db, values: OrderInsert): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning()
  return row!
}

export async function update(tx: Db, orderId: string, set: Partial<OrderInsert>): Promise<OrderRow> {
  const [row] = await tx.update(orders).set(set).where(eq(orders.id, orderId)).returning()
  return row!
}

/** Replaces an open order's lines; the lines it had (to give their stock back). */
export async function replaceItems(tx: Db, orderId: string, items: ItemInsert[]): Promise<ItemRow[]> {
  const old = await tx.delete(orderItems).where(eq(orderItems.orderId, orderId)).returning()
  if (items.length > 0) await tx.insert(orderItems).values(items)
  return old
}

export async function insertItems(tx: Db, items: ItemInsert[]): Promise<void> {
  if (items.length > 0) await tx.insert(orderItems).values(items)
}

/**
 * Attaches a provider order to the revision of the open order it was made for, and records it; false when the
 * order changed (or was paid, cancelled or expired) meanwhile, or another placement of the same revision
 * attached one first.
 */
export async function attachProviderOrder(
  db: Db,
  orderId: string,
  revision: number,
  providerOrderId: string,
  amountPaise: number,
): Promise<boolean> {
  const result = (await db.execute(sql`
    with attached as (
      update ${orders} set provider_order_id = ${providerOrderId}, updated_at = now()
      where id = ${orderId} and revision = ${revision} and status = 'pending' and total_paise = ${amountPaise}
        and provider_order_id is null
      returning id
    )
    insert into ${orderProviderOrders} (provider_order_id, order_id, amount_paise)
    select ${providerOrderId}, ${orderId}, ${amountPaise} from attached
    on conflict do nothing
    returning provider_order_id`)) as unknown as { rows: unknown[] }
  return result.rows.length > 0
}

/** Unpaid orders past their reservation, locked (skipping any another process holds). */
export async function lockExpired(tx: Db, now: Date, limit = 200): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lt(orders.reservationExpiresAt, now)))
    .limit(limit)
    .for('update', { skipLocked: true })
}

/**
 * Orders whose money may be somewhere we have not recorded (reconciliation): every provider order of orders
 * that are unpaid, cancelled or expired in the last `days` days.
 */
export async function providerOrdersToReconcile(
  db: Db,
  days: number,
): Promise<{ providerOrderId: string; orderId: string }[]> {
  return db
    .select({ providerOrderId: orderProviderOrders.providerOrderId, orderId: orderProviderOrders.orderId })
    .from(orderProviderOrders)
    .innerJoin(orders, eq(orders.id, orderProviderOrders.orderId))
    .where(
      sql`${orders.capturedPaise} = 0 and ${orders.status} in ('pending', 'cancelled', 'expired')
        and ${orders.updatedAt} > now() - make_interval(days => ${days})`,
    )
    .limit(500)
}

export async function list(db: Db, userId: string, q: { page: number; limit: number; sort: OrderSort }) {
  const where = eq(orders.userId, userId)
  const orderBy =
    q.sort === 'oldest'
      ? [asc(orders.createdAt)]
      : q.sort === 'status'
        ? [
            sql`case ${orders.status} ${sql.join(
              Object.entries(STATUS_WEIGHT).map(([s, w]) => sql`when ${s} then ${w}`),
              sql` `,
            )} else 99 end`,
            desc(orders.createdAt),
          ]
        : [desc(orders.createdAt)]
  const [rows, [total]] = await Promise.all([
    db
      .select({
        order: orders,
        items: sql<number>`(select coalesce(sum(quantity), 0)::int from ${orderItems} where order_id = ${orders.id})`,
      })
      .from(orders)
      .where(where)
      .orderBy(...orderBy)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(orders).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** Whether the shopper has received the product: an order holding it was delivered (a verified review, decision 045). */
export async function hasReceived(db: Db, userId: string, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(eq(orders.userId, userId), eq(orderItems.productId, productId), eq(orders.status, 'delivered')),
    )
    .limit(1)
  return Boolean(row)
}

export async function countByStatus(db: Db): Promise<Record<string, number>> {
  const rows = await db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status)
  return Object.fromEntries(rows.map((r) => [r.status, r.n]))
}

export async function listAll(db: Db, limit: number): Promise<OrderRow[]> {
  return db.select().from(orders).orderBy(desc(orders.createdAt)).limit(limit)
}

/** A shopper's cash-on-delivery record: orders on the way (placed, not delivered or cancelled) and parcels refused. */
/** Whether any of these users has an open (unpaid, pending) order. */
export async function hasOpenOrder(tx: Db, userIds: string[]): Promise<boolean> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.userId, userIds), eq(orders.status, 'pending')))
    .limit(1)
  return row !== undefined
}

export async function codHistory(
  db: Db,
  userIds: string[],
): Promise<{ openCodOrders: number; refusedDeliveries: number }> {
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${orders.status} in ('processing', 'shipped'))`.mapWith(
        Number,
      ),
      refused: sql<number>`count(*) filter (where ${orders.returnedToOriginAt} is not null)`.mapWith(Number),
    })
    .from(orders)
    .where(and(inArray(orders.userId, userIds), eq(orders.paymentMethod, 'cod')))
  return { openCodOrders: row?.open ?? 0, refusedDeliveries: row?.refused ?? 0 }
}
