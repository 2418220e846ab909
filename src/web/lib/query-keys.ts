// The query cache's keys for what several features read or change: each written once, here. A change whose
// reply carries the new state writes it under these keys (setQueryData); one whose reply does not (an order
// placed empties the cart on the server) invalidates them.

export const cartKeys = {
  all: ['cart'] as const,
  detail: ['cart', 'detail'] as const,
  count: ['cart', 'count'] as const,
}

export const wishlistKeys = {
  all: ['favorites'] as const,
}

export const orderKeys = {
  all: ['orders'] as const,
  list: (params: unknown) => ['orders', 'list', params] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  cashOnDelivery: (id: string | null) => ['orders', id, 'cash-on-delivery'] as const,
}
