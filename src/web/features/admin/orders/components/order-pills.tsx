// An order's status and payment as coloured pills.
import { Pill } from '#web/features/admin/shell/components/admin-ui.tsx'
import { PAYMENT_LABEL, STATUS_LABEL } from '../model/order-labels.ts'

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
