// A product's pack sizes in the back office (decision 041, amended): list, add (its opening stock a ledger row),
// change with the version it was loaded with (decision 040), remove one never sold and never stocked, and reorder or
// make another the default. Stock is never written here but as a new pack's 'opening' movement: it changes through
// the ledger's routes (adjust by SKU, stock take). Locks: the product's row, then its packs' (decision 041).
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import {
  type AdminPack,
  adminPackView,
  MAX_PACKS,
  type PackCreateInput,
  type PackUpdateInput,
} from '#domain/contracts/admin-packs.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import type { Audit } from './admin-fields.ts'
import type { PackRow, ProductRow } from './repo.ts'
import type { CatalogueService } from './service.ts'
import { productPacks, products, stockMovements } from './tables.ts'

function toAdminPack(row: PackRow, sold: boolean): AdminPack {
  return {
    id: row.id,
    position: row.position,
    sku: row.sku,
    size: row.size,
    price: row.pricePaise,
    actual_price: row.actualPricePaise,
    weight_grams: row.weightGrams,
    barcode: row.barcode,
    stock: row.stock,
    active: row.active,
    sold,
    version: row.version,
  }
}

/** A pack as the audit log keeps it: as the reply carries it, prices in rupees (decision 039). */
const audited = (pack: AdminPack) => z.encode(adminPackView, pack)

/** The unique SKU refused a pack (a save that raced another with the same SKU). */
export function isSkuTaken(err: unknown): boolean {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as never
  )
    if (e.code === '23505' && (e.constraint ?? '').includes('product_packs_sku')) return true
  return false
}

