import { useMutation } from '@tanstack/react-query'
import { CircleAlert, Flag } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { type FormEvent, useState } from 'react'
import { REPORT_REASONS, type ReportReason } from '#domain/messages-reviews.ts'
import { failureMessage } from '#web/lib/failure-message.ts'
import type { MessageKey } from '#web/lib/i18n/catalogue.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Button, buttonClass } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { toast } from '#web/ui/toast.tsx'
import { reportReview } from './api/report-review.ts'
import '#web/lib/i18n/messages/reviews.en.ts'

/**
 * 'Report' on someone else's review (decision 007): a dialog asks why (spam, offensive, off topic, other), the
 * server's thanks is shown as a toast and the button stays 'Reported'. It keeps its place and height, so
 * nothing moves on a phone; once reported it stays focusable (aria-disabled), so focus coming back from the
 * dialog is not lost.
 */
/** reportReasonLabels (#domain/messages-reviews.ts) in the shopper's language */
const REASON_KEYS: Record<ReportReason, MessageKey> = {
  spam: 'report.spam',
  offensive: 'report.offensive',
  off_topic: 'report.off.topic',
  other: 'report.other',
}

export function ReportReviewButton({
  productId,
  reviewId,
  authorName,
}: {
  productId: number
  reviewId: string
  authorName: string
}) {
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState<ReportReason | null>(null)
  const [error, setError] = useState<string | null>(null)
  const { t } = useT()
  const [reported, setReported] = useState(false)
  const report = useMutation({
    mutationFn: (why: ReportReason) => reportReview(productId, reviewId, why),
    onSuccess: (reply) => {
      setReported(true)
      setOpen(false)
      toast.success(reply.message || t('report.thanks'))
    },
    onError: (err) => {
      const message = failureMessage(err, t('report.failed'))
      // null: the session ended and the login prompt is open; it needs the screen.
      if (message === null) setOpen(false)
      else setError(message)
    },
  })

  const change = (next: boolean) => {
    if (report.isPending && !next) return
    if (next && reported) return
    setError(null)
    if (next) setReason(null)
    setOpen(next)
  }
  const send = (e: FormEvent) => {
    e.preventDefault()
    if (reason) report.mutate(reason)
  }

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          aria-disabled={reported || undefined}
          className={cn(
            'inline-flex h-9 items-center gap-1.5 rounded-full px-2 text-sm whitespace-nowrap text-ink-soft',
            reported
              ? 'cursor-default opacity-70'
              : 'underline-offset-4 hover:text-leaf-deep hover:underline',
          )}
        >
          <Flag aria-hidden="true" className="h-3.5 w-3.5" />
          {reported ? t('report.reported') : t('report.button')}{' '}
          <span className="sr-only">{t('report.by', { name: authorName })}</span>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[60] max-h-[calc(100dvh-1.5rem)] w-[min(26rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-[var(--radius-card)] border border-line bg-parchment p-6 shadow-[var(--shadow-soft)] outline-none data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in sm:p-8">
          <Dialog.Title className="font-serif text-2xl text-leaf-deep">{t('report.title')}</Dialog.Title>
          <Dialog.Description className="mt-3 text-ink-soft">
            {t('report.text', { name: authorName })}
          </Dialog.Description>
          <form noValidate onSubmit={send} className="mt-5 flex flex-col gap-5">
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-semibold text-ink">{t('report.reason')}</legend>
              {REPORT_REASONS.map((r) => (
                <label
                  key={r}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border bg-white px-3 py-2 text-sm text-ink transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-turmeric',
                    reason === r ? 'border-leaf bg-leaf-soft/50' : 'border-line hover:border-leaf/50',
                  )}
                >
                  <input
                    type="radio"
                    name="report_reason"
                    value={r}
                    checked={reason === r}
                    onChange={() => {
                      setReason(r)
                      setError(null)
                    }}
                    className="h-5 w-5 shrink-0 accent-leaf focus-visible:outline-none"
                  />
                  {t(REASON_KEYS[r])}
                </label>
              ))}
            </fieldset>
            {error && (
              <p
                role="alert"
                className="flex items-start gap-2 rounded-lg border border-error/30 bg-error-soft px-3 py-2 text-sm font-medium text-error"
              >
                <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                {error}
              </p>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close className={buttonClass('secondary', 'md')} disabled={report.isPending}>
                {t('reviews.cancel')}
              </Dialog.Close>
              <Button type="submit" disabled={!reason || report.isPending}>
                {report.isPending ? t('report.sending') : t('report.send')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
