import {
  AlertTriangle,
  ArrowLeft,
  Download,
  FileText,
  Info,
  MapPin,
  PackageSearch,
  RotateCcw,
  ShoppingBag,
  Truck,
} from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import { Link, useParams } from 'react-router'
import {
  formatOrderDate,
  labelOf,
  orderSummaryLines,
  paymentAmountRupees,
} from '../../../domain/checkout-view.ts'
import type { CreditNoteLink, Order } from '../../../domain/contracts/checkout.ts'
import { messages } from '../../../domain/messages.ts'
import { formatRupees } from '../../../domain/money.ts'
import { canCancel } from '../../../domain/orders.ts'
import { paymentMethodLabel } from '../../../domain/payment-methods.ts'
import { ApiError } from '../../lib/api-client.ts'
import { usePageMeta } from '../../lib/page-meta.ts'
import { Button, ButtonLink, buttonClass } from '../../ui/button.tsx'
import { cn } from '../../ui/cn.ts'
import { Skeleton, Spinner } from '../../ui/skeleton.tsx'
import { toast } from '../../ui/toast.tsx'
import { useCancelOrder } from './api/cancel-order.ts'
import { useOrder } from './api/get-order.ts'
import { CancelOrderDialog } from './components/cancel-order-dialog.tsx'
import { InvoiceDialog } from './components/invoice-dialog.tsx'
import { OrderItems } from './components/order-items.tsx'
import { PayNow } from './components/pay-now.tsx'
import { OrderStatusBadge, PaymentStatusBadge } from './components/status-badges.tsx'

const card = 'rounded-[var(--radius-card)] border border-line bg-white p-5 sm:p-6'

function BackToOrders() {
  return (
    <Link
      to="/orders"
      className="inline-flex w-fit items-center gap-2 rounded-full py-1 text-sm font-semibold text-leaf-deep hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      Back to Orders
    </Link>
  )
}

/** Spec §2 Order detail (/orders/{orderId}). */
export function Component() {
  const { orderId = '' } = useParams()
  usePageMeta({ title: `Order ${orderId}`, description: 'Order status, items, tracking and invoice.' })
  const query = useOrder(orderId)
  const notFound = query.error instanceof ApiError && query.error.status === 404
  const failed = query.isError && !notFound

  // Spec §8: the error view comes with the notification 'Failed to load order details'.
  useEffect(() => {
    if (failed) toast.error(messages.orders.detailFailed)
  }, [failed])

  let body: ReactNode
  if (query.isPending)
    body = (
      <>
        <h1 className="text-[2rem] leading-tight sm:text-4xl">Order details</h1>
        <DetailSkeleton />
      </>
    )
  else if (notFound)
    body = (
      <StateCard
        title={messages.orders.notFoundTitle}
        text={messages.orders.notFoundBody}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    )
  else if (query.isError)
    body = (
      <StateCard
        title="Order details unavailable"
        text={messages.orders.detailFailedWith(query.error.message)}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    )
  else
    body = (
      <OrderDetail
        order={query.data.order}
        items={query.data.items}
        creditNotes={query.data.credit_notes ?? []}
      />
    )

  return (
    <div className="container-page flex flex-col gap-6 py-8 sm:gap-8 sm:py-12">
      {!query.isError && <BackToOrders />}
      {body}
    </div>
  )
}

