import { Minus, Plus } from 'lucide-react'
import { useEffect, useId, useState } from 'react'

/**
 * Minimum 1 (minus disabled at 1), no upper bound on the product page (spec §5): the cart says when a quantity
 * is more than it takes (decision 005). The number can be typed: it is taken on Enter or when focus leaves, and
 * anything that is not a whole number from 1 returns to the last good value.
 */
export function QuantityStepper({
  value,
  onChange,
  label = 'Quantity',
  disabled = false,
}: {
  value: number
  onChange: (next: number) => void
  label?: string
  disabled?: boolean
}) {
  const id = useId()
  const [draft, setDraft] = useState(String(value))
  useEffect(() => setDraft(String(value)), [value])
  const commit = () => {
    const typed = draft.trim()
    const n = /^\d+$/.test(typed) ? Number(typed) : Number.NaN
    if (Number.isSafeInteger(n) && n >= 1) onChange(n)
    else setDraft(String(value))
  }
  const button =
    'inline-flex h-11 w-11 items-center justify-center text-leaf-deep transition-colors hover:bg-leaf-soft disabled:cursor-not-allowed disabled:text-ink-soft/50 disabled:hover:bg-transparent'
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of three controls, not a form section
    <div
      role="group"
      aria-label={label}
      className="inline-flex items-center rounded-full border border-line bg-white"
    >
      <button
        type="button"
        className={`${button} rounded-l-full`}
        onClick={() => onChange(Math.max(1, value - 1))}
        disabled={disabled || value <= 1}
        aria-label="Decrease quantity"
      >
        <Minus aria-hidden="true" className="h-4 w-4" />
      </button>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        value={draft}
        disabled={disabled}
        onChange={(e) => setDraft(e.target.value.replace(/[^0-9]/g, '').slice(0, 4))}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault()
            commit()
          }
        }}
        className="h-11 w-12 border-0 bg-transparent text-center font-semibold text-ink tabular focus:outline-2 focus:outline-leaf disabled:text-ink-soft/60"
      />
      <button
        type="button"
        className={`${button} rounded-r-full`}
        onClick={() => onChange(value + 1)}
        disabled={disabled}
        aria-label="Increase quantity"
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  )
}
