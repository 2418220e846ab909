import { useAddToCart } from '#web/features/cart/use-add-to-cart.ts'
import type { ProductActions } from '#web/features/catalogue/product-actions.ts'
import { WishlistButton } from '#web/features/wishlist/wishlist-button.tsx'

/** The cart's Add to Cart and the wishlist's heart, for the catalogue's cards and product page. */
export function useProductActions(): ProductActions {
  const { addToCart, isAdding } = useAddToCart()
  return { addToCart, isAdding, WishlistButton }
}
