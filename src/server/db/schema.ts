// Every table, gathered for drizzle-kit and the database client.
export { coupons } from '../modules/cart/tables.ts'
export { productImages, products, recipes } from '../modules/catalogue/tables.ts'
export { reviewLikes, reviews } from '../modules/reviews/tables.ts'
