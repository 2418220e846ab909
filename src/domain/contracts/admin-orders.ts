// The back office's orders console (decision 022): the list with its filters, one order with its timeline, and the
// fulfilment actions. Shared by the server's routes and the back office's pages.
import { z } from 'zod'
import { adminOrderMessages as m } from '../messages-admin-orders.ts'
import { COD_CONFIRMATIONS, ORDER_STATUSES, PAYMENT_STATUSES } from '../orders.ts'
import { PAYMENT_METHODS } from '../payment-methods.ts'
import { stripInvisible } from '../text.ts'
import { orderRemittance } from './admin-remittance.ts'
import { dataReply, intParam, money, pageParam, paginationSchema } from './common.ts'

/** A cash order's WhatsApp confirmation states (decision 049). */
export { COD_CONFIRMATIONS }

/** An India day, YYYY-MM-DD (the orders' and the audit log's date filters). */
export const indiaDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.dateInvalid })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), { error: m.dateInvalid })

/** The list's filters; the CSV export takes the same. Dates are India days, from and to both counted. */
const filterShape = {
  q: z
    .string()
    .trim()
    .max(120)
    .optional()
    .describe('order id, shopper email, mobile number or waybill (any part of it)'),
  status: z.enum(ORDER_STATUSES).optional(),
  payment_status: z.enum(PAYMENT_STATUSES).optional(),
  payment_method: z.enum(PAYMENT_METHODS).optional(),
  cod_confirmation: z
    .enum(COD_CONFIRMATIONS)
    .optional()
    .describe(
      "a cash order's WhatsApp confirmation (decision 049): pending (waiting), confirmed, cancelled, expired, held (for a call)",
    ),
  packed: z
    .enum(['yes', 'no'])
    .optional()
    .describe('yes: packed by staff; no: not yet (with status=processing: to pack, or packed to ship)'),
  from: indiaDay.optional().describe('placed on or after this India day (YYYY-MM-DD)'),
  to: indiaDay.optional().describe('placed on or before this India day (YYYY-MM-DD)'),
  state: z.string().trim().max(60).optional().describe('the ship-to state, as written on the address'),
  pin: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: m.pinInvalid })
    .optional(),
  coupon: z.string().trim().max(40).optional(),
  cod_remitted: z
    .enum(['yes', 'no'])
    .optional()
    .describe(
      'cash-on-delivery orders delivered whose cash the courier remitted (yes) or not yet (no) (decision 046, amended: COD remittance)',
    ),
}
const fromBeforeTo = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to

export const adminOrderFilters = z
  .object(filterShape)
  .refine(fromBeforeTo, { error: m.dateRange, path: ['to'] })

export const adminOrderListQuery = z
  .object({
    ...filterShape,
    page: pageParam,
    per_page: intParam('per_page', { min: 1, max: 100, default: 25 }),
  })
  .refine(fromBeforeTo, { error: m.dateRange, path: ['to'] })
export type AdminOrderFilters = z.infer<typeof adminOrderFilters>

export const adminOrderRow = z.object({
  id: z.string(),
  created_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.string(),
  customer_name: z.string().describe('the ship-to name'),
  email: z.string(),
  mobile: z.string(),
  city: z.string(),
  state: z.string(),
  pin: z.string(),
  item_count: z.number().int(),
  total: money,
  refunded: money,
  coupon_code: z.string().nullable(),
  courier_waybill: z.string().nullable(),
  invoice_number: z.string().nullable(),
  packed_at: z.string().nullable(),
  cod_confirmation: z
    .enum(COD_CONFIRMATIONS)
    .nullable()
    .optional()
    .describe("a cash order's WhatsApp confirmation (decision 049); null when not asked"),
  cod_signals: z
    .object({
      pin_state_mismatch: z
        .boolean()
        .describe('India Post places the PIN in another state than the address says'),
      refused_before: z
        .number()
        .int()
        .describe('cash parcels of this shopper the courier brought back before'),
      first_order: z.boolean().describe('no earlier order of this shopper was paid or placed for cash'),
      high_value: z.boolean().describe('the total is half the cash-on-delivery limit or more'),
    })
    .nullable()
    .optional()
    .describe('what to weigh before packing a cash order (decision 049); null for orders paid online'),
})
export type AdminOrderRow = z.infer<typeof adminOrderRow>
export type CodSignals = NonNullable<AdminOrderRow['cod_signals']>

export const adminOrderListReply = z.object({
  success: z.literal(true),
  data: z.array(adminOrderRow),
  pagination: paginationSchema,
})

export const TIMELINE_KINDS = [
  'placed',
  'paid',
  'invoice',
  'packed',
  'shipped',
  'delivered',
  'returned',
  'cancelled',
  'expired',
  'refund',
  'credit_note',
  'mail',
  'webhook',
  'staff',
] as const

export const timelineEvent = z.object({
  at: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  title: z.string(),
  detail: z.string().nullable(),
  /** the staff member who did it (from the audit log), when a person did */
  actor: z.string().nullable(),
})
export type TimelineEvent = z.infer<typeof timelineEvent>

/** An order's failed deliveries (NDR, decision 046 amended), as its page shows them. */
export const ndrOfOrder = z.object({
  attempts: z.number().int().describe('failed delivery attempts the courier reported, each counted once'),
  last_reason: z.string().nullable().describe("the courier's reason for the latest"),
  last_attempt_at: z.string().nullable(),
  waiting: z.boolean().describe('waiting for staff: re-attempt or return to origin'),
  action: z.enum(['reattempt', 'rto']).nullable().describe('the last answer given to the courier'),
  action_at: z.string().nullable(),
  rto_due_at: z
    .string()
    .nullable()
    .describe("the owner's number of attempts was reached: the return is asked of the courier automatically"),
  rto_requested_at: z.string().nullable().describe('the courier took the request to return the parcel'),
})

