// The stock ledger screen and the stock take in the back office (/api/admin/v1/stock-ledger, /stock-take):
// decision 042, on top of the one ledger of decision 031.
import { z } from 'zod'
import { STOCK_MOVEMENT_REASONS, stockMovementView } from './admin-catalogue.ts'

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Dates are written YYYY-MM-DD' })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00+05:30`)), { error: 'Dates are written YYYY-MM-DD' })

/** Which of a product's ledger rows to show: a kind, and a span of days in India time (both ends included). */
export const stockLedgerQuery = z.object({
  kind: z
    .enum(STOCK_MOVEMENT_REASONS, { error: `Kind must be one of: ${STOCK_MOVEMENT_REASONS.join(', ')}` })
    .optional()
    .describe(`one of ${STOCK_MOVEMENT_REASONS.join(', ')}`),
  from: day.optional().describe('first day shown (YYYY-MM-DD, India time)'),
  to: day.optional().describe('last day shown (YYYY-MM-DD, India time), included'),
  sku: z
    .string()
    .trim()
    .max(40)
    .optional()
    .describe("one pack's movements only (its SKU): each row's balance is its own pack's (decision 041)"),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
})
export type StockLedgerQuery = z.infer<typeof stockLedgerQuery>

/** One ledger row: the change, the running balance right after it (`stock_after`), who or which order, and why. */
export const stockLedgerEntry = stockMovementView.extend({
  product_id: z.number(),
  order_id: z.string().nullable().describe("the order that took ('sold') or gave back the stock, if any"),
})
export type StockLedgerEntry = z.infer<typeof stockLedgerEntry>

/** The most lines one stock take may hold (the shop has a few hundred products). */
export const STOCK_TAKE_MAX_LINES = 5000

const cell = z.union([z.string().max(200), z.number()]).transform((v) => String(v).trim())
/**
 * Counted quantities typed on the screen: each line a product (its number, or its name) and what was counted.
 * Checked line by line by the shop (not here), so every error is named with its line.
 */
export const stockTakeInput = z.object({
  lines: z
    .array(z.object({ product: cell, counted: cell }))
    .max(STOCK_TAKE_MAX_LINES)
    .describe(
      'one line per counted pack: `product` is a SKU (that pack), or a product’s number or name (its default pack); `counted` the units counted',
    ),
  note: z.string().trim().max(300).default('').describe('kept on each correction row'),
})
export type StockTakeInput = z.infer<typeof stockTakeInput>

export const stockTakeLine = z.object({
  line: z.number().describe('the line of the file (1 is the header) or of the screen (from 1)'),
  product_id: z.number(),
  name: z.string(),
  pack_id: z
    .number()
    .describe('the pack counted (decision 041): the SKU named, or the product’s default pack'),
  sku: z.string(),
  size: z.string().describe('the pack’s net quantity'),
  on_hand: z.number().describe('the pack’s stock now'),
  counted: z.number(),
  change: z.number().describe('counted − on hand: the correction the stock take writes (0: none)'),
})
export const stockTakeError = z.object({
  line: z.number(),
  column: z.enum(['sku_or_product', 'counted', '']).describe("the column at fault ('' for the whole line)"),
  message: z.string(),
})
export const stockTakePreview = z.object({
  lines: z.array(stockTakeLine),
  errors: z
    .array(stockTakeError)
    .describe('every error, each with its line; a stock take with any is refused'),
  changes: z.number().describe('how many packs the stock take corrects'),
})
export type StockTakePreview = z.infer<typeof stockTakePreview>
export const stockTakeResult = z.object({
  corrected: z.number().describe("how many 'correction' rows were written"),
  lines: z.array(stockTakeLine),
})
