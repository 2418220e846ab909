import { useCallback, useState } from 'react'
import { CART_QUANTITY } from '#domain/cart.ts'
import type { Product } from '#domain/contracts/catalogue.ts'
import { cartMessages } from '#domain/messages-cart.ts'
import { isComingSoon, isUnavailable } from '#domain/stock.ts'
import { emitAppEvent } from '#web/lib/app-events.ts'
import { failureMessage } from '#web/lib/failure-message.ts'
import { getSession } from '#web/lib/session.ts'
import { toast } from '#web/ui/toast.tsx'
import { addCartItem } from './api/add-cart-item.ts'
import { setCachedCart } from './api/get-cart.ts'
import { readGuestCart, updateGuestCart } from './api/guest-cart-storage.ts'
import { addGuestLine, guestQuantityOf } from './model/guest-cart.ts'

type AddableProduct = Pick<
  Product,
  | 'id'
  | 'name'
  | 'price'
  | 'actual_price'
  | 'description'
  | 'category'
  | 'image_url'
  | 'stock'
  | 'stock_status'
  | 'size'
>

/**
 * Adds to the account's cart when signed in, to the browser cart otherwise (it joins the account's cart
 * at sign-in). On success the cart drawer slides in, so the shopper sees what is in the cart and the way
 * to checkout without leaving the page.
 */
export async function addProductToCart(product: AddableProduct, quantity = 1): Promise<boolean> {
  if (quantity < 1) return false
  if (isUnavailable(product)) {
    toast.error(isComingSoon(product.stock_status) ? cartMessages.comingSoon : cartMessages.outOfStock)
    return false
  }
  if (getSession().user) {
    try {
      setCachedCart(await addCartItem(product.id, quantity))
    } catch (err) {
      const message = failureMessage(err, cartMessages.addFailedToast)
      if (message) toast.error(message)
      return false
    }
  } else {
    const inCart = guestQuantityOf(readGuestCart(), product.id)
    // Decision 005: at most 99 of an item, said before the stock (as the server does for signed-in shoppers).
    if (inCart + quantity > CART_QUANTITY.max) {
      toast.error(cartMessages.maxPerOrder)
      return false
    }
    if (inCart + quantity > product.stock) {
      toast.error(cartMessages.onlyLeft(product.stock))
      return false
    }
    updateGuestCart((lines) =>
      addGuestLine(lines, {
        productId: product.id,
        variantIndex: 0,
        quantity,
        product: {
          id: product.id,
          name: product.name,
          price: product.price,
          actual_price: product.actual_price,
          description: product.description,
          category: product.category,
          image_url: product.image_url,
          stock: product.stock,
          stock_status: product.stock_status,
          size: product.size,
        },
      }),
    )
  }
  toast.success(cartMessages.added(product.name))
  emitAppEvent('cartUpdated', null)
  emitAppEvent('openCartDrawer', null)
  return true
}

/** The one hook every Add to Cart button uses; `isAdding` drives 'Adding...' and the disabled state. */
export function useAddToCart() {
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set())

  const addToCart = useCallback(async (product: AddableProduct, quantity = 1): Promise<boolean> => {
    setBusy((s) => new Set(s).add(product.id))
    try {
      return await addProductToCart(product, quantity)
    } finally {
      setBusy((s) => {
        const next = new Set(s)
        next.delete(product.id)
        return next
      })
    }
  }, [])

  const isAdding = useCallback((productId: number) => busy.has(productId), [busy])
  return { addToCart, isAdding }
}
