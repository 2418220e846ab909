import { orderMessages } from '#domain/orders.ts'
import { AppError } from '#server/errors.ts'
import { type CreditNoteRow, invoiceUrlOf } from '../invoices/service.ts'
import type { OrderAudit, OrderCore } from './core.ts'
import * as repo from './repo.ts'

type OrderRow = repo.OrderRow

/** After payment: packing, shipping, delivery and the courier's updates (returned to origin included). */
export function createFulfilment(core: OrderCore) {
  const { db, catalogue, shipping, invoices, now, log, transition, releasing, creditNote, issueInvoice } =
    core
  return {
    /** Staff packed the parcel (back office): a placed order not yet shipped; packing again changes nothing. */
    async pack(orderId: string, audit?: OrderAudit): Promise<OrderRow> {
      const { row } = await transition(
        orderId,
        { type: 'pack' },
        {
          audit,
          refused: (r) => new AppError('conflict', orderMessages.cannotMove(r.status, 'packed')),
          effects: async (_tx, _r, _d, at) => ({ packedAt: at }),
        },
      )
      return row
    },

    /** Operator: hand over to the courier. */
    async ship(orderId: string, carrier: string, waybill: string, audit?: OrderAudit): Promise<OrderRow> {
      const { row } = await transition(
        orderId,
        { type: 'ship' },
        {
          audit,
          refused: (r) => new AppError('conflict', orderMessages.cannotMove(r.status, 'shipped')),
          effects: async (tx, r, _d, at) => ({
            shippingCarrier: carrier,
            courierWaybill: waybill,
            courierStatus: 'Shipped',
            trackingUrl: shipping.trackingUrl(carrier, waybill),
            shippedAt: at,
            // A cash-on-delivery order is invoiced when it leaves: numbered in this transaction.
            ...(r.paymentMethod === 'cod' && !r.invoiceNumber
              ? { invoiceNumber: await invoices.nextNumber(tx, at), invoiceUrl: invoiceUrlOf(r.id) }
              : {}),
          }),
          notice: () => ({ kind: 'order_shipped' }),
        },
      )
      if (row.paymentMethod === 'cod')
        await issueInvoice(row.id).catch((err) =>
          log.warn(
            { err, orderId: row.id },
            'invoice PDF not stored at shipping; the invoice route writes it when opened',
          ),
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
            const released = await releasing(tx, r)
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

    /** A courier's status update by waybill; 'Delivered' completes the order, 'RTO' (returned) cancels it. */
    async courierUpdate(waybill: string, status: string): Promise<OrderRow> {
      const row = await repo.findByWaybill(db, waybill)
      if (!row) throw new AppError('not_found', orderMessages.notFound)
      // Kept as received, whatever it changes: the order's timeline shows every update the courier sent.
      await repo.recordCourierEvent(db, { orderId: row.id, waybill, status })
      if (/^delivered$/i.test(status) && row.status === 'shipped') return this.deliver(row.id)
      // Returned to origin (refused or undeliverable); a refund it decides is carried out by reconciliation.
      if (/^(rto|returned|returned to origin)$/i.test(status) && row.status === 'shipped')
        return (await this.returnToOrigin(row.id)).row
      return repo.update(db, row.id, { courierStatus: status, updatedAt: now() })
    },
  }
}
