// What staff change in the catalogue (back office). The catalogue module owns the products table; the back office
// calls these with an audit callback that writes in the same transaction.
import { and, count, eq, gt, ilike, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import type { AdminProduct } from '#domain/contracts/admin-catalogue.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import { COMING_SOON_STATUS, LOW_STOCK_THRESHOLD } from '#domain/stock.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import type { Storage } from '#server/integrations/storage.ts'
import { orderItems } from '../orders/tables.ts'
import {
  type Audit,
  auditedProduct,
  type ProductInput,
  SORTS,
  slugify,
  toAdminProduct,
  toColumns,
} from './admin-fields.ts'
import { createBatchAdmin } from './batch-admin.ts'
import { createCatalogueCsv } from './catalogue-csv.ts'
import { createCategoryAdmin, resolveCategory } from './categories.ts'
import { createPackAdmin } from './pack-admin.ts'
import { deletePicture } from './pictures.ts'
import { createProductStockAdmin } from './product-stock-admin.ts'
import { createRecipeAdmin } from './recipe-admin.ts'
import { defaultPackId, findImages, type ProductRow } from './repo.ts'
import type { CatalogueService } from './service.ts'
import { createStockTake } from './stock-take.ts'
import { productPacks, products, stockMovements } from './tables.ts'
import { createTranslationAdmin } from './translations.ts'

export type { ProductInput } from './admin-fields.ts'
export type { RecipeInput } from './recipe-admin.ts'

export type CatalogueAdmin = ReturnType<typeof createCatalogueAdmin>

export function createCatalogueAdmin(db: Db, catalogue: CatalogueService, storage: Storage) {
  async function view(rows: ProductRow[]): Promise<AdminProduct[]> {
    const ids = rows.map((r) => r.id)
    const images = await findImages(db, ids)
    const orderedRows =
      ids.length === 0
        ? []
        : await db
            .selectDistinct({ id: orderItems.productId })
            .from(orderItems)
            .where(sql`${orderItems.productId} in ${ids}`)
    const ordered = new Set(orderedRows.map((r) => r.id))
    return rows.map((r) => toAdminProduct(r, images.get(r.id) ?? [], ordered.has(r.id)))
  }

  /** Removes every stored size and format of a product picture the shop stored itself (never a seeded one). */
  const deleteMediaFiles = (url: string) => deletePicture(storage, 'products', url)

  async function lockProduct(tx: Db, id: number): Promise<ProductRow> {
    const [row] = await tx.select().from(products).where(eq(products.id, id)).limit(1).for('update')
    if (!row) throw new AppError('not_found', adminMessages.productNotFound)
    return row
  }

  const core = {
    async list(q: {
      q?: string
      category?: string
      stock_status?: string
      stock?: 'low' | 'out'
      status?: 'active' | 'archived' | 'all'
      sort: string
      page: number
      per_page: number
    }) {
      const term = q.q?.replace(/[%_\\]/g, (c) => `\\${c}`)
      const where = and(
        term
          ? or(
              ilike(products.name, `%${term}%`),
              ilike(products.searchAliases, `%${term}%`),
              sql`${products.id}::text = ${q.q}`,
            )
          : undefined,
        q.category ? sql`lower(${products.category}) = lower(${q.category})` : undefined,
        q.stock_status ? eq(products.stockStatus, q.stock_status) : undefined,
        q.stock === 'low'
          ? and(
              gt(products.stock, 0),
              lt(products.stock, LOW_STOCK_THRESHOLD),
              sql`${products.stockStatus} <> ${COMING_SOON_STATUS}`,
            )
          : undefined,
        q.stock === 'out' ? eq(products.stock, 0) : undefined,
        q.status === 'all'
          ? undefined
          : q.status === 'archived'
            ? isNotNull(products.archivedAt)
            : isNull(products.archivedAt),
      )
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(products)
          .where(where)
          .orderBy(...(SORTS[q.sort] ?? SORTS.name!))
          .limit(q.per_page)
          .offset((q.page - 1) * q.per_page),
        db.select({ n: count() }).from(products).where(where),
      ])
      return { items: await view(rows), total: total?.n ?? 0 }
    },

    async get(id: number): Promise<AdminProduct> {
      const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1)
      if (!row) throw new AppError('not_found', adminMessages.productNotFound)
      return (await view([row]))[0]!
    },

    /**
     * A new product; shoppers see it at once (every process's cache is cleared). Its opening stock, when above
     * zero, is recorded as an 'opening' stock movement in the same transaction (decision 031).
     */
    async create(
      input: ProductInput & {
        name: string
        category: string
        price: number
        actual_price: number
        size: string
        hsn_code: string
        gst_rate: number
        /** the opening stock */
        stock?: number
      },
      actor: string,
      audit: Audit,
    ): Promise<AdminProduct> {
      const opening = input.stock ?? 0
      const base = slugify(input.name)
      const row = await db.transaction(async (tx) => {
        // one of the shop's categories, in its spelling, held until the product is in (decision 051)
        const category = await resolveCategory(tx, input.category)
        // The first free address: beetroot-powder, beetroot-powder-2, …
        const taken = new Set(
          (
            await tx
              .select({ slug: products.slug })
              .from(products)
              .where(or(eq(products.slug, base), ilike(products.slug, `${base}-%`)))
          ).map((r) => r.slug),
        )
        let slug = base
        for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
        const [created] = await tx
          .insert(products)
          .values({
            ...toColumns(input),
            slug,
            name: input.name,
            category,
            pricePaise: input.price,
            actualPricePaise: input.actual_price,
            hsnCode: input.hsn_code,
            gstRateBp: Math.round(input.gst_rate * 100),
            stock: opening,
          })
          .returning()
        if (opening > 0)
          await tx.insert(stockMovements).values({
            productId: created!.id,
            // the default pack, made with the product by the insert (drizzle/0028, decision 041)
            packId: defaultPackId(created!.id),
            change: opening,
            stockAfter: opening,
            reason: 'opening',
            note: '',
            actor,
          })
        await audit(tx, {
          action: 'product.create',
          entityType: 'product',
          entityId: created!.id,
          before: null,
          after: auditedProduct(created!, [], false),
        })
        return created!
      })
      catalogue.notifyChanged()
      return this.get(row.id)
    },

    /**
     * Changes what staff give, under the product's row lock; a price above the MRP is refused whichever changed.
     * Never the stock: that changes only through adjustStock, a relative change recorded as a movement, so a form
     * loaded before a sale or a receipt cannot write its old figure back (decision 031).
     */
    async update(
      id: number,
      input: ProductInput,
      version: number,
      audit: Audit,
    ): Promise<{ saved: true; product: AdminProduct } | { saved: false; current: AdminProduct }> {
      const saved = await db.transaction(async (tx) => {
        // The category first (decision 051: lock order the category, then the product), in the shop's spelling.
        const category = input.category === undefined ? undefined : await resolveCategory(tx, input.category)
        const before = await lockProduct(tx, id)
        // Edited from an older version (decision 040): nothing is saved, the caller answers 409 with the latest.
        if (before.version !== version) return false
        const columns = { ...toColumns(input), ...(category === undefined ? {} : { category }) }
        const price = columns.pricePaise ?? before.pricePaise
        const mrp = columns.actualPricePaise ?? before.actualPricePaise
        if (price > mrp) throw new AppError('bad_request', adminMessages.priceAboveMrp)
        // One statement names the version it replaces and raises it; stock is not a form field and stays as is.
        const [after] = await tx
          .update(products)
          .set({ ...columns, version: sql`${products.version} + 1`, updatedAt: new Date() })
          .where(and(eq(products.id, id), eq(products.version, version)))
          .returning()
        if (!after) return false
        // The default pack's price, MRP and size are these (the trigger of drizzle/0028 copied them): a pack edit
        // loaded before this save is now stale (decision 040).
        if (
          after.pricePaise !== before.pricePaise ||
          after.actualPricePaise !== before.actualPricePaise ||
          after.size !== before.size
        )
          await tx
            .update(productPacks)
            .set({ version: sql`${productPacks.version} + 1` })
            .where(and(eq(productPacks.productId, id), eq(productPacks.position, 0)))
        await audit(tx, {
          action: 'product.update',
          entityType: 'product',
          entityId: id,
          before: auditedProduct(before, [], false),
          after: auditedProduct(after, [], false),
        })
        // Its status changed (say from coming soon to in stock): those waiting for it may be told.
        if (after.stockStatus !== before.stockStatus) catalogue.stockMayHaveReturned()
        return true
      })
      if (!saved) return { saved: false, current: await this.get(id) }
      catalogue.notifyChanged()
      return { saved: true, product: await this.get(id) }
    },

    /**
     * Takes a product out of the shop, or puts it back: an archived product leaves lists, search, its page, carts
     * and checkout at once in every process, and stays for the orders, invoices and reviews that name it.
     */
    async setArchived(id: number, archived: boolean, audit: Audit): Promise<AdminProduct> {
      const changed = await db.transaction(async (tx) => {
        const before = await lockProduct(tx, id)
        if ((before.archivedAt !== null) === archived) return false
        const [after] = await tx
          .update(products)
          .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
          .where(eq(products.id, id))
          .returning()
        await audit(tx, {
          action: archived ? 'product.archive' : 'product.restore',
          entityType: 'product',
          entityId: id,
          before: { archived_at: before.archivedAt?.toISOString() ?? null },
          after: { archived_at: after!.archivedAt?.toISOString() ?? null },
        })
        // Back on sale: those waiting for it may be told.
        if (!archived) catalogue.stockMayHaveReturned()
        return true
      })
      if (changed) catalogue.notifyChanged()
      return this.get(id)
    },

    /**
     * Deletes an archived product that no order ever held, with its pictures. One that was ordered is refused:
     * its orders and invoices name it. The check runs under the product's row lock, which an order placing it
     * also takes (to take its stock), so no order can slip in between.
     */
    async remove(id: number, audit: Audit): Promise<void> {
      const images = await db.transaction(async (tx) => {
        const before = await lockProduct(tx, id)
        if (before.archivedAt === null) throw new AppError('conflict', adminMessages.deleteArchiveFirst)
        const [ordered] = await tx
          .select({ id: orderItems.productId })
          .from(orderItems)
          .where(eq(orderItems.productId, id))
          .limit(1)
        if (ordered) throw new AppError('conflict', adminMessages.orderedCannotDelete)
        const images = (await findImages(tx, [id])).get(id) ?? []
        await tx.delete(products).where(eq(products.id, id))
        await audit(tx, {
          action: 'product.delete',
          entityType: 'product',
          entityId: id,
          before: auditedProduct(before, images, false),
          after: null,
        })
        return images
      })
      // The files go once the row is gone; one that cannot be deleted now is only wasted space.
      await Promise.all(images.filter(Boolean).map(deleteMediaFiles))
      catalogue.notifyChanged()
    },
  }
  return {
    ...core,
    ...createProductStockAdmin({
      db,
      catalogue,
      storage,
      get: (id: number) => core.get(id),
      lockProduct,
      deleteMediaFiles,
    }),
    ...createRecipeAdmin(db, catalogue, storage),
    ...createStockTake({ db, catalogue }),
    ...createPackAdmin({
      db,
      catalogue,
      lockProduct,
      packSold: (packId) =>
        sql<boolean>`exists (select 1 from ${orderItems} where ${orderItems.packId} = ${packId})`,
    }),
    ...createBatchAdmin({ db }),
    ...createCategoryAdmin(db, catalogue),
    catalogueCsv: createCatalogueCsv({ db, catalogue }),
    /** the catalogue in the shop's other languages (decision 059); a save clears the catalogue's caches */
    translations: createTranslationAdmin(db, () => catalogue.notifyChanged()),
  }
}
