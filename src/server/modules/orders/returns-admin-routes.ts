import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { moneyOnRecord } from '#domain/contracts/common.ts'
import {
  adminReturnsQuery,
  adminReturnsReply,
  approveReturnInput,
  receiveReturnItemsInput,
  refundReturnInput,
  refuseReturnInput,
  returnReply,
} from '#domain/contracts/returns.ts'
import { formatPaise } from '#domain/money.ts'
import { returnMessages } from '#domain/returns.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import type { OperatorsService } from '../admin/operators.ts'
import type { ReturnAudit } from './returns.ts'
import type { OrdersService } from './service.ts'

const TAG = ['admin']
const guarded = errorReplies(401, 403, 404)
const writes = { ...guarded, ...errorReplies(400, 409) }
const idParams = z.object({ id: z.string().max(64) })

/**
 * The back office's shopper returns (decision 056): the queue, and each return approved or refused (orders.fulfil),
 * received into stock (orders.fulfil) and refunded (orders.refund, within the staff member's refund limit).
 */
export const returnsAdminRoutes: FastifyPluginAsyncZod<{
  operators: OperatorsService
  orders: OrdersService
  settleRefunds: (keys: string[]) => Promise<void>
}> = async (app, deps) => {
  const { operators, orders } = deps
  app.addHook('onRequest', operators.authenticate)
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store')
  })
  const auditOf =
    (req: Parameters<OperatorsService['auditor']>[0]): ReturnAudit =>
    (tx, order, what) => {
      const { action, return_id, refund_paise, ...rest } = what
      return operators.auditor(req)(tx, {
        action: String(action),
        entityType: 'order',
        entityId: order.id,
        after: {
          return_id,
          ...rest,
          ...(typeof refund_paise === 'number' ? { refund: moneyOnRecord(refund_paise) } : {}),
        },
      })
    }

  app.get(
    '/returns',
    {
      config: { permission: 'orders.view' },
      schema: {
        tags: TAG,
        summary: 'Shopper returns: the queue by status (oldest first), or all (newest first)',
        querystring: adminReturnsQuery,
        response: { 200: adminReturnsReply, ...guarded },
      },
    },
    async (req) => ({ success: true as const, data: await orders.listReturns(req.query.status) }),
  )

  app.get(
    '/returns/:id/photos/:file',
    {
      config: { permission: 'orders.view' },
      schema: {
        tags: TAG,
        summary: 'A photo the shopper sent with the return (WebP, re-encoded without metadata)',
        params: idParams.extend({ file: z.string().max(80) }),
      },
    },
    async (req, reply) => {
      const photo = await orders.returnPhoto(req.params.id, req.params.file)
      return reply
        .type(photo.contentType)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(photo.body)
    },
  )

  app.post(
    '/returns/:id/approve',
    {
      config: { permission: 'orders.fulfil' },
      schema: {
        tags: TAG,
        summary: 'Approves a requested return; the reverse pickup’s waybill when staff booked it themselves',
        description:
          'With a courier set up (decision 046) and no `awb` given, the reverse pickup is booked with the courier ' +
          '(its return order and AWB); a courier that fails or times out leaves the return requested with the reason ' +
          '(503, and `courier_error` on the return). Self-shipped, `awb` is the pickup staff booked themselves. The ' +
          'shopper is mailed. 409 unless the return is requested (approving again answers it as it is).',
        params: idParams,
        body: approveReturnInput,
        response: { 200: returnReply, ...writes, ...errorReplies(503) },
      },
    },
    async (req) => ({
      success: true as const,
      message: returnMessages.approved,
      data: await orders.approveReturn(req.params.id, req.body.awb, auditOf(req)),
    }),
  )

  app.post(
    '/returns/:id/refuse',
    {
      config: { permission: 'orders.fulfil' },
      schema: {
        tags: TAG,
        summary: 'Refuses a requested return with a reason the shopper sees',
        params: idParams,
        body: refuseReturnInput,
        response: { 200: returnReply, ...writes },
      },
    },
    async (req) => ({
      success: true as const,
      message: returnMessages.refused,
      data: await orders.refuseReturn(req.params.id, req.body.reason, auditOf(req)),
    }),
  )

  app.post(
    '/returns/:id/receive',
    {
      config: { permission: 'orders.fulfil' },
      schema: {
        tags: TAG,
        summary: 'Receives an approved return: each unit back to stock or written off',
        description:
          'Through the stock ledger (decision 031), as a returned parcel is: every unit `returned`, the unfit then ' +
          '`written_off`, each naming its pack. Each item’s restock + written_off must equal its units (400). ' +
          'Receiving again (a second click, another process) moves no stock and answers the return.',
        params: idParams,
        body: receiveReturnItemsInput,
        response: { 200: returnReply, ...writes },
      },
    },
    async (req) => ({
      success: true as const,
      message: returnMessages.received,
      data: await orders.receiveReturnItems(
        req.params.id,
        req.body.items.map((i) => ({
          productId: i.product_id,
          packId: i.pack_id,
          restock: i.restock,
          writtenOff: i.written_off,
        })),
        auditOf(req),
      ),
    }),
  )

  app.post(
    '/returns/:id/refund',
    {
      config: { permission: 'orders.refund' },
      schema: {
        tags: TAG,
        summary: 'Refunds a received return with its credit note, once',
        description:
          'Online payment: the partial refund of the return’s units to the original method (decision 035, key ' +
          '`return:<id>`), with its credit note. Cash on delivery: staff paid the shopper’s UPI ID or bank account ' +
          'and give the transfer’s `payout_reference` (400 without); the credit note is issued. A second click or ' +
          'process answers the same refund and credit note.',
        params: idParams,
        body: refundReturnInput,
        response: { 200: returnReply, ...writes },
      },
    },
    async (req) => {
      const audit = operators.auditor(req)
      const limits = await operators.limitsFor(req.operator)
      const { view, refundKeys } = await orders.refundReturn(
        req.params.id,
        req.body.payout_reference,
        (tx, before, after) => {
          limits.refund(after.refundedPaise - before.refundedPaise)
          return audit(tx, {
            action: 'order.refund',
            entityType: 'order',
            entityId: before.id,
            before: { payment_status: before.paymentStatus, refunded: moneyOnRecord(before.refundedPaise) },
            after: {
              payment_status: after.paymentStatus,
              refunded: moneyOnRecord(after.refundedPaise),
              refund: moneyOnRecord(after.refundedPaise - before.refundedPaise),
              reason: `return ${req.params.id}`,
            },
          })
        },
        async (tx, order, what) => {
          limits.refund(view0(what))
          await auditOf(req)(tx, order, what)
        },
      )
      await deps.settleRefunds(refundKeys)
      return {
        success: true as const,
        message: returnMessages.refunded(
          formatPaise(view.refund_amount ?? 0),
          view.credit_note_number ?? '—',
        ),
        data: view,
      }
    },
  )

  app.get(
    '/orders/:id/returns',
    {
      config: { permission: 'orders.view' },
      schema: {
        tags: TAG,
        summary: "An order's shopper returns, oldest first",
        params: idParams,
        response: {
          200: z.object({ success: z.literal(true), data: adminReturnsReply.shape.data }),
          ...guarded,
        },
      },
    },
    async (req) => ({ success: true as const, data: await orders.listReturns(undefined, req.params.id) }),
  )
}

/** The paise a COD payout records (its audit's `refund_paise`), for the staff member's refund limit. */
function view0(what: Record<string, unknown>): number {
  return typeof what.refund_paise === 'number' ? what.refund_paise : 0
}
