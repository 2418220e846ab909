import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { adminOrderListReply } from '#domain/contracts/admin-orders.ts'
import { adminApi, type Query } from '#web/features/admin/shell/api/admin-client.ts'
import { orderKeys } from './query-keys.ts'

/** GET /orders: a page of orders, newest first, filtered and searched. */
export const getOrders = (query: Query) => adminApi.get(adminOrderListReply, '/orders', query)

export const ordersQuery = (query: Query) =>
  queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: () => getOrders(query),
    placeholderData: keepPreviousData,
  })
