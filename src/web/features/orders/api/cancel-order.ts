import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Order } from '#domain/contracts/checkout.ts'
import { apiRequest } from '#web/lib/api-client.ts'
import { orderKeys } from '#web/lib/query-keys.ts'

/**
 * PUT /orders/{id}/cancel: allowed while pending or processing; stock returns and a paid order is refunded.
 * The reply's message ('Order cancelled and refunded' / 'Order cancelled') is what the shopper reads.
 */
export async function cancelOrder(id: string): Promise<{ message: string; order: Order }> {
  const reply = await apiRequest<{ message: string; data: { order: Order } }>(
    `/orders/${encodeURIComponent(id)}/cancel`,
    { method: 'PUT' },
  )
  return { message: reply.message, order: reply.data.order }
}

export function useCancelOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  })
}
