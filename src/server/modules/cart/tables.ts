import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from '../identity/tables.ts'

export const coupons = pgTable(
  'coupons',
  {
    code: text('code').primaryKey(),
    /** Raised by one with every save of the back office's form (decision 040); a stale save changes nothing. */
    version: integer('version').notNull().default(1),
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
    /** seeded as a sample (decision 050): removed by the owner's Start selling */
    sample: boolean('sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('coupons_code_upper_check', sql`${t.code} = upper(${t.code})`),
    check('coupons_kind_check', sql`${t.kind} in ('percent', 'flat')`),
    check('coupons_value_check', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check('coupons_used_check', sql`${t.usedCount} >= 0`),
  ],
)

export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  couponCode: text('coupon_code').references(() => coupons.code, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: text('created_by').notNull(),
  updatedBy: text('updated_by').notNull(),
  /** reminders this cart got (decision 054): at most two, ever */
  remindersSent: integer('reminders_sent').notNull().default(0),
  remindedAt: timestamp('reminded_at', { withTimezone: true }),
})

/** A reminder of a left cart (decision 054): the lines it recalled, which its link puts back. */
export const cartReminders = pgTable(
  'cart_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** the cart's first or second reminder */
    n: integer('n').notNull(),
    channel: text('channel').notNull(),
    items: jsonb('items').$type<{ product_id: number; pack_id: number; quantity: number }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    restoredAt: timestamp('restored_at', { withTimezone: true }),
  },
  (t) => [
    check('cart_reminders_channel_check', sql`${t.channel} in ('email', 'whatsapp')`),
    unique('cart_reminders_cart_n_unique').on(t.cartId, t.n),
  ],
)

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    // No foreign key on purpose: when a product is withdrawn the line stays, so checkout can tell the shopper.
    productId: integer('product_id').notNull(),
    /**
     * The pack the line holds (decision 048): its id, which stays when staff reorder packs; no foreign key either, so
     * a line whose pack is gone stays for checkout to tell. 0 names no pack (a line of a product gone before 0034).
     */
    packId: integer('pack_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** the catalogue price when the line was added or last reviewed: tells checkout of price changes */
    seenPricePaise: integer('seen_price_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_items_cart_product_pack_unique').on(t.cartId, t.productId, t.packId),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 99`),
  ],
)

/**
 * One row per use of a coupon: 'reserved' when an order is placed with it (counted against the limits at once,
 * under the coupon's row lock), 'redeemed' when that order is paid; a reservation is deleted when its order
 * expires or is cancelled.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponCode: text('coupon_code')
      .notNull()
      .references(() => coupons.code, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    orderId: text('order_id').notNull(),
    state: text('state').notNull().default('redeemed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.couponCode, t.orderId] }),
    check('coupon_redemptions_state_check', sql`${t.state} in ('reserved', 'redeemed')`),
    index('coupon_redemptions_order_idx').on(t.orderId),
    index('coupon_redemptions_user_idx').on(t.couponCode, t.userId),
  ],
)
