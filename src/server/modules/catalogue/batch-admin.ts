// Batches in the back office (decision 052): a product's batches and one batch. Its orders (the recall list) and
// the recall mail are the back office's (src/server/modules/admin/batch-recall.ts), which reads the orders.
import { asc, eq, inArray } from 'drizzle-orm'
import type { BatchView } from '#domain/contracts/admin-batches.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import { type BatchRow, indiaToday } from './batches.ts'
import { batches, orderItemBatches, productPacks, products } from './tables.ts'

export function createBatchAdmin(deps: { db: Db }) {
  const { db } = deps

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

    /**
     * The batches each order's packs were allocated from (first expiry first out, decision 052): by order, then
     * pack, each lot with its units, earliest best-before first; for the packing slip.
     */
    async lotsOfOrders(
      orderIds: string[],
    ): Promise<Map<string, Map<number, { lot: string; quantity: number }[]>>> {
      const out = new Map<string, Map<number, { lot: string; quantity: number }[]>>()
      if (orderIds.length === 0) return out
      const rows = await db
        .select({
          orderId: orderItemBatches.orderId,
          packId: orderItemBatches.packId,
          lot: batches.lot,
          quantity: orderItemBatches.quantity,
        })
        .from(orderItemBatches)
        .innerJoin(batches, eq(batches.id, orderItemBatches.batchId))
        .where(inArray(orderItemBatches.orderId, orderIds))
        .orderBy(asc(batches.bestBefore), asc(batches.id))
      for (const r of rows) {
        const byPack = out.get(r.orderId) ?? new Map()
        byPack.set(r.packId, [...(byPack.get(r.packId) ?? []), { lot: r.lot, quantity: r.quantity }])
        out.set(r.orderId, byPack)
      }
      return out
    },

    /** One batch (404 when there is none). */
    getBatch(id: number): Promise<BatchView> {
      return findBatch(id)
    },
  }
}
