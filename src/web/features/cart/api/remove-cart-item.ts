import type { Cart } from '#domain/contracts/cart.ts'
import { apiRequest, type Envelope } from '#web/lib/api-client.ts'

export async function removeCartItem(productId: number): Promise<Cart> {
  const reply = await apiRequest<Envelope<{ cart: Cart }>>(`/cart/items/${productId}`, { method: 'DELETE' })
  return reply.data.cart
}
