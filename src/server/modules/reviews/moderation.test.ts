import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminReview } from '#domain/contracts/admin-moderation.ts'
import { productReply } from '#domain/contracts/catalogue.ts'
import { addOperator, adminCall, type TestOperator } from '#server/testing/admin-helpers.ts'
import { signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, payWithCard, startCheckout } from '#server/testing/checkout-helpers.ts'
import { createTestApp, setReviewModeration, type TestContext } from '#server/testing/test-app.ts'

// Which reviews wait for staff (decision 045). The shop's default: a verified buyer's (a delivered order with the
// product, decided by the server) goes live at once; anyone else's waits in a queue, shown to nobody, counted in no
// rating, until staff approve it or hide it.

const HELD = 'Thanks! Your review will appear once it has been checked.'

let t: TestContext
let staff: TestOperator
beforeAll(async () => {
  t = await createTestApp()
  staff = await addOperator(t, { role: 'staff' })
})
afterAll(async () => {
  await t?.close()
})

const product = async (id: number) =>
  productReply.parse((await t.app.inject(`/api/v1/products/${id}`)).json()).data
const listed = async (id: number) =>
  (await t.app.inject(`/api/v1/products/${id}/reviews?limit=50`)).json().data.reviews as { id: string }[]
const write = (u: TestUser, id: number, body: object = {}) =>
  api(t, u, 'POST', `/products/${id}/reviews`, {
    rating: 1,
    title: 'SCAM',
    comment: 'Do not buy, call 9999999999',
    ...body,
  })
const queue = async () =>
  (await adminCall(t, 'GET', '/reviews?held=true', staff.cookie)).json().data as AdminReview[]

/** A shopper whose order of the product was paid, shipped and delivered. */
async function receivedBy(productId: number): Promise<TestUser> {
  const buyer = await signUp(t, { name: 'Lakshmi Nair' })
  const { created } = await startCheckout(t, buyer, { items: [{ product_id: productId, quantity: 1 }] })
  const reply = created.json().data
  await api(t, buyer, 'POST', '/payments/verify', (await payWithCard(t, reply.key_id, reply.order_id)).json())
  await t.app.orders.ship(reply.shop_order_id, 'Delhivery', `DLV${productId}${Date.now() % 10_000}`)
  await t.app.orders.deliver(reply.shop_order_id)
  return buyer
}

describe('reviews that wait for approval', () => {
  it('holds a review from someone who never received the product, whatever its checkbox says', async () => {
    const before = await product(106)
    const stranger = await signUp(t, { name: 'Rogue Seller' })
    const res = await write(stranger, 106, { is_verified: true })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      success: true,
      message: HELD,
      data: { held: true, is_verified: false },
    })
    const id = res.json().data.id as string
    // shown to nobody, counted in nothing
    expect((await listed(106)).map((r) => r.id)).not.toContain(id)
    const after = await product(106)
    expect([after.rating, after.review_count]).toEqual([before.rating, before.review_count])
    // nobody can like or report what is shown to nobody
    const other = await signUp(t, { name: 'Kavya Menon' })
    for (const [path, body] of [
      ['like', { action: 'like' }],
      ['report', { reason: 'spam' }],
    ] as const) {
      const refused = await api(t, other, 'POST', `/products/106/reviews/${id}/${path}`, body)
      expect([refused.statusCode, refused.json().message]).toEqual([404, 'Review not found'])
    }
    // staff find it in the queue, the longest waiting first
    expect((await queue()).map((r) => r.id)).toContain(id)
    expect((await queue()).find((r) => r.id === id)).toMatchObject({ held: true, hidden: false })
  })

  it('staff approve one (it is shown and counted) and hide another (it leaves the queue, counted never)', async () => {
    const before = await product(107)
    const fair = await write(await signUp(t, { name: 'Asha Rao' }), 107, {
      rating: 4,
      title: 'Good',
      comment: 'Fresh and green',
    })
    const rude = await write(await signUp(t, { name: 'Rude Person' }), 107)
    const [fairId, rudeId] = [fair.json().data.id as string, rude.json().data.id as string]

    const approved = await adminCall(t, 'POST', `/reviews/${fairId}/approve`, staff.cookie)
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json().data).toMatchObject({ held: false, hidden: false })
    // approving twice changes nothing
    expect((await adminCall(t, 'POST', `/reviews/${fairId}/approve`, staff.cookie)).statusCode).toBe(200)
    const hidden = await adminCall(t, 'POST', `/reviews/${rudeId}/hide`, staff.cookie, { reason: 'Abuse' })
    expect(hidden.json().data).toMatchObject({ held: false, hidden: true, hidden_reason: 'Abuse' })

    expect((await listed(107)).map((r) => r.id)).toEqual(expect.arrayContaining([fairId]))
    expect((await listed(107)).map((r) => r.id)).not.toContain(rudeId)
    const after = await product(107)
    expect(after.review_count).toBe(before.review_count + 1)
    const queued = (await queue()).map((r) => r.id)
    expect(queued).not.toContain(fairId)
    expect(queued).not.toContain(rudeId)
  })

  it('an approved review edited by someone unverified waits again, and leaves the rating meanwhile', async () => {
    const author = await signUp(t, { name: 'Edit Later' })
    const id = (await write(author, 108, { rating: 5, title: 'Lovely', comment: 'Tasty' })).json().data.id
    await adminCall(t, 'POST', `/reviews/${id}/approve`, staff.cookie)
    const counted = await product(108)
    const edited = await write(author, 108, { rating: 1, title: 'Now spam', comment: 'visit my shop' })
    expect(edited.json()).toMatchObject({ message: HELD, data: { held: true, updated: true } })
    expect((await listed(108)).map((r) => r.id)).not.toContain(id)
    expect((await product(108)).review_count).toBe(counted.review_count - 1)
    // its author may still take it down
    expect((await api(t, author, 'DELETE', `/products/108/reviews/${id}`)).statusCode).toBe(200)
    expect((await product(108)).review_count).toBe(counted.review_count - 1)
  })

  it('a verified buyer’s review goes live at once, with the badge', async () => {
    const before = await product(109)
    const buyer = await receivedBy(109)
    const res = await write(buyer, 109, { rating: 5, title: 'Lovely', comment: 'Fresh and green' })
    expect(res.json()).toMatchObject({
      message: 'Review submitted successfully!',
      data: { held: false, is_verified: true },
    })
    expect((await listed(109)).map((r) => r.id)).toContain(res.json().data.id)
    expect((await product(109)).review_count).toBe(before.review_count + 1)
  })
})

describe('the other rules', () => {
  it('everything after approval holds even a verified buyer; publish at once holds nothing', async () => {
    const buyer = await receivedBy(110)
    await setReviewModeration(t, 'all_held')
    const held = await write(buyer, 110, { rating: 5, title: 'Good', comment: 'Fresh' })
    expect(held.json()).toMatchObject({ message: HELD, data: { held: true, is_verified: true } })
    await setReviewModeration(t, 'publish_at_once')
    const live = await write(await signUp(t, { name: 'Open Shop' }), 111, {
      rating: 4,
      title: 'Fine',
      comment: 'Ok',
    })
    expect(live.json()).toMatchObject({ data: { held: false, is_verified: false } })
    await setReviewModeration(t, 'verified_at_once')
  })
})
