// Titles and descriptions of the shop's fixed pages: the server writes them into the HTML for crawlers
// and sharing, and lists the pages in /sitemap.xml.

export const SITE_NAME = 'Surya Naturals'
export const DEFAULT_TITLE = 'Surya Naturals: sun-dried moringa and superfood powders'
export const DEFAULT_DESCRIPTION =
  'Sun-dried moringa, amla, beetroot and herb powders from Telangana farmers and self-help groups. Priced in rupees, shipped across India.'

export interface SitePage {
  path: string
  title: string
  description: string
  /** listed in the sitemap */
  indexable: boolean
  aliasOf?: string
}

export const SITE_PAGES: SitePage[] = [
  { path: '/', title: DEFAULT_TITLE, description: DEFAULT_DESCRIPTION, indexable: true },
  {
    path: '/about',
    title: 'About Us',
    description:
      'Our mission, story and values: solar dryers, a buy-back promise to farmers and self-help groups, and honest powders.',
    indexable: true,
  },
  {
    path: '/products',
    title: 'Shop all products',
    description:
      'Moringa, fruit and vegetable powders, superfoods and herbs, sun-dried and priced in rupees.',
    indexable: true,
  },
  {
    path: '/moringa',
    title: 'Moringa: benefits, recipes, traceability and lab reports',
    description:
      'Why moringa, nine ways to use it, the farm it comes from and the lab report of every batch.',
    indexable: true,
  },
  { path: '/products/moringa101', title: 'Moringa', description: '', indexable: false, aliasOf: '/moringa' },
  { path: '/product/moringa/101', title: 'Moringa', description: '', indexable: false, aliasOf: '/moringa' },
  {
    path: '/recipes',
    title: 'Moringa recipes',
    description: 'Breakfasts, desserts and drinks made with sun-dried moringa powder.',
    indexable: true,
  },
  {
    path: '/contact',
    title: 'Contact us',
    description: 'Write, call or WhatsApp the Surya Naturals team.',
    indexable: true,
  },
  {
    path: '/faq',
    title: 'Frequently asked questions',
    description: 'Products, shipping and delivery, returns and refunds, and customer support.',
    indexable: true,
  },
  {
    path: '/terms',
    title: 'Terms & Conditions',
    description: 'The terms of buying from Surya Naturals.',
    indexable: true,
  },
  { path: '/TnC', title: 'Terms & Conditions', description: '', indexable: false, aliasOf: '/terms' },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    description: 'How we collect, use and protect your data.',
    indexable: true,
  },
  {
    path: '/shipping',
    title: 'Shipping Policy',
    description: 'Processing and delivery times, charges and free shipping.',
    indexable: true,
  },
  {
    path: '/returns',
    title: 'Returns Policy',
    description: 'How to return a product and get a refund.',
    indexable: true,
  },
  { path: '/return', title: 'Returns Policy', description: '', indexable: false, aliasOf: '/returns' },
  {
    path: '/cancellation-refund',
    title: 'Cancellation & Refund Policy',
    description: 'Cancelling an order and how refunds are paid.',
    indexable: true,
  },
  { path: '/cart', title: 'Your cart', description: '', indexable: false },
  { path: '/wishlist', title: 'Your wishlist', description: '', indexable: false },
  { path: '/checkout', title: 'Checkout', description: '', indexable: false },
  { path: '/orders', title: 'My Orders', description: '', indexable: false },
  // an order by its private link (decision 057): never indexed, never cached for anyone else
  { path: '/guest/orders', title: 'Your order', description: '', indexable: false },
  { path: '/profile', title: 'My Profile', description: '', indexable: false },
  { path: '/login', title: 'Sign in', description: '', indexable: false },
  { path: '/signup', title: 'Create your account', description: '', indexable: false },
  { path: '/forgot-password', title: 'Reset your password', description: '', indexable: false },
  { path: '/reset-password', title: 'Choose a new password', description: '', indexable: false },
]

const byPath = new Map(SITE_PAGES.map((p) => [p.path, p]))

export function findSitePage(path: string): SitePage | undefined {
  const page = byPath.get(path)
  if (!page?.aliasOf) return page
  const target = byPath.get(page.aliasOf)
  return target ? { ...target, path } : page
}

export function fullTitle(title: string): string {
  return title === DEFAULT_TITLE ? title : `${title} | ${SITE_NAME}`
}

/** '10 mins' -> 'PT10M', '1 hr 15 mins' -> 'PT1H15M'; undefined when it cannot be read. */
export function toIsoDuration(text: string): string | undefined {
  const hours = /(\d+)\s*(h|hr|hrs|hour|hours)\b/i.exec(text)?.[1]
  const minutes = /(\d+)\s*(m|min|mins|minute|minutes)\b/i.exec(text)?.[1]
  if (!hours && !minutes) return undefined
  return `PT${hours ? `${Number(hours)}H` : ''}${minutes ? `${Number(minutes)}M` : ''}`
}
