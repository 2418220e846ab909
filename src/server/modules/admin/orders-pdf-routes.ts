// The back office's order PDFs (decision 022): packing slips of many orders, and one order's invoice, slip and label.
import { orderIdParam, packingSlipsInput } from '#domain/contracts/admin-orders.ts'
import { orderMessages } from '#domain/orders.ts'
import { AppError } from '#server/errors.ts'
import { ordersToPack } from '../orders/admin.ts'
import { type PackingOrder, renderPackingSlips, renderShippingLabel } from '../orders/packing-pdf.ts'
import { orderId } from '../orders/routes.ts'
import { type AdminApp, type OrdersConsole, pdf, readErrors, TAG, toPacking } from './orders-console.ts'

/** Packing slips of the chosen orders in one PDF. */
export function packingSlipsRoute(app: AdminApp, c: OrdersConsole) {
  const { db, sender } = c
  app.post(
    '/orders/packing-slips.pdf',
    {
      config: { permission: 'orders.fulfil' },
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
      const lots = await c.lotsOf(found.map((f) => f.row.id))
      const file = await renderPackingSlips(
        found.map((f) => toPacking(f.row, f.items, lots.get(f.row.id))),
        sender,
      )
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="packing-slips.pdf"')
        .send(file)
    },
  )
}

/** One order's GST invoice, packing slip and shipping label. */
export function orderPdfRoutes(app: AdminApp, c: OrdersConsole) {
  const { orders, sender, recordOf, lotsOf } = c
  app.get(
    '/orders/:id/invoice.pdf',
    {
      config: { permission: 'orders.view' },
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
      'The packing slip (A4 PDF): the order id as a Code 128 barcode, ship-to, items with net quantity, SKU and the batch to pick (first expiry first out), cash to collect',
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
        config: { permission: 'orders.fulfil' },
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
        const lots = await lotsOf([row.id])
        const file = await render(toPacking(row, items, lots.get(row.id)))
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${path}-${row.id}.pdf"`)
          .send(file)
      },
    )
}
