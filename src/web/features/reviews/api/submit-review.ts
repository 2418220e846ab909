import type { Review } from '#domain/contracts/reviews.ts'
import { apiRequest } from '#web/lib/api-client.ts'
import type { ReviewDraft } from '../model/review-actions.ts'

/** The product's rating and count once the change is made (the server reads them in its transaction). */
export interface RatingAfter {
  id: number
  rating: number
  review_count: number
}

export interface SubmitReviewReply {
  success: true
  product: RatingAfter
  /** 'Review submitted successfully!' or, for a second submission, 'Your review has been updated' */
  message: string
  data: Review & { updated: boolean }
}

/** POST /products/{id}/reviews: writes the shopper's review, or updates it when there is one already. */
export function submitReview(productId: number, draft: ReviewDraft): Promise<SubmitReviewReply> {
  return apiRequest<SubmitReviewReply>(`/products/${productId}/reviews`, { method: 'POST', body: draft })
}
