// The back office's Reviews page in English (its texts in a catalogue: src/web/features/admin/shell/admin-texts.ts).
import { adminTexts } from '#web/features/admin/shell/admin-texts.ts'

export const reviewsTexts = adminTexts({
  'toast.approved': 'Review approved. It is on the product page and counts in its rating.',
  'toast.hidden': 'Review hidden. The product’s rating no longer counts it.',
  'toast.shown': 'Review shown again',
  title: 'Reviews',
  intro:
    'Approve the reviews waiting for it, and hide one that breaks the rules. Hidden reviews leave the product page and its rating at once. Reviews shoppers reported say how often and why.',
  'filter.rating': 'Rating',
  'filter.any': 'Any',
  'filter.stars': { one: '{count} star', other: '{count} stars' },
  'filter.shown': 'Shown',
  'filter.all': 'All',
  'filter.shown.only': 'Shown',
  'filter.hidden.only': 'Hidden',
  'filter.reported': 'Reported',
  'filter.reported.most': 'Reported, most first',
  'filter.approval': 'Approval',
  'filter.waiting.longest': 'Waiting, longest first',
  empty: 'No review matches.',
  'stars.label': '{rating} of 5 stars',
  verified: ' · verified purchase',
  'hidden.because': 'Hidden: {reason}',
  waiting: 'Waiting for approval',
  'action.show': 'Show again',
  'action.approve': 'Approve',
  'action.hide': 'Hide',
  'hide.why': 'Why is it hidden?',
  'hide.placeholder': 'Spam, abuse, not about the product…',
  'hide.submit': 'Hide review',
})
