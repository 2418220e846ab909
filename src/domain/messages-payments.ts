// Messages of the payment routes (verify, webhooks, saved cards). Live here once.

export const paymentMessages = {
  noCheckout:
    'Start checkout first: a payment intent is the Razorpay order of your checkout, and its amount must match',
  unknownMethod: 'Saved card not found',
  unknownIntent: 'Payment intent not found',
  verificationFailed: 'Payment verification failed',
  badSignature: 'Invalid webhook signature',
  malformedEvent: 'The webhook body is not a Razorpay event',
  missingEventId: 'Missing event id',
  providerDown: 'The payment provider could not be reached. Please try again later.',
  badCourierSignature: 'Invalid courier signature',
  badCourierEvent: 'A courier event needs waybill and status',
}
