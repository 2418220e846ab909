// Hindi texts of the cart drawer (its own texts; the rest are the cart's) (decision 058): written for the shopper,
// not word for word.
import type { Message } from '../catalogue.ts'
import type { cartDrawerEn } from './cart-drawer.en.ts'

export const cartDrawerHi: Record<keyof typeof cartDrawerEn, Message> = {
  'cart.error.short': 'कार्ट लोड नहीं हो सका',
  'cart.view': 'कार्ट देखें',
  'cart.close': 'कार्ट बंद करें',
  'cart.drawer.empty': 'आपका कार्ट खाली है',
  'cart.drawer.empty.text': 'धूप में सुखाए मोरिंगा, फल और सब्ज़ियों के पाउडर आपका इंतज़ार कर रहे हैं।',
  'cart.drawer.start': 'खरीदारी शुरू करें',
  'cart.drawer.none': 'कार्ट खाली है',
}
