// Start selling (decision 050): the owner's one confirmed step from a shop full of samples and test orders to a
// shop that sells. It removes the sample reviews (their authors' ids start 'seed:'), the sample coupons, and every
// order placed so far (before the owner starts selling, every order is a test order): their items,
// refunds, credit notes and mails (the payment provider's webhook events stay recorded: a late one is still
// recognised as seen); the stock those orders still held goes back to its packs through the stock ledger
// (one 'released' movement per order and pack, so the ledger stays append-only and still explains every unit);
// the invoice and credit-note series start again at 1. Products, recipes, pages, settings, staff and shoppers stay.
import { sql } from 'drizzle-orm'
import type { StartSellingPreview } from '#domain/contracts/admin-settings.ts'
import { settingsMessages } from '#domain/messages-settings.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import type { AuditEntry } from '../admin/operator-guard.ts'

type Audit = (tx: Db, entry: AuditEntry) => Promise<void>

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

/** The sample reviews' authors: the seed's (src/server/db/seed/index.ts). */
const SAMPLE_AUTHORS = 'seed:%'
const RELEASE_NOTE = 'test order removed when the shop started selling'

async function preview(tx: Db): Promise<StartSellingPreview> {
  const [row] = rowsOf<{
    selling_since: Date | string | null
    reviews: number
    orders: number
    invoices: number
  }>(
    await tx.execute(sql`
      select
        (select selling_since from shop_settings where id = 1) as selling_since,
        (select count(*)::int from reviews where user_id like ${SAMPLE_AUTHORS}) as reviews,
        (select count(*)::int from orders) as orders,
        (select count(*)::int from orders where invoice_number is not null) as invoices`),
  )
  const coupons = rowsOf<{ code: string }>(
    await tx.execute(sql`select code from coupons where sample order by code`),
  ).map((c) => c.code)
  const since = row?.selling_since
  return {
    selling_since: since ? new Date(since).toISOString() : null,
    sample_reviews: row?.reviews ?? 0,
    sample_coupons: coupons,
    test_orders: row?.orders ?? 0,
    test_invoices: row?.invoices ?? 0,
  }
}

