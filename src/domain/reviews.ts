/**
 * When a shopper's review goes live (decision 045): at once; at once for a verified buyer (a delivered order with
 * the product) and after approval for anyone else; or every review after approval.
 */
export const REVIEW_MODERATION_MODES = ['publish_at_once', 'verified_at_once', 'all_held'] as const
export type ReviewModeration = (typeof REVIEW_MODERATION_MODES)[number]

/** Whether a review written under `mode` waits for staff. */
export const heldFor = (mode: ReviewModeration, verified: boolean): boolean =>
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