function OrderDetail({
  order,
  items,
  creditNotes,
}: {
  order: Order
  items: Parameters<typeof OrderItems>[0]['items']
  creditNotes: CreditNoteLink[]
}) {
  const [invoiceOpen, setInvoiceOpen] = useState(false)
  const cancel = useCancelOrder()
  const onCancel = () =>
    cancel.mutate(order.id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (err) =>
        toast.error(
          err instanceof ApiError && err.status === 409 ? err.message : messages.orders.cancelFailed,
        ),
    })
  const a = order.shipping_address

  return (
    <>
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-[1.75rem] leading-tight break-words sm:text-4xl">
            Order <span className="whitespace-nowrap tabular">{order.id}</span>
          </h1>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="text-ink-soft">
          Placed on <time dateTime={order.created_at}>{formatOrderDate(order.created_at, true)}</time>
        </p>
      </header>
      <OrderNotice order={order} />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
        <div className="flex min-w-0 flex-col gap-6">
          <section aria-labelledby="order-overview-title" className={card}>
            <h2 id="order-overview-title" className="sr-only">
              Order overview
            </h2>
            <dl className="grid grid-cols-2 gap-x-6 gap-y-5 text-sm sm:grid-cols-4">
              <Fact label="Order date">
                <span className="font-medium text-ink">{formatOrderDate(order.created_at)}</span>
              </Fact>
              <Fact label="Payment">
                <span className="flex flex-col items-start gap-1">
                  <span className="font-medium text-ink">
                    {paymentMethodLabel(order.payment_method, order.payment_detail)}
                  </span>
                  <PaymentStatusBadge status={order.payment_status} />
                </span>
              </Fact>
              <Fact label="Shipping carrier">
                <span className="font-medium text-ink">{order.shipping_carrier}</span>
              </Fact>
              <Fact label="Items">
                <span className="font-medium text-ink tabular">{order.item_count}</span>
              </Fact>
            </dl>
          </section>

          <div className="grid gap-6 md:grid-cols-2">
            <section aria-labelledby="order-address-title" className={cn(card, 'flex flex-col gap-3')}>
              <h2 id="order-address-title" className="flex items-center gap-2 text-xl">
                <MapPin aria-hidden="true" className="h-5 w-5 text-leaf" />
                Shipping Address
              </h2>
              <address className="text-sm leading-relaxed text-ink not-italic">
                <span className="font-semibold">
                  {a.first_name} {a.last_name}
                </span>
                <br />
                {a.street}
                <br />
                {a.city}, {a.state} {a.postal_code}
                <br />
                {a.country}
                <br />
                <span className="text-ink-soft">Mobile: </span>
                {a.mobile}
                {a.mobile_secondary && `, ${a.mobile_secondary}`}
              </address>
            </section>
            <TrackingSection order={order} />
          </div>

          <OrderItems items={items} />
        </div>

        <div className="flex flex-col gap-6 lg:sticky lg:top-24">
          <section aria-labelledby="order-summary-title" className={cn(card, 'flex flex-col gap-4')}>
            <h2 id="order-summary-title" className="text-xl">
              Order Summary
            </h2>
            <dl className="flex flex-col gap-2.5 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-ink-soft">Order ID</dt>
                <dd className="font-medium text-ink tabular">{order.id}</dd>
              </div>
              {orderSummaryLines(order).map((line) => (
                <div
                  key={line.kind}
                  className={cn(
                    'flex justify-between gap-4',
                    line.kind === 'total' && 'mt-1 items-baseline border-t border-line pt-3',
                  )}
                >
                  <dt
                    className={line.kind === 'total' ? 'text-base font-semibold text-ink' : 'text-ink-soft'}
                  >
                    {line.label}
                  </dt>
                  <dd
                    className={cn(
                      'tabular',
                      line.kind === 'total'
                        ? 'font-serif text-2xl font-semibold text-leaf-deep'
                        : line.kind === 'discount'
                          ? 'font-medium text-success'
                          : 'font-medium text-ink',
                    )}
                  >
                    {line.kind === 'discount' && '−'}
                    {line.kind === 'shipping' && line.amount === 0 ? 'FREE' : formatRupees(line.amount)}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="-mt-2 text-right text-xs text-ink-soft">Inclusive of all taxes</p>
            {order.refunded_amount > 0 && (
              <dl className="flex justify-between gap-4 rounded-lg bg-parchment px-3 py-2.5 text-sm">
                <dt className="text-ink-soft">
                  {order.payment_status === 'partially_refunded' ? 'Partially refunded' : 'Refunded'}
                </dt>
                <dd className="font-semibold text-ink tabular">{formatRupees(order.refunded_amount)}</dd>
              </dl>
            )}
            <div className="flex flex-col gap-3 border-t border-line pt-4">
              {order.invoice_url && (
                <>
                  <Button size="lg" onClick={() => setInvoiceOpen(true)} className="w-full">
                    <FileText aria-hidden="true" className="h-4 w-4" />
                    View Invoice
                  </Button>
                  <a
                    href={order.invoice_url}
                    target="_blank"
                    rel="noopener"
                    className={buttonClass('secondary', 'lg', 'w-full')}
                  >
                    <Download aria-hidden="true" className="h-4 w-4" />
                    Download Invoice
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </>
              )}
              {creditNotes.map((n) => (
                <a
                  key={n.number}
                  href={n.url}
                  target="_blank"
                  rel="noopener"
                  className={buttonClass('secondary', 'lg', 'w-full')}
                >
                  <Download aria-hidden="true" className="h-4 w-4" />
                  Download credit note
                  <span className="sr-only">
                    {` ${n.number} of ${formatRupees(n.amount)}`} (opens in a new tab)
                  </span>
                </a>
              ))}
              <ButtonLink to="/products" variant="ghost" size="lg" className="w-full">
                <ShoppingBag aria-hidden="true" className="h-4 w-4" />
                Continue Shopping
              </ButtonLink>
              {canCancel(order.status) && (
                <CancelOrderDialog
                  orderId={order.id}
                  paid={order.payment_status === 'completed'}
                  busy={cancel.isPending}
                  onConfirm={onCancel}
                />
              )}
            </div>
          </section>

          <section aria-labelledby="order-info-title" className={cn(card, 'flex flex-col gap-3')}>
            <h2 id="order-info-title" className="text-xl">
              Additional Information
            </h2>
            <dl className="flex flex-col gap-2.5 text-sm">
              <InfoRow label="Payment order ID" value={order.razorpay_order_id ?? '—'} />
              <InfoRow label="Receipt" value={order.razorpay_receipt} />
              {order.invoice_number && <InfoRow label="Invoice number" value={order.invoice_number} />}
              {creditNotes.map((n) => (
                <InfoRow
                  key={n.number}
                  label="Credit note"
                  value={`${n.number} · ${formatRupees(n.amount)}`}
                />
              ))}
              <InfoRow
                label={
                  order.payment_method === 'cod' && order.payment_status === 'pending'
                    ? 'To pay on delivery'
                    : 'Payment amount'
                }
                value={formatRupees(paymentAmountRupees(order.razorpay_amount_paisa))}
              />
              {order.notes && <InfoRow label="Order notes" value={order.notes} />}
            </dl>
          </section>
        </div>
      </div>

      {order.invoice_url && (
        <InvoiceDialog
          open={invoiceOpen}
          onOpenChange={setInvoiceOpen}
          orderId={order.id}
          invoiceUrl={order.invoice_url}
          invoiceNumber={order.invoice_number}
        />
      )}
    </>
  )
}

/**
 * Said once at the top: an open unpaid order waits for its payment (Pay now); an expired one (decision 014) goes
 * no further because it charged nothing, or a payment that came too late was given back.
 */
function OrderNotice({ order }: { order: Order }) {
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

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <dt className="text-ink-soft">{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function InfoRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="shrink-0 text-ink-soft">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-all text-ink tabular">{value}</dd>
    </div>
  )
}

/** Carrier, mode and charge; live tracking once a waybill exists. */
function TrackingSection({ order }: { order: Order }) {
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

function StateCard({
  title,
  text,
  retrying,
  onRetry,
}: {
  title: string
  text: string
  retrying: boolean
  onRetry: () => void
}) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 rounded-[var(--radius-card)] border border-line bg-white px-6 py-12 text-center sm:px-10">
      <span className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-error-soft text-error">
        <AlertTriangle aria-hidden="true" className="h-7 w-7" />
      </span>
      <h1 className="text-3xl">{title}</h1>
      <p className="text-ink-soft">{text}</p>
      <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button size="lg" onClick={onRetry} disabled={retrying}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          {retrying ? 'Trying again...' : 'Try Again'}
        </Button>
        <ButtonLink to="/orders" variant="secondary" size="lg">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back to Orders
        </ButtonLink>
      </div>
    </section>
  )
}

function DetailSkeleton() {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
      <Spinner label="Loading order details..." className="lg:col-span-2" />
      <div className="flex flex-col gap-6">
        <Skeleton className="h-28 w-full" />
        <div className="grid gap-6 md:grid-cols-2">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
        <Skeleton className="h-64 w-full" />
      </div>
      <Skeleton className="h-80 w-full" />
    </div>
  )
}
