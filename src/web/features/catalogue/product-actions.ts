import type { ComponentType } from 'react'
import type { Product } from '#domain/contracts/catalogue.ts'

/**
 * What the catalogue's pages show of the cart and the wishlist. The catalogue imports neither feature: the route
 * that composes a page gives these (app/routes/product-actions.ts).
 */
export interface ProductActions {
  /** the cart's Add to Cart; true when added */
  addToCart: (product: Product, quantity?: number) => Promise<boolean>
  /** whether an add of this product is in flight ('Adding...', the button disabled) */
  isAdding: (productId: number) => boolean
  /** the wishlist's heart for one product */
  WishlistButton: ComponentType<{
    product: Pick<Product, 'id' | 'name'>
    size?: 'md' | 'lg'
    className?: string
  }>
}
