import { AlertDialog } from 'radix-ui'
import '#web/lib/i18n/messages/shared.en.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { buttonClass } from './button.tsx'
import type { ConfirmDialogProps } from './confirm-dialog.tsx'

/** The dialog of ConfirmDialog (confirm-dialog.tsx), with Radix's AlertDialog: loaded when first wanted. */
export default function ConfirmDialogOpen({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  children,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useT()
  // Loaded by the first press of the trigger (confirm-dialog.tsx): it opens at once.
  return (
    <AlertDialog.Root defaultOpen>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-ink/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[60] w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)] border border-line bg-parchment p-6 shadow-[var(--shadow-soft)] outline-none data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in sm:p-8">
          <AlertDialog.Title className="font-serif text-2xl text-leaf-deep">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-ink-soft">{description}</AlertDialog.Description>
          {children && <div className="mt-4">{children}</div>}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('secondary', 'md')}>
              {cancelLabel ?? t('common.cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={(e) => {
                if (onConfirm() === false) e.preventDefault()
              }}
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
