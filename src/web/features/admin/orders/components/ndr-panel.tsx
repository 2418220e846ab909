// An order's failed deliveries (NDR, decision 046 amended) on its page: the attempts the courier reported, its last
// reason, the answer given, and *Answer…* while one waits. Self-shipped (no courier adapter), staff record a failed
// attempt the courier told them of: *Delivery failed…* with its reason.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { AdminOrder } from '#domain/contracts/admin-orders.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import { useCan } from '#web/features/admin/shell/api/me.ts'
import { adminKeys } from '#web/features/admin/shell/api/query-keys.ts'
import { panelClass, TextField, when } from '#web/features/admin/shell/components/admin-ui.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { Button } from '#web/ui/button.tsx'
import { toast } from '#web/ui/toast.tsx'
import { courierQuery } from '../api/courier.ts'
import { recordFailedDelivery } from '../api/ndr.ts'
import { orderKeys } from '../api/query-keys.ts'
import { ordersDesksTexts } from '../texts-desks.en.ts'
import { NdrDialog } from './ndr-dialog.tsx'

const say = adminSay(ordersDesksTexts)

export function NdrPanel({ order: o }: { order: AdminOrder }) {
  const can = useCan()
  const courier = useQuery(courierQuery())
  const selfShipped = courier.data?.data.courier === null
  const n = o.shipping.ndr
  const attempts = n?.attempts ?? 0
  const mayRecord = selfShipped && o.status === 'shipped' && can('orders.fulfil')
  if (!n || (attempts === 0 && !mayRecord)) return null
  const a = o.shipping_address
  const answered =
    n.rto_requested_at !== null
      ? selfShipped
        ? say('ndr.panel.rto.recorded', { when: when(n.rto_requested_at) })
        : say('ndr.panel.rto.asked', { when: when(n.rto_requested_at) })
      : n.rto_due_at !== null
        ? say('ndr.panel.rto.due')
        : n.action === 'reattempt' && !n.waiting && n.action_at
          ? say(selfShipped ? 'ndr.panel.reattempt.recorded' : 'ndr.panel.reattempt.asked', {
              when: when(n.action_at),
            })
          : null
  return (
    <section aria-labelledby="ndr-heading" className={panelClass}>
      <h2 id="ndr-heading" className="text-lg">
        {say('ndr.panel.title')}
      </h2>
      {attempts > 0 ? (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-ink-soft">{say('ndr.panel.attempts')}</dt>
          <dd className="tabular-nums">{attempts}</dd>
          <dt className="text-ink-soft">{say('ndr.panel.reason')}</dt>
          <dd>{n.last_reason ?? say('ndr.panel.no.reason')}</dd>
          {n.last_attempt_at && (
            <>
              <dt className="text-ink-soft">{say('ndr.panel.last')}</dt>
              <dd>{when(n.last_attempt_at)}</dd>
            </>
          )}
        </dl>
      ) : (
        <p className="mt-1 text-sm text-ink-soft">{say('ndr.panel.none')}</p>
      )}
      {answered && <p className="mt-2 text-sm text-ink-soft">{answered}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        {n.waiting && can('orders.fulfil') && (
          <NdrDialog
            selfShipped={selfShipped}
            target={{
              orderId: o.id,
              shopper: `${a.first_name} ${a.last_name}`.trim(),
              phone: a.mobile,
              attempts,
              reason: n.last_reason,
            }}
            trigger={<Button size="sm">{say('ndr.panel.answer')}</Button>}
          />
        )}
        {mayRecord && !n.rto_requested_at && <RecordFailed order={o} />}
      </div>
    </section>
  )
}

/** Self-shipped: the courier phoned to say it could not deliver; its reason is recorded (and mailed to the shopper). */
function RecordFailed({ order: o }: { order: AdminOrder }) {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const record = useMutation({
    mutationFn: () => recordFailedDelivery(o.id, { reason: reason.trim() }),
    onSuccess: (reply) => {
      toast.success(reply.message)
      queryClient.setQueryData(orderKeys.detail(o.id), reply.data)
      void queryClient.invalidateQueries({
        queryKey: adminKeys.all,
        predicate: (q) => q.queryKey[1] !== 'order',
      })
      setOpen(false)
      setReason('')
    },
    onError: (err) =>
      setError(err instanceof ApiError && err.issues[0] ? err.issues[0].message : err.message),
  })
  if (!open)
    return (
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {say('ndr.record.open')}
      </Button>
    )
  return (
    <form
      className="flex w-full flex-col gap-3 rounded-xl bg-sand/50 p-3"
      onSubmit={(e) => {
        e.preventDefault()
        setError(undefined)
        record.mutate()
      }}
    >
      <TextField
        label={say('ndr.record.reason')}
        hint={say('ndr.record.reason.hint')}
        value={reason}
        onChange={setReason}
        required
        maxLength={200}
        error={error}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={record.isPending}>
          {record.isPending ? say('ndr.record.busy') : say('ndr.record.submit')}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => setOpen(false)}>
          {say('ndr.record.cancel')}
        </Button>
      </div>
    </form>
  )
}
