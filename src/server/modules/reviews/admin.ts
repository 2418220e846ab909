// Reviews as staff moderate them (back office): every review, hidden and held ones too, with the product's name and
// what shoppers reported of it.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { AdminReview } from '#domain/contracts/admin-moderation.ts'
import type { ReportReason } from '#domain/messages-reviews.ts'
import type { Db } from '#server/db/client.ts'
import { products } from '../catalogue/tables.ts'
import { reviewReports, reviews } from './tables.ts'

/** Shoppers' reports of one review: how many, and the distinct reasons, the most given first. */
export interface ReportSummary {
  count: number
  reasons: ReportReason[]
}

export async function reportSummaries(db: Db, reviewIds: string[]): Promise<Map<string, ReportSummary>> {
  const summaries = new Map<string, ReportSummary>()
  if (reviewIds.length === 0) return summaries
  const rows = await db
    .select({ reviewId: reviewReports.reviewId, reason: reviewReports.reason, n: count() })
    .from(reviewReports)
    .where(inArray(reviewReports.reviewId, reviewIds))
    .groupBy(reviewReports.reviewId, reviewReports.reason)
    .orderBy(desc(count()), asc(reviewReports.reason))
  for (const r of rows) {
    const s = summaries.get(r.reviewId) ?? { count: 0, reasons: [] }
    s.count += r.n
    s.reasons.push(r.reason)
    summaries.set(r.reviewId, s)
  }
  return summaries
}

/** One review for staff, with its reports read now (after a hide or show). */
export async function adminReviewOf(
  db: Db,
  row: typeof reviews.$inferSelect,
  productName: string,
): Promise<AdminReview> {
  return toAdminReview(row, productName, (await reportSummaries(db, [row.id])).get(row.id))
}

export function toAdminReview(
  row: typeof reviews.$inferSelect,
  productName: string,
  reports: ReportSummary | undefined,
): AdminReview {
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
    held: row.heldAt !== null,
    report_count: reports?.count ?? 0,
    report_reasons: reports?.reasons ?? [],
  }
}

export async function listReviewsForStaff(
  db: Db,
  q: {
    rating?: number
    hidden?: 'true' | 'false'
    reported?: 'true'
    held?: 'true'
    page: number
    per_page: number
  },
) {
  const reportCount = sql<number>`(select count(*) from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id})`
  const where = and(
    q.rating ? eq(reviews.rating, q.rating) : undefined,
    q.hidden === 'true'
      ? isNotNull(reviews.hiddenAt)
      : q.hidden === 'false'
        ? isNull(reviews.hiddenAt)
        : undefined,
    q.reported === 'true'
      ? inArray(reviews.id, db.selectDistinct({ id: reviewReports.reviewId }).from(reviewReports))
      : undefined,
    q.held === 'true' ? isNotNull(reviews.heldAt) : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select({ review: reviews, productName: products.name })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(where)
      // Reported ones: the most reported first.
      .orderBy(
        // The queue: the longest waiting first.
        ...(q.held === 'true' ? [asc(reviews.heldAt)] : []),
        ...(q.reported === 'true' ? [desc(reportCount)] : []),
        desc(reviews.createdAt),
        desc(reviews.id),
      )
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(reviews).where(where),
  ])
  const reports = await reportSummaries(
    db,
    rows.map((r) => r.review.id),
  )
  return {
    items: rows.map((r) => toAdminReview(r.review, r.productName, reports.get(r.review.id))),
    total: total?.n ?? 0,
  }
}
