// What WhatsApp order updates and the cash-on-delivery confirmation say (decision 049): to Meta's webhook when it
// is refused, and to staff who pack or ship a cash order its shopper has not confirmed.
export const whatsappMessages = {
  badSignature: 'Wrong or missing X-Hub-Signature-256',
  badWebhookBody: 'A WhatsApp webhook is a JSON object from the WhatsApp Business Account',
  badVerifyToken: 'Wrong hub.verify_token',
  optInLabel: 'Send me order updates on WhatsApp',
  unconfirmedCod: (state: string) =>
    `The shopper has not confirmed this cash-on-delivery order (${state}). Call them first, then send it again with confirm_unconfirmed_cod: true`,
  askUnconfirmed: (orderId: string, state: string) =>
    `The shopper has not confirmed cash-on-delivery order ${orderId} on WhatsApp (${state}). Go on only once you have called them.`,
  codStates: {
    pending: 'waiting for the shopper',
    confirmed: 'confirmed by the shopper',
    cancelled: 'cancelled by the shopper',
    expired: 'cancelled unconfirmed',
    held: 'held for a call',
  },
  /** What the shopper's order page says of a cash order not yet confirmed (decision 049). */
  codNotice: {
    pending: {
      title: 'Please confirm this order on WhatsApp',
      body: 'Reply YES to the message we sent to your mobile number and we will pack it. Reply NO to cancel it.',
      status: 'Waiting for your confirmation on WhatsApp',
    },
    held: {
      title: 'We will call you to confirm this order',
      body: 'Our team will call your mobile number to confirm this cash-on-delivery order before we pack it.',
      status: 'Waiting for our call to confirm',
    },
  },
} as const
