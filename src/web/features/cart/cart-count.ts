// The header's cart count (docs/product.md, States and transitions), loaded only when there is something to count (app/shell/use-counts.ts).
// Signed in, it is the query cache's: every change writes the count from its reply, a cart read writes it too,
// and a change whose reply does not carry the cart (an order placed) invalidates cartKeys.all, which this
// observer then counts again; GET /cart/count runs only on load, at sign-in and after such an invalidation.
// Signed out it is the browser cart's. At sign-in (or on a later load, if that merge could not reach the
// server) the visitor's browser cart joins the account's.

import { QueryObserver } from '@tanstack/react-query'
import { onAppEvent } from '#web/lib/app-events.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { cartKeys } from '#web/lib/query-keys.ts'
import { getSession, subscribeSession } from '#web/lib/session.ts'
import { cartCountQuery } from './api/get-cart-count.ts'
import { GUEST_CART_KEY, readGuestCart, readGuestCartCount } from './api/guest-cart-storage.ts'
import { mergeGuestCart } from './api/merge-guest-cart.ts'

export function startCartCount(publish: (count: number) => void): void {
  const signedIn = () => getSession().user !== null
  const count = new QueryObserver(queryClient, { ...cartCountQuery(), enabled: signedIn() })
  const read = () =>
    publish(signedIn() ? (queryClient.getQueryData<number>(cartKeys.count) ?? 0) : readGuestCartCount())

  count.subscribe(read)
  subscribeSession(() => {
    count.setOptions({ ...cartCountQuery(), enabled: signedIn() })
    read()
  })
  onAppEvent('cartUpdated', read)
  onAppEvent('user-logged-in', () => {
    void mergeGuestCart()
    void count.refetch({ cancelRefetch: false })
  })
  // What the last account had must not show for the next visitor or account.
  onAppEvent('user-logged-out', () => {
    queryClient.removeQueries({ queryKey: cartKeys.all })
    read()
  })
  window.addEventListener('storage', (e) => {
    if (e.key === GUEST_CART_KEY || e.key === null) read()
  })
  if (signedIn() && readGuestCart().length > 0) void mergeGuestCart()
  read()
}
