import type {
  CatalogueLanguage,
  Category,
  Product,
  ProductDetail,
  ProductPack,
  Recipe,
  SearchResult,
  TranslatedLanguage,
} from '#domain/contracts/catalogue.ts'
import { CATEGORY_VALUES, messages } from '#domain/messages.ts'
import { buildPagination, type Pagination, pageOffset } from '#domain/pagination.ts'
import { averageRating, percentOff } from '#domain/pricing.ts'
import { getStockState, isComingSoon, isUnavailable, STOCK_LABELS } from '#domain/stock.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import { type BatchMismatch, batchMismatches, nextBatches, sweepExpired } from './batches.ts'
import { parseShownCategory, visibleCategories } from './categories.ts'
import * as repo from './repo.ts'
import {
  labelCategories,
  lineWordsIn,
  productNamesIn,
  translateProducts,
  translateRecipes,
} from './translations.ts'

export interface Page<T> {
  items: T[]
  pagination: Pagination
}

export function toProduct(row: repo.ProductRow, images: string[] = []): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    price: row.pricePaise,
    actual_price: row.actualPricePaise,
    discount_percent: percentOff(row.pricePaise, row.actualPricePaise),
    image_url: images[0] ?? '',
    image_url_1: images[1] ?? null,
    image_url_2: images[2] ?? null,
    image_url_3: images[3] ?? null,
    image_url_4: images[4] ?? null,
    rating: averageRating(row.ratingTotal, row.reviewCount),
    review_count: row.reviewCount,
    stock: row.stock,
    stock_status: row.stockStatus,
    size: row.size,
    country_of_origin: row.countryOfOrigin,
    best_before_months: row.bestBeforeMonths,
    ingredients: row.ingredients,
    usage_info: row.usageInfo,
    benefits: row.benefits,
    storage_info: row.storageInfo,
    hsn_code: row.hsnCode,
    gst_rate: row.gstRateBp / 100,
    featured: row.featured,
    created_at: row.createdAt.toISOString(),
  }
}

/**
 * A pack as the shop shows it, its stock status by the shop's stock display rules (src/domain/stock.ts) from the
 * pack's stock and the product's status: a coming-soon product's packs all are.
 */
export function toPack(
  row: Pick<
    repo.PackRow,
    'position' | 'sku' | 'size' | 'pricePaise' | 'actualPricePaise' | 'weightGrams' | 'barcode' | 'stock'
  >,
  productStatus: string,
): ProductPack {
  const fields = { stock: row.stock, stock_status: productStatus }
  return {
    variant_index: row.position,
    sku: row.sku,
    size: row.size,
    price: row.pricePaise,
    actual_price: row.actualPricePaise,
    discount_percent: percentOff(row.pricePaise, row.actualPricePaise),
    weight_grams: row.weightGrams,
    barcode: row.barcode,
    stock_status: STOCK_LABELS[getStockState(fields)],
    in_stock: !isUnavailable(fields),
    stock: row.stock,
  }
}

export function toRecipe(row: repo.RecipeRow): Recipe {
  return {
    id: row.id,
    recipe_id: row.recipeId,
    name: row.name,
    title: row.title,
    category: row.category,
    rating: row.rating,
    reviews: row.reviews,
    description: row.description,
    demo_description: row.demoDescription,
    longDescription: row.longDescription,
    prep_time: row.prepTime,
    servings: row.servings,
    difficulty: row.difficulty,
    image: row.image,
    ingredients: row.ingredients,
    instructions: row.instructions,
    nutrition_facts: row.nutritionFacts,
    pro_tips: row.proTips,
    tags: row.tags,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    created_by: row.createdBy,
    updated_by: row.updatedBy,
  }
}

/** Accepts any casing of an allowed category and returns its canonical spelling. */
export function parseCategory(raw: string, allowed: readonly string[]): string {
  const match = allowed.find((c) => c.toLowerCase() === raw.trim().toLowerCase())
  if (!match) throw new AppError('bad_request', messages.catalogue.invalidCategory(allowed))
  return match
}

function parseProductId(raw: string): number {
  const id = raw.trim()
  if (id === '') throw new AppError('bad_request', messages.catalogue.productIdRequired)
  if (!/^\d{1,9}$/.test(id)) throw new AppError('not_found', messages.catalogue.productNotFound)
  return Number(id)
}

