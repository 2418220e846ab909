import { ProductDetailPage } from '#web/features/catalogue/product-page.tsx'
import { ProductReviews } from '#web/features/reviews/product-reviews.tsx'
import { useProductActions } from './product-actions.ts'

export { loader } from '#web/features/catalogue/product-page.tsx'

/** The catalogue's product with the cart's Add to Cart, the wishlist's heart and the product's reviews. */
export function Component() {
  return (
    <ProductDetailPage
      actions={useProductActions()}
      reviews={(product) => <ProductReviews product={product} />}
    />
  )
}
