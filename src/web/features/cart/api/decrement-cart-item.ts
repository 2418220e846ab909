import type { Cart } from '#domain/contracts/cart.ts'
import { apiRequest, type Envelope } from '#web/lib/api-client.ts'
import { lineQuery } from './line-query.ts'

/** One fewer; the server ignores it at 1 (removal is its own call). */
export async function decrementCartItem(productId: number, variantIndex = 0): Promise<Cart> {
  const reply = await apiRequest<Envelope<{ cart: Cart }>>(
    `/cart/items/${productId}/decrement${lineQuery(variantIndex)}`,
    {
      method: 'POST',
    },
  )
  return reply.data.cart
}
