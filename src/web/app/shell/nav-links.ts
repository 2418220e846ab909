import '#web/lib/i18n/messages/shell.en.ts'
// docs/product.md, Routes and screens: the bar links, shared by the bar and the phone menu (the account links are identity's).

// `label` is the key of its text (src/web/lib/i18n/messages/shell.*.ts).
export const NAV_LINKS = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/about', label: 'nav.about', end: false },
  { to: '/products', label: 'nav.products', end: false },
  { to: '/recipes', label: 'nav.recipes', end: false },
] as const

export const SHOP_NAME = 'Surya Naturals'
