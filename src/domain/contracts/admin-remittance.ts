// COD remittance (decision 046, amended): the courier's remittance report (CSV) or its API, each row matched to a
// cash-on-delivery order, and what was delivered but not yet remitted, by courier.
import { z } from 'zod'
import { money } from './common.ts'

/** The remittance report's columns the shop reads (any case; the first name is the shop's own header). */
export const REMITTANCE_COLUMNS = {
  awb: ['awb', 'awb_code', 'awb code', 'awb no', 'awb number', 'airwaybill', 'tracking number'],
  order_id: ['order_id', 'order id', 'channel order id', 'channel_order_id', 'order number'],
  cod_amount: ['cod_amount', 'cod amount', 'cod value', 'collectable amount'],
  remitted_amount: [
    'remitted_amount',
    'remitted amount',
    'remittance amount',
    'amount remitted',
    'net remitted',
  ],
  utr: ['utr', 'utr no', 'utr number', 'bank utr', 'reference', 'crf id', 'remittance id'],
  remitted_on: ['remitted_on', 'remittance date', 'remittance_date', 'remitted on', 'date'],
} as const
export type RemittanceColumn = keyof typeof REMITTANCE_COLUMNS
export const REMITTANCE_HEADER = Object.keys(REMITTANCE_COLUMNS) as RemittanceColumn[]
export const REMITTANCE_MAX_LINES = 5000

export const remittanceError = z.object({
  line: z
    .number()
    .describe('the line of the file (1 is the header), or the row of the courier’s answer (from 1)'),
  column: z
    .enum(['awb', 'order_id', 'cod_amount', 'remitted_amount', 'utr', 'remitted_on', ''])
    .describe("the column at fault ('' for the whole line)"),
  message: z.string(),
})
export type RemittanceError = z.infer<typeof remittanceError>

export const remittanceLine = z.object({
  line: z.number(),
  order_id: z.string(),
  awb: z.string().nullable(),
  courier: z.string().describe('the carrier that delivered the order'),
  expected: money.describe('the order’s total to collect on delivery'),
  remitted: money.describe('what the courier remitted'),
  utr: z.string(),
  remitted_on: z.string().describe('YYYY-MM-DD'),
  outcome: z
    .enum(['match', 'short', 'over', 'already'])
    .describe(
      "'match' is written on import; 'short' or 'over' (remitted ≠ total to collect) refuses the import until the courier corrects it; 'already' was imported before with the same UTR and amount, and adds nothing",
    ),
})
export type RemittanceLine = z.infer<typeof remittanceLine>

export const remittancePreview = z.object({
  lines: z.array(remittanceLine),
  errors: z.array(remittanceError).describe('every error, each with its line; an import with any is refused'),
  matched: z.number().describe('rows the import would write'),
  mismatched: z.number().describe('short or over remittances; an import with any is refused'),
  already: z.number().describe('rows imported before (same order, UTR and amount): nothing to write'),
  matched_amount: money.describe('the total of the rows the import would write'),
})
export type RemittancePreview = z.infer<typeof remittancePreview>

export const remittanceResult = z.object({
  written: z.number().describe('remittance rows written'),
  amount: money.describe('their total'),
  lines: z.array(remittanceLine),
})

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
export const remittanceApiInput = z.object({
  from: day.describe('first remittance day asked of the courier (YYYY-MM-DD)'),
  to: day.describe('last remittance day asked of the courier (YYYY-MM-DD), included'),
})

/** COD delivered and not yet remitted, by the carrier that delivered it. */
export const codOutstanding = z.object({
  orders: z.number(),
  amount: money,
  by_courier: z.array(
    z.object({
      courier: z.string(),
      orders: z.number(),
      amount: money,
      oldest_delivered_at: z.string().describe('ISO time of the oldest such delivery'),
    }),
  ),
})
export type CodOutstanding = z.infer<typeof codOutstanding>

/** An order's remittance, on its page. */
export const orderRemittance = z
  .object({ utr: z.string(), remitted_on: z.string(), amount: money, source: z.enum(['csv', 'api']) })
  .nullable()
