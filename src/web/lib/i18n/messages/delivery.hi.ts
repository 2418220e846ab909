// Hindi texts of the delivery check of the product page and the checkout's delivery speeds (decision 058): written
// for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { deliveryEn } from './delivery.en.ts'

export const deliveryHi: Record<keyof typeof deliveryEn, Message> = {
  'delivery.heading': 'डिलीवरी जाँचें',
  'delivery.pin': 'पिन कोड',
  'delivery.pin.placeholder': 'पिन कोड डालें',
  'delivery.pin.invalid': 'कृपया सही 6 अंकों का पिन कोड डालें',
  'delivery.check': 'जाँचें',
  'delivery.failed': 'डिलीवरी की जाँच नहीं हो सकी। कृपया फिर कोशिश करें।',
  'delivery.free': 'मुफ़्त',
  'delivery.cod': 'कैश ऑन डिलीवरी उपलब्ध है',
  'delivery.free.over': '{amount} से ज़्यादा के ऑर्डर पर मुफ़्त शिपिंग',
  'delivery.free.every': 'हर ऑर्डर पर मुफ़्त शिपिंग',
  'delivery.express': 'एक्सप्रेस',
  'delivery.standard': 'स्टैंडर्ड',
  'delivery.by': 'अनुमानित डिलीवरी: {day}',
  'delivery.by.range': 'अनुमानित डिलीवरी: {from} – {to}',
}
