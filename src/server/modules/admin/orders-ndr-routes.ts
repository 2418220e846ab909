// Failed deliveries (NDR, decision 046 amended) in the back office's orders console: the queue of failed attempts
// with the courier's reason, and staff's answer to one (re-attempt with a date, phone or address line, or return
// to origin), told to the courier first: its failure or timeout leaves the order as it was.
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { deliveryFailedInput, ndrActionInput, ndrQueueReply } from '#domain/contracts/admin-ndr.ts'
import { ndrMessages } from '#domain/messages-ndr.ts'
import { ndrQueueForStaff } from '../orders/admin.ts'
import type { OrderAudit } from '../orders/service.ts'
import type { AdminApp, OrdersConsole } from './orders-console.ts'
import { actionReply, readErrors, TAG, writeErrors } from './orders-console.ts'

export function ndrRoutes(app: AdminApp, c: OrdersConsole): void {
  const { db, orders, operators, recordOf, done } = c

  /** The audit line of an answer: what the courier was told, and the order's NDR before and after. */
  const audited =
    (req: FastifyRequest, action: string, told: Record<string, string | undefined>): OrderAudit =>
    (tx, before, after) =>
      operators.auditor(req)(tx, {
        action,
        entityType: 'order',
        entityId: after.id,
        before: {
          ndr_attempts: before.ndrAttempts,
          ndr_reason: before.ndrReason,
          ndr_action: before.ndrAction,
        },
        after: { ndr_attempts: after.ndrAttempts, ndr_action: after.ndrAction, ...told },
      })

  app.get(
    '/orders/ndr',
    {
      config: { permission: 'orders.view' },
      schema: {
        tags: TAG,
        summary: 'Failed deliveries (NDR): orders whose delivery failed, waiting for an answer',
        description:
          'Each shipped order the courier could not deliver: its shopper, phone and address, the failed attempts ' +
          '(each counted once), the courier’s last reason and when. `rto_due`: the owner’s number of attempts was ' +
          'reached and the return to origin is being asked of the courier.',
        response: { 200: ndrQueueReply, ...readErrors },
      },
    },
    async () => {
      const rows = await ndrQueueForStaff(db)
      return {
        success: true as const,
        data: {
          attempts_before_rto: orders.ndrAttemptsBeforeRto(),
          rows: rows.map(({ row, email, state }) => {
            const a = row.shippingAddress
            return {
              order_id: row.id,
              customer_name: `${a.first_name} ${a.last_name}`.trim(),
              email,
              phone: a.mobile,
              address: [a.street, a.city, a.state].filter(Boolean).join(', '),
              pin: a.postal_code,
              payment_method: row.paymentMethod,
              total: row.totalPaise,
              attempts: row.ndrAttempts,
              last_reason: row.ndrReason,
              last_attempt_at: row.ndrAt?.toISOString() ?? null,
              courier: row.shippingCarrier,
              awb: row.courierWaybill,
              state,
            }
          }),
        },
      }
    },
  )

  app.post(
    '/orders/:id/ndr-action',
    {
      config: { permission: 'orders.fulfil' },
      schema: {
        tags: TAG,
        summary: 'Answers a failed delivery: re-attempt (a date, phone or address line) or return to origin',
        description:
          'Told to the courier first (Shiprocket’s NDR action): a courier that refuses, fails or times out is 503 ' +
          'with its words and the order stays as it was. Then the order leaves the NDR queue (a re-attempt) or ' +
          'waits for its parcel to come back (a return). Self-shipped (no courier set up), the answer is recorded ' +
          'only: staff tell the courier. 409 when the order has no failed delivery waiting for an answer (or ' +
          'another person is answering it).',
        params: z.object({ id: z.string() }),
        body: ndrActionInput,
        response: { 200: actionReply, ...writeErrors },
      },
    },
    async (req) => {
      const { row } = await recordOf(req.params.id)
      const b = req.body
      if (b.action === 'rto') {
        await orders.answerNdr(row.id, { kind: 'rto' }, audited(req, 'order.ndr_rto', {}))
        return done(row.id, ndrMessages.returned)
      }
      const told = { date: b.date, phone: b.phone, address_line: b.address_line }
      await orders.answerNdr(
        row.id,
        { kind: 'reattempt', date: b.date, phone: b.phone, addressLine: b.address_line },
        audited(req, 'order.ndr_reattempt', told),
      )
      return done(row.id, ndrMessages.reattempted)
    },
  )

  app.post(
    '/orders/:id/delivery-failed',
    {
      config: { permission: 'orders.fulfil' },
      schema: {
        tags: TAG,
        summary: 'Self-shipped: records a failed delivery the courier reported by phone, with its reason',
        description:
          'For a shop with no courier adapter (COURIER=self): the attempt counts on the order as a courier’s ' +
          'webhook would, the order enters the NDR queue and the shopper is mailed for a better time or address. ' +
          'Answers are then recorded (staff tell the courier themselves). 409 when a courier is set up (its ' +
          'tracking reports them) or the order is not shipped.',
        params: z.object({ id: z.string() }),
        body: deliveryFailedInput,
        response: { 200: actionReply, ...writeErrors },
      },
    },
    async (req) => {
      const { row } = await recordOf(req.params.id)
      await orders.recordFailedDelivery(
        row.id,
        req.body.reason,
        audited(req, 'order.delivery_failed', { reason: req.body.reason }),
      )
      return done(row.id, ndrMessages.recorded)
    },
  )
}
