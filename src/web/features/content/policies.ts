// The policy pages' routes, icons, titles for the related links, and the texts they had before decision 043. The
// pages now show the owner's Markdown (GET /api/v1/pages/{slug}, seeded from src/server/modules/settings/seed-pages.ts,
// which was converted from the sections below with their contradictory figures replaced by settings placeholders);
// the sections here are no longer shown. Text may use `[label](/path)` links and `{token}` shop settings
// (rich-text.tsx).

export type PolicyKey = 'terms' | 'privacy' | 'shipping' | 'returns' | 'cancellation-refund'

export type PolicyBlock =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: string[]; ordered?: boolean }
  /** A highlighted summary of the key figures. */
  | { kind: 'note'; text: string }
  /** The shop's contact details (and Grievance Officer) from settings. */
  | { kind: 'contact'; grievance?: boolean }

export interface PolicySection {
  id: string
  heading: string
  blocks: PolicyBlock[]
}

export interface Policy {
  key: PolicyKey
  path: string
  title: string
  /** Meta description and the one line under the title. */
  summary: string
  /** ISO date. */
  lastUpdated: string
  /** Key figures shown at the top, so nobody has to read the whole page to find them. */
  highlights?: { label: string; value: string }[]
  sections: PolicySection[]
  related: PolicyKey[]
}

/** Both readings of the policy links (docs/product.md, Routes and screens): /terms and /TnC, /returns and /return. */
const PATHS: Record<string, PolicyKey> = {
  terms: 'terms',
  tnc: 'terms',
  privacy: 'privacy',
  shipping: 'shipping',
  returns: 'returns',
  return: 'returns',
  'cancellation-refund': 'cancellation-refund',
}

export function readPolicyKey(pathname: string): PolicyKey | undefined {
  const segment = pathname.replace(/^\/+|\/+$/g, '').toLowerCase()
  return PATHS[segment]
}

const grievanceSection: PolicySection = {
  id: 'grievance-officer',
  heading: 'Grievance Officer',
  blocks: [
    {
      kind: 'p',
      text: 'In line with the Consumer Protection (E-Commerce) Rules, 2020 and the Information Technology Act, 2000, our Grievance Officer handles complaints about our products, orders, this website and your personal data. We acknowledge every complaint within 48 hours and resolve it within one month of receiving it.',
    },
    { kind: 'contact', grievance: true },
  ],
}

