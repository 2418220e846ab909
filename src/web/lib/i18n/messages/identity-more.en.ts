// English texts of the account's parts outside the sign-in pages: the header's account button and its menu, the
// phone menu's account links and the sign-in prompt (the reference; decision 058). The spec's texts stay exactly
// as written. Registered when imported: the parts that show them import this file (decision 058, texts per area).
import { englishArea } from '../catalogue.ts'

export const identityMoreEn = englishArea('identity-more', {
  'usermenu.menu': 'Account menu',
  'usermenu.menu.for': 'Account menu for {name}',
  'usermenu.welcome': 'Welcome! Sign in for your cart, wishlist and orders.',
  'usermenu.signin': 'Sign In',
  'usermenu.signup': 'Sign Up',
  'usermenu.profile': 'My Profile',
  'usermenu.orders': 'My Orders',
  'usermenu.logout': 'Logout',
  'usermenu.user': 'User',
  'usermenu.signed.out': 'You have been logged out',
  'usermenu.login.required': 'Please login to continue',
})
