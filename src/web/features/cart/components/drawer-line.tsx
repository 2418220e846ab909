// A line of the cart drawer, apart from the cart page's lines (cart-line.tsx): the page's chunk does not carry it.
import { formatRupees } from '#domain/money.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Link } from '#web/lib/router.tsx'
import { cn } from '#web/ui/cn.ts'
import type { CartLineView } from '../model/cart-view.ts'
import { type LineActions, nameOf, PackLine, RemoveButton, Thumb } from './cart-line.tsx'
import { LineStepper } from './line-stepper.tsx'
import '#web/lib/i18n/messages/cart.en.ts'

/** A line in the drawer: image, name, size and SKU, description, stepper, remove, line total; unit price above 1. */
export function DrawerLine({
  line,
  actions,
  onNavigate,
}: {
  line: CartLineView
  actions: LineActions
  onNavigate?: () => void
}) {
  const { t } = useT()
  const name = line.label
  return (
    <li
      aria-busy={actions.busy}
      className={cn('flex gap-3 py-4 transition-opacity', actions.busy && 'opacity-60')}
    >
      <Link
        to={line.href}
        onClick={onNavigate}
        tabIndex={-1}
        aria-hidden="true"
        className="h-20 w-20 shrink-0 overflow-hidden rounded-lg border border-line bg-sand"
      >
        <Thumb line={line} size={80} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start gap-2">
          <h3 className="flex-1 font-sans text-sm font-semibold leading-snug text-ink">
            <Link to={line.href} onClick={onNavigate} className="hover:text-leaf-deep hover:underline">
              {nameOf(line)}
            </Link>
          </h3>
          <RemoveButton name={name} disabled={actions.busy} onClick={actions.onRemove} />
        </div>
        <PackLine line={line} className="-mt-0.5" />
        {line.product?.description && (
          <p className="-mt-1 line-clamp-1 text-xs text-ink-soft">{line.product.description}</p>
        )}
        <div className="mt-1 flex items-center justify-between gap-2">
          <LineStepper
            size="sm"
            name={name}
            quantity={line.quantity}
            disabled={actions.busy}
            onDecrease={actions.onDecrease}
            onIncrease={actions.onIncrease}
          />
          <p className="text-right tabular">
            <span className="block text-sm font-semibold text-ink">{formatRupees(line.lineTotal)}</span>
            {line.quantity > 1 && (
              <span className="block text-xs text-ink-soft">
                {t('cart.line.each', { amount: formatRupees(line.unitPrice) })}
              </span>
            )}
          </p>
        </div>
      </div>
    </li>
  )
}
