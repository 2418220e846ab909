// Kannada texts of the cart's toasts (adding, changing and removing items), shown by the cart's hooks loaded on
// demand (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { toastsEn } from './toasts.en.ts'

export const toastsKn: Record<keyof typeof toastsEn, Message> = {
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
}
