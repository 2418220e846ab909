// The back office's queue of failed deliveries (NDR, decision 046 amended): each parcel the courier could not
// deliver, with its reason, the shopper's phone and address, and the answer staff give (re-attempt or return).
import { useQuery } from '@tanstack/react-query'
import type { NdrQueueRow } from '#domain/contracts/admin-ndr.ts'
import { formatPaise } from '#domain/money.ts'
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
import { NdrDialog } from './ndr-dialog.tsx'

export function NdrPage() {
  const queue = useQuery(ndrQueueQuery())
  const courier = useQuery(courierQuery())
  const limit = queue.data?.data.attempts_before_rto
  const selfShipped = courier.data?.data.courier === null
  return (
    <>
      <PageHeader
        title="Failed deliveries"
        intro={`Parcels the courier could not deliver, oldest first. Call the shopper, then answer each: try again (a day, a better phone or address line) or return it to origin.${limit && !selfShipped ? ` After ${limit} failed ${limit === 1 ? 'attempt' : 'attempts'} the return is asked automatically (Settings).` : ''} The shopper is mailed after each failed attempt.`}
      />
      <AdminList
        loading={queue.isPending}
        error={queue.error}
        rows={queue.data?.data.rows}
        onRetry={() => queue.refetch()}
        emptyText={
          selfShipped
            ? 'No failed deliveries waiting. Orders are shipped with your own waybills: when the courier tells you it could not deliver, record it on the order (Delivery failed…).'
            : 'No failed deliveries waiting: every parcel on its way is on track.'
        }
        caption="Failed deliveries waiting for an answer"
        head={
          <>
            <th scope="col" className={thClass}>
              Order
            </th>
            <th scope="col" className={thClass}>
              Failed
            </th>
            <th scope="col" className={`${thClass} ${wideOnly}`}>
              Ship to
            </th>
            <th scope="col" className={`${thClass} ${wideOnly}`}>
              Courier
            </th>
            <th scope="col" className={thClass}>
              <span className="sr-only">Answer</span>
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
          {r.address}, PIN {r.pin}
        </span>
        <span className="block text-xs text-ink-soft">
          {r.payment_method === 'cod'
            ? `Cash on delivery · ${formatPaise(r.total)}`
            : `Paid · ${formatPaise(r.total)}`}
        </span>
      </td>
      <td className={tdClass}>
        <span className="font-semibold tabular-nums">
          Attempt {r.attempts}
          {limit ? ` of ${limit}` : ''}
        </span>
        <span className="block">{r.last_reason ?? 'No reason given'}</span>
        {r.last_attempt_at && <span className="block text-xs text-ink-soft">{when(r.last_attempt_at)}</span>}
      </td>
      <td className={`${tdClass} ${wideOnly}`}>
        {r.address}
        <span className="block text-xs text-ink-soft">PIN {r.pin}</span>
      </td>
      <td className={`${tdClass} ${wideOnly}`}>
        {r.courier}
        {r.awb && <span className="block text-xs whitespace-nowrap text-ink-soft">AWB {r.awb}</span>}
      </td>
      <td className={`${tdClass} text-right`}>
        {r.state === 'rto_due' ? (
          <span className="inline-block rounded-full bg-sand px-3 py-1 text-xs font-semibold text-ink-soft">
            Returning: asking the courier
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
              <Button size="sm" aria-label={`Answer the failed delivery of ${r.order_id}`}>
                Answer…
              </Button>
            }
          />
        ) : null}
      </td>
    </tr>
  )
}
