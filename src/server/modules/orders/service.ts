import { createCancelling } from './cancel.ts'
import { createPaymentOutcomes } from './capture.ts'
import { createCashOnDelivery } from './cash-on-delivery.ts'
import { createCheckoutSteps } from './checkout.ts'
import { createOrderCore, type OrdersDeps } from './core.ts'
import { createFulfilment } from './fulfilment.ts'
import { createOrderReads } from './reads.ts'
import { createRefunds } from './refunds.ts'

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
  return {
    issueInvoice: core.issueInvoice,
    ...createCheckoutSteps(core),
    ...createPaymentOutcomes(core),
    ...createCancelling(core),
    ...createRefunds(core),
    ...createOrderReads(core),
    ...createFulfilment(core),
    ...createCashOnDelivery(core),
  }
}
