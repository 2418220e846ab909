// Malayalam texts of the delivery check of the product page and the checkout's delivery speeds (decision 058):
// written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { deliveryEn } from './delivery.en.ts'

export const deliveryMl: Record<keyof typeof deliveryEn, Message> = {
  'delivery.heading': 'ഡെലിവറി പരിശോധിക്കുക',
  'delivery.pin': 'PIN കോഡ്',
  'delivery.pin.placeholder': 'PIN കോഡ്',
  'delivery.pin.invalid': 'ശരിയായ 6 അക്ക PIN കോഡ് നൽകുക',
  'delivery.check': 'പരിശോധിക്കുക',
  'delivery.failed': 'ഡെലിവറി പരിശോധിക്കാനായില്ല. ദയവായി വീണ്ടും ശ്രമിക്കുക.',
  'delivery.free': 'സൗജന്യം',
  'delivery.cod': 'ക്യാഷ് ഓൺ ഡെലിവറി ലഭ്യമാണ്',
  'delivery.free.over': '{amount}-ൽ കൂടുതലുള്ള ഓർഡറുകൾക്ക് സൗജന്യ ഷിപ്പിംഗ്',
  'delivery.free.every': 'എല്ലാ ഓർഡറുകൾക്കും സൗജന്യ ഷിപ്പിംഗ്',
  'delivery.express': 'എക്സ്പ്രസ്',
  'delivery.standard': 'സാധാരണ',
  'delivery.by': 'പ്രതീക്ഷിക്കുന്ന ഡെലിവറി: {day}',
  'delivery.by.range': 'പ്രതീക്ഷിക്കുന്ന ഡെലിവറി: {from} – {to}',
}
