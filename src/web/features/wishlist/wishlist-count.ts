// The header's wishlist count (docs/product.md, States and transitions): the cached wishlist's, which the page and every heart share and every
// change writes from its reply (no list fetched again after a change). Read on load and at sign-in; cleared at
// sign-out. Loaded only when there is something to count (app/shell/use-counts.ts).

import { QueryObserver } from '@tanstack/react-query'
import { onAppEvent } from '#web/lib/app-events.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { wishlistKeys } from '#web/lib/query-keys.ts'
import { getSession, subscribeSession } from '#web/lib/session.ts'
import { type FavoritesList, favoritesQuery } from './api/get-favorites.ts'

export function startWishlistCount(publish: (count: number) => void): void {
  const signedIn = () => getSession().user !== null
  const list = new QueryObserver(queryClient, { ...favoritesQuery(), enabled: signedIn() })
  const read = () =>
    publish(signedIn() ? (queryClient.getQueryData<FavoritesList>(wishlistKeys.all)?.count ?? 0) : 0)

  list.subscribe(read)
  subscribeSession(() => {
    list.setOptions({ ...favoritesQuery(), enabled: signedIn() })
    read()
  })
  onAppEvent('wishlistUpdated', read)
  onAppEvent('user-logged-in', () => void list.refetch({ cancelRefetch: false }))
  onAppEvent('user-logged-out', () => {
    queryClient.removeQueries({ queryKey: wishlistKeys.all })
    read()
  })
  read()
}
