// Messages of the signed document links in mail (an invoice or credit note opened without signing in). Live here once.

export const documentLinkMessages = {
  invalidTitle: 'This link is not valid',
  invalid:
    'This link does not open a document of ours: it may have been copied only in part, or changed. Open the link in our mail again, or sign in and download it from your order.',
  expiredTitle: 'This link has expired',
  expired: (days: number) =>
    `Links to invoices and credit notes in our mails work for ${days} days. Sign in and download it from your order: it is always there.`,
  missingTitle: 'This document is not available',
  missing: 'We could not find this document for the order. Sign in and open your order, or write to us.',
  signIn: 'Sign in to see your orders',
} as const
