// A partial refund of an order for staff: units of its lines or an amount, with a reason.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { AdminOrder } from '#domain/contracts/admin-orders.ts'
import { formatPaise, formatRupees } from '#domain/money.ts'
import { adminKeys } from '#web/features/admin/shell/api/query-keys.ts'
import { TextField } from '#web/features/admin/shell/components/admin-ui.tsx'
import { paiseOf } from '#web/lib/wire-money.ts'
import { Button } from '#web/ui/button.tsx'
import { ConfirmDialog } from '#web/ui/confirm-dialog.tsx'
import { Field, inputClass } from '#web/ui/field.tsx'
import { toast } from '#web/ui/toast.tsx'
import { refundOrder } from '../api/refund-order.ts'

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
  const [mode, setMode] = useState<'items' | 'amount'>('items')
  const [units, setUnits] = useState<Record<number, string>>({})
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  // One key per opening of the form (decision 035): a double click, a retry after a lost reply or a second tab's
  // submit of the same refund refunds once; the next refund opens the form again and gets a new key.
  const [requestKey] = useState(newRequestKey)
  const chosen = o.items
    .map((i) => ({ item: i, quantity: Number(units[i.product_id] ?? '0') }))
    .filter((c) => Number.isInteger(c.quantity) && c.quantity > 0)
  const refund = useMutation({
    mutationFn: () =>
      refundOrder(
        o.id,
        {
          ...(mode === 'amount'
            ? { amount: Number(amount) }
            : { items: chosen.map((c) => ({ product_id: c.item.product_id, quantity: c.quantity })) }),
          reason: reason.trim(),
        },
        requestKey,
      ),
    onSuccess: (reply) => {
      toast.success(reply.message)
      void queryClient.invalidateQueries({ queryKey: adminKeys.all })
      onClose()
    },
    onError: (err) => setProblem(err.message),
  })
  const check = (): string | null => {
    if (mode === 'items') {
      if (chosen.length === 0) return 'Choose at least one unit to refund'
      if (chosen.some((c) => c.quantity > c.item.quantity)) return 'No more units than were bought'
    } else {
      const n = Number(amount)
      if (!amount.trim() || !Number.isFinite(n) || n <= 0) return 'Enter the amount to refund'
      if (paiseOf(n) > o.totals.refundable)
        return `At most ${formatPaise(o.totals.refundable)} is left to refund`
    }
    if (!reason.trim()) return 'Say why the money is given back'
    return null
  }
  const summary =
    mode === 'amount'
      ? formatRupees(Number(amount) || 0)
      : chosen.map((c) => `${c.quantity} × ${c.item.name}`).join(', ')
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-sand/50 p-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">Refund</legend>
        {(['items', 'amount'] as const).map((m) => (
          <label key={m} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="refund-mode"
              className="accent-leaf"
              checked={mode === m}
              onChange={() => setMode(m)}
            />
            {m === 'items' ? 'Items given back' : 'An amount'}
          </label>
        ))}
      </fieldset>
      {mode === 'items' ? (
        o.items.map((i) => (
          <Field
            key={i.product_id}
            label={`${i.name} (${i.net_quantity}): units`}
            hint={`${i.quantity} bought · ${formatPaise(i.unit_price)} each`}
          >
            {(a11y) => (
              <input
                {...a11y}
                type="number"
                min={0}
                max={i.quantity}
                inputMode="numeric"
                className={inputClass}
                value={units[i.product_id] ?? ''}
                placeholder="0"
                onChange={(e) => setUnits({ ...units, [i.product_id]: e.target.value })}
              />
            )}
          </Field>
        ))
      ) : (
        <TextField
          label="Amount (₹)"
          inputMode="decimal"
          value={amount}
          onChange={setAmount}
          hint={`Up to ${formatPaise(o.totals.refundable)}`}
        />
      )}
      <TextField
        label="Reason"
        value={reason}
        onChange={setReason}
        required
        hint="On the credit note and in the audit log"
      />
      {problem && (
        <p role="alert" className="rounded-lg bg-error-soft p-3 text-sm text-error">
          {problem}
        </p>
      )}
      <div className="flex gap-2">
        <ConfirmDialog
          trigger={
            <Button
              disabled={refund.isPending}
              onClick={(e) => {
                const wrong = check()
                setProblem(wrong)
                // Nothing to confirm until the form is complete.
                if (wrong) e.preventDefault()
              }}
            >
              Refund…
            </Button>
          }
          title="Refund this now?"
          description={`${summary} goes back to the shopper’s ${o.payment.label}, with a credit note. This cannot be undone.`}
          confirmLabel="Refund"
          onConfirm={() => refund.mutate()}
        />
        <Button variant="ghost" onClick={onClose}>
          Not now
        </Button>
      </div>
    </div>
  )
}
