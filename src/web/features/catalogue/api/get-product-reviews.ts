import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Review } from '../../../../domain/contracts/reviews.ts'
import type { Pagination } from '../../../../domain/pagination.ts'
import { apiGetData } from '../../../lib/api-client.ts'

export interface ProductReviews {
  reviews: Review[]
  pagination: Pagination
  average_rating: number
  total_reviews: number
}

export function getProductReviews(productId: string | number, page = 1, signal?: AbortSignal) {
  return apiGetData<ProductReviews>(`/products/${encodeURIComponent(String(productId))}/reviews`, {
    query: { page, limit: 10 },
    signal,
  })
}

export const productReviewsQuery = (productId: string | number, page = 1) =>
  queryOptions({
    queryKey: ['reviews', 'product', String(productId), page],
    queryFn: ({ signal }) => getProductReviews(productId, page, signal),
  })

export function useProductReviews(productId: string | number, page = 1) {
  return useQuery(productReviewsQuery(productId, page))
}