export function createStartSelling(deps: { db: Db; after: () => Promise<void> }) {
  return {
    /** What Start selling would remove now, and whether the shop already sells. */
    preview: () => preview(deps.db),

    /**
     * Removes the samples and test orders in one transaction, under the settings row's lock (a second owner's
     * click waits, then finds the shop selling and is refused). Answers what it removed.
     */
    async run(actor: string, audit: Audit): Promise<StartSellingPreview> {
      const removed = await deps.db.transaction(async (tx) => {
        const [settings] = rowsOf<{ selling_since: unknown }>(
          await tx.execute(sql`select selling_since from shop_settings where id = 1 for update`),
        )
        if (!settings) throw new AppError('conflict', settingsMessages.notLoaded)
        if (settings.selling_since) throw new AppError('conflict', settingsMessages.alreadySelling)
        const before = await preview(tx)

        // The test orders, locked: a payment or a staff action on one of them waits for this step, then finds
        // nothing. An order placed meanwhile is not among them and stays.
        const orderIds = rowsOf<{ id: string }>(
          await tx.execute(sql`select id from orders order by id for update`),
        ).map((o) => o.id)

        // Then every product's row, in id order (decision 041's lock order, as an order placed meanwhile takes
        // them): the stock and the ratings below change some of them. Then the invoice series' rows, as a payment
        // numbering its invoice takes them after its order's: whether the series may start again is decided with
        // no number being issued meanwhile.
        await tx.execute(sql`select id from products order by id for update`)
        await tx.execute(sql`select financial_year from invoice_counters order by 1 for update`)
        await tx.execute(sql`select financial_year from credit_note_counters order by 1 for update`)

        if (orderIds.length > 0) {
          const ids = sql`(select jsonb_array_elements_text(${JSON.stringify(orderIds)}::jsonb))`
          // The stock each test order still holds, per pack and batch (sold minus given back; decision 052).
          const held = rowsOf<{
            order_id: string
            product_id: number
            pack_id: number
            batch_id: number | null
            units: number
          }>(
            await tx.execute(sql`
              select order_id, product_id, pack_id, batch_id, (-sum(change))::int as units
              from stock_movements
              where order_id in ${ids} and pack_id is not null
              group by order_id, product_id, pack_id, batch_id
              having sum(change) < 0
              order by product_id, pack_id, order_id, batch_id`),
          )
          if (held.length > 0) {
            // the products' rows are locked (above); then the packs'
            const packIds = [...new Set(held.map((h) => h.pack_id))]
            const stock = new Map(
              rowsOf<{ id: number; stock: number }>(
                await tx.execute(
                  sql`select id, stock from product_packs where id in (select (jsonb_array_elements_text(${JSON.stringify(packIds)}::jsonb))::int) order by product_id, position for update`,
                ),
              ).map((p) => [p.id, p.stock]),
            )
            const movements = held.map((h) => {
              const after = (stock.get(h.pack_id) ?? 0) + h.units
              stock.set(h.pack_id, after)
              return { ...h, after }
            })
            for (const [packId, after] of stock)
              await tx.execute(sql`update product_packs set stock = ${after} where id = ${packId}`)
            // back to the batches they came from (under their packs' locks, held)
            for (const h of held.filter((x) => x.batch_id !== null))
              await tx.execute(
                sql`update batches set remaining = remaining + ${h.units}::int where id = ${h.batch_id}::int`,
              )
            await tx.execute(sql`
              insert into stock_movements (product_id, pack_id, batch_id, change, stock_after, reason, note, actor, order_id)
              select x.product_id, x.pack_id, x.batch_id, x.units, x.after, 'released', ${RELEASE_NOTE}, ${actor}, x.order_id
              from jsonb_to_recordset(${JSON.stringify(movements)}::jsonb)
                as x(product_id int, pack_id int, batch_id int, units int, after int, order_id text)`)
          }
          // Coupons count their uses: the test orders' uses are given back.
          await tx.execute(sql`
            with gone as (
              delete from coupon_redemptions where order_id in ${ids} returning coupon_code
            ), n as (select coupon_code, count(*)::int as uses from gone group by coupon_code)
            update coupons c set used_count = greatest(c.used_count - n.uses, 0) from n where c.code = n.coupon_code`)
          await tx.execute(sql`delete from notifications where order_id in ${ids}`)
          await tx.execute(sql`delete from credit_notes where order_id in ${ids}`)
          // items, provider orders, refunds, courier events, refund requests, split rules and COD remittances go with
          // their order
          await tx.execute(sql`delete from orders where id in ${ids}`)
        }
        // The series start again at 1, unless an order placed meanwhile was numbered already (a gap is lawful
        // where a repeated number is not).
        await tx.execute(sql`
          delete from invoice_counters where not exists (select 1 from orders where invoice_number is not null)`)
        await tx.execute(sql`delete from credit_note_counters where not exists (select 1 from credit_notes)`)

        // Sample reviews, and the ratings they made: only a shown review counts in a product's rating.
        await tx.execute(sql`
          with gone as (
            delete from reviews where user_id like ${SAMPLE_AUTHORS}
            returning product_id, rating, hidden_at, held_at
          ), counted as (
            select product_id, sum(rating)::int as total, count(*)::int as n
            from gone where hidden_at is null and held_at is null group by product_id
          )
          update products p set rating_total = greatest(p.rating_total - counted.total, 0),
            review_count = greatest(p.review_count - counted.n, 0)
          from counted where p.id = counted.product_id`)
        // Sample coupons (a cart holding one loses it: the foreign key sets it to none).
        await tx.execute(sql`delete from coupons where sample`)

        await tx.execute(sql`update shop_settings set selling_since = now() where id = 1`)
        await audit(tx, {
          action: 'shop.start_selling',
          entityType: 'settings',
          entityId: 'shop',
          before: {
            sample_reviews: before.sample_reviews,
            sample_coupons: before.sample_coupons,
            test_orders: orderIds.length,
            test_invoices: before.test_invoices,
          },
          after: { selling: true },
        })
        return { ...before, test_orders: orderIds.length }
      })
      // Every process's pages and caches: the reviews, ratings and quick offers changed.
      await deps.after()
      const now = await preview(deps.db)
      return { ...removed, selling_since: now.selling_since }
    },
  }
}
