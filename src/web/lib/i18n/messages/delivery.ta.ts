// Tamil texts of the delivery check of the product page and the checkout's delivery speeds (decision 058): written
// for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { deliveryEn } from './delivery.en.ts'

export const deliveryTa: Record<keyof typeof deliveryEn, Message> = {
  'delivery.heading': 'டெலிவரியைச் சரிபார்க்கவும்',
  'delivery.pin': 'PIN குறியீடு',
  'delivery.pin.placeholder': 'PIN குறியீட்டை உள்ளிடவும்',
  'delivery.pin.invalid': 'சரியான 6 இலக்க PIN குறியீட்டை உள்ளிடவும்',
  'delivery.check': 'சரிபார்',
  'delivery.failed': 'டெலிவரியைச் சரிபார்க்க முடியவில்லை. மீண்டும் முயலவும்.',
  'delivery.free': 'இலவசம்',
  'delivery.cod': 'கேஷ் ஆன் டெலிவரி உண்டு',
  'delivery.free.over': '{amount}-க்கு மேலான ஆர்டர்களுக்கு இலவச டெலிவரி',
  'delivery.free.every': 'ஒவ்வொரு ஆர்டருக்கும் இலவச டெலிவரி',
  'delivery.express': 'விரைவு',
  'delivery.standard': 'சாதாரணம்',
  'delivery.by': 'டெலிவரி எதிர்பார்ப்பு: {day}',
  'delivery.by.range': 'டெலிவரி எதிர்பார்ப்பு: {from} – {to}',
}
