import { queryOptions, useQuery } from '@tanstack/react-query'
import type { RecentReview } from '#domain/contracts/reviews.ts'
import { apiGetData } from '../api-client.ts'

export function getRecentReviews(limit = 6, signal?: AbortSignal) {
  return apiGetData<{ reviews: RecentReview[] }>('/reviews/recent', { query: { limit }, signal }).then(
    (d) => d.reviews,
  )
}

export const recentReviewsQuery = (limit = 6) =>
  queryOptions({
    queryKey: ['reviews', 'recent', limit],
    queryFn: ({ signal }) => getRecentReviews(limit, signal),
  })

export function useRecentReviews(limit = 6) {
  return useQuery(recentReviewsQuery(limit))
}
