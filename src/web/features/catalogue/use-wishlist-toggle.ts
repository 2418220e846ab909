export { useWishlistToggle } from '../wishlist/use-wishlist-toggle.ts'
