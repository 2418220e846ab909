// The back office's orders console (issue 17), registered inside the guarded admin routes (staff and owners): the
// list with filters and search, its CSV export, one order with its timeline, fulfilment through the order's state
// machine (pack, ship, deliver, cancel with its refund), the invoice mailed again, packing slips and labels.
// Partial refunds are the invoices module's (POST /orders/{id}/refunds, with their credit notes).
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  type AdminOrder,
  adminOrderFilters,
  adminOrderListQuery,
  adminOrderListReply,
  adminOrderView,
  orderIdParam,
  packingSlipsInput,
  shipInput,
} from '../../../domain/contracts/admin-orders.ts'
import { dataReply, errorReplySchema } from '../../../domain/contracts/common.ts'
import { adminOrderMessages } from '../../../domain/messages-admin-orders.ts'
import { formatPaise, paiseToRupees } from '../../../domain/money.ts'
import { orderMessages } from '../../../domain/orders.ts'
import { buildPagination } from '../../../domain/pagination.ts'
import { paymentMethodLabel } from '../../../domain/payment-methods.ts'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { Mailer } from '../../integrations/mail.ts'
import { renderActionMail } from '../../integrations/mail-templates.ts'
import { invoiceUrlOf } from '../invoices/service.ts'
import { notificationsOfOrder } from '../notifications/history.ts'
import {
  buildTimeline,
  cashToCollectPaise,
  exportOrdersForStaff,
  listOrdersForStaff,
  orderRecordForStaff,
  ordersToPack,
  type StaffOrderRecord,
  toStaffOrder,
} from '../orders/admin.ts'
import {
  type PackingOrder,
  renderPackingSlips,
  renderShippingLabel,
  type Sender,
} from '../orders/packing-pdf.ts'
import type { ItemRow, OrderRow } from '../orders/repo.ts'
import { orderId } from '../orders/routes.ts'
import type { OrderAudit, OrdersService } from '../orders/service.ts'
import { webhooksOfProviderOrders } from '../payments/history.ts'
import type { OperatorsService } from './operators.ts'
import { toCsv } from './reports.ts'

const TAG = ['admin']
const guarded = { 401: errorReplySchema, 403: errorReplySchema }
const readErrors = { ...guarded, 400: errorReplySchema, 404: errorReplySchema }
const writeErrors = { ...readErrors, 409: errorReplySchema }
const orderReply = dataReply(adminOrderView)
const actionReply = z.object({ success: z.literal(true), message: z.string(), data: adminOrderView })
const pdf = z.any().describe('the PDF (application/pdf)')

/** What an audit line keeps of an order before and after a change. */
const auditShape = (r: OrderRow) => ({
  status: r.status,
  payment_status: r.paymentStatus,
  packed_at: r.packedAt?.toISOString() ?? null,
  shipping_carrier: r.shippingCarrier,
  courier_waybill: r.courierWaybill,
  refunded: paiseToRupees(r.refundedPaise),
})

const toPacking = (row: OrderRow, items: ItemRow[]): PackingOrder => ({
  orderId: row.id,
  placedAt: row.createdAt,
  shipTo: row.shippingAddress,
  items: items.map((i) => ({ name: i.productName, netQuantity: i.netQuantity, quantity: i.quantity })),
  shippingMode: row.shippingMode,
  carrier: row.shippingCarrier,
  waybill: row.courierWaybill,
  collectPaise: cashToCollectPaise(row),
  paymentLabel: paymentMethodLabel(row.paymentMethod),
  notes: row.notes,
})

const iso = (d: Date | null) => d?.toISOString() ?? ''

