import type { ReactNode } from 'react'
import { formatRupees } from '#domain/money.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { cn } from '#web/ui/cn.ts'
import type { CartView } from '../model/cart-view.ts'
import '#web/lib/i18n/messages/cart.en.ts'
import '#web/lib/i18n/messages/shell.en.ts'

/** Subtotal with its item count, Discount when above 0, Total (docs/product.md, Routes and screens and Business constants and limits total rule). */
export function CartSummary({
  view,
  className,
  compact = false,
}: {
  view: Pick<CartView, 'itemCount' | 'subtotal' | 'discount' | 'total' | 'couponCode'>
  className?: string
  compact?: boolean
}) {
  const { t } = useT()
  return (
    <dl className={cn('flex flex-col text-sm', compact ? 'gap-1.5' : 'gap-3', className)}>
      <Row label={t('cart.subtotal', { items: t('cart.items', { count: view.itemCount }) })}>
        {formatRupees(view.subtotal)}
      </Row>
      {view.discount > 0 && (
        <Row
          label={view.couponCode ? t('cart.discount.code', { code: view.couponCode }) : t('cart.discount')}
          tone="text-success"
        >
          −{formatRupees(view.discount)}
        </Row>
      )}
      <div
        className={cn(
          'flex items-baseline justify-between gap-4 border-t border-line',
          compact ? 'pt-2' : 'pt-3',
        )}
      >
        <dt className="text-base font-semibold text-ink">{t('cart.total')}</dt>
        <dd className="text-xl font-semibold text-leaf-deep tabular" data-testid="cart-total">
          {formatRupees(view.total)}
        </dd>
      </div>
    </dl>
  )
}

function Row({ label, tone, children }: { label: string; tone?: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-ink-soft">{label}</dt>
      <dd className={cn('font-medium text-ink tabular', tone)}>{children}</dd>
    </div>
  )
}
