// The order's fulfilment panel: the actions its state machine allows now (pack, ship, deliver, cancel, refund).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { z } from 'zod'
import { type AdminOrder, shipInput } from '#domain/contracts/admin-orders.ts'
import { adminOrderMessages } from '#domain/messages-admin-orders.ts'
import { whatsappMessages } from '#domain/messages-whatsapp.ts'
import { formatPaise } from '#domain/money.ts'
import { useCan } from '#web/features/admin/shell/api/me.ts'
import { adminKeys } from '#web/features/admin/shell/api/query-keys.ts'
import { panelClass, TextField } from '#web/features/admin/shell/components/admin-ui.tsx'
import { applyServerError, type ServerErrorPlacement, useZodForm } from '#web/lib/use-zod-form.ts'
import { Button } from '#web/ui/button.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { toast } from '#web/ui/toast.tsx'
import { orderAction } from '../api/order-action.ts'
import { orderKeys } from '../api/query-keys.ts'
import { RefundForm } from './order-refund.tsx'

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
        Fulfilment
      </h2>
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-error-soft p-3 text-sm text-error">
          {error}
        </p>
      )}
      {nothing && <p className="mt-2 text-sm text-ink-soft">Nothing left to do on this order.</p>}
      {unconfirmed && a.ship && (
        <p role="note" className="mt-3 rounded-lg bg-turmeric-soft p-3 text-sm text-ink">
          {whatsappMessages.askUnconfirmed(o.id, whatsappMessages.codStates[unconfirmed])}
        </p>
      )}
      <div className="mt-3 flex flex-col gap-2">
        {a.pack && !unconfirmed && (
          <Button disabled={busy} onClick={() => act.mutate({ path: 'pack' })}>
            Mark packed
          </Button>
        )}
        {a.pack && unconfirmed && (
          // A cash order its shopper has not confirmed on WhatsApp: asked first (decision 049).
          <ConfirmDialog
            trigger={<Button disabled={busy}>Mark packed</Button>}
            title={`Pack unconfirmed order ${o.id}?`}
            description={whatsappMessages.askUnconfirmed(o.id, whatsappMessages.codStates[unconfirmed])}
            cancelLabel="Not yet"
            confirmLabel="Mark packed"
            onConfirm={() => act.mutate({ path: 'pack', body: { confirm_unconfirmed_cod: true } })}
          />
        )}
        {a.ship && !shipping && (
          <Button
            variant={a.pack ? 'secondary' : 'primary'}
            disabled={busy}
            onClick={() => setShipping(true)}
          >
            Ship…
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
            trigger={<Button disabled={busy}>Mark delivered</Button>}
            title={`Mark order ${o.id} delivered?`}
            description={
              o.payment.method === 'cod'
                ? 'Only once the courier confirms it arrived: the cash collected counts as paid and the shopper is told.'
                : 'Only once the courier confirms it arrived: the shopper is told, and it cannot be undone.'
            }
            cancelLabel="Not yet"
            confirmLabel="Mark delivered"
            onConfirm={() => act.mutate({ path: 'deliver' })}
          />
        )}
        {a.resend_invoice && (
          <Button variant="secondary" disabled={busy} onClick={() => act.mutate({ path: 'invoice/resend' })}>
            Mail the invoice again
          </Button>
        )}
        {a.refund && !refunding && (
          <Button variant="secondary" disabled={busy} onClick={() => setRefunding(true)}>
            Partial refund…
          </Button>
        )}
        {a.refund && refunding && <RefundForm order={o} onClose={() => setRefunding(false)} />}
        {a.cancel && (
          <ConfirmDialog
            trigger={
              <Button variant="danger" disabled={busy}>
                Cancel order
              </Button>
            }
            title={`Cancel order ${o.id}?`}
            description={
              o.totals.refundable > 0
                ? `Its stock and coupon come back, and ${formatPaise(o.totals.refundable)} is refunded to the shopper’s ${o.payment.label}. This cannot be undone.`
                : 'Its stock and coupon come back. Nothing was paid, so nothing is refunded. This cannot be undone.'
            }
            cancelLabel="Keep order"
            confirmLabel="Cancel order"
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
              label="Reason"
              hint="Said to the shopper in their cancellation mail"
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
      aria-label="Ship the order"
      className="flex flex-col gap-3 rounded-xl bg-sand/50 p-3"
    >
      <TextField
        label="Courier"
        field={form.register('carrier')}
        list="tracked-carriers"
        required
        error={errors.carrier?.message}
        hint={
          o.shipping.tracked_carriers.length > 0
            ? `Tracking links for ${o.shipping.tracked_carriers.join(', ')}`
            : undefined
        }
      />
      <datalist id="tracked-carriers">
        {o.shipping.tracked_carriers.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <TextField
        label="Waybill number"
        field={form.register('waybill')}
        required
        autoComplete="off"
        error={errors.waybill?.message}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          Ship order
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Not now
        </Button>
      </div>
    </form>
  )
}
