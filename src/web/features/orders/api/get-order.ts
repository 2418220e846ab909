import { queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { CreditNoteLink, Order, orderItemSchema } from '#domain/contracts/checkout.ts'
import { messages } from '#domain/messages.ts'
import { ApiError, apiGetData } from '#web/lib/api-client.ts'
import { orderKeys } from '#web/lib/query-keys.ts'

export type OrderItem = z.infer<typeof orderItemSchema>
export interface OrderDetail {
  order: Order
  items: OrderItem[]
  /** credit notes of cancellations and refunds after the invoice (decision 025) */
  credit_notes?: CreditNoteLink[]
}

/** GET /orders/{id}: the order and its items (404 when it is not the shopper's). */
export async function getOrder(id: string, signal?: AbortSignal): Promise<OrderDetail> {
  const data = await apiGetData<OrderDetail>(`/orders/${encodeURIComponent(id)}`, { signal })
  if (!data?.order || !Array.isArray(data.items)) throw new ApiError(200, messages.orders.invalidResponse)
  return data
}

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 10_000,
  })

export function useOrder(id: string) {
  return useQuery(orderQuery(id))
}
