// The cart, coupon and wishlist messages of docs/product.md, Validation rules and Error catalogue, apart so pages can take just these.
// Part of `messages` (messages.ts); they live here once.

export const cartMessages = {
  outOfStock: 'Product is currently out of stock',
  comingSoon: 'Product is coming soon',
  addFailed: 'Failed to add item to cart. Please try again later.',
  clearConfirm: 'Are you sure you want to clear your cart?',
  emptyAtCheckout: 'Your cart is empty. Please add items before checkout.',
  added: (name: string) => `${name} added to cart successfully!`,
  removed: 'Item removed from cart',
  onlyLeft: (n: number) => `Only ${n} left in stock`,
  onlyLeftOf: (n: number, name: string) => `Only ${n} left in stock of ${name}`,
  itemNotInCart: 'This product is not in your cart',
  productGone: 'This product is no longer available',
  /** decision 048: a cart line names its pack by the product's `variant_index` (0 the default pack) */
  variantIndexInvalid: 'variant_index must be a whole number from 0 to 9',
  unknownPack: 'variant_index: this product has no such pack',
  /** decision 005: a line holds at most 99; said, never capped in silence */
  maxPerOrder: 'You can buy up to 99 of an item per order',
  addFailedToast: 'Failed to add item to cart',
  loadFailed: 'Failed to load cart',
  updateFailed: 'Failed to update quantity',
  removeFailed: 'Failed to remove item',
  clearFailed: 'Failed to clear cart',
  errorTitle: 'Oops! Something went wrong',
  emptyTitle: 'Your Cart is Empty',
  drawerEmpty: 'Your cart is empty',
  signInToCheckout: 'Sign in to check out',
  guestMerged: 'The items you added before signing in are now in your cart',
  /**
   * Decision 035: the coupon the shopper applied stopped applying before Place order (used up, paused, expired,
   * their own limit, the minimum): nothing is placed or charged, the coupon leaves the cart, and the new total is
   * said so that they confirm again.
   */
  couponGone: (code: string, total: string) =>
    `Coupon ${code} is no longer available. Your new total is ${total}.`,
  guestMergeFailed:
    'We could not move the items you added before signing in to your cart. They are kept here; please try again.',
} as const

export const couponBoxMessages = {
  empty: 'Please enter a coupon code',
  applied: 'Coupon applied successfully!',
  removed: 'Coupon removed successfully!',
  applyFailed: 'Failed to apply coupon',
  removeFailed: 'Failed to remove coupon',
} as const

export const wishlistMessages = {
  clearConfirm: 'Are you sure you want to clear your wishlist?',
  itemNotFound: 'Wishlist item not found',
  added: (name: string) => `${name} added to wishlist successfully!`,
  removed: (name: string) => `${name} removed from wishlist`,
  /** DELETE /favorites/{id}'s reply */
  removedReply: 'Removed from wishlist',
  updateFailed: 'Failed to update wishlist',
  loadFailed: 'Failed to load wishlist',
  removeFailed: 'Failed to remove from wishlist',
  moveFailed: 'Failed to move to cart',
  clearFailed: 'Failed to clear wishlist',
  addAllFailed: 'Failed to add all items to cart',
  /** decision 017: what Add All to Cart could not add stays on the wishlist, and is named */
  notAdded: (items: { name: string; reason: string }[]) =>
    `Couldn't add ${items.map((i) => (i.reason ? `${i.name} (${i.reason})` : i.name)).join(', ')}. ${
      items.length === 1 ? 'It stays' : 'They stay'
    } on your wishlist.`,
  emptyTitle: 'Your Wishlist is Empty',
} as const

/** Cart reminders (decision 054): the restore link's and the unsubscribe page's words. */
export const cartReminderMessages = {
  restored: 'Your cart is back as you left it',
  signInToRestore: 'Sign in to get your cart back',
  nothingToRestore: 'Your cart already holds everything from that reminder',
  linkInvalid: 'This cart link is not valid. Open the link from your reminder again.',
  otherAccount: 'This cart link was sent to another account. Sign in with that account to restore its cart.',
  unsubscribeTitle: 'Stop cart reminders?',
  unsubscribeAsk: 'We remind you of a cart you leave, as you chose in your profile. Stop these reminders?',
  unsubscribeButton: 'Stop cart reminders',
  unsubscribedTitle: 'Cart reminders stopped',
  unsubscribed: 'Done: you will get no more cart reminders. You can turn them on again in your profile.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. You can turn cart reminders off in your profile.',
} as const
