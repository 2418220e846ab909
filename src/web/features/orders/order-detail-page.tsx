import { AlertTriangle, ArrowLeft, MapPin, RotateCcw } from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import type { CreditNoteLink, Order } from '#domain/contracts/checkout.ts'
import { ApiError } from '#web/lib/api-client.ts'
import '#web/lib/i18n/messages/orders.en.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { usePageMeta } from '#web/lib/page-meta.ts'
import { Link, useParams } from '#web/lib/router.tsx'
import { Button, ButtonLink } from '#web/ui/button.tsx'
import { cardClass } from '#web/ui/card.tsx'
import { cn } from '#web/ui/cn.ts'
import { Skeleton, Spinner } from '#web/ui/skeleton.tsx'
import { StatusView } from '#web/ui/status-view.tsx'
import { toast } from '#web/ui/toast.tsx'
import { useOrder } from './api/get-order.ts'
import { InvoiceDialog } from './components/invoice-dialog.tsx'
import { OrderItems } from './components/order-items.tsx'
import { OrderReturns } from './components/order-returns.tsx'
import { OrderSide } from './components/order-side.tsx'
import { OrderNotice, TrackingSection } from './components/order-status-sections.tsx'
import { OrderStatusBadge, PaymentStatusBadge } from './components/status-badges.tsx'
import { around, paymentMethodWord } from './model/order-words.ts'
import { formatOrderDate } from './model/orders-view.ts'

const card = `${cardClass} p-5 sm:p-6`

function BackToOrders() {
  const { t } = useT()
  return (
    <Link
      to="/orders"
      className="inline-flex w-fit items-center gap-2 rounded-full py-1 text-sm font-semibold text-leaf-deep hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {t('order.back')}
    </Link>
  )
}

/** docs/product.md, Routes and screens: Order detail (/orders/{orderId}). */
export function Component() {
  const { orderId = '' } = useParams()
  const { t } = useT()
  usePageMeta({ title: t('order.title', { id: orderId }), description: t('order.meta.description') })
  const query = useOrder(orderId)
  const notFound = query.error instanceof ApiError && query.error.status === 404
  const failed = query.isError && !notFound

  // docs/product.md, Error catalogue: the error view comes with the notification 'Failed to load order details'.
  useEffect(() => {
    if (failed) toast.error(t('order.failed'))
  }, [failed, t])

  let body: ReactNode
  if (query.isPending)
    body = (
      <>
        <h1 className="text-[2rem] leading-tight sm:text-4xl">{t('order.heading')}</h1>
        <DetailSkeleton />
      </>
    )
  else if (notFound)
    body = (
      <StateCard
        title={t('order.missing.title')}
        text={t('order.missing.text')}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    )
  else if (query.isError)
    body = (
      <StateCard
        title={t('order.failed.title')}
        text={t('order.failed.with', { reason: query.error.message || t('order.failed.unknown') })}
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
  const { t, lang } = useT()
  const a = order.shipping_address
  const [titleBefore, titleAfter] = around(t, 'order.title', 'id')
  const [placedBefore, placedAfter] = around(t, 'order.placed', 'date')

  return (
    <>
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-[1.75rem] leading-tight break-words sm:text-4xl">
            {titleBefore}
            <span className="whitespace-nowrap tabular">{order.id}</span>
            {titleAfter}
          </h1>
          <OrderStatusBadge status={order.status} />
        </div>
        <p className="text-ink-soft">
          {placedBefore}
          <time dateTime={order.created_at}>{formatOrderDate(order.created_at, true, lang)}</time>
          {placedAfter}
        </p>
      </header>
      <OrderNotice order={order} />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
        <div className="flex min-w-0 flex-col gap-6">
          <section aria-labelledby="order-overview-title" className={card}>
            <h2 id="order-overview-title" className="sr-only">
              {t('order.overview')}
            </h2>
            <dl className="grid grid-cols-2 gap-x-6 gap-y-5 text-sm sm:grid-cols-4">
              <Fact label={t('order.date')}>
                <span className="font-medium text-ink">{formatOrderDate(order.created_at, false, lang)}</span>
              </Fact>
              <Fact label={t('order.payment')}>
                <span className="flex flex-col items-start gap-1">
                  <span className="font-medium text-ink">
                    {paymentMethodWord(t, order.payment_method, order.payment_detail)}
                  </span>
                  <PaymentStatusBadge status={order.payment_status} />
                </span>
              </Fact>
              <Fact label={t('order.carrier')}>
                <span className="font-medium text-ink">{order.shipping_carrier}</span>
              </Fact>
              <Fact label={t('order.items.heading')}>
                <span className="font-medium text-ink tabular">{order.item_count}</span>
              </Fact>
            </dl>
          </section>

          <div className="grid gap-6 md:grid-cols-2">
            <section aria-labelledby="order-address-title" className={cn(card, 'flex flex-col gap-3')}>
              <h2 id="order-address-title" className="flex items-center gap-2 text-xl">
                <MapPin aria-hidden="true" className="h-5 w-5 text-leaf" />
                {t('order.address')}
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
                <span className="text-ink-soft">{t('order.mobile')} </span>
                {a.mobile}
                {a.mobile_secondary && `, ${a.mobile_secondary}`}
              </address>
            </section>
            <TrackingSection order={order} />
          </div>

          <OrderItems items={items} />
          <OrderReturns order={order} />
        </div>

        <OrderSide order={order} creditNotes={creditNotes} onViewInvoice={() => setInvoiceOpen(true)} />
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

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <dt className="text-ink-soft">{label}</dt>
      <dd>{children}</dd>
    </div>
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
  const { t } = useT()
  return (
    <StatusView
      tone="error"
      badge="lg"
      heading="h1"
      icon={<AlertTriangle aria-hidden="true" className="h-7 w-7" />}
      title={title}
      actions={
        <>
          <Button size="lg" onClick={onRetry} disabled={retrying}>
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            {retrying ? t('orders.retrying') : t('orders.retry')}
          </Button>
          <ButtonLink to="/orders" variant="secondary" size="lg">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            {t('order.back')}
          </ButtonLink>
        </>
      }
    >
      <p className="text-ink-soft">{text}</p>
    </StatusView>
  )
}

function DetailSkeleton() {
  const { t } = useT()
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
      <Spinner label={t('order.loading')} className="lg:col-span-2" />
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
