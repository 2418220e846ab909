import type { ReviewModerationMode } from './shop-settings.ts'

/**
 * Whether a review written under `mode` waits for staff (decision 045): every review (`all_held`), none
 * (`publish_at_once`), or that of anyone without a delivered order of the product (`verified_at_once`).
 */
export const heldFor = (mode: ReviewModerationMode, verified: boolean): boolean =>
  mode === 'all_held' || (mode === 'verified_at_once' && !verified)

export function isMoringa(p: { name: string; category?: string }): boolean {
  return /moringa/i.test(p.name) || /moringa/i.test(p.category ?? '')
}

/** Home testimonials: moringa products first, then by rating, then newest. */
export function rankHomeReviews<T extends { rating: number; review_date: string; product_name: string }>(
  reviews: T[],
): T[] {
  return [...reviews].sort(
    (a, b) =>
      Number(isMoringa({ name: b.product_name })) - Number(isMoringa({ name: a.product_name })) ||
      b.rating - a.rating ||
      b.review_date.localeCompare(a.review_date),
  )
}
