// Failed deliveries (NDR, decision 046 amended): the queue, and staff's answer to one.
import { queryOptions } from '@tanstack/react-query'
import { type DeliveryFailedInput, type NdrActionInput, ndrQueueReply } from '#domain/contracts/admin-ndr.ts'
import { adminOrderActionReply } from '#domain/contracts/admin-orders.ts'
import { adminApi } from '#web/features/admin/shell/api/admin-client.ts'

export const ndrQueueQuery = () =>
  queryOptions({
    queryKey: ['admin', 'ndr'] as const,
    queryFn: () => adminApi.get(ndrQueueReply, '/orders/ndr'),
  })

export const answerNdr = (orderId: string, body: NdrActionInput) =>
  adminApi.post(adminOrderActionReply, `/orders/${orderId}/ndr-action`, body)

export const recordFailedDelivery = (orderId: string, body: DeliveryFailedInput) =>
  adminApi.post(adminOrderActionReply, `/orders/${orderId}/delivery-failed`, body)
