import { queryOptions } from '@tanstack/react-query'
import { apiGetData } from '#web/lib/api-client.ts'
import { cartKeys } from '#web/lib/query-keys.ts'

export async function getCartCount(signal?: AbortSignal): Promise<number> {
  return (await apiGetData<{ item_count: number }>('/cart/count', { signal })).item_count
}

export const cartCountQuery = () =>
  queryOptions({ queryKey: cartKeys.count, queryFn: ({ signal }) => getCartCount(signal) })
