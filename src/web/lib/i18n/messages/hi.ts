// Every Hindi text of the storefront, gathered for the server's render and the tests (the browser loads one area's
// texts at a time, as its page needs them: decision 058).
import type { Catalogue } from '../catalogue.ts'
import { cartHi } from './cart.hi.ts'
import { checkoutHi } from './checkout.hi.ts'
import { contentHi } from './content.hi.ts'
import { homeHi } from './home.hi.ts'
import { listingHi } from './listing.hi.ts'
import { productHi } from './product.hi.ts'
import { reviewsHi } from './reviews.hi.ts'
import { sharedHi } from './shared.hi.ts'
import { shellHi } from './shell.hi.ts'

export const hi: Catalogue = {
  ...shellHi,
  ...sharedHi,
  ...homeHi,
  ...listingHi,
  ...productHi,
  ...reviewsHi,
  ...cartHi,
  ...checkoutHi,
  ...contentHi,
}
