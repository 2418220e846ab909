// The catalogue's back-office fields: a product as staff write it (to its columns) and see it, the list's sorts,
// a stock movement's view. Shared by the product, stock and recipe parts of the catalogue's back office.
import { asc, desc, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { type AdminProduct, adminProductView } from '#domain/contracts/admin-catalogue.ts'
import { averageRating } from '#domain/pricing.ts'
import type { Db } from '#server/db/client.ts'
import type { ProductRow } from './repo.ts'
import { products, type stockMovements } from './tables.ts'

export type Audit = (
  tx: Db,
  entry: { action: string; entityType: string; entityId: string | number; before?: unknown; after?: unknown },
) => Promise<void>

/** What a product save may change: every field but stock, which changes only through movements (decision 031). */
export interface ProductInput {
  name?: string
  description?: string
  category?: string
  /** paise, as the contract decodes them (decision 039) */
  price?: number
  actual_price?: number
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

export function toColumns(input: ProductInput): Partial<typeof products.$inferInsert> {
  const out: Partial<typeof products.$inferInsert> = {}
  if (input.name !== undefined) out.name = input.name
  if (input.description !== undefined) out.description = input.description
  if (input.category !== undefined) out.category = input.category
  if (input.price !== undefined) out.pricePaise = input.price
  if (input.actual_price !== undefined) out.actualPricePaise = input.actual_price
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

export function toAdminProduct(row: ProductRow, images: string[], ordered: boolean): AdminProduct {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    category: row.category,
    price: row.pricePaise,
    actual_price: row.actualPricePaise,
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
    version: row.version,
  }
}

export function slugify(name: string): string {
  return (
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'product'
  )
}

export const SORTS: Record<string, SQL[]> = {
  name: [asc(products.name)],
  '-name': [desc(products.name)],
  price: [asc(products.pricePaise), asc(products.id)],
  '-price': [desc(products.pricePaise), asc(products.id)],
  stock: [asc(products.stock), asc(products.id)],
  '-stock': [desc(products.stock), asc(products.id)],
  '-updated': [desc(products.updatedAt), desc(products.id)],
}

export function toMovement(
  row: typeof stockMovements.$inferSelect,
  sku: string | null,
  lot: string | null = null,
) {
  return {
    id: row.id,
    change: row.change,
    stock_after: row.stockAfter,
    sku,
    lot,
    reason: row.reason,
    note: row.note,
    actor: row.actor,
    at: row.at.toISOString(),
  }
}

/**
 * A product as the audit log keeps it: as a reply carries it, prices in rupees (the contract encodes them,
 * decision 039), so entries written before and after the money codec read alike.
 */
export function auditedProduct(row: ProductRow, images: string[], ordered: boolean) {
  return z.encode(adminProductView, toAdminProduct(row, images, ordered))
}
