// Checkout and orders (/api/v1): shipping estimates, orders and their replies, the address book.
import { z } from 'zod'
import { COD_CONFIRMATIONS, ORDER_STATUSES, PAYMENT_STATUSES } from '../orders.ts'
import { mobileNumber, optional, pinCode, required } from './checkout-fields.ts'
import { dataReply, intParam, money, moneyOf, pageParam, paginationSchema } from './common.ts'

export const estimateShippingBody = z.object({
  first_name: optional,
  last_name: optional,
  mobile: mobileNumber(optional).describe(
    'an Indian mobile number: 10 digits starting 6–9 (+91 or 0 allowed)',
  ),
  mobile_secondary: mobileNumber(optional),
  street: required,
  city: required,
  state: required,
  postal_code: pinCode.describe('a 6-digit PIN code'),
  country: optional,
})
export type EstimateShippingInput = z.infer<typeof estimateShippingBody>

export const shippingOptionSchema = z.object({
  carrier: z.string(),
  service_level: z.enum(['standard', 'express']),
  description: z.string(),
  delivery_days_min: z.number().int(),
  delivery_days_max: z.number().int(),
  cost: money,
  delivery_from: z
    .string()
    .describe("the earliest delivery day (YYYY-MM-DD, India's calendar) if placed now"),
  delivery_to: z.string().describe('the latest delivery day (YYYY-MM-DD)'),
  delivery_label: z.string().describe("'Delivery by Thu, 27 Nov – Sat, 29 Nov'"),
})

export const deliveryPromiseQuery = z.object({
  pin: z.string().max(12).describe('the 6-digit PIN code'),
  value: moneyOf(z.coerce.number().min(0).max(10_000_000).default(0)).describe(
    'the order value in rupees (the product price, or the cart total), for free shipping and COD',
  ),
})

export const deliveryPromiseReply = dataReply(
  z.object({
    pin: z.string(),
    serviceable: z.boolean(),
    message: z.string().nullable().describe('why there is no delivery to this PIN, in shopper words'),
    options: z.array(shippingOptionSchema),
    free_shipping: z.boolean().describe('standard delivery is free at this value'),
    free_shipping_threshold: money,
    cod_available: z.boolean(),
    cod_message: z.string().nullable(),
  }),
)

export const estimateShippingReply = dataReply(
  z.object({
    shipping_options: z.array(shippingOptionSchema),
    address_id: z.string(),
    message: z.string().nullable(),
  }),
)

export const orderItemSchema = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  sku: z
    .string()
    .describe("the pack's SKU as sold (decision 048; '' for a line of a product gone before packs)"),
  size: z.string().describe("the pack's net quantity as sold ('100g', '500g')"),
  quantity: z.number().int(),
  unit_price: money,
  total_price: money,
})

/** An address as an order keeps it (and as the address book offers it). */
export const shippingAddressSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  mobile: z.string(),
  mobile_secondary: z.string().nullable(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
})
export type ShippingAddress = z.infer<typeof shippingAddressSchema>

export const orderSchema = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  subtotal: money,
  discount_amount: money,
  coupon_code: z.string().nullable(),
  total_amount: money,
  shipping_charge: money,
  cod_fee: money.describe('the cash-on-delivery fee included in total_amount (0 when paid online)'),
  cod_confirmation: z
    .enum(COD_CONFIRMATIONS)
    .nullable()
    .describe(
      "a cash order's confirmation on WhatsApp (decision 049): pending (the shopper is asked to reply), confirmed, cancelled, expired, held (the shop calls); null when not asked",
    ),
  shipping_carrier: z.string(),
  shipping_mode: z.string(),
  shipping_address: shippingAddressSchema,
  payment_method: z
    .string()
    .describe(
      "how the order was paid, from the captured payment: card, upi, netbanking, wallet (emi, paylater when enabled); 'online' until an online payment is captured",
    ),
  payment_detail: z
    .string()
    .nullable()
    .describe('the bank, wallet, masked UPI id or card network and last four of the captured payment'),
  payment_status: z.enum(PAYMENT_STATUSES),
  invoice_url: z.string().nullable(),
  invoice_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  courier_waybill: z.string().nullable(),
  courier_status: z.string().nullable(),
  razorpay_order_id: z.string().nullable(),
  razorpay_payment_id: z.string().nullable(),
  razorpay_receipt: z.string(),
  razorpay_amount_paisa: z.number().int(),
  notes: z.string().nullable(),
  reservation_expires_at: z.string().nullable(),
  item_count: z.number().int(),
  refunded_amount: money.describe(
    'refunded so far (rupees); a partial refund leaves payment_status partially_refunded',
  ),
  can_pay: z
    .boolean()
    .describe("an unpaid order still open for payment: POST /orders/{id}/pay answers Checkout's options"),
})
export type Order = z.infer<typeof orderSchema>

export const orderListQuery = z.object({
  page: pageParam,
  limit: intParam('limit', { min: 1, max: 50, default: 10 }),
  sort: z
    .enum(['latest', 'oldest', 'status'], { error: 'sort must be one of: latest, oldest, status' })
    .default('latest'),
})
export const orderIdParams = z.object({ id: z.string() })
export const orderListReply = dataReply(
  z.object({ orders: z.array(orderSchema), pagination: paginationSchema }),
)
/** A credit note of the order (decision 025): a cancellation or a refund after its invoice was issued. */
export const creditNoteLinkSchema = z.object({
  number: z.string().describe('its own consecutive series per financial year: CN/2026-27/00001'),
  issued_at: z.string(),
  invoice_number: z.string().describe('the invoice it is against'),
  amount: money.describe('what it gives back, tax included'),
  url: z.string().describe('the PDF (bearer token or session cookie)'),
})
export type CreditNoteLink = z.infer<typeof creditNoteLinkSchema>

export const orderDetailReply = dataReply(
  z.object({
    order: orderSchema,
    items: z.array(orderItemSchema),
    credit_notes: z
      .array(creditNoteLinkSchema)
      .optional()
      .describe('credit notes of cancellations and refunds after the invoice, oldest first'),
  }),
)
export const orderStatusReply = dataReply(
  z.object({
    order_id: z.string(),
    status: z.enum(ORDER_STATUSES),
    payment_status: z.enum(PAYMENT_STATUSES),
    tracking_url: z.string().nullable(),
    courier_status: z.string().nullable(),
  }),
)
export const cancelOrderReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ order: orderSchema }),
})

export const addressBookEntry = shippingAddressSchema.extend({ id: z.string(), is_default: z.boolean() })

export const addressBookReply = dataReply(
  z.object({
    addresses: z
      .array(addressBookEntry)
      .describe('the default first, then the most recently used; at most 5 (checkout adds to it)'),
  }),
)

export const addressIdParams = z.object({ id: z.uuid({ error: 'Unknown shipping address' }) })
