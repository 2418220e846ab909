import type { Cart } from '../../../../domain/contracts/cart.ts'
import { apiRequest, type Envelope } from '../../../lib/api-client.ts'

export async function setCartItemQuantity(productId: number, quantity: number): Promise<Cart> {
  const reply = await apiRequest<Envelope<{ cart: Cart }>>(`/cart/items/${productId}`, {
    method: 'PUT',
    body: { quantity },
  })
  return reply.data.cart
}
