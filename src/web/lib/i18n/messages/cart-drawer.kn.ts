// Kannada texts of the cart drawer (its own texts; the rest are the cart's) (decision 058): written for the
// shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { cartDrawerEn } from './cart-drawer.en.ts'

export const cartDrawerKn: Record<keyof typeof cartDrawerEn, Message> = {
  'cart.error.short': 'ಕಾರ್ಟ್ ಲೋಡ್ ಆಗಲಿಲ್ಲ',
  'cart.view': 'ಕಾರ್ಟ್ ನೋಡಿ',
  'cart.close': 'ಕಾರ್ಟ್ ಮುಚ್ಚಿ',
  'cart.drawer.empty': 'ನಿಮ್ಮ ಕಾರ್ಟ್ ಖಾಲಿಯಾಗಿದೆ',
  'cart.drawer.empty.text': 'ಬಿಸಿಲಿನಲ್ಲಿ ಒಣಗಿಸಿದ ನುಗ್ಗೆ, ಹಣ್ಣು ಮತ್ತು ತರಕಾರಿ ಪುಡಿಗಳು ನಿಮಗಾಗಿ ಕಾಯುತ್ತಿವೆ.',
  'cart.drawer.start': 'ಖರೀದಿ ಶುರು ಮಾಡಿ',
  'cart.drawer.none': 'ಕಾರ್ಟ್ ಖಾಲಿ',
}
