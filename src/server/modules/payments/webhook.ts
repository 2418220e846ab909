import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { paymentMessages } from '#domain/messages-payments.ts'
import { AppError } from '#server/errors.ts'
import type { RazorpayPayment } from '#server/integrations/razorpay.ts'
import type { CaptureOutcome } from '../orders/service.ts'
import type { PaymentsDeps } from './service.ts'
import { paymentEvents } from './tables.ts'

/** The payment statuses that mean the money was taken. */
export const CAPTURED = new Set(['captured', 'refunded'])

const webhookEvent = z.object({
  id: z.string().optional(),
  event: z.string(),
  payload: z.object({
    payment: z
      .object({
        entity: z.object({
          id: z.string(),
          order_id: z.string().nullable().optional(),
          amount: z.number().int().nonnegative(),
          status: z.string().optional(),
          method: z.string().optional(),
          vpa: z.string().nullable().optional(),
          bank: z.string().nullable().optional(),
          wallet: z.string().nullable().optional(),
          card: z
            .object({ network: z.string().nullable().optional(), last4: z.string().nullable().optional() })
            .nullable()
            .optional(),
        }),
      })
      .optional(),
    order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
    refund: z
      .object({
        entity: z.object({
          id: z.string(),
          payment_id: z.string(),
          notes: z.union([z.record(z.string(), z.string()), z.array(z.unknown())]).optional(),
        }),
      })
      .optional(),
  }),
})

/** Razorpay's webhooks, given how a captured payment is recorded (and its refunds carried out). */
export function createWebhook(
  deps: PaymentsDeps,
  capture: (providerOrderId: string, payment: RazorpayPayment) => Promise<CaptureOutcome>,
) {
  const { db, razorpay, orders } = deps
  return {
    /**
     * Razorpay webhooks, checked over the raw body. Each event id is handled once, so an order is paid even when
     * the browser closed before verify, and repeated deliveries change nothing. A signed body that is not an event
     * is 400; an event about an order that is not ours is acknowledged (200) and logged, so it is not retried.
     */
    async webhook(rawBody: Buffer, signature: string | undefined, eventIdHeader: string | undefined) {
      if (!signature || !razorpay.verifyWebhookSignature(rawBody, signature)) {
        throw new AppError('bad_request', paymentMessages.badSignature)
      }
      let json: unknown
      try {
        json = JSON.parse(rawBody.toString('utf8'))
      } catch {
        throw new AppError('bad_request', paymentMessages.malformedEvent)
      }
      const parsed = webhookEvent.safeParse(json)
      if (!parsed.success) throw new AppError('bad_request', paymentMessages.malformedEvent)
      const event = parsed.data
      const eventId = eventIdHeader ?? event.id
      if (!eventId) throw new AppError('bad_request', paymentMessages.missingEventId)
      const payment = event.payload.payment?.entity
      const providerOrderId = payment?.order_id ?? event.payload.order?.entity.id ?? null
      const fresh = await db
        .insert(paymentEvents)
        .values({ eventId, type: event.event, providerOrderId })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId })
      if (fresh.length === 0) return { duplicate: true }
      try {
        switch (event.event) {
          case 'payment.captured':
          case 'order.paid': {
            if (payment && providerOrderId && CAPTURED.has(payment.status ?? 'captured')) {
              const outcome = await capture(providerOrderId, {
                ...payment,
                order_id: providerOrderId,
                status: 'captured',
              })
              if (outcome.kind === 'unknown')
                deps.log.warn({ eventId, providerOrderId }, 'webhook for an order that is not ours: ignored')
            }
            break
          }
          case 'payment.failed':
            if (providerOrderId) await orders.recordPaymentFailed(providerOrderId)
            break
          case 'refund.processed': {
            const refund = event.payload.refund?.entity
            const key = refund && !Array.isArray(refund.notes) ? refund.notes?.idempotency_key : undefined
            if (refund && key) await orders.finishRefund(key, refund.id)
            break
          }
        }
      } catch (err) {
        // Let the provider deliver it again later.
        await db.delete(paymentEvents).where(eq(paymentEvents.eventId, eventId))
        throw err
      }
      return { duplicate: false }
    },
  }
}
