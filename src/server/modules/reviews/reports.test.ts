import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminReview } from '#domain/contracts/admin-moderation.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import { reviewMessages } from '#domain/messages-reviews.ts'
import { addOperator, adminCall, type TestOperator } from '#server/testing/admin-helpers.ts'
import { signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api } from '#server/testing/checkout-helpers.ts'
import { createTestApp, setReviewModeration, type TestContext } from '#server/testing/test-app.ts'
import { reviewReports } from './tables.ts'

// Shoppers report other shoppers' reviews (decision 007); staff see how often and why, and filter by reported.

let t: TestContext
let author: TestUser
let reporters: TestUser[]
let staff: TestOperator

beforeAll(async () => {
  t = await createTestApp()
  // reviews go live at once here; which wait for staff is tested in reviews/moderation.test.ts (decision 045)
  await setReviewModeration(t, 'publish_at_once')
  author = await signUp(t, { name: 'Kavya Menon' })
  reporters = [
    await signUp(t, { name: 'Ravi Teja' }),
    await signUp(t, { name: 'Meera Iyer' }),
    await signUp(t, { name: 'Arjun Das' }),
  ]
  staff = await addOperator(t, { role: 'staff' })
})
afterAll(async () => {
  await t?.close()
})

const THANKS = { success: true, message: 'Thank you. Our team will look at this review.' }

