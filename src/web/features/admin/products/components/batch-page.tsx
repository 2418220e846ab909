// One batch (decision 052): its dates, where it comes from, what is left, and every order that received it (the
// recall list), exported as CSV and mailed with one action (one mail per shopper, never twice).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { allows } from '#domain/admin-permissions.ts'
import { dayMonthYear } from '#domain/batches.ts'
import { SOURCE_KIND_WORDS } from '#domain/contracts/admin-batches.ts'
import { meQuery } from '#web/features/admin/shell/api/me.ts'
import {
  ListState,
  PageHeader,
  Pill,
  panelClass,
  Table,
  tdClass,
  thClass,
  when,
  wideOnly,
} from '#web/features/admin/shell/components/admin-ui.tsx'
import { Link, useParams } from '#web/lib/router.tsx'
import { Button, buttonClass } from '#web/ui/button.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { toast } from '#web/ui/toast.tsx'
import { batchCsvUrl, batchQuery, recallBatch } from '../api/batches.ts'

export function BatchPage() {
  const batchId = Number(useParams().batchId)
  const queryClient = useQueryClient()
  const me = useQuery(meQuery()).data
  const canContact = me ? allows(me.permissions, 'customers') : false
  const batch = useQuery(batchQuery(batchId))
  const [message, setMessage] = useState('')
  const recall = useMutation({
    mutationFn: () => recallBatch(batchId, message),
    onSuccess: ({ data }) => {
      toast.success(
        data.queued === 0
          ? 'Every shopper of this batch has been mailed already'
          : `${data.queued} ${data.queued === 1 ? 'shopper' : 'shoppers'} mailed`,
      )
      void queryClient.invalidateQueries({ queryKey: ['admin', 'batches', batchId] })
    },
    onError: (err) => toast.error(err instanceof Error ? err.message : 'The mail could not be sent'),
  })
  if (!batch.data)
    return (
      <ListState
        loading={batch.isPending}
        error={batch.error}
        empty={false}
        emptyText=""
        onRetry={() => batch.refetch()}
      />
    )
  const b = batch.data
  const shoppers = new Set(b.orders.map((o) => o.email.toLowerCase())).size
  const unmailed = new Set(b.orders.filter((o) => !o.recall_mailed).map((o) => o.email.toLowerCase())).size
  return (
    <>
      <PageHeader
        title={`Batch ${b.lot}`}
        intro={`${b.product_name} ${b.size} · ${b.sku}`}
        actions={
          <>
            <Link to={`/admin/products/${b.product_id}/batches`} className={buttonClass('secondary')}>
              All batches of the product
            </Link>
            {canContact && (
              <a href={batchCsvUrl(b.id)} className={buttonClass('secondary')} download>
                Export CSV
              </a>
            )}
          </>
        }
      />
      <section className={`${panelClass} mb-6`} aria-label="The batch">
        <dl className="grid gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-ink-soft">Packed on</dt>
            <dd className="font-semibold">{dayMonthYear(b.packed_on)}</dd>
          </div>
          <div>
            <dt className="text-ink-soft">Best before</dt>
            <dd className="font-semibold">
              {dayMonthYear(b.best_before)} {b.expired && <Pill tone="red">Expired</Pill>}
            </dd>
          </div>
          <div>
            <dt className="text-ink-soft">Left</dt>
            <dd className="font-semibold">
              {b.remaining} of {b.received}
            </dd>
          </div>
          <div>
            <dt className="text-ink-soft">Received</dt>
            <dd className="font-semibold">
              {when(b.received_at)} · {b.received_by}
            </dd>
          </div>
          <div className="sm:col-span-4">
            <dt className="text-ink-soft">Source</dt>
            <dd className="font-semibold">
              {b.process ? `${b.process[0]!.toUpperCase()}${b.process.slice(1)} by the` : 'The'}{' '}
              {b.source_name} {SOURCE_KIND_WORDS[b.source_kind]},{' '}
              {[b.source_village, b.source_district, b.source_state].filter(Boolean).join(', ')}
            </dd>
          </div>
        </dl>
      </section>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg">
          Orders that received it ({b.orders.length}, {shoppers} {shoppers === 1 ? 'shopper' : 'shoppers'})
        </h2>
        {canContact && b.orders.length > 0 && (
          <ConfirmDialog
            trigger={<Button variant="secondary">Mail these shoppers</Button>}
            title={`Mail the ${shoppers} ${shoppers === 1 ? 'shopper' : 'shoppers'} of batch ${b.lot}?`}
            description={
              unmailed === 0
                ? 'Every one of them has been mailed already: nobody gets a second mail.'
                : `${unmailed} ${unmailed === 1 ? 'shopper gets' : 'shoppers get'} one recall mail each, naming the product, the lot and their orders. Anyone mailed already is not mailed again.`
            }
            confirmLabel="Send the recall mail"
            onConfirm={() => recall.mutate()}
          >
            <label className="mt-3 block text-sm">
              <span className="font-semibold">What shoppers should do (optional)</span>
              <textarea
                className="mt-1 block w-full rounded-lg border border-line p-2"
                rows={3}
                maxLength={1000}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
              />
            </label>
          </ConfirmDialog>
        )}
      </div>
      <ListState
        loading={false}
        error={null}
        empty={b.orders.length === 0}
        emptyText="No order holds units of this batch."
        onRetry={() => batch.refetch()}
      />
      {b.orders.length > 0 && (
        <Table caption="Orders that received the batch">
          <thead>
            <tr>
              <th className={thClass}>Order</th>
              <th className={thClass}>Shopper</th>
              <th className={`${thClass} ${wideOnly}`}>City</th>
              <th className={`${thClass} text-right`}>Units</th>
              <th className={thClass}>Recall mail</th>
            </tr>
          </thead>
          <tbody>
            {b.orders.map((o) => (
              <tr key={o.order_id}>
                <td className={tdClass}>
                  <Link to={`/admin/orders/${o.order_id}`} className="font-semibold text-leaf underline">
                    {o.order_id}
                  </Link>
                  <span className="block text-xs text-ink-soft">
                    {when(o.placed_at)} · {o.status}
                  </span>
                </td>
                <td className={tdClass}>
                  {o.customer_name}
                  <span className="block text-xs text-ink-soft">{o.email}</span>
                </td>
                <td className={`${tdClass} ${wideOnly}`}>{o.city}</td>
                <td className={`${tdClass} text-right`}>{o.quantity}</td>
                <td className={tdClass}>
                  {o.recall_mailed ? <Pill tone="green">Mailed</Pill> : <Pill tone="grey">Not yet</Pill>}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  )
}
