// What the order holds and what happened to it: its items with the totals, and the timeline.

import type { AdminOrder } from '#domain/contracts/admin-orders.ts'
import { formatPaise } from '#domain/money.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import { panelClass, tdClass, thClass, wideOnly } from '#web/features/admin/shell/components/admin-ui.tsx'
import { Link } from '#web/lib/router.tsx'
import { whenShort } from '../model/order-labels.ts'
import { ordersTexts } from '../texts.en.ts'

const say = adminSay(ordersTexts)

export function Items({ order: o }: { order: AdminOrder }) {
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
        {say('items.title')}
      </h2>
      <table className="w-full border-collapse overflow-hidden rounded-2xl border border-line bg-white text-left text-sm">
        <caption className="sr-only">{say('items.caption', { id: o.id })}</caption>
        <thead>
          <tr>
            <th className={thClass}>{say('items.col.product')}</th>
            <th className={`${thClass} ${wideOnly}`}>{say('items.col.hsn')}</th>
            <th className={`${thClass} text-right`}>{say('items.col.qty')}</th>
            <th className={`${thClass} text-right`}>{say('items.col.amount')}</th>
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
                  {say('items.each', { size: i.net_quantity, price: formatPaise(i.unit_price) })}
                </span>
              </td>
              <td className={`${tdClass} ${wideOnly} text-ink-soft`}>
                {i.hsn_code} · {i.gst_rate}%
              </td>
              <td className={`${tdClass} text-right tabular-nums`}>{i.quantity}</td>
              <td className={`${tdClass} text-right tabular-nums`}>{formatPaise(i.total_price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={`${panelClass} mt-3 text-sm`}>
        {row(say('items.subtotal'), formatPaise(t.subtotal))}
        {t.discount > 0 &&
          row(
            o.coupon_code ? say('items.discount.coupon', { code: o.coupon_code }) : say('items.discount'),
            `−${formatPaise(t.discount)}`,
          )}
        {row(
          say('items.shipping', { mode: o.shipping.mode }),
          t.shipping > 0 ? formatPaise(t.shipping) : say('items.shipping.free'),
        )}
        {t.cod_fee > 0 && row(say('items.cod.fee'), formatPaise(t.cod_fee))}
        {row(say('items.total'), formatPaise(t.total), true)}
        {t.refunded > 0 && row(say('items.refunded'), `−${formatPaise(t.refunded)}`)}
        {t.captured > 0 && row(say('items.kept'), formatPaise(t.captured - t.refunded))}
      </dl>
    </section>
  )
}

export function Timeline({ order: o }: { order: AdminOrder }) {
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
        {say('timeline.title')}
      </h2>
      <p className="mt-1 text-xs text-ink-soft">{say('timeline.intro')}</p>
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
              {e.actor && say('timeline.by', { actor: e.actor })}
            </p>
            {e.detail && <p className="mt-0.5 text-sm break-words text-ink-soft">{e.detail}</p>}
          </li>
        ))}
      </ol>
    </section>
  )
}
