import type { Cart, ValidationIssue } from '#domain/contracts/cart.ts'
import { apiRequest, type Envelope } from '#web/lib/api-client.ts'

/** A visitor's cart joins the account's at sign-in; `adjusted` lists what the 99 and stock limits changed. */
export async function mergeCart(
  items: { product_id: number; variant_index: number; quantity: number }[],
): Promise<{ cart: Cart; adjusted: ValidationIssue[] }> {
  const reply = await apiRequest<Envelope<{ cart: Cart; adjusted: ValidationIssue[] }>>('/cart/merge', {
    method: 'POST',
    body: { items },
  })
  return reply.data
}
