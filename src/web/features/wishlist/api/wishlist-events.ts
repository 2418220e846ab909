// Spec §4: after every wishlist change the client broadcasts wishlistUpdated; the header badge listens.
export const WISHLIST_UPDATED_EVENT = 'wishlistUpdated'

export function notifyWishlistUpdated(): void {
  window.dispatchEvent(new Event(WISHLIST_UPDATED_EVENT))
}
