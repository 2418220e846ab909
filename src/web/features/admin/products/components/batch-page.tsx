// One batch (decision 052): its dates, where it comes from, what is left, and every order that received it (the
// recall list), exported as CSV and mailed with one action (one mail per shopper, never twice).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { allows } from '#domain/admin-permissions.ts'
import { dayMonthYear } from '#domain/batches.ts'
import { SOURCE_KIND_WORDS } from '#domain/contracts/admin-batches.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
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
import { productsStockTexts } from '../texts-stock.en.ts'

const say = adminSay(productsStockTexts)

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
          ? say('batch.toast.all.mailed')
          : say('batch.toast.mailed', { count: String(data.queued) }),
      )
      void queryClient.invalidateQueries({ queryKey: ['admin', 'batches', batchId] })
    },
    onError: (err) => toast.error(err instanceof Error ? err.message : say('batch.toast.failed')),
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
        title={say('batch.title', { lot: b.lot })}
        intro={`${b.product_name} ${b.size} · ${b.sku}`}
        actions={
          <>
            <Link to={`/admin/products/${b.product_id}/batches`} className={buttonClass('secondary')}>
              {say('batch.all')}
            </Link>
            {canContact && (
              <a href={batchCsvUrl(b.id)} className={buttonClass('secondary')} download>
                {say('batch.export')}
              </a>
            )}
          </>
        }
      />
      <section className={`${panelClass} mb-6`} aria-label={say('batch.region')}>
        <dl className="grid gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-ink-soft">{say('batch.packed.on')}</dt>
            <dd className="font-semibold">{dayMonthYear(b.packed_on)}</dd>
          </div>
          <div>
            <dt className="text-ink-soft">{say('batch.best.before')}</dt>
            <dd className="font-semibold">
              {dayMonthYear(b.best_before)} {b.expired && <Pill tone="red">{say('batch.expired')}</Pill>}
            </dd>
          </div>
          <div>
            <dt className="text-ink-soft">{say('batch.left')}</dt>
            <dd className="font-semibold">
              {say('batch.left.of', { remaining: String(b.remaining), received: String(b.received) })}
            </dd>
          </div>
          <div>
            <dt className="text-ink-soft">{say('batch.received')}</dt>
            <dd className="font-semibold">
              {when(b.received_at)} · {b.received_by}
            </dd>
          </div>
          <div className="sm:col-span-4">
            <dt className="text-ink-soft">{say('batch.source')}</dt>
            <dd className="font-semibold">
              {say(b.process ? 'batch.source.by' : 'batch.source.plain', {
                process: b.process ? `${b.process[0]!.toUpperCase()}${b.process.slice(1)}` : '',
                name: b.source_name,
                kind: SOURCE_KIND_WORDS[b.source_kind],
                places: [b.source_village, b.source_district, b.source_state].filter(Boolean).join(', '),
              })}
            </dd>
          </div>
        </dl>
      </section>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg">
          {say('batch.orders.title', { orders: String(b.orders.length), count: String(shoppers) })}
        </h2>
        {canContact && b.orders.length > 0 && (
          <ConfirmDialog
            trigger={<Button variant="secondary">{say('batch.mail')}</Button>}
            title={say('batch.mail.title', { count: String(shoppers), lot: b.lot })}
            description={
              unmailed === 0
                ? say('batch.mail.all.mailed')
                : say('batch.mail.description', { count: String(unmailed) })
            }
            confirmLabel={say('batch.mail.confirm')}
            onConfirm={() => recall.mutate()}
          >
            <label className="mt-3 block text-sm">
              <span className="font-semibold">{say('batch.mail.message')}</span>
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
        emptyText={say('batch.orders.empty')}
        onRetry={() => batch.refetch()}
      />
      {b.orders.length > 0 && (
        <Table caption={say('batch.orders.caption')}>
          <thead>
            <tr>
              <th className={thClass}>{say('batch.column.order')}</th>
              <th className={thClass}>{say('batch.column.shopper')}</th>
              <th className={`${thClass} ${wideOnly}`}>{say('batch.column.city')}</th>
              <th className={`${thClass} text-right`}>{say('batch.column.units')}</th>
              <th className={thClass}>{say('batch.column.recall')}</th>
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
                  {o.recall_mailed ? (
                    <Pill tone="green">{say('batch.mailed')}</Pill>
                  ) : (
                    <Pill tone="grey">{say('batch.not.yet')}</Pill>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  )
}
