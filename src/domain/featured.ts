import { isMoringa } from './reviews.ts'

// docs/product.md (Routes and screens, Home and Business constants and limits): the featured grid loads 8 products and shows 4, moringa products first. Staff may also mark
// products as featured in the back office: those come before everything (and are loaded first, sort=featured).
export const FEATURED_LOAD_COUNT = 8
export const FEATURED_SHOW_COUNT = 4

/** Shown with the Featured badge: staff's pick, or moringa (docs/product.md, Routes and screens). */
export const isFeatured = (p: { name: string; category: string; featured?: boolean }) =>
  p.featured === true || isMoringa(p)

/**
 * Staff's picks first, then moringa products (by name or category), then the rest, each group keeping its
 * original order; then take `count`.
 */
export function pickFeaturedProducts<T extends { name: string; category: string; featured?: boolean }>(
  products: readonly T[],
  count = FEATURED_SHOW_COUNT,
): T[] {
  const picked = products.filter((p) => p.featured === true)
  const moringa = products.filter((p) => p.featured !== true && isMoringa(p))
  const others = products.filter((p) => p.featured !== true && !isMoringa(p))
  return [...picked, ...moringa, ...others].slice(0, Math.max(0, count))
}
