import { describe, expect, it } from 'vitest'
import {
  canDeleteReview,
  formatAverageRating,
  formatReviewDate,
  isDemoReview,
  isReviewDraftComplete,
  starLabel,
  toggleLike,
  toReviewPayload,
} from './review-actions.ts'

describe('isReviewDraftComplete', () => {
  const full = { rating: 4, title: 'Fresh and green', comment: 'Goes into my buttermilk.' }
  it('needs a rating from 1 to 5, a title and a comment', () => {
    expect(isReviewDraftComplete(full)).toBe(true)
    expect(isReviewDraftComplete({ ...full, rating: 0 })).toBe(false)
    expect(isReviewDraftComplete({ ...full, rating: 6 })).toBe(false)
    expect(isReviewDraftComplete({ ...full, rating: 2.5 })).toBe(false)
    expect(isReviewDraftComplete({ ...full, title: '' })).toBe(false)
    expect(isReviewDraftComplete({ ...full, comment: '' })).toBe(false)
  })
  it('does not count blanks as filled', () => {
    expect(isReviewDraftComplete({ ...full, title: '   ' })).toBe(false)
    expect(isReviewDraftComplete({ ...full, comment: '\n\t' })).toBe(false)
  })
})

describe('toReviewPayload', () => {
  it('trims the text and keeps rating and checkbox', () => {
    expect(toReviewPayload({ rating: 5, title: '  Good ', comment: ' Tasty\n', is_verified: true })).toEqual({
      rating: 5,
      title: 'Good',
      comment: 'Tasty',
      is_verified: true,
    })
  })
})

describe('canDeleteReview', () => {
  it('is true only for the author', () => {
    expect(canDeleteReview({ user_id: 'u1' }, 'u1')).toBe(true)
    expect(canDeleteReview({ user_id: 'u1' }, 'u2')).toBe(false)
    expect(canDeleteReview({ user_id: 'u1' }, null)).toBe(false)
    expect(canDeleteReview({ user_id: '' }, '')).toBe(false)
  })
})

describe('isDemoReview', () => {
  it('recognises the built-in samples', () => {
    expect(isDemoReview('fallback-1')).toBe(true)
    expect(isDemoReview('3f0c2a9e-0000-4000-8000-000000000000')).toBe(false)
  })
})

describe('toggleLike', () => {
  it('likes an unliked review and unlikes a liked one', () => {
    expect(toggleLike({ likes_count: 3, is_user_liked: false })).toEqual({
      action: 'like',
      next: { likes_count: 4, is_user_liked: true },
    })
    expect(toggleLike({ likes_count: 4, is_user_liked: true })).toEqual({
      action: 'unlike',
      next: { likes_count: 3, is_user_liked: false },
    })
  })
  it('never shows a negative count', () => {
    expect(toggleLike({ likes_count: 0, is_user_liked: true }).next.likes_count).toBe(0)
  })
})

describe('formatAverageRating', () => {
  it('shows one decimal within 0 to 5', () => {
    expect(formatAverageRating(4.25)).toBe('4.3')
    expect(formatAverageRating(4)).toBe('4.0')
    expect(formatAverageRating(Number.NaN)).toBe('0.0')
    expect(formatAverageRating(7)).toBe('5.0')
  })
})

describe('formatReviewDate', () => {
  it('writes Indian English dates in India time', () => {
    expect(formatReviewDate('2026-03-04T20:00:00Z')).toBe('5 March 2026')
    expect(formatReviewDate('not a date')).toBe('')
  })
})

describe('starLabel', () => {
  it('says star or stars', () => {
    expect(starLabel(1)).toBe('1 star')
    expect(starLabel(4)).toBe('4 stars')
  })
})
