import { formatPaise, formatRupeesWhole } from '#domain/money.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { paiseOf } from '#web/lib/wire-money.ts'
import { cn } from '#web/ui/cn.ts'
import type { PackChoice } from '../model/product-view.ts'
import '#web/lib/i18n/messages/product.en.ts'

/** A chip's price: whole rupees when it has no paise ('₹799'), else to the paisa ('₹149.50'). */
function chipPrice(price: number): string {
  const paise = paiseOf(price)
  return paise % 100 === 0 ? formatRupeesWhole(paise) : formatPaise(paise)
}

/**
 * The product page's pack sizes (decision 041, amended 2026-11-28). One pack: the size chip as the page always
 * showed it. Several: a radio group named 'Pack size' of native radios, so the arrow keys move and choose as
 * everywhere (the browser's own), each read as '250g, ₹799'; the chips are 44 px high at a phone's width and
 * show the keyboard's focus.
 */
export function PackSizeSelector({
  packs,
  chosen,
  onChoose,
  name,
}: {
  packs: readonly PackChoice[]
  chosen: PackChoice
  onChoose: (pack: PackChoice) => void
  /** the radios' group name, one per product on the page */
  name: string
}) {
  const { t } = useT()
  if (packs.length < 2)
    return (
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <span className="text-sm font-semibold text-ink">{t('product.size')}</span>
        <span className="inline-flex h-9 items-center rounded-full border-2 border-leaf bg-leaf-soft px-4 text-sm font-semibold text-leaf-deep">
          {chosen.size}
        </span>
      </div>
    )
  return (
    <div role="radiogroup" aria-labelledby={`${name}-label`} className="mt-5">
      <p id={`${name}-label`} className="text-sm font-semibold text-ink">
        {t('product.pack.size')}
      </p>
      <div className="mt-2 flex flex-wrap gap-2.5">
        {packs.map((pack) => {
          const checked = pack.variant_index === chosen.variant_index
          return (
            <label
              key={pack.variant_index}
              data-testid={`pack-${pack.size}`}
              className={cn(
                'relative flex min-h-11 min-w-[5.5rem] cursor-pointer flex-col items-center justify-center rounded-xl border-2 px-4 py-1.5 text-center transition-colors',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-turmeric',
                checked
                  ? 'border-leaf bg-leaf-soft text-leaf-deep shadow-[inset_0_0_0_1px_var(--color-leaf)]'
                  : 'border-line bg-white text-ink hover:border-leaf/60',
                !pack.in_stock && 'border-dashed',
              )}
            >
              <input
                type="radio"
                name={name}
                value={pack.size}
                checked={checked}
                onChange={() => onChoose(pack)}
                aria-label={`${pack.size}, ${chipPrice(pack.price)}${pack.in_stock ? '' : ', out of stock'}`}
                className="sr-only"
              />
              <span aria-hidden="true" className="text-sm leading-tight font-semibold">
                {pack.size}
              </span>
              <span
                aria-hidden="true"
                className={cn('text-xs leading-tight tabular', checked ? 'text-leaf-deep' : 'text-ink-soft')}
              >
                {chipPrice(pack.price)}
              </span>
            </label>
          )
        })}
      </div>
    </div>
  )
}
