// English texts of the cart drawer (its own texts; the rest are the cart's) (the reference; decision 058). The
// spec's texts stay exactly as written.
import { englishArea } from '../catalogue.ts'

export const cartDrawerEn = englishArea('cart-drawer', {
  'cart.error.short': 'Failed to load cart',
  'cart.view': 'View cart',
  'cart.close': 'Close cart',
  'cart.drawer.empty': 'Your cart is empty',
  'cart.drawer.empty.text': 'Sun-dried moringa, fruit and vegetable powders are waiting for you.',
  'cart.drawer.start': 'Start Shopping',
  'cart.drawer.none': 'CART EMPTY',
})
