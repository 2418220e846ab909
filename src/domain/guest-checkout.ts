// Guest checkout (decision 057): the words of its refusals and the checks of the guest's email and mobile, shared by
// the API and the screens (without the contracts' schemas: the sign-in page shows the guest's form).
import { isValidEmail } from './email.ts'
import { authMessages } from './messages-auth.ts'
import { contactMessages } from './messages-contact.ts'
import { parseSignInMobile } from './mobile-sign-in.ts'

export const guestMessages = {
  continueAsGuest: 'Continue as guest',
  noGuestSession: 'Your guest checkout has ended. Please continue as a guest again, or sign in',
  otherOpenOrder:
    'An unpaid order with this email or mobile number is waiting for payment. Pay for it or cancel it from its link, or wait 30 minutes for it to lapse',
  linkInvalid:
    'This order link is not valid. Please open the link from your order confirmation email, or sign in to see your orders',
  linkExpired: 'This order link has expired. Please sign in to see your orders, or contact us',
  claimed: (n: number) =>
    n === 0
      ? 'Your account is ready. There were no guest orders to add to it'
      : `Your account is ready. ${n} ${n === 1 ? 'order was' : 'orders were'} added to it`,
}

/** The guest's mobile: an Indian mobile, read as a shopper writes it, or why not (the shop's sign-in messages). */
export function guestMobileProblem(input: string): string | undefined {
  const parsed = parseSignInMobile(input)
  if (parsed.ok) return undefined
  return parsed.problem === 'required'
    ? authMessages.mobileRequired
    : parsed.problem === 'landline'
      ? authMessages.mobileLandline
      : authMessages.mobileInvalid
}

export function guestEmailProblem(input: string): string | undefined {
  if (input.trim() === '') return contactMessages.emailRequired
  return isValidEmail(input) ? undefined : contactMessages.emailInvalid
}
