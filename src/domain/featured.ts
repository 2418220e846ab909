import { isMoringa } from './reviews.ts'

// Spec §2 Home and §9: the featured grid loads 8 products and shows 4, moringa products first.
export const FEATURED_LOAD_COUNT = 8
export const FEATURED_SHOW_COUNT = 4

/** Moringa products (by name or category) first, each group keeping its original order; then take `count`. */
export function pickFeaturedProducts<T extends { name: string; category: string }>(
  products: readonly T[],
  count = FEATURED_SHOW_COUNT,
): T[] {
  const moringa = products.filter((p) => isMoringa(p))
  const others = products.filter((p) => !isMoringa(p))
  return [...moringa, ...others].slice(0, Math.max(0, count))
}
