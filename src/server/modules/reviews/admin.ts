// Reviews as staff moderate them (back office): every review, hidden ones too, with the product's name.
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm'
import type { AdminReview } from '../../../domain/contracts/admin.ts'
import type { Db } from '../../db/client.ts'
import { products } from '../catalogue/tables.ts'
import { reviews } from './tables.ts'

export function toAdminReview(row: typeof reviews.$inferSelect, productName: string): AdminReview {
  return {
    id: row.id,
    product_id: row.productId,
    product_name: productName,
    user_name: row.userName,
    rating: row.rating,
    title: row.title,
    comment: row.comment,
    is_verified: row.isVerified,
    created_at: row.createdAt.toISOString(),
    hidden: row.hiddenAt !== null,
    hidden_reason: row.hiddenReason,
  }
}

export async function listReviewsForStaff(
  db: Db,
  q: { rating?: number; hidden?: 'true' | 'false'; page: number; per_page: number },
) {
  const where = and(
    q.rating ? eq(reviews.rating, q.rating) : undefined,
    q.hidden === 'true'
      ? isNotNull(reviews.hiddenAt)
      : q.hidden === 'false'
        ? isNull(reviews.hiddenAt)
        : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select({ review: reviews, productName: products.name })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(reviews).where(where),
  ])
  return { items: rows.map((r) => toAdminReview(r.review, r.productName)), total: total?.n ?? 0 }
}
