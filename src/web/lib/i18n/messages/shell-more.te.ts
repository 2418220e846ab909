// Telugu texts of the shell's parts that arrive after the page (the footer, the phone menu, the splash, the sign-in
// dialog, the language offer) (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { shellMoreEn } from './shell-more.en.ts'

export const shellMoreTe: Record<keyof typeof shellMoreEn, Message> = {
  'footer.about':
    'సోలార్ డ్రయర్లలో ఎండబెట్టిన మునగ, కూరగాయలు, పండ్ల పొడులు. తెలంగాణలోని రైతులు, మహిళా స్వయం సహాయక సంఘాల నుంచి పంటను తిరిగి కొంటాం: మంచి పోషణ మీ వంటింటికి, న్యాయమైన ఆదాయం వారికి చేరుతుంది.',
  'footer.company': 'సంస్థ',
  'footer.products': 'ఉత్పత్తులు',
  'footer.recipes': 'వంటకాలు',
  'footer.support': 'సహాయం',
  'footer.contact': 'సంప్రదించండి',
  'footer.faq': 'ప్రశ్నలు-జవాబులు',
  'footer.shipping': 'షిప్పింగ్ విధానం',
  'footer.returns': 'వాపసు',
  'footer.cancellation': 'రద్దు, రీఫండ్',
  'footer.terms': 'నిబంధనలు',
  'footer.privacy': 'గోప్యత',
  'footer.instagram': 'Instagramలో {shop}',
  'footer.rights': '© {year} {shop}. సర్వహక్కులు ప్రత్యేకించబడ్డాయి.',
  'menu.close': 'మెనూ మూసివేయండి',
  'menu.title': 'మెనూ',
  'menu.account': 'మీ ఖాతా',
  'splash.skip': 'దాటవేయండి',
  'splash.tagline': 'ఎండలో ఆరిన ఆరోగ్యం, మా రైతుల నుంచి మీ వంటింటికి',
  'login.title': 'దయచేసి సైన్ ఇన్ చేయండి',
  'login.close': 'మూసివేయండి',
  'language.offer': 'ఈ దుకాణాన్ని {language}లో చూడాలనుకుంటున్నారా?',
  'language.offer.accept': 'అవును, మార్చండి',
  'language.offer.decline': 'వద్దు, ధన్యవాదాలు',
}
