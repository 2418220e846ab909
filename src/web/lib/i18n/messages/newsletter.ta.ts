// Tamil texts of the footer's newsletter box (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { newsletterEn } from './newsletter.en.ts'

export const newsletterTa: Record<keyof typeof newsletterEn, Message> = {
  'newsletter.title': 'வயல்களிலிருந்து கடிதங்கள்',
  'newsletter.lead':
    'புதிய அறுவடை, சமையல் குறிப்புகள், சலுகைகள், மாதம் ஏறக்குறைய ஒருமுறை. மின்னஞ்சல் மூலம் உறுதிசெய்யச் சொல்வோம்; ஒவ்வொரு கடிதத்திலும் ஒரே கிளிக்கில் விலகும் வசதி உண்டு.',
  'newsletter.label': 'உங்கள் மின்னஞ்சல் முகவரி',
  'newsletter.subscribe': 'சேருங்கள்',
  'newsletter.subscribing': 'சேர்க்கிறோம்...',
  'newsletter.another': 'வேறு மின்னஞ்சல் பயன்படுத்து',
  'newsletter.email.required': 'உங்கள் மின்னஞ்சல் முகவரியை உள்ளிடவும்',
  'newsletter.email.invalid': 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்',
  'newsletter.failed': 'இப்போது உங்களைச் சேர்க்க முடியவில்லை. சிறிது நேரத்தில் மீண்டும் முயலவும்.',
  'newsletter.too.many': 'அதிகமான கோரிக்கைகள். சிறிது நேரம் கழித்து மீண்டும் முயலவும்',
}
