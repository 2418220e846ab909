import { AlertDialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { buttonClass } from './button.tsx'

/**
 * A yes/no question before something that cannot be undone (Clear Cart, Clear Wishlist). Focus starts on
 * Cancel, Escape cancels, and the trigger gets focus back (Radix AlertDialog).
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  trigger: ReactNode
  title: string
  description: string
  confirmLabel: string
  onConfirm: () => void
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-ink/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[60] w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)] border border-line bg-parchment p-6 shadow-[var(--shadow-soft)] outline-none data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in sm:p-8">
          <AlertDialog.Title className="font-serif text-2xl text-leaf-deep">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-ink-soft">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('secondary', 'md')}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={onConfirm}
              className="inline-flex h-11 items-center justify-center gap-2 rounded-full bg-error px-5 text-sm font-semibold text-white transition-colors select-none hover:bg-[#8f1c13]"
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
