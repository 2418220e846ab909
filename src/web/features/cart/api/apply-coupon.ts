import type { Cart } from '#domain/contracts/cart.ts'
import { normaliseCouponCode } from '#domain/coupons.ts'
import { apiRequest, type Envelope } from '#web/lib/api-client.ts'

export async function applyCoupon(code: string): Promise<Cart> {
  const reply = await apiRequest<Envelope<{ cart: Cart }>>('/cart/checkout/apply-coupon', {
    method: 'POST',
    body: { coupon_code: normaliseCouponCode(code) },
  })
  return reply.data.cart
}
