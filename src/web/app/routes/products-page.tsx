import { useCallback, useState } from 'react'
import type { ProductActions } from '#web/features/catalogue/product-actions.ts'
import { ProductsPage } from '#web/features/catalogue/products-page.tsx'
import { useT } from '#web/lib/i18n/use-language.ts'
import { toast } from '#web/ui/toast.tsx'
import { WishlistButtonOnDemand } from './product-page-actions.tsx'
import '#web/lib/i18n/messages/shared.en.ts'
import { withTexts } from '#web/lib/i18n/lazy.ts'

export { loader } from '#web/features/catalogue/products-page.tsx'

/** The catalogue's products, each card with the cart's Add to Cart and the wishlist's heart. */
export function Component() {
  return <ProductsPage actions={{ ...useAddToCartOnDemand(), WishlistButton: WishlistButtonOnDemand }} />
}

/**
 * The cart's Add to Cart (`addProductToCart`), its code fetched at the first click, which the busy button covers
 *, as on the product page (product-page-actions.tsx). A list can have several adds in flight, so each
 * card's busy state is its own.
 */
function useAddToCartOnDemand(): Pick<ProductActions, 'addToCart' | 'isAdding'> {
  const [adding, setAdding] = useState<ReadonlySet<number>>(new Set())
  const { t } = useT()
  const addToCart = useCallback<ProductActions['addToCart']>(
    async (product, quantity) => {
      setAdding((s) => new Set(s).add(product.id))
      try {
        const cart = await withTexts(import('#web/features/cart/use-add-to-cart.ts')).catch(() => null)
        if (cart) return await cart.addProductToCart(product, quantity)
        toast.error(t('products.unavailable'))
        return false
      } finally {
        setAdding((s) => {
          const next = new Set(s)
          next.delete(product.id)
          return next
        })
      }
    },
    [t],
  )
  const isAdding = useCallback((productId: number) => adding.has(productId), [adding])
  return { addToCart, isAdding }
}