export function createPackAdmin(deps: {
  db: Db
  catalogue: CatalogueService
  lockProduct(tx: Db, id: number): Promise<ProductRow>
  /** whether some order line holds the pack (orders' data, given by the back office's catalogue, admin.ts) */
  packSold(packId: SQL | typeof productPacks.id): SQL<boolean>
}) {
  const { db, catalogue, lockProduct, packSold } = deps

  async function packs(tx: Db, productId: number, lock = false): Promise<AdminPack[]> {
    const query = tx
      .select({
        row: productPacks,
        sold: packSold(productPacks.id),
      })
      .from(productPacks)
      .where(eq(productPacks.productId, productId))
      .orderBy(asc(productPacks.position))
    // the packs' rows after the product's (decision 041); `for update` with the exists() locks the packs only
    const rows = lock ? await query.for('update', { of: productPacks }) : await query
    return rows.map((r) => toAdminPack(r.row, r.sold))
  }

  /** A pack of the product, locked (after the product's row): 404 when the product has no such pack. */
  async function lockPack(tx: Db, productId: number, packId: number): Promise<AdminPack> {
    await lockProduct(tx, productId)
    const pack = (await packs(tx, productId, true)).find((p) => p.id === packId)
    if (!pack) throw new AppError('not_found', adminMessages.packNotFound)
    return pack
  }

  /** Refuses a SKU another pack (of any product) has, naming where it is used. */
  async function checkSkuFree(tx: Db, sku: string, exceptPackId?: number) {
    const [other] = await tx
      .select({ productId: products.id, name: products.name, size: productPacks.size })
      .from(productPacks)
      .innerJoin(products, eq(products.id, productPacks.productId))
      .where(and(eq(productPacks.sku, sku), exceptPackId ? ne(productPacks.id, exceptPackId) : undefined))
      .limit(1)
    if (other)
      throw new AppError(
        'conflict',
        adminMessages.skuTaken(sku, `${other.name} ${other.size} (product #${other.productId})`),
      )
  }

  /** Runs a write, turning a SKU the unique constraint refused (a race with another save) into the same 409. */
  async function withSkuCheck<T>(sku: string | undefined, write: () => Promise<T>): Promise<T> {
    try {
      return await write()
    } catch (err) {
      if (sku && isSkuTaken(err)) throw new AppError('conflict', adminMessages.skuTaken(sku, 'another pack'))
      throw err
    }
  }

  return {
    /** A product's packs, default first, each with whether an order holds it. */
    async listPacks(productId: number): Promise<AdminPack[]> {
      const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId))
      if (!product) throw new AppError('not_found', adminMessages.productNotFound)
      return packs(db, productId)
    },

    /**
     * A new pack, last in the product's list: its opening stock (when above zero) is an 'opening' row of the stock
     * ledger naming the pack, in the same transaction (decisions 031 and 041).
     */
    async createPack(productId: number, input: PackCreateInput, actor: string, audit: Audit) {
      const created = await withSkuCheck(input.sku, () =>
        db.transaction(async (tx) => {
          await lockProduct(tx, productId)
          const existing = await packs(tx, productId, true)
          if (existing.length >= MAX_PACKS) throw new AppError('conflict', adminMessages.tooManyPacks)
          await checkSkuFree(tx, input.sku)
          const taken = new Set(existing.map((p) => p.position))
          // after the last (a removed pack's position is not given at once to another, decision 048's guest carts)
          const after = Math.max(...existing.map((p) => p.position)) + 1
          let position = after
          if (position >= MAX_PACKS) for (position = 1; taken.has(position); position++);
          const opening = input.stock ?? 0
          const [row] = await tx
            .insert(productPacks)
            .values({
              productId,
              position,
              sku: input.sku,
              size: input.size,
              pricePaise: input.price,
              actualPricePaise: input.actual_price,
              weightGrams: input.weight_grams,
              barcode: input.barcode ?? null,
              active: input.active ?? true,
              stock: opening,
            })
            .returning()
          if (opening > 0)
            await tx.insert(stockMovements).values({
              productId,
              packId: row!.id,
              change: opening,
              stockAfter: opening,
              reason: 'opening',
              note: `new pack ${row!.sku}`,
              actor,
            })
          const pack = toAdminPack(row!, false)
          await audit(tx, {
            action: 'product.pack.create',
            entityType: 'product',
            entityId: productId,
            before: null,
            after: audited(pack),
          })
          return pack
        }),
      )
      catalogue.notifyChanged()
      return created
    },

    /**
     * Changes a pack's fields with the version it was loaded with (decision 040); never its stock. The default
     * pack's price, MRP and size are the product's (the triggers of drizzle/0028 copy them in the same statement),
     * so changing them raises the product's version too: a product form loaded before cannot write the old ones back.
     */
    async updatePack(
      productId: number,
      packId: number,
      input: PackUpdateInput,
      version: number,
      audit: Audit,
    ): Promise<{ saved: true; pack: AdminPack } | { saved: false; current: AdminPack }> {
      const result = await withSkuCheck(input.sku, () =>
        db.transaction(async (tx) => {
          const before = await lockPack(tx, productId, packId)
          if (before.version !== version) return { saved: false as const, current: before }
          const price = input.price ?? before.price
          const mrp = input.actual_price ?? before.actual_price
          if (price > mrp) throw new AppError('bad_request', adminMessages.priceAboveMrp)
          if (input.active === false && before.position === 0)
            throw new AppError('bad_request', adminMessages.defaultPackInactive)
          if (input.sku !== undefined && input.sku !== before.sku) await checkSkuFree(tx, input.sku, packId)
          const [row] = await tx
            .update(productPacks)
            .set({
              ...(input.sku !== undefined && { sku: input.sku }),
              ...(input.size !== undefined && { size: input.size }),
              ...(input.price !== undefined && { pricePaise: input.price }),
              ...(input.actual_price !== undefined && { actualPricePaise: input.actual_price }),
              ...(input.weight_grams !== undefined && { weightGrams: input.weight_grams }),
              ...(input.barcode !== undefined && { barcode: input.barcode }),
              ...(input.active !== undefined && { active: input.active }),
              version: sql`${productPacks.version} + 1`,
            })
            .where(and(eq(productPacks.id, packId), eq(productPacks.version, version)))
            .returning()
          if (!row) return { saved: false as const, current: before }
          const after = toAdminPack(row, before.sold)
          const mirrored =
            after.price !== before.price ||
            after.actual_price !== before.actual_price ||
            after.size !== before.size
          await tx
            .update(products)
            .set({
              updatedAt: new Date(),
              ...(before.position === 0 && mirrored && { version: sql`${products.version} + 1` }),
            })
            .where(eq(products.id, productId))
          await audit(tx, {
            action: 'product.pack.update',
            entityType: 'product',
            entityId: productId,
            before: audited(before),
            after: audited(after),
          })
          return { saved: true as const, pack: after, activated: after.active && !before.active }
        }),
      )
      if (!result.saved) return result
      if (result.activated) catalogue.stockMayHaveReturned()
      catalogue.notifyChanged()
      return { saved: true, pack: result.pack }
    },

    /**
     * Removes a pack added by mistake: only one no order holds, with no stock and no row in the stock ledger (the
     * ledger is append-only and its rows name their pack), and never the default pack. Anything else is a 409 that
     * says to deactivate it. Checked under the product's row lock, which an order taking stock also takes.
     */
    async removePack(productId: number, packId: number, audit: Audit): Promise<void> {
      await db.transaction(async (tx) => {
        const pack = await lockPack(tx, productId, packId)
        if (pack.position === 0) throw new AppError('conflict', adminMessages.defaultPackRemove)
        if (pack.sold) throw new AppError('conflict', adminMessages.packSoldCannotRemove)
        if (pack.stock > 0) throw new AppError('conflict', adminMessages.packStockCannotRemove(pack.stock))
        const [moved] = await tx
          .select({ id: stockMovements.id })
          .from(stockMovements)
          .where(eq(stockMovements.packId, packId))
          .limit(1)
        if (moved) throw new AppError('conflict', adminMessages.packHistoryCannotRemove)
        await tx.delete(productPacks).where(eq(productPacks.id, packId))
        await audit(tx, {
          action: 'product.pack.delete',
          entityType: 'product',
          entityId: productId,
          before: audited(pack),
          after: null,
        })
      })
      catalogue.notifyChanged()
    },

    /**
     * Puts a product's packs in the order given, the first becoming the default pack (position 0): one UPDATE swaps
     * the positions (the unique position is checked at the statement's end, drizzle/0039), and the trigger of
     * drizzle/0028 copies the new default's price, MRP, size and stock onto the product in that statement. A new
     * default raises the product's version (its price and size changed). The default must be on sale.
     */
    async orderPacks(productId: number, packIds: number[], audit: Audit): Promise<AdminPack[]> {
      const result = await db.transaction(async (tx) => {
        await lockProduct(tx, productId)
        const before = await packs(tx, productId, true)
        const known = new Set(before.map((p) => p.id))
        if (
          packIds.length !== before.length ||
          new Set(packIds).size !== packIds.length ||
          packIds.some((id) => !known.has(id))
        )
          throw new AppError('conflict', adminMessages.packOrderMismatch)
        const first = before.find((p) => p.id === packIds[0])!
        if (!first.active) throw new AppError('bad_request', adminMessages.defaultPackMustBeActive)
        // positions stay as compact as they were: the i-th named takes the i-th smallest position in use
        const positions = before.map((p) => p.position).sort((a, b) => a - b)
        const moves = packIds
          .map((id, i) => ({ id, position: positions[i]! }))
          .filter((m) => before.find((p) => p.id === m.id)!.position !== m.position)
        if (moves.length === 0) return { packs: before, changed: false, newDefault: false }
        await tx.execute(sql`
          update ${productPacks} k set position = m.position
          from (values ${sql.join(
            moves.map((m) => sql`(${m.id}::int, ${m.position}::smallint)`),
            sql`, `,
          )}) as m (id, position)
          where k.id = m.id and k.product_id = ${productId}::int`)
        const newDefault = before[0]!.id !== first.id
        await tx
          .update(products)
          .set({ updatedAt: new Date(), ...(newDefault && { version: sql`${products.version} + 1` }) })
          .where(eq(products.id, productId))
        const after = await packs(tx, productId)
        await audit(tx, {
          action: 'product.pack.order',
          entityType: 'product',
          entityId: productId,
          before: { skus: before.map((p) => p.sku) },
          after: { skus: after.map((p) => p.sku) },
        })
        return { packs: after, changed: true, newDefault }
      })
      if (result.newDefault) catalogue.stockMayHaveReturned()
      if (result.changed) catalogue.notifyChanged()
      return result.packs
    },
  }
}
