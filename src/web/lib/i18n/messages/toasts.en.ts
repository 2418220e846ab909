// English texts of the cart's toasts (adding, changing and removing items), shown by the cart's hooks loaded on
// demand (the reference; decision 058). The spec's texts stay exactly as written.
import { englishArea } from '../catalogue.ts'

export const toastsEn = englishArea('toasts', {
  'toast.out.of.stock': 'Product is currently out of stock',
  'toast.coming.soon': 'Product is coming soon',
  'toast.added': '{name} added to cart successfully!',
  'toast.removed': 'Item removed from cart',
  'toast.only.left': 'Only {count} left in stock',
  'toast.max': 'You can buy up to 99 of an item per order',
  'toast.add.failed': 'Failed to add item to cart',
  'toast.update.failed': 'Failed to update quantity',
  'toast.remove.failed': 'Failed to remove item',
  'toast.clear.failed': 'Failed to clear cart',
})
