import { ProductDetailPage } from '#web/features/catalogue/product-page.tsx'
import { lazyWithTexts } from '#web/lib/i18n/lazy.ts'
import { useAddToCartOnDemand, WishlistButtonOnDemand } from './product-page-actions.tsx'

export { loader } from '#web/features/catalogue/product-page.tsx'

// Rendered by the page only as the shopper scrolls near the reviews, so their code loads then.
const ProductReviews = lazyWithTexts(() =>
  import('#web/features/reviews/product-reviews.tsx').then((m) => ({ default: m.ProductReviews })),
)

/** The catalogue's product with the cart's Add to Cart, the wishlist's heart and the product's reviews. */
export function Component() {
  return (
    <ProductDetailPage
      actions={{ ...useAddToCartOnDemand(), WishlistButton: WishlistButtonOnDemand }}
      reviews={(product) => <ProductReviews product={product} />}
    />
  )
}
