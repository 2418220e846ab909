import type { Cart } from '#domain/contracts/cart.ts'
import { apiRequest, type Envelope } from '#web/lib/api-client.ts'

export async function removeCoupon(): Promise<Cart> {
  const reply = await apiRequest<Envelope<{ cart: Cart }>>('/cart/checkout/remove-coupon', {
    method: 'DELETE',
  })
  return reply.data.cart
}
