// An order's status and payment as coloured pills, in the back office's words (the orders and customers areas).
import { adminSay } from '../admin-texts.ts'
import { shellTexts } from '../texts.en.ts'
import { Pill } from './admin-ui.tsx'

const say = adminSay(shellTexts)

export const STATUS_LABEL: Record<string, string> = {
  pending: say('status.pending'),
  processing: say('status.processing'),
  shipped: say('status.shipped'),
  delivered: say('status.delivered'),
  cancelled: say('status.cancelled'),
  expired: say('status.expired'),
}
export const PAYMENT_LABEL: Record<string, string> = {
  pending: say('payment.pending'),
  completed: say('payment.completed'),
  failed: say('payment.failed'),
  refunded: say('payment.refunded'),
  partially_refunded: say('payment.partially.refunded'),
  expired: say('payment.expired'),
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
  const label =
    status === 'processing'
      ? packed
        ? say('status.packed')
        : say('status.to.pack')
      : (STATUS_LABEL[status] ?? status)
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
