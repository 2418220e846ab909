// Spec §2: bar links and the signed-out account links, shared by the bar and the phone menu.

export const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/about', label: 'About Us', end: false },
  { to: '/products', label: 'Products', end: false },
  { to: '/recipes', label: 'Recipes', end: false },
] as const

export const SIGNED_OUT_LINKS = [
  { to: '/login', label: 'Sign In' },
  { to: '/signup', label: 'Sign Up' },
] as const

export const SHOP_NAME = 'Surya Naturals'

/** Dispatched by pages (for example the 404 page) to open and focus the header search box. */
export const OPEN_SEARCH_EVENT = 'openSearch'
