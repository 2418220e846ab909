// The courier desk's calls (decision 046): the courier set up, booking ticked orders, a returned parcel received.
import { queryOptions } from '@tanstack/react-query'
import { bookingReply, courierInfoReply, type ReceiveReturnInput } from '#domain/contracts/admin-courier.ts'
import { adminOrderActionReply } from '#domain/contracts/admin-orders.ts'
import { adminApi } from '#web/features/admin/shell/api/admin-client.ts'

export const courierQuery = () =>
  queryOptions({
    queryKey: ['admin', 'courier'] as const,
    queryFn: () => adminApi.get(courierInfoReply, '/courier'),
    staleTime: 5 * 60_000,
  })

export const bookShipments = (orderIds: string[]) =>
  adminApi.post(bookingReply, '/orders/book-shipments', { order_ids: orderIds })

export const receiveReturn = (orderId: string, body: ReceiveReturnInput) =>
  adminApi.post(adminOrderActionReply, `/orders/${orderId}/receive-return`, body)
