import { ArrowRight, FileText, Truck } from 'lucide-react'
import type { Order } from '#domain/contracts/checkout.ts'
import { formatRupees } from '#domain/money.ts'
import { formatAddressLine } from '#web/lib/address-view.ts'
import '#web/lib/i18n/messages/orders.en.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { ButtonLink, buttonClass } from '#web/ui/button.tsx'
import { Card } from '#web/ui/card.tsx'
import { around, paymentMethodWord } from '../model/order-words.ts'
import { formatOrderDate, truncateText } from '../model/orders-view.ts'
import { PayNow } from './pay-now.tsx'
import { OrderStatusBadge } from './status-badges.tsx'

const ADDRESS_MAX = 48

/**
 * docs/product.md (Routes and screens, Orders list card): id, date, status, total, payment method, carrier, truncated address, Track
 * Package when a tracking url exists, Invoice when there is one, View Details; Pay now on an open unpaid order.
 */
export function OrderCard({ order, onInvoice }: { order: Order; onInvoice: (order: Order) => void }) {
  const address = formatAddressLine(order.shipping_address)
  const titleId = `order-${order.id}`
  const { t, lang } = useT()
  const [titleBefore, titleAfter] = around(t, 'order.title', 'id')
  const [placedBefore, placedAfter] = around(t, 'order.placed', 'date')
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      className="flex flex-col gap-5 p-5 transition-shadow hover:shadow-[var(--shadow-soft)] sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-0.5">
          <h2 id={titleId} className="font-sans text-base font-semibold text-ink">
            {titleBefore}
            <span className="tabular">{order.id}</span>
            {titleAfter}
          </h2>
          <p className="text-sm text-ink-soft">
            {placedBefore}
            <time dateTime={order.created_at}>{formatOrderDate(order.created_at, false, lang)}</time>
            {placedAfter}
            {' · '}
            {t('order.items', { count: order.item_count })}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-4 text-sm sm:grid-cols-4">
        <div className="flex flex-col gap-0.5">
          <dt className="text-ink-soft">{t('order.total')}</dt>
          <dd className="text-lg font-semibold text-leaf-deep tabular">{formatRupees(order.total_amount)}</dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-ink-soft">{t('order.payment')}</dt>
          <dd className="font-medium text-ink">{paymentMethodWord(t, order.payment_method)}</dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-ink-soft">{t('order.shipping')}</dt>
          <dd className="font-medium text-ink">{order.shipping_carrier}</dd>
        </div>
        <div className="col-span-2 flex flex-col gap-0.5 sm:col-span-1">
          <dt className="text-ink-soft">{t('order.deliver.to')}</dt>
          <dd className="font-medium text-ink" title={address}>
            {truncateText(address, ADDRESS_MAX)}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center gap-2 border-t border-line pt-4 sm:justify-end">
        {/* An open unpaid order: the time left and Pay now lead, View Details steps back to an outline. */}
        <PayNow
          order={order}
          hintClassName="basis-full sm:mr-auto sm:basis-auto"
          buttonClassName="flex-1 sm:flex-none"
        />
        {order.tracking_url && (
          <a
            href={order.tracking_url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('ghost', 'sm')}
          >
            <Truck aria-hidden="true" className="h-4 w-4" />
            {t('order.track')}
            <span className="sr-only">{t('order.new.tab')}</span>
          </a>
        )}
        {order.invoice_url && (
          <button type="button" onClick={() => onInvoice(order)} className={buttonClass('secondary', 'sm')}>
            <FileText aria-hidden="true" className="h-4 w-4" />
            {t('order.invoice')}
          </button>
        )}
        <ButtonLink
          to={`/orders/${encodeURIComponent(order.id)}`}
          size="sm"
          variant={order.can_pay ? 'secondary' : 'primary'}
          aria-label={t('order.details.of', { id: order.id })}
          className={order.can_pay ? 'flex-1 sm:flex-none' : 'ml-auto sm:ml-0'}
        >
          {t('order.details')}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </ButtonLink>
      </div>
    </Card>
  )
}
