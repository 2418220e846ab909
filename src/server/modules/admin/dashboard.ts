// The back office's dashboard (decision 022): sales, refunds and orders over today, 7 or 30 days (India time, by day),
// what needs doing now, the best sellers, what is running low and the COD not yet remitted. Read-only, across the orders and catalogue.

import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type Dashboard, dashboardQuery, dashboardView } from '#domain/contracts/admin-dashboard.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { lastIndiaDays } from '#domain/india-time.ts'
import { COMING_SOON_STATUS, LOW_STOCK_THRESHOLD } from '#domain/stock.ts'
import type { Db } from '#server/db/client.ts'
import { errorReplies } from '#server/http/error-replies.ts'
import { createCodRemittance } from '../orders/cod-remittance.ts'

type Rows<T> = { rows: T[] }
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows

// An order is a sale once it is paid online (at the time of payment) or placed for cash on delivery.
const SOLD = sql`
  select o.id, o.total_paise, o.status,
         case when o.payment_method = 'cod' then o.created_at else o.paid_at end as sold_at
    from orders o
   where (o.payment_method = 'cod' and o.status in ('processing', 'shipped', 'delivered', 'cancelled'))
      or o.paid_at is not null`
// The India day of an instant, as text.
const indiaDay = (column: ReturnType<typeof sql>) =>
  sql`to_char(((${column}) at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`

export async function buildDashboard(db: Db, q: { days: number; now?: Date }): Promise<Dashboard> {
  const range = lastIndiaDays(q.days, q.now ?? new Date())
  const days = range.days
  const start = sql`${range.start.toISOString()}::timestamptz`
  const today = lastIndiaDays(1, q.now ?? new Date()).days[0]!
  const [byDay, [refunds], [cancelledCod], [action], top, low, nearExpiry, codUnremitted] = await Promise.all(
    [
      rowsOf<{ day: string; paise: number; orders: number }>(
        db,
        sql`with sold as (${SOLD})
          select ${indiaDay(sql`sold_at`)} as day, sum(total_paise)::int as paise, count(*)::int as orders
            from sold where sold_at >= ${start} group by 1`,
      ),
      rowsOf<{ paise: number }>(
        db,
        sql`select coalesce(sum(amount_paise), 0)::int as paise from order_refunds where created_at >= ${start}`,
      ),
      rowsOf<{ paise: number }>(
        db,
        sql`select coalesce(sum(total_paise), 0)::int as paise from orders
           where payment_method = 'cod' and status = 'cancelled' and captured_paise = 0
             and cancelled_at >= ${start}`,
      ),
      rowsOf<{ to_pack: number; to_ship: number; in_transit: number; awaiting_payment: number }>(
        db,
        // Packed is a flag beside the status (decision 022, amended): processing orders are to pack, then to ship.
        sql`select count(*) filter (where status = 'processing' and packed_at is null)::int as to_pack,
                 count(*) filter (where status = 'processing' and packed_at is not null)::int as to_ship,
                 count(*) filter (where status = 'shipped')::int as in_transit,
                 count(*) filter (where status = 'pending')::int as awaiting_payment
            from orders`,
      ),
      // Best sellers: what was sold and not taken back, so a cancelled (or expired) order counts for nothing; each
      // product by its id, with its pack's net quantity, so two products of one name are told apart.
      rowsOf<{ product_id: number; name: string; net_quantity: string; quantity: number; paise: number }>(
        db,
        sql`with sold as (${SOLD})
          select i.product_id, max(i.product_name) as name, max(i.net_quantity) as net_quantity,
                 sum(i.quantity)::int as quantity, sum(i.total_price_paise)::int as paise
            from sold join order_items i on i.order_id = sold.id
           where sold.sold_at >= ${start} and sold.status not in ('cancelled', 'expired')
           group by i.product_id
           order by paise desc, quantity desc, i.product_id
           limit 5`,
      ),
      rowsOf<{ id: number; name: string; stock: number }>(
        db,
        sql`select id, name, stock from products
           where stock < ${LOW_STOCK_THRESHOLD} and stock_status <> ${COMING_SOON_STATUS} and archived_at is null
           order by stock, name limit 8`,
      ),
      // Batches with units left whose best-before is within 60 days, India time (decision 052); expired ones first
      // (written off at the next sale or the sweep).
      rowsOf<{
        id: number
        product_id: number
        product_name: string
        sku: string
        lot: string
        best_before: string
        remaining: number
        days_left: number
      }>(
        db,
        sql`select b.id, b.product_id, p.name as product_name, k.sku, b.lot, to_char(b.best_before, 'YYYY-MM-DD') as best_before,
                 b.remaining, (b.best_before - ${today}::date)::int as days_left
            from batches b join product_packs k on k.id = b.pack_id join products p on p.id = b.product_id
           where b.remaining > 0 and b.best_before <= ${today}::date + 60
           order by b.best_before, b.remaining desc limit 50`,
      ),
      createCodRemittance(db).outstanding(),
    ],
  )
  const perDay = new Map(byDay.map((d) => [d.day, d]))
  const grossPaise = byDay.reduce((a, d) => a + d.paise, 0)
  const orderCount = byDay.reduce((a, d) => a + d.orders, 0)
  const refundPaise = (refunds?.paise ?? 0) + (cancelledCod?.paise ?? 0)
  return {
    from: days[0]!,
    to: days.at(-1)!,
    gross_sales: grossPaise,
    refunds: refundPaise,
    net_sales: grossPaise - refundPaise,
    orders: orderCount,
    average_order_value: orderCount === 0 ? 0 : Math.round(grossPaise / orderCount),
    by_day: days.map((day) => ({
      day,
      sales: perDay.get(day)?.paise ?? 0,
      orders: perDay.get(day)?.orders ?? 0,
    })),
    needs_action: {
      to_pack: action?.to_pack ?? 0,
      to_ship: action?.to_ship ?? 0,
      in_transit: action?.in_transit ?? 0,
      awaiting_payment: action?.awaiting_payment ?? 0,
    },
    top_products: top.map((p) => ({
      product_id: p.product_id,
      name: p.name,
      net_quantity: p.net_quantity,
      quantity: p.quantity,
      sales: p.paise,
    })),
    low_stock: low,
    near_expiry: nearExpiry,
    cod_unremitted: codUnremitted,
  }
}

/** GET /dashboard, registered inside the back office's guarded routes (staff and owners). */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/dashboard',
    {
      config: { permission: 'reports' },
      schema: {
        tags: ['admin'],
        summary:
          'Sales, refunds, orders and average order value over today, 7 or 30 days (India time, by day); orders that need action; best sellers; low stock; batches near expiry (60 days)',
        querystring: dashboardQuery,
        response: {
          200: dataReply(dashboardView),
          ...errorReplies(400, 401, 403),
        },
      },
    },
    async (req) => ({
      success: true as const,
      data: await buildDashboard(db, { days: Number(req.query.days) }),
    }),
  )
}
