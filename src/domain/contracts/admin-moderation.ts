// Reviews and contact messages as the back office moderates them (/api/admin/v1/reviews, /messages).
import { z } from 'zod'
import { adminMessages } from '../messages-admin.ts'
import { REPORT_REASONS } from '../messages-reviews.ts'

export const adminReviewView = z.object({
  id: z.string(),
  product_id: z.number(),
  product_name: z.string(),
  user_name: z.string(),
  rating: z.number(),
  title: z.string(),
  comment: z.string(),
  is_verified: z.boolean(),
  created_at: z.string(),
  hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
  /** waiting for approval (the shop's moderation rule, decision 045): shown to nobody until approved */
  held: z.boolean(),
  /** shoppers' reports of it, and their distinct reasons (most given first) */
  report_count: z.number().int(),
  report_reasons: z.array(z.enum(REPORT_REASONS)),
})

export const adminReviewQuery = z.object({
  rating: z.coerce.number().int().min(1).max(5).optional(),
  hidden: z.enum(['true', 'false']).optional(),
  /** only reviews shoppers reported, most reported first */
  reported: z.enum(['true']).optional(),
  /** only reviews waiting for approval, the longest waiting first (the queue) */
  held: z.enum(['true']).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
})

export const hideReviewInput = z.object({
  reason: z.string().trim().min(1, { error: adminMessages.hideReasonRequired }).max(300),
})

export const adminMessageView = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(['new', 'replied', 'closed']),
  created_at: z.string(),
})

export type AdminReview = z.infer<typeof adminReviewView>

/** A contact message with the replies staff sent (GET /messages/{id}). */
export const adminMessageThreadView = adminMessageView.extend({
  replies: z.array(z.object({ id: z.string(), body: z.string(), actor: z.string(), created_at: z.string() })),
})
