// Every English text of the storefront, gathered for the server's render and the tests (the browser never loads
// this file: each page imports the areas it shows, decision 058). Its keys are the catalogue's keys.

import { aboutEn } from './about.en.ts'
import { cartEn } from './cart.en.ts'
import { cartDrawerEn } from './cart-drawer.en.ts'
import { checkoutEn } from './checkout.en.ts'
import { contactEn } from './contact.en.ts'
import { contentEn } from './content.en.ts'
import { deliveryEn } from './delivery.en.ts'
import { errorsEn } from './errors.en.ts'
import { guestEn } from './guest.en.ts'
import { homeEn } from './home.en.ts'
import { identityEn } from './identity.en.ts'
import { identityMoreEn } from './identity-more.en.ts'
import { listingEn } from './listing.en.ts'
import { moringaPageEn } from './moringa-page.en.ts'
import { newsletterEn } from './newsletter.en.ts'
import { ordersEn } from './orders.en.ts'
import { productEn } from './product.en.ts'
import { productMoreEn } from './product-more.en.ts'
import { profileEn } from './profile.en.ts'
import { recipesEn } from './recipes.en.ts'
import { reviewsEn } from './reviews.en.ts'
import { sharedEn } from './shared.en.ts'
import { shellEn } from './shell.en.ts'
import { shellMoreEn } from './shell-more.en.ts'
import { toastsEn } from './toasts.en.ts'
import { wishlistEn } from './wishlist.en.ts'

export const en = {
  ...shellEn,
  ...sharedEn,
  ...homeEn,
  ...listingEn,
  ...productEn,
  ...reviewsEn,
  ...cartEn,
  ...checkoutEn,
  ...contentEn,
  ...cartDrawerEn,
  ...guestEn,
  ...deliveryEn,
  ...productMoreEn,
  ...shellMoreEn,
  ...ordersEn,
  ...profileEn,
  ...wishlistEn,
  ...errorsEn,
  ...toastsEn,
  ...identityEn,
  ...identityMoreEn,
  ...recipesEn,
  ...aboutEn,
  ...contactEn,
  ...newsletterEn,
  ...moringaPageEn,
}

export type MessageKey = keyof typeof en
