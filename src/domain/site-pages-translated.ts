// The fixed pages' titles and descriptions in Hindi and Telugu, for the head the server writes on /hi/… and /te/…
// (decision 058). A page or language not here keeps its English text (site-pages.ts).
import type { Language } from './languages.ts'

type PageText = { title: string; description?: string }

const HI: Record<string, PageText> = {
  '/': {
    title: 'Surya Naturals: धूप में सुखाया मोरिंगा और सुपरफ़ूड पाउडर',
    description:
      'तेलंगाना के किसानों और स्वयं सहायता समूहों से धूप में सुखाए मोरिंगा, आंवला, चुकंदर और जड़ी-बूटी पाउडर। दाम रुपयों में, पूरे भारत में डिलीवरी।',
  },
  '/about': { title: 'हमारे बारे में' },
  '/products': {
    title: 'सभी उत्पाद',
    description: 'मोरिंगा, फल और सब्ज़ियों के पाउडर, सुपरफ़ूड और जड़ी-बूटियाँ, धूप में सुखाए, दाम रुपयों में।',
  },
  '/moringa': { title: 'मोरिंगा: फ़ायदे, रेसिपी, स्रोत और लैब रिपोर्ट' },
  '/recipes': { title: 'मोरिंगा की रेसिपी' },
  '/contact': { title: 'संपर्क करें' },
  '/faq': { title: 'अक्सर पूछे जाने वाले सवाल' },
  '/cart': { title: 'आपका कार्ट' },
  '/wishlist': { title: 'आपकी विशलिस्ट' },
  '/login': { title: 'साइन इन करें' },
  '/signup': { title: 'अपना खाता बनाएँ' },
}

const TE: Record<string, PageText> = {
  '/': {
    title: 'Surya Naturals: ఎండలో ఆరబెట్టిన మునగ, సూపర్‌ఫుడ్ పొడులు',
    description:
      'తెలంగాణ రైతులు, స్వయం సహాయక సంఘాల నుంచి ఎండలో ఆరబెట్టిన మునగ, ఉసిరి, బీట్‌రూట్, మూలికల పొడులు. ధరలు రూపాయల్లో, భారతదేశమంతటా డెలివరీ.',
  },
  '/about': { title: 'మా గురించి' },
  '/products': {
    title: 'అన్ని ఉత్పత్తులు',
    description: 'మునగ, పండ్లు, కూరగాయల పొడులు, సూపర్‌ఫుడ్‌లు, మూలికలు: ఎండలో ఆరబెట్టినవి, ధరలు రూపాయల్లో.',
  },
  '/moringa': { title: 'మునగ: లాభాలు, వంటకాలు, మూలం, ల్యాబ్ నివేదికలు' },
  '/recipes': { title: 'మునగ వంటకాలు' },
  '/contact': { title: 'మమ్మల్ని సంప్రదించండి' },
  '/faq': { title: 'తరచుగా అడిగే ప్రశ్నలు' },
  '/cart': { title: 'మీ కార్ట్' },
  '/wishlist': { title: 'మీ విష్‌లిస్ట్' },
  '/login': { title: 'సైన్ ఇన్ చేయండి' },
  '/signup': { title: 'మీ ఖాతాను సృష్టించండి' },
}

const BY_LANGUAGE: Partial<Record<Language, Record<string, PageText>>> = { hi: HI, te: TE }

/** The page's title and description in `lang`, where written; undefined parts stay English. */
export function sitePageText(lang: Language, path: string): Partial<PageText> {
  return BY_LANGUAGE[lang]?.[path] ?? {}
}
