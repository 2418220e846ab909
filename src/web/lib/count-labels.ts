// How counts read in the header badges, the cart and the wishlist (docs/product.md, Routes and screens and Business constants and limits).

/** docs/product.md, Routes and screens / Business constants and limits: the cart badge shows 99+ above 99 on a phone; desktop shows the number. */
export const BADGE_COMPACT_MAX = 99

/** The text of a count badge, or null when the badge is hidden (count 0 or less). */
export function formatBadgeCount(count: number, compact: boolean): string | null {
  if (!Number.isFinite(count) || count <= 0) return null
  const n = Math.floor(count)
  return compact && n > BADGE_COMPACT_MAX ? `${BADGE_COMPACT_MAX}+` : String(n)
}
