// What the order page says about where an order stands: the notice at the top (pay now, expired) and tracking.
import { Info, MessageCircle, PackageSearch, Truck } from 'lucide-react'
import type { Order } from '#domain/contracts/checkout.ts'
import { messages } from '#domain/messages.ts'
import { whatsappMessages } from '#domain/messages-whatsapp.ts'
import { formatRupees } from '#domain/money.ts'
import { codConfirmationAwaited } from '#domain/orders.ts'
import { buttonClass } from '#web/ui/button.tsx'
import { cardClass } from '#web/ui/card.tsx'
import { cn } from '#web/ui/cn.ts'
import { labelOf } from '../model/orders-view.ts'
import { PayNow } from './pay-now.tsx'

const card = `${cardClass} p-5 sm:p-6`

/**
 * Said once at the top: an open unpaid order waits for its payment (Pay now); an expired one (decision 014) goes
 * no further because it charged nothing, or a payment that came too late was given back.
 */
export function OrderNotice({ order }: { order: Order }) {
  // An open unpaid order: Pay now near the top, where a phone shows it without scrolling past the items.
  if (order.can_pay)
    return (
      <section
        aria-labelledby="order-payment-due"
        className="grid gap-x-6 gap-y-2 rounded-[var(--radius-card)] border border-turmeric/40 bg-turmeric-soft/60 px-4 py-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:px-5"
      >
        <h2 id="order-payment-due" className="font-sans text-base font-semibold text-ink">
          This order is waiting for your payment
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
  const cod = awaited ? whatsappMessages.codNotice[awaited] : undefined
  if (cod)
    return (
      <section
        aria-labelledby="order-cod-confirm"
        className="flex items-start gap-3 rounded-[var(--radius-card)] border border-turmeric/40 bg-turmeric-soft/60 px-4 py-4 sm:px-5"
      >
        <MessageCircle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-turmeric-deep" />
        <div className="flex flex-col gap-1">
          <h2 id="order-cod-confirm" className="font-sans text-base font-semibold text-ink">
            {cod.title}
          </h2>
          <p className="text-sm leading-relaxed text-ink">{cod.body}</p>
        </div>
      </section>
    )
  if (order.status !== 'expired') return null
  const text =
    order.refunded_amount > 0
      ? `This order expired before its payment arrived; ${formatRupees(order.refunded_amount)} has been refunded.`
      : 'This order expired because it was not paid within 30 minutes. Nothing was charged.'
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
  return (
    <section aria-labelledby="order-tracking-title" className={cn(card, 'flex flex-col gap-3')}>
      <h2 id="order-tracking-title" className="flex items-center gap-2 text-xl">
        <Truck aria-hidden="true" className="h-5 w-5 text-leaf" />
        Tracking
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        <InfoRow label="Carrier" value={order.shipping_carrier} />
        <InfoRow label="Mode" value={labelOf(order.shipping_mode)} />
        <InfoRow
          label="Charge"
          value={order.shipping_charge === 0 ? 'FREE' : formatRupees(order.shipping_charge)}
        />
        {order.courier_waybill && (
          <>
            <InfoRow label="Waybill number" value={order.courier_waybill} />
            <InfoRow label="Delivery status" value={labelOf(order.courier_status ?? order.status)} />
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
            Track Package
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )
      ) : (
        <p className="rounded-lg bg-parchment px-3 py-2.5 text-sm text-ink-soft">
          {order.status === 'cancelled'
            ? 'This order was cancelled and will not be shipped.'
            : order.status === 'expired'
              ? 'This order expired and will not be shipped.'
              : messages.orders.trackingPending}
        </p>
      )}
    </section>
  )
}
