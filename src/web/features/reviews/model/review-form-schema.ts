// The review form's schema, apart from the list's rules (review-actions.ts) so that only the form's chunk loads zod.
import { z } from 'zod'
import { messages } from '#domain/messages.ts'

const filled = z.string().refine((v) => v.trim() !== '', { error: messages.reviews.requiredFields })

/**
 * The review form's schema (decision 037): the rules of `isReviewDraftComplete`, each saying the one message the
 * form shows for them, 'Please fill in all required fields'.
 */
export const reviewFormSchema = z.object({
  rating: z
    .number()
    .int({ error: messages.reviews.requiredFields })
    .min(1, { error: messages.reviews.requiredFields })
    .max(5, { error: messages.reviews.requiredFields }),
  title: filled,
  comment: filled,
  is_verified: z.boolean(),
})
