// What staff change in the catalogue (back office). The catalogue module owns the products table; the back office
// calls these with an audit callback that writes in the same transaction.
import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import type { AdminProduct } from '../../../domain/contracts/admin.ts'
import { adminMessages } from '../../../domain/messages-admin.ts'
import { paiseToRupees, rupeesToPaise } from '../../../domain/money.ts'
import { averageRating } from '../../../domain/pricing.ts'
import { COMING_SOON_STATUS, LOW_STOCK_THRESHOLD } from '../../../domain/stock.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { Storage } from '../../integrations/storage.ts'
import { orderItems } from '../orders/tables.ts'
import { deletePicture, readPicture, storePicture } from './pictures.ts'
import { findImages, findRecipe, type ProductRow, type RecipeRow } from './repo.ts'
import { type CatalogueService, toRecipe } from './service.ts'
import { productImages, products, recipes, stockMovements } from './tables.ts'

type Audit = (
  tx: Db,
  entry: { action: string; entityType: string; entityId: string | number; before?: unknown; after?: unknown },
) => Promise<void>

export interface ProductInput {
  name?: string
  description?: string
  category?: string
  price?: number
  actual_price?: number
  stock?: number
  stock_status?: string
  size?: string
  hsn_code?: string
  gst_rate?: number
  country_of_origin?: string
  best_before_months?: number
  ingredients?: string
  usage_info?: string
  storage_info?: string
  benefits?: string[]
  search_aliases?: string
  featured?: boolean
}

function toColumns(input: ProductInput): Partial<typeof products.$inferInsert> {
  const out: Partial<typeof products.$inferInsert> = {}
  if (input.name !== undefined) out.name = input.name
  if (input.description !== undefined) out.description = input.description
  if (input.category !== undefined) out.category = input.category
  if (input.price !== undefined) out.pricePaise = rupeesToPaise(input.price)
  if (input.actual_price !== undefined) out.actualPricePaise = rupeesToPaise(input.actual_price)
  if (input.stock !== undefined) out.stock = input.stock
  if (input.stock_status !== undefined) out.stockStatus = input.stock_status
  if (input.size !== undefined) out.size = input.size
  if (input.hsn_code !== undefined) out.hsnCode = input.hsn_code
  if (input.gst_rate !== undefined) out.gstRateBp = Math.round(input.gst_rate * 100)
  if (input.country_of_origin !== undefined) out.countryOfOrigin = input.country_of_origin
  if (input.best_before_months !== undefined) out.bestBeforeMonths = input.best_before_months
  if (input.ingredients !== undefined) out.ingredients = input.ingredients
  if (input.usage_info !== undefined) out.usageInfo = input.usage_info
  if (input.storage_info !== undefined) out.storageInfo = input.storage_info
  if (input.benefits !== undefined) out.benefits = input.benefits
  if (input.search_aliases !== undefined) out.searchAliases = input.search_aliases
  if (input.featured !== undefined) out.featured = input.featured
  return out
}

export interface RecipeInput {
  name?: string
  title?: string
  category?: string
  description?: string
  demo_description?: string
  longDescription?: string
  prep_time?: string
  servings?: number
  difficulty?: string
  image?: string
  ingredients?: string[]
  instructions?: string[]
  pro_tips?: string[]
  tags?: string[]
  nutrition_facts?: Record<string, string>
}

function recipeColumns(input: RecipeInput): Partial<typeof recipes.$inferInsert> {
  const map: Record<keyof RecipeInput, keyof typeof recipes.$inferInsert> = {
    name: 'name',
    title: 'title',
    category: 'category',
    description: 'description',
    demo_description: 'demoDescription',
    longDescription: 'longDescription',
    prep_time: 'prepTime',
    servings: 'servings',
    difficulty: 'difficulty',
    image: 'image',
    ingredients: 'ingredients',
    instructions: 'instructions',
    pro_tips: 'proTips',
    tags: 'tags',
    nutrition_facts: 'nutritionFacts',
  }
  const out: Record<string, unknown> = {}
  for (const [key, column] of Object.entries(map)) {
    const value = input[key as keyof RecipeInput]
    if (value !== undefined) out[column] = value
  }
  return out as Partial<typeof recipes.$inferInsert>
}

async function lockRecipe(tx: Db, id: number): Promise<RecipeRow> {
  const [row] = await tx.select().from(recipes).where(eq(recipes.id, id)).limit(1).for('update')
  if (!row) throw new AppError('not_found', adminMessages.recipeNotFound)
  return row
}

export function toAdminProduct(row: ProductRow, images: string[], ordered: boolean): AdminProduct {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    category: row.category,
    price: paiseToRupees(row.pricePaise),
    actual_price: paiseToRupees(row.actualPricePaise),
    stock: row.stock,
    stock_status: row.stockStatus,
    size: row.size,
    hsn_code: row.hsnCode,
    gst_rate: row.gstRateBp / 100,
    country_of_origin: row.countryOfOrigin,
    best_before_months: row.bestBeforeMonths,
    ingredients: row.ingredients,
    usage_info: row.usageInfo,
    storage_info: row.storageInfo,
    benefits: row.benefits,
    search_aliases: row.searchAliases,
    images,
    rating: averageRating(row.ratingTotal, row.reviewCount),
    review_count: row.reviewCount,
    featured: row.featured,
    ordered,
    archived_at: row.archivedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  }
}