export const ordersAdminRoutes: FastifyPluginAsyncZod<{
  db: Db
  config: Config
  mailer: Mailer
  operators: OperatorsService
  orders: OrdersService
  /** carries out the refunds a cancellation decided, once each (the payments module) */
  payments: { settleRefunds(keys: string[]): Promise<void> }
}> = async (app, { db, config, mailer, operators, orders, payments }) => {
  const sender: Sender = {
    name: config.shop.name,
    address: config.shop.address,
    phone: config.shop.phone,
    email: config.shop.email,
  }

  async function recordOf(raw: string): Promise<StaffOrderRecord> {
    const record = await orderRecordForStaff(db, orderId(raw))
    if (!record) throw new AppError('not_found', orderMessages.notFound)
    return record
  }

  async function view(id: string): Promise<AdminOrder> {
    const record = await recordOf(id)
    const [mails, webhooks, courier, audit, creditNotes] = await Promise.all([
      notificationsOfOrder(db, record.row.id),
      webhooksOfProviderOrders(db, record.providerOrderIds),
      orders.courierEventsOf(record.row.id),
      operators.auditTrail({ page: 1, perPage: 200, entityType: 'order', entityId: record.row.id }),
      orders.creditNotesOf(record.row.id),
    ])
    const timeline = buildTimeline({
      record,
      mails,
      webhooks,
      courier,
      audit: audit.rows.map((r) => ({ at: r.at, actor: r.actor, action: r.action })).reverse(),
      creditNotes,
    })
    return toStaffOrder(record, timeline, Object.keys(config.shipping.trackingTemplates), creditNotes)
  }

  /** The audit line of a transition, written in its transaction. */
  function audited(req: FastifyRequest, action: string): OrderAudit {
    const audit = operators.auditor(req)
    return (tx, before, after) =>
      audit(tx, {
        action,
        entityType: 'order',
        entityId: after.id,
        before: auditShape(before),
        after: auditShape(after),
      })
  }

  const done = async (id: string, message: string) => ({
    success: true as const,
    message,
    data: await view(id),
  })

  app.get(
    '/orders',
    {
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
      const { rows, total } = await listOrdersForStaff(db, filters, { page, perPage: per_page })
      return { success: true as const, data: rows, pagination: buildPagination(page, per_page, total) }
    },
  )

  app.get(
    '/orders.csv',
    {
      schema: {
        tags: TAG,
        summary: 'The filtered orders as CSV (the list’s filters; up to 10,000 rows, newest first)',
        description: 'Cells a spreadsheet would run as a formula (=, +, -, @) are written as text.',
        produces: ['text/csv'],
        querystring: adminOrderFilters,
        response: { 200: z.string(), ...readErrors },
      },
    },
    async (req, reply) => {
      const rows = await exportOrdersForStaff(db, req.query)
      const money = (paise: number) => paiseToRupees(paise).toFixed(2)
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="orders.csv"')
        .send(
          toCsv(
            [
              'order_id',
              'placed_at',
              'status',
              'payment_status',
              'payment_method',
              'customer',
              'email',
              'mobile',
              'city',
              'state',
              'pin',
              'items',
              'subtotal',
              'discount',
              'coupon',
              'shipping',
              'cod_fee',
              'total',
              'refunded',
              'invoice_number',
              'carrier',
              'waybill',
              'packed_at',
              'shipped_at',
              'delivered_at',
              'cancelled_at',
            ],
            rows.map(({ order: o, ...r }) => [
              r.id,
              r.created_at,
              r.status,
              r.payment_status,
              r.payment_method,
              r.customer_name,
              r.email,
              r.mobile,
              r.city,
              r.state,
              r.pin,
              String(r.item_count),
              money(o.subtotalPaise),
              money(o.discountPaise),
              r.coupon_code,
              money(o.shippingChargePaise),
              money(o.codFeePaise),
              money(o.totalPaise),
              money(o.refundedPaise),
              r.invoice_number,
              o.shippingCarrier,
              r.courier_waybill,
              iso(o.packedAt),
              iso(o.shippedAt),
              iso(o.deliveredAt),
              iso(o.cancelledAt),
            ]),
          ),
        )
    },
  )

  app.post(
    '/orders/packing-slips.pdf',
    {
      schema: {
        tags: TAG,
        summary:
          'Packing slips of the chosen orders (at most 100) as one PDF, a page per order, in the order given',
        produces: ['application/pdf'],
        body: packingSlipsInput,
        response: { 200: pdf, ...readErrors },
      },
    },
    async (req, reply) => {
      const found = await ordersToPack(db, req.body.ids.map(orderId))
      if (found.length === 0) throw new AppError('not_found', orderMessages.notFound)
      const file = await renderPackingSlips(
        found.map((f) => toPacking(f.row, f.items)),
        sender,
      )
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="packing-slips.pdf"')
        .send(file)
    },
  )

  app.get(
    '/orders/:id',
    {
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
      schema: {
        tags: TAG,
        summary:
          'Marks the order packed: a paid (or cash-on-delivery) order not yet shipped; a second time changes nothing',
        params: orderIdParam,
        response: { 200: actionReply, ...writeErrors },
      },
    },
    async (req) => {
      const { row } = await recordOf(req.params.id)
      await orders.pack(row.id, audited(req, 'order.pack'))
      return done(row.id, adminOrderMessages.packed)
    },
  )

  app.post(
    '/orders/:id/ship',
    {
      schema: {
        tags: TAG,
        summary:
          'Hands the order to the courier: carrier and waybill; the tracking link follows from the carrier',
        description:
          'The same transition the operator command and the courier webhook use. A cash-on-delivery order is ' +
          'invoiced now. 409 when the order is not paid or placed, or has left already.',
        params: orderIdParam,
        body: shipInput,
        response: { 200: actionReply, ...writeErrors },
      },
    },
    async (req) => {
      const { row } = await recordOf(req.params.id)
      await orders.ship(row.id, req.body.carrier, req.body.waybill, audited(req, 'order.ship'))
      return done(row.id, adminOrderMessages.shipped)
    },
  )

  app.post(
    '/orders/:id/deliver',
    {
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
      schema: {
        tags: TAG,
        summary:
          'Cancels an order not yet shipped: stock and coupon come back; a paid order is refunded in full',
        description:
          'The shopper’s own cancel path: the refund is decided with the change and carried out once.',
        params: orderIdParam,
        response: { 200: actionReply, ...writeErrors },
      },
    },
    async (req) => {
      const { row } = await recordOf(req.params.id)
      const { refundKeys } = await orders.cancel(row.userId, row.id, audited(req, 'order.cancel'))
      await payments.settleRefunds(refundKeys)
      return done(row.id, adminOrderMessages.cancelled)
    },
  )

  app.post(
    '/orders/:id/invoice/resend',
    {
      schema: {
        tags: TAG,
        summary: 'Mails the shopper the link to their GST invoice again',
        params: orderIdParam,
        response: { 200: actionReply, ...writeErrors },
      },
    },
    async (req) => {
      const { row, shopper } = await recordOf(req.params.id)
      if (!row.invoiceNumber) throw new AppError('conflict', orderMessages.invoiceNotYet)
      if (!shopper.email) throw new AppError('conflict', adminOrderMessages.noShopperEmail)
      const shop = config.shop
      const base = config.publicUrl.replace(/\/$/, '')
      const invoiceUrl = `${base}${row.invoiceUrl ?? invoiceUrlOf(row.id)}`
      const orderUrl = `${base}/orders/${row.id}`
      const { html, text } = renderActionMail({
        shopName: shop.name,
        heading: `Your GST invoice for order ${row.id}`,
        paragraphs: [
          `Namaste ${row.shippingAddress.first_name || 'there'},`,
          `Here is the GST tax invoice ${row.invoiceNumber} for your order ${row.id} of ${formatPaise(row.totalPaise)}, as you asked.`,
          'It opens as a PDF once you are signed in to your account.',
        ],
        action: { label: 'Download your invoice (PDF)', url: invoiceUrl },
        links: [{ label: 'View your order', url: orderUrl }],
        footnote: `Questions? Write to ${shop.email} or call ${shop.phone} (${shop.hours}).`,
        footer: `${shop.name} · ${shop.address}. A message about your order.`,
      })
      await mailer.send({
        to: shopper.email,
        subject: `GST invoice ${row.invoiceNumber} for order ${row.id}`,
        html,
        text,
        links: { invoice: invoiceUrl, order: orderUrl },
        headers: { 'Auto-Submitted': 'auto-generated' },
      })
      // Recorded once the mail has gone (a mail cannot be taken back with a transaction).
      const audit = operators.auditor(req)
      await db.transaction((tx) =>
        audit(tx, {
          action: 'order.invoice_resend',
          entityType: 'order',
          entityId: row.id,
          after: { to: shopper.email, invoice_number: row.invoiceNumber },
        }),
      )
      return done(row.id, adminOrderMessages.invoiceMailed(shopper.email))
    },
  )

  app.get(
    '/orders/:id/invoice.pdf',
    {
      schema: {
        tags: TAG,
        summary: 'The order’s GST tax invoice (PDF), as the shopper gets it',
        produces: ['application/pdf'],
        params: orderIdParam,
        response: { 200: pdf, ...readErrors },
      },
    },
    async (req, reply) => {
      const { row } = await recordOf(req.params.id)
      const file = await orders.invoice(row.userId, row.id)
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="invoice-${row.id}.pdf"`)
        .send(file)
    },
  )

  for (const [path, summary, render] of [
    [
      'packing-slip',
      'The packing slip (A4 PDF): the order id as a Code 128 barcode, ship-to, items with net quantity, cash to collect',
      (o: PackingOrder) => renderPackingSlips([o], sender),
    ],
    [
      'label',
      'The shipping label (4 × 6 in PDF): ship-to, the order id (and waybill) as Code 128 barcodes, cash to collect',
      (o: PackingOrder) => renderShippingLabel(o, sender),
    ],
  ] as const)
    app.get(
      `/orders/:id/${path}.pdf`,
      {
        schema: {
          tags: TAG,
          summary,
          produces: ['application/pdf'],
          params: orderIdParam,
          response: { 200: pdf, ...readErrors },
        },
      },
      async (req, reply) => {
        const { row, items } = await recordOf(req.params.id)
        const file = await render(toPacking(row, items))
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${path}-${row.id}.pdf"`)
          .send(file)
      },
    )
}
