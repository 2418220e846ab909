// Telugu texts of shared by the product cards, the hero, the product page, the cart's toasts and the delivery check
// (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { sharedEn } from './shared.en.ts'

export const sharedTe: Record<keyof typeof sharedEn, Message> = {
  'stock.in': 'స్టాక్‌లో ఉంది',
  'stock.low': 'కొన్ని మాత్రమే ఉన్నాయి',
  'stock.out': 'స్టాక్ అయిపోయింది',
  'stock.soon': 'త్వరలో వస్తోంది',
  'price.off': '{percent}% తగ్గింపు',
  'stars.rated': '5కి {rating} రేటింగ్',
  'stars.reviews': { one: 'సమీక్ష', other: 'సమీక్షలు' },
  'stars.none': 'ఇంకా సమీక్షలు లేవు',
  'common.cancel': 'రద్దు చేయండి',
  'common.password.show': 'పాస్‌వర్డ్ చూపించండి',
  'common.try.again': 'మళ్ళీ ప్రయత్నించండి',
  'common.login': 'కొనసాగడానికి దయచేసి లాగిన్ అవ్వండి',
  'common.featured': 'ప్రత్యేకం',
  'card.details': 'వివరాలు',
  'card.details.of': '{name}',
  'card.add': 'కార్ట్‌కు జోడించండి',
  'wishlist.add': 'విష్‌లిస్ట్‌కు జోడించండి',
  'wishlist.remove': 'విష్‌లిస్ట్ నుంచి తీసివేయండి',
  'products.trying': 'ప్రయత్నిస్తున్నాం…',
  'products.unavailable': 'దుకాణం ప్రస్తుతం అందుబాటులో లేదు. దయచేసి కాసేపట్లో మళ్ళీ ప్రయత్నించండి.',
  'home.featured.all': 'అన్ని ఉత్పత్తులు చూడండి',
}
