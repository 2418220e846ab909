import { MessageSquarePlus, PencilLine } from 'lucide-react'
import { Suspense, useRef, useState } from 'react'
import { isMoringa } from '#domain/reviews.ts'
import { lazyWithTexts } from '#web/lib/i18n/lazy.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { requestLogin } from '#web/lib/login-required.ts'
import { useSession } from '#web/lib/use-session.ts'
import { Button } from '#web/ui/button.tsx'
import { Card } from '#web/ui/card.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { Stars } from '#web/ui/stars.tsx'
import { useMyReviewOf } from './api/get-my-reviews.ts'
import {
  type ProductReviews as ProductReviewsData,
  productReviewsQuery,
  useProductReviews,
} from './api/get-product-reviews.ts'
import { canDeleteReview, formatAverageRating } from './model/review-actions.ts'
import { ReviewItem } from './review-item.tsx'
import { useDeleteReview } from './use-review-actions.ts'
import '#web/lib/i18n/messages/reviews.en.ts'
import '#web/lib/i18n/messages/shared.en.ts'

// The form's dialog (Radix Dialog, the form, the star input) arrives when a shopper first asks to write.
const ReviewDialog = lazyWithTexts(() =>
  import('./review-dialog.tsx').then((m) => ({ default: m.ReviewDialog })),
)

// docs/product.md (Routes and screens, "Customer Reviews"): the average and count, Write a Review (the form), and the list with like and
// delete. The pieces live in features/reviews; this section composes them on the product page, which loads it as
// the shopper scrolls near it and holds the '#reviews' anchor around it.

export function ProductReviews({ product }: { product: { id: number; name: string; category: string } }) {
  const { user, isSignedIn } = useSession()
  const viewerId = user?.uid ?? null
  const [page, setPage] = useState(1)
  const [formOpen, setFormOpen] = useState(false)
  const [formWanted, setFormWanted] = useState(false)
  if (formOpen && !formWanted) setFormWanted(true)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const query = useProductReviews(product.id, page, viewerId)
  const listKey = productReviewsQuery(product.id, page, viewerId).queryKey
  const mine = useMyReviewOf(product.id, viewerId)
  const ownReview = mine ?? query.data?.reviews.find((r) => canDeleteReview(r, viewerId))
  const remover = useDeleteReview(product.id, () => headingRef.current?.focus())

  const { t } = useT()
  const openForm = () => {
    if (!isSignedIn) {
      requestLogin(t('common.login'))
      return
    }
    setFormOpen(true)
  }

  return (
    <section aria-labelledby="reviews-heading" className="mt-16">
      <h2 id="reviews-heading" ref={headingRef} tabIndex={-1} className="text-2xl outline-none sm:text-3xl">
        {t('reviews.heading')}
      </h2>

      {query.isPending ? (
        <div className="mt-6 flex flex-col gap-4" aria-hidden="true">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : query.isError ? (
        <Card className="mt-6 flex flex-wrap items-center gap-4 p-6">
          <p className="text-ink-soft">{t('reviews.failed')}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('common.try.again')}
          </Button>
        </Card>
      ) : query.data.total_reviews === 0 && query.data.reviews.length === 0 ? (
        <FirstReviewCard moringa={isMoringa(product)} onWrite={openForm} />
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[18rem_1fr]">
          <ReviewSummary data={query.data} edit={ownReview !== undefined} onWrite={openForm} />
          <div>
            <ul className="flex flex-col gap-4" aria-label={t('reviews.list')}>
              {query.data.reviews.map((r) => (
                <ReviewItem
                  key={r.id}
                  review={r}
                  productId={product.id}
                  listKey={listKey}
                  signedIn={isSignedIn}
                  isOwn={canDeleteReview(r, viewerId)}
                  deleting={remover.deletingId === r.id}
                  onDelete={remover.remove}
                />
              ))}
            </ul>
            <Pager data={query.data} onPage={setPage} />
          </div>
        </div>
      )}

      {formWanted && (
        <Suspense fallback={null}>
          <ReviewDialog
            open={formOpen}
            onOpenChange={setFormOpen}
            productId={product.id}
            productName={product.name}
            ownReview={ownReview}
            onSubmitted={() => setPage(1)}
          />
        </Suspense>
      )}
    </section>
  )
}

function ReviewSummary({
  data,
  edit,
  onWrite,
}: {
  data: ProductReviewsData
  edit: boolean
  onWrite: () => void
}) {
  const count = data.total_reviews || data.pagination.total || data.reviews.length
  const { t } = useT()
  return (
    <Card className="flex flex-col items-start gap-3 self-start p-6 lg:sticky lg:top-24">
      <p className="flex items-baseline gap-2" data-testid="reviews-average">
        <span className="font-serif text-5xl text-leaf-deep tabular">
          {formatAverageRating(data.average_rating)}
        </span>
        <span className="text-ink-soft">{t('reviews.out.of')}</span>
      </p>
      <Stars rating={data.average_rating} size={20} />
      <p className="text-sm text-ink-soft" data-testid="reviews-count">
        {t('reviews.based')} <span className="tabular">{count}</span> {t('stars.reviews', { count })}
      </p>
      <Button variant="secondary" onClick={onWrite} className="mt-2 w-full">
        {edit ? (
          <PencilLine aria-hidden="true" className="h-4 w-4" />
        ) : (
          <MessageSquarePlus aria-hidden="true" className="h-4 w-4" />
        )}
        {edit ? t('reviews.edit') : t('reviews.write')}
      </Button>
    </Card>
  )
}

function Pager({
  data,
  onPage,
}: {
  data: ProductReviewsData
  onPage: (update: (p: number) => number) => void
}) {
  const { t } = useT()
  if (data.pagination.total_pages <= 1) return null
  return (
    <nav aria-label={t('reviews.pages')} className="mt-6 flex items-center justify-between gap-4">
      <Button
        variant="secondary"
        size="sm"
        disabled={!data.pagination.has_prev}
        onClick={() => onPage((p) => Math.max(1, p - 1))}
      >
        {t('reviews.previous')}
      </Button>
      <p className="text-sm text-ink-soft tabular">
        {t('reviews.page', { page: data.pagination.page, pages: data.pagination.total_pages })}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={!data.pagination.has_next}
        onClick={() => onPage((p) => p + 1)}
      >
        {t('reviews.next')}
      </Button>
    </nav>
  )
}

function FirstReviewCard({ moringa, onWrite }: { moringa: boolean; onWrite: () => void }) {
  const { t } = useT()
  return (
    <div className="mt-6 flex flex-col items-center gap-4 rounded-[var(--radius-card)] border border-dashed border-sand-deep bg-sand/60 px-6 py-10 text-center">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-white text-leaf">
        <MessageSquarePlus aria-hidden="true" className="h-6 w-6" />
      </span>
      <h3 className="text-2xl">{t('reviews.first')}</h3>
      <p className="max-w-md text-ink-soft">
        {moringa ? t('reviews.first.moringa') : t('reviews.first.other')}
      </p>
      <Button onClick={onWrite}>{t('reviews.first.write')}</Button>
    </div>
  )
}
