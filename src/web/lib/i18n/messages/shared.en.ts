// English texts of shared by the product cards, the hero, the product page, the cart's toasts and the delivery check
// (the reference; decision 058). The spec's texts stay exactly as written.
// Registered when imported: the page that shows them imports this file (decision 058, texts per area).
import { englishArea } from '../catalogue.ts'

export const sharedEn = englishArea('shared', {
  // Shared by the product cards, the hero and the product page
  'stock.in': 'In Stock',
  'stock.low': 'Low Stock',
  'stock.out': 'Out of stock',
  'stock.soon': 'Coming Soon',
  'price.off': '{percent}% OFF',
  'stars.rated': 'Rated {rating} out of 5',
  'stars.reviews': { one: 'review', other: 'reviews' },
  'stars.none': 'No reviews yet',
  'common.cancel': 'Cancel',
  'common.password.show': 'Show password',
  'common.try.again': 'Try Again',
  'common.login': 'Please login to continue',
  'common.featured': 'Featured',
  'card.details': 'View Details',
  'card.details.of': 'of {name}',
  'card.add': 'Add to Cart',
  'wishlist.add': 'Add to Wishlist',
  'wishlist.remove': 'Remove from Wishlist',
  'products.trying': 'Trying…',
  'products.unavailable': 'The shop is temporarily unavailable. Please try again in a moment.',
  'home.featured.all': 'View All Products',
})
