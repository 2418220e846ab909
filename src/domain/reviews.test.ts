import { describe, expect, it } from 'vitest'
import { isMoringa, rankHomeReviews } from './reviews.ts'

describe('home reviews', () => {
  it('puts moringa first, then rating, then newest', () => {
    const r = (product_name: string, rating: number, review_date: string) => ({
      product_name,
      rating,
      review_date,
    })
    const ranked = rankHomeReviews([
      r('Amla Powder', 5, '2026-10-01'),
      r('Moringa Powder', 4, '2026-09-01'),
      r('Moringa Leaf Tea', 5, '2026-08-01'),
      r('Moringa Powder', 5, '2026-10-05'),
    ])
    expect(ranked.map((x) => `${x.product_name}/${x.rating}/${x.review_date}`)).toEqual([
      'Moringa Powder/5/2026-10-05',
      'Moringa Leaf Tea/5/2026-08-01',
      'Moringa Powder/4/2026-09-01',
      'Amla Powder/5/2026-10-01',
    ])
  })

  it('recognises moringa in the name or the category', () => {
    expect(isMoringa({ name: 'MORINGA tea' })).toBe(true)
    expect(isMoringa({ name: 'Blend', category: 'Moringa' })).toBe(true)
    expect(isMoringa({ name: 'Amla Powder', category: 'Superfoods' })).toBe(false)
  })
})
