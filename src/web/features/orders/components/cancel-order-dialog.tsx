import { Loader2, XCircle } from 'lucide-react'
import { AlertDialog } from 'radix-ui'
import { buttonClass } from '#web/ui/button.tsx'

/** Asks before cancelling; a paid order is refunded in full (the server does it). */
export function CancelOrderDialog({
  orderId,
  paid,
  busy,
  onConfirm,
}: {
  orderId: string
  paid: boolean
  busy: boolean
  onConfirm: () => void
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className={buttonClass('danger', 'lg', 'w-full')} disabled={busy}>
        {busy ? (
          <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
        ) : (
          <XCircle aria-hidden="true" className="h-4 w-4" />
        )}
        {busy ? 'Cancelling...' : 'Cancel Order'}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-ink/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[60] flex w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-parchment p-6 shadow-[var(--shadow-soft)] outline-none data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in sm:p-8">
          <AlertDialog.Title className="font-serif text-2xl text-leaf-deep">
            Cancel this order?
          </AlertDialog.Title>
          <AlertDialog.Description className="text-ink-soft">
            Order <span className="font-semibold text-ink">{orderId}</span> will be cancelled.
            {paid
              ? ' The full amount is refunded to your original payment method; banks usually take 5–7 working days.'
              : ' Nothing has been charged for it.'}
          </AlertDialog.Description>
          <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('secondary', 'md')}>Keep Order</AlertDialog.Cancel>
            <AlertDialog.Action
              className="inline-flex h-11 items-center justify-center gap-2 rounded-full bg-error px-5 text-sm font-semibold text-white transition-colors select-none hover:bg-[#8f1c13]"
              onClick={onConfirm}
            >
              Yes, Cancel Order
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
