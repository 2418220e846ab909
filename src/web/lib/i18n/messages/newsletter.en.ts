// English texts of the newsletter box in every page's footer (the reference; decision 058): an area of its own,
// loaded with the box. What the server answers stays as the server words it.
// Registered when imported: the box imports this file (decision 058, texts per area).
import { englishArea } from '../catalogue.ts'

export const newsletterEn = englishArea('newsletter', {
  'newsletter.title': 'Letters from the farms',
  'newsletter.lead':
    'New harvests, recipes and offers, about once a month. We ask you to confirm by email, and every letter has a one-click unsubscribe.',
  'newsletter.label': 'Your e-mail address',
  'newsletter.subscribe': 'Subscribe',
  'newsletter.subscribing': 'Subscribing...',
  'newsletter.another': 'Use another email',
  'newsletter.email.required': 'Please enter your email address',
  'newsletter.email.invalid': 'Please enter a valid email address',
  'newsletter.failed': 'We could not subscribe you just now. Please try again in a moment.',
  'newsletter.too.many': 'Too many requests. Please try again later',
})
