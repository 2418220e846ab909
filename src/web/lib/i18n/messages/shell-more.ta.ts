// Tamil texts of the shell's parts that arrive after the page (the footer, the phone menu, the splash, the sign-in
// dialog, the language offer) (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { shellMoreEn } from './shell-more.en.ts'

export const shellMoreTa: Record<keyof typeof shellMoreEn, Message> = {
  'footer.about':
    'சோலார் உலர்த்திகளில் வெயிலில் உலர்த்திய முருங்கை, காய்கறி, பழப் பொடிகள். தெலங்கானாவின் விவசாயிகளிடமும் மகளிர் சுய உதவிக் குழுக்களிடமும் விளைபொருட்களைத் திரும்ப வாங்குகிறோம்: சத்து உங்கள் சமையலறைக்கு, நியாயமான வருமானம் அவர்களுக்கு.',
  'footer.company': 'நிறுவனம்',
  'footer.products': 'பொருட்கள்',
  'footer.recipes': 'சமையல் குறிப்புகள்',
  'footer.support': 'உதவி',
  'footer.contact': 'தொடர்புக்கு',
  'footer.faq': 'கேள்வி பதில்கள்',
  'footer.shipping': 'டெலிவரி கொள்கை',
  'footer.returns': 'திருப்பி அனுப்புதல்',
  'footer.cancellation': 'ரத்து & பணத்திருப்பம்',
  'footer.terms': 'விதிமுறைகள்',
  'footer.privacy': 'தனியுரிமை',
  'footer.instagram': 'Instagram-இல் {shop}',
  'footer.rights': '© {year} {shop}. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.',
  'menu.close': 'மெனுவை மூடவும்',
  'menu.title': 'மெனு',
  'menu.account': 'உங்கள் கணக்கு',
  'splash.skip': 'தவிர்',
  'splash.tagline': 'வெயிலில் உலர்ந்த நலம், எங்கள் விவசாயிகள் முதல் உங்கள் சமையலறை வரை',
  'login.title': 'தயவுசெய்து உள்நுழையவும்',
  'login.close': 'மூடு',
  'language.offer': 'இந்தக் கடையை {language} மொழியில் பார்க்கலாமா?',
  'language.offer.accept': 'ஆம், மாற்றவும்',
  'language.offer.decline': 'வேண்டாம், நன்றி',
}
