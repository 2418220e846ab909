// The back office's orders CSV export (decision 022): the list's filters, up to 10,000 rows.
import { z } from 'zod'
import { adminOrderFilters } from '#domain/contracts/admin-orders.ts'
import { toCsv } from '#domain/csv.ts'
import { indiaDateTime } from '#domain/india-time.ts'
import { rupeesText } from '#domain/money.ts'
import type { Db } from '#server/db/client.ts'
import { exportOrdersForStaff } from '../orders/admin.ts'
import type { OperatorsService } from './operators.ts'
import { type AdminApp, readErrors, TAG } from './orders-console.ts'

export function ordersCsvRoute(app: AdminApp, db: Db, operators: OperatorsService) {
  app.get(
    '/orders.csv',
    {
      config: { permission: 'reports' },
      schema: {
        tags: TAG,
        summary: 'The filtered orders as CSV (the list’s filters; up to 10,000 rows, newest first)',
        description:
          "Times are India time (`*_ist`, YYYY-MM-DD HH:MM:SS). Each row carries the ship-to name and street beside city, state and PIN, and `weight_grams`, the goods' weight (each pack's weight times its quantity). The last column, `lines`, gives each line's pack as sold: SKU (size) × quantity, separated by '; ' (decision 048). Cells a spreadsheet would run as a formula (=, +, -, @) are written as text. Each export is in the audit log (its filters and row count).",
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
              'placed_at_ist',
              'status',
              'payment_status',
              'payment_method',
              'customer',
              'email',
              'mobile',
              'ship_to_name',
              'ship_to_street',
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
              'packed_at_ist',
              'shipped_at_ist',
              'delivered_at_ist',
              'cancelled_at_ist',
              'weight_grams',
              'lines',
            ],
            rows.map(({ order: o, ...r }) => [
              r.id,
              indiaDateTime(o.createdAt),
              r.status,
              r.payment_status,
              r.payment_method,
              r.customer_name,
              r.email,
              r.mobile,
              `${o.shippingAddress.first_name} ${o.shippingAddress.last_name}`.trim(),
              o.shippingAddress.street,
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
              indiaDateTime(o.packedAt),
              indiaDateTime(o.shippedAt),
              indiaDateTime(o.deliveredAt),
              indiaDateTime(o.cancelledAt),
              String(r.weight_grams),
              r.lines,
            ]),
          ),
        )
    },
  )
}
