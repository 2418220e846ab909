import { apiRequest, type Envelope } from '#web/lib/api-client.ts'

export interface LikeReply {
  review_id: string
  likes_count: number
  is_user_liked: boolean
  action_performed: 'liked' | 'unliked' | 'unchanged'
}

/** POST /products/{pid}/reviews/{rid}/like: idempotent per shopper. */
export async function likeReview(productId: number, reviewId: string, action: 'like' | 'unlike') {
  const reply = await apiRequest<Envelope<LikeReply>>(
    `/products/${productId}/reviews/${encodeURIComponent(reviewId)}/like`,
    { method: 'POST', body: { action } },
  )
  return reply.data
}
