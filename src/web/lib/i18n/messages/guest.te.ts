// Telugu texts of the guest checkout's form on the way to checkout (decision 058): written for the shopper, not
// word for word.
import type { Message } from '../catalogue.ts'
import type { guestEn } from './guest.en.ts'

export const guestTe: Record<keyof typeof guestEn, Message> = {
  'guest.title': 'కొత్తగా వచ్చారా? అతిథిగా చెక్అవుట్ చేయండి',
  'guest.text': 'ఖాతా అవసరం లేదు: ఆర్డర్ సమాచారం మీ ఈమెయిల్‌కు పంపుతాం, కొరియర్ మీ మొబైల్‌కు కాల్ చేస్తారు. చెల్లించిన తర్వాత ఖాతా తెరవవచ్చు.',
  'guest.form': 'అతిథి చెక్అవుట్',
  'guest.email': 'ఈమెయిల్',
  'guest.mobile': 'మొబైల్ నంబర్',
  'guest.mobile.hint': 'డెలివరీ సమాచారం కోసం, కొరియర్ కోసం.',
  'guest.starting': 'అతిథి చెక్అవుట్ మొదలవుతోంది...',
  'guest.continue': 'అతిథిగా కొనసాగండి',
}
