import { queryOptions } from '@tanstack/react-query'
import { adminOrderReply } from '#domain/contracts/admin-orders.ts'
import { adminApi } from '#web/features/admin/shell/api/admin-client.ts'
import { orderKeys } from './query-keys.ts'

/** GET /orders/{id}: the order with its timeline and the actions allowed now. */
export async function getOrder(id: string) {
  return (await adminApi.get(adminOrderReply, `/orders/${encodeURIComponent(id)}`)).data
}

export const orderQuery = (id: string) =>
  queryOptions({ queryKey: orderKeys.detail(id), queryFn: () => getOrder(id) })
