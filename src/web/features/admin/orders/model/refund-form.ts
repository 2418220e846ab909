// A partial refund as staff fill it in (text boxes) and as the route takes it (partialRefundInput, decision 025):
// the form's checks, in the words the form has always used, and the body they give.
import { z } from 'zod'
import type { AdminOrder } from '#domain/contracts/admin-orders.ts'
import { formatPaise } from '#domain/money.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import { FORM_MESSAGE } from '#web/lib/use-zod-form.ts'
import { paiseOf } from '#web/lib/wire-money.ts'
import { ordersTexts } from '../texts.en.ts'

const say = adminSay(ordersTexts)

/** A line's box in the form: `units.p101` (a key of digits would make react-hook-form's path an index). */
export const unitsKey = (productId: number) => `p${productId}`

export interface RefundValues {
  mode: 'items' | 'amount'
  units: Record<string, string>
  amount: string
  reason: string
}

export const emptyRefund = (o: AdminOrder): RefundValues => ({
  mode: 'items',
  units: Object.fromEntries(o.items.map((i) => [unitsKey(i.product_id), ''])),
  amount: '',
  reason: '',
})

/** The route's body (partialRefundInput): an amount or units of lines, and the reason. */
export type RefundBody =
  | { amount: number; reason: string }
  | { items: { product_id: number; quantity: number }[]; reason: string }

/** The units of each line chosen (whole numbers above zero), in the order's order. */
export const chosenUnits = (o: AdminOrder, v: RefundValues) =>
  o.items
    .map((item) => ({ item, quantity: Number(v.units[unitsKey(item.product_id)] ?? '0') }))
    .filter((c) => Number.isInteger(c.quantity) && c.quantity > 0)

/** The first problem of a refund as filled in, or null. */
function problemOf(o: AdminOrder, v: RefundValues): string | null {
  if (v.mode === 'items') {
    const chosen = chosenUnits(o, v)
    if (chosen.length === 0) return say('refund.error.none')
    if (chosen.some((c) => c.quantity > c.item.quantity)) return say('refund.error.too.many')
  } else {
    const n = Number(v.amount)
    if (!v.amount.trim() || !Number.isFinite(n) || n <= 0) return say('refund.error.amount')
    if (paiseOf(n) > o.totals.refundable)
      return say('refund.error.at.most', { amount: formatPaise(o.totals.refundable) })
  }
  if (!v.reason.trim()) return say('refund.error.reason')

  return null
}

/**
 * The refund form's schema (useZodForm, decision 037): its own checks say one message, the form's (as they always
 * did, above its buttons); a complete form gives the route's body.
 */
export const refundForm = (o: AdminOrder) =>
  z
    .object({
      mode: z.enum(['items', 'amount']),
      units: z.record(z.string(), z.string()),
      amount: z.string(),
      reason: z.string(),
    })
    .superRefine((v, ctx) => {
      const problem = problemOf(o, v)
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: FORM_MESSAGE.split('.') })
    })
    .transform(
      (v): RefundBody => ({
        ...(v.mode === 'amount'
          ? { amount: Number(v.amount) }
          : {
              items: chosenUnits(o, v).map((c) => ({ product_id: c.item.product_id, quantity: c.quantity })),
            }),
        reason: v.reason.trim(),
      }),
    )

/** The API's name of a line's units (`items.0.quantity`) to its box in the form, for the body sent. */
export const refundFieldNames = (body: RefundBody): Record<string, string> =>
  Object.fromEntries(
    ('items' in body ? body.items : []).map((line, i) => [
      `items.${i}.quantity`,
      `units.${unitsKey(line.product_id)}`,
    ]),
  )
