import { queryOptions } from '@tanstack/react-query'
import type { Favorite } from '#domain/contracts/wishlist.ts'
import { apiGetData } from '#web/lib/api-client.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { wishlistKeys } from '#web/lib/query-keys.ts'

export interface FavoritesList {
  favorites: Favorite[]
  count: number
}

export function getFavorites(signal?: AbortSignal): Promise<FavoritesList> {
  return apiGetData<FavoritesList>('/favorites', { signal })
}

/**
 * The wishlist, newest first (the hook is in use-favorites.ts, so the header's count can read the
 * cache without bringing useQuery into the first page's JavaScript). One cached list serves the page, the header count and every heart on the
 * product cards, so a grid of twenty cards costs one request rather than twenty /favorites/check calls.
 */
export const favoritesQuery = () =>
  queryOptions({ queryKey: wishlistKeys.all, queryFn: ({ signal }) => getFavorites(signal) })

export function setCachedFavorites(change: (list: FavoritesList) => FavoritesList): void {
  queryClient.setQueryData<FavoritesList>(wishlistKeys.all, (list) => (list ? change(list) : list))
}
