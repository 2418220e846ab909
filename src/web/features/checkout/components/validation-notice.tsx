import { Info } from 'lucide-react'
import type { ValidationIssue } from '#domain/contracts/cart.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { describeIssue } from '../model/checkout-view.ts'
import '#web/lib/i18n/messages/checkout.en.ts'

/** docs/product.md, Error catalogue: what checkout/prepare changed in the cart (price updates with old and new price). */
export function ValidationNotice({ issues }: { issues: ValidationIssue[] }) {
  const { t, lang } = useT()
  if (issues.length === 0) return null
  return (
    <section
      aria-labelledby="cart-updated-title"
      className="flex gap-3 rounded-[var(--radius-card)] border border-info/30 bg-info-soft px-4 py-4 sm:px-5"
    >
      <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-info" />
      <div className="flex flex-col gap-2">
        <h2 id="cart-updated-title" className="font-sans text-sm font-semibold text-ink">
          {t('checkout.items.updated')}
        </h2>
        <ul className="flex list-disc flex-col gap-1 pl-4 text-sm text-ink">
          {issues.map((issue, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: issues have no id and never reorder
            <li key={i}>{describeIssue(issue, lang)}</li>
          ))}
        </ul>
      </div>
    </section>
  )
}