const terms: Policy = {
  key: 'terms',
  path: '/terms',
  title: 'Terms & Conditions',
  summary: 'The terms that apply when you browse, order from or use the {shop} online shop.',
  lastUpdated: '2026-11-15',
  sections: [
    {
      id: 'about-us',
      heading: 'About us and these terms',
      blocks: [
        {
          kind: 'p',
          text: 'This website is run by {shop}, a food business based in Telangana, India (“we”, “us”, “our”). Our registered address is {address}. GSTIN: {gstin}. FSSAI licence No. {fssai}.',
        },
        {
          kind: 'p',
          text: 'These terms apply to every visit to the website and every order you place with us. By using the website or placing an order, you agree to them. Please also read our [Privacy Policy](/privacy), [Shipping Policy](/shipping), [Returns Policy](/returns) and [Cancellation & Refund Policy](/cancellation-refund), which form part of these terms.',
        },
      ],
    },
    {
      id: 'using-the-website',
      heading: 'Using the website',
      blocks: [
        {
          kind: 'list',
          items: [
            'You must be 18 or older to place an order, or use the website under the supervision of a parent or guardian.',
            'Please give true and complete information when you create an account, place an order or contact us.',
            'Do not misuse the website: no attempts to gain unauthorised access, disrupt the service, scrape it at scale or upload harmful code.',
          ],
        },
      ],
    },
    {
      id: 'your-account',
      heading: 'Your account',
      blocks: [
        {
          kind: 'p',
          text: 'You are responsible for keeping your password private and for activity on your account. Tell us straight away at {email} if you think someone else has used it. You can ask us to close your account at any time.',
        },
      ],
    },
    {
      id: 'products',
      heading: 'Our products and their descriptions',
      blocks: [
        {
          kind: 'p',
          text: 'Our powders are natural, sun-dried foods, so colour, aroma and texture can vary a little from batch to batch and from the pictures on the website. Each product page lists its ingredients, usage, storage and country of origin (India); the pack carries the batch number, best-before date and FSSAI licence number.',
        },
        {
          kind: 'p',
          text: 'Our products are foods, not medicines. Information on the website is for general knowledge and is not medical advice; it is not intended to diagnose, treat, cure or prevent any disease. If you are pregnant, nursing, taking medication or have a medical condition, please consult your doctor before use.',
        },
      ],
    },
    {
      id: 'prices-and-payment',
      heading: 'Prices and payment',
      blocks: [
        {
          kind: 'list',
          items: [
            'All prices are in Indian rupees (₹) and include GST. Shipping charges, where they apply, are shown separately at checkout before you pay.',
            'Payments are processed securely by our payment partner, Razorpay. We never see or store your full card details.',
            'If a product is listed at a clearly wrong price because of an error, we will tell you before dispatch and you may either confirm the order at the correct price or cancel it for a full refund.',
            'A GST invoice is issued for every order and can be downloaded from [My Orders](/orders).',
          ],
        },
      ],
    },
    {
      id: 'orders',
      heading: 'Orders and acceptance',
      blocks: [
        {
          kind: 'p',
          text: 'Your order is an offer to buy. We accept it when we confirm it by email after successful payment. We may decline or cancel an order, with a full refund, if a product is out of stock, the delivery address cannot be served, or we suspect fraud or misuse.',
        },
      ],
    },
    {
      id: 'delivery-returns',
      heading: 'Delivery, cancellations and returns',
      blocks: [
        {
          kind: 'p',
          text: 'How and when we deliver is explained in our [Shipping Policy](/shipping). How to cancel, return an item and get a refund is explained in our [Returns Policy](/returns) and [Cancellation & Refund Policy](/cancellation-refund).',
        },
        {
          kind: 'p',
          text: 'Where these pages give different time limits, the one more favourable to you applies. Nothing in these terms affects your rights under the Consumer Protection Act, 2019.',
        },
      ],
    },
    {
      id: 'reviews',
      heading: 'Reviews and content you share',
      blocks: [
        {
          kind: 'p',
          text: 'Reviews should be honest and based on your own experience. We may remove reviews that are abusive, unlawful, off-topic, contain personal information or promote other businesses. We do not edit reviews to change their meaning, and we never publish paid or fake reviews. By posting a review you allow us to show it on our website and social media.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      blocks: [
        {
          kind: 'p',
          text: 'The {shop} name, logo, artwork, photographs, recipes and text on this website belong to us or our licensors. You may share links and quote short passages with credit, but please do not copy or reuse them commercially without our written permission.',
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Our responsibility to you',
      blocks: [
        {
          kind: 'p',
          text: 'We take care to keep the website accurate and available, but we cannot promise it will always be free of errors or interruptions. To the extent the law allows, our total liability for any order is limited to the amount you paid for it, and we are not liable for losses that were not foreseeable. We do not exclude liability where it would be unlawful to do so.',
        },
        {
          kind: 'p',
          text: 'We are not responsible for delays or failures caused by events beyond our reasonable control, such as natural disasters, strikes, pandemics or courier network disruptions.',
        },
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and disputes',
      blocks: [
        {
          kind: 'p',
          text: 'These terms are governed by the laws of India. We will always try to resolve a concern with you directly first. If we cannot, the courts at Hyderabad, Telangana will have jurisdiction, without affecting your right to approach a consumer commission under the Consumer Protection Act, 2019.',
        },
      ],
    },
    grievanceSection,
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        {
          kind: 'p',
          text: 'We may update these terms from time to time. The date at the top shows when they last changed. The terms in force when you place an order apply to that order.',
        },
      ],
    },
  ],
  related: ['privacy', 'shipping', 'returns', 'cancellation-refund'],
}

const privacy: Policy = {
  key: 'privacy',
  path: '/privacy',
  title: 'Privacy Policy',
  summary: 'What personal data {shop} collects, why, how we protect it and the choices you have.',
  lastUpdated: '2026-11-15',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        {
          kind: 'p',
          text: '{shop} ({address}) decides how your personal data is used on this website and is responsible for it. We process it under the Digital Personal Data Protection Act, 2023, the Information Technology Act, 2000 and the rules made under them.',
        },
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      blocks: [
        {
          kind: 'list',
          items: [
            'Account details: your name, email address, password (stored only as a secure hash) and, if you sign in with Google, your Google account name and email.',
            'Order details: delivery addresses, mobile numbers, the products you buy, your order and payment status, and GST invoice details.',
            'Profile details you choose to add, such as date of birth, gender, preferred language and a profile picture.',
            'Reviews, messages and anything else you send us.',
            'Technical data: your device and browser type, pages visited and an IP address, kept in server logs for security.',
          ],
        },
        {
          kind: 'p',
          text: 'We do not collect or store your card, UPI or net-banking details. Payments are handled by Razorpay under its own privacy policy and the Reserve Bank of India’s rules.',
        },
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use it',
      blocks: [
        {
          kind: 'list',
          items: [
            'To create and secure your account and keep you signed in.',
            'To take payment, pack, ship and deliver your orders, and to send order, shipping and invoice emails.',
            'To answer your questions, complaints and return requests.',
            'To keep the website safe: preventing fraud, abuse and attacks.',
            'To send offers and news, only if you subscribe. Every email has an unsubscribe link.',
            'To meet our legal duties, such as GST record-keeping.',
          ],
        },
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share it with',
      blocks: [
        {
          kind: 'p',
          text: 'We never sell your personal data. We share only what is needed with:',
        },
        {
          kind: 'list',
          items: [
            'Courier partners, to deliver your order (name, address, mobile number).',
            'Razorpay, to process your payment.',
            'Our email, hosting and storage providers, who act on our instructions and keep your data confidential.',
            'Government authorities, when the law requires it.',
          ],
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and browser storage',
      blocks: [
        {
          kind: 'p',
          text: 'We use only the cookies and browser storage the shop needs to work: keeping you signed in, remembering your cart and wishlist, and remembering that you have seen the welcome screen. We do not use advertising cookies.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        {
          kind: 'p',
          text: 'We keep your account data while your account is open. Order and invoice records are kept for as long as Indian tax and accounting laws require (currently up to eight years). Server logs are kept for up to 180 days for security, in line with CERT-In directions. When you close your account, we delete or anonymise the rest.',
        },
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      blocks: [
        {
          kind: 'p',
          text: 'Your data travels over encrypted connections (HTTPS), passwords are stored as salted hashes, and only the people who need it to serve you can access it. No system is perfectly secure; if a breach affects you, we will tell you and the Data Protection Board of India as the law requires.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        {
          kind: 'list',
          items: [
            'See a summary of the personal data we hold about you and how we use it.',
            'Correct, complete or update it. Most details can be edited on your [Profile](/profile).',
            'Ask us to erase it, unless we must keep it by law.',
            'Withdraw consent for marketing at any time.',
            'Nominate someone to exercise these rights for you in case of death or incapacity.',
            'Complain to our Grievance Officer, and then to the Data Protection Board of India.',
          ],
        },
        { kind: 'p', text: 'To use any of these rights, write to {email}. We will reply within 30 days.' },
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        {
          kind: 'p',
          text: 'Our shop is meant for adults. We do not knowingly collect personal data from anyone under 18 without the consent of a parent or guardian.',
        },
      ],
    },
    grievanceSection,
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          kind: 'p',
          text: 'If we change how we use your data, we will update this page and the date at the top. For important changes we will also email you.',
        },
      ],
    },
  ],
  related: ['terms', 'shipping', 'returns'],
}

const shipping: Policy = {
  key: 'shipping',
  path: '/shipping',
  title: 'Shipping Policy',
  summary: 'Where we deliver, what it costs and how long it takes.',
  lastUpdated: '2026-11-15',
  highlights: [
    { label: 'Free shipping', value: 'On orders above {freeShipping}' },
    { label: 'Processing', value: '2–3 business days' },
    { label: 'Delivery', value: '5–7 business days after dispatch' },
  ],
  sections: [
    {
      id: 'where-we-ship',
      heading: 'Where we ship',
      blocks: [
        {
          kind: 'p',
          text: 'We deliver to serviceable PIN codes across India through trusted courier partners. At checkout we check your address and show the delivery options available. For delivery outside India, please [contact us](/contact) before you order.',
        },
      ],
    },
    {
      id: 'charges',
      heading: 'Shipping charges',
      blocks: [
        {
          kind: 'list',
          items: [
            'Free shipping on orders above {freeShipping}.',
            'For smaller orders, a shipping charge based on your PIN code and the speed you choose is shown at checkout, before you pay.',
            'All charges include GST. Cash on delivery, where offered, may carry a small fee, always shown at checkout before you place the order. There are no hidden fees on delivery.',
          ],
        },
      ],
    },
    {
      id: 'processing',
      heading: 'Processing time',
      blocks: [
        {
          kind: 'p',
          text: 'We pack every order by hand at our unit in Telangana and dispatch it within 2–3 business days of payment. Business days are Monday to Saturday, excluding public holidays. During sales and festivals, processing may take a little longer; we will let you know.',
        },
      ],
    },
    {
      id: 'delivery-time',
      heading: 'Delivery time',
      blocks: [
        {
          kind: 'p',
          text: 'Once dispatched, orders usually arrive within 5–7 business days. Metro cities are often quicker; remote areas, the North-East, Jammu and Kashmir, Ladakh, and the Andaman and Nicobar and Lakshadweep Islands may take a few days more.',
        },
      ],
    },
    {
      id: 'tracking',
      heading: 'Tracking your order',
      blocks: [
        {
          kind: 'p',
          text: 'When your order is shipped, we email you the courier name and a tracking link. You can also follow it from [My Orders](/orders).',
        },
      ],
    },
    {
      id: 'delivery-attempts',
      heading: 'Delivery attempts and addresses',
      blocks: [
        {
          kind: 'list',
          items: [
            'Please give a complete address with landmark and a reachable mobile number; the courier may call before delivery.',
            'Couriers usually make up to three delivery attempts. If the parcel comes back to us because nobody was available or the address was incomplete, we will contact you to reship it (shipping charged again) or refund the product value.',
            'We cannot change the delivery address once an order has been dispatched.',
          ],
        },
      ],
    },
    {
      id: 'damaged-parcels',
      heading: 'Damaged or tampered parcels',
      blocks: [
        {
          kind: 'p',
          text: 'If the outer package looks opened or damaged, please refuse it or note it with the courier. If you find a problem after opening, report it within 48 hours of delivery with photos to {email}, and we will replace the product or refund you in full. See our [Returns Policy](/returns).',
        },
      ],
    },
    {
      id: 'delays',
      heading: 'Delays beyond our control',
      blocks: [
        {
          kind: 'p',
          text: 'Weather, strikes, local restrictions or courier disruptions can occasionally delay deliveries. If your order is running late, we will keep you informed and help however we can.',
        },
      ],
    },
    {
      id: 'questions',
      heading: 'Questions',
      blocks: [{ kind: 'contact' }],
    },
  ],
  related: ['returns', 'cancellation-refund', 'terms'],
}

const returns: Policy = {
  key: 'returns',
  path: '/returns',
  title: 'Returns Policy',
  summary: 'How to return a product, what we accept and when you get your money back.',
  lastUpdated: '2026-11-15',
  highlights: [
    { label: 'Returns', value: 'Within 30 days of delivery' },
    { label: 'Damaged or wrong items', value: 'Report within 48 hours' },
    { label: 'Refunds', value: '5–7 business days' },
  ],
  sections: [
    {
      id: 'our-promise',
      heading: 'Our promise',
      blocks: [
        {
          kind: 'p',
          text: 'We want you to love what you buy from {shop}. If something is not right, we will make it right: with a replacement, a return or a refund.',
        },
      ],
    },
    {
      id: 'return-window',
      heading: 'Return window',
      blocks: [
        {
          kind: 'p',
          text: 'You can return products within 30 days of delivery. To be accepted, a product must be:',
        },
        {
          kind: 'list',
          items: [
            'Unopened, with its seal intact and in its original packaging.',
            'Within its best-before date.',
            'Returned with its order number or invoice.',
          ],
        },
      ],
    },
    {
      id: 'not-returnable',
      heading: 'What we cannot take back',
      blocks: [
        {
          kind: 'p',
          text: 'Because our products are foods, we cannot accept opened or used packs for hygiene and safety reasons, unless the product was damaged, defective or not what you ordered. Free gifts and samples cannot be returned.',
        },
      ],
    },
    {
      id: 'damaged-items',
      heading: 'Damaged, defective or wrong items',
      blocks: [
        {
          kind: 'p',
          text: 'Please tell us within 48 hours of delivery at {email} or on WhatsApp at {whatsapp}. Include your order number and photos of the product, the pack label (batch number) and the outer box. We will arrange a free pickup where needed and send a replacement or refund you in full, whichever you prefer.',
        },
      ],
    },
    {
      id: 'how-to-return',
      heading: 'How to return a product',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Email {email} with your order number, the products you want to return and the reason.',
            'We reply within one business day with the return address, or a pickup booking for damaged or wrong items.',
            'Pack the products securely, with the order number written on a slip inside.',
            'Once we receive and check the parcel, we email you to confirm your refund.',
          ],
        },
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      blocks: [
        {
          kind: 'p',
          text: 'Approved refunds are issued to your original payment method within 5–7 business days of our check. Your bank or card issuer may take a few more days to show it. Original shipping charges are refunded when the return is due to our error.',
        },
      ],
    },
    {
      id: 'return-shipping',
      heading: 'Return shipping costs',
      blocks: [
        {
          kind: 'p',
          text: 'Return shipping is free for damaged, defective or wrong items. For other returns, please send the parcel at your cost with a trackable courier; we cannot be responsible for parcels lost on the way back to us.',
        },
      ],
    },
    {
      id: 'other-policies',
      heading: 'Cancellations and other policies',
      blocks: [
        {
          kind: 'p',
          text: 'To cancel an order before it ships, see our [Cancellation & Refund Policy](/cancellation-refund). Where that page and this one give different time limits, the one more favourable to you applies.',
        },
      ],
    },
    {
      id: 'questions',
      heading: 'Questions',
      blocks: [{ kind: 'contact' }],
    },
  ],
  related: ['cancellation-refund', 'shipping', 'terms'],
}

