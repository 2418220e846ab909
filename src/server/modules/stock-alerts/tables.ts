import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { products } from '../catalogue/tables.ts'
import { users } from '../identity/tables.ts'

/** 'Notify me': a shopper (or an email) waiting for a product to be back; mailed once when it is. */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** the language of the page it was asked on (decision 060): the mail is written in it */
    language: text('language').notNull().default('en'),
  },
  (t) => [
    // Stored once: one waiting request per product and address.
    uniqueIndex('stock_alerts_waiting_once')
      .on(t.productId, sql`lower(${t.email})`)
      .where(sql`${t.notifiedAt} is null`),
    index('stock_alerts_waiting_idx').on(t.productId).where(sql`${t.notifiedAt} is null`),
    check('stock_alerts_language_check', sql`${t.language} in ('en', 'hi', 'te', 'ta', 'kn', 'ml')`),
  ],
)
