// Kannada texts shared by the product cards, the hero, the product page and the delivery check
// (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { sharedEn } from './shared.en.ts'

export const sharedKn: Record<keyof typeof sharedEn, Message> = {
  'stock.in': 'ಸ್ಟಾಕ್‌ನಲ್ಲಿದೆ',
  'stock.low': 'ಕೆಲವೇ ಉಳಿದಿವೆ',
  'stock.out': 'ಸ್ಟಾಕ್ ಮುಗಿದಿದೆ',
  'stock.soon': 'ಶೀಘ್ರದಲ್ಲೇ ಬರಲಿದೆ',
  'price.off': '{percent}% ರಿಯಾಯಿತಿ',
  'stars.rated': '5 ರಲ್ಲಿ {rating} ರೇಟಿಂಗ್',
  'stars.reviews': { one: 'ವಿಮರ್ಶೆ', other: 'ವಿಮರ್ಶೆಗಳು' },
  'stars.none': 'ಇನ್ನೂ ವಿಮರ್ಶೆಗಳಿಲ್ಲ',
  'common.cancel': 'ರದ್ದುಮಾಡಿ',
  'common.password.show': 'ಪಾಸ್‌ವರ್ಡ್ ತೋರಿಸಿ',
  'common.try.again': 'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
  'common.login': 'ಮುಂದುವರಿಯಲು ದಯವಿಟ್ಟು ಲಾಗಿನ್ ಮಾಡಿ',
  'common.featured': 'ವಿಶೇಷ',
  'card.details': 'ವಿವರಗಳು',
  'card.details.of': '{name}',
  'card.add': 'ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ',
  'wishlist.add': 'ವಿಶ್‌ಲಿಸ್ಟ್‌ಗೆ ಸೇರಿಸಿ',
  'wishlist.remove': 'ವಿಶ್‌ಲಿಸ್ಟ್‌ನಿಂದ ತೆಗೆಯಿರಿ',
  'products.trying': 'ಪ್ರಯತ್ನಿಸಲಾಗುತ್ತಿದೆ…',
  'products.unavailable': 'ಅಂಗಡಿ ಸ್ವಲ್ಪ ಹೊತ್ತು ಲಭ್ಯವಿಲ್ಲ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'home.featured.all': 'ಎಲ್ಲ ಉತ್ಪನ್ನಗಳನ್ನು ನೋಡಿ',
}
