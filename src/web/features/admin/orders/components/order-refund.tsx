// A partial refund of an order for staff: units of its lines or an amount, with a reason (useZodForm, decision 037).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import type { AdminOrder } from '#domain/contracts/admin-orders.ts'
import { formatPaise, formatRupees } from '#domain/money.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import { adminKeys } from '#web/features/admin/shell/api/query-keys.ts'
import { TextField } from '#web/features/admin/shell/components/admin-ui.tsx'
import { applyServerError, FORM_MESSAGE, useZodForm } from '#web/lib/use-zod-form.ts'
import { Button } from '#web/ui/button.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { Field, inputClass } from '#web/ui/field.tsx'
import { toast } from '#web/ui/toast.tsx'
import { type RefundInput, refundOrder } from '../api/refund-order.ts'
import { chosenUnits, emptyRefund, refundFieldNames, refundForm, unitsKey } from '../model/refund-form.ts'
import { ordersTexts } from '../texts.en.ts'

const say = adminSay(ordersTexts)

/** A refund's Idempotency-Key: a UUID, or 32 random hex digits where the page is not a secure context (plain http). */
function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  )
}

/** A partial refund (decision 025's route): units of lines or an amount, with a reason; asked to confirm. */
export function RefundForm({ order: o, onClose }: { order: AdminOrder; onClose: () => void }) {
  const queryClient = useQueryClient()
  const schema = useMemo(() => refundForm(o), [o])
  const form = useZodForm(schema, { defaultValues: emptyRefund(o) })
  const { errors } = form.formState
  const values = form.watch()
  const { mode, amount } = values
  const chosen = chosenUnits(o, values)
  // One key per opening of the form (decision 035): a double click, a retry after a lost reply or a second tab's
  // submit of the same refund refunds once; the next refund opens the form again and gets a new key.
  const [requestKey] = useState(newRequestKey)
  const refund = useMutation({
    mutationFn: (body: RefundInput) => refundOrder(o.id, body, requestKey),
    onSuccess: (reply) => {
      toast.success(reply.message)
      void queryClient.invalidateQueries({ queryKey: adminKeys.all })
      onClose()
    },
    // the route's field issues under their boxes (a line's units under that line), anything else above the buttons
    onError: (err, body) => applyServerError(form, err, { fields: refundFieldNames(body) }),
  })
  // The confirmation opens only on a complete form: checked when it is asked for, by the form's schema.
  const [checked, setChecked] = useState<RefundInput | null>(null)
  const check = (): boolean => {
    form.clearErrors()
    const result = schema.safeParse(form.getValues())
    if (result.success) {
      setChecked(result.data)
      return true
    }
    form.setError(FORM_MESSAGE, { type: 'validate', message: result.error.issues[0]?.message })
    return false
  }
  const summary =
    mode === 'amount'
      ? formatRupees(Number(amount) || 0)
      : chosen
          .map((c) => say('refund.summary.line', { count: String(c.quantity), name: c.item.name }))
          .join(', ')
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-sand/50 p-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">{say('refund.legend')}</legend>
        {(['items', 'amount'] as const).map((m) => (
          <label key={m} className="flex items-center gap-2 text-sm">
            <input type="radio" className="accent-leaf" value={m} {...form.register('mode')} />
            {m === 'items' ? say('refund.mode.items') : say('refund.mode.amount')}
          </label>
        ))}
      </fieldset>
      {mode === 'items' ? (
        o.items.map((i) => (
          <Field
            key={i.product_id}
            label={say('refund.units', { name: i.name, size: i.net_quantity })}
            hint={say('refund.units.hint', { count: String(i.quantity), price: formatPaise(i.unit_price) })}
            error={errors.units?.[unitsKey(i.product_id)]?.message}
          >
            {(a11y) => (
              <input
                {...a11y}
                type="number"
                min={0}
                max={i.quantity}
                inputMode="numeric"
                className={inputClass}
                placeholder="0"
                {...form.register(`units.${unitsKey(i.product_id)}`)}
              />
            )}
          </Field>
        ))
      ) : (
        <TextField
          label={say('refund.amount')}
          inputMode="decimal"
          field={form.register('amount')}
          error={errors.amount?.message}
          hint={say('refund.amount.hint', { amount: formatPaise(o.totals.refundable) })}
        />
      )}
      <TextField
        label={say('refund.reason')}
        field={form.register('reason')}
        error={errors.reason?.message}
        required
        hint={say('refund.reason.hint')}
      />
      {errors.root?.server && (
        <p role="alert" className="rounded-lg bg-error-soft p-3 text-sm text-error">
          {errors.root.server.message}
        </p>
      )}
      <div className="flex gap-2">
        <ConfirmDialog
          trigger={
            <Button
              disabled={refund.isPending}
              onClick={(e) => {
                // Nothing to confirm until the form is complete.
                if (!check()) e.preventDefault()
              }}
            >
              {say('refund.submit')}
            </Button>
          }
          title={say('refund.confirm.title')}
          description={say('refund.confirm.text', { summary, method: o.payment.label })}
          confirmLabel={say('refund.confirm')}
          onConfirm={() => {
            if (checked) refund.mutate(checked)
          }}
        />
        <Button variant="ghost" onClick={onClose}>
          {say('refund.cancel')}
        </Button>
      </div>
    </div>
  )
}
