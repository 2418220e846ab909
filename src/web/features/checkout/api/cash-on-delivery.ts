import { useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { Order } from '#domain/contracts/checkout.ts'
import type { cashOnDeliveryReply } from '#domain/contracts/checkout-payments.ts'
import { apiRequest } from '#web/lib/api-client.ts'
import { orderKeys } from '#web/lib/query-keys.ts'

export type CodEligibility = z.infer<typeof cashOnDeliveryReply>['data']

/** GET /orders/{id}/cash-on-delivery: whether the open order may be paid in cash, and the fee. */
export function useCodEligibility(orderId: string | null) {
  return useQuery({
    queryKey: orderKeys.cashOnDelivery(orderId),
    queryFn: async () =>
      (await apiRequest<{ data: CodEligibility }>(`/orders/${encodeURIComponent(orderId!)}/cash-on-delivery`))
        .data,
    enabled: Boolean(orderId),
    staleTime: 0,
  })
}

/** POST /orders/{id}/cash-on-delivery: the order is placed at once, to be paid when it arrives. */
export function usePlaceCod() {
  return useMutation({
    mutationFn: async (orderId: string) =>
      (
        await apiRequest<{ data: { order: Order } }>(
          `/orders/${encodeURIComponent(orderId)}/cash-on-delivery`,
          {
            method: 'POST',
          },
        )
      ).data.order,
  })
}
