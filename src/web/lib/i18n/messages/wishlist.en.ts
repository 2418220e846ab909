// English texts of the wishlist page and its cards (the reference; decision 058). The spec's texts stay exactly as
// written; where a text is also a constant of #domain/messages*, pages.test.ts holds the two equal. The wishlist
// heart's own words are in the 'shared' area.
// Registered when imported: the page that shows them imports this file (decision 058, texts per area).
import { englishArea } from '../catalogue.ts'

export const wishlistEn = englishArea('wishlist', {
  // The page and its states
  'wishlist.meta.title': 'My Wishlist',
  'wishlist.meta.description': 'The natural wellness foods you saved for later.',
  'wishlist.heading': 'My Wishlist',
  'wishlist.count': { one: '{count} item', other: '{count} items' },
  'wishlist.signin.text': 'Sign in to save products to your wishlist.',
  'wishlist.signin': 'Sign In',
  'wishlist.signup': 'Create Account',
  'wishlist.loading': 'Loading your wishlist',
  'wishlist.error.title': 'Oops! Something went wrong',
  'wishlist.error.text': 'Failed to load wishlist. Please try again.',
  'wishlist.retry': 'Try Again',
  'wishlist.continue': 'Continue Shopping',
  'wishlist.empty.title': 'Your Wishlist is Empty',
  'wishlist.empty.text': 'Tap the heart on any product to save it here for later.',
  'wishlist.empty.start': 'Start Shopping',
  'wishlist.clear': 'Clear Wishlist',
  'wishlist.clear.confirm': 'Are you sure you want to clear your wishlist?',
  'wishlist.clearing': 'Clearing...',
  'wishlist.summary': 'Wishlist Summary',
  'wishlist.total.items': 'Total items',
  'wishlist.total.value': 'Total value',
  'wishlist.add.all': 'Add All to Cart',
  'wishlist.adding': 'Adding...',
  'wishlist.add.more': 'Add More Items',
  'wishlist.discover.title': 'Discover More',
  'wishlist.discover.text':
    'Meet the farmers behind our sun-dried moringa, see its lab report, and find simple recipes for every day.',
  'wishlist.discover.moringa': 'Explore Moringa',
  'wishlist.discover.recipes': 'Browse Recipes',

  // A card
  'wishlist.card.soon': 'Coming Soon',
  'wishlist.card.add': 'Add to Cart',
  'wishlist.card.add.label': 'Add to Cart: {name}',
  'wishlist.card.view': 'View Details',
  'wishlist.card.view.label': 'View Details of {name}',
  'wishlist.card.remove': 'Remove',
  'wishlist.card.remove.label': 'Remove {name}',

  // What the page's actions say (docs/product.md, States and transitions: Wishlist; decision 017)
  'wishlist.product': 'Product {id}',
  'wishlist.removed': '{name} removed from wishlist',
  'wishlist.remove.failed': 'Failed to remove from wishlist',
  'wishlist.item.missing': 'Wishlist item not found',
  'wishlist.moved': '{name} added to cart successfully!',
  'wishlist.moved.many': '{count} items added to cart successfully!',
  'wishlist.move.failed': 'Failed to move to cart',
  'wishlist.clear.failed': 'Failed to clear wishlist',
  'wishlist.add.all.failed': 'Failed to add all items to cart',
  'wishlist.not.added': {
    one: "Couldn't add {items}. It stays on your wishlist.",
    other: "Couldn't add {items}. They stay on your wishlist.",
  },
  'wishlist.reason.soon': 'coming soon',
  'wishlist.reason.out': 'out of stock',
  'wishlist.reason.max': 'already 99 in your cart',
})
