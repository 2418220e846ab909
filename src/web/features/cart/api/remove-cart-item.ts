import type { Cart } from '#domain/contracts/cart.ts'
import { apiRequest, type Envelope } from '#web/lib/api-client.ts'
import { lineQuery } from './line-query.ts'

/** Removes the line of this product in this pack (0 the default pack). */
export async function removeCartItem(productId: number, variantIndex = 0): Promise<Cart> {
  const reply = await apiRequest<Envelope<{ cart: Cart }>>(
    `/cart/items/${productId}${lineQuery(variantIndex)}`,
    { method: 'DELETE' },
  )
  return reply.data.cart
}
