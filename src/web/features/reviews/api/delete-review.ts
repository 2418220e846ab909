import { apiRequest } from '#web/lib/api-client.ts'
import type { RatingAfter } from './submit-review.ts'

/** DELETE /products/{pid}/reviews/{rid}: only the author may (others get 403; demo reviews 400). */
export function deleteReview(productId: number, reviewId: string) {
  return apiRequest<{ success: true; message: string; product: RatingAfter }>(
    `/products/${productId}/reviews/${encodeURIComponent(reviewId)}`,
    { method: 'DELETE' },
  )
}
