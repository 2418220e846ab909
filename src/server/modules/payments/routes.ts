import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  confirmIntentBody,
  confirmIntentReply,
  createIntentBody,
  createIntentReply,
  paymentMethodsReply,
  verifyPaymentBody,
  verifyPaymentReply,
} from '#domain/contracts/checkout-payments.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import { rawBodies } from '#server/http/raw-body.ts'
import { type IdentityService, userIdOf } from '../identity/service.ts'
import type { PaymentsService } from './service.ts'

const errors = errorReplies(400, 401, 404, 409, 419, 503)

export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService
  identity: IdentityService
}> = async (app, { payments, identity }) => {
  app.post(
    '/payments/verify',
    {
      onRequest: identity.authenticate,
      schema: {
        tags: ['payments'],
        summary:
          "Checks Checkout's HMAC signature and the payment's amount, and marks the order paid (idempotent)",
        description:
          "409 'Your payment arrived after the order was cancelled; it has been refunded.' when the order was cancelled or expired first.",
        body: verifyPaymentBody,
        response: { 200: verifyPaymentReply, ...errors },
      },
    },
    async (req) => {
      const { order_id } = await payments.verify(userIdOf(req), {
        paymentId: req.body.razorpay_payment_id,
        providerOrderId: req.body.razorpay_order_id,
        signature: req.body.razorpay_signature,
      })
      return { success: true as const, order_id, data: { order_id } }
    },
  )

  const authed = { onRequest: identity.authenticate }
  app.get(
    '/payments/methods',
    {
      ...authed,
      schema: {
        tags: ['payments'],
        summary: 'Saved cards (Razorpay tokens of the shopper’s customer)',
        response: { 200: paymentMethodsReply, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await payments.listMethods(userIdOf(req)) }),
  )
  app.post(
    '/payments/methods',
    {
      ...authed,
      schema: {
        tags: ['payments'],
        summary:
          'Turns on saved cards: creates the Razorpay customer; Checkout saves the card at the next payment',
        response: { 200: paymentMethodsReply, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await payments.addMethod(userIdOf(req)) }),
  )
  app.delete(
    '/payments/methods/:id',
    {
      ...authed,
      schema: {
        tags: ['payments'],
        summary: 'Deletes a saved card',
        params: z.object({ id: z.string() }),
        response: { 200: paymentMethodsReply, ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await payments.deleteMethod(userIdOf(req), req.params.id),
    }),
  )
  app.post(
    '/payments/create-intent',
    {
      ...authed,
      schema: {
        tags: ['payments'],
        summary:
          'The intent flow mapped onto Razorpay: the Razorpay order of the shopper’s checkout, matched by amount',
        body: createIntentBody,
        response: { 200: createIntentReply, ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await payments.createIntent(userIdOf(req), req.body.amount),
    }),
  )
  app.post(
    '/payments/confirm',
    {
      ...authed,
      schema: {
        tags: ['payments'],
        summary:
          'Pays an intent with a saved card: answers the Checkout options (the shopper authorises in Checkout)',
        body: confirmIntentBody,
        response: { 200: confirmIntentReply, ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await payments.confirmIntent(userIdOf(req), req.body.paymentIntentId, req.body.paymentMethodId),
    }),
  )

  // Webhooks are signed over the raw body: parse nothing before checking it.
  await app.register(async (scope) => {
    rawBodies(scope, 262_144)
    scope.post(
      '/payments/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'Razorpay webhooks: payment.captured, payment.failed, order.paid, refund.processed',
          description:
            'Signed over the raw body. A signed body that is not an event answers 400; an event for an order that is not ours is acknowledged (200) and ignored.',
        },
      },
      async (req) => {
        const result = await payments.webhook(
          req.body as Buffer,
          req.headers['x-razorpay-signature'] as string | undefined,
          req.headers['x-razorpay-event-id'] as string | undefined,
        )
        return { success: true, duplicate: result.duplicate }
      },
    )
  })
}
