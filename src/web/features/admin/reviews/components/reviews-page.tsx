// Reviews in the back office: filter by rating, shown or hidden, reported and waiting for approval; approve a
// waiting one (decision 045), hide with a reason, show again.
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { hideReviewInput } from '#domain/contracts/admin-moderation.ts'
import { reportedLine } from '#domain/messages-reviews.ts'
import {
  ListState,
  PageHeader,
  Pager,
  Pill,
  panelClass,
  SelectField,
  useInvalidate,
  when,
} from '#web/features/admin/shell/components/admin-ui.tsx'
import { applyServerError, type ServerErrorPlacement, useZodForm } from '#web/lib/use-zod-form.ts'
import { Button } from '#web/ui/button.tsx'
import { Field, inputClass } from '#web/ui/field.tsx'
import { toast } from '#web/ui/toast.tsx'
import { moderateReview, reviewsQuery } from '../api/reviews.ts'

export function ReviewsPage() {
  const invalidate = useInvalidate()
  const [rating, setRating] = useState('')
  const [hidden, setHidden] = useState('')
  const [reported, setReported] = useState('')
  const [held, setHeld] = useState('')
  const [page, setPage] = useState(1)
  // a filter changed: back to its first page
  const filter = (set: (value: string) => void) => (value: string) => {
    set(value)
    setPage(1)
  }
  const [hiding, setHiding] = useState<string | null>(null)
  const list = useQuery(reviewsQuery({ rating, hidden, reported, held, page }))
  const moderate = useMutation({
    mutationFn: (a: { id: string; action: 'hide' | 'show' | 'approve'; reason?: string }) =>
      moderateReview(a.id, a.action, a.reason),
    onSuccess: ({ data }, { action }) => {
      toast.success(
        action === 'approve'
          ? 'Review approved. It is on the product page and counts in its rating.'
          : data.hidden
            ? 'Review hidden. The product’s rating no longer counts it.'
            : 'Review shown again',
      )
      setHiding(null)
      void invalidate()
    },
  })
  const rows = list.data?.data ?? []
  return (
    <>
      <PageHeader
        title="Reviews"
        intro="Approve the reviews waiting for it, and hide one that breaks the rules. Hidden reviews leave the product page and its rating at once. Reviews shoppers reported say how often and why."
      />
      <div className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-[12rem_12rem_12rem_12rem]">
        <SelectField
          label="Rating"
          value={rating}
          onChange={filter(setRating)}
          options={[
            ['', 'Any'],
            ...[5, 4, 3, 2, 1].map((n) => [String(n), `${n} star${n > 1 ? 's' : ''}`] as const),
          ]}
        />
        <SelectField
          label="Shown"
          value={hidden}
          onChange={filter(setHidden)}
          options={[
            ['', 'All'],
            ['false', 'Shown'],
            ['true', 'Hidden'],
          ]}
        />
        <SelectField
          label="Reported"
          value={reported}
          onChange={filter(setReported)}
          options={[
            ['', 'Any'],
            ['true', 'Reported, most first'],
          ]}
        />
        <SelectField
          label="Approval"
          value={held}
          onChange={filter(setHeld)}
          options={[
            ['', 'Any'],
            ['true', 'Waiting, longest first'],
          ]}
        />
      </div>
      <ListState
        loading={list.isPending}
        error={list.error}
        empty={rows.length === 0}
        emptyText="No review matches."
      />
      <ul className="flex flex-col gap-3">
        {rows.map((r) => (
          <li key={r.id} className={panelClass}>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <p className="text-sm text-ink-soft">
                  <span role="img" aria-label={`${r.rating} of 5 stars`} className="text-turmeric-deep">
                    {'★'.repeat(r.rating)}
                    {'☆'.repeat(5 - r.rating)}
                  </span>{' '}
                  · {r.product_name} · {r.user_name} · {when(r.created_at)}
                  {r.is_verified && ' · verified purchase'}
                </p>
                <h2 className="mt-1 text-base">{r.title}</h2>
                <p className="mt-1 text-sm text-ink">{r.comment}</p>
                {r.report_count > 0 && (
                  <p className="mt-2 text-xs font-semibold text-turmeric-deep">
                    {reportedLine(r.report_count, r.report_reasons)}
                  </p>
                )}
                {r.hidden && <p className="mt-2 text-xs text-error">Hidden: {r.hidden_reason}</p>}
                {r.held && (
                  <p className="mt-2">
                    <Pill tone="amber">Waiting for approval</Pill>
                  </p>
                )}
              </div>
              {r.hidden ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() =>
                    moderate.mutate(
                      { id: r.id, action: 'show' },
                      { onError: (err) => toast.error(err.message) },
                    )
                  }
                >
                  Show again
                </Button>
              ) : (
                <div className="flex gap-2">
                  {r.held && (
                    <Button
                      size="sm"
                      disabled={moderate.isPending}
                      onClick={() =>
                        moderate.mutate(
                          { id: r.id, action: 'approve' },
                          { onError: (err) => toast.error(err.message) },
                        )
                      }
                    >
                      Approve
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => setHiding(hiding === r.id ? null : r.id)}
                    aria-expanded={hiding === r.id}
                  >
                    Hide
                  </Button>
                </div>
              )}
            </div>
            {hiding === r.id && (
              <HideForm
                busy={moderate.isPending}
                onHide={(reason, refused) =>
                  moderate.mutate(
                    { id: r.id, action: 'hide', reason },
                    { onError: (err) => refused(err).fields.length === 0 && toast.error(err.message) },
                  )
                }
              />
            )}
          </li>
        ))}
      </ul>
      <Pager pagination={list.data?.pagination} onPage={setPage} />
    </>
  )
}

/**
 * Why a review is hidden (POST /reviews/{id}/hide), checked by the route's hideReviewInput (decision 037): its
 * problem under the box; a refusal about no box is a toast, as before.
 */
function HideForm({
  busy,
  onHide,
}: {
  busy: boolean
  /** sends the reason; `refused` puts a refusal's field issues on the form and says where they went */
  onHide: (reason: string, refused: (err: unknown) => ServerErrorPlacement) => void
}) {
  const form = useZodForm(hideReviewInput, { defaultValues: { reason: '' } })
  const { errors } = form.formState
  // the box takes the cursor as the form opens
  useEffect(() => form.setFocus('reason'), [form])
  return (
    <form
      className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
      noValidate
      onSubmit={form.handleSubmit((v) =>
        onHide(v.reason, (err) => applyServerError(form, err, { message: () => undefined })),
      )}
    >
      <Field label="Why is it hidden?" required className="flex-1" error={errors.reason?.message}>
        {(a11y) => (
          <input
            {...a11y}
            className={inputClass}
            placeholder="Spam, abuse, not about the product…"
            {...form.register('reason')}
          />
        )}
      </Field>
      <Button type="submit" variant="danger" disabled={busy}>
        Hide review
      </Button>
    </form>
  )
}
