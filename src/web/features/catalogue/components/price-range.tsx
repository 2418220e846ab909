import { type PointerEvent, useEffect, useRef, useState } from 'react'
import { formatRupeesWhole } from '#domain/money.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { paiseOf } from '#web/lib/wire-money.ts'
import { clampPriceRange, PRICE_MAX, PRICE_MIN } from '../model/catalogue-view.ts'
import '#web/lib/i18n/messages/listing.en.ts'

const STEP = 10
const SPAN = PRICE_MAX - PRICE_MIN
const format = (rupees: number) => formatRupeesWhole(paiseOf(rupees))
const percent = (rupees: number) => ((rupees - PRICE_MIN) / SPAN) * 100

// Both inputs lie on one track; only their thumbs take the pointer (a press on the bare track is handled below).
// The focus ring is drawn on the thumb, not around the whole track. (Written out in full for Tailwind to find.)
const rangeClass = [
  'pointer-events-none absolute inset-0 m-0 h-6 w-full appearance-none bg-transparent focus-visible:outline-none',
  '[&::-webkit-slider-runnable-track]:appearance-none [&::-webkit-slider-runnable-track]:bg-transparent',
  '[&::-moz-range-track]:bg-transparent',
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:h-6 [&::-webkit-slider-thumb]:w-6',
  '[&::-webkit-slider-thumb]:cursor-grab [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full',
  '[&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-leaf [&::-webkit-slider-thumb]:bg-white',
  '[&::-webkit-slider-thumb]:shadow-[var(--shadow-soft)] hover:[&::-webkit-slider-thumb]:bg-leaf-soft',
  'focus-visible:[&::-webkit-slider-thumb]:outline-3 focus-visible:[&::-webkit-slider-thumb]:outline-offset-2',
  'focus-visible:[&::-webkit-slider-thumb]:outline-turmeric focus-visible:[&::-webkit-slider-thumb]:outline-solid',
  '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:box-border [&::-moz-range-thumb]:h-6 [&::-moz-range-thumb]:w-6',
  '[&::-moz-range-thumb]:cursor-grab [&::-moz-range-thumb]:appearance-none [&::-moz-range-thumb]:rounded-full',
  '[&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-leaf [&::-moz-range-thumb]:bg-white',
  '[&::-moz-range-thumb]:shadow-[var(--shadow-soft)] hover:[&::-moz-range-thumb]:bg-leaf-soft',
  'focus-visible:[&::-moz-range-thumb]:outline-3 focus-visible:[&::-moz-range-thumb]:outline-offset-2',
  'focus-visible:[&::-moz-range-thumb]:outline-turmeric focus-visible:[&::-moz-range-thumb]:outline-solid',
].join(' ')

/**
 * Two-thumb price range, 0–2000 rupees: two native range inputs on one track ("Minimum price", "Maximum price"),
 * so the keyboard (arrows, Page Up/Down, Home, End) and screen readers work as the browser does. A thumb is held
 * back by the other (docs/product.md, Validation rules). The range moves freely while a thumb is dragged and is reported on release (or on
 * each key press), so the list and the URL do not churn on every pixel.
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
  const { t } = useT()
  const [live, setLive] = useState({ min, max })
  // Follow changes made elsewhere (Clear all, Back) without remounting, so keyboard focus stays on the thumb.
  const [seen, setSeen] = useState({ min, max })
  if (seen.min !== min || seen.max !== max) {
    setSeen({ min, max })
    setLive({ min, max })
  }

  const lowRef = useRef<HTMLInputElement>(null)
  const highRef = useRef<HTMLInputElement>(null)
  const commitRef = useRef(onCommit)
  useEffect(() => {
    commitRef.current = onCommit
  })
  // The browser's own `change` (React's onChange is the `input` event): on release of a drag, on each key press.
  // Read from both inputs, so it holds whichever thumb moved, and whether or not React has re-rendered yet.
  useEffect(() => {
    const low = lowRef.current
    const high = highRef.current
    if (!low || !high) return
    const commit = (moved: 'min' | 'max') => () =>
      commitRef.current(clampPriceRange(low.valueAsNumber, high.valueAsNumber, moved))
    const onLow = commit('min')
    const onHigh = commit('max')
    low.addEventListener('change', onLow)
    high.addEventListener('change', onHigh)
    return () => {
      low.removeEventListener('change', onLow)
      high.removeEventListener('change', onHigh)
    }
  }, [])

  const move = (moved: 'min' | 'max', value: number) =>
    setLive((now) =>
      clampPriceRange(moved === 'min' ? value : now.min, moved === 'max' ? value : now.max, moved),
    )

  // A press on the track (not on a thumb) brings the nearer thumb there, as a single slider does.
  const pressTrack = (e: PointerEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget || e.button !== 0) return
    const box = e.currentTarget.getBoundingClientRect()
    const thumb = 24 // h-6 w-6: a thumb's centre travels from 12 px in to 12 px before the end
    const share = Math.min(1, Math.max(0, (e.clientX - box.left - thumb / 2) / (box.width - thumb)))
    const value = PRICE_MIN + Math.round((share * SPAN) / STEP) * STEP
    const moved = Math.abs(value - live.min) < Math.abs(value - live.max) || value < live.min ? 'min' : 'max'
    const next = clampPriceRange(
      moved === 'min' ? value : live.min,
      moved === 'max' ? value : live.max,
      moved,
    )
    e.preventDefault()
    setLive(next)
    onCommit(next)
    ;(moved === 'min' ? lowRef : highRef).current?.focus()
  }

  // Where the thumbs meet, the one that can still move takes the pointer: the minimum in the upper half.
  const lowOnTop = live.min > PRICE_MIN + SPAN / 2

  return (
    <div>
      <p
        className="mb-4 flex items-center justify-between text-sm font-semibold text-ink tabular"
        aria-hidden="true"
      >
        <span>{format(live.min)}</span>
        <span className="text-ink-soft">{t('filters.price.to')}</span>
        <span>{format(live.max)}</span>
      </p>
      {/* A pointer shortcut only: each thumb is a native slider of its own. */}
      <div className="relative h-6 w-full touch-none select-none" onPointerDown={pressTrack}>
        <div className="pointer-events-none absolute inset-x-3 top-1/2 h-1.5 -translate-y-1/2 rounded-full bg-sand-deep">
          <div
            className="absolute h-full rounded-full bg-leaf"
            style={{ left: `${percent(live.min)}%`, right: `${100 - percent(live.max)}%` }}
          />
        </div>
        <input
          ref={lowRef}
          type="range"
          aria-label={t('filters.price.min')}
          aria-valuetext={format(live.min)}
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={STEP}
          value={live.min}
          onChange={(e) => move('min', e.target.valueAsNumber)}
          className={`${rangeClass} ${lowOnTop ? 'z-20' : 'z-10'}`}
        />
        <input
          ref={highRef}
          type="range"
          aria-label={t('filters.price.max')}
          aria-valuetext={format(live.max)}
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={STEP}
          value={live.max}
          onChange={(e) => move('max', e.target.valueAsNumber)}
          className={`${rangeClass} z-10`}
        />
      </div>
      <p className="mt-2 flex justify-between text-xs text-ink-soft tabular" aria-hidden="true">
        <span>{format(PRICE_MIN)}</span>
        <span>{format(PRICE_MAX)}</span>
      </p>
    </div>
  )
}
