// Failed deliveries (NDR, decision 046 amended) in the back office: the queue of failed attempts and staff's answer
// to one. Shared by the routes (their OpenAPI) and the back office's pages.
import { z } from 'zod'
import { messages } from '../messages.ts'
import { ndrMessages } from '../messages-ndr.ts'
import { normaliseIndianMobile } from '../profile.ts'
import { stripInvisible } from '../text.ts'
import { money } from './common.ts'

export const ndrQueueRow = z.object({
  order_id: z.string(),
  customer_name: z.string().describe('the ship-to name'),
  email: z.string(),
  phone: z.string(),
  address: z.string().describe('the ship-to address on one line'),
  pin: z.string(),
  payment_method: z.string(),
  total: money,
  attempts: z.number().int().describe('failed delivery attempts the courier reported, each counted once'),
  last_reason: z.string().nullable().describe("the courier's reason for the latest attempt"),
  last_attempt_at: z.string().nullable(),
  courier: z.string().describe('the carrier the courier adapter booked'),
  awb: z.string().nullable(),
  state: z
    .enum(['waiting', 'rto_due'])
    .describe(
      "waiting: staff to answer (re-attempt or return); rto_due: the owner's number of attempts was reached and " +
        'the return is being asked of the courier (asked again every minute while it fails)',
    ),
})
export type NdrQueueRow = z.infer<typeof ndrQueueRow>

export const ndrQueueReply = z.object({
  success: z.literal(true),
  data: z.object({
    rows: z.array(ndrQueueRow).describe('oldest failed attempt first'),
    attempts_before_rto: z.number().int().describe("the owner's setting: failed attempts before the return"),
  }),
})

/** YYYY-MM-DD of the India day `days` after the one holding `at`. */
export function indiaDayAfter(at: Date, days: number): string {
  return new Date(at.getTime() + 19_800_000 + days * 86_400_000).toISOString().slice(0, 10)
}

export const ndrActionInput = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('reattempt'),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: ndrMessages.dateRange })
      .refine((d) => d >= indiaDayAfter(new Date(), 0) && d <= indiaDayAfter(new Date(), 7), {
        error: ndrMessages.dateRange,
      })
      .optional()
      .describe('deliver on this India day (YYYY-MM-DD): today to 7 days ahead'),
    phone: z
      .string()
      .max(20)
      .transform((v, ctx) => {
        const mobile = normaliseIndianMobile(v)
        if (!mobile) {
          ctx.addIssue({ code: 'custom', message: messages.profile.phoneInvalid })
          return z.NEVER
        }
        return mobile
      })
      .optional()
      .describe(
        'a better number for the courier: an Indian mobile, 10 digits starting 6–9 (+91 or 0 allowed)',
      ),
    address_line: z
      .string()
      .overwrite(stripInvisible)
      .trim()
      .min(5, { error: ndrMessages.addressLine })
      .max(200, { error: ndrMessages.addressLine })
      .optional()
      .describe('a better address line for the courier (landmark, flat number)'),
  }),
  z.object({ action: z.literal('rto') }),
])
export type NdrActionInput = z.input<typeof ndrActionInput>

/** Self-shipped (no courier adapter): staff record a failed delivery the courier told them of. */
export const deliveryFailedInput = z.object({
  reason: z
    .string({ error: ndrMessages.reasonLength })
    .overwrite(stripInvisible)
    .trim()
    .min(3, { error: ndrMessages.reasonLength })
    .max(200, { error: ndrMessages.reasonLength })
    .describe("the courier's reason, as it gave it (the shopper's mail quotes it)"),
})
export type DeliveryFailedInput = z.input<typeof deliveryFailedInput>
