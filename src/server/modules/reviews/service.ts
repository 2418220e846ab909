import type { RecentReview, Review } from '../../../domain/contracts/reviews.ts'
import { buildPagination, type Pagination, pageOffset } from '../../../domain/pagination.ts'
import { rankHomeReviews } from '../../../domain/reviews.ts'
import type { Db } from '../../db/client.ts'
import type { CatalogueService } from '../catalogue/service.ts'
import * as repo from './repo.ts'

function toReview(row: repo.ReviewRow, liked: Set<string>): Review {
  return {
    id: row.id,
    product_id: row.productId,
    user_id: row.userId,
    user_name: row.userName,
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

export function createReviewsService(db: Db, deps: { catalogue: CatalogueService }) {
  return {
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
