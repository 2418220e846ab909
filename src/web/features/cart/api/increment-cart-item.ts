import type { Cart } from '#domain/contracts/cart.ts'
import { apiRequest, type Envelope } from '#web/lib/api-client.ts'
import { lineQuery } from './line-query.ts'

/** One more (the server keeps it within 99 and the stock). */
export async function incrementCartItem(productId: number, variantIndex = 0): Promise<Cart> {
  const reply = await apiRequest<Envelope<{ cart: Cart }>>(
    `/cart/items/${productId}/increment${lineQuery(variantIndex)}`,
    {
      method: 'POST',
    },
  )
  return reply.data.cart
}
