// Kannada texts of the error screens (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { errorsEn } from './errors.en.ts'

export const errorsKn: Record<keyof typeof errorsEn, Message> = {
  'errors.title': 'ಅಯ್ಯೋ! ಏನೋ ತಪ್ಪಾಗಿದೆ',
  'errors.text': 'ಈ ಪುಟ ಲೋಡ್ ಆಗಲಿಲ್ಲ. ದಯವಿಟ್ಟು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ.',
  'errors.retry': 'ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ',
  'errors.home': 'ಮುಖಪುಟಕ್ಕೆ ಹೋಗಿ',
}
