import type { Cart } from '#domain/contracts/cart.ts'
import { apiRequest, type Envelope } from '#web/lib/api-client.ts'
import { setCachedCart } from './get-cart.ts'

/** Adds to the line of this product's pack (`variant_index`, 0 the default pack: decision 048). */
export async function addCartItem(productId: number, quantity: number, variantIndex = 0): Promise<Cart> {
  const reply = await apiRequest<Envelope<{ cart: Cart }>>('/cart/items', {
    method: 'POST',
    body: { product_id: productId, quantity, variant_index: variantIndex },
  })
  return reply.data.cart
}

/** Adds to the account's cart and caches the reply (the cart and its count): no read follows. */
export async function addToAccountCart(productId: number, quantity = 1): Promise<void> {
  setCachedCart(await addCartItem(productId, quantity))
}
