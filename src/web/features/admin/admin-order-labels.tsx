import { ADMIN_API } from './admin-api.ts'
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

export const whenShort = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  })

/** Fetches a PDF the back office makes (with the staff cookie) and hands it to the browser as a download. */
export async function downloadPdf(path: string, body: unknown, filename: string): Promise<void> {
  const res = await fetch(`${ADMIN_API}${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/pdf' },
    body: JSON.stringify(body),
  })
  if (!res.ok) {
    const payload = (await res.json().catch(() => null)) as { message?: string } | null
    throw new Error(payload?.message ?? 'The PDF could not be made. Please try again.')
  }
  const url = URL.createObjectURL(await res.blob())
  const a = document.createElement('a')
  a.href = url
  a.download = filename
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
