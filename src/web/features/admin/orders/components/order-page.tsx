// One order in the back office (decision 022): items, totals, ship-to, payment, invoice and credit notes, the shipment,
// a timeline of everything the shop recorded, and the actions its state machine allows now: pack, ship (courier and
// waybill), deliver, cancel with its refund, a partial refund of lines or an amount, the invoice mailed again.
import { useQuery } from '@tanstack/react-query'
import { ExternalLink, FileText, Printer, Tag } from 'lucide-react'
import type { AdminOrder } from '#domain/contracts/admin-orders.ts'
import { formatPaise } from '#domain/money.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import { ADMIN_API } from '#web/features/admin/shell/api/admin-client.ts'
import { ListState, PageHeader, panelClass, when } from '#web/features/admin/shell/components/admin-ui.tsx'
import { PaymentPill, StatusPill } from '#web/features/admin/shell/components/order-pills.tsx'
import { PhoneLinks } from '#web/features/admin/shell/components/phone-links.tsx'
import { Link, useParams } from '#web/lib/router.tsx'
import { buttonClass } from '#web/ui/button.tsx'
import { orderQuery } from '../api/get-order.ts'
import { ordersTexts } from '../texts.en.ts'
import { NdrPanel } from './ndr-panel.tsx'
import { Actions } from './order-actions.tsx'
import { Items, Timeline } from './order-record.tsx'
import { ReceiveReturn } from './receive-return.tsx'
import { OrderReturnsPanel } from './returns-page.tsx'

const say = adminSay(ordersTexts)

export function OrderPage() {
  const { id = '' } = useParams()
  const order = useQuery(orderQuery(id))
  if (!order.data)
    return (
      <>
        <BackLink />
        <ListState
          loading={order.isPending}
          error={order.error}
          empty={false}
          emptyText=""
          onRetry={() => order.refetch()}
        />
      </>
    )
  return <OrderView order={order.data} />
}

function BackLink() {
  return (
    <Link to="/admin/orders" className="mb-3 inline-block text-sm font-semibold text-leaf hover:underline">
      {say('order.back')}
    </Link>
  )
}

const pdfLink = (o: AdminOrder, path: string) => `${ADMIN_API}/orders/${o.id}/${path}`

