import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Review } from '#domain/contracts/reviews.ts'
import { messages } from '#domain/messages.ts'
import type { ProductRead } from '#web/lib/api/get-product.ts'
import { failureMessage as reviewFailureMessage } from '#web/lib/failure-message.ts'
import { toast } from '#web/ui/toast.tsx'
import { deleteReview } from './api/delete-review.ts'
import type { ProductReviews } from './api/get-product-reviews.ts'
import { likeReview } from './api/like-review.ts'
import { type RatingAfter, submitReview } from './api/submit-review.ts'
import { isDemoReview, type LikeState, type ReviewDraft, toggleLike } from './model/review-actions.ts'

/**
 * A review changed: its product's rating and count changed with it (same transaction on the server). The
 * product's own rating line takes them from the reply: fetched again, the product could come from another
 * process's cache that has not yet heard of the change (decision 007). Every list showing ratings and every review
 * list (this product's pages, the home block, the shopper's own) are fetched again.
 */
export async function refreshAfterReviewChange(client: QueryClient, after: RatingAfter): Promise<void> {
  const detail = ['products', 'detail', String(after.id)]
  client.setQueryData<ProductRead>(detail, (p) =>
    p ? { ...p, rating: after.rating, review_count: after.review_count } : p,
  )
  await Promise.all([
    client.invalidateQueries({ queryKey: ['reviews'] }),
    client.invalidateQueries({
      queryKey: ['products'],
      predicate: (q) => q.queryKey[1] !== 'detail' || q.queryKey[2] !== detail[2],
    }),
  ])
}

export function useSubmitReview(productId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (draft: ReviewDraft) => submitReview(productId, draft),
    onSuccess: async (reply) => {
      // The server says which happened: 'Review submitted successfully!' or 'Your review has been updated'.
      toast.success(reply.message || messages.reviews.submitted)
      await refreshAfterReviewChange(client, reply.product)
    },
  })
}

/** The message to show for a failed submission; null when the login prompt took over. */
export const submitFailureMessage = (err: unknown) => reviewFailureMessage(err, messages.reviews.submitFailed)

function patchReview(key: QueryKey, client: QueryClient, reviewId: string, patch: Partial<Review>): void {
  client.setQueryData<ProductReviews>(key, (d) =>
    d ? { ...d, reviews: d.reviews.map((r) => (r.id === reviewId ? { ...r, ...patch } : r)) } : d,
  )
}

/**
 * docs/product.md (States and transitions, Review like): the button flips at once (optimistic) and settles on the server's likes_count and
 * is_user_liked; on failure it flips back with 'Failed to update review. Please try again.'.
 */
export function useReviewLike(productId: number, review: Review, listKey: QueryKey) {
  const client = useQueryClient()
  const mutation = useMutation({
    mutationFn: ({ action }: { action: 'like' | 'unlike'; before: LikeState; next: LikeState }) =>
      likeReview(productId, review.id, action),
    onMutate: async ({ next }) => {
      await client.cancelQueries({ queryKey: listKey })
      patchReview(listKey, client, review.id, next)
    },
    onSuccess: (reply) => {
      patchReview(listKey, client, review.id, {
        likes_count: reply.likes_count,
        is_user_liked: reply.is_user_liked,
      })
      toast.success(reply.is_user_liked ? messages.reviews.liked : messages.reviews.unliked)
    },
    onError: (err, { before }) => {
      patchReview(listKey, client, review.id, before)
      const message = reviewFailureMessage(err, messages.reviews.updateFailed)
      // A refused like says nothing useful to the shopper beyond the spec's own sentence.
      if (message) toast.error(messages.reviews.updateFailed)
    },
  })
  const toggle = () => {
    if (mutation.isPending) return
    const before = { likes_count: review.likes_count, is_user_liked: review.is_user_liked }
    const { action, next } = toggleLike(before)
    mutation.mutate({ action, before, next })
  }
  return { toggle, busy: mutation.isPending }
}

export function useDeleteReview(productId: number, onDeleted?: () => void) {
  const client = useQueryClient()
  const mutation = useMutation({
    mutationFn: (reviewId: string) => deleteReview(productId, reviewId),
    onSuccess: async (reply) => {
      toast.success(messages.reviews.deleted)
      onDeleted?.()
      await refreshAfterReviewChange(client, reply.product)
    },
    onError: (err) => {
      const message = reviewFailureMessage(err, messages.reviews.deleteFailed)
      if (message) toast.error(message)
    },
  })
  const remove = (reviewId: string) => {
    // docs/product.md, Validation rules: the built-in samples are never sent to the server.
    if (isDemoReview(reviewId)) {
      toast.error(messages.reviews.cannotDeleteDemo)
      return
    }
    mutation.mutate(reviewId)
  }
  return { remove, busy: mutation.isPending, deletingId: mutation.isPending ? mutation.variables : undefined }
}
