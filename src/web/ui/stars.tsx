import type { CSSProperties } from 'react'
import { useT } from '#web/lib/i18n/use-language.ts'
import { cn } from './cn.ts'
import '#web/lib/i18n/messages/shared.en.ts'

/**
 * Filled stars for the floor of the rating (docs/product.md, Routes and screens: product detail), the rest outlined.
 * One element: the five stars are drawn by CSS (`stars` in styles.css, the star's outline and its fill as masks on
 * the element's two pseudo-elements), not five SVGs; a listing of 20 cards drew 100 SVG stars, 61 KB of its HTML
 * and 300 elements for the browser to style, lay out and paint before the first frame (decision 012).
 */
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
  const { t } = useT()
  return (
    <span
      className={cn('stars', className)}
      role="img"
      aria-label={t('stars.rated', { rating: String(rating) })}
      data-filled={filled}
      style={{ '--stars-size': `${size}px`, '--stars-filled': filled } as CSSProperties}
    />
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
  const { t } = useT()
  return (
    <p className={cn('flex items-center gap-1.5 text-sm whitespace-nowrap text-ink-soft', className)}>
      {reviewCount > 0 ? (
        <>
          <Stars rating={rating} size={size} />
          <span className="tabular">
            {rating.toFixed(1)} ({reviewCount}
            <span className="sr-only">&nbsp;{t('stars.reviews', { count: reviewCount })}</span>)
          </span>
        </>
      ) : (
        <span>{t('stars.none')}</span>
      )}
    </p>
  )
}
