// What the order page says about where an order stands: the notice at the top (pay now, expired) and tracking.
import { Info, MessageCircle, PackageSearch, Truck } from 'lucide-react'
import type { Order } from '#domain/contracts/checkout.ts'
import { formatRupees } from '#domain/money.ts'
import { codConfirmationAwaited } from '#domain/orders.ts'
import '#web/lib/i18n/messages/orders.en.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { buttonClass } from '#web/ui/button.tsx'
import { cardClass } from '#web/ui/card.tsx'
import { cn } from '#web/ui/cn.ts'
import { orderStatusWord, shippingModeWord } from '../model/order-words.ts'
import { labelOf } from '../model/orders-view.ts'
import { PayNow } from './pay-now.tsx'

const card = `${cardClass} p-5 sm:p-6`

/**
 * Said once at the top: an open unpaid order waits for its payment (Pay now); an expired one (decision 014) goes
 * no further because it charged nothing, or a payment that came too late was given back.
 */
export function OrderNotice({ order }: { order: Order }) {
  const { t } = useT()
  // An open unpaid order: Pay now near the top, where a phone shows it without scrolling past the items.
  if (order.can_pay)
    return (
      <section
        aria-labelledby="order-payment-due"
        className="grid gap-x-6 gap-y-2 rounded-[var(--radius-card)] border border-turmeric/40 bg-turmeric-soft/60 px-4 py-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:px-5"
      >
        <h2 id="order-payment-due" className="font-sans text-base font-semibold text-ink">
          {t('order.waiting.payment')}
        </h2>
        <PayNow
          order={order}
          size="md"
          hintClassName="sm:col-start-1"
          buttonClassName="mt-1 w-full sm:col-start-2 sm:row-span-2 sm:row-start-1 sm:mt-0 sm:w-auto"
        />
      </section>
    )
  // A cash order waits for the shopper's YES on WhatsApp, or for the shop's call (decision 049).
  const awaited = codConfirmationAwaited(order)
  if (awaited)
    return (
      <section
        aria-labelledby="order-cod-confirm"
        className="flex items-start gap-3 rounded-[var(--radius-card)] border border-turmeric/40 bg-turmeric-soft/60 px-4 py-4 sm:px-5"
      >
        <MessageCircle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-turmeric-deep" />
        <div className="flex flex-col gap-1">
          <h2 id="order-cod-confirm" className="font-sans text-base font-semibold text-ink">
            {awaited === 'pending' ? t('order.cod.pending.title') : t('order.cod.held.title')}
          </h2>
          <p className="text-sm leading-relaxed text-ink">
            {awaited === 'pending' ? t('order.cod.pending.text') : t('order.cod.held.text')}
          </p>
        </div>
      </section>
    )
  if (order.status !== 'expired') return null
  const text =
    order.refunded_amount > 0
      ? t('order.expired.refunded', { amount: formatRupees(order.refunded_amount) })
      : t('order.expired.unpaid')
  return (
    <p className="flex items-start gap-3 rounded-[var(--radius-card)] border border-line bg-sand/60 px-4 py-3 text-sm leading-relaxed text-ink">
      <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-ink-soft" />
      <span>{text}</span>
    </p>
  )
}

export function InfoRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="shrink-0 text-ink-soft">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-all text-ink tabular">{value}</dd>
    </div>
  )
}

/** Carrier, mode and charge; live tracking once a waybill exists. */
export function TrackingSection({ order }: { order: Order }) {
  const { t } = useT()
  return (
    <section aria-labelledby="order-tracking-title" className={cn(card, 'flex flex-col gap-3')}>
      <h2 id="order-tracking-title" className="flex items-center gap-2 text-xl">
        <Truck aria-hidden="true" className="h-5 w-5 text-leaf" />
        {t('order.tracking')}
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        <InfoRow label={t('order.tracking.carrier')} value={order.shipping_carrier} />
        <InfoRow label={t('order.tracking.mode')} value={shippingModeWord(t, order.shipping_mode)} />
        <InfoRow
          label={t('order.tracking.charge')}
          value={order.shipping_charge === 0 ? t('order.free') : formatRupees(order.shipping_charge)}
        />
        {order.courier_waybill && (
          <>
            <InfoRow label={t('order.tracking.waybill')} value={order.courier_waybill} />
            {/* the courier's own words for where the parcel is (its status, as it reports it); else the order's */}
            <InfoRow
              label={t('order.tracking.status')}
              value={order.courier_status ? labelOf(order.courier_status) : orderStatusWord(t, order.status)}
            />
          </>
        )}
      </dl>
      {order.courier_waybill ? (
        order.tracking_url && (
          <a
            href={order.tracking_url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('secondary', 'md', 'mt-1 w-full sm:w-fit')}
          >
            <PackageSearch aria-hidden="true" className="h-4 w-4" />
            {t('order.track')}
            <span className="sr-only">{t('order.new.tab')}</span>
          </a>
        )
      ) : (
        <p className="rounded-lg bg-parchment px-3 py-2.5 text-sm text-ink-soft">
          {order.status === 'cancelled'
            ? t('order.tracking.cancelled')
            : order.status === 'expired'
              ? t('order.tracking.expired')
              : t('order.tracking.pending')}
        </p>
      )}
    </section>
  )
}
