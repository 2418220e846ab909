import { BadgeCheck, MessageSquarePlus, ThumbsUp } from 'lucide-react'
import { useState } from 'react'
import type { Review } from '../../../../domain/contracts/reviews.ts'
import { messages } from '../../../../domain/messages.ts'
import { isMoringa } from '../../../../domain/reviews.ts'
import { requestLogin } from '../../../lib/login-required.ts'
import { Badge } from '../../../ui/badge.tsx'
import { Button } from '../../../ui/button.tsx'
import { Skeleton } from '../../../ui/skeleton.tsx'
import { Stars } from '../../../ui/stars.tsx'
import { type ProductReviews as ProductReviewsData, useProductReviews } from '../api/get-product-reviews.ts'

// Read view of spec §2 "Customer Reviews". Writing and liking need an account, which arrives later:
// until then both open the login prompt.
const askToSignIn = () => requestLogin(messages.http.unauthenticated)

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' })
function formatReviewDate(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? '' : dateFormat.format(d)
}

export function ProductReviews({ product }: { product: { id: number; name: string; category: string } }) {
  const [page, setPage] = useState(1)
  const query = useProductReviews(product.id, page)

  return (
    <section aria-labelledby="reviews-heading" className="mt-16" id="reviews">
      <h2 id="reviews-heading" className="text-2xl sm:text-3xl">
        Customer Reviews
      </h2>

      {query.isPending ? (
        <div className="mt-6 flex flex-col gap-4" aria-hidden="true">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : query.isError ? (
        <div className="mt-6 flex flex-wrap items-center gap-4 rounded-[var(--radius-card)] border border-line bg-white p-6">
          <p className="text-ink-soft">{messages.catalogue.fetchReviews}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        </div>
      ) : query.data.total_reviews === 0 && query.data.reviews.length === 0 ? (
        <FirstReviewCard moringa={isMoringa(product)} />
      ) : (
        <ReviewList data={query.data} onPage={setPage} />
      )}
    </section>
  )
}

function ReviewList({
  data,
  onPage,
}: {
  data: ProductReviewsData
  onPage: (update: (p: number) => number) => void
}) {
  const count = data.total_reviews || data.pagination.total || data.reviews.length
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[18rem_1fr]">
      <div className="flex flex-col items-start gap-3 self-start rounded-[var(--radius-card)] border border-line bg-white p-6 lg:sticky lg:top-24">
        <p className="flex items-baseline gap-2">
          <span className="font-serif text-5xl text-leaf-deep tabular">{data.average_rating.toFixed(1)}</span>
          <span className="text-ink-soft">out of 5</span>
        </p>
        <Stars rating={data.average_rating} size={20} />
        <p className="text-sm text-ink-soft">
          Based on {count} {count === 1 ? 'review' : 'reviews'}
        </p>
        <Button variant="secondary" onClick={askToSignIn} className="mt-2 w-full">
          <MessageSquarePlus aria-hidden="true" className="h-4 w-4" />
          Write a Review
        </Button>
      </div>
      <div>
        <ul className="flex flex-col gap-4">
          {data.reviews.map((r) => (
            <ReviewItem key={r.id} review={r} />
          ))}
        </ul>
        {data.pagination.total_pages > 1 && (
          <nav aria-label="Review pages" className="mt-6 flex items-center justify-between gap-4">
            <Button
              variant="secondary"
              size="sm"
              disabled={!data.pagination.has_prev}
              onClick={() => onPage((p) => Math.max(1, p - 1))}
            >
              Previous
            </Button>
            <p className="text-sm text-ink-soft tabular">
              Page {data.pagination.page} of {data.pagination.total_pages}
            </p>
            <Button
              variant="secondary"
              size="sm"
              disabled={!data.pagination.has_next}
              onClick={() => onPage((p) => p + 1)}
            >
              Next
            </Button>
          </nav>
        )}
      </div>
    </div>
  )
}

function ReviewItem({ review }: { review: Review }) {
  const initial = review.user_name.trim().charAt(0).toUpperCase() || '?'
  return (
    <li className="rounded-[var(--radius-card)] border border-line bg-white p-5 sm:p-6">
      <article aria-label={`Review by ${review.user_name}`}>
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-leaf-soft font-semibold text-leaf-deep"
          >
            {initial}
          </span>
          <div className="min-w-0">
            <p className="font-semibold text-ink">{review.user_name}</p>
            <p className="text-sm whitespace-nowrap text-ink-soft">
              <time dateTime={review.review_date}>{formatReviewDate(review.review_date)}</time>
            </p>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Stars rating={review.rating} size={16} />
          {review.is_verified && (
            <Badge tone="success" className="gap-1">
              <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" />
              Verified Purchase
            </Badge>
          )}
        </div>
        <h3 className="mt-2 font-sans text-base font-semibold text-ink">{review.title}</h3>
        <p className="mt-1 leading-relaxed text-ink-soft">{review.comment}</p>
        <button
          type="button"
          onClick={askToSignIn}
          aria-pressed={review.is_user_liked}
          className="mt-4 inline-flex items-center gap-2 rounded-full border border-line px-3 py-1.5 text-sm text-ink-soft hover:border-leaf hover:text-leaf-deep"
        >
          <ThumbsUp aria-hidden="true" className="h-4 w-4" />
          <span>
            Helpful <span className="tabular">({review.likes_count})</span>
          </span>
        </button>
      </article>
    </li>
  )
}

function FirstReviewCard({ moringa }: { moringa: boolean }) {
  return (
    <div className="mt-6 flex flex-col items-center gap-4 rounded-[var(--radius-card)] border border-dashed border-sand-deep bg-sand/60 px-6 py-10 text-center">
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-white text-leaf">
        <MessageSquarePlus aria-hidden="true" className="h-6 w-6" />
      </span>
      <h3 className="text-2xl">Be the First to Review!</h3>
      <p className="max-w-md text-ink-soft">
        {moringa
          ? 'Tried our moringa? Tell other shoppers how you use it: in your morning water, a smoothie or your dal.'
          : 'Bought this product? Share what you thought of its taste, freshness and packing to help other shoppers choose.'}
      </p>
      <Button onClick={askToSignIn}>Write the First Review</Button>
    </div>
  )
}
