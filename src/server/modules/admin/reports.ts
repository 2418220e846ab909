// What the back office reads across the shop: customers (never a password or token), newsletter subscribers,
// and the daily low-stock mail to staff.
import { and, count, desc, eq, ilike, isNull, lt, or, sql } from 'drizzle-orm'
import { indiaClock } from '#domain/india-time.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import { COMING_SOON_STATUS, LOW_STOCK_THRESHOLD } from '#domain/stock.ts'
import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import type { Mailer } from '#server/integrations/mail.ts'
import { renderActionMail } from '#server/integrations/mail-templates.ts'
import { products } from '../catalogue/tables.ts'
import { newsletterSubscribers } from '../content/tables.ts'
import { guests, users } from '../identity/tables.ts'
import { orders } from '../orders/tables.ts'
import { addresses } from '../shipping/tables.ts'
import { dailyJobs, operators } from './tables.ts'

/** Money a shopper has paid and kept: captured minus refunded, over every order. */
const lifetimePaise = sql<number>`coalesce(sum(${orders.capturedPaise} - ${orders.refundedPaise}), 0)::int`

export async function listCustomers(db: Db, q: { q?: string; page: number; per_page: number }) {
  const term = q.q?.replace(/[%_\\]/g, (c) => `\\${c}`)
  const where = term
    ? or(ilike(users.email, `%${term}%`), ilike(guests.email, `%${term}%`), ilike(users.name, `%${term}%`))
    : undefined
  // a guest (decision 057) is listed by the email given at checkout, not its stand-in
  const email = sql<string>`coalesce(${guests.email}, ${users.email})`
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email,
        joined: users.createdAt,
        orders: sql<number>`count(${orders.id})::int`,
        lifetime: lifetimePaise,
        lastOrder: sql<Date | null>`max(${orders.createdAt})`,
      })
      .from(users)
      .leftJoin(guests, eq(guests.userId, users.id))
      .leftJoin(orders, eq(orders.userId, users.id))
      .where(where)
      .groupBy(users.id, guests.email)
      .orderBy(desc(users.createdAt))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(users).leftJoin(guests, eq(guests.userId, users.id)).where(where),
  ])
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      joined_at: r.joined.toISOString(),
      orders: r.orders,
      lifetime_value: r.lifetime,
      last_order_at: r.lastOrder ? new Date(r.lastOrder).toISOString() : null,
    })),
    total: total?.n ?? 0,
  }
}

export async function getCustomer(db: Db, id: string) {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: sql<string>`coalesce(${guests.email}, ${users.email})`,
      joined: users.createdAt,
      verified: users.emailVerified,
    })
    .from(users)
    .leftJoin(guests, eq(guests.userId, users.id))
    .where(eq(users.id, id))
    .limit(1)
  if (!user) throw new AppError('not_found', adminMessages.customerNotFound)
  const [history, book] = await Promise.all([
    db
      .select({
        id: orders.id,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        method: orders.paymentMethod,
        total: orders.totalPaise,
        captured: orders.capturedPaise,
        refunded: orders.refundedPaise,
        at: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.userId, id))
      .orderBy(desc(orders.createdAt))
      .limit(100),
    db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, id))
      .orderBy(desc(addresses.isDefault), desc(addresses.lastUsedAt)),
  ])
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    email_verified: user.verified,
    joined_at: user.joined.toISOString(),
    lifetime_value: history.reduce((sum, o) => sum + o.captured - o.refunded, 0),
    orders: history.map((o) => ({
      id: o.id,
      status: o.status,
      payment_status: o.paymentStatus,
      payment_method: o.method,
      total: o.total,
      created_at: o.at.toISOString(),
    })),
    addresses: book.map((a) => ({
      name: `${a.firstName ?? ''} ${a.lastName ?? ''}`.trim(),
      mobile: a.mobile,
      street: a.street,
      city: a.city,
      state: a.state,
      postal_code: a.postalCode,
      is_default: a.isDefault,
    })),
  }
}

/** Confirmed subscribers only: a pending address never confirmed it wants mail, an unsubscribed one said no. */
export async function listSubscribers(db: Db) {
  const rows = await db
    .select({ email: newsletterSubscribers.email, confirmedAt: newsletterSubscribers.confirmedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'subscribed'))
    .orderBy(desc(newsletterSubscribers.confirmedAt))
  return rows.map((r) => ({ email: r.email, confirmed_at: r.confirmedAt?.toISOString() ?? null }))
}

/** Staff are mailed the products running low once a day, from 9 am India time, by whichever process is first. */
export function createLowStockMail(opts: { db: Db; mailer: Mailer; config: Config }) {
  const { db, mailer, config } = opts
  return {
    /** Sends today's mail if it is due and nobody has; answers how many operators were mailed. */
    async sendIfDue(now = new Date()): Promise<number> {
      const { day, hour } = indiaClock(now)
      if (hour < 9) return 0
      const [claimed] = await db
        .insert(dailyJobs)
        .values({ name: 'low-stock-mail', day })
        .onConflictDoNothing()
        .returning()
      if (!claimed) return 0
      const low = await db
        .select({ id: products.id, name: products.name, stock: products.stock })
        .from(products)
        .where(
          and(
            lt(products.stock, LOW_STOCK_THRESHOLD),
            sql`${products.stockStatus} <> ${COMING_SOON_STATUS}`,
            isNull(products.archivedAt),
          ),
        )
        .orderBy(products.stock, products.name)
      if (low.length === 0) return 0
      const staff = await db
        .select({ email: operators.email })
        .from(operators)
        .where(eq(operators.status, 'active'))
      const url = `${config.publicUrl.replace(/\/$/, '')}/admin/products`
      const lines = low.map((p) => (p.stock > 0 ? `${p.name}: ${p.stock} left` : `${p.name}: out of stock`))
      const mail = renderActionMail({
        shopName: config.shop.name,
        heading: `${low.length} product${low.length === 1 ? '' : 's'} running low`,
        paragraphs: ['These need restocking:', ...lines],
        action: { label: 'Open the back office', url },
        footnote: `Sent once a day to the shop's staff. Low means fewer than ${LOW_STOCK_THRESHOLD} left.`,
      })
      for (const { email } of staff)
        await mailer.send({
          to: email,
          subject: `Low stock: ${low.length} product${low.length === 1 ? '' : 's'}`,
          ...mail,
        })
      return staff.length
    },
  }
}

export type LowStockMail = ReturnType<typeof createLowStockMail>
