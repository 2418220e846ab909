// Messages of the review routes. Live here once.

export const reviewMessages = {
  notFound: 'Review not found',
  notYours: 'You can delete only your own reviews',
  updated: 'Your review has been updated',
  // A review held for approval (decision 045): said instead of 'Review submitted successfully!'.
  held: 'Thanks! Your review will appear once it has been checked.',
  ownOnly: 'You can see only your own reviews',
  // Reporting a review (decision 007): the same thanks for a first and a repeated report.
  reported: 'Thank you. Our team will look at this review.',
  reportOwn: 'You cannot report your own review',
  reportReason: "reason must be 'spam', 'offensive', 'off_topic' or 'other'",
  reportFailed: 'Failed to report the review. Please try again.',
}

/** Why a shopper reports a review, as sent and as staff read them. */
export const REPORT_REASONS = ['spam', 'offensive', 'off_topic', 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]
export const reportReasonLabels: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  offensive: 'Offensive or abusive',
  off_topic: 'Not about this product',
  other: 'Something else',
}

/** What staff read on a reported review: 'Reported 3 times: spam, offensive'. */
export function reportedLine(count: number, reasons: readonly ReportReason[]): string {
  return `Reported ${count} time${count === 1 ? '' : 's'}: ${reasons.map((r) => r.replace('_', ' ')).join(', ')}`
}
