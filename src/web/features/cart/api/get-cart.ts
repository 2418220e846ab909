import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Cart } from '../../../../domain/contracts/cart.ts'
import { apiGetData } from '../../../lib/api-client.ts'
import { queryClient } from '../../../lib/query-client.ts'

export const cartKeys = {
  all: ['cart'] as const,
  detail: ['cart', 'detail'] as const,
  count: ['cart', 'count'] as const,
  summary: ['cart', 'summary'] as const,
}

export async function getCart(signal?: AbortSignal): Promise<Cart> {
  return (await apiGetData<{ cart: Cart }>('/cart', { signal })).cart
}

/** The account's cart; always re-read when a cart view opens, since another tab may have changed it. */
export const cartQuery = () =>
  queryOptions({ queryKey: cartKeys.detail, queryFn: ({ signal }) => getCart(signal), staleTime: 0 })

export function useCartQuery(enabled = true) {
  return useQuery({ ...cartQuery(), enabled }, queryClient)
}

/** Every change answers with the whole cart; it becomes the cached one. */
export function setCachedCart(cart: Cart): void {
  queryClient.setQueryData(cartKeys.detail, cart)
}
