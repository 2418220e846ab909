// Replies of the contact form and the newsletter. Live here once.

export const contentMessages = {
  contactSent: 'Thank you! Your message has been sent. We will reply within one business day.',
  checkInbox: 'Please check your email and confirm your subscription.',
  alreadySubscribed: 'You are already subscribed. Thank you!',
  unsubscribed: 'If this email was subscribed, it is now unsubscribed.',
  invalidEmail: 'Please enter a valid email address',
}
