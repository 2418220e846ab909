// The orders console's words for an order's states, and its short times (India time).
export const STATUS_LABEL: Record<string, string> = {
  pending: 'Awaiting payment',
  processing: 'Placed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  expired: 'Expired',
}
export const PAYMENT_LABEL: Record<string, string> = {
  pending: 'Unpaid',
  completed: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
  partially_refunded: 'Part refunded',
  expired: 'Expired',
}

export const whenShort = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  })
