// Malayalam texts of the header's account button and menu, the phone menu's account links and the sign-in prompt
// (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { identityMoreEn } from './identity-more.en.ts'

export const identityMoreMl: Record<keyof typeof identityMoreEn, Message> = {
  'usermenu.menu': 'അക്കൗണ്ട് മെനു',
  'usermenu.menu.for': '{name} - അക്കൗണ്ട് മെനു',
  'usermenu.welcome': 'സ്വാഗതം! നിങ്ങളുടെ കാർട്ട്, വിഷ്‌ലിസ്റ്റ്, ഓർഡറുകൾ എന്നിവയ്ക്കായി സൈൻ ഇൻ ചെയ്യുക.',
  'usermenu.signin': 'സൈൻ ഇൻ',
  'usermenu.signup': 'അക്കൗണ്ട് തുടങ്ങുക',
  'usermenu.profile': 'എന്റെ പ്രൊഫൈൽ',
  'usermenu.orders': 'എന്റെ ഓർഡറുകൾ',
  'usermenu.logout': 'ലോഗ് ഔട്ട്',
  'usermenu.user': 'ഉപഭോക്താവ്',
  'usermenu.signed.out': 'നിങ്ങൾ ലോഗ് ഔട്ട് ചെയ്തു',
  'usermenu.login.required': 'തുടരാൻ ദയവായി ലോഗിൻ ചെയ്യുക',
}
