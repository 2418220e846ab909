// The back office's courier desk (decision 046), inside the orders console: which courier is set up, booking ticked
// orders with it (AWBs, one label PDF, the manifest, a pickup), the courier's documents asked again, its rates and
// tracking, and a returned parcel received unit by unit.
import { z } from 'zod'
import {
  bookingInput,
  bookingReply,
  courierDocuments,
  courierInfoReply,
  receiveReturnInput,
} from '#domain/contracts/admin-courier.ts'
import { courierMessages } from '#domain/messages-courier.ts'
import { AppError } from '#server/errors.ts'
import type { AdminApp, OrdersConsole } from './orders-console.ts'
import { actionReply, readErrors, TAG, writeErrors } from './orders-console.ts'

const orderIds = bookingInput.shape.order_ids
const documents = courierDocuments

const docsOf = (r: {
  labelUrl?: string
  manifestUrl?: string
  pickupDate?: string
  documentsError?: string
}) => ({
  label_url: r.labelUrl,
  manifest_url: r.manifestUrl,
  pickup_date: r.pickupDate,
  documents_error: r.documentsError,
})

export function courierRoutes(app: AdminApp, c: OrdersConsole): void {
  const { orders, payments, audited, recordOf, done } = c

  app.get(
    '/courier',
    {
      config: { permission: 'orders.view' },
      schema: {
        tags: TAG,
        summary: 'The courier adapter in use: null when orders are self-shipped (typed waybill, own label)',
        response: { 200: courierInfoReply, ...readErrors },
      },
    },
    async () => ({ success: true as const, data: { courier: orders.courier?.name ?? null } }),
  )

  app.post(
    '/orders/book-shipments',
    {
      config: { permission: 'orders.fulfil' },
      schema: {
        tags: TAG,
        summary:
          'Books ticked orders with the courier: AWBs, one label PDF, the manifest, a pickup next working day',
        description:
          'Each order (paid, or cash on delivery, not yet shipped) is created at the courier and given an AWB, then ' +
          'shipped through its state machine with its waybill and tracking link: the shopper is mailed, a COD order ' +
          'invoiced. An order the courier refuses, or that times out or fails, is listed in `failed` with the ' +
          'courier’s reason and is left as it was; it is booked again only when asked. 409 when no courier is set up.',
        body: bookingInput,
        response: { 200: bookingReply, ...writeErrors },
      },
    },
    async (req) => {
      const r = await orders.bookShipments(req.body.order_ids, audited(req, 'order.ship'))
      return {
        success: true as const,
        message: courierMessages.booked(r.booked.length),
        data: {
          booked: r.booked.map((b) => ({
            order_id: b.orderId,
            awb: b.awb,
            courier_name: b.courierName,
            tracking_url: b.trackingUrl,
          })),
          failed: r.failed.map((f) => ({ order_id: f.orderId, reason: f.reason })),
          ...docsOf(r),
        },
      }
    },
  )

  app.post(
    '/orders/courier-documents',
    {
      config: { permission: 'orders.fulfil' },
      schema: {
        tags: TAG,
        summary: 'The label PDF, manifest and pickup of orders booked already (asked again after a failure)',
        body: z.object({ order_ids: orderIds }),
        response: {
          200: z.object({ success: z.literal(true), data: z.object(documents) }),
          ...writeErrors,
        },
      },
    },
    async (req) => ({
      success: true as const,
      data: docsOf(await orders.courierDocuments(req.body.order_ids)),
    }),
  )

  app.get(
    '/courier/serviceability',
    {
      config: { permission: 'orders.view' },
      schema: {
        tags: TAG,
        summary: 'The courier’s carriers and rates for a PIN, a weight and cash on delivery',
        querystring: z.object({
          pin: z.string().regex(/^[1-9]\d{5}$/),
          weight_kg: z.coerce.number().min(0.05).max(50),
          cod: z.enum(['0', '1']).default('0'),
        }),
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.array(
              z.object({
                courier_id: z.number(),
                courier_name: z.string(),
                rate_paise: z.number(),
                etd: z.string(),
                cod: z.boolean(),
              }),
            ),
          }),
          ...writeErrors,
        },
      },
    },
    async (req) => {
      if (!orders.courier) throw new AppError('conflict', courierMessages.notConfigured)
      const rates = await courierCall(() =>
        orders.courier!.serviceability({
          deliveryPin: req.query.pin,
          weightKg: req.query.weight_kg,
          cod: req.query.cod === '1',
        }),
      )
      return {
        success: true as const,
        data: rates.map((r) => ({
          courier_id: r.courierId,
          courier_name: r.courierName,
          rate_paise: r.ratePaise,
          etd: r.etd,
          cod: r.cod,
        })),
      }
    },
  )

  app.get(
    '/courier/track/:awb',
    {
      config: { permission: 'orders.view' },
      schema: {
        tags: TAG,
        summary: 'The courier’s own tracking of an AWB (what its webhook would say)',
        params: z.object({ awb: z.string().min(1).max(60) }),
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ status: z.string(), track_url: z.string().optional() }),
          }),
          ...writeErrors,
        },
      },
    },
    async (req) => {
      if (!orders.courier) throw new AppError('conflict', courierMessages.notConfigured)
      const t = await courierCall(() => orders.courier!.track(req.params.awb))
      return { success: true as const, data: { status: t.status, track_url: t.trackUrl } }
    },
  )

  app.post(
    '/orders/:id/receive-return',
    {
      config: { permission: 'orders.fulfil' },
      schema: {
        tags: TAG,
        summary:
          'Receives a returned parcel (RTO): each unit back to stock or written off; the order cancelled',
        description:
          'Through the stock ledger (decision 031): every unit comes back as `returned`; those not fit to sell are ' +
          'then `written_off`. The order is cancelled through its state machine (returned to origin), with its credit ' +
          'note when it was invoiced and its refund when it was paid; a cash-on-delivery refusal counts against the ' +
          'shopper’s cash-on-delivery eligibility. 409 unless the order is shipped; 400 when the counts do not add up.',
        params: z.object({ id: z.string() }),
        body: receiveReturnInput,
        response: { 200: actionReply, ...writeErrors },
      },
    },
    async (req) => {
      const { row } = await recordOf(req.params.id)
      const { refundKeys } = await orders.receiveReturn(
        row.id,
        req.body.lines.map((l) => ({
          productId: l.product_id,
          restock: l.restock,
          writtenOff: l.written_off,
        })),
        audited(req, 'order.receive_return'),
      )
      await payments.settleRefunds(refundKeys)
      return done(row.id, courierMessages.received)
    },
  )
}

/** A courier's failure as the back office shows it: 503 with the courier's reason. */
async function courierCall<T>(f: () => Promise<T>): Promise<T> {
  try {
    return await f()
  } catch (err) {
    if (err instanceof Error && err.name === 'CourierError') throw new AppError('unavailable', err.message)
    throw err
  }
}
