// The badge counts' live part, loaded only when there is something to count (use-counts.ts): each feature
// keeps its own count (features/cart/cart-count.ts, features/wishlist/wishlist-count.ts); the header shows both.

import { startCartCount } from '#web/features/cart/cart-count.ts'
import { startWishlistCount } from '#web/features/wishlist/wishlist-count.ts'

export function startCountSync(publish: (counts: { cart?: number; wishlist?: number }) => void): void {
  startCartCount((cart) => publish({ cart }))
  startWishlistCount((wishlist) => publish({ wishlist }))
}
