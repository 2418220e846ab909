import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { orderDetailReply } from '#domain/contracts/checkout.ts'
import {
  guestCancelReply,
  guestClaimReply,
  guestSessionReply,
  guestStartBody,
  guestTokenParams,
} from '#domain/contracts/guest.ts'
import { orderReturnsReply, returnReply, returnRequestInput } from '#domain/contracts/returns.ts'
import { guestMessages } from '#domain/guest-checkout.ts'
import { parseSignInMobile } from '#domain/mobile-sign-in.ts'
import { returnMessages } from '#domain/returns.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import type { RateLimiter, RateRule } from '#server/http/rate-limit.ts'
import type { CheckoutService } from '../checkout/service.ts'
import type { OrdersService } from '../orders/service.ts'
import type { GuestService } from './guests.ts'
import { type IdentityService, userIdOf } from './service.ts'

const errors = errorReplies(400, 401, 404, 409, 419, 429)
/** starting or ending a guest checkout needs no credential */
const openErrors = errorReplies(400, 429)
const tags = ['guest']

/** Guest checkouts started: per address, and per email and per mobile (decision 057). */
export const GUEST_START_RULES = {
  address: { name: 'guest-start-address', windowSeconds: 3600, max: 30 },
  email: { name: 'guest-start-email', windowSeconds: 3600, max: 10 },
  mobile: { name: 'guest-start-mobile', windowSeconds: 3600, max: 10 },
} satisfies Record<string, RateRule>
/** The order's private link: tries per address, so tokens cannot be guessed at speed (they are 256-bit HMACs). */
export const GUEST_LINK_RULE: RateRule = { name: 'guest-order-link', windowSeconds: 60, max: 60 }

const LINK_DESCRIPTION =
  'The order named by the private link of the confirmation page and the order mail (decision 057): no sign-in. ' +
  "A token altered, forged or of another shop is 404 'This order link is not valid…'; one past its year, 401. " +
  'At most 60 a minute per address (429).'

