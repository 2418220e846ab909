// What the server says to a shopper in its replies (a refusal's `message`, a refused form's `issues`, a reply's own
// `message`): the shop's message constants, grouped, English being the reference (decision 061). Each other
// language's file (`replies.<lang>.ts`) is typed `Replies`: a group, key or function missing there fails the
// typecheck. Staff's messages (the back office, couriers' and payment providers' webhooks) stay English and are not
// listed here.
import { codMessages } from '#domain/cash-on-delivery.ts'
import { couponMessages } from '#domain/coupons.ts'
import { guestMessages } from '#domain/guest-checkout.ts'
import { messages } from '#domain/messages.ts'
import { accountMessages, authMessages } from '#domain/messages-auth.ts'
import { cartReminderMessages } from '#domain/messages-cart.ts'
import { contactMessages } from '#domain/messages-contact.ts'
import { documentLinkMessages } from '#domain/messages-documents.ts'
import { contentMessages } from '#domain/messages-newsletter.ts'
import { newsletterMessages } from '#domain/messages-newsletter-box.ts'
import { paymentMessages } from '#domain/messages-payments.ts'
import { profileMessages } from '#domain/messages-profile.ts'
import { requestMessages } from '#domain/messages-requests.ts'
import { reviewMessages } from '#domain/messages-reviews.ts'
import { shippingMessages } from '#domain/messages-shipping.ts'
import { stockAlertMessages } from '#domain/messages-stock-alerts.ts'
import { orderMessages } from '#domain/orders.ts'
import { returnMessages } from '#domain/returns.ts'

export const repliesEn = {
  http: messages.http,
  requests: requestMessages,
  catalogue: {
    productIdRequired: messages.catalogue.productIdRequired,
    recipeIdRequired: messages.catalogue.recipeIdRequired,
    searchTermRequired: messages.catalogue.searchTermRequired,
    searchQueryRequired: messages.catalogue.searchQueryRequired,
    productNotFound: messages.catalogue.productNotFound,
    recipeNotFound: messages.catalogue.recipeNotFound,
  },
  auth: authMessages,
  account: accountMessages,
  cart: {
    outOfStock: messages.cart.outOfStock,
    comingSoon: messages.cart.comingSoon,
    emptyAtCheckout: messages.cart.emptyAtCheckout,
    onlyLeft: messages.cart.onlyLeft,
    onlyLeftOf: messages.cart.onlyLeftOf,
    itemNotInCart: messages.cart.itemNotInCart,
    productGone: messages.cart.productGone,
    maxPerOrder: messages.cart.maxPerOrder,
    couponGone: messages.cart.couponGone,
  },
  cartReminders: cartReminderMessages,
  coupons: couponMessages,
  couponBox: messages.coupon,
  wishlist: {
    itemNotFound: messages.wishlist.itemNotFound,
    removedReply: messages.wishlist.removedReply,
  },
  reviews: {
    requiredFields: messages.reviews.requiredFields,
    cannotDeleteDemo: messages.reviews.cannotDeleteDemo,
    submitted: messages.reviews.submitted,
    deleted: messages.reviews.deleted,
    updateFailed: messages.reviews.updateFailed,
    ...reviewMessages,
  },
  checkout: {
    addressRequired: messages.checkout.addressRequired,
    noShippingOptions: messages.checkout.noShippingOptions,
    createOrderFailed: messages.checkout.createOrderFailed,
    cashOnDeliveryPlaced: messages.checkout.cashOnDeliveryPlaced,
  },
  contact: contactMessages,
  content: contentMessages,
  newsletter: newsletterMessages,
  profile: {
    firstNameRequired: messages.profile.firstNameRequired,
    phoneRequired: messages.profile.phoneRequired,
    phoneInvalid: messages.profile.phoneInvalid,
    addressRequired: messages.profile.addressRequired,
    cityRequired: messages.profile.cityRequired,
    pincodeRequired: messages.profile.pincodeRequired,
    pincodeInvalid: messages.profile.pincodeInvalid,
    dateOfBirthInvalid: messages.profile.dateOfBirthInvalid,
    ...profileMessages,
  },
  orders: orderMessages,
  cashOnDelivery: codMessages,
  guest: guestMessages,
  returns: returnMessages,
  payments: {
    noCheckout: paymentMessages.noCheckout,
    unknownMethod: paymentMessages.unknownMethod,
    unknownIntent: paymentMessages.unknownIntent,
    verificationFailed: paymentMessages.verificationFailed,
    providerDown: paymentMessages.providerDown,
  },
  shipping: shippingMessages,
  stockAlerts: stockAlertMessages,
  documents: documentLinkMessages,
} as const

/** What a reply's function is given in another language: its arguments as the English text showed them. */
export type Shown = string | number

/** Another language's replies: the same groups and keys; a function takes what the English one showed. */
export type Replies = {
  readonly [G in keyof typeof repliesEn]: {
    readonly [K in keyof (typeof repliesEn)[G]]: (typeof repliesEn)[G][K] extends (...args: infer A) => string
      ? (...args: { [I in keyof A]: Shown }) => string
      : string
  }
}
