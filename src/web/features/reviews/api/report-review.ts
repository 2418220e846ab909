import type { ReportReason } from '#domain/messages-reviews.ts'
import { apiRequest } from '#web/lib/api-client.ts'

/** POST /products/{pid}/reviews/{rid}/report: once per shopper; a repeat answers the same thanks. */
export async function reportReview(productId: number, reviewId: string, reason: ReportReason) {
  return apiRequest<{ success: true; message: string }>(
    `/products/${productId}/reviews/${encodeURIComponent(reviewId)}/report`,
    { method: 'POST', body: { reason } },
  )
}
