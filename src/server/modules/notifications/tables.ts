import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { orders } from '../orders/tables.ts'

/**
 * The outbox of shopper notifications (decision 024): one row per mail to send, written in the transaction of the
 * change it tells of. `dedupe_key` makes a repeated event one row; `claimed_by` and `claimed_until` are the lease of
 * the worker sending it (while sending, `next_attempt_at` is the lease's end, so one index finds what is due). A
 * payment-failed mail is written due a little later, and `dropped` when it falls due on an order paid meanwhile.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    recipient: text('recipient').notNull(),
    /** what the mail says, captured when the event happened (rendered with the shop's settings when sent) */
    payload: jsonb('payload').notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'notifications_status_check',
      sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'dropped')`,
    ),
    index('notifications_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
    index('notifications_order_idx').on(t.orderId),
  ],
)

/** Every attempt to send a notification: sent, failed (with the error), or lost with its sender's lease. */
export const notificationAttempts = pgTable(
  'notification_attempts',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome').notNull(),
    error: text('error'),
    claimedBy: text('claimed_by'),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.attempt] }),
    check('notification_attempts_outcome_check', sql`${t.outcome} in ('sent', 'failed', 'lease_expired')`),
  ],
)
