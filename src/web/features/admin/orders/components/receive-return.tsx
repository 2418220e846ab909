// A returned parcel (RTO) received into the shop (decision 046): each unit inspected, back to stock or written off
// (the stock ledger's 'returned' and 'written_off', decision 031); the order is then cancelled with its credit note.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { AdminOrder } from '#domain/contracts/admin-orders.ts'
import { courierMessages } from '#domain/messages-courier.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import { adminKeys } from '#web/features/admin/shell/api/query-keys.ts'
import { panelClass } from '#web/features/admin/shell/components/admin-ui.tsx'
import { Button } from '#web/ui/button.tsx'
import { toast } from '#web/ui/toast.tsx'
import { receiveReturn } from '../api/courier.ts'
import { orderKeys } from '../api/query-keys.ts'
import { ordersTexts } from '../texts.en.ts'

const say = adminSay(ordersTexts)

/** Shown for a shipped order: a parcel the courier is bringing back, or has brought back. */
export function ReceiveReturn({ order: o }: { order: AdminOrder }) {
  const queryClient = useQueryClient()
  const [restock, setRestock] = useState<Record<number, number>>(() =>
    Object.fromEntries(o.items.map((i) => [i.product_id, i.quantity])),
  )
  const [error, setError] = useState<string | null>(null)
  const receive = useMutation({
    mutationFn: () =>
      receiveReturn(o.id, {
        lines: o.items.map((i) => ({
          product_id: i.product_id,
          restock: restock[i.product_id] ?? 0,
          written_off: i.quantity - (restock[i.product_id] ?? 0),
        })),
      }),
    onSuccess: (reply) => {
      setError(null)
      queryClient.setQueryData(orderKeys.detail(o.id), reply.data)
      void queryClient.invalidateQueries({
        queryKey: adminKeys.all,
        predicate: (q) => q.queryKey[1] !== 'order',
      })
      toast.success(reply.message)
    },
    onError: (err) => setError(err.message),
  })
  if (o.status !== 'shipped') return null
  const back = /^RTO/i.test(o.shipping.courier_status ?? '')
  const fits = o.items.every((i) => {
    const n = restock[i.product_id]
    return n !== undefined && Number.isInteger(n) && n >= 0 && n <= i.quantity
  })
  return (
    <section aria-labelledby="rto-heading" className={panelClass}>
      <h2 id="rto-heading" className="text-lg">
        {say('rto.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {back ? say('rto.intro.back', { status: o.shipping.courier_status ?? '' }) : say('rto.intro')}
      </p>
      <form
        className="mt-3 flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault()
          if (!fits) return setError(courierMessages.receiveCounts)
          receive.mutate()
        }}
      >
        {o.items.map((i) => {
          const n = restock[i.product_id] ?? 0
          return (
            <fieldset key={i.product_id} className="rounded-lg border border-line p-3 text-sm">
              <legend className="px-1 font-semibold">
                {say('rto.line', { name: i.name, size: i.net_quantity, count: String(i.quantity) })}
              </legend>
              <label className="flex items-center justify-between gap-3">
                <span>{say('rto.restock')}</span>
                <input
                  type="number"
                  inputMode="numeric"
                  value={Number.isNaN(n) ? '' : n}
                  onChange={(e) => setRestock({ ...restock, [i.product_id]: e.target.valueAsNumber })}
                  className="w-20 rounded-md border border-line px-2 py-1 text-right tabular-nums"
                />
              </label>
              <p className="mt-1 flex justify-between text-ink-soft">
                <span>{say('rto.written.off')}</span>
                <output className="tabular-nums" aria-label={say('rto.written.off.label', { name: i.name })}>
                  {Number.isInteger(n) && n >= 0 && n <= i.quantity ? i.quantity - n : '–'}
                </output>
              </p>
            </fieldset>
          )
        })}
        {error && (
          <p role="alert" className="rounded-lg bg-error-soft p-3 text-sm text-error">
            {error}
          </p>
        )}
        <Button type="submit" variant="secondary" disabled={receive.isPending}>
          {receive.isPending ? say('rto.busy') : say('rto.submit')}
        </Button>
      </form>
    </section>
  )
}
