import type { Cart, ValidationIssue } from '#domain/contracts/cart.ts'
import { apiRequest, type Envelope } from '#web/lib/api-client.ts'

/**
 * POST /cart/restore: a cart reminder's link (decision 054) puts back what the cart no longer holds of the lines it
 * recalled; `message` says whether anything came back, `adjusted` what stock or the 99 rule changed.
 */
export async function restoreCart(
  token: string,
): Promise<{ cart: Cart; adjusted: ValidationIssue[]; message: string }> {
  const reply = await apiRequest<Envelope<{ cart: Cart; adjusted: ValidationIssue[] }> & { message: string }>(
    '/cart/restore',
    { method: 'POST', body: { token } },
  )
  return { ...reply.data, message: reply.message }
}
