// The back office's first page (decision 022): sales, refunds, orders and average order value over today, 7 or 30
// days (India time), sales by day, what needs doing now, best sellers, low stock and new messages.
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { formatPaise } from '#domain/money.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import {
  ListState,
  PageHeader,
  Pill,
  panelClass,
  when,
} from '#web/features/admin/shell/components/admin-ui.tsx'
import { CodOutstandingTable } from '#web/features/admin/shell/components/cod-outstanding.tsx'
import { Link } from '#web/lib/router.tsx'
import { cn } from '#web/ui/cn.ts'
import { dashboardQuery } from '../api/get-dashboard.ts'
import { newMessagesQuery } from '../api/get-new-messages.ts'
import { overviewTexts } from '../texts.en.ts'

const say = adminSay(overviewTexts)

const SalesChart = lazy(() => import('./sales-chart.tsx').then((m) => ({ default: m.SalesChart })))

const RANGES = [
  { days: '1', label: say('range.today') },
  { days: '7', label: say('range.7') },
  { days: '30', label: say('range.30') },
] as const

export function Dashboard() {
  const [days, setDays] = useState<(typeof RANGES)[number]['days']>('7')
  const dashboard = useQuery(dashboardQuery(days))
  const inbox = useQuery(newMessagesQuery())
  const d = dashboard.data
  const figures = d
    ? [
        { label: say('figure.gross'), value: formatPaise(d.gross_sales) },
        { label: say('figure.refunds'), value: formatPaise(d.refunds) },
        { label: say('figure.net'), value: formatPaise(d.net_sales) },
        { label: say('figure.orders'), value: String(d.orders) },
        { label: say('figure.average'), value: formatPaise(d.average_order_value) },
      ]
    : []
  return (
    <>
      <PageHeader
        title={say('title')}
        intro={say('intro')}
        actions={
          <fieldset className="flex rounded-full border border-line bg-white p-1">
            <legend className="sr-only">{say('period')}</legend>
            {RANGES.map((r) => (
              <label
                key={r.days}
                className={cn(
                  'cursor-pointer rounded-full px-3 py-1.5 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-leaf',
                  days === r.days ? 'bg-leaf text-white' : 'text-ink-soft hover:text-leaf-deep',
                )}
              >
                <input
                  type="radio"
                  name="period"
                  value={r.days}
                  checked={days === r.days}
                  onChange={() => setDays(r.days)}
                  className="sr-only"
                />
                {r.label}
              </label>
            ))}
          </fieldset>
        }
      />
      {!d && <ListState loading={dashboard.isPending} error={dashboard.error} empty={false} emptyText="" />}
      {d && (
        <>
          <ul
            aria-label={say('figures')}
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-5"
          >
            {figures.map((f) => (
              <li key={f.label} className={`${panelClass} p-4 sm:p-4`}>
                <span className="block text-xs text-ink-soft sm:text-sm">{f.label}</span>
                <span className="mt-1 block font-serif text-2xl whitespace-nowrap text-leaf-deep sm:text-3xl">
                  {f.value}
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
            {/* min-w-0: the chart's canvas must not widen the grid's column beyond a phone's screen */}
            <section aria-labelledby="sales-heading" className={`${panelClass} min-w-0`}>
              <h2 id="sales-heading" className="text-lg">
                {say('sales.title')}
              </h2>
              <p className="mt-1 text-xs text-ink-soft">{say('sales.note')}</p>
              <div className="mt-4">
                <Suspense fallback={<div className="h-[220px] rounded-lg bg-sand/60" aria-hidden="true" />}>
                  <SalesChart days={d.by_day} />
                </Suspense>
              </div>
            </section>
            <section aria-labelledby="action-heading" className={`${panelClass} h-fit`}>
              <h2 id="action-heading" className="text-lg">
                {say('action.title')}
              </h2>
              <ul className="mt-3 divide-y divide-line text-sm">
                <ActionRow
                  label={say('action.to.pack')}
                  count={d.needs_action.to_pack}
                  tone="amber"
                  to="/admin/orders?status=processing&packed=no"
                />
                <ActionRow
                  label={say('action.to.ship')}
                  count={d.needs_action.to_ship}
                  tone="amber"
                  to="/admin/orders?status=processing&packed=yes"
                />
                <ActionRow
                  label={say('action.in.transit')}
                  count={d.needs_action.in_transit}
                  tone="blue"
                  to="/admin/orders?status=shipped"
                />
                <ActionRow
                  label={say('action.awaiting.payment')}
                  count={d.needs_action.awaiting_payment}
                  tone="grey"
                  to="/admin/orders?status=pending"
                />
              </ul>
            </section>
          </div>
          <div className="mt-6 grid gap-6 lg:grid-cols-3">
            <section aria-labelledby="top-heading" className={panelClass}>
              <h2 id="top-heading" className="text-lg">
                {say('top.title')}
              </h2>
              {d.top_products.length === 0 ? (
                <p className="mt-3 text-sm text-ink-soft">{say('top.empty')}</p>
              ) : (
                <ol className="mt-3 divide-y divide-line text-sm">
                  {d.top_products.map((p) => (
                    <li key={p.product_id} className="flex items-baseline justify-between gap-3 py-2">
                      <span className="min-w-0">
                        <Link
                          to={`/admin/products/${p.product_id}`}
                          className="font-medium text-leaf-deep hover:underline"
                        >
                          {p.name}
                        </Link>
                        <span className="block text-xs text-ink-soft">
                          {say('top.product', { quantity: p.net_quantity, id: String(p.product_id) })}
                        </span>
                      </span>
                      <span className="text-right whitespace-nowrap text-ink-soft">
                        {say('top.sold', { count: String(p.quantity), sales: formatPaise(p.sales) })}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </section>
            <section aria-labelledby="cod-heading" className={panelClass}>
              <h2 id="cod-heading" className="text-lg">
                {say('cod.title')}
              </h2>
              <CodOutstandingTable data={d.cod_unremitted} compact />
              <Link
                to="/admin/cod-remittance"
                className="mt-3 inline-block text-sm font-medium text-leaf-deep hover:underline"
              >
                {say('cod.import')}
              </Link>
            </section>
            <section aria-labelledby="low-heading" className={panelClass}>
              <h2 id="low-heading" className="text-lg">
                {say('low.title')}
              </h2>
              {d.low_stock.length === 0 ? (
                <p className="mt-3 text-sm text-ink-soft">{say('low.empty')}</p>
              ) : (
                <ul className="mt-3 divide-y divide-line">
                  {d.low_stock.map((p) => (
                    <li key={p.id} className="flex items-center justify-between py-2 text-sm">
                      <Link
                        to={`/admin/products/${p.id}`}
                        className="font-medium text-leaf-deep hover:underline"
                      >
                        {p.name}
                      </Link>
                      <Pill tone={p.stock === 0 ? 'red' : 'amber'}>
                        {p.stock === 0 ? say('low.out') : say('low.left', { count: String(p.stock) })}
                      </Pill>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby="expiry-heading" className={panelClass}>
              <h2 id="expiry-heading" className="text-lg">
                {say('expiry.title')}
              </h2>
              {d.near_expiry.length === 0 ? (
                <p className="mt-3 text-sm text-ink-soft">{say('expiry.empty')}</p>
              ) : (
                (
                  [
                    [say('expiry.expired.heading'), (n: number) => n < 0],
                    [say('expiry.30.heading'), (n: number) => n >= 0 && n <= 30],
                    [say('expiry.60.heading'), (n: number) => n > 30],
                  ] as const
                ).map(([heading, within]) => {
                  const batches = d.near_expiry.filter((b) => within(b.days_left))
                  if (batches.length === 0) return null
                  return (
                    <div key={heading} className="mt-3">
                      <h3 className="text-sm font-semibold text-ink-soft">{heading}</h3>
                      <ul className="divide-y divide-line">
                        {batches.map((b) => (
                          <li key={b.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                            <Link
                              to={`/admin/batches/${b.id}`}
                              className="font-medium text-leaf-deep hover:underline"
                            >
                              {b.product_name} · {b.lot}
                              <span className="block text-xs text-ink-soft">{b.sku}</span>
                            </Link>
                            <Pill tone={b.days_left < 0 ? 'red' : b.days_left <= 30 ? 'amber' : 'grey'}>
                              {b.days_left < 0
                                ? say('expiry.expired', { remaining: String(b.remaining) })
                                : b.days_left === 0
                                  ? say('expiry.today', { remaining: String(b.remaining) })
                                  : say('expiry.days', {
                                      remaining: String(b.remaining),
                                      count: String(b.days_left),
                                    })}
                            </Pill>
                          </li>
                        ))}
                      </ul>
                    </div>
                  )
                })
              )}
            </section>
            <section aria-labelledby="inbox-heading" className={panelClass}>
              <h2 id="inbox-heading" className="text-lg">
                {say('inbox.title')}
              </h2>
              <ListState
                loading={inbox.isPending}
                error={inbox.error}
                empty={inbox.data?.data.length === 0}
                emptyText={say('inbox.empty')}
              />
              <ul className="mt-3 divide-y divide-line">
                {inbox.data?.data.map((m) => (
                  <li key={m.id} className="py-2 text-sm">
                    <Link
                      to={`/admin/messages/${m.id}`}
                      className="font-medium text-leaf-deep hover:underline"
                    >
                      {m.subject}
                    </Link>
                    <span className="block text-xs text-ink-soft">
                      {m.name} · {when(m.created_at)}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </>
      )}
    </>
  )
}

/** A count of orders needing action, linking to the orders list filtered to them. */
function ActionRow({
  label,
  count,
  tone,
  to,
}: {
  label: string
  count: number
  tone: 'amber' | 'blue' | 'grey'
  to: string
}) {
  return (
    <li className="flex items-center justify-between py-2.5">
      <Link to={to} className="font-medium text-leaf-deep hover:underline">
        {label}
      </Link>
      <Pill tone={count === 0 ? 'grey' : tone}>{count}</Pill>
    </li>
  )
}
