import { Loader2, XCircle } from 'lucide-react'
import { AlertDialog } from 'radix-ui'
import '#web/lib/i18n/messages/orders.en.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { buttonClass } from '#web/ui/button.tsx'
import { around } from '../model/order-words.ts'

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
  const { t } = useT()
  const [before, after] = around(t, 'order.cancel.text', 'id')
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className={buttonClass('danger', 'lg', 'w-full')} disabled={busy}>
        {busy ? (
          <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
        ) : (
          <XCircle aria-hidden="true" className="h-4 w-4" />
        )}
        {busy ? t('order.cancelling') : t('order.cancel')}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-ink/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[60] flex w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-parchment p-6 shadow-[var(--shadow-soft)] outline-none data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in sm:p-8">
          <AlertDialog.Title className="font-serif text-2xl text-leaf-deep">
            {t('order.cancel.title')}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-ink-soft">
            {before}
            <span className="font-semibold text-ink">{orderId}</span>
            {after} {paid ? t('order.cancel.paid') : t('order.cancel.unpaid')}
          </AlertDialog.Description>
          <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('secondary', 'md')}>
              {t('order.cancel.keep')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className="inline-flex h-11 items-center justify-center gap-2 rounded-full bg-error px-5 text-sm font-semibold text-white transition-colors select-none hover:bg-[#8f1c13]"
              onClick={onConfirm}
            >
              {t('order.cancel.yes')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
