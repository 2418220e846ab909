export { useAddToCart } from '../cart/use-add-to-cart.ts'
