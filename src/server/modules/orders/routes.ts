import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  orderDetailReply,
  orderIdParams,
  orderListQuery,
  orderListReply,
  orderStatusReply,
} from '#domain/contracts/checkout.ts'
import { orderReturnsReply, returnReply, returnRequestInput } from '#domain/contracts/returns.ts'
import { creditNoteMessages } from '#domain/credit-notes.ts'
import { orderMessages } from '#domain/orders.ts'
import { returnMessages } from '#domain/returns.ts'
import { AppError } from '#server/errors.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import { type IdentityService, userIdOf } from '../identity/service.ts'
import type { OrdersService } from './service.ts'

const errors = errorReplies(400, 401, 404, 409, 419)
const tags = ['orders']

/** An order id from a path, or 404 for anything that cannot be one. */
export function orderId(raw: string): string {
  const id = raw.trim()
  if (!/^[A-Z0-9-]{4,40}$/i.test(id)) throw new AppError('not_found', orderMessages.notFound)
  return id
}

export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService
  identity: IdentityService
}> = async (app, { orders, identity }) => {
  app.get(
    '/orders',
    {
      onRequest: identity.authenticate,
      schema: {
        tags,
        summary: "The shopper's orders (latest, oldest or by status)",
        querystring: orderListQuery,
        response: { 200: orderListReply, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await orders.list(userIdOf(req), req.query) }),
  )

  app.get(
    '/orders/:id',
    {
      onRequest: identity.authenticate,
      schema: {
        tags,
        summary: 'One order and its items',
        params: orderIdParams,
        response: { 200: orderDetailReply, ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await orders.get(userIdOf(req), orderId(req.params.id)),
    }),
  )

  app.get(
    '/orders/:id/status',
    {
      onRequest: identity.authenticate,
      schema: {
        tags,
        summary: 'Status, payment status and tracking of an order',
        params: orderIdParams,
        response: { 200: orderStatusReply, ...errors },
      },
    },
    async (req) => {
      const { order } = await orders.get(userIdOf(req), orderId(req.params.id))
      return {
        success: true as const,
        data: {
          order_id: order.id,
          status: order.status,
          payment_status: order.payment_status,
          tracking_url: order.tracking_url,
          courier_status: order.courier_status,
        },
      }
    },
  )

  app.get(
    '/orders/:id/invoice',
    {
      schema: {
        tags,
        summary: 'The GST tax invoice (PDF) of a paid order; bearer token or session cookie',
        params: orderIdParams,
      },
    },
    async (req, reply) => {
      const user = await identity.requireUserOrSession(req)
      const id = orderId(req.params.id)
      const pdf = await orders.invoice(user.id, id)
      const download = (req.query as { download?: string }).download === '1'
      // The invoice dialog embeds the PDF in a same-origin frame; every other response stays unframeable.
      const csp = reply.raw.getHeader('content-security-policy')
      if (typeof csp === 'string')
        reply.header(
          'content-security-policy',
          csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
        )
      reply.header('x-frame-options', 'SAMEORIGIN')
      return reply
        .type('application/pdf')
        .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="invoice-${id}.pdf"`)
        .header('cache-control', 'private, no-cache')
        .send(pdf)
    },
  )

  app.get(
    '/orders/:id/credit-notes/:seq',
    {
      schema: {
        tags,
        summary:
          "A credit note (PDF) of the shopper's order: a cancellation or refund after the invoice; bearer token or session cookie",
        params: orderIdParams.extend({ seq: z.string() }),
      },
    },
    async (req, reply) => {
      const user = await identity.requireUserOrSession(req)
      const id = orderId(req.params.id)
      const seq = Number(req.params.seq)
      if (!Number.isSafeInteger(seq) || seq < 1) throw new AppError('not_found', creditNoteMessages.notFound)
      const pdf = await orders.creditNotePdf(user.id, id, seq)
      const download = (req.query as { download?: string }).download === '1'
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `${download ? 'attachment' : 'inline'}; filename="credit-note-${id}-${seq}.pdf"`,
        )
        .header('cache-control', 'private, no-cache')
        .send(pdf)
    },
  )

  // Shopper returns (decision 056): the order's returns, a request within the window, a withdrawal while requested.
  app.get(
    '/orders/:id/returns',
    {
      onRequest: identity.authenticate,
      schema: {
        tags,
        summary:
          "The order's returns and whether a return can be asked now (delivered, within the return window)",
        params: orderIdParams,
        response: { 200: orderReturnsReply, ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      data: await orders.returnsOf(userIdOf(req), orderId(req.params.id)),
    }),
  )

  app.post(
    '/orders/:id/returns',
    {
      onRequest: identity.authenticate,
      schema: {
        tags,
        summary: 'Asks to return units of a delivered order, with a reason and the pickup address',
        description:
          'Own orders only (404 otherwise). 409 when the order is not delivered, the return window (days after delivery, ' +
          'the shop’s setting) has closed, or more units are asked than were bought less those in other returns ' +
          '(requested, approved, received or refunded); 400 for an item not in the order, or a cash-on-delivery order ' +
          'without a UPI ID or bank account (with IFSC) for the refund. The pickup address defaults to the delivery address. ' +
          'Two requests at once for the same units: one return, one 409.',
        params: orderIdParams,
        body: returnRequestInput,
        response: { 200: returnReply, ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      message: returnMessages.requested,
      data: await orders.requestReturn(userIdOf(req), orderId(req.params.id), req.body),
    }),
  )

  app.post(
    '/orders/:id/returns/:returnId/cancel',
    {
      onRequest: identity.authenticate,
      schema: {
        tags,
        summary: 'Withdraws a return still waiting for the shop’s decision (409 after it)',
        params: orderIdParams.extend({ returnId: z.string().max(64) }),
        response: { 200: returnReply, ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      message: returnMessages.cancelled,
      data: await orders.cancelReturn(userIdOf(req), orderId(req.params.id), req.params.returnId),
    }),
  )
}
