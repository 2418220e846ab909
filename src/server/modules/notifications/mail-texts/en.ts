// The order mails' texts in English (decision 060): the reference every other language is checked against, with
// `{name}` placeholders that mails.ts fills. These are the mails' words as they were before they were translated,
// byte for byte.
export const en = {
  // every order mail
  hello: 'Namaste {name},',
  helloNoName: 'Namaste there,',
  contact: 'Questions? Write to {email} or call {phone} ({hours}); WhatsApp {whatsapp}.',
  footer:
    '{shop} · {address}. A message about your order, sent to every shopper whatever their newsletter choice.',
  buttonFallback: 'If the button does not work, copy this link into your browser:',
  viewOrder: 'View your order',
  invoiceLink: 'GST invoice for order {id} (PDF)',
  invoiceLinkAttached: 'GST invoice for order {id} (PDF, also attached to this mail)',
  creditNoteLink: 'Credit note {number} for order {id} (PDF)',
  invoiceLinkDays:
    'The invoice link in this mail opens the PDF without signing in for {days} days; after that, download it from your order.',
  creditNoteLinkDays:
    'The credit note link in this mail opens the PDF without signing in for {days} days; after that, download it from your order.',
  reachesBy: 'It should reach you by {date}, as promised at checkout.',
  reachesBetween: 'It should reach you between {from} and {to}, as promised at checkout.',
  keepCashReady: 'Please keep {amount} ready: the courier collects it in cash on delivery.',
  trackParcel: 'Track your parcel',

  // the tables
  yourItems: 'Your items',
  itemLine: '{name} ({size}) × {quantity}',
  itemLineSku: '{name} ({size}, SKU {sku}) × {quantity}',
  subtotal: 'Subtotal',
  discount: 'Discount',
  discountCode: 'Discount ({code})',
  shippingLine: 'Shipping ({mode})',
  free: 'Free',
  codFee: 'Cash on delivery fee',
  totalPaid: 'Total paid',
  toPayOnDelivery: 'To pay on delivery',
  total: 'Total',
  deliveringTo: 'Delivering to',
  mobileLine: 'Mobile {mobile}',
  returnedLine: '{name} ({size})',
  unitOne: '{count} unit',
  unitMany: '{count} units',
  modeStandard: 'Standard',
  modeExpress: 'Express',

  // how it was paid (the shop's labels, decision 031's payment methods)
  methodOnline: 'Online payment',
  methodCard: 'Card',
  methodUpi: 'UPI',
  methodNetbanking: 'Netbanking',
  methodWallet: 'Wallet',
  methodEmi: 'EMI',
  methodPaylater: 'Pay Later',
  methodCod: 'Cash on Delivery',

  // confirmed
  confirmedSubject: 'Your order {id} is confirmed',
  placedHeading: 'Your order is placed',
  confirmedHeading: 'Thank you! Your order is confirmed',
  codPlaced: 'Your order {id} is placed for cash on delivery: please keep {amount} ready for the courier.',
  paymentReceived: 'We have your payment of {amount} ({method}) for order {id}.',
  packByHand: 'We pack every order by hand and email you the tracking link when it leaves.',
  changedMind:
    'Changed your mind? You can cancel within {hours} hours of ordering, and return unopened packs within {days} days of delivery ({url}).',
  deliveryHeading: 'Delivery',
  expectedDelivery: 'Expected delivery',
  shipping: 'Shipping',

  // payment failed
  paymentFailedSubject: 'Payment for order {id} did not go through',
  paymentFailedHeading: 'Your payment did not go through',
  paymentFailedBody:
    'The payment of {amount} for order {id} was not completed. If money left your account, your bank returns it by itself.',
  heldUntil: 'Your items are held for you until {time} IST: you can pay again from your order.',
  payAgain: 'You can pay again from your order while it is open.',
  payAction: 'Pay for your order',

  // expired
  expiredSubject: 'Order {id} was not paid and has expired',
  expiredHeading: 'Your order has expired',
  expiredBody:
    'We held the items of order {id} for you, but no payment arrived in time, so the order has expired and the items went back on the shelf. Should a payment for it still reach us, we refund it in full.',
  expiredCart: 'Whatever is still in your cart can be ordered again.',
  goToCart: 'Go to your cart',

  // shipped
  shippedSubject: 'Order {id} is on its way',
  shippedHeading: 'Your order is on its way',
  shippedBody: 'Order {id} has left our unit with {carrier}, waybill {waybill}.',
  shipmentHeading: 'Shipment',
  carrier: 'Carrier',
  waybill: 'Waybill',
  tracking: 'Tracking',

  // out for delivery
  outSubject: 'Order {id} is out for delivery today',
  outHeading: 'Your order is out for delivery',
  outBody: 'Order {id} is out for delivery with {carrier} today.',

  // a failed delivery
  failedSubject: 'We could not deliver order {id}: please tell us a better time or address',
  failedHeading: 'We could not deliver your order',
  failedBody: "{carrier} tried to deliver order {id} but could not. The courier's reason: {reason}.",
  failedAsk:
    'When should we try again, and is the address and phone number below right? Reply to this mail or call us with a better time, address or number, and we will ask {carrier} to try again. If we cannot reach you, the parcel goes back to us after a few attempts.',

  // delivered
  deliveredSubject: 'Order {id} has been delivered',
  deliveredHeading: 'Your order has been delivered',
  deliveredBody: 'Order {id} has been delivered. We hope you enjoy it!',
  deliveredAsk: 'How did you find it? A few words on the product page help other shoppers choose:',
  reviewLink: 'Review {name}',
  damaged: 'If anything arrived damaged, tell us within 48 hours with a photo and we will put it right.',

  // cancelled
  cancelledSubject: 'Order {id} is cancelled',
  cancelledRefundedSubject: 'Order {id} is cancelled and refunded',
  cancelledHeading: 'Your order is cancelled',
  cancelledRefundedHeading: 'Your order is cancelled and refunded',
  cancelledReturned:
    'The courier brought order {id} back to us (it could not be delivered), so the order is cancelled.',
  cancelledByUsBecause:
    'We have cancelled order {id}: {reason} If you have a question, reply to this mail or call us.',
  cancelledByUs:
    'We have cancelled order {id}. If you did not expect this, reply to this mail or call us and we will explain.',
  cancelledByYou: 'Order {id} is cancelled.',
  refundStarted:
    'A refund of {amount} to your original payment method ({method}) has been started. Banks usually take 5–7 working days to show it in your account.',
  nothingDueCod: 'Nothing is due: it was to be paid in cash on delivery.',
  nothingCharged: 'Nothing was charged for it.',
  refundHeading: 'Refund',
  amount: 'Amount',
  refundTo: 'To',
  reason: 'Reason',
  returnedByCourier: 'Returned by the courier',
  cancelledByUsShort: 'Cancelled by us',
  cancelledAtRequest: 'Cancelled at your request',
  cancelledItems: 'Cancelled items',

  // refunded
  refundSubject: 'Refund of {amount} for order {id}',
  refundedHeading: 'We have refunded your payment',
  refundLate:
    'Your payment of {amount} for order {id} arrived after the order was cancelled or had expired, so we have refunded it in full.',
  refundMismatch:
    'A payment of {amount} for order {id} did not match the order total, so we have refunded it in full. The order itself is unchanged.',
  refundDuplicate:
    'Order {id} needed no further payment, so your payment of {amount} has been refunded in full.',
  refundPartial: 'We have refunded {amount} of your payment for order {id}.',
  refundGoesBack:
    'The refund goes to your original payment method. Banks usually take 5–7 working days to show it in your account.',
  refundedItems: 'Refunded items',

  // a shopper's return (decision 056)
  returnItems: 'Items in the return',
  returnRequestedSubject: 'We have your return request for order {id}',
  returnApprovedSubject: 'Your return for order {id} is approved',
  returnRefusedSubject: 'Your return for order {id} was not accepted',
  returnReceivedSubject: 'We have received your return for order {id}',
  returnRefundedSubject: 'Refund for your return of order {id}',
  returnRequestedHeading: 'Return requested',
  returnApprovedHeading: 'Return approved',
  returnRefusedHeading: 'Return not accepted',
  returnReceivedHeading: 'Return received',
  returnRefundedHeading: 'Your return is refunded',
  returnRequestedBody:
    'We have your request to return items of order {id}. We check it within one business day and tell you by email.',
  returnApprovedBody:
    'Your return for order {id} is approved. We have booked a pickup from the address you confirmed: please keep the items packed, with the order number on a slip inside.',
  returnApprovedBodyWaybill:
    'Your return for order {id} is approved. We have booked a pickup from the address you confirmed (waybill {awb}): please keep the items packed, with the order number on a slip inside.',
  returnRefusedBody: 'We could not accept your return for order {id}.',
  returnRefusedReason: 'Our reason: {reason}',
  returnRefusedMistake: 'If you think this is a mistake, reply to this email.',
  returnReceivedBody:
    'Your returned items of order {id} have reached us and been checked. Your refund follows shortly.',
  returnRefundedTo: 'We have sent {amount} for your return of order {id} to {to}.',
  returnRefundedOriginal:
    'We have refunded {amount} for your return of order {id} to your original payment method. Banks usually take 5–7 working days to show it in your account.',

  // mails that are not about one order (written in the shopper's language too, decision 060)
  backInStockSubject: '{product} is back in stock',
  backInStockBody:
    "You asked us to tell you when {product} was back. It is, freshly packed from this season's harvest.",
  backInStockLimited: 'Stock is limited; it is not held for you until it is in your cart and paid for.',
  backInStockAction: 'Shop {product}',
  backInStockFootnote:
    'You get this once, because you asked on our product page. We will not email you about it again.',
  cartReminderSubject: 'You left something in your cart',
  cartReminderHeading: 'Your cart is waiting for you',
  cartReminderBody:
    'Namaste {name}, you left these in your cart at {shop}. They are not held for you: stock goes to whoever pays first.',
  cartReminderBodyNoName:
    'Namaste there, you left these in your cart at {shop}. They are not held for you: stock goes to whoever pays first.',
  cartReminderAction: 'Open my cart',
  cartReminderFootnote:
    'You get this because you asked for cart reminders in your profile; at most two for one cart. Stop them in one step: {url}',
  recallSubject: 'Recall: {product} {size}, batch {lot}',
  recallHeading: 'Please stop using {product} {size}, batch {lot}',
  recallOrder: 'order {ids}',
  recallOrders: 'orders {ids}',
  recallBody:
    'Your {orders} included {product} ({size}) from batch {lot}, best before {best}. We are recalling this batch. The batch number is printed on the pack, next to the best-before date.',
  recallRemedy:
    'We will refund or replace it: reply to this mail or contact us, and keep the pack until we reply.',
  recallAction: 'See your orders',
  // the account's mails: password reset, email confirmation, an email added to a mobile account
  accountResetSubject: 'Reset your {shop} password',
  accountResetHeading: 'Reset your password',
  accountResetHello: 'Hello {name},',
  accountResetHelloNoName: 'Hello there,',
  accountResetBody:
    'We received a request to reset the password of your {shop} account. The link below works for one hour.',
  accountResetAction: 'Choose a new password',
  accountResetFootnote:
    'If you did not ask for this, you can ignore this mail: your password stays as it is.',
  accountVerifySubject: 'Confirm your email for {shop}',
  accountVerifyHeading: 'Confirm your email',
  accountVerifyBody:
    'Welcome to {shop}. Please confirm that this is your email address, so we can send you order updates and invoices.',
  accountVerifyAction: 'Confirm my email',
  accountVerifyFootnote: 'The link works for 24 hours. If you did not create an account, ignore this mail.',
  accountAddEmailSubject: 'Add this email to your {shop} account',
  accountAddEmailHeading: 'Add this email to your account',
  accountAddEmailBody:
    'You asked to add this email to the {shop} account you sign in to with {mobile}. Open the link to confirm it: order updates and invoices will then come here too.',
  accountAddEmailAction: 'Add this email',
  accountAddEmailFootnote:
    'The link works for 24 hours. If you did not ask for this, ignore this mail: nothing changes.',
} as const

export type MailTextKey = keyof typeof en
/** A language's order mail texts: every key of the English ones, so a missing one fails the typecheck. */
export type MailTexts = Record<MailTextKey, string>
