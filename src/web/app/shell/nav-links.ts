// docs/product.md, Routes and screens: the bar links, shared by the bar and the phone menu (the account links are identity's).

export const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/about', label: 'About Us', end: false },
  { to: '/products', label: 'Products', end: false },
  { to: '/recipes', label: 'Recipes', end: false },
] as const

export const SHOP_NAME = 'Surya Naturals'
