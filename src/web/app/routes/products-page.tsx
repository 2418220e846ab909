import { ProductsPage } from '#web/features/catalogue/products-page.tsx'
import { useProductActions } from './product-actions.ts'

export { loader } from '#web/features/catalogue/products-page.tsx'

/** The catalogue's products, each card with the cart's Add to Cart and the wishlist's heart. */
export function Component() {
  return <ProductsPage actions={useProductActions()} />
}
