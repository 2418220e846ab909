// Batches in the back office (decision 052): a product's batches, a batch with every order that received it (the
// recall list, on screen and as CSV), the recall mail to those shoppers through the outbox (one per shopper, once),
// and the sweep that writes off expired batches.
import { asc, eq, sql } from 'drizzle-orm'
import type { BatchOrderView, BatchView } from '#domain/contracts/admin-batches.ts'
import { toCsv } from '#domain/csv.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import { users } from '../identity/tables.ts'
import type { Notify } from '../notifications/service.ts'
import { orders } from '../orders/tables.ts'
import type { Audit } from './admin-fields.ts'
import { type BatchRow, indiaToday } from './batches.ts'
import type { CatalogueService } from './service.ts'
import { indiaTime } from './stock-take.ts'
import { batches, orderItemBatches, productPacks, products } from './tables.ts'

/** The recall list's CSV columns, one entry per column. */
const RECALL_CSV: { header: string; cell(o: BatchOrderView): string | number }[] = [
  { header: 'order_id', cell: (o) => o.order_id },
  { header: 'placed_at_india_time', cell: (o) => indiaTime(new Date(o.placed_at)) },
  { header: 'status', cell: (o) => o.status },
  { header: 'quantity', cell: (o) => o.quantity },
  { header: 'customer_name', cell: (o) => o.customer_name },
  { header: 'email', cell: (o) => o.email },
  { header: 'phone', cell: (o) => o.phone },
  { header: 'city', cell: (o) => o.city },
  { header: 'recall_mailed', cell: (o) => (o.recall_mailed ? 'yes' : 'no') },
]

/** The outbox key of a batch's recall mail to one shopper: the same batch and address is one mail, ever. */
export const recallKey = (batchId: number, email: string) =>
  `batch:${batchId}:recall:${email.trim().toLowerCase()}`

export function createBatchAdmin(deps: { db: Db; catalogue: CatalogueService; notify?: Notify }) {
  const { db, catalogue } = deps

  function toView(b: BatchRow, p: { name: string; sku: string; size: string }, today: string): BatchView {
    return {
      id: b.id,
      product_id: b.productId,
      product_name: p.name,
      sku: p.sku,
      size: p.size,
      lot: b.lot,
      packed_on: b.packedOn,
      best_before: b.bestBefore,
      source_kind: b.sourceKind === 'farmer_group' ? 'farmer_group' : 'self_help_group',
      source_name: b.sourceName,
      source_village: b.sourceVillage,
      source_district: b.sourceDistrict,
      source_state: b.sourceState,
      process: b.process,
      received: b.received,
      remaining: b.remaining,
      received_by: b.receivedBy,
      received_at: b.receivedAt.toISOString(),
      expired: b.bestBefore < today,
    }
  }

  const withPack = {
    b: batches,
    name: products.name,
    sku: productPacks.sku,
    size: productPacks.size,
  }

  async function ordersOf(id: number): Promise<BatchOrderView[]> {
    const rows = await db
      .select({
        orderId: orders.id,
        status: orders.status,
        at: orders.createdAt,
        quantity: orderItemBatches.quantity,
        address: orders.shippingAddress,
        name: users.name,
        email: users.email,
        mailed: sql<boolean>`exists (select 1 from notifications n where n.dedupe_key = 'batch:' || ${id}::int || ':recall:' || lower(${users.email}))`,
      })
      .from(orderItemBatches)
      .innerJoin(orders, eq(orders.id, orderItemBatches.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orderItemBatches.batchId, id))
      .orderBy(asc(orders.createdAt), asc(orders.id))
    return rows.map((r) => ({
      order_id: r.orderId,
      status: r.status,
      placed_at: r.at.toISOString(),
      quantity: r.quantity,
      customer_name: `${r.address.first_name} ${r.address.last_name}`.trim() || r.name,
      email: r.email,
      phone: r.address.mobile,
      city: r.address.city,
      recall_mailed: Boolean(r.mailed),
    }))
  }

  async function findBatch(id: number) {
    const [row] = await db
      .select(withPack)
      .from(batches)
      .innerJoin(productPacks, eq(productPacks.id, batches.packId))
      .innerJoin(products, eq(products.id, batches.productId))
      .where(eq(batches.id, id))
    if (!row) throw new AppError('not_found', adminMessages.batchNotFound)
    return toView(row.b, row, indiaToday())
  }

  return {
    /** A product's batches, by pack, first expiry first (the order sales take them in). */
    async listBatches(productId: number): Promise<BatchView[]> {
      const today = indiaToday()
      const rows = await db
        .select(withPack)
        .from(batches)
        .innerJoin(productPacks, eq(productPacks.id, batches.packId))
        .innerJoin(products, eq(products.id, batches.productId))
        .where(eq(batches.productId, productId))
        .orderBy(asc(productPacks.position), asc(batches.bestBefore), asc(batches.id))
      return rows.map((r) => toView(r.b, r, today))
    },

    /** A batch with every order holding units of it (the recall list). */
    async getBatch(id: number) {
      return { ...(await findBatch(id)), orders: await ordersOf(id) }
    },

    /** The recall list as CSV (the shop's CSV helper: no cell a spreadsheet runs). */
    async batchOrdersCsv(id: number): Promise<{ csv: string; lot: string }> {
      const batch = await findBatch(id)
      const rows = await ordersOf(id)
      return {
        lot: batch.lot,
        csv: toCsv(
          RECALL_CSV.map((c) => c.header),
          rows.map((o) => RECALL_CSV.map((c) => c.cell(o))),
        ),
      }
    },

    /**
     * Mails every shopper who received the batch, one mail per address through the outbox (decision 024), keyed
     * by batch and address: a second click, or the same click on another process, adds none.
     */
    async recallBatch(id: number, message: string, audit: Audit) {
      const batch = await findBatch(id)
      const list = await ordersOf(id)
      const byEmail = new Map<string, BatchOrderView[]>()
      for (const o of list)
        byEmail.set(o.email.toLowerCase(), [...(byEmail.get(o.email.toLowerCase()) ?? []), o])
      const queued = await db.transaction(async (tx) => {
        const n = deps.notify
          ? await deps.notify(
              tx,
              [...byEmail].map(([email, held]) => ({
                to: held[0]!.email,
                dedupeKey: recallKey(id, email),
                orderId: held[0]!.order_id,
                payload: {
                  kind: 'batch_recall' as const,
                  productId: batch.product_id,
                  productName: batch.product_name,
                  size: batch.size,
                  lot: batch.lot,
                  bestBefore: batch.best_before,
                  orders: held.map((o) => o.order_id),
                  message,
                },
              })),
            )
          : 0
        await audit(tx, {
          action: 'batch.recall',
          entityType: 'batch',
          entityId: id,
          before: null,
          after: { lot: batch.lot, sku: batch.sku, shoppers: byEmail.size, queued: n, message },
        })
        return n
      })
      return { queued, shoppers: byEmail.size }
    },
  }
}
