import { z } from 'zod'
import { codOutstanding } from './admin-remittance.ts'
import { money } from './common.ts'

// The back office's dashboard (decision 022): sales over today, 7 or 30 days in India time, what needs doing now.

export const DASHBOARD_RANGES = ['1', '7', '30'] as const

export const dashboardQuery = z.object({
  days: z
    .enum(DASHBOARD_RANGES, { error: 'days is 1, 7 or 30' })
    .default('7')
    .describe('1: today; 7 or 30: the last 7 or 30 days, today included (India time)'),
})

export const dashboardView = z.object({
  from: z.string().describe('the first day counted (India time, YYYY-MM-DD)'),
  to: z.string().describe('the last day counted: today (India time)'),
  gross_sales: money.describe(
    'the totals of orders placed in the range: paid online (by the time of payment) or cash on delivery (placed)',
  ),
  refunds: money.describe(
    'money given back in the range (refunds decided) and cash-on-delivery orders cancelled before delivery',
  ),
  net_sales: money.describe('gross sales less refunds'),
  orders: z.number().int(),
  average_order_value: money.describe('gross sales ÷ orders; 0 without orders'),
  by_day: z.array(z.object({ day: z.string(), sales: money, orders: z.number().int() })),
  needs_action: z.object({
    to_pack: z
      .number()
      .int()
      .describe(
        'orders paid or placed by cash on delivery, not yet packed (GET /orders?status=processing&packed=no)',
      ),
    to_ship: z
      .number()
      .int()
      .describe('packed and waiting for the courier (GET /orders?status=processing&packed=yes)'),
    in_transit: z.number().int().describe('shipped, not yet delivered'),
    awaiting_payment: z.number().int().describe('placed, waiting for an online payment'),
  }),
  top_products: z
    .array(
      z.object({
        product_id: z.number().int().describe("the product's id (two products may share a name)"),
        name: z.string(),
        net_quantity: z.string().describe("the pack's net quantity as sold ('100g')"),
        quantity: z
          .number()
          .int()
          .describe('units sold in the period, cancelled and expired orders left out'),
        sales: money,
      }),
    )
    .describe('best sellers by sales: orders sold in the period that were not cancelled'),
  low_stock: z.array(z.object({ id: z.number().int(), name: z.string(), stock: z.number().int() })),
  near_expiry: z
    .array(
      z.object({
        id: z.number().int(),
        product_id: z.number().int(),
        product_name: z.string(),
        sku: z.string(),
        lot: z.string(),
        best_before: z.string(),
        remaining: z.number().int(),
        days_left: z.number().int().describe('days to its best-before, India time; below 0: expired'),
      }),
    )
    .describe(
      'batches with units left whose best-before is within 60 days (decision 052), first expiry first',
    ),
  cod_unremitted: codOutstanding.describe(
    'cash-on-delivery orders delivered whose cash the courier has not remitted yet, by carrier (decision 046, amended: COD remittance); whatever the range',
  ),
})
export type Dashboard = z.infer<typeof dashboardView>
