// Hindi texts of the header's account button and menu, the phone menu's account links and the sign-in prompt
// (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { identityMoreEn } from './identity-more.en.ts'

export const identityMoreHi: Record<keyof typeof identityMoreEn, Message> = {
  'usermenu.menu': 'खाता मेन्यू',
  'usermenu.menu.for': '{name} का खाता मेन्यू',
  'usermenu.welcome': 'स्वागत है! अपने कार्ट, विशलिस्ट और ऑर्डर के लिए साइन इन करें।',
  'usermenu.signin': 'साइन इन',
  'usermenu.signup': 'खाता बनाएँ',
  'usermenu.profile': 'मेरी प्रोफ़ाइल',
  'usermenu.orders': 'मेरे ऑर्डर',
  'usermenu.logout': 'लॉग आउट',
  'usermenu.user': 'ग्राहक',
  'usermenu.signed.out': 'आप लॉग आउट हो गए हैं',
  'usermenu.login.required': 'आगे बढ़ने के लिए कृपया लॉगिन करें',
}
