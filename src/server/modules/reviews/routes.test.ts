import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productReviewsReply, recentReviewsReply } from '#domain/contracts/reviews.ts'
import { seedReviews } from '#server/db/seed/reviews.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})
const get = (url: string) => t.app.inject({ method: 'GET', url })

describe('GET /api/v1/products/{id}/reviews', () => {
  it('pages the reviews of a product, newest first, with average and count', async () => {
    const own = seedReviews.filter((r) => r.productId === 101)
    const res = await get('/api/v1/products/101/reviews?page=1&limit=3')
    expect(res.statusCode).toBe(200)
    const { data } = productReviewsReply.parse(res.json())
    expect(data.reviews).toHaveLength(Math.min(3, own.length))
    expect(data.pagination).toMatchObject({ page: 1, per_page: 3, total: own.length })
    expect(data.total_reviews).toBe(own.length)
    const dates = data.reviews.map((r) => r.review_date)
    expect([...dates].sort().reverse()).toEqual(dates)
    expect(data.reviews.every((r) => r.product_id === 101 && r.is_user_liked === false)).toBe(true)
  })

  it('answers 404 for an unknown product and 400 for bad paging', async () => {
    expect((await get('/api/v1/products/424242/reviews')).statusCode).toBe(404)
    for (const q of ['limit=0', 'limit=51', 'limit=x', 'page=-1']) {
      const res = await get(`/api/v1/products/101/reviews?${q}`)
      expect(res.statusCode).toBe(400)
      expect(res.json().success).toBe(false)
    }
  })
})

describe('GET /api/v1/reviews/recent', () => {
  it('defaults to 6, moringa first and best rated', async () => {
    const { data } = recentReviewsReply.parse((await get('/api/v1/reviews/recent')).json())
    expect(data.reviews).toHaveLength(6)
    expect(data.reviews[0]!.product_name).toMatch(/moringa/i)
    expect(data.reviews.every((r) => r.rating >= 4)).toBe(true)
  })

  it('honours limit and refuses a bad one', async () => {
    const { data } = recentReviewsReply.parse((await get('/api/v1/reviews/recent?limit=3')).json())
    expect(data.reviews).toHaveLength(3)
    expect((await get('/api/v1/reviews/recent?limit=1000')).statusCode).toBe(400)
    expect((await get('/api/v1/reviews/recent?limit=-2')).statusCode).toBe(400)
  })
})
