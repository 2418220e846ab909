// Malayalam texts of the cart drawer (its own texts; the rest are the cart's) (decision 058): written for the
// shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { cartDrawerEn } from './cart-drawer.en.ts'

export const cartDrawerMl: Record<keyof typeof cartDrawerEn, Message> = {
  'cart.error.short': 'കാർട്ട് ലോഡ് ചെയ്യാനായില്ല',
  'cart.view': 'കാർട്ട് കാണുക',
  'cart.close': 'കാർട്ട് അടയ്ക്കുക',
  'cart.drawer.empty': 'നിങ്ങളുടെ കാർട്ട് ശൂന്യമാണ്',
  'cart.drawer.empty.text': 'വെയിലത്തുണക്കിയ മുരിങ്ങ, പഴം, പച്ചക്കറി പൊടികൾ നിങ്ങളെ കാത്തിരിക്കുന്നു.',
  'cart.drawer.start': 'ഷോപ്പിംഗ് തുടങ്ങുക',
  'cart.drawer.none': 'കാർട്ട് ശൂന്യം',
}
