// Kannada texts of the header's account button and menu, the phone menu's account links and the sign-in prompt
// (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { identityMoreEn } from './identity-more.en.ts'

export const identityMoreKn: Record<keyof typeof identityMoreEn, Message> = {
  'usermenu.menu': 'ಖಾತೆ ಮೆನು',
  'usermenu.menu.for': '{name} ಖಾತೆ ಮೆನು',
  'usermenu.welcome': 'ಸ್ವಾಗತ! ನಿಮ್ಮ ಕಾರ್ಟ್, ವಿಶ್‌ಲಿಸ್ಟ್ ಮತ್ತು ಆರ್ಡರ್‌ಗಳಿಗಾಗಿ ಸೈನ್ ಇನ್ ಮಾಡಿ.',
  'usermenu.signin': 'ಸೈನ್ ಇನ್',
  'usermenu.signup': 'ಖಾತೆ ತೆರೆಯಿರಿ',
  'usermenu.profile': 'ನನ್ನ ಪ್ರೊಫೈಲ್',
  'usermenu.orders': 'ನನ್ನ ಆರ್ಡರ್‌ಗಳು',
  'usermenu.logout': 'ಲಾಗ್ ಔಟ್',
  'usermenu.user': 'ಗ್ರಾಹಕ',
  'usermenu.signed.out': 'ನೀವು ಲಾಗ್ ಔಟ್ ಆಗಿದ್ದೀರಿ',
  'usermenu.login.required': 'ಮುಂದುವರಿಯಲು ದಯವಿಟ್ಟು ಲಾಗಿನ್ ಮಾಡಿ',
}
