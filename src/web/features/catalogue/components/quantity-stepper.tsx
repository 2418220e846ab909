import { useEffect, useId, useState } from 'react'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Stepper } from '#web/ui/stepper.tsx'
import '#web/lib/i18n/messages/product.en.ts'

/**
 * Minimum 1 (minus disabled at 1), no upper bound on the product page (docs/product.md, Validation rules): the cart says when a quantity
 * is more than it takes (decision 005). The number can be typed: it is taken on Enter or when focus leaves, and
 * anything that is not a whole number from 1 returns to the last good value.
 */
export function QuantityStepper({
  value,
  onChange,
  label,
  disabled = false,
}: {
  value: number
  onChange: (next: number) => void
  label?: string
  disabled?: boolean
}) {
  const id = useId()
  const { t } = useT()
  const name = label ?? t('product.quantity')
  const [draft, setDraft] = useState(String(value))
  useEffect(() => setDraft(String(value)), [value])
  const commit = () => {
    const typed = draft.trim()
    const n = /^\d+$/.test(typed) ? Number(typed) : Number.NaN
    if (Number.isSafeInteger(n) && n >= 1) onChange(n)
    else setDraft(String(value))
  }
  return (
    <Stepper
      label={name}
      size="lg"
      decrease={{
        label: t('product.quantity.less'),
        disabled: disabled || value <= 1,
        onClick: () => onChange(Math.max(1, value - 1)),
      }}
      increase={{ label: t('product.quantity.more'), disabled, onClick: () => onChange(value + 1) }}
    >
      <label htmlFor={id} className="sr-only">
        {name}
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
    </Stepper>
  )
}
