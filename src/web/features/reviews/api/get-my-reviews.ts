import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Review } from '#domain/contracts/reviews.ts'
import type { Pagination } from '#domain/pagination.ts'
import { apiGetData } from '#web/lib/api-client.ts'

export type MyReview = Review & { product_name: string }

// The server's page limit for a shopper's own reviews; enough to find the one for this product.
const MY_REVIEWS_LIMIT = 50

export function getMyReviews(userId: string, signal?: AbortSignal) {
  return apiGetData<{ reviews: MyReview[]; pagination: Pagination }>(
    `/users/${encodeURIComponent(userId)}/reviews`,
    { query: { page: 1, limit: MY_REVIEWS_LIMIT }, signal },
  ).then((d) => d.reviews)
}

export const myReviewsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['reviews', 'user', userId],
    queryFn: ({ signal }) => getMyReviews(userId, signal),
  })

/** The signed-in shopper's review of this product, if any (the form then edits it: decision 007). */
export function useMyReviewOf(productId: number, userId: string | null): MyReview | undefined {
  const query = useQuery({ ...myReviewsQuery(userId ?? ''), enabled: userId !== null })
  return query.data?.find((r) => r.product_id === productId)
}
