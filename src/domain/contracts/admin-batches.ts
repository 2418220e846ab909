// Batches from farm to pack in the back office (decision 052): receiving a batch, the batches of a product, a
// batch's orders (the recall list) and the near-expiry list.
import { z } from 'zod'

export const BATCH_SOURCE_KINDS = ['farmer_group', 'self_help_group'] as const
/** How a source kind reads ('self-help group'). */
export const SOURCE_KIND_WORDS: Record<(typeof BATCH_SOURCE_KINDS)[number], string> = {
  farmer_group: 'farmer group',
  self_help_group: 'self-help group',
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const day = (field: string) =>
  z
    .string({ error: `${field}: a date is required (YYYY-MM-DD)` })
    .trim()
    .refine(
      (v) =>
        ISO_DAY.test(v) &&
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
        new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      {
        error: `${field}: not a date (YYYY-MM-DD)`,
      },
    )
const words = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, { error: `${field} is required` })
    .max(max, { error: `${field}: at most ${max} characters` })

/** A batch as staff receive it: with a 'received' stock change, in the same transaction as its ledger row. */
export const batchInput = z
  .object({
    lot: z
      .string({ error: 'batch.lot must be text' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9/-]{0,29}$/, {
        error: 'batch.lot: letters, digits, dashes and slashes, at most 30 (as printed on the pack)',
      }),
    packed_on: day('batch.packed_on'),
    best_before: day('batch.best_before'),
    source_kind: z.enum(BATCH_SOURCE_KINDS, {
      error: 'batch.source_kind must be farmer_group or self_help_group',
    }),
    source_name: words('batch.source_name', 120).describe("the group's name: 'Kothur women's'"),
    source_village: z
      .string()
      .trim()
      .max(80, { error: 'batch.source_village: at most 80 characters' })
      .default(''),
    source_district: words('batch.source_district', 80),
    source_state: words('batch.source_state', 80),
    process: z
      .string()
      .trim()
      .max(60, { error: 'batch.process: at most 60 characters' })
      .default('')
      .describe("how the group made it, for the product page: 'sun-dried'"),
  })
  .refine((b) => b.best_before > b.packed_on, {
    error: 'batch.best_before must be after batch.packed_on',
    path: ['best_before'],
  })
  .describe('the batch (lot) received, with a positive change and reason received (decision 052)')

export type BatchInput = z.infer<typeof batchInput>

/** A batch as staff see it. */
export const batchView = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  sku: z.string(),
  size: z.string(),
  lot: z.string(),
  packed_on: z.string(),
  best_before: z.string(),
  source_kind: z.enum(BATCH_SOURCE_KINDS),
  source_name: z.string(),
  source_village: z.string(),
  source_district: z.string(),
  source_state: z.string(),
  process: z.string(),
  received: z.number(),
  remaining: z.number(),
  received_by: z.string(),
  received_at: z.string(),
  expired: z.boolean().describe('its best-before is before today in India: never sold, written off'),
})
export type BatchView = z.infer<typeof batchView>

/** An order that received units of a batch (the recall list). */
export const batchOrderView = z.object({
  order_id: z.string(),
  status: z.string(),
  placed_at: z.string(),
  quantity: z.number().describe('units of this batch in the order'),
  customer_name: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  recall_mailed: z.boolean().describe('the recall mail to this shopper is in the outbox (sent or due)'),
})
export type BatchOrderView = z.infer<typeof batchOrderView>

export const batchDetail = batchView.extend({ orders: z.array(batchOrderView) })

export const recallResult = z.object({
  queued: z.number().describe('mails newly put in the outbox: one per shopper, never twice'),
  shoppers: z.number().describe('shoppers who received the batch'),
})

export const recallInput = z.object({
  message: z
    .string({ error: 'message must be text' })
    .trim()
    .max(1000, { error: 'message: at most 1000 characters' })
    .default('')
    .describe(
      "staff's words to the shoppers (what to do with the pack); the mail names the product, lot and dates",
    ),
})
