import { and, count, desc, eq, gte, inArray, isNull } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { reviewLikes, reviews } from './tables.ts'

export type ReviewRow = typeof reviews.$inferSelect

/** Shown to shoppers and counted in the rating: neither hidden by staff nor waiting for approval (decision 045). */
export const isShown = (r: Pick<ReviewRow, 'hiddenAt' | 'heldAt'>) => r.hiddenAt === null && r.heldAt === null
export const shown = and(isNull(reviews.hiddenAt), isNull(reviews.heldAt))

export async function findProductReviews(db: Db, opts: { productId: number; offset: number; limit: number }) {
  // Reviews hidden by staff, or waiting for their approval, are shown to nobody here.
  const where = and(eq(reviews.productId, opts.productId), shown)
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ total: count() }).from(reviews).where(where),
  ])
  return { rows, total: totalRow?.total ?? 0 }
}

export async function findTopRecentReviews(db: Db, limit: number) {
  return db
    .select()
    .from(reviews)
    .where(and(gte(reviews.rating, 4), shown))
    .orderBy(desc(reviews.rating), desc(reviews.createdAt))
    .limit(limit)
}

export async function findLikedBy(db: Db, userId: string, reviewIds: string[]): Promise<Set<string>> {
  if (reviewIds.length === 0) return new Set()
  const rows = await db
    .select({ reviewId: reviewLikes.reviewId })
    .from(reviewLikes)
    .where(and(eq(reviewLikes.userId, userId), inArray(reviewLikes.reviewId, reviewIds)))
  return new Set(rows.map((r) => r.reviewId))
}
