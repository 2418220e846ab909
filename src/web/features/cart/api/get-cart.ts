import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Cart } from '#domain/contracts/cart.ts'
import { apiGetData } from '#web/lib/api-client.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { cartKeys } from '#web/lib/query-keys.ts'

export async function getCart(signal?: AbortSignal): Promise<Cart> {
  return (await apiGetData<{ cart: Cart }>('/cart', { signal })).cart
}

/** A cart the server answered this recently is not read again when a cart view opens (the drawer after an add). */
const ANSWER_FRESH_MS = 5_000

/**
 * The account's cart; re-read when a cart view opens (another tab may have changed it), unless the server's
 * answer to a change made here is only seconds old. A cart read carries its count too: the badge takes it.
 */
export const cartQuery = () =>
  queryOptions({
    queryKey: cartKeys.detail,
    queryFn: async ({ signal }) => {
      const cart = await getCart(signal)
      queryClient.setQueryData(cartKeys.count, cart.item_count)
      return cart
    },
    staleTime: (q) => (Date.now() - q.state.dataUpdatedAt < ANSWER_FRESH_MS ? ANSWER_FRESH_MS : 0),
  })

export function useCartQuery(enabled = true) {
  return useQuery({ ...cartQuery(), enabled }, queryClient)
}

/** Every change answers with the whole cart; it becomes the cached one, and its count the badge's. */
export function setCachedCart(cart: Cart): void {
  queryClient.setQueryData(cartKeys.detail, cart)
  queryClient.setQueryData(cartKeys.count, cart.item_count)
}
