// Telugu texts of the header's account button and menu, the phone menu's account links and the sign-in prompt
// (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { identityMoreEn } from './identity-more.en.ts'

export const identityMoreTe: Record<keyof typeof identityMoreEn, Message> = {
  'usermenu.menu': 'ఖాతా మెనూ',
  'usermenu.menu.for': '{name} ఖాతా మెనూ',
  'usermenu.welcome': 'స్వాగతం! మీ కార్ట్, విష్‌లిస్ట్, ఆర్డర్ల కోసం సైన్ ఇన్ చేయండి.',
  'usermenu.signin': 'సైన్ ఇన్',
  'usermenu.signup': 'ఖాతా తెరవండి',
  'usermenu.profile': 'నా ప్రొఫైల్',
  'usermenu.orders': 'నా ఆర్డర్లు',
  'usermenu.logout': 'లాగ్ అవుట్',
  'usermenu.user': 'కస్టమర్',
  'usermenu.signed.out': 'మీరు లాగ్ అవుట్ అయ్యారు',
  'usermenu.login.required': 'కొనసాగడానికి దయచేసి లాగిన్ చేయండి',
}
