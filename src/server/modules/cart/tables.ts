import { sql } from 'drizzle-orm'
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const coupons = pgTable(
  'coupons',
  {
    code: text('code').primaryKey(),
    label: text('label').notNull(),
    /** 'percent': value is percent points; 'flat': value is paise */
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    perUserLimit: integer('per_user_limit'),
    totalLimit: integer('total_limit'),
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** offered as a quick button in the cart */
    featured: boolean('featured').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupons_code_upper_check', sql`${t.code} = upper(${t.code})`),
    check('coupons_kind_check', sql`${t.kind} in ('percent', 'flat')`),
    check('coupons_value_check', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check('coupons_used_check', sql`${t.usedCount} >= 0`),
  ],
)
