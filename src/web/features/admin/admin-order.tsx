// One order in the back office (issue 17): items, totals, ship-to, payment, invoice and credit notes, the shipment,
// a timeline of everything the shop recorded, and the actions its state machine allows now: pack, ship (courier and
// waybill), deliver, cancel with its refund, a partial refund of lines or an amount, the invoice mailed again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ExternalLink, FileText, Printer, Tag } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Link, useParams } from 'react-router'
import type { AdminOrder } from '../../../domain/contracts/admin-orders.ts'
import { formatRupees } from '../../../domain/money.ts'
import { Button, buttonClass } from '../../ui/button.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { Field, inputClass } from '../../ui/field.tsx'
import { toast } from '../../ui/toast.tsx'
import { ADMIN_API, adminApi } from './admin-api.ts'
import { PaymentPill, StatusPill, whenShort } from './admin-orders.tsx'
import {
  ListState,
  PageHeader,
  panelClass,
  rupees,
  TextField,
  tdClass,
  thClass,
  when,
  wideOnly,
} from './admin-ui.tsx'

type Reply = { success: true; message: string; data: AdminOrder }

export function OrderPage() {
  const { id = '' } = useParams()
  const order = useQuery({
    queryKey: ['admin', 'order', id],
    queryFn: () =>
      adminApi.get<{ data: AdminOrder }>(`/orders/${encodeURIComponent(id)}`).then((r) => r.data),
  })
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
      ← Back to orders
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
        title={`Order ${o.id}`}
        intro={`Placed ${when(o.created_at)} by ${o.customer.name || o.customer.email} · ${units} ${units === 1 ? 'item' : 'items'} · ${rupees(o.totals.total)}`}
        actions={
          <>
            <a
              className={buttonClass('secondary', 'sm')}
              href={pdfLink(o, 'packing-slip.pdf')}
              target="_blank"
              rel="noopener"
            >
              <Printer aria-hidden="true" className="size-4" /> Packing slip
            </a>
            <a
              className={buttonClass('secondary', 'sm')}
              href={pdfLink(o, 'label.pdf')}
              target="_blank"
              rel="noopener"
            >
              <Tag aria-hidden="true" className="size-4" /> Shipping label
            </a>
            {o.invoice && (
              <a
                className={buttonClass('secondary', 'sm')}
                href={o.invoice.url}
                target="_blank"
                rel="noopener"
              >
                <FileText aria-hidden="true" className="size-4" /> Invoice
              </a>
            )}
          </>
        }
      />
      <p className="-mt-3 mb-6 flex flex-wrap gap-2">
        <span className="sr-only">Status: </span>
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
          <section aria-labelledby="ship-to-heading" className={panelClass}>
            <h2 id="ship-to-heading" className="text-lg">
              Ship to
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
              Mobile {a.mobile}
              {a.mobile_secondary && ` / ${a.mobile_secondary}`}
            </address>
            <p className="mt-3 text-sm">
              <Link
                to={`/admin/customers/${o.customer.id}`}
                className="font-semibold text-leaf-deep hover:underline"
              >
                {o.customer.name || 'Customer'}
              </Link>
              <span className="block break-all text-xs text-ink-soft">{o.customer.email}</span>
            </p>
            {o.notes && (
              <p className="mt-3 rounded-lg bg-sand/60 p-3 text-sm">
                <span className="font-semibold">Note: </span>
                {o.notes}
              </p>
            )}
          </section>
          <section aria-labelledby="payment-heading" className={panelClass}>
            <h2 id="payment-heading" className="text-lg">
              Payment
            </h2>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-ink-soft">Method</dt>
              <dd>
                {o.payment.label}
                {o.payment.detail && <span className="block text-xs text-ink-soft">{o.payment.detail}</span>}
              </dd>
              {o.payment.provider_payment_id && (
                <>
                  <dt className="text-ink-soft">Payment</dt>
                  <dd className="break-all">{o.payment.provider_payment_id}</dd>
                </>
              )}
              {o.payment.cash_to_collect > 0 && (
                <>
                  <dt className="text-ink-soft">To collect</dt>
                  <dd className="font-semibold">{rupees(o.payment.cash_to_collect)} in cash</dd>
                </>
              )}
              <dt className="text-ink-soft">Invoice</dt>
              <dd>
                {o.invoice ? (
                  <a href={o.invoice.url} target="_blank" rel="noopener" className="text-leaf-deep underline">
                    {o.invoice.number}
                  </a>
                ) : (
                  'Not yet issued'
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
                <h3 className="mt-4 text-sm font-semibold">Credit notes</h3>
                <ul className="mt-1 text-sm">
                  {o.credit_notes.map((n) => (
                    <li key={n.number} className="flex justify-between gap-3 py-1">
                      <a href={n.pdf_url} target="_blank" rel="noopener" className="text-leaf-deep underline">
                        {n.number}
                      </a>
                      <span className="tabular-nums">{rupees(n.total)}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
          <section aria-labelledby="shipment-heading" className={panelClass}>
            <h2 id="shipment-heading" className="text-lg">
              Shipment
            </h2>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-ink-soft">Service</dt>
              <dd>{o.shipping.mode}</dd>
              <dt className="text-ink-soft">Courier</dt>
              <dd>{o.shipping.carrier}</dd>
              {o.shipping.waybill && (
                <>
                  <dt className="text-ink-soft">Waybill</dt>
                  <dd className="break-all">{o.shipping.waybill}</dd>
                </>
              )}
              {o.shipping.courier_status && (
                <>
                  <dt className="text-ink-soft">Courier says</dt>
                  <dd>{o.shipping.courier_status}</dd>
                </>
              )}
              {o.packed_at && (
                <>
                  <dt className="text-ink-soft">Packed</dt>
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
                Track the parcel <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">(opens the courier’s site)</span>
              </a>
            )}
          </section>
        </div>
      </div>
    </>
  )
}

function Items({ order: o }: { order: AdminOrder }) {
  const t = o.totals
  const row = (label: string, value: string, strong = false) => (
    <div className={`flex justify-between gap-4 py-1 ${strong ? 'font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  )
  return (
    <section aria-labelledby="items-heading">
      <h2 id="items-heading" className="mb-3 text-lg">
        Items
      </h2>
      <table className="w-full border-collapse overflow-hidden rounded-2xl border border-line bg-white text-left text-sm">
        <caption className="sr-only">Items of order {o.id}</caption>
        <thead>
          <tr>
            <th className={thClass}>Product</th>
            <th className={`${thClass} ${wideOnly}`}>HSN · GST</th>
            <th className={`${thClass} text-right`}>Qty</th>
            <th className={`${thClass} text-right`}>Amount</th>
          </tr>
        </thead>
        <tbody>
          {o.items.map((i) => (
            <tr key={i.product_id}>
              <td className={tdClass}>
                <Link
                  to={`/admin/products/${i.product_id}`}
                  className="font-semibold text-leaf-deep hover:underline"
                >
                  {i.name}
                </Link>
                <span className="block text-xs text-ink-soft">
                  {i.net_quantity} · {rupees(i.unit_price)} each
                </span>
              </td>
              <td className={`${tdClass} ${wideOnly} text-ink-soft`}>
                {i.hsn_code} · {i.gst_rate}%
              </td>
              <td className={`${tdClass} text-right tabular-nums`}>{i.quantity}</td>
              <td className={`${tdClass} text-right tabular-nums`}>{rupees(i.total_price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={`${panelClass} mt-3 text-sm`}>
        {row('Subtotal', rupees(t.subtotal))}
        {t.discount > 0 &&
          row(`Discount${o.coupon_code ? ` (${o.coupon_code})` : ''}`, `−${rupees(t.discount)}`)}
        {row(`Shipping (${o.shipping.mode})`, t.shipping > 0 ? rupees(t.shipping) : 'Free')}
        {t.cod_fee > 0 && row('Cash on delivery fee', rupees(t.cod_fee))}
        {row('Total', rupees(t.total), true)}
        {t.refunded > 0 && row('Refunded', `−${rupees(t.refunded)}`)}
        {t.captured > 0 && row('Kept', rupees(t.captured - t.refunded))}
      </dl>
    </section>
  )
}

function Timeline({ order: o }: { order: AdminOrder }) {
  const dot: Record<string, string> = {
    placed: 'bg-ink-soft',
    paid: 'bg-success',
    invoice: 'bg-info',
    packed: 'bg-turmeric',
    shipped: 'bg-info',
    delivered: 'bg-success',
    returned: 'bg-error',
    cancelled: 'bg-error',
    expired: 'bg-ink-soft',
    refund: 'bg-clay',
    credit_note: 'bg-clay',
    mail: 'bg-leaf',
    webhook: 'bg-ink-soft',
    staff: 'bg-leaf-deep',
  }
  return (
    <section aria-labelledby="timeline-heading" className={panelClass}>
      <h2 id="timeline-heading" className="text-lg">
        Timeline
      </h2>
      <p className="mt-1 text-xs text-ink-soft">
        Everything the shop recorded about this order, oldest first (India time).
      </p>
      <ol className="mt-4 border-l border-line pl-5">
        {o.timeline.map((e) => (
          <li key={`${e.at}-${e.kind}-${e.title}-${e.detail}`} className="relative pb-4 last:pb-0">
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full ring-4 ring-white ${dot[e.kind] ?? 'bg-ink-soft'}`}
            />
            <p className="text-sm font-semibold text-ink">{e.title}</p>
            <p className="text-xs text-ink-soft">
              <time dateTime={e.at}>{whenShort(e.at)}</time>
              {e.actor && ` · by ${e.actor}`}
            </p>
            {e.detail && <p className="mt-0.5 text-sm break-words text-ink-soft">{e.detail}</p>}
          </li>
        ))}
      </ol>
    </section>
  )
}

function Actions({ order: o }: { order: AdminOrder }) {
  const queryClient = useQueryClient()
  const [error, setError] = useState<string | null>(null)
  const [shipping, setShipping] = useState(false)
  const [refunding, setRefunding] = useState(false)
  const act = useMutation({
    mutationFn: ({ path, body }: { path: string; body?: unknown }) =>
      adminApi.post<Reply>(`/orders/${o.id}/${path}`, body),
    onSuccess: (reply) => {
      setError(null)
      setShipping(false)
      queryClient.setQueryData(['admin', 'order', o.id], reply.data)
      void queryClient.invalidateQueries({ queryKey: ['admin'], predicate: (q) => q.queryKey[1] !== 'order' })
      toast.success(reply.message)
    },
    onError: (err) => setError(err.message),
  })
  const busy = act.isPending
  const a = o.actions
  const nothing = !a.pack && !a.ship && !a.deliver && !a.cancel && !a.refund && !a.resend_invoice
  return (
    <section aria-labelledby="actions-heading" className={panelClass}>
      <h2 id="actions-heading" className="text-lg">
        Fulfilment
      </h2>
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-error-soft p-3 text-sm text-error">
          {error}
        </p>
      )}
      {nothing && <p className="mt-2 text-sm text-ink-soft">Nothing left to do on this order.</p>}
      <div className="mt-3 flex flex-col gap-2">
        {a.pack && (
          <Button disabled={busy} onClick={() => act.mutate({ path: 'pack' })}>
            Mark packed
          </Button>
        )}
        {a.ship && !shipping && (
          <Button
            variant={a.pack ? 'secondary' : 'primary'}
            disabled={busy}
            onClick={() => setShipping(true)}
          >
            Ship…
          </Button>
        )}
        {a.ship && shipping && (
          <ShipForm
            order={o}
            busy={busy}
            onShip={(body) => act.mutate({ path: 'ship', body })}
            onClose={() => setShipping(false)}
          />
        )}
        {a.deliver && (
          <Button disabled={busy} onClick={() => act.mutate({ path: 'deliver' })}>
            Mark delivered
          </Button>
        )}
        {a.resend_invoice && (
          <Button variant="secondary" disabled={busy} onClick={() => act.mutate({ path: 'invoice/resend' })}>
            Mail the invoice again
          </Button>
        )}
        {a.refund && !refunding && (
          <Button variant="secondary" disabled={busy} onClick={() => setRefunding(true)}>
            Partial refund…
          </Button>
        )}
        {a.refund && refunding && <RefundForm order={o} onClose={() => setRefunding(false)} />}
        {a.cancel && (
          <ConfirmDialog
            trigger={
              <Button variant="danger" disabled={busy}>
                Cancel order
              </Button>
            }
            title={`Cancel order ${o.id}?`}
            description={
              o.totals.refundable > 0
                ? `Its stock and coupon come back, and ${formatRupees(o.totals.refundable)} is refunded to the shopper’s ${o.payment.label}. This cannot be undone.`
                : 'Its stock and coupon come back. Nothing was paid, so nothing is refunded. This cannot be undone.'
            }
            confirmLabel="Cancel order"
            onConfirm={() => act.mutate({ path: 'cancel' })}
          />
        )}
      </div>
    </section>
  )
}

