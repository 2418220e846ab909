// English texts around the owner's FAQ (the reference; decision 058). The FAQ itself is the owner's page, translated
// in the back office (decision 043, amended).
import { englishArea } from '../catalogue.ts'

export const contentEn = englishArea('content', {
  'faq.meta.title': 'Frequently Asked Questions',
  'faq.meta.description':
    'Answers about our sun-dried powders, delivery times, returns, refunds and how to reach the Surya Naturals team.',
  'faq.eyebrow': 'Help centre',
  'faq.title': 'Frequently Asked Questions',
  'faq.lead':
    'Quick answers about our powders, delivery, returns and support. Can’t find yours? We are a message away.',
  'faq.topics': 'FAQ topics',
  'faq.topic.products': 'Products',
  'faq.topic.shipping': 'Shipping',
  'faq.topic.returns': 'Returns',
  'faq.topic.support': 'Support',
  'faq.still.title': 'Still have questions?',
  'faq.still.text': 'Our team in Telangana answers every message within one business day.',
  'faq.still.contact': 'Contact us',
  'faq.still.email': 'or email',
  // around the owner's policy pages
  'policy.eyebrow': 'Policies',
  'policy.updated': 'Last updated',
  'policy.toc': 'On this page',
  'policy.related': 'Related policies',
  'policy.still': 'Still have a question? Read our',
  'policy.faq': 'FAQ',
  'policy.or': 'or',
  'policy.contact': 'contact us',
})
