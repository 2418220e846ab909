import type { Review } from '#domain/contracts/reviews.ts'
import { apiRequest } from '#web/lib/api-client.ts'
import type { ReviewDraft } from '../model/review-actions.ts'

export interface SubmitReviewReply {
  success: true
  /** 'Review submitted successfully!' or, for a second submission, 'Your review has been updated' */
  message: string
  data: Review & { updated: boolean }
}

/** POST /products/{id}/reviews: writes the shopper's review, or updates it when there is one already. */
export function submitReview(productId: number, draft: ReviewDraft): Promise<SubmitReviewReply> {
  return apiRequest<SubmitReviewReply>(`/products/${productId}/reviews`, { method: 'POST', body: draft })
}
