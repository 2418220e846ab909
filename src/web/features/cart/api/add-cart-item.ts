import type { Cart } from '../../../../domain/contracts/cart.ts'
import { apiRequest, type Envelope } from '../../../lib/api-client.ts'

export async function addCartItem(productId: number, quantity: number): Promise<Cart> {
  const reply = await apiRequest<Envelope<{ cart: Cart }>>('/cart/items', {
    method: 'POST',
    body: { product_id: productId, quantity },
  })
  return reply.data.cart
}
