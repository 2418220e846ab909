import type { ComponentType } from 'react'
import type { Product } from '#domain/contracts/catalogue.ts'

/** The pack a shopper chose on the product page (decision 041): what the cart's line is of and is priced at. */
export interface ChosenPack {
  variant_index: number
  sku: string | null
  size: string
  price: number
  actual_price: number
  in_stock: boolean
  /** the pack's stock when the page knows it (the default pack's is the product's), else null */
  stock: number | null
}

/**
 * What the catalogue's pages show of the cart and the wishlist. The catalogue imports neither feature: the route
 * that composes a page gives these (app/routes/product-actions.ts).
 */
export interface ProductActions {
  /** the cart's Add to Cart, of the chosen pack (the default pack when none is given); true when added */
  addToCart: (product: Product, quantity?: number, pack?: ChosenPack) => Promise<boolean>
  /** whether an add of this product is in flight ('Adding...', the button disabled) */
  isAdding: (productId: number) => boolean
  /** the wishlist's heart for one product */
  WishlistButton: ComponentType<{
    product: Pick<Product, 'id' | 'name'>
    size?: 'md' | 'lg'
    className?: string
  }>
}
