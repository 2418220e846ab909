// The boxes of a coupon's rules, which the new-coupon form and the coupon's page both show: one list, one way of
// binding each to its form (decision 037).
import type { UseFormRegisterReturn } from 'react-hook-form'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import { TextField } from '#web/features/admin/shell/components/admin-ui.tsx'
import { valueLabel } from '../model/coupon-form.ts'
import { couponsTexts } from '../texts.en.ts'

const say = adminSay(couponsTexts)

export type RuleName = 'value' | 'min_order' | 'per_user_limit' | 'total_limit' | 'starts_at' | 'ends_at'

/** Each rule's box: its label, the keyboard it asks for, its hint. */
const RULES: Record<
  RuleName,
  { label: (kind: string) => string; inputMode?: 'decimal' | 'numeric'; type?: string; hint?: string }
> = {
  value: { label: valueLabel, inputMode: 'decimal' },
  min_order: { label: () => say('rule.min.order'), inputMode: 'decimal' },
  per_user_limit: { label: () => say('rule.per.user'), inputMode: 'numeric', hint: say('rule.no.limit') },
  total_limit: { label: () => say('rule.total'), inputMode: 'numeric', hint: say('rule.no.limit') },
  starts_at: { label: () => say('rule.starts'), type: 'datetime-local' },
  ends_at: { label: () => say('rule.ends'), type: 'datetime-local' },
}

/** The boxes of `names`, in that order, each registered on its form and showing its error. */
export function CouponRuleFields({
  names,
  kind,
  field,
  error,
  required = [],
}: {
  names: readonly RuleName[]
  kind: string
  field: (name: RuleName) => UseFormRegisterReturn
  error: (name: RuleName) => string | undefined
  required?: readonly RuleName[]
}) {
  return names.map((name) => {
    const rule = RULES[name]
    return (
      <TextField
        key={name}
        label={rule.label(kind)}
        required={required.includes(name)}
        inputMode={rule.inputMode}
        type={rule.type}
        hint={rule.hint}
        field={field(name)}
        error={error(name)}
      />
    )
  })
}
