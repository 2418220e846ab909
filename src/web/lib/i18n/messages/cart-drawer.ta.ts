// Tamil texts of the cart drawer (its own texts; the rest are the cart's) (decision 058): written for the shopper,
// not word for word.
import type { Message } from '../catalogue.ts'
import type { cartDrawerEn } from './cart-drawer.en.ts'

export const cartDrawerTa: Record<keyof typeof cartDrawerEn, Message> = {
  'cart.error.short': 'கார்ட்டை ஏற்ற முடியவில்லை',
  'cart.view': 'கார்ட்டைப் பார்',
  'cart.close': 'கார்ட்டை மூடு',
  'cart.drawer.empty': 'உங்கள் கார்ட் காலியாக உள்ளது',
  'cart.drawer.empty.text': 'வெயிலில் உலர்த்திய முருங்கை, பழ, காய்கறிப் பொடிகள் உங்களுக்காகக் காத்திருக்கின்றன.',
  'cart.drawer.start': 'வாங்கத் தொடங்குங்கள்',
  'cart.drawer.none': 'கார்ட் காலி',
}
