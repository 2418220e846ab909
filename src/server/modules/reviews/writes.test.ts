import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productReply } from '#domain/contracts/catalogue.ts'
import { productReviewsReply } from '#domain/contracts/reviews.ts'
import { signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, payWithCard, startCheckout } from '#server/testing/checkout-helpers.ts'
import { createTestApp, setReviewModeration, type TestContext } from '#server/testing/test-app.ts'

let t: TestContext
let asha: TestUser
let ravi: TestUser
beforeAll(async () => {
  t = await createTestApp()
  // reviews go live at once here; which wait for staff is tested in reviews/moderation.test.ts (decision 045)
  await setReviewModeration(t, 'publish_at_once')
  asha = await signUp(t, { name: 'Asha Rao' })
  ravi = await signUp(t, { name: 'Ravi Teja' })
})
afterAll(async () => {
  await t?.close()
})

const product = async (id: number) =>
  productReply.parse((await t.app.inject(`/api/v1/products/${id}`)).json()).data
const review = (u: TestUser, id: number, body: object) => api(t, u, 'POST', `/products/${id}/reviews`, body)

describe('writing reviews', () => {
  it('adds a review, keeps rating and count equal to the reviews, and marks it unverified without a purchase', async () => {
    const before = await product(110)
    const res = await review(asha, 110, {
      rating: 2,
      title: 'Too sharp for me',
      comment: 'Strong ginger; I use half a spoon.',
      is_verified: true,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      message: 'Review submitted successfully!',
      data: { rating: 2, user_name: 'Asha R.', is_verified: false, updated: false },
    })
    const after = await product(110)
    expect(after.review_count).toBe(before.review_count + 1)
    // The reply carries the product's new rating line, read in the same transaction (decision 007).
    expect(res.json().product).toEqual({ id: 110, rating: after.rating, review_count: after.review_count })
    const { data } = productReviewsReply.parse(
      (await t.app.inject('/api/v1/products/110/reviews?limit=50')).json(),
    )
    const avg = Math.round((data.reviews.reduce((s, r) => s + r.rating, 0) / data.reviews.length) * 10) / 10
    expect(after.rating).toBe(avg)
  })

  it('publishes the first name and initial only, never the full name', async () => {
    const wadhwa = await signUp(t, { name: 'Asha Wadhwa' })
    const res = await review(wadhwa, 114, { rating: 4, title: 'Fresh', comment: 'Bright green.' })
    expect(res.json().data.user_name).toBe('Asha W.')
    const listed = (await t.app.inject('/api/v1/products/114/reviews?limit=50')).body
    expect(listed).toContain('"user_name":"Asha W."')
    expect(listed).not.toContain('Wadhwa')
  })

  it('strips bidi controls and invisible characters from the title and comment', async () => {
    const writer = await signUp(t, { name: 'Nila Raman' })
    const res = await review(writer, 115, {
      rating: 5,
      title: 'Best \u202Egnitsat\u202C powder',
      comment: 'Lovely\u200B \u2066colour\u2069\uFEFF, ന്\u200Dറ taste',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      title: 'Best gnitsat powder',
      comment: 'Lovely colour, ന്\u200Dറ taste',
    })
    const listed = (await t.app.inject('/api/v1/products/115/reviews?limit=50')).body
    expect(listed).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B\uFEFF]/)
    const invisibleOnly = await review(writer, 116, { rating: 5, title: '\u202E\u200B', comment: 'Nice' })
    expect(invisibleOnly.statusCode).toBe(400)
    expect(invisibleOnly.json().message).toBe('Please fill in all required fields')
  })

  it('updates the first review on a second submission', async () => {
    await review(ravi, 111, { rating: 3, title: 'Okay', comment: 'Fine colour.' })
    const count = (await product(111)).review_count
    const res = await review(ravi, 111, { rating: 5, title: 'Grew on me', comment: 'Now in every dal.' })
    expect(res.json()).toMatchObject({
      message: 'Your review has been updated',
      data: { rating: 5, updated: true },
    })
    expect((await product(111)).review_count).toBe(count)
  })

  it('is verified after a delivered order holding the product, not after payment alone', async () => {
    const buyer = await signUp(t, { name: 'Meera Iyer' })
    const { created } = await startCheckout(t, buyer, { items: [{ product_id: 112, quantity: 1 }] })
    const reply = created.json().data
    await api(
      t,
      buyer,
      'POST',
      '/payments/verify',
      (await payWithCard(t, reply.key_id, reply.order_id)).json(),
    )
    const body = { rating: 5, title: 'Fragrant', comment: 'Smells like my grandmother’s kitchen.' }
    // paid, not yet received: the checkbox's claim is not taken
    expect((await review(buyer, 112, { ...body, is_verified: true })).json().data.is_verified).toBe(false)
    await t.app.orders.ship(reply.shop_order_id, 'Delhivery', 'DLV7112')
    await t.app.orders.deliver(reply.shop_order_id)
    expect((await review(buyer, 112, { ...body, is_verified: false })).json().data.is_verified).toBe(true)
  })

  it.each([
    [{ rating: 4, title: '', comment: 'x' }, 'Please fill in all required fields'],
    [{ rating: 4, title: 'x', comment: '   ' }, 'Please fill in all required fields'],
    [{ title: 'x', comment: 'y' }, 'Please fill in all required fields'],
    [{ rating: 6, title: 'x', comment: 'y' }, 'Rating must be a whole number of stars from 1 to 5'],
    [{ rating: 4.5, title: 'x', comment: 'y' }, 'Rating must be a whole number of stars from 1 to 5'],
    [{ rating: 4, title: 'x'.repeat(121), comment: 'y' }, 'Title must be at most 120 characters'],
  ])('refuses %o', async (body, message) => {
    const res = await review(asha, 101, body)
    expect([res.statusCode, res.json().message]).toEqual([400, message])
  })

  it('keeps script-looking text as text and needs sign-in', async () => {
    const res = await review(asha, 104, {
      rating: 4,
      title: '<script>alert(1)</script>',
      comment: "'; drop table reviews; --",
    })
    expect(res.json().data).toMatchObject({
      title: '<script>alert(1)</script>',
      comment: "'; drop table reviews; --",
    })
    expect(
      (await api(t, null, 'POST', '/products/104/reviews', { rating: 4, title: 'a', comment: 'b' }))
        .statusCode,
    ).toBe(401)
    expect((await review(asha, 999999, { rating: 4, title: 'a', comment: 'b' })).statusCode).toBe(404)
  })
})

