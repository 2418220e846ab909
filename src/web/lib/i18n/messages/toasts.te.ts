// Telugu texts of the cart's toasts (adding, changing and removing items), shown by the cart's hooks loaded on
// demand (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { toastsEn } from './toasts.en.ts'

export const toastsTe: Record<keyof typeof toastsEn, Message> = {
  'toast.out.of.stock': 'ఈ ఉత్పత్తి ప్రస్తుతం స్టాక్‌లో లేదు',
  'toast.coming.soon': 'ఈ ఉత్పత్తి త్వరలో వస్తోంది',
  'toast.added': '{name} కార్ట్‌కు జోడించాం!',
  'toast.removed': 'వస్తువును కార్ట్ నుంచి తీసివేశాం',
  'toast.only.left': 'స్టాక్‌లో {count} మాత్రమే ఉన్నాయి',
  'toast.max': 'ఒక ఆర్డర్‌లో ఒక్కో వస్తువు గరిష్ఠంగా 99 వరకు కొనవచ్చు',
  'toast.add.failed': 'వస్తువును కార్ట్‌కు జోడించలేకపోయాం',
  'toast.update.failed': 'పరిమాణం మార్చలేకపోయాం',
  'toast.remove.failed': 'వస్తువును తీసివేయలేకపోయాం',
  'toast.clear.failed': 'కార్ట్ ఖాళీ చేయలేకపోయాం',
}
