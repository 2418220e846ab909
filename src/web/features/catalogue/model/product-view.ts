// Pure rules behind the product page (docs/product.md, Routes and screens, Validation rules and Business constants and limits), apart from the products page's filters and sorting so the
// product page's first load carries only these.
import { getStockState, type StockFields } from '#domain/stock.ts'
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
