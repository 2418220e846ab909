// Pure rules behind the product page (docs/product.md, Routes and screens, Validation rules and Business constants and limits), apart from the products page's filters and sorting so the
// product page's first load carries only these.
import { getStockState, isUnavailable, type StockFields, type StockState } from '#domain/stock.ts'
import { paiseOf, wireRupees } from '#web/lib/wire-money.ts'

// ---------- gallery ----------

export const GALLERY_SIZE = 5

export interface GalleryFields {
  image_url: string | null
  image_url_1?: string | null
  image_url_2?: string | null
  image_url_3?: string | null
  image_url_4?: string | null
}

/**
 * Up to 5 images: the main image then image_url_1..4, blanks dropped and '+' turned into '%20'
 * (stored names had spaces written as '+'). A lone image is repeated to fill all 5 slots.
 */
export function buildGallery(product: GalleryFields): string[] {
  const urls = [
    product.image_url,
    product.image_url_1,
    product.image_url_2,
    product.image_url_3,
    product.image_url_4,
  ]
    .map((u) => (u ?? '').trim())
    .filter((u) => u !== '')
    .map((u) => u.replaceAll('+', '%20'))
    .slice(0, GALLERY_SIZE)
  if (urls.length === 1) return Array.from({ length: GALLERY_SIZE }, () => urls[0] as string)
  return urls
}

// ---------- related products ----------

/** Same category first, then the others, in catalogue order; never the product itself. */
export function relatedProducts<T extends { id: number; category: string }>(
  product: { id: number; category: string },
  all: readonly T[],
  limit = 4,
): T[] {
  const others = all.filter((p) => p.id !== product.id)
  const same = others.filter((p) => p.category === product.category)
  const rest = others.filter((p) => p.category !== product.category)
  return [...same, ...rest].slice(0, Math.max(0, limit))
}

// ---------- stock line on the product page ----------

/** 'In stock', 'Only N left' (under 10), 'Out of stock' or 'Coming soon'. */
export function describeStock(product: StockFields): string {
  switch (getStockState(product)) {
    case 'coming_soon':
      return 'Coming soon'
    case 'out_of_stock':
      return 'Out of stock'
    case 'low_stock':
      return `Only ${product.stock} left`
    default:
      return 'In stock'
  }
}

/** Total for the quantity stepper; quantities below 1 count as 1 (docs/product.md, Validation rules). Rounded to the paisa. */
export function lineTotal(price: number, quantity: number): number {
  const q = Math.max(1, Math.floor(quantity))
  return wireRupees(paiseOf(price) * q)
}

// ---------- pack sizes (decision 041) ----------

export { PACK_SIZE_PARAM } from '#domain/pack-size-param.ts'

import { packOfSizeParam } from '#domain/pack-size-param.ts'

/** What the product page shows and sells of one pack: the product's own fields stand for its default pack. */
export interface PackChoice {
  variant_index: number
  sku: string | null
  size: string
  price: number
  actual_price: number
  /** the product's stock status for its default pack, the pack's own for the others */
  stock_status: string
  in_stock: boolean
  /** the count behind 'Only N left' (the default pack's is the product's) */
  stock: number
}

interface PackFields {
  variant_index: number
  sku: string
  size: string
  price: number
  actual_price: number
  stock_status: string
  in_stock: boolean
  stock: number
}

interface ProductWithPacks extends StockFields {
  size: string
  price: number
  actual_price: number
  packs?: readonly PackFields[]
}

/**
 * The packs the page offers, default first. A product read from a list (no `packs` yet) or with one pack offers
 * its own fields: the page looks as it always did.
 */
export function packChoices(product: ProductWithPacks): PackChoice[] {
  const packs = product.packs ?? []
  if (packs.length === 0)
    return [
      {
        variant_index: 0,
        sku: null,
        size: product.size,
        price: product.price,
        actual_price: product.actual_price,
        stock_status: product.stock_status,
        in_stock: !isUnavailable(product),
        stock: product.stock,
      },
    ]
  return packs.map((k) => ({
    variant_index: k.variant_index,
    sku: k.sku,
    size: k.size,
    price: k.price,
    actual_price: k.actual_price,
    stock_status: k.stock_status,
    in_stock: k.in_stock,
    stock: k.variant_index === 0 ? product.stock : k.stock,
  }))
}

/** The pack `?size=` names, or the default pack when it names none or one the product does not have. */
export function chosenPack(choices: readonly PackChoice[], size: string | null): PackChoice {
  return packOfSizeParam(choices, size)
}

/** The pack's stock state, by the product's rules (src/domain/stock.ts) from the pack's stock and status. */
export function packStockState(pack: PackChoice): StockState {
  return getStockState({ stock: pack.stock, stock_status: pack.stock_status })
}

/** The pack's stock line, as `describeStock` words it ('Only 8 left'). */
export function describePackStock(pack: PackChoice): string {
  return describeStock({ stock: pack.stock, stock_status: pack.stock_status })
}
