// docs/product.md, Routes and screens: the account menu. Signed out: Sign In and Sign Up. Signed in: My Profile, My Orders, Logout.
// Each label is a key of the account's texts (decision 058).
import '#web/lib/i18n/messages/identity-more.en.ts'

export const SIGNED_OUT_ACCOUNT_LINKS = [
  { to: '/login', label: 'usermenu.signin' },
  { to: '/signup', label: 'usermenu.signup' },
] as const

export const SIGNED_IN_ACCOUNT_LINKS = [
  { to: '/profile', label: 'usermenu.profile' },
  { to: '/orders', label: 'usermenu.orders' },
] as const
