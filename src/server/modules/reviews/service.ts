import { and, count, desc, eq } from 'drizzle-orm'
import type { RecentReview, Review } from '#domain/contracts/reviews.ts'
import { messages } from '#domain/messages.ts'
import { reviewMessages } from '#domain/messages-reviews.ts'
import { buildPagination, type Pagination, pageOffset } from '#domain/pagination.ts'
import { heldFor, rankHomeReviews } from '#domain/reviews.ts'
import type { ReviewModerationMode } from '#domain/shop-settings.ts'
import { publicName } from '#domain/text.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import type { CatalogueService, ProductRating } from '../catalogue/service.ts'
import { createReviewReactions, UUID } from './reactions.ts'
import * as repo from './repo.ts'
import { reviews as reviewsTable } from './tables.ts'

export { reviewMessages } from '#domain/messages-reviews.ts'

function toReview(row: repo.ReviewRow, liked: Set<string>): Review {
  return {
    id: row.id,
    product_id: row.productId,
    user_id: row.userId,
    // Reviews written before names were shortened are shown shortened too.
    user_name: publicName(row.userName),
    rating: row.rating,
    title: row.title,
    comment: row.comment,
    likes_count: row.likesCount,
    is_verified: row.isVerified,
    review_date: row.createdAt.toISOString(),
    is_user_liked: liked.has(row.id),
  }
}

export type ReviewsService = ReturnType<typeof createReviewsService>

