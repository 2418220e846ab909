import { Trash2 } from 'lucide-react'
import { formatRupees } from '#domain/money.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Link } from '#web/lib/router.tsx'
import { cn } from '#web/ui/cn.ts'
import { type CartLineView, descriptionExcerpt } from '../model/cart-view.ts'
import type { UseCart } from '../use-cart.ts'
import { LineStepper } from './line-stepper.tsx'
import '#web/lib/i18n/messages/cart.en.ts'
import { categoryShown } from '#domain/category-shown.ts'

export interface LineActions {
  busy: boolean
  onDecrease: () => void
  onIncrease: () => void
  onRemove: () => void
}

/** A line's buttons wired to the cart: the cart page's and the drawer's lines alike. */
export const lineActions = (
  cart: Pick<UseCart, 'isLineBusy' | 'increment' | 'decrement' | 'remove'>,
  line: CartLineView,
): LineActions => ({
  busy: cart.isLineBusy(line.key),
  onDecrease: () => cart.decrement(line),
  onIncrease: () => cart.increment(line),
  onRemove: () => cart.remove(line),
})

export const nameOf = (line: CartLineView) => line.product?.name ?? `Product ${line.productId}`

/** The line's pack: its size as a chip and its SKU in small print (decision 048). */
export function PackLine({ line, className }: { line: CartLineView; className?: string }) {
  const { t } = useT()
  if (!line.size) return null
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-soft', className)}>
      <span>
        {t('cart.line.net')}{' '}
        <span
          className="inline-flex items-center rounded-full border border-leaf/40 bg-leaf-soft px-2 py-px font-semibold text-leaf-deep"
          data-testid="net-quantity"
        >
          {line.size}
        </span>
      </span>
      {line.sku && (
        <span className="text-[11px] tracking-wide text-ink-soft uppercase" data-testid="sku">
          <span className="sr-only">{t('cart.line.sku')} </span>
          {line.sku}
        </span>
      )}
    </p>
  )
}

export function Thumb({ line, size }: { line: CartLineView; size: number }) {
  return line.product?.image_url ? (
    <img
      src={line.product.image_url}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="h-full w-full object-cover"
    />
  ) : null
}

export function RemoveButton({
  name,
  disabled,
  onClick,
}: {
  name: string
  disabled: boolean
  onClick: () => void
}) {
  const { t } = useT()
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={t('cart.line.remove.name', { name })}
      title={t('cart.line.remove')}
      className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-ink-soft transition-colors hover:bg-error-soft hover:text-error disabled:opacity-50"
    >
      <Trash2 aria-hidden="true" className="h-4 w-4" />
    </button>
  )
}

/** A line on the cart page: image, name, size and SKU, category, 50-character excerpt, stepper, unit price each, total. */
export function PageLine({ line, actions }: { line: CartLineView; actions: LineActions }) {
  const { t } = useT()
  const name = line.label
  return (
    <li
      aria-busy={actions.busy}
      className={cn(
        'grid grid-cols-[5rem_1fr] gap-x-4 gap-y-3 py-5 transition-opacity sm:grid-cols-[7rem_1fr_auto] sm:gap-x-6',
        actions.busy && 'opacity-60',
      )}
    >
      <Link
        to={line.href}
        tabIndex={-1}
        aria-hidden="true"
        className="aspect-square self-start overflow-hidden rounded-xl border border-line bg-sand"
      >
        <Thumb line={line} size={112} />
      </Link>
      <div className="flex min-w-0 flex-col gap-1">
        {line.product?.category && (
          <p className="text-xs font-semibold tracking-wider text-leaf uppercase">
            {categoryShown(line.product)}
          </p>
        )}
        <h3 className="font-serif text-lg leading-snug">
          <Link to={line.href} className="hover:underline">
            {nameOf(line)}
          </Link>
        </h3>
        <PackLine line={line} />
        {line.product?.description && (
          <p className="text-sm text-ink-soft">{descriptionExcerpt(line.product.description)}</p>
        )}
        <p className="text-sm text-ink-soft tabular">
          {t('cart.line.each', { amount: formatRupees(line.unitPrice) })}
        </p>
      </div>
      <div className="col-span-2 flex items-center justify-between gap-3 sm:col-span-1 sm:col-start-3 sm:row-start-1 sm:flex-col sm:items-end sm:justify-between">
        <p className="text-lg font-semibold text-ink tabular sm:order-first">
          <span className="sr-only">{t('cart.line.total')} </span>
          {formatRupees(line.lineTotal)}
        </p>
        <div className="flex items-center gap-2">
          <LineStepper
            name={name}
            quantity={line.quantity}
            disabled={actions.busy}
            onDecrease={actions.onDecrease}
            onIncrease={actions.onIncrease}
          />
          <RemoveButton name={name} disabled={actions.busy} onClick={actions.onRemove} />
        </div>
      </div>
    </li>
  )
}
