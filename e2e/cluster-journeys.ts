// The journeys the second pass runs again on PostgreSQL with two API processes (E2E_CLUSTER=1, npm run
// test:e2e:cluster; decision record 034). Two processes matter where state lives beyond one process: money, stock,
// sessions, caches and settings. A journey that only reads and renders pages behaves the same on one process as on
// two, and is run once, in the first pass. A new journey that pays, reserves stock, signs in, changes settings or
// relies on a cache being invalidated goes on this list.
export const CLUSTER_JOURNEYS: readonly string[] = [
  'e2e/admin-orders.test.ts', // refunds and order states from the back office: money, stock
  'e2e/back-office.test.ts', // products and stock changed by staff, shown at once (caches), staff sessions
  'e2e/cart.test.ts', // carts and wishlists across sign-up (sessions), stock limits
  'e2e/checkout.test.ts', // payment, coupons, invoices, cancellation with refund: money, stock
  'e2e/delivery-and-nudges.test.ts', // free-delivery nudges on the cart, back-in-stock alerts: stock
  'e2e/identity.test.ts', // sign-up, sign-in, Google, ending sessions: sessions
  'e2e/orders.test.ts', // placing, paying and cancelling orders: money, stock
  'e2e/pay-later.test.ts', // unpaid orders, reservations expiring: money, stock
  'e2e/payment-methods.test.ts', // cash on delivery and its fee: money, settings
  'e2e/profile.test.ts', // the account's details and sessions
  'e2e/reviews.test.ts', // writing reviews and the ratings' summary (caches)
]
