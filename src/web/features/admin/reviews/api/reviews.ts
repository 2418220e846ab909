// Reviews in the back office: the list (filtered, reported first) and hiding or showing one (decision 007).
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { adminList } from '#domain/contracts/admin.ts'
import { adminReviewView } from '#domain/contracts/admin-moderation.ts'
import { dataReply } from '#domain/contracts/common.ts'
import { adminApi } from '#web/features/admin/shell/api/admin-client.ts'
import { type ReviewListQuery, reviewKeys } from './query-keys.ts'

/** GET /reviews: a page of 20 (empty filters are left out). */
export const getReviews = (query: ReviewListQuery) =>
  adminApi.get(adminList(adminReviewView), '/reviews', { ...query, per_page: 20 })

export const reviewsQuery = (query: ReviewListQuery) =>
  queryOptions({
    queryKey: reviewKeys.list(query),
    queryFn: () => getReviews(query),
    placeholderData: keepPreviousData,
  })

/** POST /reviews/{id}/hide (with a reason), /show, or /approve (a review waiting for approval, decision 045). */
export const moderateReview = (id: string, action: 'hide' | 'show' | 'approve', reason = '') =>
  adminApi.post(
    dataReply(adminReviewView),
    `/reviews/${id}/${action}`,
    action === 'hide' ? { reason } : undefined,
  )
