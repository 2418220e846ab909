// Shopper returns in the back office (decision 056): the queue, and staff's steps on one return.
import { queryOptions } from '@tanstack/react-query'
import { adminReturnsReply, returnReply } from '#domain/contracts/returns.ts'
import type { ReturnStatus } from '#domain/returns.ts'
import { adminApi } from '#web/features/admin/shell/api/admin-client.ts'

export const returnsQueueQuery = (status: ReturnStatus | '') =>
  queryOptions({
    queryKey: ['admin', 'returns', status] as const,
    queryFn: () => adminApi.get(adminReturnsReply, `/returns${status ? `?status=${status}` : ''}`),
  })

export const orderReturnsQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['admin', 'returns', 'order', orderId] as const,
    queryFn: () => adminApi.get(adminReturnsReply, `/orders/${orderId}/returns`),
  })

export const returnStep = (id: string, step: 'approve' | 'refuse' | 'receive' | 'refund', body: unknown) =>
  adminApi.post(returnReply, `/returns/${id}/${step}`, body)
