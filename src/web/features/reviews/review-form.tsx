import { CircleAlert, Info } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { messages } from '#domain/messages.ts'
import { useUnsavedChanges } from '#web/lib/router.tsx'
import { Button } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { Field, inputClass } from '#web/ui/field.tsx'
import {
  isReviewDraftComplete,
  REVIEW_LIMITS,
  type ReviewDraft,
  toReviewPayload,
} from './model/review-actions.ts'
import { StarRatingInput } from './star-rating-input.tsx'

/**
 * docs/product.md (Validation rules, review form): stars, title and comment are required and Submit stays disabled until all three are
 * filled; the verified-purchase checkbox is kept for its wording, while the badge itself comes from the
 * shop's paid orders (decision 007).
 */
export function ReviewForm({
  initial,
  editing,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  initial: ReviewDraft
  editing: boolean
  busy: boolean
  /** the failure to show inline (the dialog sits above the toasts) */
  error: string | null
  onSubmit: (draft: ReviewDraft) => void
  onCancel: () => void
}) {
  const [draft, setDraft] = useState<ReviewDraft>(initial)
  const [missing, setMissing] = useState(false)
  // A review written and not yet sent (a sent one closes the dialog): leaving the page asks first (decision record 028).
  useUnsavedChanges(JSON.stringify(draft) !== JSON.stringify(initial))
  const ratingLabelId = useId()
  const statusId = useId()
  const verifiedId = useId()
  const verifiedHintId = useId()
  const complete = isReviewDraftComplete(draft)
  const set = <K extends keyof ReviewDraft>(key: K, value: ReviewDraft[K]) => {
    setMissing(false)
    setDraft((d) => ({ ...d, [key]: value }))
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (busy) return
    if (!isReviewDraftComplete(draft)) {
      setMissing(true)
      return
    }
    onSubmit(toReviewPayload(draft))
  }

  const alert = error ?? (missing ? messages.reviews.requiredFields : null)

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-busy={busy || undefined}>
      <div className="flex flex-col gap-1.5">
        <span id={ratingLabelId} className="text-sm font-semibold text-ink">
          Your rating
          <span aria-hidden="true" className="ml-0.5 text-error">
            *
          </span>
        </span>
        <StarRatingInput value={draft.rating} onChange={(v) => set('rating', v)} labelledBy={ratingLabelId} />
      </div>

      <Field label="Title" required hint={`${draft.title.length} / ${REVIEW_LIMITS.title} characters`}>
        {(a11y) => (
          <input
            {...a11y}
            type="text"
            value={draft.title}
            onChange={(e) => set('title', e.target.value)}
            maxLength={REVIEW_LIMITS.title}
            autoComplete="off"
            placeholder="Sum it up in a line"
            className={inputClass}
          />
        )}
      </Field>

      <Field
        label="Comment"
        required
        hint={`${draft.comment.length.toLocaleString('en-IN')} / ${REVIEW_LIMITS.comment.toLocaleString('en-IN')} characters`}
      >
        {(a11y) => (
          <textarea
            {...a11y}
            value={draft.comment}
            onChange={(e) => set('comment', e.target.value)}
            maxLength={REVIEW_LIMITS.comment}
            rows={5}
            placeholder="How do you use it? What did you think of the taste, freshness and packing?"
            className={cn(inputClass, 'h-auto min-h-32 resize-y py-3 leading-relaxed')}
          />
        )}
      </Field>

      <div className="flex flex-col gap-1.5">
        <div className="flex items-start gap-3">
          <input
            id={verifiedId}
            type="checkbox"
            checked={draft.is_verified}
            onChange={(e) => set('is_verified', e.target.checked)}
            aria-describedby={verifiedHintId}
            className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded accent-leaf"
          />
          <label htmlFor={verifiedId} className="cursor-pointer text-sm font-medium text-ink">
            I confirm this is a verified purchase
          </label>
        </div>
        <p id={verifiedHintId} className="pl-8 text-xs text-ink-soft">
          The Verified Purchase badge appears once a paid order of yours holds this product.
        </p>
      </div>

      <div className="flex flex-col gap-4 border-t border-line pt-5">
        <div aria-live="polite" id={statusId}>
          {alert ? (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-lg border border-error/30 bg-error-soft px-3 py-2 text-sm font-medium text-error"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
              {alert}
            </p>
          ) : (
            !complete && (
              <p className="flex items-center gap-2 text-sm text-ink-soft">
                <Info aria-hidden="true" className="h-4 w-4 shrink-0 text-info" />
                {messages.reviews.requiredFields}
              </p>
            )
          )}
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={!complete || busy} aria-describedby={statusId}>
            {busy ? 'Submitting...' : editing ? 'Update Review' : 'Submit Review'}
          </Button>
        </div>
      </div>
    </form>
  )
}
