// Tamil texts shared by the product cards, the hero, the product page and the delivery check
// (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { sharedEn } from './shared.en.ts'

export const sharedTa: Record<keyof typeof sharedEn, Message> = {
  'stock.in': 'கையிருப்பில் உள்ளது',
  'stock.low': 'சில மட்டுமே உள்ளன',
  'stock.out': 'கையிருப்பில் இல்லை',
  'stock.soon': 'விரைவில் வருகிறது',
  'price.off': '{percent}% தள்ளுபடி',
  'stars.rated': '5-க்கு {rating} மதிப்பீடு',
  'stars.reviews': { one: 'விமர்சனம்', other: 'விமர்சனங்கள்' },
  'stars.none': 'விமர்சனம் இல்லை',
  'common.cancel': 'ரத்து செய்',
  'common.password.show': 'கடவுச்சொல்லைக் காட்டு',
  'common.try.again': 'மீண்டும் முயலவும்',
  'common.login': 'தொடர, தயவுசெய்து உள்நுழையவும்',
  'common.featured': 'சிறப்பு',
  'card.details': 'விவரங்கள்',
  'card.details.of': '{name}',
  'card.add': 'கார்ட்டில் சேர்',
  'wishlist.add': 'விருப்பப் பட்டியலில் சேர்',
  'wishlist.remove': 'விருப்பப் பட்டியலிலிருந்து நீக்கு',
  'products.trying': 'முயல்கிறோம்…',
  'products.unavailable': 'கடை தற்காலிகமாகக் கிடைக்கவில்லை. சிறிது நேரத்தில் மீண்டும் முயலவும்.',
  'home.featured.all': 'எல்லாப் பொருட்களையும் காண்க',
}
