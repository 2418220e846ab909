// The back office's orders console (decision 022), registered inside the guarded admin routes (staff and owners): the
// list with filters and search, its CSV export, one order with its timeline, fulfilment through the order's state
// machine (pack, ship, deliver, cancel with its refund), the invoice mailed again, packing slips and labels.
// Partial refunds are the invoices module's (POST /orders/{id}/refunds, with their credit notes).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  adminOrderListQuery,
  adminOrderListReply,
  cancelInput,
  codGuardInput,
  orderIdParam,
  shipInput,
} from '#domain/contracts/admin-orders.ts'
import { adminOrderMessages } from '#domain/messages-admin-orders.ts'
import { buildPagination } from '#domain/pagination.ts'
import { listOrdersForStaff } from '../orders/admin.ts'
import {
  actionReply,
  type OrdersConsoleDeps,
  orderConsole,
  orderReply,
  readErrors,
  TAG,
  writeErrors,
} from './orders-console.ts'
import { courierRoutes } from './orders-courier-routes.ts'
import { ordersCsvRoute } from './orders-csv-route.ts'
import { invoiceResendRoute } from './orders-invoice-mail-route.ts'
import { ndrRoutes } from './orders-ndr-routes.ts'
import { orderPdfRoutes, packingSlipsRoute } from './orders-pdf-routes.ts'
import { remittanceRoutes } from './orders-remittance-routes.ts'

export const ordersAdminRoutes: FastifyPluginAsyncZod<OrdersConsoleDeps> = async (app, deps) => {
  const c = orderConsole(deps)
  const { db, orders, payments, recordOf, view, audited, done } = c

  app.get(
    '/orders',
    {
      config: { permission: 'orders.view' },
      schema: {
        tags: TAG,
        summary:
          'Orders, newest first: filters (status, payment, packed, India dates, state, PIN, coupon) and search',
        description:
          'q matches any part of the order id, the shopper’s email, the ship-to mobile (as typed: +91, spaces) or ' +
          'the waybill. status=processing&packed=no are the orders to pack; packed=yes those packed and waiting ' +
          'for the courier.',
        querystring: adminOrderListQuery,
        response: { 200: adminOrderListReply, ...readErrors },
      },
    },
    async (req) => {
      const { page, per_page, ...filters } = req.query
      const { rows, total } = await listOrdersForStaff(
        db,
        filters,
        { page, perPage: per_page },
        deps.config.payments.cod,
      )
      return { success: true as const, data: rows, pagination: buildPagination(page, per_page, total) }
    },
  )

  ordersCsvRoute(app, db, deps.operators)

  packingSlipsRoute(app, c)

  app.get(
    '/orders/:id',
    {
      config: { permission: 'orders.view' },
      schema: {
        tags: TAG,
        summary:
          'One order: items, totals, address, payment, invoice, shipment, refunds, what staff may do, and its timeline',
        description:
          'The timeline is every event the shop’s own records show: placed, paid, invoice issued, packed, shipped, ' +
          'delivered, returned, cancelled, each refund, each mail of the notification outbox, each payment webhook ' +
          'received (courier webhooks update the shipment and are not recorded apart), and staff actions.',
        params: orderIdParam,
        response: { 200: orderReply, ...readErrors },
      },
    },
    async (req) => ({ success: true as const, data: await view(req.params.id) }),
  )

  app.post(
    '/orders/:id/pack',
    {
      config: { permission: 'orders.fulfil' },
      schema: {
        tags: TAG,
        summary:
          'Marks the order packed: a paid (or cash-on-delivery) order not yet shipped; a second time changes nothing',
        description:
          'A cash order its shopper has not confirmed on WhatsApp (waiting, or held for a call) is refused with 409 ' +
          'unless the body says confirm_unconfirmed_cod: true (decision 049).',
        params: orderIdParam,
        body: codGuardInput,
        response: { 200: actionReply, ...writeErrors },
      },
    },
    async (req) => {
      const { row } = await recordOf(req.params.id)
      await orders.pack(row.id, audited(req, 'order.pack'), {
        confirmUnconfirmedCod: req.body?.confirm_unconfirmed_cod,
      })
      return done(row.id, adminOrderMessages.packed)
    },
  )

  app.post(
    '/orders/:id/ship',
    {
      config: { permission: 'orders.fulfil' },
      schema: {
        tags: TAG,
        summary:
          'Hands the order to the courier: carrier and waybill; the tracking link follows from the carrier',
        description:
          'The same transition the operator command and the courier webhook use. A cash-on-delivery order is ' +
          'invoiced now. 409 when the order is not paid or placed, or has left already, or is a cash order its ' +
          'shopper has not confirmed on WhatsApp and the body does not say confirm_unconfirmed_cod: true (decision 049).',
        params: orderIdParam,
        body: shipInput,
        response: { 200: actionReply, ...writeErrors },
      },
    },
    async (req) => {
      const { row } = await recordOf(req.params.id)
      await orders.ship(row.id, req.body.carrier, req.body.waybill, audited(req, 'order.ship'), undefined, {
        confirmUnconfirmedCod: req.body.confirm_unconfirmed_cod,
      })
      return done(row.id, adminOrderMessages.shipped)
    },
  )

  app.post(
    '/orders/:id/deliver',
    {
      config: { permission: 'orders.fulfil' },
      schema: {
        tags: TAG,
        summary: 'Marks a shipped order delivered (a cash-on-delivery order is paid with it)',
        params: orderIdParam,
        response: { 200: actionReply, ...writeErrors },
      },
    },
    async (req) => {
      const { row } = await recordOf(req.params.id)
      await orders.deliver(row.id, audited(req, 'order.deliver'))
      return done(row.id, adminOrderMessages.delivered)
    },
  )

  app.post(
    '/orders/:id/cancel',
    {
      config: { permission: 'orders.cancel' },
      schema: {
        tags: TAG,
        summary:
          'Cancels an order not yet shipped: stock and coupon come back; a paid order is refunded in full',
        description:
          'The shopper’s own cancel path: the refund is decided with the change and carried out once. ' +
          'The `reason` (required) is said to the shopper in their cancellation mail.',
        params: orderIdParam,
        body: cancelInput,
        response: { 200: actionReply, ...writeErrors },
      },
    },
    async (req) => {
      const { row } = await recordOf(req.params.id)
      const { refundKeys } = await orders.cancel(
        row.userId,
        row.id,
        audited(req, 'order.cancel'),
        req.body.reason,
      )
      await payments.settleRefunds(refundKeys)
      return done(row.id, adminOrderMessages.cancelled)
    },
  )

  invoiceResendRoute(app, c)

  orderPdfRoutes(app, c)

  courierRoutes(app, c)

  ndrRoutes(app, c)

  remittanceRoutes(app, c)
}
