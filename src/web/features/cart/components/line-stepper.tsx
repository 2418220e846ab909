import { CART_QUANTITY } from '#domain/cart.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Stepper } from '#web/ui/stepper.tsx'
import '#web/lib/i18n/messages/cart.en.ts'

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
  const { t } = useT()
  return (
    <Stepper
      label={t('cart.line.quantity', { name })}
      size={size}
      decrease={{
        label: t('cart.line.less', { name }),
        disabled: disabled || quantity <= CART_QUANTITY.min,
        onClick: onDecrease,
      }}
      increase={{
        label: t('cart.line.more', { name }),
        disabled: disabled || quantity >= CART_QUANTITY.max,
        onClick: onIncrease,
      }}
    >
      <output aria-live="polite" className="min-w-8 text-center text-sm font-semibold text-ink tabular">
        <span className="sr-only">{t('cart.line.quantity.short')} </span>
        {quantity}
      </output>
    </Stepper>
  )
}
