// The badge counts' live part, loaded only when there is something to count (someone signed in, or a
// visitor's cart): GET /cart/count and the wishlist list (which the hearts on the cards share) when
// signed in, the browser cart otherwise; refreshed on cartUpdated / wishlistUpdated, on login and on
// load; back to the browser cart (empty after logout) when signed out. It also starts the merge of a
// visitor's cart into the account's at sign-in (or on a later load, if that merge could not reach the
// server), since it is the one piece of the cart that is loaded at sign-in.

import { queryClient } from '../../lib/query-client.ts'
import { CART_UPDATED_EVENT, isAnswered } from '../cart/api/cart-events.ts'
import { cartCountQuery } from '../cart/api/get-cart-count.ts'
import { readGuestCart, readGuestCartCount } from '../cart/api/guest-cart-storage.ts'
import { mergeGuestCart } from '../cart/api/merge-guest-cart.ts'
import { getSession, subscribeSession } from '../identity/session.ts'
import { type FavoritesList, favoritesQuery } from '../wishlist/api/get-favorites.ts'
import { WISHLIST_UPDATED_EVENT } from '../wishlist/api/wishlist-events.ts'

type Counts = { cart: number; wishlist: number }

const cartKey = cartCountQuery().queryKey
const favoritesKey = favoritesQuery().queryKey
const fetchCart = () => void queryClient.fetchQuery({ ...cartCountQuery(), staleTime: 0 }).catch(() => {})
const fetchWishlist = () => void queryClient.fetchQuery({ ...favoritesQuery(), staleTime: 0 }).catch(() => {})

export function startCountSync(publish: (counts: Counts) => void): void {
  const signedIn = () => getSession().user !== null
  const read = () =>
    publish(
      signedIn()
        ? {
            cart: queryClient.getQueryData<number>(cartKey) ?? 0,
            wishlist: queryClient.getQueryData<FavoritesList>(favoritesKey)?.count ?? 0,
          }
        : { cart: readGuestCartCount(), wishlist: 0 },
    )
  const refreshAll = () => {
    if (signedIn()) {
      fetchCart()
      fetchWishlist()
    }
    read()
  }

  queryClient.getQueryCache().subscribe(read)
  subscribeSession(read)
  // A change the server answered has already cached the cart and its count: the badge reads it, no fetch.
  window.addEventListener(CART_UPDATED_EVENT, (e) => (signedIn() && !isAnswered(e) ? fetchCart() : read()))
  window.addEventListener(WISHLIST_UPDATED_EVENT, () => signedIn() && fetchWishlist())
  window.addEventListener('user-logged-in', () => {
    void mergeGuestCart()
    refreshAll()
  })
  // What the last account had must not show for the next visitor or account.
  window.addEventListener('user-logged-out', () => {
    queryClient.removeQueries({ queryKey: ['cart'] })
    queryClient.removeQueries({ queryKey: favoritesKey })
    read()
  })
  window.addEventListener('storage', (e) => {
    if (e.key === 'cart' || e.key === null) read()
  })
  if (signedIn() && readGuestCart().length > 0) void mergeGuestCart()
  refreshAll()
}
