import { Minus, Plus } from 'lucide-react'

/** Minimum 1 (minus disabled at 1), no upper bound on the product page (spec §5). */
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
      <output aria-live="polite" className="min-w-10 text-center font-semibold text-ink tabular">
        <span className="sr-only">Quantity </span>
        {value}
      </output>
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
