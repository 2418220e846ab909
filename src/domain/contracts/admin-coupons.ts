// Coupons in the back office (/api/admin/v1/coupons).
import { z } from 'zod'
import { editVersion, recordVersion } from './admin.ts'
import { money } from './admin-catalogue.ts'

export const adminCouponView = z.object({
  code: z.string(),
  label: z.string(),
  kind: z.enum(['percent', 'flat']),
  value: z.number().describe('per cent for percent; rupees for flat'),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  min_order: z.number(),
  per_user_limit: z.number().nullable(),
  total_limit: z.number().nullable(),
  used_count: z.number(),
  active: z.boolean(),
  featured: z.boolean(),
  version: recordVersion,
})

const couponFields = z.object({
  label: z.string().trim().min(1, { error: 'Label is required' }).max(120),
  kind: z.enum(['percent', 'flat']),
  value: z.number().positive({ error: 'Value must be above zero' }),
  starts_at: z.iso.datetime({ offset: true }).nullable(),
  ends_at: z.iso.datetime({ offset: true }).nullable(),
  min_order: money('Minimum order'),
  per_user_limit: z.number().int().min(1).nullable(),
  total_limit: z.number().int().min(1).nullable(),
  active: z.boolean(),
  featured: z.boolean(),
})

const couponRules = <T extends z.ZodType<Partial<z.infer<typeof couponFields>>>>(schema: T) =>
  schema
    .refine((c) => !(c.kind === 'percent' && (c.value ?? 0) > 100), {
      error: 'A percent discount is at most 100',
      path: ['value'],
    })
    .refine((c) => !(c.starts_at && c.ends_at && c.starts_at >= c.ends_at), {
      error: 'The end must come after the start',
      path: ['ends_at'],
    })

export const couponCreateInput = couponRules(
  couponFields
    .extend({
      code: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9_-]{3,32}$/, { error: 'Code: 3 to 32 letters, digits, - or _' })
        .transform((c) => c.toUpperCase()),
    })
    .partial({
      starts_at: true,
      ends_at: true,
      min_order: true,
      per_user_limit: true,
      total_limit: true,
      active: true,
      featured: true,
    }),
)
export const couponUpdateInput = couponRules(couponFields.partial().extend({ version: editVersion }))

export const couponOrderView = z.object({
  order_id: z.string(),
  email: z.string(),
  discount: z.number(),
  at: z.string(),
})

export type AdminCoupon = z.infer<typeof adminCouponView>
