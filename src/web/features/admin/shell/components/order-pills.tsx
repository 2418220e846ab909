// An order's status and payment as coloured pills, in the back office's words (the orders and customers areas).
import { Pill } from './admin-ui.tsx'

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

export function StatusPill({ status, packed }: { status: string; packed?: boolean }) {
  const tone =
    status === 'processing'
      ? 'amber'
      : status === 'shipped'
        ? 'blue'
        : status === 'delivered'
          ? 'green'
          : status === 'cancelled'
            ? 'red'
            : 'grey'
  const label = status === 'processing' ? (packed ? 'Packed' : 'To pack') : (STATUS_LABEL[status] ?? status)
  return <Pill tone={tone}>{label}</Pill>
}

export function PaymentPill({ status }: { status: string }) {
  const tone =
    status === 'completed'
      ? 'green'
      : status === 'failed'
        ? 'red'
        : status === 'refunded' || status === 'partially_refunded'
          ? 'blue'
          : 'grey'
  return <Pill tone={tone}>{PAYMENT_LABEL[status] ?? status}</Pill>
}
