// Hindi texts of the guest checkout's form on the way to checkout (decision 058): written for the shopper, not
// word for word.
import type { Message } from '../catalogue.ts'
import type { guestEn } from './guest.en.ts'

export const guestHi: Record<keyof typeof guestEn, Message> = {
  'guest.title': 'पहली बार आए हैं? मेहमान के रूप में चेकआउट करें',
  'guest.text':
    'खाता बनाने की ज़रूरत नहीं: ऑर्डर की जानकारी हम आपके ईमेल पर भेजेंगे और कूरियर आपके मोबाइल पर कॉल करेगा। भुगतान के बाद आप खाता बना सकते हैं।',
  'guest.form': 'मेहमान चेकआउट',
  'guest.email': 'ईमेल',
  'guest.mobile': 'मोबाइल नंबर',
  'guest.mobile.hint': 'डिलीवरी की जानकारी और कूरियर के लिए।',
  'guest.starting': 'मेहमान चेकआउट शुरू हो रहा है...',
  'guest.continue': 'मेहमान के रूप में आगे बढ़ें',
}
