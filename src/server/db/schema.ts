// Every table, gathered for drizzle-kit and the database client.
export { cartItems, carts, couponRedemptions, coupons } from '../modules/cart/tables.ts'
export { productImages, products, recipes } from '../modules/catalogue/tables.ts'
export { accounts, jwks, rateLimits, sessions, users, verifications } from '../modules/identity/tables.ts'
export { profiles } from '../modules/profile/tables.ts'
export { reviewLikes, reviews } from '../modules/reviews/tables.ts'
export { favorites } from '../modules/wishlist/tables.ts'
