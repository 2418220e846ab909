import type { Cart } from '#domain/contracts/cart.ts'
import { apiRequest, type Envelope } from '#web/lib/api-client.ts'

/** One more (the server keeps it within 99 and the stock). */
export async function incrementCartItem(productId: number): Promise<Cart> {
  const reply = await apiRequest<Envelope<{ cart: Cart }>>(`/cart/items/${productId}/increment`, {
    method: 'POST',
  })
  return reply.data.cart
}
