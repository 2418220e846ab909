// Pure rules behind the products page (docs/product.md, States and transitions, Validation rules and Business constants and limits); the product page's are in product-view.ts.
import { isOnSale } from '#domain/pricing.ts'
import { isUnavailable, type StockFields } from '#domain/stock.ts'
import type { MessageKey } from '#web/lib/i18n/catalogue.ts'
import '#web/lib/i18n/messages/listing.en.ts'

// ---------- filters ----------

export const PRICE_MIN = 0
export const PRICE_MAX = 2000
export const NEW_ARRIVAL_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

export type Availability = 'all' | 'in' | 'out'
export type SortKey = 'name' | 'price-asc' | 'price-desc' | 'rating'

export interface ProductFilters {
  /** one of the shop's visible categories (decision 051), '' for all */
  category: string
  minPrice: number
  maxPrice: number
  availability: Availability
  onSale: boolean
  newArrivals: boolean
}

export const DEFAULT_FILTERS: ProductFilters = {
  category: '',
  minPrice: PRICE_MIN,
  maxPrice: PRICE_MAX,
  availability: 'all',
  onSale: false,
  newArrivals: false,
}

export const DEFAULT_SORT: SortKey = 'name'

export const SORT_OPTIONS: { value: SortKey; label: MessageKey }[] = [
  { value: 'name', label: 'products.sort.name' },
  { value: 'price-asc', label: 'products.sort.price.asc' },
  { value: 'price-desc', label: 'products.sort.price.desc' },
  { value: 'rating', label: 'products.sort.rating' },
]

export interface FilterableProduct extends StockFields {
  category: string
  price: number
  actual_price: number
  created_at: string
}

/** Added within the last 30 days of `now`. (The original compared a fixed date and so never matched; see docs/product.md, Business constants and limits.) */
export function isNewArrival(product: { created_at: string }, now: Date | number): boolean {
  const created = Date.parse(product.created_at)
  if (Number.isNaN(created)) return false
  const nowMs = typeof now === 'number' ? now : now.getTime()
  return created <= nowMs && nowMs - created <= NEW_ARRIVAL_DAYS * DAY_MS
}

export function filterProducts<T extends FilterableProduct>(
  products: readonly T[],
  filters: ProductFilters,
  now: Date | number,
): T[] {
  const category = filters.category.toLowerCase()
  return products.filter((p) => {
    if (category && p.category.toLowerCase() !== category) return false
    if (p.price < filters.minPrice || p.price > filters.maxPrice) return false
    if (filters.availability === 'in' && isUnavailable(p)) return false
    if (filters.availability === 'out' && !isUnavailable(p)) return false
    if (filters.onSale && !isOnSale(p.price, p.actual_price)) return false
    if (filters.newArrivals && !isNewArrival(p, now)) return false
    return true
  })
}

export function hasActiveFilters(filters: ProductFilters): boolean {
  return (
    filters.category !== DEFAULT_FILTERS.category ||
    filters.minPrice !== DEFAULT_FILTERS.minPrice ||
    filters.maxPrice !== DEFAULT_FILTERS.maxPrice ||
    filters.availability !== DEFAULT_FILTERS.availability ||
    filters.onSale ||
    filters.newArrivals
  )
}

/** Ties keep a stable, predictable order by name. */
export function sortProducts<T extends { name: string; price: number; rating: number }>(
  products: readonly T[],
  sort: SortKey,
): T[] {
  const byName = (a: T, b: T) => a.name.localeCompare(b.name, 'en-IN', { sensitivity: 'base' })
  const compare: Record<SortKey, (a: T, b: T) => number> = {
    name: byName,
    'price-asc': (a, b) => a.price - b.price || byName(a, b),
    'price-desc': (a, b) => b.price - a.price || byName(a, b),
    rating: (a, b) => b.rating - a.rating || byName(a, b),
  }
  return [...products].sort(compare[sort])
}

function clampTo(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value))
}

/**
 * docs/product.md, Validation rules: the min slider cannot exceed max and max cannot go below min. The side that moved
 * is held back by the other; both stay within 0–2000.
 */
export function clampPriceRange(
  min: number,
  max: number,
  changed: 'min' | 'max',
): { min: number; max: number } {
  const lo = clampTo(Number.isFinite(min) ? Math.round(min) : PRICE_MIN, PRICE_MIN, PRICE_MAX)
  const hi = clampTo(Number.isFinite(max) ? Math.round(max) : PRICE_MAX, PRICE_MIN, PRICE_MAX)
  if (lo <= hi) return { min: lo, max: hi }
  return changed === 'min' ? { min: hi, max: hi } : { min: lo, max: lo }
}

// ---------- URL search params ----------

const AVAILABILITY_VALUES: readonly Availability[] = ['all', 'in', 'out']
const SORT_VALUES: readonly SortKey[] = SORT_OPTIONS.map((o) => o.value)

/** Filters and sort live in the URL so Back and shared links restore them; junk falls back to defaults. */
export function readListingParams(params: URLSearchParams): { filters: ProductFilters; sort: SortKey } {
  const num = (key: string, fallback: number) => {
    const raw = params.get(key)
    if (raw === null || raw.trim() === '') return fallback
    const n = Number(raw)
    return Number.isFinite(n) ? n : fallback
  }
  const range = clampPriceRange(num('min', PRICE_MIN), num('max', PRICE_MAX), 'min')
  const availability = params.get('stock') as Availability | null
  const sort = params.get('sort') as SortKey | null
  return {
    filters: {
      // the category's name as the shop spells it; one the shop does not show matches no product
      category: (params.get('category') ?? '').trim().slice(0, 40),
      minPrice: range.min,
      maxPrice: range.max,
      availability: availability && AVAILABILITY_VALUES.includes(availability) ? availability : 'all',
      onSale: params.get('sale') === '1',
      newArrivals: params.get('new') === '1',
    },
    sort: sort && SORT_VALUES.includes(sort) ? sort : DEFAULT_SORT,
  }
}

/** Only non-default values are written, so a plain /products stays plain. */
export function writeListingParams(filters: ProductFilters, sort: SortKey): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.category) params.set('category', filters.category)
  if (filters.minPrice !== PRICE_MIN) params.set('min', String(filters.minPrice))
  if (filters.maxPrice !== PRICE_MAX) params.set('max', String(filters.maxPrice))
  if (filters.availability !== 'all') params.set('stock', filters.availability)
  if (filters.onSale) params.set('sale', '1')
  if (filters.newArrivals) params.set('new', '1')
  if (sort !== DEFAULT_SORT) params.set('sort', sort)
  return params
}
