import { ChevronDown, LockKeyhole, ShoppingBag } from 'lucide-react'
import type { Cart } from '#domain/contracts/cart.ts'
import { formatRupees } from '#domain/money.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Card } from '#web/ui/card.tsx'
import { cn } from '#web/ui/cn.ts'
import { type CheckoutTotals, formatShippingCost } from '../model/checkout-view.ts'
import '#web/lib/i18n/messages/cart.en.ts'
import '#web/lib/i18n/messages/checkout.en.ts'
import '#web/lib/i18n/messages/shell.en.ts'

/**
 * The order summary beside the steps: items, subtotal, coupon discount, shipping once chosen and the total
 * that is charged (cart after the coupon plus shipping).
 */
export function OrderSummary({
  cart,
  totals,
  id,
  plain = false,
}: {
  cart: Cart
  totals: CheckoutTotals
  /** prefix of the heading id (the summary shows twice: a fold-out on phones, a side panel on desktop) */
  id: string
  /** inside the phone fold-out: no card of its own, the heading for screen readers only */
  plain?: boolean
}) {
  const count = cart.total_items
  const { t, lang } = useT()
  return (
    <section
      aria-labelledby={`${id}-summary-title`}
      className={cn(
        'flex flex-col gap-5 bg-white p-5 sm:p-6',
        !plain && 'rounded-[var(--radius-card)] border border-line',
      )}
    >
      <h2 id={`${id}-summary-title`} className={plain ? 'sr-only' : 'text-xl'}>
        {t('summary.heading')}
      </h2>
      <ul className="flex flex-col gap-4">
        {cart.items.map((item) => {
          const name = item.product?.name ?? `Product ${item.product_id}`
          return (
            <li key={item.id} className="flex items-center gap-3" data-testid="summary-line">
              <span className="relative shrink-0">
                {item.product?.image_url ? (
                  <img
                    src={item.product.image_url}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    decoding="async"
                    className="h-14 w-14 rounded-lg border border-line bg-sand object-cover"
                  />
                ) : (
                  <span className="block h-14 w-14 rounded-lg border border-line bg-sand" />
                )}
                <span className="absolute -top-2 -right-2 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-leaf-deep px-1 text-[11px] font-semibold text-white tabular">
                  <span className="sr-only">{t('summary.quantity')}</span>
                  {item.quantity}
                </span>
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-semibold text-ink">{name}</span>
                {item.size && (
                  <span className="text-xs text-ink-soft">
                    <span className="font-semibold text-leaf-deep">{item.size}</span>
                    {item.sku && (
                      <span className="ml-1.5 text-[11px] tracking-wide uppercase">
                        <span className="sr-only">{t('cart.line.sku')} </span>
                        {item.sku}
                      </span>
                    )}
                  </span>
                )}
                <span className="text-xs text-ink-soft tabular">
                  {item.quantity} × {formatRupees(item.unit_price)}
                </span>
              </span>
              <span className="text-sm font-semibold text-ink tabular">{formatRupees(item.total_price)}</span>
            </li>
          )
        })}
      </ul>
      <dl className="flex flex-col gap-2.5 border-t border-line pt-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">{t('cart.subtotal', { items: t('cart.items', { count }) })}</dt>
          <dd className="font-medium text-ink tabular">{formatRupees(totals.subtotal)}</dd>
        </div>
        {totals.discount > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-ink-soft">
              {cart.coupon_code ? t('cart.discount.code', { code: cart.coupon_code }) : t('summary.discount')}
            </dt>
            <dd className="font-medium text-success tabular">−{formatRupees(totals.discount)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt className="text-ink-soft">{t('summary.shipping')}</dt>
          <dd className="font-medium text-ink tabular">
            {totals.shipping === null ? (
              <span className="font-normal text-ink-soft">{t('summary.shipping.later')}</span>
            ) : (
              formatShippingCost(totals.shipping, lang)
            )}
          </dd>
        </div>
        {totals.codFee ? (
          <div className="flex justify-between gap-4">
            <dt className="text-ink-soft">{t('summary.cod.fee')}</dt>
            <dd className="font-medium text-ink tabular">{formatRupees(totals.codFee)}</dd>
          </div>
        ) : null}
        <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-line pt-3">
          <dt className="text-base font-semibold text-ink">{t('summary.total')}</dt>
          <dd className="font-serif text-2xl font-semibold text-leaf-deep tabular">
            {formatRupees(totals.total)}
          </dd>
        </div>
      </dl>
      <p className="-mt-3 text-right text-xs text-ink-soft">{t('summary.taxes')}</p>
      <p className="flex items-center gap-2 rounded-lg bg-leaf-soft px-3 py-2.5 text-xs text-leaf-deep">
        <LockKeyhole aria-hidden="true" className="h-4 w-4 shrink-0" />
        {t('summary.secure')}
      </p>
    </section>
  )
}

/** Phones: the summary folds out above the step, with the total always in sight. */
export function MobileOrderSummary({ cart, totals }: { cart: Cart; totals: CheckoutTotals }) {
  const { t } = useT()
  return (
    <Card as="details" className="group overflow-hidden lg:hidden">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-5 py-4 [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-2 text-sm font-semibold text-leaf-deep">
          <ShoppingBag aria-hidden="true" className="h-4 w-4" />
          <span className="group-open:hidden">{t('summary.show')}</span>
          <span className="hidden group-open:inline">{t('summary.hide')}</span>
          <ChevronDown aria-hidden="true" className="h-4 w-4 transition-transform group-open:rotate-180" />
        </span>
        <span className="font-serif text-xl font-semibold text-leaf-deep tabular">
          {formatRupees(totals.total)}
        </span>
      </summary>
      <div className="border-t border-line">
        <OrderSummary cart={cart} totals={totals} id="mobile" plain />
      </div>
    </Card>
  )
}
