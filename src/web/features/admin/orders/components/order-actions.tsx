// The order's fulfilment panel: the actions its state machine allows now (pack, ship, deliver, cancel, refund).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { z } from 'zod'
import { type AdminOrder, shipInput } from '#domain/contracts/admin-orders.ts'
import { adminOrderMessages } from '#domain/messages-admin-orders.ts'
import { whatsappMessages } from '#domain/messages-whatsapp.ts'
import { formatPaise } from '#domain/money.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import { useCan } from '#web/features/admin/shell/api/me.ts'
import { adminKeys } from '#web/features/admin/shell/api/query-keys.ts'
import { panelClass, TextField } from '#web/features/admin/shell/components/admin-ui.tsx'
import { applyServerError, type ServerErrorPlacement, useZodForm } from '#web/lib/use-zod-form.ts'
import { Button } from '#web/ui/button.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { toast } from '#web/ui/toast.tsx'
import { orderAction } from '../api/order-action.ts'
import { orderKeys } from '../api/query-keys.ts'
import { ordersTexts } from '../texts.en.ts'
import { RefundForm } from './order-refund.tsx'

const say = adminSay(ordersTexts)

type ShipInput = z.output<typeof shipInput>

export function Actions({ order: o }: { order: AdminOrder }) {
  const queryClient = useQueryClient()
  const [error, setError] = useState<string | null>(null)
  const [shipping, setShipping] = useState(false)
  const [refunding, setRefunding] = useState(false)
  const [cancelReason, setCancelReason] = useState('')
  const [reasonError, setReasonError] = useState<string>()
  const act = useMutation({
    mutationFn: ({ path, body }: { path: string; body?: unknown }) => orderAction(o.id, path, body),
    onSuccess: (reply) => {
      setError(null)
      setShipping(false)
      queryClient.setQueryData(orderKeys.detail(o.id), reply.data)
      void queryClient.invalidateQueries({
        queryKey: adminKeys.all,
        predicate: (q) => q.queryKey[1] !== 'order',
      })
      toast.success(reply.message)
    },
    onError: (err) => setError(err.message),
  })
  const busy = act.isPending
  // what the order allows now, less what the operator's role may not do (decision 044)
  const can = useCan()
  const fulfil = can('orders.fulfil')
  const a = {
    ...o.actions,
    pack: o.actions.pack && fulfil,
    ship: o.actions.ship && fulfil,
    deliver: o.actions.deliver && fulfil,
    cancel: o.actions.cancel && can('orders.cancel'),
    refund: o.actions.refund && can('orders.refund'),
  }
  const unconfirmed =
    o.cod_confirmation === 'pending' || o.cod_confirmation === 'held' ? o.cod_confirmation : null
  const nothing = !a.pack && !a.ship && !a.deliver && !a.cancel && !a.refund && !a.resend_invoice
  return (
    <section aria-labelledby="actions-heading" className={panelClass}>
      <h2 id="actions-heading" className="text-lg">
        {say('actions.title')}
      </h2>
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-error-soft p-3 text-sm text-error">
          {error}
        </p>
      )}
      {nothing && <p className="mt-2 text-sm text-ink-soft">{say('actions.nothing')}</p>}
      {unconfirmed && a.ship && (
        <p role="note" className="mt-3 rounded-lg bg-turmeric-soft p-3 text-sm text-ink">
          {whatsappMessages.askUnconfirmed(o.id, whatsappMessages.codStates[unconfirmed])}
        </p>
      )}
      <div className="mt-3 flex flex-col gap-2">
        {a.pack && !unconfirmed && (
          <Button disabled={busy} onClick={() => act.mutate({ path: 'pack' })}>
            {say('actions.pack')}
          </Button>
        )}
        {a.pack && unconfirmed && (
          // A cash order its shopper has not confirmed on WhatsApp: asked first (decision 049).
          <ConfirmDialog
            trigger={<Button disabled={busy}>{say('actions.pack')}</Button>}
            title={say('actions.pack.confirm.title', { id: o.id })}
            description={whatsappMessages.askUnconfirmed(o.id, whatsappMessages.codStates[unconfirmed])}
            cancelLabel={say('actions.not.yet')}
            confirmLabel={say('actions.pack')}
            onConfirm={() => act.mutate({ path: 'pack', body: { confirm_unconfirmed_cod: true } })}
          />
        )}
        {a.ship && !shipping && (
          <Button
            variant={a.pack ? 'secondary' : 'primary'}
            disabled={busy}
            onClick={() => setShipping(true)}
          >
            {say('actions.ship')}
          </Button>
        )}
        {a.ship && shipping && (
          <ShipForm
            order={o}
            busy={busy}
            onShip={(body, refused) =>
              act.mutate(
                // an unconfirmed cash order: the panel above says so; Ship is the answer (decision 049)
                { path: 'ship', body: unconfirmed ? { ...body, confirm_unconfirmed_cod: true } : body },
                {
                  onError: (err) => {
                    const placed = refused(err)
                    // a field's problem is said under its box, not again in the panel
                    if (placed.fields.length > 0) setError(placed.formMessage?.message ?? null)
                  },
                },
              )
            }
            onClose={() => setShipping(false)}
          />
        )}
        {a.deliver && (
          <ConfirmDialog
            trigger={<Button disabled={busy}>{say('actions.deliver')}</Button>}
            title={say('actions.deliver.confirm.title', { id: o.id })}
            description={
              o.payment.method === 'cod'
                ? say('actions.deliver.confirm.cod')
                : say('actions.deliver.confirm.paid')
            }
            cancelLabel={say('actions.not.yet')}
            confirmLabel={say('actions.deliver')}
            onConfirm={() => act.mutate({ path: 'deliver' })}
          />
        )}
        {a.resend_invoice && (
          <Button variant="secondary" disabled={busy} onClick={() => act.mutate({ path: 'invoice/resend' })}>
            {say('actions.resend.invoice')}
          </Button>
        )}
        {a.refund && !refunding && (
          <Button variant="secondary" disabled={busy} onClick={() => setRefunding(true)}>
            {say('actions.refund')}
          </Button>
        )}
        {a.refund && refunding && <RefundForm order={o} onClose={() => setRefunding(false)} />}
        {a.cancel && (
          <ConfirmDialog
            trigger={
              <Button variant="danger" disabled={busy}>
                {say('actions.cancel')}
              </Button>
            }
            title={say('actions.cancel.confirm.title', { id: o.id })}
            description={
              o.totals.refundable > 0
                ? say('actions.cancel.confirm.refund', {
                    amount: formatPaise(o.totals.refundable),
                    method: o.payment.label,
                  })
                : say('actions.cancel.confirm.unpaid')
            }
            cancelLabel={say('actions.cancel.keep')}
            confirmLabel={say('actions.cancel')}
            onConfirm={() => {
              const reason = cancelReason.trim()
              if (!reason) {
                setReasonError(adminOrderMessages.cancelReasonRequired)
                return false
              }
              act.mutate({ path: 'cancel', body: { reason } })
            }}
          >
            <TextField
              label={say('actions.cancel.reason')}
              hint={say('actions.cancel.reason.hint')}
              value={cancelReason}
              onChange={(v) => {
                setCancelReason(v)
                if (v.trim()) setReasonError(undefined)
              }}
              required
              maxLength={300}
              error={reasonError}
            />
          </ConfirmDialog>
        )}
      </div>
    </section>
  )
}