export const adminOrderView = z.object({
  id: z.string(),
  created_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  shipping_address: z.object({
    first_name: z.string(),
    last_name: z.string(),
    mobile: z.string(),
    mobile_secondary: z.string().nullable(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    postal_code: z.string(),
    country: z.string(),
  }),
  notes: z.string().nullable(),
  items: z.array(
    z.object({
      product_id: z.number().int(),
      name: z.string(),
      sku: z.string().describe("the pack's SKU as sold (decision 048)"),
      size: z.string().describe("the pack's net quantity as sold (decision 048; the same as net_quantity)"),
      net_quantity: z.string(),
      hsn_code: z.string(),
      gst_rate: z.number(),
      quantity: z.number().int(),
      unit_price: money,
      total_price: money,
    }),
  ),
  totals: z.object({
    subtotal: money,
    discount: money,
    shipping: money,
    cod_fee: money,
    total: money,
    captured: money.describe('paid and recorded as the order’s own (cash too, once delivered)'),
    refunded: money,
    refundable: money.describe('what is left to refund through the payment provider'),
  }),
  coupon_code: z.string().nullable(),
  payment: z.object({
    method: z.string(),
    label: z.string(),
    detail: z.string().nullable(),
    provider_order_id: z.string().nullable(),
    provider_payment_id: z.string().nullable(),
    issue: z.string().nullable(),
    cash_to_collect: money.describe('cash on delivery, not yet collected: what the courier collects; else 0'),
  }),
  invoice: z
    .object({ number: z.string(), url: z.string().describe('the PDF, for staff (/api/admin/v1/…)') })
    .nullable(),
  shipping: z.object({
    mode: z.string(),
    carrier: z.string(),
    waybill: z.string().nullable(),
    tracking_url: z.string().nullable(),
    courier_status: z.string().nullable(),
    tracked_carriers: z
      .array(z.string())
      .describe('couriers the shop has a tracking link for (TRACKING_URL_TEMPLATES); any other is typed'),
    ndr: ndrOfOrder
      .optional()
      .describe('failed delivery attempts the courier reported (decision 046 amended)'),
  }),
  cod_confirmation: z
    .enum(COD_CONFIRMATIONS)
    .nullable()
    .optional()
    .describe("a cash order's WhatsApp confirmation (decision 049); null when not asked"),
  cod_remittance: orderRemittance
    .optional()
    .describe(
      "a cash order's remittance by the courier (decision 046, amended: COD remittance): its UTR, day and amount; null until remitted",
    ),
  packed_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  refunds: z.array(
    z.object({
      key: z.string(),
      amount: money,
      reason: z.string(),
      status: z.string().describe('pending, processing or processed (carried out at the provider)'),
      created_at: z.string(),
    }),
  ),
  credit_notes: z
    .array(
      z.object({
        number: z.string(),
        issued_at: z.string(),
        reason: z.string(),
        total: money,
        pdf_url: z.string(),
      }),
    )
    .describe('credit notes of cancellations and refunds after the invoice (decision 025), oldest first'),
  timeline: z.array(timelineEvent),
  /** what staff may do now, as the order's state machine decides */
  actions: z.object({
    pack: z.boolean(),
    ship: z.boolean(),
    deliver: z.boolean(),
    cancel: z.boolean(),
    refund: z.boolean(),
    resend_invoice: z.boolean(),
  }),
})
export type AdminOrder = z.infer<typeof adminOrderView>

export const orderIdParam = z.object({ id: z.string().max(64) })

/** Staff's cancel: why, in words for the shopper (their cancellation mail says it); required. */
export const cancelInput = z.object({
  reason: z
    .string({ error: m.cancelReasonRequired })
    .transform((s) => stripInvisible(s).trim())
    .pipe(z.string().min(1, { error: m.cancelReasonRequired }).max(300, { error: m.cancelReasonTooLong }))
    .describe(
      'why the order is cancelled, in words for the shopper: their mail says it (1 to 300 characters)',
    ),
})

/** Staff's explicit yes to packing or shipping a cash order its shopper has not confirmed (decision 049). */
const confirmUnconfirmedCod = z
  .boolean()
  .optional()
  .describe(
    'true: pack or ship a cash order whose shopper has not confirmed it on WhatsApp (staff called them); otherwise 409',
  )
export const codGuardInput = z.object({ confirm_unconfirmed_cod: confirmUnconfirmedCod }).optional()

export const shipInput = z.object({
  confirm_unconfirmed_cod: confirmUnconfirmedCod,
  carrier: z.string().trim().min(1, { error: m.carrierRequired }).max(60),
  waybill: z
    .string()
    .trim()
    .min(1, { error: m.waybillRequired })
    .max(40, { error: m.waybillInvalid })
    .regex(/^[A-Za-z0-9-]*$/, { error: m.waybillInvalid }),
})

export const packingSlipsInput = z.object({
  ids: z.array(z.string().max(64)).min(1, { error: m.noOrdersChosen }).max(100, { error: m.tooManyOrders }),
})

/** GET /orders/{id}: the order as staff see it. */
export const adminOrderReply = dataReply(adminOrderView)
/** A step of fulfilment (pack, ship, deliver, cancel, mail the invoice again): what was done, and the order now. */
export const adminOrderActionReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminOrderView,
})
