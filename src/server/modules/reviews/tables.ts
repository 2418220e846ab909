import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { products } from '../catalogue/tables.ts'

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    userName: text('user_name').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    comment: text('comment').notNull(),
    likesCount: integer('likes_count').notNull().default(0),
    isVerified: boolean('is_verified').notNull().default(false),
    /** hidden by staff (moderation): kept, but shown to nobody and left out of the product's rating */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** held for approval by the shop's moderation rule (decision 045): shown to its author only, in no rating */
    heldAt: timestamp('held_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_likes_check', sql`${t.likesCount} >= 0`),
    unique('reviews_product_user_unique').on(t.productId, t.userId),
    index('reviews_product_created_idx').on(t.productId, t.createdAt.desc()),
    index('reviews_user_idx').on(t.userId),
    index('reviews_held_idx').on(t.heldAt).where(sql`${t.heldAt} is not null`),
  ],
)

export const reviewLikes = pgTable(
  'review_likes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
)

/** A shopper's report of a review with a reason (REPORT_REASONS in the domain): once per shopper and review. */
export const reviewReports = pgTable(
  'review_reports',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    reason: text('reason', { enum: ['spam', 'offensive', 'off_topic', 'other'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.userId] }),
    check('review_reports_reason_check', sql`${t.reason} in ('spam', 'offensive', 'off_topic', 'other')`),
  ],
)
