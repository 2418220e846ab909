import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '../identity/tables.ts'

/**
 * A guest checkout (decision 057): a users row of its own (so the cart, address, checkout and payment services run
 * for it unchanged) that nobody can sign in to, with the email and mobile the guest gave. `claimedBy`: the account
 * the guest's orders were attached to, once.
 */
export const guests = pgTable(
  'guests',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** lower-cased */
    email: text('email').notNull(),
    /** E.164: +91 and ten digits */
    mobile: text('mobile').notNull(),
    claimedBy: text('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('guests_email_idx').on(t.email), index('guests_mobile_idx').on(t.mobile)],
)
