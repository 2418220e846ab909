// The orders console's list (decision 022): filters and search kept in the address (the dashboard links to them),
// newest first, a page at a time; tick orders to print their packing slips as one PDF, or to book them with the
// courier (decision 046); export the filtered list.
import { useQuery } from '@tanstack/react-query'
import { Download, Printer } from 'lucide-react'
import { useEffect, useState } from 'react'
import type { BookingResult } from '#domain/contracts/admin-courier.ts'
import type { CodSignals } from '#domain/contracts/admin-orders.ts'
import { whatsappMessages } from '#domain/messages-whatsapp.ts'
import { formatPaise } from '#domain/money.ts'
import { paymentMethodLabel } from '#domain/payment-methods.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import { ADMIN_API } from '#web/features/admin/shell/api/admin-client.ts'
import { useCan } from '#web/features/admin/shell/api/me.ts'
import {
  ListState,
  PageHeader,
  Pager,
  Table,
  tdClass,
  thClass,
  wideOnly,
} from '#web/features/admin/shell/components/admin-ui.tsx'
import { PaymentPill, StatusPill } from '#web/features/admin/shell/components/order-pills.tsx'
import { Link, useSearchParams } from '#web/lib/router.tsx'
import { Button, buttonClass } from '#web/ui/button.tsx'
import { toast } from '#web/ui/toast.tsx'
import { downloadPdf } from '../api/download-pdf.ts'
import { ordersQuery } from '../api/get-orders.ts'
import { whenShort } from '../model/order-labels.ts'
import { ordersTexts } from '../texts.en.ts'
import { BookingResultPanel, BookShipmentsButton } from './book-shipments.tsx'
import { FILTERS, OrderFilters } from './orders-filters.tsx'

const say = adminSay(ordersTexts)

