import { Star } from 'lucide-react'
import { type KeyboardEvent, useRef, useState } from 'react'
import type { MessageKey } from '#web/lib/i18n/catalogue.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { cn } from '#web/ui/cn.ts'
import { RATING_VALUES } from './model/review-actions.ts'
import '#web/lib/i18n/messages/reviews.en.ts'

const RATING_WORDS: (MessageKey | '')[] = [
  '',
  'reviews.word.poor',
  'reviews.word.fair',
  'reviews.word.good',
  'reviews.word.very.good',
  'reviews.word.excellent',
]
const NEXT_KEYS = ['ArrowRight', 'ArrowDown']
const PREVIOUS_KEYS = ['ArrowLeft', 'ArrowUp']

/**
 * Stars 1 to 5 as a radio group (WAI-ARIA radio group pattern): one Tab stop on the chosen star (the first
 * when none is chosen), arrow keys move and choose at once (wrapping), Home and End jump, Space chooses the
 * focused star. Hovering previews a choice without making it.
 */
export function StarRatingInput({
  value,
  onChange,
  labelledBy,
}: {
  value: number
  onChange: (value: number) => void
  labelledBy: string
}) {
  const { t } = useT()
  const [hover, setHover] = useState(0)
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const shown = hover || value
  const count = RATING_VALUES.length

  const choose = (n: number) => {
    onChange(n)
    refs.current[n - 1]?.focus()
  }

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, n: number) => {
    let next: number | null = null
    if (NEXT_KEYS.includes(e.key)) next = n === count ? 1 : n + 1
    else if (PREVIOUS_KEYS.includes(e.key)) next = n === 1 ? count : n - 1
    else if (e.key === 'Home') next = 1
    else if (e.key === 'End') next = count
    if (next === null) return
    e.preventDefault()
    choose(next)
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <div
        role="radiogroup"
        aria-labelledby={labelledBy}
        aria-required="true"
        className="-ml-1.5 flex items-center"
        onMouseLeave={() => setHover(0)}
      >
        {RATING_VALUES.map((n) => {
          const checked = value === n
          const tabStop = value ? checked : n === 1
          return (
            // biome-ignore lint/a11y/useSemanticElements: stars drawn as buttons, in the ARIA radio group pattern
            <button
              key={n}
              ref={(el) => {
                refs.current[n - 1] = el
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={t('reviews.stars', { count: n })}
              tabIndex={tabStop ? 0 : -1}
              onClick={() => choose(n)}
              onKeyDown={(e) => onKeyDown(e, n)}
              onMouseEnter={() => setHover(n)}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-leaf motion-reduce:transition-none motion-reduce:hover:scale-100"
            >
              <Star
                aria-hidden="true"
                width={30}
                height={30}
                strokeWidth={1.6}
                className={cn(
                  'transition-colors',
                  n <= shown ? 'fill-turmeric text-turmeric-deep' : 'fill-transparent text-ink-soft',
                )}
              />
            </button>
          )
        })}
      </div>
      <span aria-hidden="true" className="min-w-[5.5rem] text-sm font-semibold text-leaf-deep">
        {RATING_WORDS[shown] ? t(RATING_WORDS[shown]) : ''}
      </span>
    </div>
  )
}
