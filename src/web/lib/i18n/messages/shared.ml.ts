// Malayalam texts shared by the product cards, the hero, the product page, the cart's toasts and the delivery check
// (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { sharedEn } from './shared.en.ts'

export const sharedMl: Record<keyof typeof sharedEn, Message> = {
  'stock.in': 'സ്റ്റോക്കുണ്ട്',
  'stock.low': 'കുറച്ചേ ബാക്കിയുള്ളൂ',
  'stock.out': 'സ്റ്റോക്ക് തീർന്നു',
  'stock.soon': 'ഉടൻ വരുന്നു',
  'price.off': '{percent}% കിഴിവ്',
  'stars.rated': '5-ൽ {rating} റേറ്റിംഗ്',
  'stars.reviews': { one: 'അവലോകനം', other: 'അവലോകനങ്ങൾ' },
  'stars.none': 'അവലോകനങ്ങളില്ല',
  'common.cancel': 'റദ്ദാക്കുക',
  'common.password.show': 'പാസ്‌വേഡ് കാണിക്കുക',
  'common.try.again': 'വീണ്ടും ശ്രമിക്കുക',
  'common.login': 'തുടരാൻ ദയവായി ലോഗിൻ ചെയ്യുക',
  'common.featured': 'പ്രത്യേകം',
  'card.details': 'വിവരങ്ങൾ',
  'card.details.of': '{name}',
  'card.add': 'കാർട്ടിൽ ചേർക്കുക',
  'wishlist.add': 'വിഷ്‌ലിസ്റ്റിൽ ചേർക്കുക',
  'wishlist.remove': 'വിഷ്‌ലിസ്റ്റിൽ നിന്ന് നീക്കുക',
  'products.trying': 'ശ്രമിക്കുന്നു…',
  'products.unavailable': 'ഷോപ്പ് തൽക്കാലം ലഭ്യമല്ല. അൽപ്പസമയത്തിനകം വീണ്ടും ശ്രമിക്കുക.',
  'home.featured.all': 'എല്ലാ ഉൽപ്പന്നങ്ങളും കാണുക',
}
