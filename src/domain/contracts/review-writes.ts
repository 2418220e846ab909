import { z } from 'zod'
import { messages } from '../messages.ts'
import { REPORT_REASONS, reviewMessages } from '../messages-reviews.ts'
import { stripInvisible } from '../text.ts'
import { dataReply, intParam, pageParam, paginationSchema } from './common.ts'
import { reviewSchema } from './reviews.ts'

// Invisible formatting and bidi controls go before the length and emptiness checks (text.ts).
const requiredText = (max: number, label: string) =>
  z
    .string({ error: messages.reviews.requiredFields })
    .overwrite(stripInvisible)
    .trim()
    .min(1, { error: messages.reviews.requiredFields })
    .max(max, { error: `${label} must be at most ${max} characters` })

export const createReviewBody = z.object({
  rating: z
    .number({ error: messages.reviews.requiredFields })
    .int({ error: 'Rating must be a whole number of stars from 1 to 5' })
    .min(1, { error: 'Rating must be a whole number of stars from 1 to 5' })
    .max(5, { error: 'Rating must be a whole number of stars from 1 to 5' }),
  title: requiredText(120, 'Title'),
  comment: requiredText(2000, 'Comment'),
  is_verified: z.boolean().optional(),
})

export const reviewParams = z.object({ productId: z.string(), reviewId: z.string() })
export const likeBody = z.object({
  action: z.enum(['like', 'unlike'], { error: "action must be 'like' or 'unlike'" }),
})

/**
 * The product's rating and count right after a review's write or removal (decision 007): a page shows them from
 * here, as a product's cached reply on another process may not have heard of the change yet.
 */
export const productRatingAfter = z
  .object({ id: z.number().int(), rating: z.number(), review_count: z.number().int() })
  .describe('the product’s rating and review count once this change is made')
export const createReviewReply = z.object({
  success: z.literal(true),
  message: z.string(),
  product: productRatingAfter,
  data: reviewSchema.extend({
    updated: z.boolean(),
    held: z
      .boolean()
      .describe(
        'the review waits for staff before anyone else sees it (the shop’s moderation rule, decision 045)',
      ),
  }),
})
export const likeReply = dataReply(
  z.object({
    review_id: z.string(),
    likes_count: z.number().int(),
    is_user_liked: z.boolean(),
    action_performed: z.enum(['liked', 'unliked', 'unchanged']),
  }),
)
export const deleteReviewReply = z.object({
  success: z.literal(true),
  message: z.string(),
  product: productRatingAfter,
})
/** A shopper reports someone else's review; once per shopper and review (a repeat answers the same). */
export const reportReviewBody = z.object({
  reason: z.enum(REPORT_REASONS, { error: reviewMessages.reportReason }),
})
export const reportReviewReply = z.object({ success: z.literal(true), message: z.string() })
export const userReviewsQuery = z.object({
  page: pageParam,
  limit: intParam('limit', { min: 1, max: 50, default: 10 }),
})
export const userReviewsReply = dataReply(
  z.object({
    reviews: z.array(reviewSchema.extend({ product_name: z.string() })),
    pagination: paginationSchema,
  }),
)
