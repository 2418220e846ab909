// The back office's orders CSV export (decision 022): the list's filters, up to 10,000 rows.
import { z } from 'zod'
import { adminOrderFilters } from '#domain/contracts/admin-orders.ts'
import { toCsv } from '#domain/csv.ts'
import { rupeesText } from '#domain/money.ts'
import type { Db } from '#server/db/client.ts'
import { exportOrdersForStaff } from '../orders/admin.ts'
import type { OperatorsService } from './operators.ts'
import { type AdminApp, iso, readErrors, TAG } from './orders-console.ts'

export function ordersCsvRoute(app: AdminApp, db: Db, operators: OperatorsService) {
  app.get(
    '/orders.csv',
    {
      config: { permission: 'reports' },
      schema: {
        tags: TAG,
        summary: 'The filtered orders as CSV (the list’s filters; up to 10,000 rows, newest first)',
        description:
          "Cells a spreadsheet would run as a formula (=, +, -, @) are written as text. Each export is in the audit log (its filters and row count). The last column, `lines`, gives each line's pack as sold: SKU (size) × quantity, separated by '; ' (decision 048).",
        produces: ['text/csv'],
        querystring: adminOrderFilters,
        response: { 200: z.string(), ...readErrors },
      },
    },
    async (req, reply) => {
      const rows = await exportOrdersForStaff(db, req.query)
      // who took the shoppers' names, addresses and mobiles out of the shop, with which filters
      await operators.auditor(req)(db, {
        action: 'orders.export',
        entityType: 'export',
        entityId: 'orders.csv',
        after: { filters: req.query, rows: rows.length },
      })
      const money = rupeesText
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
              'lines',
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
              r.lines,
            ]),
          ),
        )
    },
  )
}