describe('likes', () => {
  it('likes and unlikes idempotently per shopper, and shows is_user_liked to the liker', async () => {
    const mine = (
      await review(asha, 105, { rating: 4, title: 'Calming', comment: 'With warm milk at night.' })
    ).json().data
    const like = (u: TestUser, action: string) =>
      api(t, u, 'POST', `/products/105/reviews/${mine.id}/like`, { action })
    expect((await like(ravi, 'like')).json().data).toEqual({
      review_id: mine.id,
      likes_count: 1,
      is_user_liked: true,
      action_performed: 'liked',
    })
    expect((await like(ravi, 'like')).json().data).toMatchObject({
      likes_count: 1,
      action_performed: 'unchanged',
    })
    expect((await like(asha, 'like')).json().data.likes_count).toBe(2)
    const seen = productReviewsReply.parse(
      (
        await t.app.inject({
          url: '/api/v1/products/105/reviews?limit=50',
          headers: { authorization: `Bearer ${ravi.token}` },
        })
      ).json(),
    )
    expect(seen.data.reviews.find((r) => r.id === mine.id)?.is_user_liked).toBe(true)
    expect((await like(ravi, 'unlike')).json().data).toMatchObject({
      likes_count: 1,
      is_user_liked: false,
      action_performed: 'unliked',
    })
    expect((await like(ravi, 'unlike')).json().data.action_performed).toBe('unchanged')
    expect((await like(ravi, 'love')).statusCode).toBe(400)
    expect(
      (await api(t, ravi, 'POST', '/products/105/reviews/not-a-uuid/like', { action: 'like' })).statusCode,
    ).toBe(404)
  })
})

describe('deleting', () => {
  it('lets only the author delete, refuses demo reviews, and restores the rating', async () => {
    const before = await product(106)
    const mine = (
      await review(asha, 106, { rating: 1, title: 'Not for me', comment: 'Earthy taste.' })
    ).json().data
    const theirs = await api(t, ravi, 'DELETE', `/products/106/reviews/${mine.id}`)
    expect([theirs.statusCode, theirs.json().message]).toEqual([403, 'You can delete only your own reviews'])
    const demo = await api(t, asha, 'DELETE', '/products/106/reviews/fallback-1')
    expect([demo.statusCode, demo.json().message]).toEqual([400, 'Cannot delete demo reviews'])
    const ok = await api(t, asha, 'DELETE', `/products/106/reviews/${mine.id}`)
    const after = await product(106)
    expect(ok.json()).toEqual({
      success: true,
      message: 'Review deleted successfully!',
      product: { id: 106, rating: after.rating, review_count: after.review_count },
    })
    expect([after.review_count, after.rating]).toEqual([before.review_count, before.rating])
  })
})

describe('own reviews', () => {
  it('lists the shopper’s own reviews and refuses anyone else’s', async () => {
    const res = await api(t, asha, 'GET', `/users/${asha.id}/reviews`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.reviews.every((r: { user_id: string }) => r.user_id === asha.id)).toBe(true)
    expect(res.json().data.reviews[0].product_name).toBeTruthy()
    expect((await api(t, asha, 'GET', `/users/${ravi.id}/reviews`)).statusCode).toBe(403)
  })
})
