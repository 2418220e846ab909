// The back office's Customers pages in English (its texts in a catalogue: src/web/features/admin/shell/admin-texts.ts).
import { adminTexts } from '#web/features/admin/shell/admin-texts.ts'

export const customersTexts = adminTexts({
  'list.title': 'Customers',
  'list.intro':
    'Shoppers with their orders and what they have spent. Passwords and sign-in tokens are never shown.',
  'list.subscribers': 'Newsletter subscribers (CSV)',
  'list.search': 'Search',
  'list.search.placeholder': 'Name or email',
  'list.no.match': 'No customer matches.',
  'list.empty': 'No customers yet: shoppers appear here once they sign up.',
  'list.caption': 'Customers',
  'list.customer': 'Customer',
  'list.orders': 'Orders',
  'list.spent': 'Spent',
  'list.joined': 'Joined',
  'customer.intro': '{email} · joined {joined} · spent {spent}',
  'customer.all': 'All customers',
  'customer.orders': 'Orders',
  'customer.orders.none': 'No orders yet.',
  'customer.orders.caption': 'Orders',
  'customer.order': 'Order',
  'customer.status': 'Status',
  'customer.total': 'Total',
  'customer.addresses': 'Addresses',
  'customer.addresses.none': 'None saved.',
  'customer.default': 'Default',
})
