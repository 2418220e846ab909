import { whatsappMessages } from '#domain/messages-whatsapp.ts'
import { orderMessages } from '#domain/orders.ts'
import { AppError } from '#server/errors.ts'
import { type CreditNoteRow, invoiceUrlOf } from '../invoices/service.ts'
import type { OrderAudit, OrderCore } from './core.ts'
import * as repo from './repo.ts'

type OrderRow = repo.OrderRow

/** Staff's answer to "the shopper has not confirmed this cash order" (decision 049). */
export type CodGuard = { confirmUnconfirmedCod?: boolean }

/**
 * A cash order whose shopper has not confirmed it on WhatsApp (pending, or held for a call) is packed or shipped
 * only when staff say so explicitly (they called the shopper): checked under the order's lock (decision 049).
 */
function unconfirmedCod(r: OrderRow, cod: CodGuard | undefined): Record<string, never> {
  const state = r.codConfirmation
  if ((state === 'pending' || state === 'held') && !cod?.confirmUnconfirmedCod)
    throw new AppError('conflict', whatsappMessages.unconfirmedCod(whatsappMessages.codStates[state]))
  return {}
}

/** After payment: packing, shipping, delivery and the courier's updates (returned to origin included). */
export function createFulfilment(core: OrderCore) {
  const { db, catalogue, shipping, invoices, now, log, transition, releasing, creditNote } = core
  return {
    /** Staff packed the parcel (back office): a placed order not yet shipped; packing again changes nothing. */
    async pack(orderId: string, audit?: OrderAudit, cod?: CodGuard): Promise<OrderRow> {
      const { row } = await transition(
        orderId,
        { type: 'pack' },
        {
          audit,
          refused: (r) => new AppError('conflict', orderMessages.cannotMove(r.status, 'packed')),
          effects: async (_tx, r, _d, at) => {
            unconfirmedCod(r, cod)
            return { packedAt: at }
          },
        },
      )
      return row
    },

    /** Operator: hand over to the courier. */
    async ship(
      orderId: string,
      carrier: string,
      waybill: string,
      audit?: OrderAudit,
      /** booked with the courier adapter (decision 046): its tracking link and shipment id */
      booked?: { trackingUrl: string; shipmentId: string },
      cod?: CodGuard,
    ): Promise<OrderRow> {
      const { row } = await transition(
        orderId,
        { type: 'ship' },
        {
          audit,
          refused: (r) => new AppError('conflict', orderMessages.cannotMove(r.status, 'shipped')),
          effects: async (tx, r, _d, at) => ({
            ...unconfirmedCod(r, cod),
            shippingCarrier: carrier,
            courierWaybill: waybill,
            courierStatus: 'Shipped',
            trackingUrl: booked?.trackingUrl ?? shipping.trackingUrl(carrier, waybill),
            ...(booked ? { courierShipmentId: booked.shipmentId } : {}),
            shippedAt: at,
            // A cash-on-delivery order is invoiced when it leaves: numbered in this transaction; its PDF is the
            // outbox's invoice job, written with the shipped mail that carries it (decision 036).
            ...(r.paymentMethod === 'cod' && !r.invoiceNumber
              ? { invoiceNumber: await invoices.nextNumber(tx, at), invoiceUrl: invoiceUrlOf(r.id) }
              : {}),
          }),
          notice: () => ({ kind: 'order_shipped' }),
        },
      )
      return row
    },

    async deliver(orderId: string, audit?: OrderAudit): Promise<OrderRow> {
      const { row } = await transition(
        orderId,
        { type: 'deliver' },
        {
          audit,
          refused: (r) => new AppError('conflict', orderMessages.cannotMove(r.status, 'delivered')),
          effects: async (_tx, r, d, at) => ({
            courierStatus: 'Delivered',
            deliveredAt: at,
            // Cash on delivery: the cash collected is the payment.
            ...(d.next.paymentStatus === 'completed' && r.paymentStatus !== 'completed'
              ? { paidAt: at }
              : {}),
          }),
          notice: () => ({ kind: 'order_delivered' }),
        },
      )
      return row
    },

    /** The courier brought the parcel back (refused or undeliverable): cancelled, stock back, a paid order refunded. */
    async returnToOrigin(orderId: string): Promise<{ row: OrderRow; refundKeys: string[] }> {
      let note: CreditNoteRow | undefined
      const result = await transition(
        orderId,
        { type: 'return_to_origin' },
        {
          refused: (r) => new AppError('conflict', orderMessages.cannotMove(r.status, 'returned to origin')),
          effects: async (tx, r, d, at) => {
            const released = await releasing(tx, r, 'returned')
            note = (await creditNote(tx, r, at, { kind: 'rest' }, { reason: 'returned' })).note
            return {
              ...released,
              courierStatus: 'RTO',
              returnedToOriginAt: at,
              cancelledAt: at,
              ...(d.refund ? { refundedAt: at } : {}),
            }
          },
          notice: (_r, d) => ({
            kind: 'order_cancelled',
            refundPaise: d.refund?.amountPaise ?? 0,
            returned: true,
            creditNote: note,
          }),
        },
      )
      catalogue.notifyChanged()
      return result
    },

    /**
     * A courier's status update by waybill; 'Delivered' completes a shipped order, 'RTO' (returned) cancels it.
     * Couriers retry their webhooks and send them out of order, so an update that no longer fits the order (a
     * second 'Delivered', an 'RTO' after delivery, 'In transit' after either) is kept on the timeline, logged, and
     * changes nothing: the order and its courier status stay as the first final update left them.
     */
    async courierUpdate(waybill: string, status: string): Promise<OrderRow> {
      const row = await repo.findByWaybill(db, waybill)
      if (!row) throw new AppError('not_found', orderMessages.notFound)
      // Kept as received, whatever it changes: the order's timeline shows every update the courier sent.
      await repo.recordCourierEvent(db, { orderId: row.id, waybill, status })
      const ignored = async () => {
        const now = (await repo.findById(db, row.id)) ?? row
        log.warn(
          { orderId: row.id, waybill, courierStatus: status, orderStatus: now.status },
          'courier update repeated or out of order: recorded on the timeline, the order unchanged',
        )
        return now
      }
      // Each final update is a transition under the order's lock: of two at once (or a retry), the one that finds
      // the order no longer shipped is refused by the machine, and answered as the order is.
      const final = /^delivered$/i.test(status)
        ? () => this.deliver(row.id)
        : /^(rto|returned|returned to origin)$/i.test(status)
          ? // Returned to origin (refused or undeliverable); a refund it decides is carried out by reconciliation.
            async () => (await this.returnToOrigin(row.id)).row
          : null
      if (final) {
        if (row.status !== 'shipped') return ignored()
        try {
          return await final()
        } catch (err) {
          if (err instanceof AppError && err.kind === 'conflict') return ignored()
          throw err
        }
      }
      // An update on the way: only while the order is out with the courier (never over a final one).
      return (await repo.setCourierStatusWhileShipped(db, row.id, status, now())) ?? ignored()
    },
  }
}
