// Kannada texts of the footer's newsletter box (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { newsletterEn } from './newsletter.en.ts'

export const newsletterKn: Record<keyof typeof newsletterEn, Message> = {
  'newsletter.title': 'ಹೊಲಗಳಿಂದ ಪತ್ರಗಳು',
  'newsletter.lead':
    'ಹೊಸ ಬೆಳೆ, ಅಡುಗೆಗಳು, ಆಫರ್‌ಗಳು, ತಿಂಗಳಿಗೆ ಸುಮಾರು ಒಮ್ಮೆ. ಇಮೇಲ್ ಮೂಲಕ ದೃಢೀಕರಿಸಲು ಕೇಳುತ್ತೇವೆ; ಪ್ರತಿ ಪತ್ರದಲ್ಲೂ ಒಂದೇ ಕ್ಲಿಕ್‌ನಲ್ಲಿ ಚಂದಾ ನಿಲ್ಲಿಸುವ ಆಯ್ಕೆ ಇರುತ್ತದೆ.',
  'newsletter.label': 'ನಿಮ್ಮ ಇ-ಮೇಲ್ ವಿಳಾಸ',
  'newsletter.subscribe': 'ಚಂದಾದಾರರಾಗಿ',
  'newsletter.subscribing': 'ಸೇರಿಸುತ್ತಿದ್ದೇವೆ...',
  'newsletter.another': 'ಬೇರೆ ಇಮೇಲ್ ಬಳಸಿ',
  'newsletter.email.required': 'ದಯವಿಟ್ಟು ನಿಮ್ಮ ಇಮೇಲ್ ವಿಳಾಸ ನಮೂದಿಸಿ',
  'newsletter.email.invalid': 'ದಯವಿಟ್ಟು ಸರಿಯಾದ ಇಮೇಲ್ ವಿಳಾಸ ನಮೂದಿಸಿ',
  'newsletter.failed': 'ಈಗ ನಿಮ್ಮನ್ನು ಸೇರಿಸಲಾಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಹೊತ್ತಿನಲ್ಲಿ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'newsletter.too.many': 'ತುಂಬಾ ವಿನಂತಿಗಳು. ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
}
