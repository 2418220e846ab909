import { useCallback, useState } from 'react'
import { CART_QUANTITY } from '#domain/cart.ts'
import type { Product } from '#domain/contracts/catalogue.ts'
import { isComingSoon, isUnavailable } from '#domain/stock.ts'
import { emitAppEvent } from '#web/lib/app-events.ts'
import { failureMessage } from '#web/lib/failure-message.ts'
import { readGuestCheckout } from '#web/lib/guest-checkout.ts'
import { say } from '#web/lib/i18n/page-language.ts'
import { getSession } from '#web/lib/session.ts'
import { toast } from '#web/ui/toast.tsx'
import { addCartItem } from './api/add-cart-item.ts'
import { setCachedCart } from './api/get-cart.ts'
import { readGuestCart, updateGuestCart } from './api/guest-cart-storage.ts'
import { addGuestLine, guestQuantityOf } from './model/guest-cart.ts'
import '#web/lib/i18n/messages/toasts.en.ts'

type AddableProduct = Pick<
  Product,
  | 'id'
  | 'name'
  | 'price'
  | 'actual_price'
  | 'description'
  | 'category'
  | 'category_label'
  | 'image_url'
  | 'stock'
  | 'stock_status'
  | 'size'
>

/**
 * The pack a product page chose (decision 048; the catalogue's `ChosenPack`, which this feature does not import):
 * its place among the product's packs, size, SKU, price, MRP and, when known, stock.
 */
export interface AddablePack {
  variant_index: number
  sku: string | null
  size: string
  price: number
  actual_price: number
  in_stock: boolean
  stock: number | null
}

/**
 * Adds to the account's cart when signed in, to the browser cart otherwise (it joins the account's cart
 * at sign-in). On success the cart drawer slides in, so the shopper sees what is in the cart and the way
 * to checkout without leaving the page.
 */
export async function addProductToCart(
  product: AddableProduct,
  quantity = 1,
  pack?: AddablePack,
): Promise<boolean> {
  if (quantity < 1) return false
  const variantIndex = pack?.variant_index ?? 0
  if (pack ? !pack.in_stock : isUnavailable(product)) {
    toast.error(isComingSoon(product.stock_status) ? say('toast.coming.soon') : say('toast.out.of.stock'))
    return false
  }
  // A guest checkout's cart is on the server (decision 057).
  if (getSession().user || readGuestCheckout()) {
    try {
      setCachedCart(await addCartItem(product.id, quantity, variantIndex))
    } catch (err) {
      const message = failureMessage(err, say('toast.add.failed'))
      if (message) toast.error(message)
      return false
    }
  } else {
    const inCart = guestQuantityOf(readGuestCart(), product.id, variantIndex)
    // Decision 005: at most 99 of an item, said before the stock (as the server does for signed-in shoppers).
    if (inCart + quantity > CART_QUANTITY.max) {
      toast.error(say('toast.max'))
      return false
    }
    // A pack whose count the page does not know is checked by the server when the cart joins the account's.
    const stock = pack ? pack.stock : product.stock
    if (stock !== null && inCart + quantity > stock) {
      toast.error(say('toast.only.left', { count: stock }))
      return false
    }
    updateGuestCart((lines) =>
      addGuestLine(lines, {
        productId: product.id,
        variantIndex,
        quantity,
        product: {
          id: product.id,
          name: product.name,
          price: pack?.price ?? product.price,
          actual_price: pack?.actual_price ?? product.actual_price,
          description: product.description,
          category: product.category,
          ...(product.category_label ? { category_label: product.category_label } : {}),
          image_url: product.image_url,
          stock: stock ?? CART_QUANTITY.max,
          stock_status: product.stock_status,
          size: pack?.size ?? product.size,
          ...(pack?.sku ? { sku: pack.sku } : {}),
        },
      }),
    )
  }
  toast.success(say('toast.added', { name: product.name }))
  emitAppEvent('cartUpdated', null)
  emitAppEvent('openCartDrawer', null)
  return true
}

/** The one hook every Add to Cart button uses; `isAdding` drives 'Adding...' and the disabled state. */
export function useAddToCart() {
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set())

  const addToCart = useCallback(
    async (product: AddableProduct, quantity = 1, pack?: AddablePack): Promise<boolean> => {
      setBusy((s) => new Set(s).add(product.id))
      try {
        return await addProductToCart(product, quantity, pack)
      } finally {
        setBusy((s) => {
          const next = new Set(s)
          next.delete(product.id)
          return next
        })
      }
    },
    [],
  )

  const isAdding = useCallback((productId: number) => busy.has(productId), [busy])
  return { addToCart, isAdding }
}
