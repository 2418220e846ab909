// The back office's shopper returns (decision 056): the queue by status and, on each return, staff's next step:
// approve (the reverse pickup's waybill) or refuse with a reason the shopper sees; receive each unit back to stock
// or written off; refund (online: to the original payment; cash on delivery: the payout's reference).
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { z } from 'zod'
import type { adminReturnsReply } from '#domain/contracts/returns.ts'
import { formatPaise } from '#domain/money.ts'
import {
  RETURN_STATUSES,
  type ReturnStatus,
  returnReasonLabels,
  returnStatusLabels,
  returnTrackingLabels,
} from '#domain/returns.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import { ADMIN_API } from '#web/features/admin/shell/api/admin-client.ts'
import { useCan } from '#web/features/admin/shell/api/me.ts'
import {
  ListState,
  PageHeader,
  Pill,
  panelClass,
  SelectField,
  TextField,
  useInvalidate,
  when,
} from '#web/features/admin/shell/components/admin-ui.tsx'
import { Link } from '#web/lib/router.tsx'
import { Button } from '#web/ui/button.tsx'
import { toast } from '#web/ui/toast.tsx'
import { orderReturnsQuery, returnStep, returnsQueueQuery } from '../api/returns.ts'
import { ordersDesksTexts } from '../texts-desks.en.ts'

const say = adminSay(ordersDesksTexts)

type Row = z.infer<typeof adminReturnsReply>['data'][number]

const tone: Record<ReturnStatus, 'green' | 'amber' | 'red' | 'grey' | 'blue'> = {
  requested: 'amber',
  approved: 'blue',
  received: 'blue',
  refunded: 'green',
  refused: 'red',
  cancelled: 'grey',
}

export function ReturnsPage() {
  const [status, setStatus] = useState<ReturnStatus | ''>('requested')
  const queue = useQuery(returnsQueueQuery(status))
  const rows = queue.data?.data
  return (
    <>
      <PageHeader title={say('returns.title')} intro={say('returns.intro')} />
      <SelectField
        label={say('returns.show')}
        className="mb-4 max-w-xs"
        value={status}
        onChange={(v) => setStatus(RETURN_STATUSES.find((s) => s === v) ?? '')}
        options={[
          ...RETURN_STATUSES.map((s) => [s, returnStatusLabels[s]] as const),
          ['', say('returns.all')] as const,
        ]}
      />
      <ListState
        loading={queue.isPending}
        error={queue.error}
        empty={rows?.length === 0}
        emptyText={say('returns.empty')}
        onRetry={() => queue.refetch()}
      />
      <ul className="flex flex-col gap-4">
        {rows?.map((r) => (
          <li key={r.id}>
            <ReturnCard ret={r} />
          </li>
        ))}
      </ul>
    </>
  )
}

/** The order page's returns (shown when the order has any), each with its next step. */
export function OrderReturnsPanel({ orderId }: { orderId: string }) {
  const q = useQuery(orderReturnsQuery(orderId))
  const rows = q.data?.data ?? []
  if (rows.length === 0) return null
  return (
    <section aria-labelledby="order-returns-heading" className="flex flex-col gap-3">
      <h2 id="order-returns-heading" className="text-lg">
        {say('returns.order.title')}
      </h2>
      {rows.map((r) => (
        <ReturnCard key={r.id} ret={r} />
      ))}
    </section>
  )
}

export function ReturnCard({ ret: r }: { ret: Row }) {
  const can = useCan()
  const cod = r.payment_method === 'cod'
  return (
    <article
      className={`${panelClass} flex flex-col gap-3 text-sm`}
      aria-label={say('returns.card.label', { id: r.order_id })}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <Link to={`/admin/orders/${r.order_id}`} className="font-semibold text-leaf-deep hover:underline">
          {r.order_id}
        </Link>
        <Pill tone={tone[r.status]}>{returnStatusLabels[r.status]}</Pill>
      </header>
      <p className="text-ink-soft">
        {say(cod ? 'returns.card.meta.cod' : 'returns.card.meta.paid', {
          email: r.shopper_email,
          when: when(r.created_at),
        })}
      </p>
      <ul>
        {r.items.map((i) => (
          <li key={`${i.product_id}-${i.pack_id}`}>
            {say('returns.item', { count: String(i.quantity), name: i.name, size: i.size })}
            {r.received_at && (
              <span className="text-ink-soft">
                {say('returns.item.received', {
                  restocked: String(i.restocked),
                  written: String(i.written_off),
                })}
              </span>
            )}
          </li>
        ))}
      </ul>
      <p>
        <span className="font-semibold">{returnReasonLabels[r.reason]}</span>
        {r.note && <span className="text-ink-soft">{say('returns.note', { note: r.note })}</span>}
      </p>
      <p className="text-ink-soft">
        {say('returns.pickup', {
          address: [r.pickup_address.street, r.pickup_address.city, r.pickup_address.postal_code].join(', '),
          mobile: r.pickup_address.mobile ?? '',
        })}
      </p>
      {r.payout_to && <p>{say('returns.refund.to', { to: r.payout_to })}</p>}
      {r.courier_awb && <p>{say('returns.pickup.awb', { awb: r.courier_awb })}</p>}
      {r.tracking && (
        <p>
          {say('returns.courier', { tracking: returnTrackingLabels[r.tracking] })}
          {r.tracking_at && <span className="text-ink-soft"> · {when(r.tracking_at)}</span>}
        </p>
      )}
      {r.photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={say('returns.photos')}>
          {r.photos.map((f, n) => {
            // Staff read them with their session cookie (decision 056, amendment); never a public URL.
            const src = `${ADMIN_API}/returns/${encodeURIComponent(r.id)}/photos/${encodeURIComponent(f)}`
            return (
              <li key={f}>
                <a href={src} target="_blank" rel="noreferrer">
                  <img
                    src={src}
                    alt={say('returns.photo.alt', { n: String(n + 1), id: r.order_id })}
                    className="h-24 w-24 rounded-lg border border-line object-cover"
                  />
                </a>
              </li>
            )
          })}
        </ul>
      )}
      {r.status === 'requested' && r.courier_error && (
        <p className="text-error">{say('returns.courier.error', { error: r.courier_error })}</p>
      )}
      {r.refusal_reason && (
        <p className="text-error">{say('returns.refused', { reason: r.refusal_reason })}</p>
      )}
      {r.status === 'refunded' && r.refund_amount !== null && (
        <p className="text-success">
          {say('returns.refunded', { amount: formatPaise(r.refund_amount) })}
          {r.credit_note_number && say('returns.refunded.credit.note', { number: r.credit_note_number })}
          {r.payout_reference && say('returns.refunded.payout', { reference: r.payout_reference })}
        </p>
      )}
      {r.status === 'requested' && can('orders.fulfil') && <Decide ret={r} />}
      {r.status === 'approved' && can('orders.fulfil') && <Receive ret={r} />}
      {r.status === 'received' && can('orders.refund') && <Refund ret={r} />}
    </article>
  )
}

