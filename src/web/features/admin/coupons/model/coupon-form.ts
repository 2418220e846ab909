// A coupon as the back office's forms edit it (text boxes) and as the server's contract takes it: each form's
// schema turns its text into the contract's body and checks it with the contract itself (decision 037), so the
// form and the API refuse with the same words.
import { z } from 'zod'
import { couponCreateInput, couponUpdateInput } from '#domain/contracts/admin-coupons.ts'
import { fromIndiaLocalInput, toIndiaLocalInput } from '#domain/india-time.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import { FORM_MESSAGE } from '#web/lib/use-zod-form.ts'
import { couponsTexts } from '../texts.en.ts'

const say = adminSay(couponsTexts)

export type CouponKind = 'percent' | 'flat'

/** The value box's label: what the value means for the coupon's kind. */
export const valueLabel = (kind: string) =>
  kind === 'percent' ? say('rule.value.percent') : say('rule.value.flat')

const isNumber = (text: string) => text.trim() === '' || Number.isFinite(Number(text))
/** A box that holds a number or nothing: 'Minimum order must be a number' otherwise. */
const numberText = (label: string) =>
  z.string().refine(isNumber, { error: say('form.not.number', { label }) })
const numberOrNull = (text: string) => (text.trim() ? Number(text) : null)

/** The rules of an existing coupon (PATCH /coupons/{code}): its kind does not change, so it is the schema's. */
export const couponRulesForm = (kind: CouponKind) =>
  z
    .object({
      label: z.string(),
      value: numberText(valueLabel(kind)),
      min_order: numberText(say('form.min.order')),
      per_user_limit: numberText(say('rule.per.user')),
      total_limit: numberText(say('rule.total')),
      starts_at: z.string(),
      ends_at: z.string(),
    })
    .transform(
      (v): z.input<typeof couponUpdateInput> => ({
        kind,
        label: v.label,
        value: Number(v.value),
        min_order: Number(v.min_order || 0),
        per_user_limit: numberOrNull(v.per_user_limit),
        total_limit: numberOrNull(v.total_limit),
        starts_at: fromIndiaLocalInput(v.starts_at),
        ends_at: fromIndiaLocalInput(v.ends_at),
      }),
    )
    .pipe(couponUpdateInput)

export type CouponRulesValues = z.input<ReturnType<typeof couponRulesForm>>

export const rulesOf = (c: {
  label: string
  value: number
  min_order: number
  per_user_limit: number | null
  total_limit: number | null
  starts_at: string | null
  ends_at: string | null
}): CouponRulesValues => ({
  label: c.label,
  value: String(c.value),
  min_order: String(c.min_order),
  per_user_limit: c.per_user_limit ? String(c.per_user_limit) : '',
  total_limit: c.total_limit ? String(c.total_limit) : '',
  starts_at: toIndiaLocalInput(c.starts_at),
  ends_at: toIndiaLocalInput(c.ends_at),
})

/**
 * A new coupon (POST /coupons) with its limits, window and whether the cart offers it: without a code and a value
 * the form says so in one message, at its top; the label is the code when left empty.
 */
export const newCouponForm = z
  .object({
    code: z.string(),
    label: z.string(),
    kind: z.enum(['percent', 'flat']),
    value: z.string(),
    min_order: numberText(say('form.min.order')),
    per_user_limit: numberText(say('rule.per.user')),
    total_limit: numberText(say('rule.total')),
    starts_at: z.string(),
    ends_at: z.string(),
    featured: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (!v.code.trim() || !v.value)
      ctx.addIssue({ code: 'custom', message: say('form.code.and.value'), path: FORM_MESSAGE.split('.') })
    else if (!isNumber(v.value))
      ctx.addIssue({
        code: 'custom',
        message: say('form.not.number', { label: valueLabel(v.kind) }),
        path: ['value'],
      })
  })
  .transform(
    (v): z.input<typeof couponCreateInput> => ({
      code: v.code,
      label: v.label || v.code,
      kind: v.kind,
      value: Number(v.value),
      ...(v.min_order ? { min_order: Number(v.min_order) } : {}),
      // its limits and window in the same step: a coupon is never live without the limits it was meant to have
      per_user_limit: numberOrNull(v.per_user_limit),
      total_limit: numberOrNull(v.total_limit),
      starts_at: fromIndiaLocalInput(v.starts_at),
      ends_at: fromIndiaLocalInput(v.ends_at),
      featured: v.featured,
    }),
  )
  .pipe(couponCreateInput)

export const NEW_COUPON: z.input<typeof newCouponForm> = {
  code: '',
  label: '',
  kind: 'percent',
  value: '',
  min_order: '',
  per_user_limit: '',
  total_limit: '',
  starts_at: '',
  ends_at: '',
  featured: false,
}
