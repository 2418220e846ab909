import { Star } from 'lucide-react'
import { cn } from './cn.ts'

/** Filled stars for the floor of the rating (docs/product.md, Routes and screens: product detail), the rest outlined. */
export function Stars({
  rating,
  size = 16,
  className,
}: {
  rating: number
  size?: number
  className?: string
}) {
  const filled = Math.max(0, Math.min(5, Math.floor(rating)))
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role="img"
      aria-label={`Rated ${rating} out of 5`}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars
          key={i}
          width={size}
          height={size}
          aria-hidden="true"
          className={i < filled ? 'fill-turmeric text-turmeric' : 'fill-transparent text-sand-deep'}
        />
      ))}
    </span>
  )
}

/** Stars with the rating and review count, or 'No reviews yet' (kept on one line) when there are none. */
export function Rating({
  rating,
  reviewCount,
  size = 14,
  className,
}: {
  rating: number
  reviewCount: number
  size?: number
  className?: string
}) {
  return (
    <p className={cn('flex items-center gap-1.5 text-sm whitespace-nowrap text-ink-soft', className)}>
      {reviewCount > 0 ? (
        <>
          <Stars rating={rating} size={size} />
          <span className="tabular">
            {rating.toFixed(1)} ({reviewCount}
            <span className="sr-only">&nbsp;{reviewCount === 1 ? 'review' : 'reviews'}</span>)
          </span>
        </>
      ) : (
        <span>No reviews yet</span>
      )}
    </p>
  )
}
