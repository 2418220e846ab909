import { CircleAlert, Info } from 'lucide-react'
import { type FormEvent, useId } from 'react'
import { useWatch } from 'react-hook-form'
import { useT } from '#web/lib/i18n/use-language.ts'
import { useUnsavedChanges } from '#web/lib/router.tsx'
import { applyServerError, useZodForm } from '#web/lib/use-zod-form.ts'
import { Button } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { Field, inputClass } from '#web/ui/field.tsx'
import {
  isReviewDraftComplete,
  REVIEW_LIMITS,
  type ReviewDraft,
  toReviewPayload,
} from './model/review-actions.ts'
import { reviewFormSchema } from './model/review-form-schema.ts'
import { StarRatingInput } from './star-rating-input.tsx'
import '#web/lib/i18n/messages/reviews.en.ts'

/**
 * docs/product.md (Validation rules, review form): stars, title and comment are required and Submit stays disabled until all three are
 * filled; the verified-purchase checkbox is kept for its wording, while the badge itself comes from the
 * shop's paid orders (decision 007). On the form pattern (decision 037): a field the server refuses is said under
 * it, any other refusal at the foot of the form.
 */
export function ReviewForm({
  initial,
  editing,
  busy,
  error,
  onSubmit,
  onCancel,
  failureMessage,
}: {
  initial: ReviewDraft
  editing: boolean
  busy: boolean
  /** the failure to show inline (the dialog sits above the toasts) */
  error: string | null
  /** sends the review; a promise that fails puts the failure on the form (`failureMessage` words it) */
  onSubmit: (draft: ReviewDraft) => unknown
  onCancel: () => void
  /** the form's message for a failed send that is about no field; undefined when none is shown */
  failureMessage?: (error: unknown) => string | undefined
}) {
  const { t } = useT()
  const form = useZodForm(reviewFormSchema, { defaultValues: initial })
  const { errors } = form.formState
  const draft = useWatch({ control: form.control }) as ReviewDraft
  // A check of the form failed (not the server's): the one message the form says for it.
  const missing = (['rating', 'title', 'comment'] as const).some(
    (k) => errors[k] !== undefined && errors[k]?.type !== 'server',
  )
  /** A field's message from the server (decision 037); the form's own checks say theirs once, below. */
  const serverSaid = (k: 'rating' | 'title' | 'comment') =>
    errors[k]?.type === 'server' ? errors[k]?.message : undefined
  // A review written and not yet sent (a sent one closes the dialog): leaving the page asks first (decision record 028).
  const leaving = useUnsavedChanges(JSON.stringify(draft) !== JSON.stringify(initial))
  const ratingLabelId = useId()
  const statusId = useId()
  const verifiedId = useId()
  const verifiedHintId = useId()
  const complete = isReviewDraftComplete(draft)
  const submit = (e: FormEvent) => {
    if (busy) {
      e.preventDefault()
      return
    }
    void form.handleSubmit(async (values) => {
      // Released as it is sent: the success's message shows before the dialog closes, and a reload in that moment
      // must not be asked about (the browser's question would stop it); kept again if sending failed.
      leaving.release()
      try {
        await onSubmit(toReviewPayload(values))
      } catch (err) {
        leaving.keep()
        applyServerError(form, err, { message: failureMessage ?? (() => undefined) })
      }
    })(e)
  }

  const alert = error ?? errors.root?.server?.message ?? (missing ? t('reviews.required') : null)

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-busy={busy || undefined}>
      <div className="flex flex-col gap-1.5">
        <span id={ratingLabelId} className="text-sm font-semibold text-ink">
          {t('reviews.rating')}
          <span aria-hidden="true" className="ml-0.5 text-error">
            *
          </span>
        </span>
        <StarRatingInput
          value={draft.rating}
          onChange={(v) =>
            form.setValue('rating', v, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
          }
          labelledBy={ratingLabelId}
        />
        {serverSaid('rating') && <p className="text-sm font-medium text-error">{serverSaid('rating')}</p>}
      </div>

      <Field
        label={t('reviews.title')}
        required
        hint={t('reviews.characters', { count: draft.title.length, limit: REVIEW_LIMITS.title })}
        error={serverSaid('title')}
      >
        {(a11y) => (
          <input
            {...a11y}
            {...form.register('title')}
            type="text"
            maxLength={REVIEW_LIMITS.title}
            autoComplete="off"
            placeholder={t('reviews.title.placeholder')}
            className={inputClass}
          />
        )}
      </Field>

      <Field
        label={t('reviews.comment')}
        required
        hint={t('reviews.characters', { count: draft.comment.length, limit: REVIEW_LIMITS.comment })}
        error={serverSaid('comment')}
      >
        {(a11y) => (
          <textarea
            {...a11y}
            {...form.register('comment')}
            maxLength={REVIEW_LIMITS.comment}
            rows={5}
            placeholder={t('reviews.comment.placeholder')}
            className={cn(inputClass, 'h-auto min-h-32 resize-y py-3 leading-relaxed')}
          />
        )}
      </Field>

      <div className="flex flex-col gap-1.5">
        <div className="flex items-start gap-3">
          <input
            id={verifiedId}
            type="checkbox"
            {...form.register('is_verified')}
            aria-describedby={verifiedHintId}
            className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded accent-leaf"
          />
          <label htmlFor={verifiedId} className="cursor-pointer text-sm font-medium text-ink">
            {t('reviews.confirm.verified')}
          </label>
        </div>
        <p id={verifiedHintId} className="pl-8 text-xs text-ink-soft">
          {t('reviews.verified.hint')}
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
                {t('reviews.required')}
              </p>
            )
          )}
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('reviews.cancel')}
          </Button>
          <Button type="submit" disabled={!complete || busy} aria-describedby={statusId}>
            {busy ? t('reviews.submitting') : editing ? t('reviews.update') : t('reviews.submit')}
          </Button>
        </div>
      </div>
    </form>
  )
}
