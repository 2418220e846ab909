import { addToAccountCart } from '../../features/cart/api/add-cart-item.ts'
import { WishlistPage } from '../../features/wishlist/wishlist-page.tsx'

/** The wishlist, whose Move to Cart and Add All to Cart use the cart's add. */
export function Component() {
  return <WishlistPage addToCart={addToAccountCart} />
}
