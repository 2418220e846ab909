// COD delivered and not yet remitted, by courier (decision 046, amended: COD remittance): shown on the overview and
// on the COD remittance page.
import type { CodOutstanding } from '#domain/contracts/admin-remittance.ts'
import { formatPaise } from '#domain/money.ts'
import { fill } from '#web/lib/i18n/fill.tsx'
import { Link } from '#web/lib/router.tsx'
import { adminSay } from '../admin-texts.ts'
import { shellTexts } from '../texts.en.ts'
import { Table, tdClass, thClass } from './admin-ui.tsx'

const say = adminSay(shellTexts)
const orders = (count: number) => say('cod.orders', { count })
/** A delivery's day as India reads it: 28 Nov 2026. */
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  })

/**
 * The COD delivered and not yet remitted, by carrier: a table on the COD remittance page, a list in the overview's
 * narrow card (`compact`).
 */
export function CodOutstandingTable({ data, compact = false }: { data: CodOutstanding; compact?: boolean }) {
  if (data.orders === 0) return <p className="mt-3 text-sm text-ink-soft">{say('cod.none')}</p>
  const summary = (
    <p className="mt-2 text-sm">
      {fill(say('cod.summary'), {
        amount: <strong className="tabular-nums">{formatPaise(data.amount)}</strong>,
        orders: orders(data.orders),
        link: (
          <Link to="/admin/orders?cod_remitted=no" className="font-medium text-leaf-deep hover:underline">
            {say('cod.see.orders')}
          </Link>
        ),
      })}
    </p>
  )
  if (compact)
    return (
      <>
        {summary}
        <ul aria-label={say('cod.caption')} className="mt-2 divide-y divide-line">
          {data.by_courier.map((c) => (
            <li key={c.courier} className="flex items-start justify-between gap-3 py-2 text-sm">
              <span>
                <span className="font-medium">{c.courier}</span>
                <span className="block text-xs text-ink-soft">
                  {say('cod.courier.line', { orders: orders(c.orders), day: day(c.oldest_delivered_at) })}
                </span>
              </span>
              <span className="whitespace-nowrap font-semibold tabular-nums">{formatPaise(c.amount)}</span>
            </li>
          ))}
        </ul>
      </>
    )
  return (
    <>
      {summary}
      <Table caption={say('cod.caption')}>
        <thead>
          <tr>
            <th className={thClass}>{say('cod.column.courier')}</th>
            <th className={`${thClass} text-right`}>{say('cod.column.orders')}</th>
            <th className={`${thClass} text-right`}>{say('cod.column.amount')}</th>
            <th className={`${thClass} hidden sm:table-cell`}>{say('cod.column.oldest')}</th>
          </tr>
        </thead>
        <tbody>
          {data.by_courier.map((c) => (
            <tr key={c.courier}>
              <td className={tdClass}>
                {c.courier}
                <span className="block text-xs text-ink-soft sm:hidden">
                  {say('cod.oldest', { day: day(c.oldest_delivered_at) })}
                </span>
              </td>
              <td className={`${tdClass} text-right tabular-nums`}>{c.orders}</td>
              <td className={`${tdClass} text-right tabular-nums whitespace-nowrap`}>
                {formatPaise(c.amount)}
              </td>
              <td className={`${tdClass} hidden whitespace-nowrap sm:table-cell`}>
                {day(c.oldest_delivered_at)}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  )
}
