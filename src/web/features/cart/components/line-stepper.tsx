import { Minus, Plus } from 'lucide-react'
import { CART_QUANTITY } from '../../../../domain/cart.ts'
import { cn } from '../../../ui/cn.ts'

/** Minus is disabled at 1 (a decrease at 1 is ignored, spec §4), plus at 99; both while the line is busy. */
export function LineStepper({
  name,
  quantity,
  disabled,
  onDecrease,
  onIncrease,
  size = 'md',
}: {
  name: string
  quantity: number
  disabled: boolean
  onDecrease: () => void
  onIncrease: () => void
  size?: 'sm' | 'md'
}) {
  const button = cn(
    'inline-flex items-center justify-center text-leaf-deep transition-colors hover:bg-leaf-soft disabled:cursor-not-allowed disabled:text-ink-soft/50 disabled:hover:bg-transparent',
    size === 'sm' ? 'h-9 w-9' : 'h-10 w-10',
  )
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of three controls, not a form section
    <div
      role="group"
      aria-label={`Quantity of ${name}`}
      className="inline-flex items-center rounded-full border border-line bg-white"
    >
      <button
        type="button"
        className={cn(button, 'rounded-l-full')}
        onClick={onDecrease}
        disabled={disabled || quantity <= CART_QUANTITY.min}
        aria-label={`Decrease quantity of ${name}`}
      >
        <Minus aria-hidden="true" className="h-4 w-4" />
      </button>
      <output aria-live="polite" className="min-w-8 text-center text-sm font-semibold text-ink tabular">
        <span className="sr-only">Quantity </span>
        {quantity}
      </output>
      <button
        type="button"
        className={cn(button, 'rounded-r-full')}
        onClick={onIncrease}
        disabled={disabled || quantity >= CART_QUANTITY.max}
        aria-label={`Increase quantity of ${name}`}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  )
}
