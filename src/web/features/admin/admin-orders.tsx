// The orders console's list (issue 17): filters and search kept in the address (the dashboard links to them),
// newest first, a page at a time; tick orders to print their packing slips as one PDF; export the filtered list.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Download, Printer } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { STATE_NAMES } from '../../../domain/checkout-view.ts'
import type { AdminOrderRow } from '../../../domain/contracts/admin-orders.ts'
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../../domain/orders.ts'
import { PAYMENT_METHODS, paymentMethodLabel } from '../../../domain/payment-methods.ts'
import { Button, buttonClass } from '../../ui/button.tsx'
import { Field, inputClass } from '../../ui/field.tsx'
import { toast } from '../../ui/toast.tsx'
import { ADMIN_API, adminApi, type Page } from './admin-api.ts'
import {
  ListState,
  PageHeader,
  Pager,
  Pill,
  rupees,
  Table,
  TextField,
  tdClass,
  thClass,
  wideOnly,
} from './admin-ui.tsx'

export const STATUS_LABEL: Record<string, string> = {
  pending: 'Awaiting payment',
  processing: 'Placed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  expired: 'Expired',
}
export const PAYMENT_LABEL: Record<string, string> = {
  pending: 'Unpaid',
  completed: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
  partially_refunded: 'Part refunded',
  expired: 'Expired',
}

export function StatusPill({ status, packed }: { status: string; packed?: boolean }) {
  const tone =
    status === 'processing'
      ? 'amber'
      : status === 'shipped'
        ? 'blue'
        : status === 'delivered'
          ? 'green'
          : status === 'cancelled'
            ? 'red'
            : 'grey'
  const label = status === 'processing' ? (packed ? 'Packed' : 'To pack') : (STATUS_LABEL[status] ?? status)
  return <Pill tone={tone}>{label}</Pill>
}

export function PaymentPill({ status }: { status: string }) {
  const tone =
    status === 'completed'
      ? 'green'
      : status === 'failed'
        ? 'red'
        : status === 'refunded' || status === 'partially_refunded'
          ? 'blue'
          : 'grey'
  return <Pill tone={tone}>{PAYMENT_LABEL[status] ?? status}</Pill>
}

export const whenShort = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  })

