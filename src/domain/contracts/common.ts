import { z } from 'zod'
import { PAGE_LIMITS } from '../pagination.ts'

/** A whole-number query parameter with a clear message naming it and its range. */
export function intParam(name: string, opts: { min: number; max: number; default: number }) {
  const error = `${name} must be a whole number from ${opts.min} to ${opts.max}`
  return z.coerce
    .number({ error })
    .int({ error })
    .min(opts.min, { error })
    .max(opts.max, { error })
    .default(opts.default)
}

export const pageParam = intParam('page', { min: 1, max: PAGE_LIMITS.maxPage, default: 1 })

export const paginationSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
  has_next: z.boolean(),
  has_prev: z.boolean(),
})

export const errorReplySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  reason: z
    .enum(['coupon_gone'])
    .optional()
    .describe(
      'Set on the refusals a client acts on beyond showing the message. coupon_gone: the coupon stopped applying before the order was placed; nothing was placed, the coupon left the cart and the message states the new total (decision 035).',
    ),
  issues: z
    .array(
      z.object({
        path: z
          .array(z.string())
          .describe(
            "where in the request body, one name or index a step: ['bio'], ['items', '0', 'quantity']",
          ),
        message: z.string().describe("that field's own message, in the shop's words"),
      }),
    )
    .optional()
    .describe(
      "Set on a 400 whose body did not pass the route's schema: each problem with the field it is about, so a form shows each message under its field (decision 037). `message` still says all of them.",
    ),
})

export function dataReply<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data })
}

export function listReply<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), pagination: paginationSchema })
}

/** Rupees on the wire: a number with at most two decimals. */
export const rupees = z.number().describe('Amount in rupees (INR), two decimals at most')
