// Part of `messages` (messages.ts), apart so pages on the first load carry only what they show. Lives here once.

export const contactMessages = {
  firstNameRequired: 'Please enter your first name',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid 10-digit Indian mobile number',
  subjectRequired: 'Please choose a subject',
  messageTooShort: 'Please write at least 10 characters',
  messageTooLong: 'Please keep your message to 2000 characters or fewer',
  sendFailed: 'We could not send your message just now. Please try again in a moment, or email or call us.',
} as const

// the newsletter box's, apart: it is in every page's footer
export { newsletterMessages } from './messages-newsletter-box.ts'
