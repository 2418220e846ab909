// Hindi texts of shared by the product cards, the hero, the product page, the cart's toasts and the delivery check
// (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { sharedEn } from './shared.en.ts'

export const sharedHi: Record<keyof typeof sharedEn, Message> = {
  'stock.in': 'स्टॉक में है',
  'stock.low': 'थोड़ा ही बचा है',
  'stock.out': 'स्टॉक खत्म',
  'stock.soon': 'जल्द आ रहा है',
  'price.off': '{percent}% छूट',
  'stars.rated': '5 में से {rating} रेटिंग',
  'stars.reviews': { one: 'समीक्षा', other: 'समीक्षाएँ' },
  'stars.none': 'अभी कोई समीक्षा नहीं',
  'common.cancel': 'रद्द करें',
  'common.password.show': 'पासवर्ड दिखाएँ',
  'common.try.again': 'फिर से कोशिश करें',
  'common.login': 'आगे बढ़ने के लिए कृपया लॉग इन करें',
  'common.featured': 'ख़ास',
  'card.details': 'विवरण देखें',
  'card.details.of': '{name}',
  'card.add': 'कार्ट में डालें',
  'wishlist.add': 'विशलिस्ट में डालें',
  'wishlist.remove': 'विशलिस्ट से हटाएँ',
  'products.trying': 'कोशिश जारी है…',
  'products.unavailable': 'दुकान अभी कुछ देर के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में फिर कोशिश करें।',
  'home.featured.all': 'सभी उत्पाद देखें',
}
