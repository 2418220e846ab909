import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  orderDetailReply,
  orderIdParams,
  orderListQuery,
  orderListReply,
  orderStatusReply,
} from '#domain/contracts/checkout.ts'
import { creditNoteMessages } from '#domain/credit-notes.ts'
import { orderMessages } from '#domain/orders.ts'
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
}
