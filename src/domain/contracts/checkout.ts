import { z } from 'zod'
import { messages } from '../messages.ts'
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../orders.ts'
import { isValidPincode, normaliseIndianMobile } from '../profile.ts'
import { dataReply, intParam, pageParam, paginationSchema, rupees } from './common.ts'

const required = z
  .string({ error: messages.checkout.addressRequired })
  .trim()
  .min(1, { error: messages.checkout.addressRequired })
  .max(200, { error: 'Each address field is at most 200 characters' })
const optional = z
  .string()
  .trim()
  .max(200, { error: 'Each address field is at most 200 characters' })
  .optional()
  .nullable()

// Decision 016: unlike the original (spec §5, 'no format checks'), a courier needs a number it can call and a PIN
// it can deliver to: an Indian mobile (10 digits from 6–9, +91/0 allowed, stored as the 10 digits) and 6 digits.
const mobileNumber = (base: z.ZodType<string | null | undefined>) =>
  base.transform((v, ctx) => {
    if (v === null || v === undefined || v === '') return v
    const mobile = normaliseIndianMobile(v)
    if (!mobile) {
      ctx.addIssue({ code: 'custom', message: messages.profile.phoneInvalid })
      return z.NEVER
    }
    return mobile
  })
const pinCode = required.refine(isValidPincode, { error: messages.profile.pincodeInvalid })

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
  cost: rupees,
  delivery_from: z
    .string()
    .describe("the earliest delivery day (YYYY-MM-DD, India's calendar) if placed now"),
  delivery_to: z.string().describe('the latest delivery day (YYYY-MM-DD)'),
  delivery_label: z.string().describe("'Delivery by Thu, 27 Nov – Sat, 29 Nov'"),
})

export const deliveryPromiseQuery = z.object({
  pin: z.string().max(12).describe('the 6-digit PIN code'),
  value: z.coerce
    .number()
    .min(0)
    .max(10_000_000)
    .default(0)
    .describe('the order value in rupees (the product price, or the cart total), for free shipping and COD'),
})

export const deliveryPromiseReply = dataReply(
  z.object({
    pin: z.string(),
    serviceable: z.boolean(),
    message: z.string().nullable().describe('why there is no delivery to this PIN, in shopper words'),
    options: z.array(shippingOptionSchema),
    free_shipping: z.boolean().describe('standard delivery is free at this value'),
    free_shipping_threshold: rupees,
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

export const createPaymentOrderBody = z.object({
  first_name: required,
  last_name: required,
  mobile: required
    .transform((v, ctx) => {
      const mobile = normaliseIndianMobile(v)
      if (!mobile) {
        ctx.addIssue({ code: 'custom', message: messages.profile.phoneInvalid })
        return z.NEVER
      }
      return mobile
    })
    .describe('an Indian mobile number: 10 digits starting 6–9 (+91 or 0 allowed)'),
  shipping_address_id: z
    .string({ error: messages.checkout.addressRequired })
    .uuid({ error: 'Unknown shipping address' }),
  shipping_service_level: z
    .enum(['standard', 'express'], { error: messages.checkout.selectShipping })
    .default('standard'),
  notes: z.string().trim().max(500, { error: 'Order notes are at most 500 characters' }).optional(),
})

export const createPaymentOrderReply = z.object({
  success: z.literal(true),
  data: z.object({
    key_id: z.string(),
    order_id: z.string().describe("the payment provider's order id"),
    amount: rupees.describe('rupees; Checkout takes it × 100'),
    currency: z.literal('INR'),
    description: z.string(),
    name: z.string(),
    shop_order_id: z.string(),
    checkout_script: z.string(),
    test_mode: z.boolean(),
    prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
    customer_id: z
      .string()
      .optional()
      .describe('present when saved cards are on: pass to Checkout with save: 1'),
  }),
})

export const verifyPaymentBody = z.object({
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
})
export const verifyPaymentReply = z.object({
  success: z.literal(true),
  order_id: z.string(),
  data: z.object({ order_id: z.string() }),
})

export const orderItemSchema = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  quantity: z.number().int(),
  unit_price: rupees,
  total_price: rupees,
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
  subtotal: rupees,
  discount_amount: rupees,
  coupon_code: z.string().nullable(),
  total_amount: rupees,
  shipping_charge: rupees,
  cod_fee: rupees.describe('the cash-on-delivery fee included in total_amount (0 when paid online)'),
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
  refunded_amount: rupees.describe(
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
  amount: rupees.describe('what it gives back, tax included'),
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

export const paymentMethodSchema = z.object({
  id: z.string(),
  type: z.literal('card'),
  card: z.object({
    network: z.string(),
    last4: z.string(),
    expiry_month: z.number().int(),
    expiry_year: z.number().int(),
    name: z.string().nullable(),
  }),
  created_at: z.string(),
})
export const paymentMethodsReply = dataReply(
  z.object({ customer_id: z.string().nullable(), methods: z.array(paymentMethodSchema) }),
)
export const createIntentBody = z.object({
  amount: z.number({ error: 'amount is required (rupees)' }).positive({ error: 'amount must be above 0' }),
  currency: z.literal('INR', { error: 'Only INR is supported' }).default('INR'),
})
export const createIntentReply = dataReply(
  z.object({
    id: z.string().describe("the Razorpay order id of the shopper's checkout"),
    object: z.literal('payment_intent'),
    amount: rupees,
    currency: z.literal('INR'),
    status: z.literal('requires_payment_method'),
    shop_order_id: z.string(),
  }),
)
export const confirmIntentBody = z.object({
  paymentIntentId: z.string().min(1).max(100),
  paymentMethodId: z.string().min(1).max(100),
})
export const confirmIntentReply = dataReply(
  z.object({
    status: z.literal('requires_action'),
    next_action: z.literal('open_checkout'),
    checkout: z.object({
      key_id: z.string(),
      order_id: z.string(),
      amount: rupees,
      currency: z.literal('INR'),
      customer_id: z.string(),
      token: z.string(),
      checkout_script: z.string(),
    }),
  }),
)

export const cashOnDeliveryReply = dataReply(
  z.object({
    available: z.boolean(),
    reason: z
      .string()
      .nullable()
      .describe('why cash on delivery is not offered for this order, in shopper words'),
    fee: rupees.describe('added to the total when paying in cash'),
    max_total: rupees.describe('the largest total (with the fee) a courier collects in cash'),
    total_with_fee: rupees,
  }),
)

export const addressBookEntry = shippingAddressSchema.extend({ id: z.string(), is_default: z.boolean() })

export const addressBookReply = dataReply(
  z.object({
    addresses: z
      .array(addressBookEntry)
      .describe('the default first, then the most recently used; at most 5 (checkout adds to it)'),
  }),
)

export const addressIdParams = z.object({ id: z.uuid({ error: 'Unknown shipping address' }) })
