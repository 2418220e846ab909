import type { RecentReview } from '#domain/contracts/reviews.ts'

// docs/product.md, Calls: when recent reviews cannot be loaded the home page shows three built-in sample reviews.
// Ids start with fallback- so they can never be deleted (docs/product.md, Validation rules).
export const SAMPLE_REVIEWS: RecentReview[] = [
  {
    id: 'fallback-1',
    product_id: 101,
    user_id: 'fallback',
    user_name: 'Priya S.',
    rating: 5,
    title: 'Green, fresh and so easy to use',
    comment:
      'Properly green and smells like fresh leaves. A teaspoon goes into my morning buttermilk and nobody at home complains.',
    likes_count: 0,
    is_verified: true,
    review_date: '2026-01-10T00:00:00.000Z',
    is_user_liked: false,
    product_name: 'Moringa Powder',
    product_image_url: '/images/products/moringa-powder-1.svg',
  },
  {
    id: 'fallback-2',
    product_id: 102,
    user_id: 'fallback',
    user_name: 'Divya T.',
    rating: 5,
    title: 'My gentle evening cup',
    comment:
      'Light, grassy and calming. I brew it with a slice of ginger after dinner instead of a second chai.',
    likes_count: 0,
    is_verified: true,
    review_date: '2026-01-05T00:00:00.000Z',
    is_user_liked: false,
    product_name: 'Moringa Leaf Tea',
    product_image_url: '/images/products/moringa-leaf-tea-1.svg',
  },
  {
    id: 'fallback-3',
    product_id: 103,
    user_id: 'fallback',
    user_name: 'Sowmya R.',
    rating: 5,
    title: 'Best in a smoothie',
    comment:
      'The amla makes the moringa tangy and much easier to drink. Blends smoothly with banana and curd.',
    likes_count: 0,
    is_verified: true,
    review_date: '2026-01-02T00:00:00.000Z',
    is_user_liked: false,
    product_name: 'Moringa Amla Immunity Blend',
    product_image_url: '/images/products/moringa-amla-immunity-blend-1.svg',
  },
]
