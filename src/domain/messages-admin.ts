// What the back office says. Staff read these; shoppers never reach the back office.
export const adminMessages = {
  signInRequired: 'Sign in to the back office to continue',
  shopperRefused:
    'The back office is for the shop’s staff. A shopper account cannot open it; sign in with your staff account.',
  secondFactorRequired:
    'Set up your authenticator app first: the back office needs a one-time code at every sign-in.',
  notOperator: 'This account is not on the shop’s staff list, or its access was revoked.',
  ownerOnly: 'Only the shop’s owner can do this.',
  setupLinkInvalid: 'This setup link is not valid or has expired. Ask the shop’s owner for a new one.',
  alreadyInvited: 'This email is already on the staff list',
  operatorNotFound: 'No such staff member',
  cannotRevokeSelf: 'You cannot revoke your own access',
  lastOwner: 'The shop needs at least one owner',
  passwordTooShort: 'Password must be at least 12 characters',
  nameRequired: 'Name is required',
  emailInvalid: 'Please enter a valid email address',
  productNotFound: 'Product not found',
  priceAboveMrp: 'The price cannot be above the MRP',
  stockNegative: 'Stock cannot be negative',
  stockWouldGoNegative: 'That would take the stock below zero',
  hsnInvalid: 'The HSN code must be 4, 6 or 8 digits',
  couponNotFound: 'Coupon not found',
  reviewNotFound: 'Review not found',
  hideReasonRequired: 'Say why the review is hidden',
  messageNotFound: 'Message not found',
  replyRequired: 'Write a reply',
} as const
