// The FAQ as it was before decision 043, kept for the question ids the contact page links to (contactFaqIds). The FAQ
// page and the contact page's excerpts now read the owner's Markdown (GET /api/v1/pages/faq), seeded from
// src/server/modules/settings/seed-pages.ts with one set of figures from the settings.

export interface FaqItem {
  /** Stable anchor: /faq#{id} opens this answer. */
  id: string
  question: string
  answer: string[]
}

export interface FaqGroup {
  id: string
  title: string
  items: FaqItem[]
}

export const faqGroups: FaqGroup[] = [
  {
    id: 'product-information',
    title: 'Product information',
    items: [
      {
        id: 'what-makes-us-different',
        question: 'What makes {shop} powders different?',
        answer: [
          'Our vegetables, fruits, leaves and herbs are grown by partner farmers and self-help groups in Telangana, whose harvest we buy back at a fair, agreed price. They are dried in enclosed solar dryers, away from dust and direct sun, which keeps more of their natural colour, aroma and nutrients than open-air drying.',
          'Each powder is milled in small batches and packed soon after, so what reaches your kitchen is fresh.',
        ],
      },
      {
        id: 'additives',
        question: 'Do your products contain additives or preservatives?',
        answer: [
          'No. Each powder is a single ingredient: the dried produce itself, milled fine. We add no colour, flavour, sugar, salt, anti-caking agents, fillers or preservatives. Blends list every ingredient on the pack.',
        ],
      },
      {
        id: 'quality-testing',
        question: 'Are your products tested for quality and safety?',
        answer: [
          'Yes. Every batch is tested at an ISO-certified laboratory for nutrition, moisture and microbial safety before it is packed, and the batch number is printed on each pack. You can see a sample report on our [moringa page](/moringa).',
          'We operate under an FSSAI licence (No. {fssai}), which is also printed on every pack.',
        ],
      },
      {
        id: 'storage-shelf-life',
        question: 'How should I store the powders, and how long do they keep?',
        answer: [
          'Keep the pouch tightly sealed in a cool, dry place, away from sunlight and steam, and always use a dry spoon. The best-before date is printed on each pack. Once opened, use within three months for the best colour and flavour.',
        ],
      },
      {
        id: 'how-much-moringa',
        question: 'How much moringa powder should I take each day?',
        answer: [
          'Most people enjoy 1 to 2 teaspoons a day, stirred into smoothies, dals, rotis or warm (not boiling) water. If you are new to moringa, start with half a teaspoon and build up. Browse our [recipes](/recipes) for easy ideas.',
          'Our products are foods, not medicines. If you are pregnant, nursing, taking medication or managing a health condition, please check with your doctor first.',
        ],
      },
    ],
  },
  {
    id: 'shipping-and-delivery',
    title: 'Shipping and delivery',
    items: [
      {
        id: 'delivery-time',
        question: 'How long will my order take to arrive?',
        answer: [
          'Standard delivery takes 3–5 business days and express delivery 1–2 business days within India. International orders usually arrive in 7–14 business days. You will see the options available for your address at checkout.',
        ],
      },
      {
        id: 'processing-time',
        question: 'When will my order be dispatched?',
        answer: [
          'We pack and dispatch orders within 2–3 business days of payment. Orders placed on Sundays or public holidays are processed on the next business day.',
        ],
      },
      {
        id: 'where-we-deliver',
        question: 'Where do you deliver?',
        answer: [
          'We deliver to almost every serviceable PIN code in India through our courier partners. For international delivery, please [contact us](/contact) before ordering so we can confirm the options for your country.',
        ],
      },
      {
        id: 'track-order',
        question: 'How can I track my order?',
        answer: [
          'Once your order is shipped, we email you the courier name and tracking link, and the same details appear under [My Orders](/orders). Tracking information becomes available once your order is shipped.',
        ],
      },
      {
        id: 'shipping-cost',
        question: 'How much does shipping cost?',
        answer: [
          'The shipping charge for your address, and any free-shipping offer that applies, is shown at checkout before you pay. See our [Shipping Policy](/shipping) for details.',
        ],
      },
    ],
  },
  {
    id: 'returns-and-refunds',
    title: 'Returns and refunds',
    items: [
      {
        id: 'return-window',
        question: 'What is your return policy?',
        answer: [
          'You can return unopened products in their original, sealed packaging within 30 days of delivery. For food safety we cannot accept opened packs unless the product was damaged, defective or not what you ordered. Read the full [Returns Policy](/returns).',
        ],
      },
      {
        id: 'damaged-order',
        question: 'My order arrived damaged or wrong. What should I do?',
        answer: [
          'We are sorry! Please tell us within 48 hours of delivery, with your order number and a photo of the product and the packaging. We will send a replacement or give you a full refund, at no extra cost to you.',
        ],
      },
      {
        id: 'cancel-order',
        question: 'Can I cancel my order?',
        answer: [
          'Yes, within 2 hours of placing it, from [My Orders](/orders) or by writing to {email}. After that your order may already be packed; you can still return it unopened once it arrives. See our [Cancellation & Refund Policy](/cancellation-refund).',
        ],
      },
      {
        id: 'refund-time',
        question: 'When will I receive my refund?',
        answer: [
          'Refunds are issued to your original payment method within 5–7 business days of your return being received and checked, or of your cancellation being confirmed. Your bank may take a few more days to show it on your statement.',
        ],
      },
      {
        id: 'return-shipping',
        question: 'Do I pay for return shipping?',
        answer: [
          'Not when the product was damaged, defective or wrong: we arrange a free pickup. For other returns, we share the return address and you send the parcel with a trackable courier.',
        ],
      },
    ],
  },
  {
    id: 'customer-support',
    title: 'Customer support',
    items: [
      {
        id: 'contact-us',
        question: 'How can I reach your team?',
        answer: [
          'Write to {email}, call {phone} or message us on WhatsApp at {whatsapp}. We are available {hours}. All our details are on the [Contact page](/contact).',
        ],
      },
      {
        id: 'reply-time',
        question: 'How quickly will you reply?',
        answer: [
          'We reply to emails and WhatsApp messages within one business day, and usually much sooner during business hours.',
        ],
      },
      {
        id: 'bulk-orders',
        question: 'Do you supply in bulk or to businesses?',
        answer: [
          'Yes. We supply cafés, nutritionists, retailers and corporate gifting in bulk packs. Email {email} with the products and quantities you need and we will send a quote with GST invoice details.',
        ],
      },
      {
        id: 'farmer-partnership',
        question: 'I am a farmer or part of a self-help group. Can we work together?',
        answer: [
          'We would love to hear from you. We buy back produce from partner farmers and self-help groups in Telangana and help set up solar dryers. Tell us about your village, crops and group size through the [Contact page](/contact), choosing the subject “Farmer partnership”.',
        ],
      },
      {
        id: 'complaints',
        question: 'How do I raise a complaint?',
        answer: [
          'Write to our Grievance Officer at {email} with your order number. We acknowledge every complaint within 48 hours and resolve it within one month, as the Consumer Protection (E-Commerce) Rules, 2020 require. The officer’s details are in our [Terms & Conditions](/terms#grievance-officer).',
        ],
      },
    ],
  },
]

/** The three questions the Contact page shows as quick answers. */
export const contactFaqIds = ['delivery-time', 'return-window', 'cancel-order'] as const

export function findFaqItem(id: string): FaqItem | undefined {
  for (const g of faqGroups) {
    const item = g.items.find((i) => i.id === id)
    if (item) return item
  }
  return undefined
}
