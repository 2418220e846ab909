// The back office's courier desk (decision 046): which courier is set up, a booking's result, a returned parcel
// received unit by unit. Shared by the routes (their OpenAPI) and the back office's pages.
import { z } from 'zod'
import { courierMessages } from '../messages-courier.ts'

export const courierInfoReply = z.object({
  success: z.literal(true),
  data: z.object({
    courier: z
      .string()
      .nullable()
      .describe('the courier adapter in use; null: self-ship (typed waybill, own label)'),
  }),
})

export const bookingInput = z.object({
  order_ids: z
    .array(z.string().trim().min(4).max(40))
    .min(1, courierMessages.noOrdersChosen)
    .max(50, courierMessages.tooManyOrders)
    .describe('the orders to book, in this order'),
})

export const courierDocuments = {
  label_url: z.string().optional().describe('one PDF of every booked parcel’s label, from the courier'),
  manifest_url: z.string().optional().describe('the courier’s manifest for the pickup'),
  pickup_date: z.string().optional().describe('when the courier scheduled the pickup (its own words)'),
  documents_error: z.string().optional().describe('the bookings stand; the documents could not be had'),
}

export const bookingReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    booked: z.array(
      z.object({ order_id: z.string(), awb: z.string(), courier_name: z.string(), tracking_url: z.string() }),
    ),
    failed: z
      .array(z.object({ order_id: z.string(), reason: z.string() }))
      .describe('each with the courier’s reason, left as it was'),
    ...courierDocuments,
  }),
})
export type BookingResult = z.infer<typeof bookingReply>['data']

export const receiveReturnInput = z.object({
  lines: z
    .array(
      z.object({
        product_id: z.number().int().positive(),
        restock: z.number().int().min(0).max(99).describe('units fit to sell: back to stock'),
        written_off: z.number().int().min(0).max(99).describe('units damaged or opened: written off'),
      }),
    )
    .min(1)
    .max(100)
    .describe('one line per item of the order; restock + written_off is its quantity'),
})
export type ReceiveReturnInput = z.infer<typeof receiveReturnInput>
