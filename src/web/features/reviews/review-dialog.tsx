import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useT } from '#web/lib/i18n/use-language.ts'
import type { MyReview } from './api/get-my-reviews.ts'
import { EMPTY_REVIEW_DRAFT, type ReviewDraft } from './model/review-actions.ts'
import { ReviewForm } from './review-form.tsx'
import { submitFailureMessage, useSubmitReview } from './use-review-actions.ts'
import '#web/lib/i18n/messages/reviews.en.ts'

function draftFrom(review: Pick<MyReview, 'rating' | 'title' | 'comment' | 'is_verified'> | undefined) {
  return review
    ? { rating: review.rating, title: review.title, comment: review.comment, is_verified: review.is_verified }
    : EMPTY_REVIEW_DRAFT
}

/**
 * The review form in a modal dialog (Radix: focus kept inside, Escape closes, focus goes back to the button
 * that opened it). With an earlier review of this product the form starts from it and updates it.
 */
export function ReviewDialog({
  open,
  onOpenChange,
  productId,
  productName,
  ownReview,
  onSubmitted,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  productId: number
  productName: string
  ownReview: Pick<MyReview, 'rating' | 'title' | 'comment' | 'is_verified'> | undefined
  onSubmitted: () => void
}) {
  const { t } = useT()
  const submit = useSubmitReview(productId)
  const editing = ownReview !== undefined

  const change = (next: boolean) => {
    if (submit.isPending && !next) return
    onOpenChange(next)
  }

  // A failure stays on the form (decision 037): a field the server refused under it, anything else at its foot.
  const send = async (draft: ReviewDraft) => {
    await submit.mutateAsync(draft)
    onOpenChange(false)
    onSubmitted()
  }
  const failureMessage = (err: unknown) => {
    const message = submitFailureMessage(err)
    // null: the session ended and the login prompt is open; it needs the screen.
    if (message === null) onOpenChange(false)
    return message ?? undefined
  }

  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink/40 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[60] flex max-h-[calc(100dvh-1.5rem)] w-[min(36rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-parchment shadow-[var(--shadow-soft)] outline-none data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in">
          <div className="flex items-start justify-between gap-4 border-b border-line px-5 pt-5 pb-4 sm:px-8 sm:pt-7">
            <div className="min-w-0">
              <Dialog.Title className="font-serif text-2xl text-leaf-deep">
                {editing ? t('reviews.edit') : t('reviews.write')}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-ink-soft">
                {editing ? t('reviews.editing') : t('reviews.sharing')}
                <span className="font-semibold text-ink">{productName}</span>
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t('reviews.close')}
              disabled={submit.isPending}
              className="-mt-1 -mr-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-leaf-deep hover:bg-sand disabled:opacity-50"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-5 sm:px-8 sm:py-6">
            <ReviewForm
              // The shopper's earlier review may arrive after the dialog opened: start again from it.
              key={editing ? 'edit' : 'new'}
              initial={draftFrom(ownReview)}
              editing={editing}
              busy={submit.isPending}
              error={null}
              onSubmit={send}
              failureMessage={failureMessage}
              onCancel={() => change(false)}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
