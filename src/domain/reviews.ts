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
