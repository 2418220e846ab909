// Malayalam texts of the shell's parts that arrive after the page (the footer, the phone menu, the splash, the
// sign-in dialog, the language offer) (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { shellMoreEn } from './shell-more.en.ts'

export const shellMoreMl: Record<keyof typeof shellMoreEn, Message> = {
  'footer.about':
    'സോളാർ ഡ്രയറുകളിൽ വെയിലത്തുണക്കിയ മുരിങ്ങ, പച്ചക്കറി, പഴം പൊടികൾ. തെലങ്കാനയിലെ കർഷകരിൽ നിന്നും സ്ത്രീകളുടെ സ്വയം സഹായ സംഘങ്ങളിൽ നിന്നും ഞങ്ങൾ വിളകൾ തിരികെ വാങ്ങുന്നു; നന്മ നിങ്ങളുടെ അടുക്കളയിലും ന്യായമായ വരുമാനം അവരിലും എത്താൻ.',
  'footer.company': 'കമ്പനി',
  'footer.products': 'ഉൽപ്പന്നങ്ങൾ',
  'footer.recipes': 'പാചകക്കുറിപ്പുകൾ',
  'footer.support': 'സഹായം',
  'footer.contact': 'ബന്ധപ്പെടുക',
  'footer.faq': 'പതിവ് ചോദ്യങ്ങൾ',
  'footer.shipping': 'ഷിപ്പിംഗ് നയം',
  'footer.returns': 'തിരികെ നൽകൽ',
  'footer.cancellation': 'റദ്ദാക്കലും റീഫണ്ടും',
  'footer.terms': 'നിബന്ധനകൾ',
  'footer.privacy': 'സ്വകാര്യത',
  'footer.instagram': 'Instagram-ൽ {shop}',
  'footer.rights': '© {year} {shop}. എല്ലാ അവകാശങ്ങളും നിക്ഷിപ്തം.',
  'menu.close': 'മെനു അടയ്ക്കുക',
  'menu.title': 'മെനു',
  'menu.account': 'നിങ്ങളുടെ അക്കൗണ്ട്',
  'splash.skip': 'ഒഴിവാക്കുക',
  'splash.tagline': 'വെയിലത്തുണക്കിയ നന്മ, ഞങ്ങളുടെ കർഷകരിൽ നിന്ന് നിങ്ങളുടെ അടുക്കളയിലേക്ക്',
  'login.title': 'ദയവായി സൈൻ ഇൻ ചെയ്യുക',
  'login.close': 'അടയ്ക്കുക',
  'language.offer': 'ഈ ഷോപ്പ് {language}-ൽ കാണണോ?',
  'language.offer.accept': 'അതെ, മാറ്റുക',
  'language.offer.decline': 'വേണ്ട, നന്ദി',
}
