// The fixed pages' titles and descriptions in every language of the shop, for the head the server writes on /hi/…,
// /te/…, /ta/…, /kn/… and /ml/… (decision 058). A page not here keeps its English text (site-pages.ts).
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

const TA: Record<string, PageText> = {
  '/': {
    title: 'Surya Naturals: வெயிலில் உலர்த்திய முருங்கை, சூப்பர்ஃபுட் பொடிகள்',
    description:
      'தெலங்கானா விவசாயிகள், சுய உதவிக் குழுக்களிடமிருந்து வெயிலில் உலர்த்திய முருங்கை, நெல்லி, பீட்ரூட், மூலிகைப் பொடிகள். விலை ரூபாயில், இந்தியா முழுவதும் டெலிவரி.',
  },
  '/about': { title: 'எங்களைப் பற்றி' },
  '/products': {
    title: 'எல்லாப் பொருட்களும்',
    description: 'முருங்கை, பழம் மற்றும் காய்கறிப் பொடிகள், சூப்பர்ஃபுட்கள், மூலிகைகள்: வெயிலில் உலர்த்தியவை, விலை ரூபாயில்.',
  },
  '/moringa': { title: 'முருங்கை: நன்மைகள், செய்முறைகள், எங்கிருந்து, ஆய்வக அறிக்கைகள்' },
  '/recipes': { title: 'முருங்கை செய்முறைகள்' },
  '/contact': { title: 'தொடர்பு கொள்ள' },
  '/faq': { title: 'அடிக்கடி கேட்கப்படும் கேள்விகள்' },
  '/cart': { title: 'உங்கள் கார்ட்' },
  '/wishlist': { title: 'உங்கள் விருப்பப் பட்டியல்' },
  '/login': { title: 'உள்நுழையுங்கள்' },
  '/signup': { title: 'உங்கள் கணக்கை உருவாக்குங்கள்' },
}

const KN: Record<string, PageText> = {
  '/': {
    title: 'Surya Naturals: ಬಿಸಿಲಲ್ಲಿ ಒಣಗಿಸಿದ ನುಗ್ಗೆ, ಸೂಪರ್‌ಫುಡ್ ಪುಡಿಗಳು',
    description:
      'ತೆಲಂಗಾಣದ ರೈತರು ಮತ್ತು ಸ್ವಸಹಾಯ ಗುಂಪುಗಳಿಂದ ಬಿಸಿಲಲ್ಲಿ ಒಣಗಿಸಿದ ನುಗ್ಗೆ, ನೆಲ್ಲಿ, ಬೀಟ್‌ರೂಟ್ ಮತ್ತು ಗಿಡಮೂಲಿಕೆ ಪುಡಿಗಳು. ಬೆಲೆ ರೂಪಾಯಿಗಳಲ್ಲಿ, ಭಾರತದಾದ್ಯಂತ ಡೆಲಿವರಿ.',
  },
  '/about': { title: 'ನಮ್ಮ ಬಗ್ಗೆ' },
  '/products': {
    title: 'ಎಲ್ಲಾ ಉತ್ಪನ್ನಗಳು',
    description: 'ನುಗ್ಗೆ, ಹಣ್ಣು ಮತ್ತು ತರಕಾರಿ ಪುಡಿಗಳು, ಸೂಪರ್‌ಫುಡ್‌ಗಳು, ಗಿಡಮೂಲಿಕೆಗಳು: ಬಿಸಿಲಲ್ಲಿ ಒಣಗಿಸಿದವು, ಬೆಲೆ ರೂಪಾಯಿಗಳಲ್ಲಿ.',
  },
  '/moringa': { title: 'ನುಗ್ಗೆ: ಪ್ರಯೋಜನಗಳು, ಅಡುಗೆ ವಿಧಾನಗಳು, ಮೂಲ, ಪ್ರಯೋಗಾಲಯ ವರದಿಗಳು' },
  '/recipes': { title: 'ನುಗ್ಗೆ ಅಡುಗೆ ವಿಧಾನಗಳು' },
  '/contact': { title: 'ಸಂಪರ್ಕಿಸಿ' },
  '/faq': { title: 'ಪದೇ ಪದೇ ಕೇಳುವ ಪ್ರಶ್ನೆಗಳು' },
  '/cart': { title: 'ನಿಮ್ಮ ಕಾರ್ಟ್' },
  '/wishlist': { title: 'ನಿಮ್ಮ ವಿಶ್‌ಲಿಸ್ಟ್' },
  '/login': { title: 'ಸೈನ್ ಇನ್ ಮಾಡಿ' },
  '/signup': { title: 'ನಿಮ್ಮ ಖಾತೆ ತೆರೆಯಿರಿ' },
}

const ML: Record<string, PageText> = {
  '/': {
    title: 'Surya Naturals: വെയിലിൽ ഉണക്കിയ മുരിങ്ങ, സൂപ്പർഫുഡ് പൊടികൾ',
    description:
      'തെലങ്കാനയിലെ കർഷകരിൽ നിന്നും സ്വയം സഹായ സംഘങ്ങളിൽ നിന്നും വെയിലിൽ ഉണക്കിയ മുരിങ്ങ, നെല്ലിക്ക, ബീറ്റ്റൂട്ട്, ഔഷധസസ്യ പൊടികൾ. വില രൂപയിൽ, ഇന്ത്യയിലെവിടെയും ഡെലിവറി.',
  },
  '/about': { title: 'ഞങ്ങളെക്കുറിച്ച്' },
  '/products': {
    title: 'എല്ലാ ഉൽപ്പന്നങ്ങളും',
    description: 'മുരിങ്ങ, പഴം, പച്ചക്കറി പൊടികൾ, സൂപ്പർഫുഡുകൾ, ഔഷധസസ്യങ്ങൾ: വെയിലിൽ ഉണക്കിയവ, വില രൂപയിൽ.',
  },
  '/moringa': { title: 'മുരിങ്ങ: ഗുണങ്ങൾ, പാചകക്കുറിപ്പുകൾ, ഉറവിടം, ലാബ് റിപ്പോർട്ടുകൾ' },
  '/recipes': { title: 'മുരിങ്ങ പാചകക്കുറിപ്പുകൾ' },
  '/contact': { title: 'ബന്ധപ്പെടുക' },
  '/faq': { title: 'പതിവ് ചോദ്യങ്ങൾ' },
  '/cart': { title: 'നിങ്ങളുടെ കാർട്ട്' },
  '/wishlist': { title: 'നിങ്ങളുടെ വിഷ്‌ലിസ്റ്റ്' },
  '/login': { title: 'സൈൻ ഇൻ ചെയ്യുക' },
  '/signup': { title: 'നിങ്ങളുടെ അക്കൗണ്ട് തുടങ്ങുക' },
}

const BY_LANGUAGE: Record<Exclude<Language, 'en'>, Record<string, PageText>> = {
  hi: HI,
  te: TE,
  ta: TA,
  kn: KN,
  ml: ML,
}

/** The page's title and description in `lang`, where written; undefined parts stay English. */
export function sitePageText(lang: Language, path: string): Partial<PageText> {
  return lang === 'en' ? {} : (BY_LANGUAGE[lang][path] ?? {})
}