function useStep(id: string) {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: (v: { step: 'approve' | 'refuse' | 'receive' | 'refund'; body: unknown }) =>
      returnStep(id, v.step, v.body),
    onSuccess: (r) => {
      toast.success(r.message)
      void invalidate()
    },
  })
}

function Failure({ error }: { error: Error | null }) {
  return error ? (
    <p role="alert" className="text-sm font-medium text-error">
      {error.message}
    </p>
  ) : null
}

function Decide({ ret }: { ret: Row }) {
  const step = useStep(ret.id)
  const [awb, setAwb] = useState('')
  const [reason, setReason] = useState('')
  return (
    <div className="grid gap-3 border-t border-line pt-3 sm:grid-cols-2">
      <div className="flex flex-col gap-2">
        <TextField
          label={say('returns.decide.awb')}
          hint={say('returns.decide.awb.hint')}
          value={awb}
          onChange={setAwb}
          maxLength={60}
        />
        <Button
          disabled={step.isPending}
          onClick={() => step.mutate({ step: 'approve', body: awb ? { awb } : {} })}
        >
          {say('returns.decide.approve')}
        </Button>
      </div>
      <div className="flex flex-col gap-2">
        <TextField label={say('returns.decide.reason')} value={reason} onChange={setReason} maxLength={500} />
        <Button
          variant="danger"
          disabled={step.isPending}
          onClick={() => step.mutate({ step: 'refuse', body: { reason } })}
        >
          {say('returns.decide.refuse')}
        </Button>
      </div>
      <Failure error={step.error} />
    </div>
  )
}

function Receive({ ret }: { ret: Row }) {
  const step = useStep(ret.id)
  const [restock, setRestock] = useState<Record<string, number>>(
    Object.fromEntries(ret.items.map((i) => [`${i.product_id}-${i.pack_id}`, i.quantity])),
  )
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-3">
      <p className="font-semibold">{say('returns.receive.intro')}</p>
      {ret.items.map((i) => {
        const k = `${i.product_id}-${i.pack_id}`
        return (
          <TextField
            key={k}
            label={say('returns.receive.line', { name: i.name, size: i.size, count: String(i.quantity) })}
            type="number"
            min={0}
            max={i.quantity}
            value={String(restock[k] ?? 0)}
            onChange={(v) =>
              setRestock({ ...restock, [k]: Math.max(0, Math.min(i.quantity, Number(v) || 0)) })
            }
          />
        )
      })}
      <Button
        className="sm:w-fit"
        disabled={step.isPending}
        onClick={() =>
          step.mutate({
            step: 'receive',
            body: {
              items: ret.items.map((i) => {
                const back = restock[`${i.product_id}-${i.pack_id}`] ?? 0
                return {
                  product_id: i.product_id,
                  pack_id: i.pack_id,
                  restock: back,
                  written_off: i.quantity - back,
                }
              }),
            },
          })
        }
      >
        {say('returns.receive.submit')}
      </Button>
      <Failure error={step.error} />
    </div>
  )
}

function Refund({ ret }: { ret: Row }) {
  const step = useStep(ret.id)
  const [reference, setReference] = useState('')
  const cod = ret.payment_method === 'cod'
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-3">
      {cod ? (
        <TextField
          label={say('returns.refund.reference', { to: ret.payout_to ?? say('returns.refund.shopper') })}
          value={reference}
          onChange={setReference}
          maxLength={100}
        />
      ) : (
        <p>{say('returns.refund.online')}</p>
      )}
      <Button
        className="sm:w-fit"
        disabled={step.isPending}
        onClick={() => step.mutate({ step: 'refund', body: cod ? { payout_reference: reference } : {} })}
      >
        {cod ? say('returns.refund.cod.submit') : say('returns.refund.submit')}
      </Button>
      <Failure error={step.error} />
    </div>
  )
}
