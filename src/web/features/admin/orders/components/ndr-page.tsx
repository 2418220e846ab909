// The back office's queue of failed deliveries (NDR, decision 046 amended): each parcel the courier could not
// deliver, with its reason, the shopper's phone and address, and the answer staff give (re-attempt or return).
import { useQuery } from '@tanstack/react-query'
import type { NdrQueueRow } from '#domain/contracts/admin-ndr.ts'
import { formatPaise } from '#domain/money.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import { useCan } from '#web/features/admin/shell/api/me.ts'
import {
  AdminList,
  PageHeader,
  tdClass,
  thClass,
  when,
  wideOnly,
} from '#web/features/admin/shell/components/admin-ui.tsx'
import { PhoneLinks } from '#web/features/admin/shell/components/phone-links.tsx'
import { Link } from '#web/lib/router.tsx'
import { Button } from '#web/ui/button.tsx'
import { courierQuery } from '../api/courier.ts'
import { ndrQueueQuery } from '../api/ndr.ts'
import { ordersDesksTexts } from '../texts-desks.en.ts'
import { NdrDialog } from './ndr-dialog.tsx'

const say = adminSay(ordersDesksTexts)

export function NdrPage() {
  const queue = useQuery(ndrQueueQuery())
  const courier = useQuery(courierQuery())
  const limit = queue.data?.data.attempts_before_rto
  const selfShipped = courier.data?.data.courier === null
  return (
    <>
      <PageHeader
        title={say('ndr.title')}
        intro={limit && !selfShipped ? say('ndr.intro.limit', { count: String(limit) }) : say('ndr.intro')}
      />
      <AdminList
        loading={queue.isPending}
        error={queue.error}
        rows={queue.data?.data.rows}
        onRetry={() => queue.refetch()}
        emptyText={selfShipped ? say('ndr.empty.self') : say('ndr.empty')}
        caption={say('ndr.caption')}
        head={
          <>
            <th scope="col" className={thClass}>
              {say('ndr.col.order')}
            </th>
            <th scope="col" className={thClass}>
              {say('ndr.col.failed')}
            </th>
            <th scope="col" className={`${thClass} ${wideOnly}`}>
              {say('ndr.col.ship.to')}
            </th>
            <th scope="col" className={`${thClass} ${wideOnly}`}>
              {say('ndr.col.courier')}
            </th>
            <th scope="col" className={thClass}>
              <span className="sr-only">{say('ndr.col.answer')}</span>
            </th>
          </>
        }
        row={(r) => (
          <QueueRow
            key={r.order_id}
            row={r}
            limit={selfShipped ? undefined : limit}
            selfShipped={selfShipped}
          />
        )}
      />
    </>
  )
}

function QueueRow({
  row: r,
  limit,
  selfShipped,
}: {
  row: NdrQueueRow
  limit?: number
  selfShipped: boolean
}) {
  const can = useCan()
  return (
    <tr>
      <td className={tdClass}>
        <Link to={`/admin/orders/${r.order_id}`} className="font-semibold text-leaf-deep hover:underline">
          {r.order_id}
        </Link>
        <span className="block">{r.customer_name}</span>
        <PhoneLinks phone={r.phone} className="block text-xs" />
        <span className="block text-xs text-ink-soft sm:hidden">
          {say('ndr.row.address', { address: r.address, pin: r.pin })}
        </span>
        <span className="block text-xs text-ink-soft">
          {r.payment_method === 'cod'
            ? say('ndr.row.cod', { total: formatPaise(r.total) })
            : say('ndr.row.paid', { total: formatPaise(r.total) })}
        </span>
      </td>
      <td className={tdClass}>
        <span className="font-semibold tabular-nums">
          {limit
            ? say('ndr.row.attempt.limit', { attempts: String(r.attempts), limit: String(limit) })
            : say('ndr.row.attempt', { attempts: String(r.attempts) })}
        </span>
        <span className="block">{r.last_reason ?? say('ndr.row.no.reason')}</span>
        {r.last_attempt_at && <span className="block text-xs text-ink-soft">{when(r.last_attempt_at)}</span>}
      </td>
      <td className={`${tdClass} ${wideOnly}`}>
        {r.address}
        <span className="block text-xs text-ink-soft">{say('ndr.row.pin', { pin: r.pin })}</span>
      </td>
      <td className={`${tdClass} ${wideOnly}`}>
        {r.courier}
        {r.awb && (
          <span className="block text-xs whitespace-nowrap text-ink-soft">
            {say('ndr.row.awb', { awb: r.awb })}
          </span>
        )}
      </td>
      <td className={`${tdClass} text-right`}>
        {r.state === 'rto_due' ? (
          <span className="inline-block rounded-full bg-sand px-3 py-1 text-xs font-semibold text-ink-soft">
            {say('ndr.row.returning')}
          </span>
        ) : can('orders.fulfil') ? (
          <NdrDialog
            target={{
              orderId: r.order_id,
              shopper: r.customer_name,
              phone: r.phone,
              attempts: r.attempts,
              reason: r.last_reason,
            }}
            attemptsBeforeRto={limit}
            selfShipped={selfShipped}
            trigger={
              <Button size="sm" aria-label={say('ndr.row.answer.label', { id: r.order_id })}>
                {say('ndr.row.answer')}
              </Button>
            }
          />
        ) : null}
      </td>
    </tr>
  )
}
