// Cart and wishlist counts arrive with the cart and wishlist work (spec §4: they load only when signed in,
// refresh on cartUpdated / wishlistUpdated and reset to 0 on logout). Until then they read 0.

export function useCartCount(): number {
  return 0
}

export function useWishlistCount(): number {
  return 0
}