function slugify(name: string): string {
  return (
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'product'
  )
}

const SORTS: Record<string, SQL[]> = {
  name: [asc(products.name)],
  '-name': [desc(products.name)],
  price: [asc(products.pricePaise), asc(products.id)],
  '-price': [desc(products.pricePaise), asc(products.id)],
  stock: [asc(products.stock), asc(products.id)],
  '-stock': [desc(products.stock), asc(products.id)],
  '-updated': [desc(products.updatedAt), desc(products.id)],
}

export type CatalogueAdmin = ReturnType<typeof createCatalogueAdmin>

export const MAX_PRODUCT_IMAGES = 5

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

  return {
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
        q.category ? eq(products.category, q.category) : undefined,
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

    /** A new product; shoppers see it at once (every process's cache is cleared). */
    async create(
      input: ProductInput & {
        name: string
        category: string
        price: number
        actual_price: number
        size: string
        hsn_code: string
        gst_rate: number
      },
      audit: Audit,
    ): Promise<AdminProduct> {
      const base = slugify(input.name)
      const row = await db.transaction(async (tx) => {
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
            category: input.category,
            pricePaise: rupeesToPaise(input.price),
            actualPricePaise: rupeesToPaise(input.actual_price),
            hsnCode: input.hsn_code,
            gstRateBp: Math.round(input.gst_rate * 100),
          })
          .returning()
        await audit(tx, {
          action: 'product.create',
          entityType: 'product',
          entityId: created!.id,
          before: null,
          after: toAdminProduct(created!, [], false),
        })
        return created!
      })
      catalogue.notifyChanged()
      return this.get(row.id)
    },

    /** Changes what staff give, under the product's row lock; a price above the MRP is refused whichever changed. */
    async update(id: number, input: ProductInput, audit: Audit): Promise<AdminProduct> {
      await db.transaction(async (tx) => {
        const before = await lockProduct(tx, id)
        const columns = toColumns(input)
        const price = columns.pricePaise ?? before.pricePaise
        const mrp = columns.actualPricePaise ?? before.actualPricePaise
        if (price > mrp) throw new AppError('bad_request', adminMessages.priceAboveMrp)
        const [after] = await tx
          .update(products)
          .set({ ...columns, updatedAt: new Date() })
          .where(eq(products.id, id))
          .returning()
        await audit(tx, {
          action: 'product.update',
          entityType: 'product',
          entityId: id,
          before: toAdminProduct(before, [], false),
          after: toAdminProduct(after!, [], false),
        })
        // More on the shelf than before: those waiting for it are told.
        if (after!.stock > before.stock || after!.stockStatus !== before.stockStatus)
          catalogue.stockMayHaveReturned()
      })
      catalogue.notifyChanged()
      return this.get(id)
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
          before: toAdminProduct(before, images, false),
          after: null,
        })
        return images
      })
      // The files go once the row is gone; one that cannot be deleted now is only wasted space.
      await Promise.all(images.filter(Boolean).map(deleteMediaFiles))
      catalogue.notifyChanged()
    },

    /**
     * Staff add or take away stock with a reason (received, damaged, correction): one conditional update that
     * never goes below zero, whatever orders take at the same moment; kept in the stock history and the audit log.
     */
    async adjustStock(
      id: number,
      input: { change: number; reason: string; note: string },
      actor: string,
      audit: Audit,
    ) {
      const movement = await db.transaction(async (tx) => {
        const [after] = await tx
          .update(products)
          .set({ stock: sql`${products.stock} + ${input.change}`, updatedAt: new Date() })
          .where(and(eq(products.id, id), sql`${products.stock} + ${input.change} >= 0`))
          .returning()
        if (!after) {
          const [exists] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id))
          throw exists
            ? new AppError('conflict', adminMessages.stockWouldGoNegative)
            : new AppError('not_found', adminMessages.productNotFound)
        }
        const [row] = await tx
          .insert(stockMovements)
          .values({
            productId: id,
            change: input.change,
            stockAfter: after.stock,
            reason: input.reason,
            note: input.note,
            actor,
          })
          .returning()
        await audit(tx, {
          action: 'product.stock',
          entityType: 'product',
          entityId: id,
          before: { stock: after.stock - input.change },
          after: { stock: after.stock, reason: input.reason, note: input.note },
        })
        return row!
      })
      if (input.change > 0) catalogue.stockMayHaveReturned()
      catalogue.notifyChanged()
      return toMovement(movement)
    },

    /**
     * A new picture, last in the gallery (the first is the card's): re-encoded by sharp (metadata dropped, turned
     * upright) to WebP and AVIF at the storefront's sizes, stored through the shop's storage (disk or bucket).
     */
    async addImage(id: number, upload: Buffer, audit: Audit): Promise<AdminProduct> {
      await this.get(id)
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
      return this.get(id)
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
      return this.get(id)
    },

    /** An uploaded picture, for GET /media/products/{file}; undefined for anything else. */
    async readMedia(file: string): Promise<{ body: Buffer; contentType: string } | undefined> {
      return readPicture(storage, 'products', file)
    },

    async listRecipes() {
      return (await db.select().from(recipes).orderBy(asc(recipes.id))).map(toRecipe)
    },

    async getRecipe(id: number) {
      const row = await findRecipe(db, String(id))
      if (!row) throw new AppError('not_found', adminMessages.recipeNotFound)
      return toRecipe(row)
    },

    /** A new recipe (its address from its name, made unique); shoppers see it at once. */
    async createRecipe(
      input: RecipeInput & { name: string; title: string; category: string; prep_time: string },
      actor: string,
      audit: Audit,
    ) {
      const base = slugify(input.name)
      const row = await db.transaction(async (tx) => {
        const taken = new Set(
          (
            await tx
              .select({ slug: recipes.recipeId })
              .from(recipes)
              .where(or(eq(recipes.recipeId, base), ilike(recipes.recipeId, `${base}-%`)))
          ).map((r) => r.slug),
        )
        let recipeId = base
        for (let n = 2; taken.has(recipeId); n++) recipeId = `${base}-${n}`
        const [created] = await tx
          .insert(recipes)
          .values({
            ...recipeColumns(input),
            recipeId,
            createdBy: actor,
            updatedBy: actor,
          } as typeof recipes.$inferInsert)
          .returning()
        await audit(tx, {
          action: 'recipe.create',
          entityType: 'recipe',
          entityId: created!.id,
          before: null,
          after: toRecipe(created!),
        })
        return created!
      })
      catalogue.notifyChanged()
      return toRecipe(row)
    },

    /** Changes any fields; an uploaded picture that another address replaces has its files deleted. */
    async updateRecipe(id: number, input: RecipeInput, actor: string, audit: Audit) {
      const { before, after } = await db.transaction(async (tx) => {
        const before = await lockRecipe(tx, id)
        const [after] = await tx
          .update(recipes)
          .set({ ...recipeColumns(input), updatedBy: actor, updatedAt: new Date() })
          .where(eq(recipes.id, id))
          .returning()
        await audit(tx, {
          action: 'recipe.update',
          entityType: 'recipe',
          entityId: id,
          before: toRecipe(before),
          after: toRecipe(after!),
        })
        return { before, after: after! }
      })
      catalogue.notifyChanged()
      if (after.image !== before.image) await deletePicture(storage, 'recipes', before.image, id)
      return toRecipe(after)
    },

    /**
     * A recipe's picture by upload: re-encoded and stored as product pictures are, served at
     * /media/recipes/{file} and named by the recipe at once. The picture it replaces has its files deleted when the
     * shop stored them itself (a seeded /images/… path or an https address is left as it is).
     */
    async setRecipeImage(id: number, upload: Buffer, actor: string, audit: Audit) {
      await this.getRecipe(id)
      const url = await storePicture(storage, 'recipes', id, upload)
      let changed: { before: RecipeRow; after: RecipeRow }
      try {
        changed = await db.transaction(async (tx) => {
          const before = await lockRecipe(tx, id)
          const [after] = await tx
            .update(recipes)
            .set({ image: url, updatedBy: actor, updatedAt: new Date() })
            .where(eq(recipes.id, id))
            .returning()
          await audit(tx, {
            action: 'recipe.image.upload',
            entityType: 'recipe',
            entityId: id,
            before: { image: before.image },
            after: { image: url },
          })
          return { before, after: after! }
        })
      } catch (err) {
        await deletePicture(storage, 'recipes', url)
        throw err
      }
      catalogue.notifyChanged()
      await deletePicture(storage, 'recipes', changed.before.image, id)
      return toRecipe(changed.after)
    },

    /** An uploaded recipe picture, for GET /media/recipes/{file}; undefined for anything else. */
    async readRecipeMedia(file: string): Promise<{ body: Buffer; contentType: string } | undefined> {
      return readPicture(storage, 'recipes', file)
    },

    async stockHistory(id: number, limit = 100) {
      const rows = await db
        .select()
        .from(stockMovements)
        .where(eq(stockMovements.productId, id))
        .orderBy(desc(stockMovements.id))
        .limit(limit)
      return rows.map(toMovement)
    },
  }
}

function toMovement(row: typeof stockMovements.$inferSelect) {
  return {
    id: row.id,
    change: row.change,
    stock_after: row.stockAfter,
    reason: row.reason,
    note: row.note,
    actor: row.actor,
    at: row.at.toISOString(),
  }
}
