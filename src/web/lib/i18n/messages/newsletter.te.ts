// Telugu texts of the footer's newsletter box (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { newsletterEn } from './newsletter.en.ts'

export const newsletterTe: Record<keyof typeof newsletterEn, Message> = {
  'newsletter.title': 'పొలాల నుంచి ఉత్తరాలు',
  'newsletter.lead':
    'కొత్త పంటలు, వంటకాలు, ఆఫర్లు, నెలకు సుమారు ఒకసారి. ఈమెయిల్ ద్వారా ధృవీకరించమని అడుగుతాం, ప్రతి ఉత్తరంలో ఒక్క క్లిక్‌తో చందా ఆపే వీలు ఉంటుంది.',
  'newsletter.label': 'మీ ఇ-మెయిల్ చిరునామా',
  'newsletter.subscribe': 'చందా చేరండి',
  'newsletter.subscribing': 'చేరుస్తున్నాం...',
  'newsletter.another': 'వేరే ఈమెయిల్ వాడండి',
  'newsletter.email.required': 'దయచేసి మీ ఈమెయిల్ చిరునామా ఇవ్వండి',
  'newsletter.email.invalid': 'దయచేసి సరైన ఈమెయిల్ చిరునామా ఇవ్వండి',
  'newsletter.failed': 'ప్రస్తుతం మిమ్మల్ని చేర్చలేకపోయాం. దయచేసి కాసేపట్లో మళ్ళీ ప్రయత్నించండి.',
  'newsletter.too.many': 'చాలా ఎక్కువ అభ్యర్థనలు. దయచేసి కాసేపటి తర్వాత మళ్ళీ ప్రయత్నించండి',
}