/** Fetches a PDF the back office makes (with the staff cookie) and hands it to the browser as a download. */
export async function downloadPdf(path: string, body: unknown, filename: string): Promise<void> {
  const res = await fetch(`${ADMIN_API}${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/pdf' },
    body: JSON.stringify(body),
  })
  if (!res.ok) {
    const payload = (await res.json().catch(() => null)) as { message?: string } | null
    throw new Error(payload?.message ?? 'The PDF could not be made. Please try again.')
  }
  const url = URL.createObjectURL(await res.blob())
  const a = document.createElement('a')
  a.href = url
  a.download = filename
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

const FILTERS = [
  'status',
  'payment_status',
  'payment_method',
  'packed',
  'from',
  'to',
  'state',
  'pin',
  'coupon',
] as const

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string
  value: string
  onChange: (v: string) => void
  options: { value: string; label: string }[]
}) {
  return (
    <Field label={label}>
      {(a11y) => (
        <select {...a11y} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Any</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

/** A filter typed in full before it applies: written to the address once it is valid (or emptied). */
function DraftField({
  value,
  valid,
  onCommit,
  ...field
}: {
  label: string
  value: string
  valid: (v: string) => boolean
  onCommit: (v: string) => void
  inputMode?: 'numeric'
  maxLength?: number
}) {
  const [draft, setDraft] = useState(value)
  useEffect(() => {
    if (draft === value || (draft !== '' && !valid(draft))) return
    const t = setTimeout(() => onCommit(draft), 400)
    return () => clearTimeout(t)
  })
  return <TextField {...field} value={draft} onChange={setDraft} />
}

export function OrdersPage() {
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
  const list = useQuery({
    queryKey: ['admin', 'orders', query],
    queryFn: () => adminApi.get<Page<AdminOrderRow>>('/orders', query),
    placeholderData: keepPreviousData,
  })
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
      toast.success(`Packing slips of ${chosen.size} ${chosen.size === 1 ? 'order' : 'orders'} downloaded`)
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
        title="Orders"
        intro="Newest first. Pack, ship and refund from an order’s page; tick orders to print their packing slips together."
        actions={
          <>
            <Button
              variant="secondary"
              disabled={chosen.size === 0 || printing}
              onClick={printSlips}
              aria-describedby="chosen-count"
            >
              <Printer aria-hidden="true" className="size-4" />
              {printing ? 'Preparing…' : 'Packing slips'}
            </Button>
            <a
              className={buttonClass('secondary')}
              href={`${ADMIN_API}/orders.csv${exportParams ? `?${exportParams}` : ''}`}
              download
            >
              <Download aria-hidden="true" className="size-4" /> Export CSV
            </a>
          </>
        }
      />
      <form
        aria-label="Find orders"
        className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4"
        onSubmit={(e) => {
          e.preventDefault()
          set({ q: typed.trim() })
        }}
      >
        <TextField
          label="Search"
          type="search"
          placeholder="Order id, email, mobile or waybill"
          value={typed}
          onChange={setTyped}
          className="col-span-2"
        />
        <Select
          label="Status"
          value={filters.status}
          onChange={(v) => set({ status: v, ...(v !== 'processing' ? { packed: '' } : {}) })}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] ?? s }))}
        />
        <Select
          label="Packed"
          value={filters.packed}
          onChange={(v) => set({ packed: v })}
          options={[
            { value: 'no', label: 'Not yet packed' },
            { value: 'yes', label: 'Packed' },
          ]}
        />
        <Select
          label="Payment"
          value={filters.payment_status}
          onChange={(v) => set({ payment_status: v })}
          options={PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_LABEL[s] ?? s }))}
        />
        <Select
          label="Method"
          value={filters.payment_method}
          onChange={(v) => set({ payment_method: v })}
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: paymentMethodLabel(m) }))}
        />
        <TextField label="Placed from" type="date" value={filters.from} onChange={(v) => set({ from: v })} />
        <TextField label="Placed to" type="date" value={filters.to} onChange={(v) => set({ to: v })} />
        <Select
          label="State"
          value={filters.state}
          onChange={(v) => set({ state: v })}
          options={STATE_NAMES.map((s) => ({ value: s, label: s }))}
        />
        <DraftField
          key={`pin:${filters.pin}`}
          label="PIN code"
          inputMode="numeric"
          maxLength={6}
          value={filters.pin}
          valid={(v) => /^\d{6}$/.test(v)}
          onCommit={(v) => set({ pin: v })}
        />
        <DraftField
          key={`coupon:${filters.coupon}`}
          label="Coupon"
          value={filters.coupon}
          valid={(v) => /^[A-Za-z0-9_-]{2,40}$/.test(v)}
          onCommit={(v) => set({ coupon: v.toUpperCase() })}
        />
        {filtered && (
          <div className="flex items-end">
            <Button
              variant="ghost"
              onClick={() => {
                setTyped('')
                setParams(new URLSearchParams(), { replace: true })
              }}
            >
              Clear filters
            </Button>
          </div>
        )}
      </form>
      <p id="chosen-count" className="mb-2 text-sm text-ink-soft" aria-live="polite">
        {chosen.size === 0
          ? 'Tick orders to print their packing slips.'
          : `${chosen.size} ${chosen.size === 1 ? 'order' : 'orders'} chosen`}
        {chosen.size > 0 && (
          <button
            type="button"
            className="ml-2 font-semibold text-leaf underline"
            onClick={() => setChosen(new Set())}
          >
            Clear
          </button>
        )}
      </p>
      <ListState
        loading={list.isPending}
        error={list.error}
        empty={rows.length === 0}
        emptyText={filtered ? 'No order matches these filters.' : 'No orders yet.'}
        onRetry={() => list.refetch()}
      />
      {rows.length > 0 && (
        <Table caption="Orders">
          <thead>
            <tr>
              <th className={`${thClass} w-10`}>
                <input
                  type="checkbox"
                  aria-label="Choose every order on this page"
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
              <th className={thClass}>Order</th>
              <th className={`${thClass} ${wideOnly}`}>Customer</th>
              <th className={thClass}>Status</th>
              <th className={`${thClass} ${wideOnly} text-right`}>Total</th>
              <th className={`${thClass} ${wideOnly}`}>Ship to</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((o) => (
              <tr key={o.id} className="hover:bg-parchment">
                <td className={tdClass}>
                  <input
                    type="checkbox"
                    aria-label={`Choose order ${o.id}`}
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
                    {o.customer_name} · {rupees(o.total)}
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
                    {o.courier_waybill && ` · ${o.courier_waybill}`}
                  </span>
                </td>
                <td className={`${tdClass} ${wideOnly} text-right whitespace-nowrap tabular-nums`}>
                  {rupees(o.total)}
                  <span className="block text-xs text-ink-soft">
                    {o.item_count} {o.item_count === 1 ? 'item' : 'items'}
                  </span>
                </td>
                <td className={`${tdClass} ${wideOnly}`}>
                  {o.city}, {o.state}
                  <span className="block text-xs text-ink-soft">
                    PIN {o.pin}
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
