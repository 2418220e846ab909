// Every Telugu text of the storefront, gathered for the server's render and the tests (the browser loads one area's
// texts at a time, as its page needs them: decision 058).
import type { Catalogue } from '../catalogue.ts'
import { cartTe } from './cart.te.ts'
import { checkoutTe } from './checkout.te.ts'
import { contentTe } from './content.te.ts'
import { homeTe } from './home.te.ts'
import { listingTe } from './listing.te.ts'
import { productTe } from './product.te.ts'
import { reviewsTe } from './reviews.te.ts'
import { sharedTe } from './shared.te.ts'
import { shellTe } from './shell.te.ts'

export const te: Catalogue = {
  ...shellTe,
  ...sharedTe,
  ...homeTe,
  ...listingTe,
  ...productTe,
  ...reviewsTe,
  ...cartTe,
  ...checkoutTe,
  ...contentTe,
}
