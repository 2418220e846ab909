import { Slider } from 'radix-ui'
import { type KeyboardEvent, useState } from 'react'
import { formatRupeesWhole, rupeesToPaise } from '#domain/money.ts'
import { clampPriceRange, PRICE_MAX, PRICE_MIN } from '../model/catalogue-view.ts'

const STEP = 10
const format = (rupees: number) => formatRupeesWhole(rupeesToPaise(rupees))

/**
 * Two-thumb price slider, 0–2000 rupees. It moves freely while dragged and reports on release
 * (or on each key press), so the list and the URL do not churn on every pixel.
 */
export function PriceRange({
  min,
  max,
  onCommit,
}: {
  min: number
  max: number
  onCommit: (range: { min: number; max: number }) => void
}) {
  const [live, setLive] = useState({ min, max })
  // Follow changes made elsewhere (Clear all, Back) without remounting, so keyboard focus stays on the thumb.
  const [seen, setSeen] = useState({ min, max })
  if (seen.min !== min || seen.max !== max) {
    setSeen({ min, max })
    setLive({ min, max })
  }

  // Radix moves the first thumb on Home and the last on End whichever has focus, so End on the minimum thumb
  // moved the maximum one (and swapped them when equal). Each thumb's Home and End move that thumb only, within
  // the other (WAI-ARIA multi-thumb slider).
  const homeEnd = (thumb: 'min' | 'max') => (e: KeyboardEvent) => {
    if (e.key !== 'Home' && e.key !== 'End') return
    e.preventDefault()
    e.stopPropagation()
    const next =
      thumb === 'min'
        ? { min: e.key === 'Home' ? PRICE_MIN : live.max, max: live.max }
        : { min: live.min, max: e.key === 'End' ? PRICE_MAX : live.min }
    setLive(next)
    onCommit(next)
  }

  const toRange = (values: number[]) => {
    const [lo = PRICE_MIN, hi = PRICE_MAX] = values
    return clampPriceRange(lo, hi, lo !== live.min ? 'min' : 'max')
  }

  return (
    <div>
      <p
        className="mb-4 flex items-center justify-between text-sm font-semibold text-ink tabular"
        aria-hidden="true"
      >
        <span>{format(live.min)}</span>
        <span className="text-ink-soft">to</span>
        <span>{format(live.max)}</span>
      </p>
      <Slider.Root
        className="relative flex h-6 w-full touch-none items-center select-none"
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={STEP}
        minStepsBetweenThumbs={0}
        preserveThumbOrder
        value={[live.min, live.max]}
        onValueChange={(v) => setLive(toRange(v))}
        onValueCommit={(v) => onCommit(toRange(v))}
      >
        <Slider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-sand-deep">
          <Slider.Range className="absolute h-full rounded-full bg-leaf" />
        </Slider.Track>
        <Slider.Thumb
          aria-label="Minimum price"
          aria-valuetext={format(live.min)}
          onKeyDown={homeEnd('min')}
          className="block h-6 w-6 rounded-full border-2 border-leaf bg-white shadow-[var(--shadow-soft)] hover:bg-leaf-soft focus-visible:outline-3 focus-visible:outline-turmeric"
        />
        <Slider.Thumb
          aria-label="Maximum price"
          aria-valuetext={format(live.max)}
          onKeyDown={homeEnd('max')}
          className="block h-6 w-6 rounded-full border-2 border-leaf bg-white shadow-[var(--shadow-soft)] hover:bg-leaf-soft focus-visible:outline-3 focus-visible:outline-turmeric"
        />
      </Slider.Root>
      <p className="mt-2 flex justify-between text-xs text-ink-soft tabular" aria-hidden="true">
        <span>{format(PRICE_MIN)}</span>
        <span>{format(PRICE_MAX)}</span>
      </p>
    </div>
  )
}
