// Shopper returns (decision 056): the request, a return as the shopper and staff see it, and staff's actions.
import { z } from 'zod'
import {
  BANK_ACCOUNT,
  IFSC,
  RETURN_REASONS,
  RETURN_STATUSES,
  RETURN_TRACKING,
  returnMessages,
  UPI_ID,
} from '../returns.ts'

export const returnRequestInput = z
  .object({
    items: z
      .array(
        z.object({
          product_id: z.number().int().positive(),
          pack_id: z.number().int().min(0),
          quantity: z.number().int().min(1).max(99),
        }),
      )
      .min(1, returnMessages.noItems)
      .max(50),
    reason: z.enum(RETURN_REASONS),
    note: z.string().trim().max(1000).default(''),
    /** the shopper confirms (or corrects) the pickup address; the order's delivery address when left out */
    pickup_address: z
      .object({
        first_name: z.string().trim().min(1).max(100),
        last_name: z.string().trim().max(100).default(''),
        mobile: z
          .string()
          .trim()
          .regex(/^[6-9]\d{9}$/, 'Enter a 10-digit mobile number.'),
        street: z.string().trim().min(1).max(300),
        city: z.string().trim().min(1).max(100),
        state: z.string().trim().min(1).max(100),
        postal_code: z
          .string()
          .trim()
          .regex(/^[1-9]\d{5}$/, 'Enter a 6-digit PIN code.'),
        country: z.string().trim().max(60).default('India'),
      })
      .optional(),
    refund_upi: z.string().trim().regex(UPI_ID, returnMessages.upi).optional(),
    refund_account: z.string().trim().regex(BANK_ACCOUNT, returnMessages.account).optional(),
    refund_ifsc: z.string().trim().toUpperCase().regex(IFSC, returnMessages.ifsc).optional(),
  })
  .refine((v) => (v.refund_account === undefined) === (v.refund_ifsc === undefined), {
    message: returnMessages.ifsc,
    path: ['refund_ifsc'],
  })

export type ReturnRequestInput = z.infer<typeof returnRequestInput>

export const returnView = z.object({
  id: z.string(),
  order_id: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  note: z.string(),
  refusal_reason: z.string().nullable(),
  pickup_address: z.record(z.string(), z.string()),
  refund_to: z.string().nullable().describe('COD: where the money goes (UPI ID, or account ending and IFSC)'),
  courier_awb: z.string().nullable(),
  courier_error: z
    .string()
    .nullable()
    .describe('the courier’s reason when the reverse pickup could not be booked'),
  tracking: z
    .enum(RETURN_TRACKING)
    .nullable()
    .describe('the reverse pickup’s progress from the courier’s tracking (null: nothing heard yet)'),
  tracking_at: z.string().nullable().describe('when the courier says the shown step happened'),
  tracking_events: z
    .array(z.object({ status: z.string(), at: z.string() }))
    .describe('every tracking update of the return’s waybill, oldest first (the courier’s own words)'),
  photos: z
    .array(z.string())
    .describe(
      'the photos sent with the request: file names, read at /api/v1/orders/{id}/returns/{returnId}/photos/{file} ' +
        '(the shopper) or /api/admin/v1/returns/{returnId}/photos/{file} (staff)',
    ),
  credit_note_number: z.string().nullable(),
  refund_amount: z.number().int().nullable().describe('paise'),
  payout_reference: z.string().nullable(),
  items: z.array(
    z.object({
      product_id: z.number().int(),
      pack_id: z.number().int(),
      name: z.string(),
      size: z.string(),
      quantity: z.number().int(),
      restocked: z.number().int(),
      written_off: z.number().int(),
    }),
  ),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  received_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
})
export type ReturnView = z.infer<typeof returnView>

export const orderReturnsReply = z.object({
  success: z.literal(true),
  data: z.object({
    window_days: z.number().int(),
    /** until when a return can be asked (null: not delivered) */
    returnable_until: z.string().nullable(),
    returnable: z.boolean(),
    items: z
      .array(
        z.object({
          product_id: z.number().int(),
          pack_id: z.number().int(),
          name: z.string(),
          size: z.string(),
          quantity: z.number().int().describe('units bought'),
          returnable: z
            .number()
            .int()
            .describe('units not yet in a requested, approved, received or refunded return'),
        }),
      )
      .describe('the order’s items, as a return names them (product and pack)'),
    returns: z.array(returnView),
  }),
})

export const returnReply = z.object({ success: z.literal(true), message: z.string(), data: returnView })

export const adminReturnsQuery = z.object({
  status: z.enum(RETURN_STATUSES).optional(),
})
export const adminReturnsReply = z.object({
  success: z.literal(true),
  data: z.array(
    returnView.extend({
      shopper_email: z.string(),
      payment_method: z.string(),
      payout_to: z
        .string()
        .nullable()
        .describe('COD: the UPI ID, or the full account number and IFSC, to pay'),
    }),
  ),
})

export const refuseReturnInput = z.object({
  reason: z.string().trim().min(3, 'Give the shopper a reason (3 characters at least).').max(500),
})
export const approveReturnInput = z.object({
  awb: z
    .string()
    .trim()
    .max(60)
    .optional()
    .describe('self-ship: the reverse pickup’s waybill staff booked themselves'),
})
export const receiveReturnItemsInput = z.object({
  items: z
    .array(
      z.object({
        product_id: z.number().int().positive(),
        pack_id: z.number().int().min(0),
        restock: z.number().int().min(0).max(99),
        written_off: z.number().int().min(0).max(99),
      }),
    )
    .min(1)
    .max(50),
})
export const refundReturnInput = z.object({
  payout_reference: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('cash on delivery: the UPI or bank transfer’s reference staff paid the shopper with'),
})
