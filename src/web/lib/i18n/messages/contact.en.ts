// English texts of the Contact Us page, its message form (the form's rules' messages are the domain's constants,
// #domain/messages-contact.ts) and the shop's contact details shown on the policy pages (the reference; decision
// 058). The settings' address, hours and the server's answers stay as they are written.
// Registered when imported: the files that show them import this file (decision 058, texts per area).
import { englishArea } from '../catalogue.ts'

export const contactEn = englishArea('contact', {
  // The page
  'contact.meta.title': 'Contact Us',
  'contact.meta.description':
    'Email, call or WhatsApp the Surya Naturals team in Telangana about orders, bulk supply or farmer partnerships.',
  'contact.eyebrow': 'We’re here to help',
  'contact.title': 'Contact Us',
  'contact.lead':
    'Questions about an order, a product or working with us? Our small team in Telangana reads every message and replies within one business day.',
  'contact.form.title': 'Send us a message',
  'contact.form.lead': 'Tell us what you need and we will get back to you.',
  'contact.details.failed':
    'Our contact details could not be loaded just now. Please try again in a moment, or use the form below.',
  'contact.ways': 'Ways to reach us',
  'contact.email.title': 'Email us',
  'contact.email.note': 'We reply within one business day.',
  'contact.call.title': 'Call us',
  'contact.whatsapp.title': 'WhatsApp',
  'contact.whatsapp.note': 'Chat with us about orders.',
  'contact.whatsapp.opens': ' (opens WhatsApp)',
  'contact.visit.title': 'Visit us',
  'contact.visit.note': 'Please call ahead before visiting.',
  'contact.answers.title': 'Quick answers',
  'contact.answers.all': 'See all FAQs',
  'contact.find.title': 'Find us',
  'contact.address.failed': 'Our address could not be loaded just now.',
  // The form
  'contact.required.before': 'Fields marked ',
  'contact.required.asterisk': 'with an asterisk',
  'contact.required.after': ' are required.',
  'contact.first.name': 'First name',
  'contact.last.name': 'Last name',
  'contact.email': 'Email',
  'contact.phone': 'Phone',
  'contact.phone.hint': 'Optional. 10-digit mobile number.',
  'contact.subject': 'Subject',
  'contact.subject.choose': 'Choose a subject',
  'contact.subject.general': 'General enquiry',
  'contact.subject.order': 'Order support',
  'contact.subject.wholesale': 'Wholesale / bulk',
  'contact.subject.farmer': 'Farmer partnership',
  'contact.subject.feedback': 'Feedback',
  'contact.message': 'Message',
  'contact.message.count': '{count} / {max} characters',
  'contact.message.placeholder': 'How can we help?',
  'contact.send': 'Send message',
  'contact.sending': 'Sending...',
  'contact.sent.title': 'Message sent',
  'contact.sent.copy.before': 'A copy is on its way to ',
  'contact.sent.copy.after': '.',
  'contact.send.another': 'Send another message',
  'contact.too.many': 'Too many requests. Please try again later',
  // The form's rules (#domain/messages-contact.ts)
  'contact.first.name.required': 'Please enter your first name',
  'contact.email.required': 'Please enter your email address',
  'contact.email.invalid': 'Please enter a valid email address',
  'contact.phone.invalid': 'Please enter a valid 10-digit Indian mobile number',
  'contact.subject.required': 'Please choose a subject',
  'contact.message.short': 'Please write at least 10 characters',
  'contact.message.long': 'Please keep your message to 2000 characters or fewer',
  'contact.send.failed':
    'We could not send your message just now. Please try again in a moment, or email or call us.',
  // The shop's details on the policy pages
  'contact.details.failed.before': 'Our contact details could not be loaded just now. Please see the ',
  'contact.details.page': 'Contact page',
  'contact.details.failed.after': '.',
  'contact.grievance': 'Grievance Officer',
  'contact.row.email': 'Email',
  'contact.row.phone': 'Phone',
  'contact.row.whatsapp': 'WhatsApp',
  'contact.row.address': 'Address',
  'contact.row.hours': 'Hours',
})
