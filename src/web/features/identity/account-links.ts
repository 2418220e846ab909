// docs/product.md, Routes and screens: the account menu. Signed out: Sign In and Sign Up. Signed in: My Profile, My Orders, Logout.

export const SIGNED_OUT_ACCOUNT_LINKS = [
  { to: '/login', label: 'Sign In' },
  { to: '/signup', label: 'Sign Up' },
] as const

export const SIGNED_IN_ACCOUNT_LINKS = [
  { to: '/profile', label: 'My Profile' },
  { to: '/orders', label: 'My Orders' },
] as const
