import type { Cart } from '#domain/contracts/cart.ts'
import { apiRequest, type Envelope } from '#web/lib/api-client.ts'
import { setCachedCart } from './get-cart.ts'

export async function addCartItem(productId: number, quantity: number): Promise<Cart> {
  const reply = await apiRequest<Envelope<{ cart: Cart }>>('/cart/items', {
    method: 'POST',
    body: { product_id: productId, quantity },
  })
  return reply.data.cart
}

/** Adds to the account's cart and caches the reply (the cart and its count): no read follows. */
export async function addToAccountCart(productId: number, quantity = 1): Promise<void> {
  setCachedCart(await addCartItem(productId, quantity))
}