function ShipForm({
  order: o,
  busy,
  onShip,
  onClose,
}: {
  order: AdminOrder
  busy: boolean
  onShip: (body: { carrier: string; waybill: string }) => void
  onClose: () => void
}) {
  const [carrier, setCarrier] = useState(o.shipping.carrier)
  const [waybill, setWaybill] = useState('')
  const [errors, setErrors] = useState<{ carrier?: string; waybill?: string }>({})
  function submit(e: FormEvent) {
    e.preventDefault()
    const next = {
      carrier: carrier.trim() ? undefined : 'Enter the courier’s name',
      waybill: !waybill.trim()
        ? 'Enter the waybill number'
        : /^[A-Za-z0-9-]{1,40}$/.test(waybill.trim())
          ? undefined
          : 'A waybill number is letters, digits and dashes, up to 40',
    }
    setErrors(next)
    if (!next.carrier && !next.waybill) onShip({ carrier: carrier.trim(), waybill: waybill.trim() })
  }
  return (
    <form
      onSubmit={submit}
      aria-label="Ship the order"
      className="flex flex-col gap-3 rounded-xl bg-sand/50 p-3"
    >
      <TextField
        label="Courier"
        value={carrier}
        onChange={setCarrier}
        list="tracked-carriers"
        required
        error={errors.carrier}
        hint={
          o.shipping.tracked_carriers.length > 0
            ? `Tracking links for ${o.shipping.tracked_carriers.join(', ')}`
            : undefined
        }
      />
      <datalist id="tracked-carriers">
        {o.shipping.tracked_carriers.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <TextField
        label="Waybill number"
        value={waybill}
        onChange={setWaybill}
        required
        autoComplete="off"
        error={errors.waybill}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          Ship order
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Not now
        </Button>
      </div>
    </form>
  )
}

/** A partial refund (decision 025's route): units of lines or an amount, with a reason; asked to confirm. */
function RefundForm({ order: o, onClose }: { order: AdminOrder; onClose: () => void }) {
  const queryClient = useQueryClient()
  const [mode, setMode] = useState<'items' | 'amount'>('items')
  const [units, setUnits] = useState<Record<number, string>>({})
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const chosen = o.items
    .map((i) => ({ item: i, quantity: Number(units[i.product_id] ?? '0') }))
    .filter((c) => Number.isInteger(c.quantity) && c.quantity > 0)
  const refund = useMutation({
    mutationFn: () =>
      adminApi.post<{ message: string }>(`/orders/${o.id}/refunds`, {
        ...(mode === 'amount'
          ? { amount: Number(amount) }
          : { items: chosen.map((c) => ({ product_id: c.item.product_id, quantity: c.quantity })) }),
        reason: reason.trim(),
      }),
    onSuccess: (reply) => {
      toast.success(reply.message)
      void queryClient.invalidateQueries({ queryKey: ['admin'] })
      onClose()
    },
    onError: (err) => setProblem(err.message),
  })
  const check = (): string | null => {
    if (mode === 'items') {
      if (chosen.length === 0) return 'Choose at least one unit to refund'
      if (chosen.some((c) => c.quantity > c.item.quantity)) return 'No more units than were bought'
    } else {
      const n = Number(amount)
      if (!amount.trim() || !Number.isFinite(n) || n <= 0) return 'Enter the amount to refund'
      if (n > o.totals.refundable) return `At most ${formatRupees(o.totals.refundable)} is left to refund`
    }
    if (!reason.trim()) return 'Say why the money is given back'
    return null
  }
  const summary =
    mode === 'amount'
      ? formatRupees(Number(amount) || 0)
      : chosen.map((c) => `${c.quantity} × ${c.item.name}`).join(', ')
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-sand/50 p-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">Refund</legend>
        {(['items', 'amount'] as const).map((m) => (
          <label key={m} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="refund-mode"
              className="accent-leaf"
              checked={mode === m}
              onChange={() => setMode(m)}
            />
            {m === 'items' ? 'Items given back' : 'An amount'}
          </label>
        ))}
      </fieldset>
      {mode === 'items' ? (
        o.items.map((i) => (
          <Field
            key={i.product_id}
            label={`${i.name} (${i.net_quantity}): units`}
            hint={`${i.quantity} bought · ${rupees(i.unit_price)} each`}
          >
            {(a11y) => (
              <input
                {...a11y}
                type="number"
                min={0}
                max={i.quantity}
                inputMode="numeric"
                className={inputClass}
                value={units[i.product_id] ?? ''}
                placeholder="0"
                onChange={(e) => setUnits({ ...units, [i.product_id]: e.target.value })}
              />
            )}
          </Field>
        ))
      ) : (
        <TextField
          label="Amount (₹)"
          inputMode="decimal"
          value={amount}
          onChange={setAmount}
          hint={`Up to ${formatRupees(o.totals.refundable)}`}
        />
      )}
      <TextField
        label="Reason"
        value={reason}
        onChange={setReason}
        required
        hint="On the credit note and in the audit log"
      />
      {problem && (
        <p role="alert" className="rounded-lg bg-error-soft p-3 text-sm text-error">
          {problem}
        </p>
      )}
      <div className="flex gap-2">
        <ConfirmDialog
          trigger={
            <Button
              disabled={refund.isPending}
              onClick={(e) => {
                const wrong = check()
                setProblem(wrong)
                // Nothing to confirm until the form is complete.
                if (wrong) e.preventDefault()
              }}
            >
              Refund…
            </Button>
          }
          title="Refund this now?"
          description={`${summary} goes back to the shopper’s ${o.payment.label}, with a credit note. This cannot be undone.`}
          confirmLabel="Refund"
          onConfirm={() => refund.mutate()}
        />
        <Button variant="ghost" onClick={onClose}>
          Not now
        </Button>
      </div>
    </div>
  )
}
