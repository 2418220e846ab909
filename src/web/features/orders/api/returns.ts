import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { orderReturnsReply, ReturnRequestInput, ReturnView } from '#domain/contracts/returns.ts'
import { apiGetBlob, apiGetData, apiRequest } from '#web/lib/api-client.ts'
import { orderKeys } from '#web/lib/query-keys.ts'

export type OrderReturns = z.infer<typeof orderReturnsReply>['data']

const returnsKey = (id: string) => [...orderKeys.detail(id), 'returns'] as const

/** Where an order's returns are asked: the shopper's own order, or a guest's by its private link (decision 057). */
export const ownOrderPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}`

/** GET /orders/{id}/returns: whether a return can be asked now, the items' units left, and the order's returns. */
export function useOrderReturns(orderId: string, base = ownOrderPath(orderId)) {
  return useQuery({
    queryKey: returnsKey(orderId),
    queryFn: ({ signal }) => apiGetData<OrderReturns>(`${base}/returns`, { signal }),
    staleTime: 10_000,
  })
}

/** POST /orders/{id}/returns (decision 056); the reply's message is what the shopper reads. */
export function useRequestReturn(orderId: string, base = ownOrderPath(orderId)) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      photos = [],
      ...body
    }: Omit<ReturnRequestInput, 'note'> & { note?: string; photos?: File[] }) => {
      // With photos: multipart, the request as JSON in the field `request` and up to three files `photos`.
      let payload: unknown = body
      if (photos.length > 0) {
        const form = new FormData()
        form.append('request', JSON.stringify(body))
        for (const p of photos) form.append('photos', p)
        payload = form
      }
      return apiRequest<{ message: string; data: ReturnView }>(`${base}/returns`, {
        method: 'POST',
        body: payload,
      })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: returnsKey(orderId) }),
  })
}

export function useCancelReturn(orderId: string, base = ownOrderPath(orderId)) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (returnId: string) =>
      apiRequest<{ message: string; data: ReturnView }>(
        `${base}/returns/${encodeURIComponent(returnId)}/cancel`,
        { method: 'POST' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: returnsKey(orderId) }),
  })
}

/** One photo of a return, read with the shopper's token (GET /orders/{id}/returns/{returnId}/photos/{file}). */
export function useReturnPhoto(orderId: string, returnId: string, file: string) {
  return useQuery({
    queryKey: [...returnsKey(orderId), returnId, 'photo', file],
    queryFn: ({ signal }) =>
      apiGetBlob(
        `/orders/${encodeURIComponent(orderId)}/returns/${encodeURIComponent(returnId)}/photos/${encodeURIComponent(file)}`,
        { signal },
      ),
    staleTime: Number.POSITIVE_INFINITY,
  })
}
