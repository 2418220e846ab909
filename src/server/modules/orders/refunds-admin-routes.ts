import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { dataReply, moneyOnRecord } from '#domain/contracts/common.ts'
import { adminCreditNoteView, partialRefundInput, partialRefundReply } from '#domain/contracts/gst.ts'
import { creditNoteMessages } from '#domain/credit-notes.ts'
import { formatPaise } from '#domain/money.ts'
import { AppError } from '#server/errors.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import type { OperatorsService } from '../admin/operators.ts'
import { toAdminCreditNote } from '../invoices/gst-returns.ts'
import { orderId } from './routes.ts'
import type { OrdersService } from './service.ts'

const TAG = ['admin']
const guarded = errorReplies(401, 403, 404)
const idParams = z.object({ id: z.string().max(64) })
/** decision 035: one key per refund (the back office's form makes one each time it is opened) */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,100}$/

/**
 * The back office's partial refunds and credit notes of an order (decision 025): owners and staff with the second
 * factor. A refund goes through the order's state machine; its credit note is written in the same transaction.
 */
export const refundsAdminRoutes: FastifyPluginAsyncZod<{
  operators: OperatorsService
  orders: OrdersService
  /** carries out decided refunds once, after commit (the payments service) */
  settleRefunds: (keys: string[]) => Promise<void>
}> = async (app, deps) => {
  const { operators, orders } = deps
  app.addHook('onRequest', operators.authenticate)
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.post(
    '/orders/:id/refunds',
    {
      config: { permission: 'orders.refund' },
      schema: {
        tags: TAG,
        summary:
          'Gives back part of a paid order: units of its items or an amount, with a reason. Issues its credit note and refunds the payment once',
        description:
          'Never more than is left of the payment (400). The credit note splits the amount as the invoice does; the refund is carried out ' +
          'through the payment provider after commit (reconciliation retries it if the provider fails). A cash-on-delivery order is refunded outside the shop (409). ' +
          'Requires an `Idempotency-Key` header (8 to 100 of A–Z a–z 0–9 . _ : -; 400 without it), one per refund: the same key again with the same body, ' +
          'at once or later, on any process, answers the first refund (the `idempotent-replayed: true` header says so) and refunds nothing more; the same key ' +
          'with another body is 409 (decision 035).',
        params: idParams,
        // loose: the validated headers replace the request's, and every other header must stay as it came
        headers: z.looseObject({
          'idempotency-key': z
            .string()
            .optional()
            .describe('one per refund, e.g. a UUID made when the refund form is opened (decision 035)'),
        }),
        body: partialRefundInput,
        response: { 200: partialRefundReply, ...guarded, ...errorReplies(400, 409) },
      },
    },
    async (req, reply) => {
      const id = orderId(req.params.id)
      const requestKey = req.headers['idempotency-key']
      if (!requestKey || !IDEMPOTENCY_KEY.test(requestKey))
        throw new AppError('bad_request', creditNoteMessages.keyRequired)
      const { amount, items, reason } = req.body
      const audit = operators.auditor(req)
      const limits = await operators.limitsFor(req.operator)
      const what =
        amount !== undefined
          ? { amountPaise: amount }
          : { lines: (items ?? []).map((i) => ({ productId: i.product_id, quantity: i.quantity })) }
      const { row, refundKeys, creditNote, repeated } = await orders.refundPartially(
        id,
        what,
        reason,
        requestKey,
        (tx, before, after) => {
          // above the owner's limit a packer or support is refused, and the refund rolls back (decision 044)
          limits.refund(after.refundedPaise - before.refundedPaise)
          return audit(tx, {
            action: 'order.refund',
            entityType: 'order',
            entityId: id,
            before: { payment_status: before.paymentStatus, refunded: moneyOnRecord(before.refundedPaise) },
            after: {
              payment_status: after.paymentStatus,
              refunded: moneyOnRecord(after.refundedPaise),
              refund: moneyOnRecord(after.refundedPaise - before.refundedPaise),
              reason,
            },
          })
        },
      )
      await deps.settleRefunds(refundKeys)
      if (repeated) void reply.header('idempotent-replayed', 'true')
      return {
        success: true as const,
        message: creditNoteMessages.issued(formatPaise(creditNote.totalPaise), creditNote.number),
        data: {
          order_id: row.id,
          status: row.status,
          payment_status: row.paymentStatus,
          refunded_amount: row.refundedPaise,
          refund_amount: creditNote.totalPaise,
          credit_note: toAdminCreditNote(creditNote),
        },
      }
    },
  )

  app.get(
    '/orders/:id/credit-notes',
    {
      config: { permission: 'orders.view' },
      schema: {
        tags: TAG,
        summary: "An order's credit notes (cancellations and refunds after its invoice), oldest first",
        params: idParams,
        response: { 200: dataReply(z.array(adminCreditNoteView)), ...guarded },
      },
    },
    async (req) => ({
      success: true as const,
      data: (await orders.creditNotesOf(orderId(req.params.id))).map(toAdminCreditNote),
    }),
  )

  app.get(
    '/orders/:id/credit-notes/:seq',
    {
      config: { permission: 'orders.view' },
      schema: {
        tags: TAG,
        summary: "One of an order's credit notes as a PDF (seq: its place among the order's, from 1)",
        params: idParams.extend({ seq: z.string().max(10) }),
        produces: ['application/pdf'],
        response: { 200: z.unknown().describe('the credit note, application/pdf'), ...guarded },
      },
    },
    async (req, reply) => {
      const id = orderId(req.params.id)
      const seq = Number(req.params.seq)
      if (!Number.isSafeInteger(seq) || seq < 1) throw new AppError('not_found', creditNoteMessages.notFound)
      const pdf = await orders.creditNotePdf(null, id, seq)
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="credit-note-${id}-${seq}.pdf"`)
        .send(pdf)
    },
  )
}
