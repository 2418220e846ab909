import type { Message } from '../catalogue.ts'
import type { shellEn } from './shell.en.ts'

// The shell in Tamil (decision 058): brand and product names as the brand writes them.
export const shellTa: Record<keyof typeof shellEn, Message> = {
  'shell.skipToContent': 'முதன்மை உள்ளடக்கத்துக்குச் செல்லவும்',
  'shell.loading': 'ஏற்றப்படுகிறது...',
  'shell.loadingProduct': 'பொருளின் விவரங்கள் ஏற்றப்படுகின்றன...',
  'nav.main': 'முதன்மை',
  'nav.home': 'முகப்பு',
  'nav.about': 'அறிமுகம்',
  'nav.products': 'பொருட்கள்',
  'nav.recipes': 'செய்முறைகள்',
  'header.wishlist': 'விருப்பப் பட்டியல்',
  'header.cart': 'கார்ட்',
  'header.countLabel': { one: '{label}, {count} பொருள்', other: '{label}, {count} பொருட்கள்' },
  'menu.open': 'மெனுவைத் திறக்கவும்',
  'menu.countItems': { one: ' பொருள்)', other: ' பொருட்கள்)' },
  'search.label': 'பொருட்களைத் தேடுங்கள்',
  'search.placeholder': 'முருங்கை, நெல்லிக்காய், மூலிகைகள் தேடுங்கள்…',
  'search.results': 'தேடல் முடிவுகள்',
  'search.close': 'தேடலை மூடவும்',
  'search.noProductsFound': 'எந்தப் பொருளும் கிடைக்கவில்லை',
  'search.tryDifferent': 'வேறு சொல்லில் தேடிப் பாருங்கள்',
  'footer.allProducts': 'எல்லாப் பொருட்களையும் காண்க',
  'footer.allRecipes': 'எல்லா சமையல் குறிப்புகளையும் காண்க',
  'notFound.title': 'பக்கம் கிடைக்கவில்லை',
  'notFound.description':
    'இந்தப் பக்கம் கிடைக்கவில்லை. அதற்குப் பதிலாக வெயிலில் உலர்த்திய எங்கள் முருங்கை, சூப்பர்ஃபுட் பொடிகளைத் தேடுங்கள்.',
  'notFound.eyebrow': 'பிழை 404',
  'notFound.heading': 'அந்தப் பக்கம் எங்களுக்குக் கிடைக்கவில்லை',
  'notFound.body':
    'இணைப்பு பழையதாக இருக்கலாம், அல்லது பக்கம் வேறு இடத்துக்கு மாறியிருக்கலாம். நீங்கள் தேடியதை மீண்டும் தேடிப் பாருங்கள், அல்லது எங்களின் விருப்பமான பொருட்களில் ஒன்றைத் தேர்ந்தெடுங்கள்.',
  'notFound.search': 'முருங்கை, நெல்லிக்காய், மூலிகைகள் தேடுங்கள்…',
  'notFound.popular': 'பிரபலமான பொருட்கள்',
  'notFound.browse': 'எல்லாப் பொருட்களையும் பாருங்கள்',
  'notFound.home': 'முகப்புக்குத் திரும்பவும்',
  'login.signIn': 'உள்நுழைக',
  'login.createAccount': 'கணக்கு தொடங்குக',
  'language.switch': 'மொழி',
  'cart.items': { one: '{count} பொருள்', other: '{count} பொருட்கள்' },
}
