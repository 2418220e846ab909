import { CART_QUANTITY } from '#domain/cart.ts'
import { Stepper } from '#web/ui/stepper.tsx'

/** Minus is disabled at 1 (a decrease at 1 is ignored, docs/product.md, States and transitions), plus at 99; both while the line is busy. */
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
  return (
    <Stepper
      label={`Quantity of ${name}`}
      size={size}
      decrease={{
        label: `Decrease quantity of ${name}`,
        disabled: disabled || quantity <= CART_QUANTITY.min,
        onClick: onDecrease,
      }}
      increase={{
        label: `Increase quantity of ${name}`,
        disabled: disabled || quantity >= CART_QUANTITY.max,
        onClick: onIncrease,
      }}
    >
      <output aria-live="polite" className="min-w-8 text-center text-sm font-semibold text-ink tabular">
        <span className="sr-only">Quantity </span>
        {quantity}
      </output>
    </Stepper>
  )
}