function OrderView({ order: o }: { order: AdminOrder }) {
  const a = o.shipping_address
  const units = o.items.reduce((n, i) => n + i.quantity, 0)
  return (
    <>
      <BackLink />
      <PageHeader
        title={say('order.title', { id: o.id })}
        intro={say('order.intro', {
          when: when(o.created_at),
          customer: o.customer.name || o.customer.email,
          count: String(units),
          total: formatPaise(o.totals.total),
        })}
        actions={
          <>
            <a
              className={buttonClass('secondary', 'sm')}
              href={pdfLink(o, 'packing-slip.pdf')}
              target="_blank"
              rel="noopener"
            >
              <Printer aria-hidden="true" className="size-4" /> {say('order.packing.slip')}
            </a>
            <a
              className={buttonClass('secondary', 'sm')}
              href={pdfLink(o, 'label.pdf')}
              target="_blank"
              rel="noopener"
            >
              <Tag aria-hidden="true" className="size-4" /> {say('order.label')}
            </a>
            {o.invoice && (
              <a
                className={buttonClass('secondary', 'sm')}
                href={o.invoice.url}
                target="_blank"
                rel="noopener"
              >
                <FileText aria-hidden="true" className="size-4" /> {say('order.invoice')}
              </a>
            )}
          </>
        }
      />
      <p className="-mt-3 mb-6 flex flex-wrap gap-2">
        <span className="sr-only">{say('order.status')}</span>
        <StatusPill status={o.status} packed={o.packed_at !== null} />
        <PaymentPill status={o.payment_status} />
      </p>
      <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Items order={o} />
          <Timeline order={o} />
        </div>
        <div className="order-first flex min-w-0 flex-col gap-6 xl:order-none">
          <Actions order={o} />
          <NdrPanel order={o} />
          <ReceiveReturn order={o} />
          <OrderReturnsPanel orderId={o.id} />
          <section aria-labelledby="ship-to-heading" className={panelClass}>
            <h2 id="ship-to-heading" className="text-lg">
              {say('shipto.title')}
            </h2>
            <address className="mt-2 text-sm not-italic leading-6">
              {a.first_name} {a.last_name}
              <br />
              {a.street}
              <br />
              {a.city}, {a.state} {a.postal_code}
              <br />
              {a.country}
              <br />
              {say('shipto.mobile')} <PhoneLinks phone={a.mobile} />
              {a.mobile_secondary && (
                <>
                  <br />
                  {say('shipto.also')} <PhoneLinks phone={a.mobile_secondary} />
                </>
              )}
            </address>
            <p className="mt-3 text-sm">
              <Link
                to={`/admin/customers/${o.customer.id}`}
                className="font-semibold text-leaf-deep hover:underline"
              >
                {o.customer.name || say('shipto.customer')}
              </Link>
              <span className="block break-all text-xs text-ink-soft">{o.customer.email}</span>
            </p>
            {o.notes && (
              <p className="mt-3 rounded-lg bg-sand/60 p-3 text-sm">
                <span className="font-semibold">{say('shipto.note')}</span>
                {o.notes}
              </p>
            )}
          </section>
          <section aria-labelledby="payment-heading" className={panelClass}>
            <h2 id="payment-heading" className="text-lg">
              {say('payment.title')}
            </h2>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-ink-soft">{say('payment.method')}</dt>
              <dd>
                {o.payment.label}
                {o.payment.detail && <span className="block text-xs text-ink-soft">{o.payment.detail}</span>}
              </dd>
              {o.payment.provider_payment_id && (
                <>
                  <dt className="text-ink-soft">{say('payment.id')}</dt>
                  <dd className="break-all">{o.payment.provider_payment_id}</dd>
                </>
              )}
              {o.payment.cash_to_collect > 0 && (
                <>
                  <dt className="text-ink-soft">{say('payment.collect')}</dt>
                  <dd className="font-semibold">
                    {say('payment.collect.cash', { amount: formatPaise(o.payment.cash_to_collect) })}
                  </dd>
                </>
              )}
              {o.cod_remittance && (
                <>
                  <dt className="text-ink-soft">{say('payment.remitted')}</dt>
                  <dd>
                    {say('payment.remitted.on', {
                      amount: formatPaise(o.cod_remittance.amount),
                      date: o.cod_remittance.remitted_on,
                    })}
                    <span className="block text-xs text-ink-soft break-all">
                      {say('payment.utr', { utr: o.cod_remittance.utr })}
                    </span>
                  </dd>
                </>
              )}
              {o.cod_remittance === null && o.status === 'delivered' && (
                <>
                  <dt className="text-ink-soft">{say('payment.remitted')}</dt>
                  <dd>{say('payment.remitted.not')}</dd>
                </>
              )}
              <dt className="text-ink-soft">{say('payment.invoice')}</dt>
              <dd>
                {o.invoice ? (
                  <a href={o.invoice.url} target="_blank" rel="noopener" className="text-leaf-deep underline">
                    {o.invoice.number}
                  </a>
                ) : (
                  say('payment.invoice.none')
                )}
              </dd>
            </dl>
            {o.payment.issue && (
              <p role="note" className="mt-3 rounded-lg bg-turmeric-soft p-3 text-sm">
                {o.payment.issue}
              </p>
            )}
            {o.credit_notes.length > 0 && (
              <>
                <h3 className="mt-4 text-sm font-semibold">{say('payment.credit.notes')}</h3>
                <ul className="mt-1 text-sm">
                  {o.credit_notes.map((n) => (
                    <li key={n.number} className="flex justify-between gap-3 py-1">
                      <a href={n.pdf_url} target="_blank" rel="noopener" className="text-leaf-deep underline">
                        {n.number}
                      </a>
                      <span className="tabular-nums">{formatPaise(n.total)}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
          <section aria-labelledby="shipment-heading" className={panelClass}>
            <h2 id="shipment-heading" className="text-lg">
              {say('shipment.title')}
            </h2>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-ink-soft">{say('shipment.service')}</dt>
              <dd>{o.shipping.mode}</dd>
              <dt className="text-ink-soft">{say('shipment.courier')}</dt>
              <dd>{o.shipping.carrier}</dd>
              {o.shipping.waybill && (
                <>
                  <dt className="text-ink-soft">{say('shipment.waybill')}</dt>
                  <dd className="break-all">{o.shipping.waybill}</dd>
                </>
              )}
              {o.shipping.courier_status && (
                <>
                  <dt className="text-ink-soft">{say('shipment.courier.says')}</dt>
                  <dd>{o.shipping.courier_status}</dd>
                </>
              )}
              {o.packed_at && (
                <>
                  <dt className="text-ink-soft">{say('shipment.packed')}</dt>
                  <dd>{when(o.packed_at)}</dd>
                </>
              )}
            </dl>
            {o.shipping.tracking_url && (
              <a
                href={o.shipping.tracking_url}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-leaf-deep underline"
              >
                {say('shipment.track')} <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">{say('shipment.track.new.tab')}</span>
              </a>
            )}
          </section>
        </div>
      </div>
    </>
  )
}