export function createReviewsService(
  db: Db,
  deps: {
    catalogue: CatalogueService
    /** a delivered order of the shopper holds the product: their review is verified */
    hasReceived: (userId: string, productId: number) => Promise<boolean>
    /** the shop's moderation rule now (decision 045) */
    moderation: () => ReviewModerationMode | Promise<ReviewModerationMode>
    userName: (userId: string) => Promise<string>
  },
) {
  /** The product's rating and count follow a review's change between shown and not (hidden, or held). */
  async function recount(tx: Db, before: repo.ReviewRow | undefined, after: repo.ReviewRow | undefined) {
    const stars = (r: repo.ReviewRow | undefined) => (r && repo.isShown(r) ? r.rating : 0)
    const counted = (r: repo.ReviewRow | undefined) => (r && repo.isShown(r) ? 1 : 0)
    const productId = (after ?? before)!.productId
    const dStars = stars(after) - stars(before)
    const dCount = counted(after) - counted(before)
    if (dStars !== 0 || dCount !== 0) await deps.catalogue.adjustRating(tx, productId, dStars, dCount)
    return deps.catalogue.ratingOf(tx, productId)
  }

  async function findReview(productId: number, reviewId: string) {
    if (!UUID.test(reviewId)) throw new AppError('not_found', reviewMessages.notFound)
    const [row] = await db
      .select()
      .from(reviewsTable)
      .where(and(eq(reviewsTable.id, reviewId), eq(reviewsTable.productId, productId)))
      .limit(1)
    if (!row) throw new AppError('not_found', reviewMessages.notFound)
    return row
  }

  return {
    ...createReviewReactions(db, deps, findReview),

    /**
     * One review per shopper and product: a second submission updates the first (decision record 007).
     * Verified only when a delivered order of the shopper holds the product, whatever the checkbox says; the
     * shop's moderation rule then decides whether it waits for staff (decision 045). An edit is judged again, so
     * an approved review edited by someone unverified waits again. The product's rating and count follow what is
     * shown, in the same transaction.
     */
    async write(
      userId: string,
      rawProductId: string,
      input: { rating: number; title: string; comment: string },
    ): Promise<Review & { updated: boolean; held: boolean; product: ProductRating }> {
      const product = await deps.catalogue.getProduct(rawProductId)
      const [verified, mode] = await Promise.all([deps.hasReceived(userId, product.id), deps.moderation()])
      const heldAt = heldFor(mode, verified) ? new Date() : null
      // Published beside the review: first name and initial, never the account's full name.
      const name = publicName(await deps.userName(userId))
      const result = await db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(reviewsTable)
          .where(and(eq(reviewsTable.productId, product.id), eq(reviewsTable.userId, userId)))
          .limit(1)
          .for('update')
        if (existing) {
          const [row] = await tx
            .update(reviewsTable)
            .set({
              rating: input.rating,
              title: input.title,
              comment: input.comment,
              isVerified: verified,
              userName: name,
              heldAt: existing.hiddenAt ? existing.heldAt : heldAt,
              updatedAt: new Date(),
            })
            .where(eq(reviewsTable.id, existing.id))
            .returning()
          return { row: row!, updated: true, product: await recount(tx, existing, row!) }
        }
        const [row] = await tx
          .insert(reviewsTable)
          .values({
            productId: product.id,
            userId,
            userName: name,
            rating: input.rating,
            title: input.title,
            comment: input.comment,
            isVerified: verified,
            heldAt,
          })
          .returning()
        return { row: row!, updated: false, product: await recount(tx, undefined, row!) }
      })
      deps.catalogue.notifyChanged()
      const liked = await repo.findLikedBy(db, userId, [result.row.id])
      return {
        ...toReview(result.row, liked),
        updated: result.updated,
        held: result.row.heldAt !== null,
        product: result.product,
      }
    },

    async remove(userId: string, rawProductId: string, reviewId: string): Promise<ProductRating> {
      if (reviewId.startsWith('fallback-'))
        throw new AppError('bad_request', messages.reviews.cannotDeleteDemo)
      const product = await deps.catalogue.getProduct(rawProductId)
      const row = await findReview(product.id, reviewId)
      if (row.userId !== userId) throw new AppError('forbidden', reviewMessages.notYours)
      const rating = await db.transaction(async (tx) => {
        const gone = await tx.delete(reviewsTable).where(eq(reviewsTable.id, reviewId)).returning()
        return gone[0] ? recount(tx, gone[0], undefined) : deps.catalogue.ratingOf(tx, product.id)
      })
      deps.catalogue.notifyChanged()
      return rating
    },

    async listForUser(userId: string, q: { page: number; limit: number }) {
      const where = eq(reviewsTable.userId, userId)
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(reviewsTable)
          .where(where)
          .orderBy(desc(reviewsTable.createdAt))
          .limit(q.limit)
          .offset(pageOffset(q.page, q.limit)),
        db.select({ n: count() }).from(reviewsTable).where(where),
      ])
      const products = await deps.catalogue.getProductsByIds([...new Set(rows.map((r) => r.productId))], {
        includeArchived: true,
      })
      const names = new Map(products.map((p) => [p.id, p.name]))
      const liked = await repo.findLikedBy(
        db,
        userId,
        rows.map((r) => r.id),
      )
      return {
        reviews: rows.map((r) => ({
          ...toReview(r, liked),
          product_name: names.get(r.productId) ?? `Product ${r.productId}`,
        })),
        pagination: buildPagination(q.page, q.limit, total?.n ?? 0),
      }
    },

    async listForProduct(q: { productId: string; page: number; limit: number; viewerId?: string }): Promise<{
      reviews: Review[]
      pagination: Pagination
      average_rating: number
      total_reviews: number
    }> {
      const product = await deps.catalogue.getProduct(q.productId)
      const { rows, total } = await repo.findProductReviews(db, {
        productId: product.id,
        offset: pageOffset(q.page, q.limit),
        limit: q.limit,
      })
      const liked = q.viewerId
        ? await repo.findLikedBy(
            db,
            q.viewerId,
            rows.map((r) => r.id),
          )
        : new Set<string>()
      return {
        reviews: rows.map((r) => toReview(r, liked)),
        pagination: buildPagination(q.page, q.limit, total),
        average_rating: product.rating,
        total_reviews: product.review_count,
      }
    },

    /**
     * Staff hide a review (with the reason), show it again, or approve a held one (decision 045): the product's
     * average and count follow what is shown, in the same transaction. Hiding a held review refuses it: it is
     * hidden, no longer waiting. Answers the row before and after, or undefined for an unknown review; a change
     * to what already is changes nothing.
     */
    async moderate(
      reviewId: string,
      change: { hide: true; reason: string } | { hide: false } | { approve: true },
      audit: (tx: Db, before: repo.ReviewRow, after: repo.ReviewRow) => Promise<void>,
    ): Promise<{ before: repo.ReviewRow; after: repo.ReviewRow } | undefined> {
      if (!UUID.test(reviewId)) return undefined
      const result = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(reviewsTable)
          .where(eq(reviewsTable.id, reviewId))
          .limit(1)
          .for('update')
        if (!before) return undefined
        const set =
          'approve' in change
            ? before.heldAt && !before.hiddenAt
              ? { heldAt: null }
              : undefined
            : change.hide
              ? before.hiddenAt
                ? undefined
                : { hiddenAt: new Date(), hiddenReason: change.reason, heldAt: null }
              : before.hiddenAt
                ? { hiddenAt: null, hiddenReason: null }
                : undefined
        if (!set) return { before, after: before }
        const [after] = await tx
          .update(reviewsTable)
          .set(set)
          .where(eq(reviewsTable.id, reviewId))
          .returning()
        await recount(tx, before, after!)
        await audit(tx, before, after!)
        return { before, after: after! }
      })
      if (result && result.before !== result.after) deps.catalogue.notifyChanged()
      return result
    },

    async recent(limit: number): Promise<RecentReview[]> {
      // Read a wider window so moringa reviews can be put first without losing the best of the rest.
      const rows = await repo.findTopRecentReviews(db, Math.max(limit * 4, 24))
      const products = await deps.catalogue.getProductsByIds([...new Set(rows.map((r) => r.productId))])
      const byId = new Map(products.map((p) => [p.id, p]))
      const withProducts = rows.flatMap((row) => {
        const product = byId.get(row.productId)
        if (!product) return []
        return [
          { ...toReview(row, new Set()), product_name: product.name, product_image_url: product.image_url },
        ]
      })
      return rankHomeReviews(withProducts).slice(0, limit)
    },
  }
}
