import { createCancelling } from './cancel.ts'
import { createPaymentOutcomes } from './capture.ts'
import { createCashOnDelivery } from './cash-on-delivery.ts'
import { createCheckoutSteps } from './checkout.ts'
import { createCodConfirmation } from './cod-confirmation.ts'
import { createOrderCore, type OrdersDeps } from './core.ts'
import { createCourierSide } from './courier.ts'
import { createFulfilment } from './fulfilment.ts'
import { createGuestOrders } from './guest-orders.ts'
import { createOrderReads } from './reads.ts'
import { createRefunds } from './refunds.ts'
import { createReturns } from './returns.ts'

export type { OrderAudit, OrdersDeps } from './core.ts'
export { type CaptureOutcome, stateOf, toOrder } from './order-rows.ts'
export type { OrderRow } from './repo.ts'

export type OrdersService = ReturnType<typeof createOrdersService>

/**
 * Orders: checkout's open order, payments' outcomes, cancelling, fulfilment, refunds and reads, each part in its
 * own file built on the same core (core.ts: the order's lock and state-machine transition, holds and invoice).
 */
export function createOrdersService(deps: OrdersDeps) {
  const core = createOrderCore(deps)
  const cancelling = createCancelling(core)
  const reads = createOrderReads(core)
  const fulfilment = createFulfilment(core)
  const refunds = createRefunds(core)
  // An unpaid order whose reservation has run out is shown to its shopper as expired at once, not when the sweep
  // next runs (every minute): it is expired, its stock given back and its notice written, before it is read.
  const overdue = (o: { status: string; reservation_expires_at: string | null }) =>
    o.status === 'pending' &&
    o.reservation_expires_at !== null &&
    Date.parse(o.reservation_expires_at) <= core.now().getTime()
  return {
    issueInvoice: core.issueInvoice,
    ...createCheckoutSteps(core),
    ...createPaymentOutcomes(core),
    ...cancelling,
    ...refunds,
    // Shopper returns: request, staff's decision, receipt into stock, the money back once (decision 056).
    ...createReturns(core, refunds),
    ...reads,
    async list(...args: Parameters<typeof reads.list>) {
      const read = await reads.list(...args)
      if (!read.orders.some(overdue)) return read
      await cancelling.expireReservations()
      return reads.list(...args)
    },
    async get(...args: Parameters<typeof reads.get>) {
      const read = await reads.get(...args)
      if (!overdue(read.order)) return read
      await cancelling.expireReservations()
      return reads.get(...args)
    },
    ...fulfilment,
    ...createCashOnDelivery(core),
    // The shopper's WhatsApp confirmation of a cash order, and the sweep of those unconfirmed (decision 049).
    ...createCodConfirmation(core),
    // Booking with the courier adapter, its tracking webhook, a returned parcel received (decision 046).
    ...createCourierSide(core, fulfilment, deps.courier),
    // Guest checkout (decision 057): a guest's placed orders, an order's owner, attaching to an account.
    ...createGuestOrders(core),
  }
}
