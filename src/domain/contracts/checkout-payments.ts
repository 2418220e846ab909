// Paying for an order (/api/v1/payments, /api/v1/checkout): the payment provider's order and its verification,
// saved cards and payment intents, and cash on delivery.
import { z } from 'zod'
import { messages } from '../messages.ts'
import { LANGUAGES, normaliseIndianMobile } from '../profile.ts'
import { stripInvisible } from '../text.ts'
import { required } from './checkout-fields.ts'
import { dataReply, money, moneyOf } from './common.ts'

/** The languages an order's mails and messages can be written in (decision 060): the profile's. */
export const ORDER_LANGUAGES = LANGUAGES.map((l) => l.code)
export const ORDER_LANGUAGE_ERROR = `language must be one of: ${ORDER_LANGUAGES.join(', ')}`

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
  notes: z
    .string()
    .overwrite(stripInvisible)
    .trim()
    .max(500, { error: 'Order notes are at most 500 characters' })
    .optional(),
  whatsapp_opt_in: z
    .boolean()
    .optional()
    .describe(
      "the shopper's box 'Send me order updates on WhatsApp' beside the mobile number: updates of this order on WhatsApp (and, for cash on delivery, its confirmation there; decision 049); kept on the profile for next time",
    ),
  language: z
    .enum(ORDER_LANGUAGES, { error: ORDER_LANGUAGE_ERROR })
    .optional()
    .describe(
      "the language of the page the shopper placed the order from: en, hi, te, ta, kn or ml (decision 060). The order keeps it and its mails and WhatsApp messages are written in it (Hindi and Telugu; Tamil, Kannada and Malayalam in English for now). Without it, a signed-in shopper's preferred_language, else English. Any other value: 400 naming the languages, nothing placed",
    ),
})

/** POST /orders/{id}/cash-on-delivery: optionally the page's language, as at placing (decision 060). */
export const placeCodBody = z
  .object({
    language: z
      .enum(ORDER_LANGUAGES, { error: ORDER_LANGUAGE_ERROR })
      .optional()
      .describe(
        "the language of the page the shopper placed it from (decision 060): the order's mails are written in it. Without it, the order keeps the language it was placed in",
      ),
  })
  .nullish()

export const createPaymentOrderReply = z.object({
  success: z.literal(true),
  data: z.object({
    key_id: z.string(),
    order_id: z.string().describe("the payment provider's order id"),
    amount: money.describe('rupees; Checkout takes it × 100'),
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
  amount: moneyOf(
    z.number({ error: 'amount is required (rupees)' }).positive({ error: 'amount must be above 0' }),
  ),
  currency: z.literal('INR', { error: 'Only INR is supported' }).default('INR'),
})
export const createIntentReply = dataReply(
  z.object({
    id: z.string().describe("the Razorpay order id of the shopper's checkout"),
    object: z.literal('payment_intent'),
    amount: money,
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
      amount: money,
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
    fee: money.describe('added to the total when paying in cash'),
    max_total: money.describe('the largest total (with the fee) a courier collects in cash'),
    total_with_fee: money,
  }),
)