export function OrdersPage() {
  const can = useCan()
  const [params, setParams] = useSearchParams()
  const filters = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ''])) as Record<
    (typeof FILTERS)[number],
    string
  >
  const q = params.get('q') ?? ''
  const page = Number(params.get('page') ?? '1') || 1
  const [typed, setTyped] = useState(q)
  const [chosen, setChosen] = useState<Set<string>>(new Set())
  const [printing, setPrinting] = useState(false)
  const [booking, setBooking] = useState<BookingResult | null>(null)

  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params)
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v)
      else next.delete(k)
    }
    if (!('page' in changes)) next.delete('page')
    setParams(next, { replace: true })
  }
  // The search box writes to the address a moment after typing stops.
  useEffect(() => {
    const t = setTimeout(() => {
      if (typed.trim() !== q) set({ q: typed.trim() })
    }, 300)
    return () => clearTimeout(t)
  })

  const query = { ...filters, q, page, per_page: 25 }
  const list = useQuery(ordersQuery(query))
  const rows = list.data?.data ?? []
  const exportParams = new URLSearchParams(
    Object.entries({ ...filters, q }).filter(([, v]) => v !== ''),
  ).toString()
  const allChosen = rows.length > 0 && rows.every((r) => chosen.has(r.id))
  const toggle = (id: string) => {
    const next = new Set(chosen)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    setChosen(next)
  }
  async function printSlips() {
    setPrinting(true)
    try {
      await downloadPdf('/orders/packing-slips.pdf', { ids: [...chosen] }, 'packing-slips.pdf')
      toast.success(say('list.toast.slips', { count: String(chosen.size) }))
    } catch (err) {
      toast.error((err as Error).message)
    } finally {
      setPrinting(false)
    }
  }
  const filtered = FILTERS.some((f) => filters[f]) || q !== ''

  return (
    <>
      <PageHeader
        title={say('list.title')}
        intro={say('list.intro')}
        actions={
          <>
            <BookShipmentsButton
              chosen={[...chosen]}
              onBooked={(r) => {
                setBooking(r)
                setChosen(new Set(r.failed.map((f) => f.order_id)))
              }}
            />
            <Button
              variant="secondary"
              disabled={chosen.size === 0 || printing}
              onClick={printSlips}
              aria-describedby="chosen-count"
            >
              <Printer aria-hidden="true" className="size-4" />
              {printing ? say('list.slips.preparing') : say('list.slips')}
            </Button>
            {/* the orders' export is a report (decision 044): only for roles that may see them */}
            {can('reports') && (
              <a
                className={buttonClass('secondary')}
                href={`${ADMIN_API}/orders.csv${exportParams ? `?${exportParams}` : ''}`}
                download
              >
                <Download aria-hidden="true" className="size-4" /> {say('list.export')}
              </a>
            )}
          </>
        }
      />
      {booking && <BookingResultPanel result={booking} onClose={() => setBooking(null)} />}
      <OrderFilters
        filters={filters}
        typed={typed}
        onType={setTyped}
        set={set}
        filtered={filtered}
        onClear={() => {
          setTyped('')
          setParams(new URLSearchParams(), { replace: true })
        }}
      />
      <p id="chosen-count" className="mb-2 text-sm text-ink-soft" aria-live="polite">
        {chosen.size === 0 ? say('list.chosen.none') : say('list.chosen', { count: String(chosen.size) })}
        {chosen.size > 0 && (
          <button
            type="button"
            className="ml-2 font-semibold text-leaf underline"
            onClick={() => setChosen(new Set())}
          >
            {say('list.chosen.clear')}
          </button>
        )}
      </p>
      <ListState
        loading={list.isPending}
        error={list.error}
        empty={rows.length === 0}
        emptyText={filtered ? say('list.empty.filtered') : say('list.empty')}
        onRetry={() => list.refetch()}
      />
      {rows.length > 0 && (
        <Table caption={say('list.caption')}>
          <thead>
            <tr>
              <th className={`${thClass} w-10`}>
                <input
                  type="checkbox"
                  aria-label={say('list.choose.all')}
                  className="size-4 accent-leaf"
                  checked={allChosen}
                  onChange={() => {
                    const next = new Set(chosen)
                    for (const r of rows) {
                      if (allChosen) next.delete(r.id)
                      else next.add(r.id)
                    }
                    setChosen(next)
                  }}
                />
              </th>
              <th className={thClass}>{say('list.col.order')}</th>
              <th className={`${thClass} ${wideOnly}`}>{say('list.col.customer')}</th>
              <th className={thClass}>{say('list.col.status')}</th>
              <th className={`${thClass} ${wideOnly} text-right`}>{say('list.col.total')}</th>
              <th className={`${thClass} ${wideOnly}`}>{say('list.col.ship.to')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((o) => (
              <tr key={o.id} className="hover:bg-parchment">
                <td className={tdClass}>
                  <input
                    type="checkbox"
                    aria-label={say('list.choose', { id: o.id })}
                    className="size-4 accent-leaf"
                    checked={chosen.has(o.id)}
                    onChange={() => toggle(o.id)}
                  />
                </td>
                <td className={tdClass}>
                  <Link
                    to={`/admin/orders/${o.id}`}
                    className="font-semibold whitespace-nowrap text-leaf-deep hover:underline"
                  >
                    {o.id}
                  </Link>
                  <span className="block text-xs whitespace-nowrap text-ink-soft">
                    {whenShort(o.created_at)}
                  </span>
                  <span className="block text-xs text-ink-soft sm:hidden">
                    {o.customer_name} · {formatPaise(o.total)}
                  </span>
                </td>
                <td className={`${tdClass} ${wideOnly}`}>
                  {o.customer_name}
                  <span className="block text-xs break-all text-ink-soft">{o.email}</span>
                </td>
                <td className={tdClass}>
                  <span className="flex flex-wrap gap-1">
                    <StatusPill status={o.status} packed={o.packed_at !== null} />
                    <PaymentPill status={o.payment_status} />
                  </span>
                  <span className="mt-1 hidden text-xs text-ink-soft sm:block">
                    {paymentMethodLabel(o.payment_method)}
                    {o.cod_confirmation && ` · ${whatsappMessages.codStates[o.cod_confirmation]}`}
                    {o.courier_waybill && ` · ${o.courier_waybill}`}
                  </span>
                  {o.cod_signals && <CodSignalPills signals={o.cod_signals} />}
                </td>
                <td className={`${tdClass} ${wideOnly} text-right whitespace-nowrap tabular-nums`}>
                  {formatPaise(o.total)}
                  <span className="block text-xs text-ink-soft">
                    {say('list.items', { count: String(o.item_count) })}
                  </span>
                </td>
                <td className={`${tdClass} ${wideOnly}`}>
                  {o.city}, {o.state}
                  <span className="block text-xs text-ink-soft">
                    {say('list.pin', { pin: o.pin })}
                    {o.coupon_code && ` · ${o.coupon_code}`}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pager pagination={list.data?.pagination} onPage={(p) => set({ page: String(p) })} />
    </>
  )
}

/**
 * What to weigh before packing a cash order (decision 049): a first order, parcels refused before, a high value, and
 * a PIN India Post places in another state. Nothing shows when there is nothing to weigh.
 */
export function CodSignalPills({ signals }: { signals: CodSignals }) {
  const notes = [
    signals.refused_before > 0 && say('signals.refused', { count: String(signals.refused_before) }),
    signals.pin_state_mismatch && say('signals.pin.state'),
    signals.high_value && say('signals.high.value'),
    signals.first_order && say('signals.first.order'),
  ].filter((n): n is string => Boolean(n))
  if (notes.length === 0) return null
  return (
    <ul aria-label={say('signals.label')} className="mt-1 flex flex-wrap gap-1">
      {notes.map((n) => (
        <li
          key={n}
          className="rounded-full border border-turmeric/60 bg-turmeric-soft px-2 py-0.5 text-xs font-medium text-ink"
        >
          {n}
        </li>
      ))}
    </ul>
  )
}
