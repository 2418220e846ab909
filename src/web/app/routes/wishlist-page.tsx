import { addToAccountCart } from '#web/features/cart/api/add-cart-item.ts'
import { WishlistPage } from '#web/features/wishlist/wishlist-page.tsx'

/** The wishlist, whose Move to Cart and Add All to Cart use the cart's add. */
export function Component() {
  return <WishlistPage addToCart={addToAccountCart} />
}
