import { LockKeyhole, X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Link } from '#web/lib/router.tsx'
import { buttonClass } from '#web/ui/button.tsx'
import '#web/lib/i18n/messages/shell-more.en.ts'

/** Both actions carry the origin route as `from`, so sign-in can bring the shopper back (docs/product.md, Routes and screens). */
export default function LoginRequiredDialog({
  open,
  message,
  redirect,
  onOpenChange,
}: {
  open: boolean
  message: string
  redirect: string
  onOpenChange: (open: boolean) => void
}) {
  const close = () => onOpenChange(false)
  const { t } = useT()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          onOpenAutoFocus={(e) => {
            // Start on the main action rather than on the close button.
            e.preventDefault()
            ;(e.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('[data-primary]')?.focus()
          }}
          className="fixed top-1/2 left-1/2 z-[60] w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)] border border-line bg-parchment p-6 shadow-[var(--shadow-soft)] outline-none data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in sm:p-8"
        >
          <Dialog.Close
            aria-label={t('login.close')}
            className="absolute top-3 right-3 inline-flex h-10 w-10 items-center justify-center rounded-full text-leaf-deep hover:bg-sand"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </Dialog.Close>
          <div className="flex flex-col items-center gap-4 text-center">
            <span
              aria-hidden="true"
              className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-leaf-soft text-leaf"
            >
              <LockKeyhole className="h-6 w-6" />
            </span>
            <Dialog.Title className="font-serif text-2xl text-leaf-deep">{t('login.title')}</Dialog.Title>
            <Dialog.Description className="text-ink-soft">{message}</Dialog.Description>
            <div className="mt-2 flex w-full flex-col gap-3 sm:flex-row">
              <Link
                data-primary
                to="/login"
                state={{ from: redirect }}
                onClick={close}
                className={buttonClass('primary', 'md', 'w-full sm:w-auto sm:flex-1')}
              >
                {t('login.signIn')}
              </Link>
              <Link
                to="/signup"
                state={{ from: redirect }}
                onClick={close}
                className={buttonClass('secondary', 'md', 'w-full sm:w-auto sm:flex-1')}
              >
                {t('login.createAccount')}
              </Link>
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
