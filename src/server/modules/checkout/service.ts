import type { Order } from '#domain/contracts/checkout.ts'
import { messages } from '#domain/messages.ts'
import type { LanguageCode } from '#domain/profile.ts'
import type { ServiceLevel } from '#domain/shipping.ts'
import { AppError } from '#server/errors.ts'
import type { CartService } from '../cart/service.ts'
import type { OrderRow, OrdersService } from '../orders/service.ts'
import type { PaymentsService } from '../payments/service.ts'

export type CheckoutService = ReturnType<typeof createCheckoutService>

/**
 * Placing an order as a sequence of steps, each with its undo (decision 014), in the way Medusa's complete-cart
 * workflow is written:
 *   1. reserve: the shopper's one open order written from the cart, its stock and coupon use reserved, those of
 *      its previous version given back (one transaction; undo: `orders.abandon` gives them back)
 *   2. the provider order, unless the open order's one still asks for the same amount (undo: none needed, an
 *      unpaid provider order lapses; a payment on it is traced to the order and refunded if it does not fit)
 *   3. attach: the provider order recorded on the revision it was made for (a checkout changed meanwhile in
 *      another window answers 409 and the shopper tries again)
 */
export function createCheckoutService(deps: {
  cart: CartService
  orders: OrdersService
  payments: PaymentsService
}) {
  const { cart, orders, payments } = deps

  /** Step 2 and 3 for an open order without a payable provider order. */
  async function providerOrderFor(order: OrderRow, undo: () => Promise<void>): Promise<string> {
    let providerOrderId: string
    try {
      providerOrderId = await payments.createProviderOrder(order)
    } catch {
      await undo()
      throw new AppError('unavailable', messages.checkout.createOrderFailed)
    }
    return orders.attachProviderOrder(order, providerOrderId)
  }

  return {
    /** The cart ready for checkout; what the shopper's own open order holds counts as available to them. */
    async prepare(userId: string) {
      return cart.prepare(userId, await orders.heldBy(userId))
    },

    async placeOrder(
      userId: string,
      input: {
        firstName: string
        lastName: string
        mobile: string
        addressId: string
        serviceLevel: ServiceLevel
        notes?: string
        whatsappOptIn?: boolean
        /** the page's language (decision 060); else the profile's preferred language, else English */
        language?: LanguageCode
        /** the shopper's email address (from their token), for Checkout's prefill */
        email: string
      },
    ) {
      const { order, providerOrderId, created } = await orders.reserve(userId, input)
      const pid = providerOrderId ?? (await providerOrderFor(order, () => orders.abandon(order, created)))
      return payments.checkoutOptions(userId, order, pid, {
        name: `${input.firstName} ${input.lastName}`.trim(),
        email: input.email,
        contact: input.mobile,
      })
    },

    /** 'Pay now' on an open order: Checkout's options for it (a provider order made if it has none). */
    async payOrder(userId: string, orderId: string, email: string) {
      const order = await orders.payable(userId, orderId)
      const pid = order.providerOrderId ?? (await providerOrderFor(order, async () => {}))
      const a = order.shippingAddress
      return payments.checkoutOptions(userId, order, pid, {
        name: `${a.first_name} ${a.last_name}`.trim(),
        email,
        contact: a.mobile,
      })
    },

    /** Cash on delivery for the shopper's open order: whether it is offered, and placing it. */
    cashOnDelivery: (userId: string, orderId: string) => orders.cashOnDelivery(userId, orderId),
    placeCashOnDelivery: (userId: string, orderId: string, language?: LanguageCode) =>
      orders.placeCashOnDelivery(userId, orderId, language),

    /** Cancel, then the refund it decided carried out at once (reconciliation retries one that fails). */
    async cancel(userId: string, orderId: string): Promise<Order> {
      const { refundKeys } = await orders.cancel(userId, orderId)
      await payments.settleRefunds(refundKeys)
      return orders.view(orderId)
    },
  }
}
