import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Review } from '#domain/contracts/reviews.ts'
import type { Pagination } from '#domain/pagination.ts'
import { apiGetData } from '#web/lib/api-client.ts'

export interface ProductReviews {
  reviews: Review[]
  pagination: Pagination
  average_rating: number
  total_reviews: number
}

// docs/product.md, Business constants and limits: reviews come 10 to a page.
export const REVIEWS_PAGE_SIZE = 10

export function getProductReviews(productId: string | number, page = 1, signal?: AbortSignal) {
  return apiGetData<ProductReviews>(`/products/${encodeURIComponent(String(productId))}/reviews`, {
    query: { page, limit: REVIEWS_PAGE_SIZE },
    signal,
  })
}

/** Every key under ['reviews', 'product', id] is refreshed after a review of that product changes. */
export const productReviewsKey = (productId: string | number) => ['reviews', 'product', String(productId)]

/**
 * `viewerId` is part of the key because the reply differs per shopper (is_user_liked is filled from the
 * bearer token): signing in or out must not show someone else's likes from the cache.
 */
export const productReviewsQuery = (productId: string | number, page: number, viewerId: string | null) =>
  queryOptions({
    queryKey: [...productReviewsKey(productId), page, viewerId ?? 'anonymous'],
    queryFn: ({ signal }) => getProductReviews(productId, page, signal),
  })

export function useProductReviews(productId: string | number, page: number, viewerId: string | null) {
  return useQuery({ ...productReviewsQuery(productId, page, viewerId), placeholderData: (prev) => prev })
}
