// Kannada texts of the guest checkout's form on the way to checkout (decision 058): written for the shopper, not
// word for word.
import type { Message } from '../catalogue.ts'
import type { guestEn } from './guest.en.ts'

export const guestKn: Record<keyof typeof guestEn, Message> = {
  'guest.title': 'ಮೊದಲ ಬಾರಿಗೆ ಬಂದಿದ್ದೀರಾ? ಅತಿಥಿಯಾಗಿ ಚೆಕ್‌ಔಟ್ ಮಾಡಿ',
  'guest.text':
    'ಖಾತೆ ಬೇಕಿಲ್ಲ: ಆರ್ಡರ್‌ನ ಮಾಹಿತಿಯನ್ನು ನಿಮ್ಮ ಇಮೇಲ್‌ಗೆ ಕಳುಹಿಸುತ್ತೇವೆ, ಕೊರಿಯರ್ ನಿಮ್ಮ ಮೊಬೈಲ್‌ಗೆ ಕರೆ ಮಾಡುತ್ತಾರೆ. ಪಾವತಿಯ ನಂತರ ಖಾತೆ ತೆರೆಯಬಹುದು.',
  'guest.form': 'ಅತಿಥಿ ಚೆಕ್‌ಔಟ್',
  'guest.email': 'ಇಮೇಲ್',
  'guest.mobile': 'ಮೊಬೈಲ್ ಸಂಖ್ಯೆ',
  'guest.mobile.hint': 'ಡೆಲಿವರಿ ಮಾಹಿತಿ ಮತ್ತು ಕೊರಿಯರ್‌ಗಾಗಿ.',
  'guest.starting': 'ಅತಿಥಿ ಚೆಕ್‌ಔಟ್ ಶುರುವಾಗುತ್ತಿದೆ...',
  'guest.continue': 'ಅತಿಥಿಯಾಗಿ ಮುಂದುವರಿಯಿರಿ',
}
