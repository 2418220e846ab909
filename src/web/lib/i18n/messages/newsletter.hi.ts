// Hindi texts of the footer's newsletter box (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { newsletterEn } from './newsletter.en.ts'

export const newsletterHi: Record<keyof typeof newsletterEn, Message> = {
  'newsletter.title': 'खेतों से चिट्ठियाँ',
  'newsletter.lead':
    'नई फ़सल, रेसिपी और ऑफ़र, महीने में लगभग एक बार। हम ईमेल से पुष्टि करने को कहते हैं, और हर चिट्ठी में एक क्लिक से सदस्यता छोड़ने का विकल्प होता है।',
  'newsletter.label': 'आपका ई-मेल पता',
  'newsletter.subscribe': 'सदस्य बनें',
  'newsletter.subscribing': 'सदस्य बना रहे हैं...',
  'newsletter.another': 'दूसरा ईमेल इस्तेमाल करें',
  'newsletter.email.required': 'कृपया अपना ईमेल पता डालें',
  'newsletter.email.invalid': 'कृपया सही ईमेल पता डालें',
  'newsletter.failed': 'अभी आपको सदस्य नहीं बना सके। कृपया थोड़ी देर में फिर कोशिश करें।',
  'newsletter.too.many': 'बहुत सारे अनुरोध। कृपया थोड़ी देर बाद फिर कोशिश करें',
}
