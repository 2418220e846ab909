import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  addressBookReply,
  addressIdParams,
  deliveryPromiseQuery,
  deliveryPromiseReply,
  estimateShippingBody,
  estimateShippingReply,
} from '#domain/contracts/checkout.ts'
import { paymentMessages } from '#domain/messages-payments.ts'
import { AppError } from '#server/errors.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import { rawBodies } from '#server/http/raw-body.ts'
import { hmacHex, safeEqualHex } from '#server/integrations/razorpay.ts'
import { type IdentityService, userIdOf } from '../identity/service.ts'
import type { OrdersService } from '../orders/service.ts'
import { checkPinAndState } from './pin-directory.ts'
import type { ShippingService } from './service.ts'

const courierEvent = z.object({ waybill: z.string().min(1).max(60), status: z.string().min(1).max(60) })

export const shippingRoutes: FastifyPluginAsyncZod<{
  shipping: ShippingService
  orders: OrdersService
  identity: IdentityService
  courierSecret?: string
}> = async (app, { shipping, orders, identity, courierSecret }) => {
  app.post(
    '/cart/checkout/estimate-shipping',
    {
      onRequest: identity.authenticate,
      schema: {
        tags: ['shipping'],
        summary: 'Saves the delivery address and returns the shipping options for the cart (by PIN code)',
        description:
          "The owner's delivery table prices each option. With a courier set up (decision 046, amended), standard " +
          "delivery is the courier's cheapest rate for the cart's 500 g weight band, rounded up to whole rupees, with " +
          "its carrier and date (free at or above the free-shipping threshold); the courier's answer is kept 6 hours " +
          'per PIN, band and COD flag. A courier that does not answer within 1 second or fails leaves the table. A ' +
          'PIN no courier serves answers no options and the message "Sorry, we don\'t deliver to this PIN code yet."',
        body: estimateShippingBody,
        response: {
          200: estimateShippingReply,
          ...errorReplies(400, 401, 419),
        },
      },
    },
    async (req) => {
      // a PIN India Post does not list, or in another state than the one given (decision 047)
      checkPinAndState(req.body.postal_code, req.body.state)
      return { success: true as const, data: await shipping.estimate(userIdOf(req), req.body) }
    },
  )

  const bookErrors = errorReplies(400, 401, 404, 419)
  app.get(
    '/addresses',
    {
      onRequest: identity.authenticate,
      schema: {
        tags: ['shipping'],
        summary: "The shopper's address book (checkout saves each address it ships to, up to 5)",
        response: { 200: addressBookReply, ...bookErrors },
      },
    },
    async (req) => ({
      success: true as const,
      data: { addresses: await shipping.addressBook(userIdOf(req)) },
    }),
  )
  app.put(
    '/addresses/:id/default',
    {
      onRequest: identity.authenticate,
      schema: {
        tags: ['shipping'],
        summary: 'Makes an address the default (offered first at checkout)',
        params: addressIdParams,
        response: { 200: addressBookReply, ...bookErrors },
      },
    },
    async (req) => ({
      success: true as const,
      data: { addresses: await shipping.setDefaultAddress(userIdOf(req), req.params.id) },
    }),
  )
  app.delete(
    '/addresses/:id',
    {
      onRequest: identity.authenticate,
      schema: {
        tags: ['shipping'],
        summary: 'Removes an address from the book (orders keep their own copy)',
        params: addressIdParams,
        response: { 200: addressBookReply, ...bookErrors },
      },
    },
    async (req) => ({
      success: true as const,
      data: { addresses: await shipping.removeAddress(userIdOf(req), req.params.id) },
    }),
  )

  app.get(
    '/shipping/promise',
    {
      schema: {
        tags: ['shipping'],
        summary: "'Check delivery': delivery dates, free shipping and cash on delivery for a PIN code",
        description:
          'Public. The same shipping table as checkout; dates are counted from the next dispatch (2 pm IST cut-off, ' +
          "no Sundays). A malformed PIN is 400 'Enter a valid 6-digit PIN code'; a PIN we do not deliver " +
          'to answers serviceable false with a message; one India Post does not list is 400 (decision 047). With a ' +
          "courier set up, standard delivery's charge and dates are the courier's for a 500 g parcel, and a PIN no " +
          'courier serves answers serviceable false; a courier slower than 1 second leaves the table (decision 046).',
        querystring: deliveryPromiseQuery,
        response: { 200: deliveryPromiseReply, ...errorReplies(400) },
      },
    },
    async (req, reply) => {
      // Dates move with the clock: a minute in shared caches at most.
      checkPinAndState(req.query.pin)
      void reply.header('cache-control', 'public, max-age=60')
      return {
        success: true as const,
        data: await shipping.promise(req.query.pin, req.query.value),
      }
    },
  )

  // A courier's status updates, signed with COURIER_WEBHOOK_SECRET (HMAC-SHA256 of the raw body, hex).
  await app.register(async (scope) => {
    rawBodies(scope, 65_536)
    scope.post(
      '/shipping/webhook',
      {
        schema: {
          tags: ['shipping'],
          summary: 'Courier status updates by waybill (signed)',
          description:
            "'Delivered' completes a shipped order, 'RTO' (returned to origin) cancels it; any other status is the " +
            "courier status while the order is shipped. Every update is kept on the order's timeline. A repeated or " +
            "out-of-order update (a second 'Delivered', an 'RTO' after delivery) answers 200 and changes nothing, so " +
            'a courier may retry freely. An unknown waybill is 404, a bad signature 401.',
        },
      },
      async (req) => {
        const raw = req.body as Buffer
        const signature = String(req.headers['x-courier-signature'] ?? '')
        if (!courierSecret || !safeEqualHex(hmacHex(courierSecret, raw), signature)) {
          throw new AppError('unauthenticated', paymentMessages.badCourierSignature)
        }
        const parsed = courierEvent.safeParse(JSON.parse(raw.toString('utf8') || '{}'))
        if (!parsed.success) throw new AppError('bad_request', paymentMessages.badCourierEvent)
        const order = await orders.courierUpdate(parsed.data.waybill, parsed.data.status)
        return { success: true, order_id: order.id, status: order.status }
      },
    )
  })
}
