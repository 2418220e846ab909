// The back office's GST returns, credit notes and partial refunds (/api/admin/v1, decision 025): shared by the
// server's routes and the back office's pages. Amounts in rupees with two decimals, as everywhere on the wire (the money codec, decision 039).
import { z } from 'zod'
import { creditNoteMessages } from '../credit-notes.ts'
import { MONTH_PATTERN } from '../gstr1.ts'
import { money, moneyInput } from './common.ts'

export const GSTR1_SECTIONS = ['b2cs', 'hsn', 'docs'] as const
export type Gstr1Section = (typeof GSTR1_SECTIONS)[number]
export const GSTR1_CSV_LAYOUTS = ['shop', 'offline'] as const

export const gstr1Query = z
  .object({
    month: z
      .string({ error: 'Give the month as YYYY-MM, e.g. 2026-11' })
      .regex(MONTH_PATTERN, { error: 'Give the month as YYYY-MM, e.g. 2026-11' })
      .describe('the return period, in India time (YYYY-MM)'),
    format: z.enum(['json', 'csv']).default('json'),
    section: z
      .enum(GSTR1_SECTIONS)
      .optional()
      .describe('with format=csv: b2cs (table 7), hsn (table 12) or docs (table 13)'),
    layout: z
      .enum(GSTR1_CSV_LAYOUTS)
      .default('shop')
      .describe(
        "with format=csv: shop (the shop's columns with every tax and a total row) or offline (the columns of the GST offline tool's import template of the section, no total row; decision 029)",
      ),
  })
  .refine((q) => q.format === 'json' || q.section !== undefined, {
    error: 'A CSV is one table: add section=b2cs, hsn or docs',
    path: ['section'],
  })
  .refine((q) => q.layout === 'shop' || q.format === 'csv', {
    error: "The offline tool's layout is a CSV: add format=csv and section=b2cs, hsn or docs",
    path: ['layout'],
  })

const taxes = {
  taxable_value: money,
  igst: money,
  cgst: money,
  sgst: money,
  cess: money,
}
const totalsView = z.object({ total_value: money.describe('tax included'), ...taxes })

export const gstr1View = z.object({
  month: z.string(),
  period: z.object({ from: z.string(), to: z.string() }).describe('[from, to), India time'),
  seller_gstin: z.string(),
  b2cs: z
    .array(
      z.object({
        type: z.literal('OE').describe('supplied by the shop itself, not through an e-commerce operator'),
        place_of_supply: z.string().describe("as the return writes it: '36-Telangana'"),
        state_code: z.string(),
        state_name: z.string(),
        rate: z.number().describe('GST rate, per cent'),
        ...taxes,
      }),
    )
    .describe('table 7, net of the credit notes of the month'),
  hsn: z
    .array(
      z.object({
        hsn: z.string(),
        description: z.string(),
        uqc: z.enum(['KGS', 'LTR', 'NOS', 'NA']),
        quantity: z.number().describe('in the UQC, three decimals'),
        rate: z.number(),
        total_value: money,
        ...taxes,
      }),
    )
    .describe('table 12, net of the credit notes of the month'),
  docs: z
    .array(
      z.object({
        nature: z.enum(['Invoices for outward supply', 'Credit Note']),
        from: z.string().nullable(),
        to: z.string().nullable(),
        total: z.number().int(),
        cancelled: z.number().int(),
        net_issued: z.number().int(),
      }),
    )
    .describe('table 13'),
  totals: z.object({
    invoices: totalsView,
    credit_notes: totalsView,
    net: totalsView.describe('invoices less credit notes: what b2cs and hsn add up to'),
    b2cs: totalsView,
    hsn: totalsView,
  }),
  warnings: z.array(z.string()),
})
export type Gstr1View = z.infer<typeof gstr1View>

/** A credit note as staff see it. */
export const adminCreditNoteView = z.object({
  number: z.string(),
  seq: z.number().int().describe("its place among the order's credit notes, from 1"),
  order_id: z.string(),
  issued_at: z.string(),
  invoice_number: z.string(),
  invoice_date: z.string(),
  reason: z.enum(['cancelled', 'returned', 'refund']),
  note: z.string().nullable(),
  place_of_supply: z.string(),
  intra_state: z.boolean(),
  taxable_value: money,
  cgst: money,
  sgst: money,
  igst: money,
  total: money,
  pdf_url: z.string().describe('the PDF, for staff'),
})
export type AdminCreditNote = z.infer<typeof adminCreditNoteView>

const refundAmount = moneyInput(
  z
    .number({ error: 'The amount is a number of rupees' })
    .positive({ error: 'The amount must be above zero' })
    .max(10_000_000),
  'The amount can have at most two decimals',
)

/** A partial refund: an amount, or units of the order's items; and why (on the credit note and in the audit log). */
export const partialRefundInput = z
  .object({
    amount: refundAmount.optional().describe('rupees, spread over what is left of the order in proportion'),
    items: z
      .array(
        z.object({
          product_id: z.number().int().positive().max(2_147_483_647),
          quantity: z.number().int().min(1).max(99),
        }),
      )
      .min(1)
      .max(50)
      .optional()
      .describe('units of the order’s items given back, at what the invoice charged for them'),
    reason: z
      .string({ error: 'Say why the money is given back' })
      .trim()
      .min(1, { error: 'Say why the money is given back' })
      .max(300),
  })
  .refine((b) => (b.amount === undefined) !== (b.items === undefined), {
    error: creditNoteMessages.amountOrLines,
  })

export const partialRefundReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    order_id: z.string(),
    status: z.string(),
    payment_status: z.string(),
    refunded_amount: money.describe('refunded so far, this refund included'),
    refund_amount: money,
    credit_note: adminCreditNoteView,
  }),
})
