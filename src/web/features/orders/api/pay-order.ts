import type { z } from 'zod'
import type { createPaymentOrderReply } from '#domain/contracts/checkout-payments.ts'
import { apiRequest } from '#web/lib/api-client.ts'

export type PayOrderOptions = z.infer<typeof createPaymentOrderReply>['data']

/**
 * POST /orders/{id}/pay ('Pay now'): Checkout's options for the shopper's open unpaid order; 409 'This order can
 * no longer be paid' once it was paid, cancelled or expired.
 */
export async function payOrder(id: string): Promise<PayOrderOptions> {
  const reply = await apiRequest<{ data: PayOrderOptions }>(`/orders/${encodeURIComponent(id)}/pay`, {
    method: 'POST',
  })
  return reply.data
}
