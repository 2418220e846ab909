import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Order } from '#domain/contracts/checkout.ts'
import { messages } from '#domain/messages.ts'
import type { OrderSort } from '#domain/orders.ts'
import type { Pagination } from '#domain/pagination.ts'
import { ApiError, apiGetData } from '#web/lib/api-client.ts'
import { orderKeys } from '#web/lib/query-keys.ts'

export interface OrderPage {
  orders: Order[]
  pagination: Pagination
}

export interface OrdersParams {
  page: number
  limit: number
  sort: OrderSort
}

/** GET /orders?page&limit&sort. docs/product.md, Validation rules: a reply of another shape is 'Invalid response format from server'. */
export async function getOrders(params: OrdersParams, signal?: AbortSignal): Promise<OrderPage> {
  const data = await apiGetData<OrderPage>('/orders', { query: { ...params }, signal })
  if (!data || !Array.isArray(data.orders)) throw new ApiError(200, messages.orders.invalidResponse)
  return data
}

export const ordersQuery = (params: OrdersParams) =>
  queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) => getOrders(params, signal),
    staleTime: 15_000,
  })

export function useOrders(params: OrdersParams) {
  return useQuery({ ...ordersQuery(params), placeholderData: keepPreviousData })
}
