// Tamil texts shared by the product cards, the hero, the product page, the cart's toasts and the delivery check
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
  'stars.none': 'இன்னும் விமர்சனங்கள் இல்லை',
  'common.try.again': 'மீண்டும் முயலவும்',
  'common.login': 'தொடர, தயவுசெய்து உள்நுழையவும்',
  'common.featured': 'சிறப்பு',
  'card.details': 'விவரங்கள்',
  'card.details.of': '{name}',
  'card.add': 'கார்ட்டில் சேர்',
  'wishlist.add': 'விருப்பப் பட்டியலில் சேர்',
  'wishlist.remove': 'விருப்பப் பட்டியலிலிருந்து நீக்கு',
  'toast.out.of.stock': 'இந்தப் பொருள் இப்போது கையிருப்பில் இல்லை',
  'toast.coming.soon': 'இந்தப் பொருள் விரைவில் வருகிறது',
  'toast.added': '{name} கார்ட்டில் சேர்க்கப்பட்டது!',
  'toast.removed': 'பொருள் கார்ட்டிலிருந்து நீக்கப்பட்டது',
  'toast.only.left': 'கையிருப்பில் {count} மட்டுமே உள்ளன',
  'toast.max': 'ஒரு ஆர்டரில் ஒரு பொருளை அதிகபட்சம் 99 வரை வாங்கலாம்',
  'toast.add.failed': 'பொருளைக் கார்ட்டில் சேர்க்க முடியவில்லை',
  'toast.update.failed': 'அளவை மாற்ற முடியவில்லை',
  'toast.remove.failed': 'பொருளை நீக்க முடியவில்லை',
  'toast.clear.failed': 'கார்ட்டைக் காலி செய்ய முடியவில்லை',
  'products.trying': 'முயல்கிறோம்…',
  'products.unavailable': 'கடை தற்காலிகமாகக் கிடைக்கவில்லை. சிறிது நேரத்தில் மீண்டும் முயலவும்.',
  'home.featured.all': 'எல்லாப் பொருட்களையும் காண்க',
}
