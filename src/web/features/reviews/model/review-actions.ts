// Pure rules of the review form and review list (docs/product.md, Routes and screens: Customer Reviews, Validation rules, Roles).

export const REVIEW_LIMITS = { title: 120, comment: 2000 } as const
export const RATING_VALUES = [1, 2, 3, 4, 5] as const

export interface ReviewDraft {
  rating: number
  title: string
  comment: string
  is_verified: boolean
}

export const EMPTY_REVIEW_DRAFT: ReviewDraft = { rating: 0, title: '', comment: '', is_verified: false }

/** docs/product.md, Validation rules: rating (1 to 5 stars), title and comment are all required; blanks do not count as filled. */
export function isReviewDraftComplete(d: Pick<ReviewDraft, 'rating' | 'title' | 'comment'>): boolean {
  return (
    Number.isInteger(d.rating) &&
    d.rating >= 1 &&
    d.rating <= 5 &&
    d.title.trim() !== '' &&
    d.comment.trim() !== ''
  )
}

/** What is sent: trimmed text (the server trims too, so the two agree on what 'filled' means). */
export function toReviewPayload(d: ReviewDraft): ReviewDraft {
  return { rating: d.rating, title: d.title.trim(), comment: d.comment.trim(), is_verified: d.is_verified }
}

/** docs/product.md, Roles: Delete appears only when the signed-in user's id equals the review's user_id. */
export function canDeleteReview(review: { user_id: string }, viewerId: string | null | undefined): boolean {
  return Boolean(viewerId) && review.user_id === viewerId
}

/** docs/product.md, Validation rules: the built-in sample reviews (ids starting fallback-) cannot be deleted. */
export function isDemoReview(id: string): boolean {
  return id.startsWith('fallback-')
}

export interface LikeState {
  likes_count: number
  is_user_liked: boolean
}

/** docs/product.md (States and transitions, Review like): the action a press sends, and the state shown until the server answers. */
export function toggleLike(current: LikeState): { action: 'like' | 'unlike'; next: LikeState } {
  return current.is_user_liked
    ? {
        action: 'unlike',
        next: { likes_count: Math.max(0, current.likes_count - 1), is_user_liked: false },
      }
    : { action: 'like', next: { likes_count: current.likes_count + 1, is_user_liked: true } }
}

/** docs/product.md, Routes and screens: the average shown with one decimal, out of 5. */
export function formatAverageRating(average: number): string {
  const clamped = Math.min(5, Math.max(0, Number.isFinite(average) ? average : 0))
  return clamped.toFixed(1)
}

const reviewDateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
})

/** '2026-03-04T…' -> '4 March 2026' (en-IN, India time); an unreadable date shows nothing. */
export function formatReviewDate(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? '' : reviewDateFormat.format(d)
}

/** Label of a star choice: '1 star', '4 stars'. */
export function starLabel(n: number): string {
  return `${n} ${n === 1 ? 'star' : 'stars'}`
}