const write = async (u: TestUser, productId: number, title: string) => {
  const res = await api(t, u, 'POST', `/products/${productId}/reviews`, {
    rating: 2,
    title,
    comment: 'Arrived stale and clumped.',
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.id as string
}
const report = (u: TestUser | null, productId: number, reviewId: string, body: unknown) =>
  api(t, u, 'POST', `/products/${productId}/reviews/${reviewId}/report`, body)
const rowsOf = (reviewId: string) =>
  t.database.db.select().from(reviewReports).where(eq(reviewReports.reviewId, reviewId))
const staffList = async (query: string) => {
  const res = await adminCall(t, 'GET', `/reviews?per_page=100${query}`, staff.cookie)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as AdminReview[]
}

describe('reporting a review', () => {
  it('records one report per shopper: a second one answers the same and writes nothing', async () => {
    const id = await write(author, 101, 'Once is enough')
    const first = await report(reporters[0]!, 101, id, { reason: 'spam' })
    expect([first.statusCode, first.json()]).toEqual([200, THANKS])
    const again = await report(reporters[0]!, 101, id, { reason: 'offensive' })
    expect([again.statusCode, again.json()]).toEqual([200, THANKS])
    const rows = await rowsOf(id)
    expect(rows.map((r) => [r.userId, r.reason])).toEqual([[reporters[0]!.id, 'spam']])
  })

  it('refuses a report of the shopper’s own review', async () => {
    const id = await write(author, 102, 'My own')
    const res = await report(author, 102, id, { reason: 'spam' })
    expect([res.statusCode, res.json().success, res.json().message]).toEqual([
      400,
      false,
      reviewMessages.reportOwn,
    ])
    expect(await rowsOf(id)).toEqual([])
  })

  it('needs a signed-in shopper and one of the four reasons', async () => {
    const id = await write(author, 103, 'Needs a reason')
    expect((await report(null, 103, id, { reason: 'spam' })).statusCode).toBe(401)
    for (const body of [{ reason: 'boring' }, { reason: '' }, {}]) {
      const res = await report(reporters[0]!, 103, id, body)
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([
        400,
        reviewMessages.reportReason,
      ])
    }
    for (const reason of ['offensive', 'off_topic', 'other'] as const) {
      const u = reporters[['offensive', 'off_topic', 'other'].indexOf(reason)]!
      expect((await report(u, 103, id, { reason })).statusCode).toBe(200)
    }
    expect((await rowsOf(id)).map((r) => r.reason).sort()).toEqual(['off_topic', 'offensive', 'other'])
  })

  it('answers Review not found for an unknown review, another product’s review, or a hidden one', async () => {
    const id = await write(author, 104, 'Soon hidden')
    const notFound = [404, reviewMessages.notFound]
    const cases = [
      ['unknown id', 104, '00000000-0000-4000-8000-000000000000'],
      ['not an id', 104, 'not-a-uuid'],
      ['demo review', 104, 'fallback-1'],
      ['another product', 105, id],
    ] as const
    for (const [what, productId, reviewId] of cases) {
      const res = await report(reporters[0]!, productId, reviewId, { reason: 'spam' })
      expect([res.statusCode, res.json().message], what).toEqual(notFound)
    }
    expect((await report(reporters[0]!, 999999, id, { reason: 'spam' })).statusCode).toBe(404)
    const hidden = await adminCall(t, 'POST', `/reviews/${id}/hide`, staff.cookie, { reason: 'Off topic' })
    expect(hidden.statusCode, hidden.body).toBe(200)
    const res = await report(reporters[1]!, 104, id, { reason: 'spam' })
    expect([res.statusCode, res.json().message]).toEqual(notFound)
    expect(await rowsOf(id)).toEqual([])
  })
})

describe('reported reviews in the back office', () => {
  it('shows each review’s report count and reasons, and filters to reported ones, most reported first', async () => {
    const many = await write(author, 106, 'Reported three times')
    // written later, so newest-first alone would put it first
    const once = await write(reporters[2]!, 107, 'Reported once')
    const quiet = await write(author, 108, 'Never reported')
    for (const [u, reason] of [
      [reporters[0]!, 'offensive'],
      [reporters[1]!, 'spam'],
      [reporters[2]!, 'spam'],
    ] as const)
      expect((await report(u, 106, many, { reason })).statusCode).toBe(200)
    expect((await report(author, 107, once, { reason: 'off_topic' })).statusCode).toBe(200)

    const all = await staffList('')
    expect(all.find((r) => r.id === quiet)).toMatchObject({ report_count: 0, report_reasons: [] })

    const reported = await staffList('&reported=true')
    expect(reported.every((r) => r.report_count > 0)).toBe(true)
    expect(reported.map((r) => r.id)).not.toContain(quiet)
    // the most given reason first
    expect(reported.find((r) => r.id === many)).toMatchObject({
      report_count: 3,
      report_reasons: ['spam', 'offensive'],
    })
    expect(reported.find((r) => r.id === once)).toMatchObject({
      report_count: 1,
      report_reasons: ['off_topic'],
    })
    const counts = reported.map((r) => r.report_count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(reported.findIndex((r) => r.id === many)).toBeLessThan(reported.findIndex((r) => r.id === once))

    // with the other filters; a hidden review keeps its reports, and the hide reply says so
    expect((await staffList('&reported=true&rating=5')).map((r) => r.id)).toEqual([])
    const hidden = await adminCall(t, 'POST', `/reviews/${many}/hide`, staff.cookie, { reason: 'Abusive' })
    expect(hidden.json().data).toMatchObject({ hidden: true, report_count: 3 })
    expect((await staffList('&reported=true&hidden=true')).map((r) => r.id)).toContain(many)
    expect((await staffList('&reported=true&hidden=false')).map((r) => r.id)).not.toContain(many)
    expect((await adminCall(t, 'GET', '/reviews?reported=false', staff.cookie)).statusCode).toBe(400)
  })

  it('is the staff’s: a shopper’s cookie or token on the list is refused', async () => {
    const byCookie = await adminCall(t, 'GET', '/reviews?reported=true', reporters[0]!.cookie)
    expect([byCookie.statusCode, byCookie.json().message]).toEqual([403, adminMessages.shopperRefused])
    const byToken = await t.app.inject({
      url: '/api/admin/v1/reviews?reported=true',
      headers: { authorization: `Bearer ${reporters[0]!.token}` },
    })
    expect(byToken.statusCode).toBe(403)
    expect((await adminCall(t, 'GET', '/reviews?reported=true', undefined)).statusCode).toBe(401)
  })
})