export interface ProductFacts {
  id: number
  name: string
  pricePaise: number
  actualPricePaise: number
  stock: number
  stockStatus: string
  hsnCode: string
  gstRateBp: number
  product: Product
  /** the product's packs, default first (decision 048: a cart or order line is priced from its pack) */
  packs: repo.PackFact[]
}

export type CatalogueService = ReturnType<typeof createCatalogueService>

/**
 * A product's rating line as it stands right after a review changed it. A review's reply carries it, because the
 * product's cached reply on another process may not have heard of the change yet (decision 007).
 */
export interface ProductRating {
  id: number
  rating: number
  review_count: number
}

export function createCatalogueService(db: Db, opts: { announce?: () => Promise<void> } = {}) {
  const listeners = new Set<() => void>()
  // Stock given back or restocked since the last notice: told to those waiting for products to return.
  const stockListeners = new Set<() => void>()
  let stockReturned = false

  // Other processes are told of changes one notice at a time: changes made while a notice is on its way are
  // told by one more notice after it, so every change is followed by a notice, and a burst of orders sends a
  // few notices, not one each.
  let announcing = false
  let again = false
  async function announce(send: () => Promise<void>): Promise<void> {
    if (announcing) {
      again = true
      return
    }
    announcing = true
    do {
      again = false
      await send().catch(() => {})
    } while (again)
    announcing = false
  }

  async function withImages(rows: repo.ProductRow[]): Promise<Product[]> {
    const images = await repo.findImages(
      db,
      rows.map((r) => r.id),
    )
    return rows.map((row) => toProduct(row, images.get(row.id)))
  }

  return {
    async listProducts(q: {
      page: number
      perPage: number
      category?: string
      sort?: 'featured'
      /** the language of the products' text (decision 059); English by default */
      lang?: CatalogueLanguage
    }): Promise<Page<Product>> {
      // the visible categories staff keep (decision 051), by name in any case or by slug
      const category = q.category === undefined ? undefined : await parseShownCategory(db, q.category)
      const { rows, total } = await repo.findProducts(db, {
        offset: pageOffset(q.page, q.perPage),
        limit: q.perPage,
        category,
        featuredFirst: q.sort === 'featured',
      })
      const items = await translateProducts(db, await withImages(rows), q.lang ?? 'en')
      return { items, pagination: buildPagination(q.page, q.perPage, total) }
    },

    /**
     * The categories the storefront shows, in the shop's order, with their products on sale (decision 051), each
     * with its `label` in `lang` (decision 059).
     */
    async listCategories(lang: CatalogueLanguage = 'en'): Promise<Category[]> {
      return labelCategories(db, await visibleCategories(db), lang)
    },

    async getProduct(rawId: string): Promise<Product> {
      const row = await repo.findProductById(db, parseProductId(rawId))
      if (!row) throw new AppError('not_found', messages.catalogue.productNotFound)
      const [product] = await withImages([row])
      return product!
    },

    /**
     * One product with its active packs, default first (decision 041): the product page's read. The product, its
     * pictures and its packs in one statement (a page never asked for before reads this on its request's path).
     */
    async getProductDetail(rawId: string, lang: CatalogueLanguage = 'en'): Promise<ProductDetail> {
      const [found] = await repo.findProductsWithImages(db, [parseProductId(rawId)])
      if (!found) throw new AppError('not_found', messages.catalogue.productNotFound)
      const [product] = await translateProducts(db, [toProduct(found.row, found.images)], lang)
      if (!product) throw new AppError('not_found', messages.catalogue.productNotFound)
      const next = await nextBatches(
        db,
        found.packs.map((k) => k.id),
      )
      return {
        ...product,
        packs: found.packs
          .filter((k) => k.active)
          .map((k) => ({ ...toPack(k, product.stock_status), batch: next.get(k.id) ?? null })),
      }
    },

    /** Facts other modules price and check stock with (paise, not wire rupees), with the wire view beside them. */
    async getProductFacts(ids: number[]): Promise<Map<number, ProductFacts>> {
      const rows = await repo.findProductsWithImages(db, ids)
      return new Map(
        rows.map(({ row, images, packs }) => [
          row.id,
          {
            id: row.id,
            name: row.name,
            pricePaise: row.pricePaise,
            actualPricePaise: row.actualPricePaise,
            stock: row.stock,
            stockStatus: row.stockStatus,
            hsnCode: row.hsnCode,
            gstRateBp: row.gstRateBp,
            product: toProduct(row, images),
            packs,
          },
        ]),
      )
    },

    /** Products on sale by id; archived ones too with `includeArchived` (a review still names them). */
    async getProductsByIds(ids: number[], opts: { includeArchived?: boolean } = {}): Promise<Product[]> {
      return withImages(await repo.findProductsByIds(db, ids, opts))
    },

    /** Lines of products (the cart's, the wishlist's) with their names, descriptions and categories in `lang`. */
    inLanguage<T extends { id: number; name: string; description: string; category: string }>(
      items: T[],
      lang: CatalogueLanguage,
    ): Promise<(T & { category_label?: string })[]> {
      return lineWordsIn(db, items, lang)
    },

    async searchProducts(q: {
      term: string
      page: number
      perPage: number
      lang?: CatalogueLanguage
    }): Promise<Page<SearchResult>> {
      // PostgreSQL text cannot hold NUL; other control characters never help a search either
      const term = q.term.replace(/\p{Cc}/gu, ' ').trim()
      if (term === '') throw new AppError('bad_request', messages.catalogue.searchTermRequired)
      const { rows, total } = await repo.searchProducts(db, {
        term,
        offset: pageOffset(q.page, q.perPage),
        limit: q.perPage,
      })
      const items = await translateProducts(db, await withImages(rows.map((r) => r.product)), q.lang ?? 'en')
      return {
        items: items.map((p, i) => ({ ...p, score: Math.round((rows[i]?.score ?? 0) * 1000) / 1000 })),
        pagination: buildPagination(q.page, q.perPage, total),
      }
    },

    async listRecipes(q: {
      page: number
      pageSize: number
      category?: string
      lang?: CatalogueLanguage
    }): Promise<Page<Recipe>> {
      const category =
        q.category === undefined ? undefined : parseCategory(q.category, CATEGORY_VALUES.recipes)
      const { rows, total } = await repo.findRecipes(db, {
        offset: pageOffset(q.page, q.pageSize),
        limit: q.pageSize,
        category,
      })
      const items = await translateRecipes(db, rows.map(toRecipe), q.lang ?? 'en')
      return { items, pagination: buildPagination(q.page, q.pageSize, total) }
    },

    async getRecipe(rawId: string, lang: CatalogueLanguage = 'en'): Promise<Recipe> {
      const id = rawId.trim()
      if (id === '') throw new AppError('bad_request', messages.catalogue.recipeIdRequired)
      // numeric ids and recipe_id slugs only; anything else (NUL bytes included) cannot name a recipe
      if (!/^[A-Za-z0-9_-]{1,100}$/.test(id))
        throw new AppError('not_found', messages.catalogue.recipeNotFound)
      const row = await repo.findRecipe(db, id)
      if (!row) throw new AppError('not_found', messages.catalogue.recipeNotFound)
      const [recipe] = await translateRecipes(db, [toRecipe(row)], lang)
      return recipe ?? toRecipe(row)
    },

    /**
     * Takes stock for an order inside the caller's transaction: one conditional update per product, in id
     * order (no deadlocks between concurrent checkouts), each succeeding only while enough is left, each written
     * to the stock ledger as 'sold' with the order's number in the same statement. Never oversells, whatever the
     * number of concurrent shoppers or server processes.
     */
    async reserveStock(tx: Db, lines: repo.StockLine[], orderId: string): Promise<void> {
      const taken = await repo.takeStocks(tx, lines, orderId)
      const named = new Set(lines.flatMap((l) => (l.packId == null ? [] : [l.packId])))
      const got = (l: repo.StockLine) =>
        taken.some((t) =>
          l.packId == null ? t.productId === l.productId && !named.has(t.packId) : t.packId === l.packId,
        )
      const short = [...lines].sort((a, b) => a.productId - b.productId).find((l) => !got(l))
      if (!short) return
      // The caller's transaction rolls back what was taken; say why this one could not be.
      const row = await repo.findProductById(tx, short.productId)
      if (!row) throw new AppError('conflict', messages.catalogue.productNotFound)
      if (isComingSoon(row.stockStatus)) throw new AppError('conflict', messages.cart.comingSoon)
      const pack = await repo.findPack(tx, short.productId, short.packId)
      const left = pack?.active ? pack.stock : 0
      if (left <= 0) throw new AppError('conflict', messages.cart.outOfStock)
      throw new AppError('conflict', messages.cart.onlyLeftOf(left, row.name))
    },

    /**
     * Returns stock taken by an order that will not be paid or was cancelled (caller's transaction), written to the
     * stock ledger as 'released' ('returned' for a parcel returned to origin) with the order's number.
     */
    async releaseStock(
      tx: Db,
      lines: repo.StockLine[],
      orderId: string,
      kind: 'released' | 'returned' = 'released',
    ): Promise<void> {
      await repo.returnStocks(tx, lines, orderId, kind)
      if (lines.length > 0) stockReturned = true
    },

    /** Units of a returned parcel written off after their return (decision 046), in the caller's transaction. */
    async writeOffReturned(tx: Db, lines: repo.StockLine[], orderId: string) {
      await repo.writeOffStocks(tx, lines, orderId)
    },

    /**
     * An operator's count of a product (received, corrected) and, optionally, its stock status; those waiting
     * for it are told when it is back. Answers false for an unknown product.
     */
    async setStock(productId: number, stock: number, stockStatus?: string): Promise<boolean> {
      const changed = await repo.setStock(db, productId, stock, stockStatus)
      if (!changed) return false
      stockReturned = true
      this.notifyChanged()
      return true
    },

    /**
     * The stock ledger's check (`npm run shop -- stock:verify`, decision 031): the products whose stock on hand is
     * not the sum of their stock movements; empty when the ledger explains every unit.
     */
    async verifyStockLedger(): Promise<repo.LedgerMismatch[]> {
      return repo.ledgerMismatches(db)
    },

    /**
     * The batches' side of `stock:verify` (decision 052): every batch whose remaining is not the sum of the ledger
     * rows naming it, and every pack whose batches hold more than its stock; empty when all agree.
     */
    async verifyBatches(): Promise<BatchMismatch[]> {
      return batchMismatches(db)
    },

    /**
     * Writes off the expired batches' units (decision 052; a sale also does it first, for its packs): run hourly
     * by the shop's process and by `npm run shop -- batches:sweep`. How many batches were written off.
     */
    async sweepExpiredBatches(today?: string): Promise<number> {
      const n = await sweepExpired(db, today)
      if (n > 0) this.notifyChanged()
      return n
    },

    /** Staff gave stock back or changed a status: at the next change notice, those waiting are told. */
    stockMayHaveReturned(): void {
      stockReturned = true
    },

    /** Keeps rating_total and review_count equal to what the reviews say (caller's transaction). */
    async adjustRating(tx: Db, productId: number, deltaTotal: number, deltaCount: number): Promise<void> {
      await repo.adjustRating(tx, productId, deltaTotal, deltaCount)
    },

    /** The products' names in one of the shop's other languages, as translated now (absent: none); decision 060. */
    productNamesIn: (ids: number[], lang: TranslatedLanguage) => productNamesIn(db, ids, lang),

    /** The product's rating and count as the wire shows them, read in the caller's transaction. */
    async ratingOf(tx: Db, productId: number): Promise<ProductRating> {
      const row = await repo.ratingOf(tx, productId)
      return {
        id: productId,
        rating: averageRating(row.ratingTotal, row.reviewCount),
        review_count: row.reviewCount,
      }
    },

    /** Called by anything that changes products, prices, stock or ratings. */
    notifyChanged(): void {
      for (const fn of listeners) fn()
      if (stockReturned) {
        stockReturned = false
        for (const fn of stockListeners) fn()
      }
      if (opts.announce) void announce(opts.announce)
    },
    onChange(fn: () => void): void {
      listeners.add(fn)
    },
    /** After a change that gave stock back or restocked (in this process): a product may be back. */
    onStockReturned(fn: () => void): void {
      stockListeners.add(fn)
    },
  }
}