const cancellationRefund: Policy = {
  key: 'cancellation-refund',
  path: '/cancellation-refund',
  title: 'Cancellation & Refund Policy',
  summary: 'How to cancel an order, return it after delivery and receive a refund.',
  lastUpdated: '2026-11-15',
  highlights: [
    { label: 'Cancellation', value: 'Within 24 hours of ordering' },
    { label: 'Returns', value: 'Within 7 days of delivery' },
    { label: 'Refunds', value: '7–10 business days' },
  ],
  sections: [
    {
      id: 'cancel-your-order',
      heading: 'Cancelling your order',
      blocks: [
        {
          kind: 'p',
          text: 'You can cancel an order within 24 hours of placing it, as long as it has not been dispatched. Cancel from [My Orders](/orders), or write to {email} with your order number. Once an order has been dispatched it can no longer be cancelled, but you can return it after delivery.',
        },
      ],
    },
    {
      id: 'cancellation-by-us',
      heading: 'When we cancel an order',
      blocks: [
        {
          kind: 'p',
          text: 'Rarely, we may have to cancel an order: if a product goes out of stock, the address cannot be served, the payment could not be verified or a pricing error occurred. We will tell you by email and refund the full amount, including shipping.',
        },
      ],
    },
    {
      id: 'returns',
      heading: 'Returns after delivery',
      blocks: [
        {
          kind: 'p',
          text: 'Unopened products in their original sealed packaging can be returned within 7 days of delivery. Damaged, defective or wrong items should be reported within 48 hours of delivery, with photos. Our [Returns Policy](/returns) explains the steps in full; where the two pages differ, the longer time limit applies.',
        },
      ],
    },
    {
      id: 'refund-timelines',
      heading: 'Refund timelines',
      blocks: [
        {
          kind: 'list',
          items: [
            'Cancelled orders: refunded within 7–10 business days of the cancellation.',
            'Returned products: refunded within 7–10 business days of the return reaching us and passing our check.',
            'Refunds go to your original payment method (card, UPI, net banking or wallet). Banks may take a few more days to show the credit.',
          ],
        },
      ],
    },
    {
      id: 'failed-payments',
      heading: 'Failed or duplicate payments',
      blocks: [
        {
          kind: 'p',
          text: 'If money left your account but no order was confirmed, or you were charged twice, the payment provider usually reverses it automatically. If it has not reached you within 7–10 business days, write to {email} with the payment reference and we will sort it out.',
        },
      ],
    },
    {
      id: 'partial-refunds',
      heading: 'Coupons and partial refunds',
      blocks: [
        {
          kind: 'p',
          text: 'If you return part of an order that used a coupon, we refund the amount you actually paid for the returned items, after their share of the discount.',
        },
      ],
    },
    {
      id: 'questions',
      heading: 'Questions',
      blocks: [{ kind: 'contact' }],
    },
  ],
  related: ['returns', 'shipping', 'terms'],
}

export const policies: Record<PolicyKey, Policy> = {
  terms,
  privacy,
  shipping,
  returns,
  'cancellation-refund': cancellationRefund,
}
