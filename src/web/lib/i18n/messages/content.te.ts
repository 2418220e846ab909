// Telugu texts around the owner's FAQ (decision 058).
import type { Message } from '../catalogue.ts'
import type { contentEn } from './content.en.ts'

export const contentTe: Record<keyof typeof contentEn, Message> = {
  'faq.meta.title': 'తరచుగా అడిగే ప్రశ్నలు',
  'faq.meta.description':
    'ఎండలో ఆరబెట్టిన మా పొడులు, డెలివరీ సమయాలు, రిటర్న్‌లు, రీఫండ్‌లు, Surya Naturals బృందాన్ని సంప్రదించడం గురించి సమాధానాలు.',
  'faq.eyebrow': 'సహాయ కేంద్రం',
  'faq.title': 'తరచుగా అడిగే ప్రశ్నలు',
  'faq.lead': 'మా పొడులు, డెలివరీ, రిటర్న్‌లు, సహాయం గురించి త్వరిత సమాధానాలు. మీ ప్రశ్న ఇక్కడ లేదా? ఒక్క సందేశం పంపండి చాలు.',
  'faq.topics': 'ప్రశ్నల విభాగాలు',
  'faq.topic.products': 'ఉత్పత్తులు',
  'faq.topic.shipping': 'షిప్పింగ్',
  'faq.topic.returns': 'రిటర్న్‌లు',
  'faq.topic.support': 'సహాయం',
  'faq.still.title': 'ఇంకా ప్రశ్నలు ఉన్నాయా?',
  'faq.still.text': 'తెలంగాణలోని మా బృందం ప్రతి సందేశానికి ఒక పని దినంలోగా జవాబిస్తుంది.',
  'faq.still.contact': 'మమ్మల్ని సంప్రదించండి',
  'faq.still.email': 'లేదా ఈమెయిల్ చేయండి',
  'policy.eyebrow': 'పాలసీలు',
  'policy.updated': 'చివరిగా మార్చింది',
  'policy.toc': 'ఈ పేజీలో',
  'policy.related': 'సంబంధిత పాలసీలు',
  'policy.still': 'ఇంకా ఏమైనా ప్రశ్న ఉందా? మా',
  'policy.faq': 'తరచుగా అడిగే ప్రశ్నలు చదవండి',
  'policy.or': 'లేదా',
  'policy.contact': 'మమ్మల్ని సంప్రదించండి',
}
