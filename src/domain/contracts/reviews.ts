import { z } from 'zod'
import { PAGE_LIMITS } from '../pagination.ts'
import { dataReply, intParam, pageParam, paginationSchema } from './common.ts'

export const reviewSchema = z.object({
  id: z.string(),
  product_id: z.number().int(),
  user_id: z.string(),
  user_name: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  comment: z.string(),
  likes_count: z.number().int(),
  is_verified: z.boolean(),
  review_date: z.string(),
  is_user_liked: z.boolean(),
})
export type Review = z.infer<typeof reviewSchema>

export const recentReviewSchema = reviewSchema.extend({
  product_name: z.string(),
  product_image_url: z.string(),
})
export type RecentReview = z.infer<typeof recentReviewSchema>

export const productReviewsQuery = z.object({
  page: pageParam,
  limit: intParam('limit', { min: 1, max: PAGE_LIMITS.reviews.max, default: PAGE_LIMITS.reviews.default }),
})

export const recentReviewsQuery = z.object({
  limit: intParam('limit', {
    min: 1,
    max: PAGE_LIMITS.recentReviews.max,
    default: PAGE_LIMITS.recentReviews.default,
  }),
})

export const productReviewsReply = dataReply(
  z.object({
    reviews: z.array(reviewSchema),
    pagination: paginationSchema,
    average_rating: z.number(),
    total_reviews: z.number().int(),
  }),
)

export const recentReviewsReply = dataReply(z.object({ reviews: z.array(recentReviewSchema) }))
