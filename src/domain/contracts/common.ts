import { z } from 'zod'
import { paiseToRupees, rupeesToPaise } from '../money.ts'
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

// Money crosses the wire here and nowhere else (decision 039). The JSON carries rupees, a number with at most two
// decimals (decision 001); the server's handlers and services, and a client that parses a reply with its contract,
// hold integer paise. A money field is a codec: a request body is decoded (rupees -> paise, half away from zero),
// a reply is encoded by fastify-type-provider-zod's serializer, which runs zod's `safeEncode` (paise -> rupees).

const RUPEES_ON_THE_WIRE = 'Amount in rupees (INR), two decimals at most'

/**
 * A money field of a reply (or of a request that takes any number of rupees): rupees on the wire, paise inside.
 * Its OpenAPI schema is the wire's, `{ type: number }` with its description, both as a request (the codec's
 * input side) and as a reply (its output side, a plain number, under the codec's own description), so the
 * document does not change with the codec. `moneyOf(wire)` documents as `wire` does, both ways. Encoding a fraction of a paisa throws
 * (`paiseToRupees`): a reply never rounds money in silence.
 */
export const money = moneyOf(z.number().describe(RUPEES_ON_THE_WIRE)).describe(RUPEES_ON_THE_WIRE)

/**
 * A money field whose wire side is `wire` (a number schema in rupees, with its own limits and messages, or a
 * coerced query parameter): decoded to paise (`rupeesToPaise`, half away from zero), encoded back to rupees.
 */
export function moneyOf<W extends z.ZodType<number, unknown>>(wire: W) {
  return z.codec(wire, z.number(), {
    decode: (rupees: number) => rupeesToPaise(rupees),
    encode: (paise: number) => paiseToRupees(paise) as z.output<W>,
  })
}

/**
 * Paise as the wire shows them, for a record kept in that shape (an audit line's before and after): the
 * `money` codec's encode, so such records read in rupees like the replies of the same moment.
 */
export function moneyOnRecord(paise: number): number {
  return z.encode(money, paise)
}

/** What the wire may carry as an amount a person typed: a number with at most two decimals. */
export function hasAtMostTwoDecimals(rupees: number): boolean {
  return Math.round(rupees * 100) === Number((rupees * 100).toFixed(6))
}

/**
 * A money field of a request, with the shop's refusals in its words: `wire` is the number schema with its
 * messages and limits (in rupees); at most two decimals (`decimalsError`), then decoded to paise.
 */
export function moneyInput(wire: z.ZodNumber, decimalsError: string) {
  return moneyOf(wire.refine(hasAtMostTwoDecimals, { error: decimalsError }))
}
