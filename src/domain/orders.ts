// Order lifecycle (spec §4): pending -> processing (paid) -> shipped -> delivered, or cancelled.

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const STATUS_WEIGHT: Record<OrderStatus, number> = {
  pending: 1,
  processing: 2,
  shipped: 3,
  delivered: 4,
  cancelled: 5,
}

export type OrderSort = 'latest' | 'oldest' | 'status'

export function sortOrders<T extends { status: string; created_at: string }>(
  orders: T[],
  sort: OrderSort,
): T[] {
  const weight = (s: string) => STATUS_WEIGHT[s as OrderStatus] ?? 99
  return [...orders].sort((a, b) => {
    if (sort === 'oldest') return a.created_at.localeCompare(b.created_at)
    if (sort === 'status')
      return weight(a.status) - weight(b.status) || b.created_at.localeCompare(a.created_at)
    return b.created_at.localeCompare(a.created_at)
  })
}

const NEXT: Record<OrderStatus, OrderStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
}

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to)
}

export function canCancel(status: OrderStatus): boolean {
  return canMove(status, 'cancelled')
}

export const orderMessages = {
  notFound: 'Order not found',
  notFoundBody: 'The order you are looking for could not be found.',
  cannotCancel: (status: string) =>
    status === 'cancelled'
      ? 'This order is already cancelled'
      : `This order has already been ${status} and can no longer be cancelled`,
  cannotMove: (from: string, to: string) => `An order that is ${from} cannot be marked ${to}`,
}