export const guestRoutes: FastifyPluginAsyncZod<{
  guests: GuestService
  identity: IdentityService
  checkout: CheckoutService
  orders: OrdersService
  limiter: RateLimiter
}> = async (app, { guests, identity, checkout, orders, limiter }) => {
  app.post(
    '/guest/session',
    {
      schema: {
        tags,
        summary: 'Continue as guest: starts a guest checkout with an email and an Indian mobile',
        description:
          'Sets the httpOnly guest cookie (a week) that the cart, addresses, checkout and payment routes accept in ' +
          'place of a bearer token. Each call starts a new guest with an empty cart. Rate limited per address, ' +
          'email and mobile. The one-open-order rule and the cash-on-delivery limits count every guest and account ' +
          'with the same email or mobile.',
        body: guestStartBody,
        response: { 200: guestSessionReply, ...openErrors },
      },
    },
    async (req, reply) => {
      await limiter.check(GUEST_START_RULES.address, req.ip)
      const email = req.body.email.trim().toLowerCase()
      await limiter.check(GUEST_START_RULES.email, email)
      const parsed = parseSignInMobile(req.body.mobile)
      if (parsed.ok) await limiter.check(GUEST_START_RULES.mobile, parsed.e164)
      const started = await guests.start(reply, { email, mobile: req.body.mobile })
      return {
        success: true as const,
        data: { email: started.email, mobile: started.mobile, claimed: false, orders: [] },
      }
    },
  )

  app.get(
    '/guest/session',
    {
      schema: {
        tags,
        summary:
          'The guest checkout of the cookie: its email, mobile and placed orders with their private links',
        response: { 200: guestSessionReply, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await guests.session(req) }),
  )

  app.delete(
    '/guest/session',
    {
      schema: {
        tags,
        summary: 'Ends the guest checkout (clears the cookie)',
        response: { 200: guestClaimReply, ...openErrors },
      },
    },
    async (_req, reply) => {
      guests.end(reply)
      return { success: true as const, data: { attached_orders: [] } }
    },
  )

  app.get(
    '/guest/orders/:token',
    {
      schema: {
        tags,
        summary: 'An order by its private link',
        description: LINK_DESCRIPTION,
        params: guestTokenParams,
        response: { 200: orderDetailReply, ...errors },
      },
    },
    async (req) => {
      await limiter.check(GUEST_LINK_RULE, req.ip)
      const { orderId, userId } = await guests.orderOfToken(req.params.token)
      return { success: true as const, data: await orders.get(userId, orderId) }
    },
  )

  app.get(
    '/guest/orders/:token/invoice',
    {
      schema: {
        tags,
        summary: 'The GST tax invoice (PDF) of an order by its private link',
        description: `${LINK_DESCRIPTION} 404 while the order is not invoiced.`,
        params: guestTokenParams,
      },
    },
    async (req, reply) => {
      await limiter.check(GUEST_LINK_RULE, req.ip)
      const { orderId, userId } = await guests.orderOfToken(req.params.token)
      const pdf = await orders.invoice(userId, orderId)
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${orderId}.pdf"`)
        .header('cache-control', 'private, no-cache')
        .send(pdf)
    },
  )

  app.post(
    '/guest/orders/:token/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancels an order by its private link while pending or processing (as POST /orders/:id/cancel)',
        description: LINK_DESCRIPTION,
        params: guestTokenParams,
        response: { 200: guestCancelReply, ...errors },
      },
    },
    async (req) => {
      await limiter.check(GUEST_LINK_RULE, req.ip)
      const { orderId, userId } = await guests.orderOfToken(req.params.token)
      const order = await checkout.cancel(userId, orderId)
      return {
        success: true as const,
        message: order.payment_status === 'refunded' ? 'Order cancelled and refunded' : 'Order cancelled',
        data: { order },
      }
    },
  )

  app.get(
    '/guest/orders/:token/returns',
    {
      schema: {
        tags,
        summary:
          "An order's returns by its private link, and whether a return can be asked now (as GET /orders/:id/returns)",
        description: LINK_DESCRIPTION,
        params: guestTokenParams,
        response: { 200: orderReturnsReply, ...errors },
      },
    },
    async (req) => {
      await limiter.check(GUEST_LINK_RULE, req.ip)
      const { orderId, userId } = await guests.orderOfToken(req.params.token)
      return { success: true as const, data: await orders.returnsOf(userId, orderId) }
    },
  )

  app.post(
    '/guest/orders/:token/returns',
    {
      schema: {
        tags,
        summary:
          'Asks to return units of a delivered order by its private link (as POST /orders/:id/returns)',
        description: LINK_DESCRIPTION,
        params: guestTokenParams,
        body: returnRequestInput,
        response: { 200: returnReply, ...errors },
      },
    },
    async (req) => {
      await limiter.check(GUEST_LINK_RULE, req.ip)
      const { orderId, userId } = await guests.orderOfToken(req.params.token)
      return {
        success: true as const,
        message: returnMessages.requested,
        data: await orders.requestReturn(userId, orderId, req.body),
      }
    },
  )

  app.post(
    '/guest/orders/:token/returns/:returnId/cancel',
    {
      schema: {
        tags,
        summary: 'Withdraws a return still waiting for the shop’s decision, by the order’s private link',
        description: LINK_DESCRIPTION,
        params: guestTokenParams.extend({ returnId: z.string().max(64) }),
        response: { 200: returnReply, ...errors },
      },
    },
    async (req) => {
      await limiter.check(GUEST_LINK_RULE, req.ip)
      const { orderId, userId } = await guests.orderOfToken(req.params.token)
      return {
        success: true as const,
        message: returnMessages.cancelled,
        data: await orders.cancelReturn(userId, orderId, req.params.returnId),
      }
    },
  )

  app.post(
    '/guest/claim',
    {
      onRequest: identity.authenticate,
      schema: {
        tags,
        summary:
          "Attaches guest orders to the signed-in account: the guest cookie's, and those of its verified email or mobile",
        description:
          'Called once the guest has made an account (a password, or a code by SMS: decision 055). Each guest is ' +
          'attached once, to one account, even when two sign-ups race; unpaid open orders stay with the guest. ' +
          'The guest cookie is cleared.',
        response: { 200: guestClaimReply, ...errors },
      },
    },
    async (req, reply) => {
      const attached = await guests.claim(userIdOf(req), await guests.guestIdOf(req))
      guests.end(reply)
      return {
        success: true as const,
        message: guestMessages.claimed(attached.length),
        data: { attached_orders: attached },
      }
    },
  )
}
