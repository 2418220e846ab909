// English texts of the guest checkout's form on the way to checkout (the reference; decision 058). The spec's
// texts stay exactly as written.
import { englishArea } from '../catalogue.ts'

export const guestEn = englishArea('guest', {
  'guest.title': 'New here? Check out as a guest',
  'guest.text':
    'No account needed: we send your order updates to your email and the courier calls your mobile. You can create an account after paying.',
  'guest.form': 'Guest checkout',
  'guest.email': 'Email',
  'guest.mobile': 'Mobile number',
  'guest.mobile.hint': 'For delivery updates and the courier.',
  'guest.starting': 'Starting guest checkout...',
  'guest.continue': 'Continue as guest',
})
