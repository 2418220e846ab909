// What shoppers do to each other's reviews: like (once each) and report to staff (once each).
import { and, eq, sql } from 'drizzle-orm'
import { messages } from '#domain/messages.ts'
import { type ReportReason, reviewMessages } from '#domain/messages-reviews.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import type { CatalogueService } from '../catalogue/service.ts'
import * as repo from './repo.ts'
import { reviewLikes, reviewReports, reviews as reviewsTable } from './tables.ts'

/** A review's id: anything else is not found without asking the database. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function createReviewReactions(
  db: Db,
  deps: { catalogue: CatalogueService },
  findReview: (productId: number, reviewId: string) => Promise<repo.ReviewRow>,
) {
  return {
    /** Idempotent per shopper: liking twice counts once. */
    async like(userId: string, rawProductId: string, reviewId: string, action: 'like' | 'unlike') {
      if (reviewId.startsWith('fallback-')) throw new AppError('bad_request', messages.reviews.updateFailed)
      const product = await deps.catalogue.getProduct(rawProductId)
      // a review shown to nobody (hidden, or waiting for approval) cannot be liked: not found, like an unknown one
      if (!repo.isShown(await findReview(product.id, reviewId)))
        throw new AppError('not_found', reviewMessages.notFound)
      const performed = await db.transaction(async (tx) => {
        if (action === 'like') {
          const added = await tx
            .insert(reviewLikes)
            .values({ reviewId, userId })
            .onConflictDoNothing()
            .returning()
          if (added.length === 0) return 'unchanged' as const
          await tx
            .update(reviewsTable)
            .set({ likesCount: sql`${reviewsTable.likesCount} + 1` })
            .where(eq(reviewsTable.id, reviewId))
          return 'liked' as const
        }
        const removed = await tx
          .delete(reviewLikes)
          .where(and(eq(reviewLikes.reviewId, reviewId), eq(reviewLikes.userId, userId)))
          .returning()
        if (removed.length === 0) return 'unchanged' as const
        await tx
          .update(reviewsTable)
          .set({ likesCount: sql`greatest(${reviewsTable.likesCount} - 1, 0)` })
          .where(eq(reviewsTable.id, reviewId))
        return 'unliked' as const
      })
      const fresh = await findReview(product.id, reviewId)
      const liked = await repo.findLikedBy(db, userId, [reviewId])
      return {
        review_id: reviewId,
        likes_count: fresh.likesCount,
        is_user_liked: liked.has(reviewId),
        action_performed: performed,
      }
    },

    /**
     * A shopper reports someone else's review to staff, once: a repeat writes nothing and answers false. A hidden
     * review, or one waiting for approval, is shown to nobody, so it cannot be reported (not found, like an unknown one). The review row is
     * held while the report is written, so a review deleted meanwhile is not found rather than a failed insert.
     */
    async report(
      userId: string,
      rawProductId: string,
      reviewId: string,
      reason: ReportReason,
    ): Promise<boolean> {
      const product = await deps.catalogue.getProduct(rawProductId)
      if (!UUID.test(reviewId)) throw new AppError('not_found', reviewMessages.notFound)
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            userId: reviewsTable.userId,
            hiddenAt: reviewsTable.hiddenAt,
            heldAt: reviewsTable.heldAt,
          })
          .from(reviewsTable)
          .where(and(eq(reviewsTable.id, reviewId), eq(reviewsTable.productId, product.id)))
          .limit(1)
          .for('share')
        if (!row || !repo.isShown(row)) throw new AppError('not_found', reviewMessages.notFound)
        if (row.userId === userId) throw new AppError('bad_request', reviewMessages.reportOwn)
        const added = await tx
          .insert(reviewReports)
          .values({ reviewId, userId, reason })
          .onConflictDoNothing()
          .returning({ reviewId: reviewReports.reviewId })
        return added.length > 0
      })
    },
  }
}
