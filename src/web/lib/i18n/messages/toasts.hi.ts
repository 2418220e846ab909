// Hindi texts of the cart's toasts (adding, changing and removing items), shown by the cart's hooks loaded on
// demand (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { toastsEn } from './toasts.en.ts'

export const toastsHi: Record<keyof typeof toastsEn, Message> = {
  'toast.out.of.stock': 'यह उत्पाद अभी स्टॉक में नहीं है',
  'toast.coming.soon': 'यह उत्पाद जल्द आ रहा है',
  'toast.added': '{name} कार्ट में डाल दिया गया!',
  'toast.removed': 'सामान कार्ट से हटा दिया गया',
  'toast.only.left': 'स्टॉक में सिर्फ़ {count} बचे हैं',
  'toast.max': 'एक ऑर्डर में एक सामान ज़्यादा से ज़्यादा 99 ले सकते हैं',
  'toast.add.failed': 'सामान कार्ट में नहीं डाला जा सका',
  'toast.update.failed': 'मात्रा बदली नहीं जा सकी',
  'toast.remove.failed': 'सामान हटाया नहीं जा सका',
  'toast.clear.failed': 'कार्ट खाली नहीं हो सका',
}
