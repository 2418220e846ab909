import { Download, ExternalLink, FileWarning, X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useEffect, useState } from 'react'
import '#web/lib/i18n/messages/orders.en.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { buttonClass } from '#web/ui/button.tsx'
import { Spinner } from '#web/ui/skeleton.tsx'
import { invoiceDownloadUrl } from '../model/orders-view.ts'

type Availability = 'checking' | 'ready' | 'failed'

/**
 * docs/product.md (Routes and screens, Invoice dialog): the PDF embedded (same origin; the session cookie opens it), Download and Open in
 * New Tab, at most 90vh tall. 'Unable to load invoice' when the file does not answer or the browser has
 * no PDF viewer (most phones), so the two links remain the way in.
 */
export function InvoiceDialog({
  open,
  onOpenChange,
  orderId,
  invoiceUrl,
  invoiceNumber,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  orderId: string
  invoiceUrl: string
  invoiceNumber?: string | null
}) {
  const [state, setState] = useState<Availability>('checking')
  const { t } = useT()

  useEffect(() => {
    if (!open) return
    if (navigator.pdfViewerEnabled === false) {
      setState('failed')
      return
    }
    setState('checking')
    const controller = new AbortController()
    fetch(invoiceUrl, { method: 'HEAD', credentials: 'same-origin', signal: controller.signal })
      .then((res) => setState(res.ok ? 'ready' : 'failed'))
      .catch(() => {
        if (!controller.signal.aborted) setState('failed')
      })
    return () => controller.abort()
  }, [open, invoiceUrl])

  const title = invoiceNumber ? t('invoice.title.number', { number: invoiceNumber }) : t('invoice.title')
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[60] flex h-[90vh] max-h-[90vh] w-[min(60rem,calc(100vw-1rem))] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-parchment shadow-[var(--shadow-soft)] outline-none data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in">
          <div className="flex flex-col gap-3 border-b border-line bg-white px-4 py-3 sm:flex-row sm:items-center sm:px-6">
            <div className="flex min-w-0 flex-1 items-start gap-3">
              <div className="flex min-w-0 flex-1 flex-col">
                <Dialog.Title className="truncate font-serif text-xl text-leaf-deep">{title}</Dialog.Title>
                <Dialog.Description className="text-sm text-ink-soft">
                  {t('order.title', { id: orderId })}
                </Dialog.Description>
              </div>
              <CloseButton className="-mt-1 -mr-2 inline-flex sm:hidden" />
            </div>
            <div className="flex items-center gap-2">
              <a
                href={invoiceDownloadUrl(invoiceUrl)}
                download={`invoice-${orderId}.pdf`}
                className={buttonClass('primary', 'sm', 'flex-1 whitespace-nowrap sm:flex-none')}
              >
                <Download aria-hidden="true" className="h-4 w-4" />
                {t('invoice.download')}
              </a>
              <a
                href={invoiceUrl}
                target="_blank"
                rel="noopener"
                className={buttonClass('secondary', 'sm', 'flex-1 whitespace-nowrap sm:flex-none')}
              >
                <ExternalLink aria-hidden="true" className="h-4 w-4" />
                {t('invoice.open')}
                <span className="sr-only">{t('order.new.tab')}</span>
              </a>
              <CloseButton className="hidden sm:inline-flex" />
            </div>
          </div>
          <div className="relative min-h-0 flex-1 bg-sand/60">
            {state === 'checking' && (
              <div className="absolute inset-0 flex items-center justify-center">
                <Spinner label={t('invoice.loading')} />
              </div>
            )}
            {state === 'ready' && (
              <iframe
                title={t('invoice.pdf', { title })}
                src={invoiceUrl}
                className="h-full w-full border-0 bg-white"
              />
            )}
            {state === 'failed' && (
              <div className="flex h-full flex-col items-center justify-center gap-3 px-6 text-center">
                <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-white text-clay-deep">
                  <FileWarning aria-hidden="true" className="h-6 w-6" />
                </span>
                <p role="alert" className="font-serif text-xl text-leaf-deep">
                  {t('invoice.unavailable')}
                </p>
                <p className="max-w-sm text-sm text-ink-soft">{t('invoice.unavailable.text')}</p>
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** One close button per layout: beside the title on phones, after the actions on wider screens. */
function CloseButton({ className }: { className: string }) {
  const { t } = useT()
  return (
    <Dialog.Close
      aria-label={t('invoice.close')}
      className={`h-10 w-10 shrink-0 items-center justify-center rounded-full text-leaf-deep hover:bg-sand ${className}`}
    >
      <X aria-hidden="true" className="h-5 w-5" />
    </Dialog.Close>
  )
}
