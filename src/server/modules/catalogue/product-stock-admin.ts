// What staff change in a product's stock (adjustments with a reason, the history) and its gallery of pictures.
import { and, desc, eq, sql } from 'drizzle-orm'
import type { BatchInput } from '#domain/contracts/admin-batches.ts'
import type { AdminProduct } from '#domain/contracts/admin-catalogue.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import type { Storage } from '#server/integrations/storage.ts'
import { type Audit, toMovement } from './admin-fields.ts'
import { indiaToday, putBack, takeOut } from './batches.ts'
import { deletePicture, readPicture, storePicture } from './pictures.ts'
import type { ProductRow } from './repo.ts'
import type { CatalogueService } from './service.ts'
import { batches, productImages, productPacks, products, stockMovements } from './tables.ts'

export const MAX_PRODUCT_IMAGES = 5

export function createProductStockAdmin(deps: {
  db: Db
  catalogue: CatalogueService
  storage: Storage
  /** the product as staff see it (404 when unknown) */
  get(id: number): Promise<AdminProduct>
  lockProduct(tx: Db, id: number): Promise<ProductRow>
  deleteMediaFiles(url: string): Promise<unknown>
}) {
  const { db, catalogue, storage, get, lockProduct, deleteMediaFiles } = deps
  return {
    /**
     * Staff add or take away stock with a reason (received, damaged, correction): one conditional update that
     * never goes below zero, whatever orders take at the same moment; kept in the stock history and the audit log.
     */
    async adjustStock(
      id: number,
      input: { change: number; reason: string; note: string; sku?: string; batch?: BatchInput; lot?: string },
      actor: string,
      audit: Audit,
    ) {
      if (input.batch && (input.change <= 0 || input.reason !== 'received'))
        throw new AppError('bad_request', adminMessages.batchOnlyReceived)
      if (input.lot && input.change > 0) throw new AppError('bad_request', adminMessages.lotOnlyDecrease)
      if (input.batch && input.batch.best_before < indiaToday())
        throw new AppError('bad_request', adminMessages.batchAlreadyExpired)
      const movement = await db.transaction(async (tx) => {
        // The product's row first, then the pack's: the order every stock writer locks them in (decision 041).
        const product = await lockProduct(tx, id)
        const which = input.sku ? eq(productPacks.sku, input.sku) : eq(productPacks.position, 0)
        const [pack] = await tx
          .select()
          .from(productPacks)
          .where(and(eq(productPacks.productId, id), which))
          .for('update')
        if (!pack) throw new AppError('bad_request', adminMessages.unknownSku(input.sku ?? ''))
        if (pack.stock + input.change < 0) throw new AppError('conflict', adminMessages.stockWouldGoNegative)
        // The batch named or received: its pack's lock (held) is every batch writer's, so these checks hold.
        const [named] = input.lot
          ? await tx
              .select()
              .from(batches)
              .where(and(eq(batches.packId, pack.id), eq(batches.lot, input.lot)))
          : []
        if (input.lot && !named)
          throw new AppError('bad_request', adminMessages.unknownLot(input.lot, pack.sku))
        if (named && named.remaining < -input.change)
          throw new AppError('conflict', adminMessages.lotHasOnly(named.lot, named.remaining))
        if (input.batch) {
          const [dup] = await tx
            .select({ id: batches.id })
            .from(batches)
            .where(and(eq(batches.packId, pack.id), eq(batches.lot, input.batch.lot)))
          if (dup) throw new AppError('bad_request', adminMessages.duplicateLot(input.batch.lot, pack.sku))
        }
        const [after] = await tx
          .update(productPacks)
          .set({ stock: sql`${productPacks.stock} + ${input.change}` })
          .where(eq(productPacks.id, pack.id))
          .returning()
        await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, product.id))
        const m = {
          productId: id,
          packId: pack.id,
          stockBefore: pack.stock,
          reason: input.reason,
          note: input.note,
          actor,
        }
        let received: { id: number; lot: string } | undefined
        if (input.batch) {
          const b = input.batch
          ;[received] = await tx
            .insert(batches)
            .values({
              productId: id,
              packId: pack.id,
              lot: b.lot,
              packedOn: b.packed_on,
              bestBefore: b.best_before,
              sourceKind: b.source_kind,
              sourceName: b.source_name,
              sourceVillage: b.source_village,
              sourceDistrict: b.source_district,
              sourceState: b.source_state,
              process: b.process,
              received: input.change,
              // raised to the units received by their ledger row, just below
              remaining: 0,
              receivedBy: actor,
            })
            .returning({ id: batches.id, lot: batches.lot })
          await putBack(tx, m, [{ batchId: received!.id, quantity: input.change }])
        } else if (input.change > 0) await putBack(tx, m, [{ batchId: null, quantity: input.change }])
        else
          await takeOut(tx, {
            ...m,
            quantity: -input.change,
            prefer: named ? [named.id] : 'unbatched',
          })
        const [row] = await tx
          .select()
          .from(stockMovements)
          .where(eq(stockMovements.packId, pack.id))
          .orderBy(desc(stockMovements.id))
          .limit(1)
        await audit(tx, {
          action: 'product.stock',
          entityType: 'product',
          entityId: id,
          before: { sku: pack.sku, stock: pack.stock },
          after: {
            sku: pack.sku,
            stock: after!.stock,
            reason: input.reason,
            note: input.note,
            ...(received ? { batch: { ...input.batch, received: input.change } } : {}),
            ...(named ? { lot: named.lot } : {}),
          },
        })
        return { row: row!, sku: pack.sku, lot: received?.lot ?? named?.lot ?? null }
      })
      if (input.change > 0) catalogue.stockMayHaveReturned()
      catalogue.notifyChanged()
      return { ...toMovement(movement.row, movement.sku), change: input.change, lot: movement.lot }
    },

    /**
     * A new picture, last in the gallery (the first is the card's): re-encoded by sharp (metadata dropped, turned
     * upright) to WebP and AVIF at the storefront's sizes, stored through the shop's storage (disk or bucket).
     */
    async addImage(id: number, upload: Buffer, audit: Audit): Promise<AdminProduct> {
      await get(id)
      const url = await storePicture(storage, 'products', id, upload)
      try {
        await db.transaction(async (tx) => {
          await lockProduct(tx, id)
          const images = await tx.select().from(productImages).where(eq(productImages.productId, id))
          if (images.length >= MAX_PRODUCT_IMAGES) throw new AppError('conflict', adminMessages.tooManyImages)
          await tx.insert(productImages).values({ productId: id, position: images.length, url })
          await audit(tx, {
            action: 'product.image.add',
            entityType: 'product',
            entityId: id,
            before: { images: images.sort((a, b) => a.position - b.position).map((i) => i.url) },
            after: { added: url },
          })
        })
      } catch (err) {
        await deletePicture(storage, 'products', url)
        throw err
      }
      catalogue.notifyChanged()
      return get(id)
    },

    /** Takes a picture out of the gallery (the rest move up) and removes its files. */
    async removeImage(id: number, position: number, audit: Audit): Promise<AdminProduct> {
      const removed = await db.transaction(async (tx) => {
        await lockProduct(tx, id)
        const images = (await tx.select().from(productImages).where(eq(productImages.productId, id))).sort(
          (a, b) => a.position - b.position,
        )
        const gone = images.find((i) => i.position === position)
        if (!gone) throw new AppError('not_found', adminMessages.imageNotFound)
        await tx.delete(productImages).where(eq(productImages.productId, id))
        const kept = images.filter((i) => i !== gone)
        if (kept.length > 0)
          await tx
            .insert(productImages)
            .values(kept.map((img, i) => ({ productId: id, position: i, url: img.url })))
        await audit(tx, {
          action: 'product.image.remove',
          entityType: 'product',
          entityId: id,
          before: { images: images.map((i) => i.url) },
          after: { images: kept.map((i) => i.url) },
        })
        return gone.url
      })
      catalogue.notifyChanged()
      await deleteMediaFiles(removed)
      return get(id)
    },

    /** An uploaded picture, for GET /media/products/{file}; undefined for anything else. */
    async readMedia(file: string): Promise<{ body: Buffer; contentType: string } | undefined> {
      return readPicture(storage, 'products', file)
    },

    async stockHistory(id: number, limit = 100) {
      const rows = await db
        .select({ row: stockMovements, sku: productPacks.sku, lot: batches.lot })
        .from(stockMovements)
        .leftJoin(productPacks, eq(productPacks.id, stockMovements.packId))
        .leftJoin(batches, eq(batches.id, stockMovements.batchId))
        .where(eq(stockMovements.productId, id))
        .orderBy(desc(stockMovements.id))
        .limit(limit)
      return rows.map((r) => toMovement(r.row, r.sku, r.lot))
    },
  }
}
