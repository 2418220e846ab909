// English texts of the delivery check of the product page and the checkout's delivery speeds (the reference; decision
// 058). The spec's texts stay exactly as written.
import { englishArea } from '../catalogue.ts'

export const deliveryEn = englishArea('delivery', {
  'delivery.heading': 'Check delivery',
  'delivery.pin': 'PIN code',
  'delivery.pin.placeholder': 'Enter PIN code',
  'delivery.pin.invalid': 'Enter a valid 6-digit PIN code',
  'delivery.check': 'Check',
  'delivery.failed': 'Could not check delivery. Please try again.',
  'delivery.free': 'free',
  'delivery.cod': 'Cash on delivery available',
  'delivery.free.over': 'Free shipping on orders over {amount}',
  'delivery.free.every': 'Free shipping on every order',
  'delivery.express': 'Express',
  'delivery.standard': 'Standard',
  'delivery.by': 'Delivery by {day}',
  'delivery.by.range': 'Delivery by {from} – {to}',
})
