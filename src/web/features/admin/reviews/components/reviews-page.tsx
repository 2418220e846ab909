// Reviews in the back office: filter by rating, shown or hidden, reported and waiting for approval; approve a
// waiting one (decision 045), hide with a reason, show again.
import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { hideReviewInput } from '#domain/contracts/admin-moderation.ts'
import { reportedLine } from '#domain/messages-reviews.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
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
import { reviewsTexts } from '../texts.en.ts'

const say = adminSay(reviewsTexts)

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
        action === 'approve' ? say('toast.approved') : data.hidden ? say('toast.hidden') : say('toast.shown'),
      )
      setHiding(null)
      void invalidate()
    },
  })
  const rows = list.data?.data ?? []
  return (
    <>
      <PageHeader title={say('title')} intro={say('intro')} />
      <div className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-[12rem_12rem_12rem_12rem]">
        <SelectField
          label={say('filter.rating')}
          value={rating}
          onChange={filter(setRating)}
          options={[
            ['', say('filter.any')],
            ...[5, 4, 3, 2, 1].map((n) => [String(n), say('filter.stars', { count: n })] as const),
          ]}
        />
        <SelectField
          label={say('filter.shown')}
          value={hidden}
          onChange={filter(setHidden)}
          options={[
            ['', say('filter.all')],
            ['false', say('filter.shown.only')],
            ['true', say('filter.hidden.only')],
          ]}
        />
        <SelectField
          label={say('filter.reported')}
          value={reported}
          onChange={filter(setReported)}
          options={[
            ['', say('filter.any')],
            ['true', say('filter.reported.most')],
          ]}
        />
        <SelectField
          label={say('filter.approval')}
          value={held}
          onChange={filter(setHeld)}
          options={[
            ['', say('filter.any')],
            ['true', say('filter.waiting.longest')],
          ]}
        />
      </div>
      <ListState
        loading={list.isPending}
        error={list.error}
        empty={rows.length === 0}
        emptyText={say('empty')}
      />
      <ul className="flex flex-col gap-3">
        {rows.map((r) => (
          <li key={r.id} className={panelClass}>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <p className="text-sm text-ink-soft">
                  <span
                    role="img"
                    aria-label={say('stars.label', { rating: r.rating })}
                    className="text-turmeric-deep"
                  >
                    {'★'.repeat(r.rating)}
                    {'☆'.repeat(5 - r.rating)}
                  </span>{' '}
                  · {r.product_name} · {r.user_name} · {when(r.created_at)}
                  {r.is_verified && say('verified')}
                </p>
                <h2 className="mt-1 text-base">{r.title}</h2>
                <p className="mt-1 text-sm text-ink">{r.comment}</p>
                {r.report_count > 0 && (
                  <p className="mt-2 text-xs font-semibold text-turmeric-deep">
                    {reportedLine(r.report_count, r.report_reasons)}
                  </p>
                )}
                {r.hidden && (
                  <p className="mt-2 text-xs text-error">
                    {say('hidden.because', { reason: r.hidden_reason ?? '' })}
                  </p>
                )}
                {r.held && (
                  <p className="mt-2">
                    <Pill tone="amber">{say('waiting')}</Pill>
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
                  {say('action.show')}
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
                      {say('action.approve')}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => setHiding(hiding === r.id ? null : r.id)}
                    aria-expanded={hiding === r.id}
                  >
                    {say('action.hide')}
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
      <Field label={say('hide.why')} required className="flex-1" error={errors.reason?.message}>
        {(a11y) => (
          <input
            {...a11y}
            className={inputClass}
            placeholder={say('hide.placeholder')}
            {...form.register('reason')}
          />
        )}
      </Field>
      <Button type="submit" variant="danger" disabled={busy}>
        {say('hide.submit')}
      </Button>
    </form>
  )
}
