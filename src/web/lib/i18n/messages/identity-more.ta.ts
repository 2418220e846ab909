// Tamil texts of the header's account button and menu, the phone menu's account links and the sign-in prompt
// (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { identityMoreEn } from './identity-more.en.ts'

export const identityMoreTa: Record<keyof typeof identityMoreEn, Message> = {
  'usermenu.menu': 'கணக்கு மெனு',
  'usermenu.menu.for': '{name} கணக்கு மெனு',
  'usermenu.welcome': 'வருக! உங்கள் கார்ட், விருப்பப் பட்டியல், ஆர்டர்களுக்கு உள்நுழையுங்கள்.',
  'usermenu.signin': 'உள்நுழைக',
  'usermenu.signup': 'பதிவு செய்க',
  'usermenu.profile': 'என் சுயவிவரம்',
  'usermenu.orders': 'என் ஆர்டர்கள்',
  'usermenu.logout': 'வெளியேறு',
  'usermenu.user': 'வாடிக்கையாளர்',
  'usermenu.signed.out': 'நீங்கள் வெளியேறிவிட்டீர்கள்',
  'usermenu.login.required': 'தொடர உள்நுழையுங்கள்',
}
