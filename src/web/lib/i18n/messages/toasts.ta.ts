// Tamil texts of the cart's toasts (adding, changing and removing items), shown by the cart's hooks loaded on
// demand (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { toastsEn } from './toasts.en.ts'

export const toastsTa: Record<keyof typeof toastsEn, Message> = {
  'toast.out.of.stock': 'இந்தப் பொருள் இப்போது கையிருப்பில் இல்லை',
  'toast.coming.soon': 'இந்தப் பொருள் விரைவில் வருகிறது',
  'toast.added': '{name} கார்ட்டில் சேர்க்கப்பட்டது!',
  'toast.removed': 'பொருள் கார்ட்டிலிருந்து நீக்கப்பட்டது',
  'toast.only.left': 'கையிருப்பில் {count} மட்டுமே உள்ளன',
  'toast.max': 'ஒரு ஆர்டரில் ஒரு பொருளை அதிகபட்சம் 99 வரை வாங்கலாம்',
  'toast.add.failed': 'பொருளைக் கார்ட்டில் சேர்க்க முடியவில்லை',
  'toast.update.failed': 'எண்ணிக்கையை மாற்ற முடியவில்லை',
  'toast.remove.failed': 'பொருளை நீக்க முடியவில்லை',
  'toast.clear.failed': 'கார்ட்டைக் காலி செய்ய முடியவில்லை',
}
