// Kannada texts of shared by the product cards, the hero, the product page, the cart's toasts and the delivery check
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
  'common.try.again': 'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
  'common.login': 'ಮುಂದುವರಿಯಲು ದಯವಿಟ್ಟು ಲಾಗಿನ್ ಮಾಡಿ',
  'common.featured': 'ವಿಶೇಷ',
  'card.details': 'ವಿವರಗಳು',
  'card.details.of': '{name}',
  'card.add': 'ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಿ',
  'wishlist.add': 'ವಿಶ್‌ಲಿಸ್ಟ್‌ಗೆ ಸೇರಿಸಿ',
  'wishlist.remove': 'ವಿಶ್‌ಲಿಸ್ಟ್‌ನಿಂದ ತೆಗೆಯಿರಿ',
  'toast.out.of.stock': 'ಈ ಉತ್ಪನ್ನ ಸದ್ಯ ಸ್ಟಾಕ್‌ನಲ್ಲಿ ಇಲ್ಲ',
  'toast.coming.soon': 'ಈ ಉತ್ಪನ್ನ ಶೀಘ್ರದಲ್ಲೇ ಬರಲಿದೆ',
  'toast.added': '{name} ಕಾರ್ಟ್‌ಗೆ ಸೇರಿದೆ!',
  'toast.removed': 'ವಸ್ತುವನ್ನು ಕಾರ್ಟ್‌ನಿಂದ ತೆಗೆಯಲಾಗಿದೆ',
  'toast.only.left': 'ಸ್ಟಾಕ್‌ನಲ್ಲಿ ಕೇವಲ {count} ಉಳಿದಿವೆ',
  'toast.max': 'ಒಂದು ಆರ್ಡರ್‌ನಲ್ಲಿ ಒಂದು ವಸ್ತುವನ್ನು ಗರಿಷ್ಠ 99 ಖರೀದಿಸಬಹುದು',
  'toast.add.failed': 'ವಸ್ತುವನ್ನು ಕಾರ್ಟ್‌ಗೆ ಸೇರಿಸಲಾಗಲಿಲ್ಲ',
  'toast.update.failed': 'ಪ್ರಮಾಣವನ್ನು ಬದಲಿಸಲಾಗಲಿಲ್ಲ',
  'toast.remove.failed': 'ವಸ್ತುವನ್ನು ತೆಗೆಯಲಾಗಲಿಲ್ಲ',
  'toast.clear.failed': 'ಕಾರ್ಟ್ ಖಾಲಿ ಮಾಡಲಾಗಲಿಲ್ಲ',
  'products.trying': 'ಪ್ರಯತ್ನಿಸಲಾಗುತ್ತಿದೆ…',
  'products.unavailable': 'ಅಂಗಡಿ ಸ್ವಲ್ಪ ಹೊತ್ತು ಲಭ್ಯವಿಲ್ಲ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'home.featured.all': 'ಎಲ್ಲ ಉತ್ಪನ್ನಗಳನ್ನು ನೋಡಿ',
}