/** The courier and the waybill (POST /orders/{id}/ship), checked by the route's own contract (decision 037). */
function ShipForm({
  order: o,
  busy,
  onShip,
  onClose,
}: {
  order: AdminOrder
  busy: boolean
  /** sends the body; `refused` puts a refusal's field issues on the form and says where the rest went */
  onShip: (body: ShipInput, refused: (err: unknown) => ServerErrorPlacement) => void
  onClose: () => void
}) {
  const form = useZodForm(shipInput, { defaultValues: { carrier: o.shipping.carrier, waybill: '' } })
  const { errors } = form.formState
  return (
    <form
      onSubmit={form.handleSubmit((body) =>
        // the panel says a refusal that names no box (its alert); the form says the rest under the boxes
        onShip(body, (err) => applyServerError(form, err, { message: () => undefined })),
      )}
      aria-label={say('ship.label')}
      className="flex flex-col gap-3 rounded-xl bg-sand/50 p-3"
    >
      <TextField
        label={say('ship.courier')}
        field={form.register('carrier')}
        list="tracked-carriers"
        required
        error={errors.carrier?.message}
        hint={
          o.shipping.tracked_carriers.length > 0
            ? say('ship.courier.hint', { carriers: o.shipping.tracked_carriers.join(', ') })
            : undefined
        }
      />
      <datalist id="tracked-carriers">
        {o.shipping.tracked_carriers.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <TextField
        label={say('ship.waybill')}
        field={form.register('waybill')}
        required
        autoComplete="off"
        error={errors.waybill?.message}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {say('ship.submit')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {say('ship.cancel')}
        </Button>
      </div>
    </form>
  )
}
