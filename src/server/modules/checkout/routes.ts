import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { prepareReply } from '#domain/contracts/cart.ts'
import { cancelOrderReply, orderIdParams } from '#domain/contracts/checkout.ts'
import {
  cashOnDeliveryReply,
  createPaymentOrderBody,
  createPaymentOrderReply,
  placeCodBody,
} from '#domain/contracts/checkout-payments.ts'
import { messages } from '#domain/messages.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import type { RateLimiter, RateRule } from '#server/http/rate-limit.ts'
import { type IdentityService, userIdOf } from '../identity/service.ts'
import { orderId } from '../orders/routes.ts'
import type { CheckoutService } from './service.ts'

const errors = errorReplies(400, 401, 404, 409, 419, 429, 503)

/** Placing is cheap to ask and holds stock: a shopper places (or re-places) at most this often. */
const PLACE_RULE: RateRule = { name: 'place-order', windowSeconds: 60, max: 20 }

/**
 * A guest checkout (decision 057) is limited per email and per mobile as well as per guest: a new guest for each
 * try does not buy new tries.
 */
function guestLimitsOf(limiter: RateLimiter) {
  return async (guest: { email: string; mobile: string } | undefined) => {
    if (!guest) return
    await limiter.check(PLACE_RULE, `guest-email:${guest.email}`)
    await limiter.check(PLACE_RULE, `guest-mobile:${guest.mobile}`)
  }
}

export const checkoutRoutes: FastifyPluginAsyncZod<{
  checkout: CheckoutService
  identity: IdentityService
  limiter: RateLimiter
}> = async (app, { checkout, identity, limiter }) => {
  const guestLimits = guestLimitsOf(limiter)
  app.get(
    '/cart/checkout/prepare',
    {
      onRequest: identity.authenticate,
      schema: {
        tags: ['cart'],
        summary: 'The cart ready for checkout, with what changed since it was filled',
        description:
          "What the shopper's own open order holds counts as available to them: returning to checkout never cuts it.",
        response: { 200: prepareReply, ...errors },
      },
    },
    async (req) => {
      const { cart, issues } = await checkout.prepare(userIdOf(req))
      return { success: true as const, data: { cart, validation_issues: issues } }
    },
  )

  const place = {
    onRequest: identity.authenticate,
    schema: {
      body: createPaymentOrderBody,
      response: { 200: createPaymentOrderReply, ...errors },
    },
  }
  const placeHandler = async (req: {
    body: typeof createPaymentOrderBody._output
    user?: { email?: string }
    guest?: { email: string; mobile: string }
  }) => {
    const userId = userIdOf(req as never)
    await limiter.check(PLACE_RULE, userId)
    await guestLimits(req.guest)
    return {
      success: true as const,
      data: await checkout.placeOrder(userId, {
        firstName: req.body.first_name,
        lastName: req.body.last_name,
        mobile: req.body.mobile,
        addressId: req.body.shipping_address_id,
        serviceLevel: req.body.shipping_service_level,
        notes: req.body.notes,
        whatsappOptIn: req.body.whatsapp_opt_in,
        language: req.body.language,
        email: req.user?.email ?? '',
      }),
    }
  }
  const description =
    "Places the shopper's one open order from the server cart (stock and coupon reserved for 30 minutes) and " +
    "answers Razorpay Checkout's options. Calling it again (a reload of the payment step) reuses that order, " +
    'rewritten to the cart as it is now, and its Razorpay order while the amount is unchanged. A coupon that stopped ' +
    "applying since it was applied (used up, paused, expired, the shopper's limit, the minimum) is 409 'Coupon CODE is " +
    "no longer available. Your new total is ₹….': nothing placed, the coupon taken off the cart (decision 035). " +
    'With a courier set up, standard shipping is priced from the same kept courier quote as the estimate (decision ' +
    '046, amended), so the charge is the one shown; a PIN no courier serves is 400 "Sorry, we don\'t deliver to ' +
    'this PIN code yet." and nothing is placed.'
  app.post(
    '/payments/create-order',
    {
      ...place,
      schema: {
        ...place.schema,
        tags: ['payments'],
        summary: 'Places the order and creates the Razorpay order',
        description,
      },
    },
    placeHandler,
  )
  app.post(
    '/orders',
    {
      ...place,
      schema: {
        ...place.schema,
        tags: ['orders'],
        summary: 'Places the order from the server cart (as /payments/create-order)',
        description,
      },
    },
    placeHandler,
  )

  app.post(
    '/orders/:id/pay',
    {
      onRequest: identity.authenticate,
      schema: {
        tags: ['orders'],
        summary: "'Pay now': Razorpay Checkout's options for an open unpaid order",
        description: "409 'This order can no longer be paid' once the order is paid, cancelled or expired.",
        params: orderIdParams,
        response: { 200: createPaymentOrderReply, ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await checkout.payOrder(userIdOf(req), orderId(req.params.id), req.user?.email ?? ''),
    }),
  )

  app.get(
    '/orders/:id/cash-on-delivery',
    {
      onRequest: identity.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'Whether the open order may be paid in cash on delivery, and the fee',
        description:
          "Offered when the PIN's zone allows it (not remote areas), the total with the fee is within COD_MAX_RUPEES, " +
          'the shopper has fewer than 2 cash orders on the way and fewer than 2 refused deliveries.',
        params: orderIdParams,
        response: { 200: cashOnDeliveryReply, ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await checkout.cashOnDelivery(userIdOf(req), orderId(req.params.id)),
    }),
  )

  app.post(
    '/orders/:id/cash-on-delivery',
    {
      onRequest: identity.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'Places the open order for cash on delivery',
        description:
          'The order becomes processing with payment pending and method cod; the fee is added to its total; its stock ' +
          'is held until delivered or cancelled (it does not expire); the invoice is issued when it is shipped and ' +
          'it is paid when delivery is recorded. 400 with the reason when not offered; 409 once it is not open. ' +
          "A body's `language` (decision 060) becomes the order's, in which its mails are written.",
        params: orderIdParams,
        body: placeCodBody,
        response: { 200: cancelOrderReply, ...errors },
      },
    },
    async (req) => {
      const userId = userIdOf(req)
      await limiter.check(PLACE_RULE, userId)
      await guestLimits(req.guest)
      const order = await checkout.placeCashOnDelivery(userId, orderId(req.params.id), req.body?.language)
      return { success: true as const, message: messages.checkout.cashOnDeliveryPlaced, data: { order } }
    },
  )

  // Both readings of the spec (docs/product.md, Calls): PUT and POST.
  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/orders/:id/cancel',
      onRequest: identity.authenticate,
      schema: {
        tags: ['orders'],
        summary:
          'Cancels an order while pending or processing; stock and coupon return and a paid order is refunded in full, once',
        params: orderIdParams,
        response: { 200: cancelOrderReply, ...errors },
      },
      handler: async (req) => {
        const params = req.params as { id: string }
        const order = await checkout.cancel(userIdOf(req), orderId(params.id))
        return {
          success: true as const,
          message: order.payment_status === 'refunded' ? 'Order cancelled and refunded' : 'Order cancelled',
          data: { order },
        }
      },
    })
  }
}
