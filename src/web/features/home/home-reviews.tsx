import { useQuery } from '@tanstack/react-query'
import { BadgeCheck, Quote } from 'lucide-react'
import type { RecentReview } from '#domain/contracts/reviews.ts'
import { rankHomeReviews } from '#domain/reviews.ts'
import { recentReviewsQuery } from '#web/lib/api/get-recent-reviews.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Link } from '#web/lib/router.tsx'
import { Card } from '#web/ui/card.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { Stars } from '#web/ui/stars.tsx'
import '#web/lib/i18n/messages/home.en.ts'

// docs/product.md, Business constants and limits: recent reviews load 6; the home block shows the top 3 (moringa first, then by rating).
const RECENT_LOAD = 6
const SHOW = 3
const SKELETON_KEYS = ['first', 'second', 'third']

export function HomeReviews() {
  const query = useQuery(recentReviewsQuery(RECENT_LOAD))
  const { t } = useT()
  // Only shoppers' own reviews (decision 050, deviates from the spec): a shop with none yet, or whose reviews
  // cannot be loaded, leaves the block out rather than show made-up testimonials as its customers' words.
  if (query.isError || (query.isSuccess && query.data.length === 0)) return null
  const reviews = rankHomeReviews(query.data ?? [])

  return (
    <section aria-labelledby="reviews-heading" className="bg-sand/70 py-14 sm:py-20">
      <div className="container-page">
        <div className="mb-8 max-w-2xl">
          <p className="mb-2 text-sm font-semibold tracking-wider text-clay-deep uppercase">
            {t('home.reviews.kicker')}
          </p>
          <h2 id="reviews-heading" className="text-3xl sm:text-4xl">
            {t('home.reviews.heading')}
          </h2>
        </div>
        {query.isPending ? (
          <ul
            aria-busy="true"
            aria-label={t('home.reviews.loading')}
            className="grid gap-4 sm:gap-6 md:grid-cols-3"
          >
            {SKELETON_KEYS.map((key) => (
              <Card as="li" key={key} className="flex flex-col gap-3 p-6">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-5 w-2/3" />
                <Skeleton className="h-16 w-full" />
                <Skeleton className="h-4 w-1/2" />
              </Card>
            ))}
          </ul>
        ) : (
          <ul data-testid="home-reviews" className="grid gap-4 sm:gap-6 md:grid-cols-3">
            {reviews.slice(0, SHOW).map((r) => (
              <li key={r.id} className="flex">
                <ReviewCard review={r} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

function ReviewCard({ review: r }: { review: RecentReview }) {
  const { t } = useT()
  return (
    <Card as="figure" className="relative flex w-full flex-col gap-3 p-6">
      <Quote aria-hidden="true" className="absolute top-5 right-5 h-8 w-8 text-turmeric-soft" />
      <Stars rating={r.rating} />
      <h3 className="font-sans text-lg font-semibold [overflow-wrap:anywhere] text-ink">{r.title}</h3>
      <blockquote className="flex-1 text-sm leading-6 [overflow-wrap:anywhere] text-ink-soft">
        <p>{r.comment}</p>
      </blockquote>
      <figcaption className="flex items-center gap-3 border-t border-line pt-4">
        <img
          src={r.product_image_url}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
          className="h-10 w-10 rounded-full bg-sand object-cover"
        />
        <span className="min-w-0 text-sm">
          <span className="flex items-center gap-1 font-semibold text-ink">
            {r.user_name}
            {r.is_verified && (
              <BadgeCheck
                aria-label={t('home.reviews.verified')}
                role="img"
                className="h-4 w-4 text-success"
              />
            )}
          </span>
          <Link to={`/product/${r.product_id}`} className="block truncate text-leaf-deep hover:underline">
            {r.product_name}
          </Link>
        </span>
      </figcaption>
    </Card>
  )
}
