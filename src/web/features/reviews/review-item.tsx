import type { QueryKey } from '@tanstack/react-query'
import { BadgeCheck, ThumbsUp, Trash2 } from 'lucide-react'
import { Suspense } from 'react'
import type { Review } from '#domain/contracts/reviews.ts'
import { lazyWithTexts } from '#web/lib/i18n/lazy.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { requestLogin } from '#web/lib/login-required.ts'
import { Badge } from '#web/ui/badge.tsx'
import { Button } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { Stars } from '#web/ui/stars.tsx'
import { formatReviewDate, isDemoReview } from './model/review-actions.ts'
import { useReviewLike } from './use-review-actions.ts'
import '#web/lib/i18n/messages/reviews.en.ts'
import '#web/lib/i18n/messages/shared.en.ts'

// Report (with its Radix dialog) is only for signed-in shoppers: a visitor's product page does not load it.
const ReportReviewButton = lazyWithTexts(() =>
  import('./report-review.tsx').then((m) => ({ default: m.ReportReviewButton })),
)

/**
 * One review: name, date, stars, Verified Purchase badge, title, comment, the like toggle and, for its author,
 * Delete; for other signed-in shoppers, Report (not on the built-in samples).
 */
export function ReviewItem({
  review,
  productId,
  listKey,
  signedIn,
  isOwn,
  deleting,
  onDelete,
}: {
  review: Review
  productId: number
  listKey: QueryKey
  signedIn: boolean
  /** the signed-in shopper wrote it (docs/product.md, Roles: only then is Delete shown) */
  isOwn: boolean
  deleting: boolean
  onDelete: (reviewId: string) => void
}) {
  const like = useReviewLike(productId, review, listKey)
  const { t, lang, date } = useT()
  const initial = review.user_name.trim().charAt(0).toUpperCase() || '?'
  const onLike = () => {
    if (!signedIn) {
      requestLogin(t('common.login'))
      return
    }
    like.toggle()
  }
  const likes = review.likes_count

  return (
    <li
      className={cn(
        'rounded-[var(--radius-card)] border bg-white p-5 transition-opacity sm:p-6',
        isOwn ? 'border-leaf/40' : 'border-line',
        deleting && 'opacity-60',
      )}
    >
      <article aria-label={t('reviews.by', { name: review.user_name })} aria-busy={deleting || undefined}>
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-leaf-soft font-semibold text-leaf-deep"
          >
            {initial}
          </span>
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-x-2 font-semibold text-ink">
              <span className="truncate">{review.user_name}</span>
              {isOwn && <Badge tone="leaf">{t('reviews.yours')}</Badge>}
            </p>
            <p className="text-sm whitespace-nowrap text-ink-soft">
              <time dateTime={review.review_date}>
                {lang === 'en' ? formatReviewDate(review.review_date) : date(new Date(review.review_date))}
              </time>
            </p>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Stars rating={review.rating} size={16} />
          {review.is_verified && (
            <Badge tone="success" className="gap-1">
              <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
              {t('reviews.verified')}
            </Badge>
          )}
        </div>
        <h3 className="mt-2 font-sans text-base font-semibold [overflow-wrap:anywhere] text-ink">
          {review.title}
        </h3>
        <p className="mt-1 leading-relaxed [overflow-wrap:anywhere] whitespace-pre-line text-ink-soft">
          {review.comment}
        </p>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <button
            type="button"
            onClick={onLike}
            aria-pressed={review.is_user_liked}
            className={cn(
              'inline-flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm transition-colors',
              review.is_user_liked
                ? 'border-leaf bg-leaf-soft font-semibold text-leaf-deep'
                : 'border-line text-ink-soft hover:border-leaf hover:text-leaf-deep',
            )}
          >
            <ThumbsUp aria-hidden="true" className={cn('h-4 w-4', review.is_user_liked && 'fill-leaf/25')} />
            <span>
              {t('reviews.helpful')} <span className="tabular">({likes})</span>
            </span>
          </button>
          {signedIn && !isOwn && !isDemoReview(review.id) && (
            <Suspense fallback={null}>
              <ReportReviewButton productId={productId} reviewId={review.id} authorName={review.user_name} />
            </Suspense>
          )}
          {isOwn && (
            <ConfirmDialog
              title={t('reviews.delete.title')}
              description={t('reviews.delete.confirm')}
              confirmLabel={t('reviews.delete')}
              onConfirm={() => onDelete(review.id)}
              trigger={
                <Button variant="danger" size="sm" disabled={deleting}>
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  {deleting ? t('reviews.deleting') : t('reviews.delete')}
                </Button>
              }
            />
          )}
        </div>
      </article>
    </li>
  )
}
