// Telugu texts of the cart drawer (its own texts; the rest are the cart's) (decision 058): written for the
// shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { cartDrawerEn } from './cart-drawer.en.ts'

export const cartDrawerTe: Record<keyof typeof cartDrawerEn, Message> = {
  'cart.error.short': 'కార్ట్ లోడ్ కాలేదు',
  'cart.view': 'కార్ట్ చూడండి',
  'cart.close': 'కార్ట్ మూసివేయండి',
  'cart.drawer.empty': 'మీ కార్ట్ ఖాళీగా ఉంది',
  'cart.drawer.empty.text': 'ఎండలో ఆరబెట్టిన మునగ, పండ్ల, కూరగాయల పొడులు మీ కోసం ఎదురుచూస్తున్నాయి.',
  'cart.drawer.start': 'షాపింగ్ మొదలుపెట్టండి',
  'cart.drawer.none': 'కార్ట్ ఖాళీ',
}
