// The journeys that run on PostgreSQL with two API processes (E2E_CLUSTER=1, npm run test:e2e:cluster; decision
// record 034). Two processes matter where state lives beyond one process: money, stock, sessions, caches and
// settings. The pass runs the journeys named here, one per such state and path through it, not whole files: a
// journey that only reads and renders pages, checks a form's wording or a page's accessibility behaves the same on
// one process as on two. Each journey runs once: the listed ones in this pass only, the others in the first pass
// (one process on the embedded database, E2E_PASS=first, npm run test:e2e), which leaves the listed ones out. A new
// journey that pays, reserves stock, signs in, changes settings or relies on a cache being invalidated in every
// process goes on this list; so does a journey that needs one of the list before it in its file (the first pass
// would not run that one for it).

/** What a listed journey proves across two processes. */
type Crosses = 'money' | 'stock' | 'coupons' | 'sessions' | 'caches' | 'settings' | 'files'

export interface ClusterJourney {
  /** the journey file */
  file: string
  /** the journey's own name, exactly as its `it(…)` gives it (its describe's name is not part of it) */
  name: string
  crosses: readonly Crosses[]
}

export const CLUSTER_JOURNEYS: readonly ClusterJourney[] = [
  {
    file: 'e2e/packs.test.ts',
    name: 'chooses 500 g by its chip, adds it and 100 g: the cart shows two lines at their prices, and both are paid for',
    crosses: ['money', 'stock'],
  },
  {
    file: 'e2e/checkout.test.ts',
    name: 'buys two products with a coupon, pays by test card, gets a GST invoice, then cancels with a refund',
    crosses: ['money', 'stock', 'coupons'],
  },
  {
    file: 'e2e/pay-later.test.ts',
    name: 'a checkout left at the payment step is one pending order, paid later with Pay now',
    crosses: ['money', 'stock'],
  },
  {
    file: 'e2e/pay-later.test.ts',
    name: 'a payment that arrives after its order was cancelled is refunded, and the checkout says so',
    crosses: ['money'],
  },
  {
    file: 'e2e/orders.test.ts',
    name: 'pays an open order later with Pay now; reloading the payment step leaves one order',
    crosses: ['money'],
  },
  {
    file: 'e2e/payment-methods.test.ts',
    name: 'at 390 px: chosen at the payment step, the fee shows in the summary and the order is placed at once',
    crosses: ['money', 'settings'],
  },
  {
    file: 'e2e/admin-orders.test.ts',
    name: 'takes a paid order from the list to packed, shipped and partly refunded',
    crosses: ['money', 'stock', 'sessions'],
  },
  {
    file: 'e2e/cart.test.ts',
    name: 'adds from the product page, applies SAVE10, changes and removes lines, and moves the wishlist to the cart',
    crosses: ['stock', 'coupons'],
  },
  {
    file: 'e2e/cart.test.ts',
    name: 'Add All to Cart keeps what it could not add on the wishlist and names it (decision 017)',
    crosses: ['stock'],
  },
  {
    file: 'e2e/cart.test.ts',
    name: 'keeps the cart in the browser, asks to sign in for the wishlist, and merges at sign-up',
    crosses: ['sessions', 'stock'],
  },
  { file: 'e2e/identity.test.ts', name: 'walks the whole account journey', crosses: ['sessions'] },
  { file: 'e2e/identity.test.ts', name: 'follows a logout made in another tab', crosses: ['sessions'] },
  {
    file: 'e2e/identity.test.ts',
    name: 'signs in on the provider page and comes back signed in, with a profile filled from the account',
    crosses: ['sessions'],
  },
  {
    file: 'e2e/profile.test.ts',
    name: 'shows the auto-filled name, edits and saves the details, moves the completion bar, uploads an avatar',
    crosses: ['sessions', 'files'],
  },
  {
    file: 'e2e/back-office.test.ts',
    name: 'the owner added by the command sets up a password and an authenticator app, then signs in with a code',
    crosses: ['sessions'],
  },
  {
    file: 'e2e/back-office.test.ts',
    name: 'creates a product that the shop shows at once, server-rendered too, and adjusts its stock',
    crosses: ['caches', 'stock'],
  },
  {
    file: 'e2e/back-office.test.ts',
    name: 'pauses a coupon, hides a review and replies to a message; every page reads well at 390 and 1280',
    crosses: ['coupons', 'caches'],
  },
  {
    file: 'e2e/back-office.test.ts',
    name: 'archives a product: it leaves the shop at once, staff find it under Archived and put it back on sale',
    crosses: ['caches'],
  },
  {
    file: 'e2e/reviews.test.ts',
    name: 'write → it appears with the new average → another shopper likes it → the author deletes it',
    crosses: ['caches', 'sessions'],
  },
  {
    file: 'e2e/back-office.test.ts',
    name: 'sets a 10-day return window and free shipping from ₹799: pages, badges, the PIN check, the cart and the next mail say so, from both processes',
    crosses: ['settings', 'caches'],
  },
]

/** The files the pass loads. */
/**
 * Journey files that spend most of their time waiting, not working: one waits out a one-minute reservation, one holds
 * a page's scripts back on a phone's slowed CPU. Their unlisted journeys run in a pass of their own
 * (E2E_PASS=waiting, npm run test:e2e:waiting) beside the lanes of npm test, and the first pass leaves them out
 * (decision record 034).
 */
export const WAITING_JOURNEY_FILES: readonly string[] = ['e2e/pay-later.test.ts', 'e2e/early-taps.test.ts']

export const clusterJourneyFiles = (): string[] => [...new Set(CLUSTER_JOURNEYS.map((j) => j.file))]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const listedNames = () => CLUSTER_JOURNEYS.map((j) => escapeRegExp(j.name)).join('|')

/** The pattern the pass gives Vitest (`testNamePattern`): a listed journey's name, ending a test's full name. */
export function clusterNamePattern(): RegExp {
  return new RegExp(`(?:^| )(?:${listedNames()})$`)
}

/** The first pass's pattern: every test whose full name does not end with a listed journey's name. */
export function firstPassNamePattern(): RegExp {
  return new RegExp(`^(?!(?:.* )?(?:${listedNames()})$)`)
}
