import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settingsReply } from '#domain/contracts/content.ts'
import { addOperator, adminCall, type TestOperator } from '#server/testing/admin-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { wire } from '#server/testing/wire.ts'

// The cart's quick buttons are the shop's offers from its settings (GET /api/v1/settings `coupons`): active,
// featured coupons that can be used now. A coupon staff pause, or one past its end or used up, is not offered.
let t: TestContext
let staff: TestOperator
beforeAll(async () => {
  t = await createTestApp()
  staff = await addOperator(t, { role: 'staff' })
})
afterAll(async () => {
  await t?.close()
})

const offered = async () =>
  wire(settingsReply, (await t.app.inject('/api/v1/settings')).json()).data.coupons.map((c) => c.code)

describe('the quick offers of the cart', () => {
  it('leave the settings at once when staff pause a coupon, and come back when it resumes', async () => {
    // asked for twice: the second answer is the response cache's
    expect(await offered()).toEqual(['DEAL5', 'SAVE10'])
    expect(await offered()).toEqual(['DEAL5', 'SAVE10'])
    // a save names the version it was edited from (decision 040)
    const save = async (change: Record<string, unknown>) => {
      const { coupon } = (await adminCall(t, 'GET', '/coupons/DEAL5', staff.cookie)).json().data
      return adminCall(t, 'PATCH', '/coupons/DEAL5', staff.cookie, { ...change, version: coupon.version })
    }
    expect((await save({ active: false })).statusCode).toBe(200)
    expect(await offered()).toEqual(['SAVE10'])
    // a refused write clears nothing and changes nothing
    expect((await save({ value: 500 })).statusCode).toBe(400)
    expect(await offered()).toEqual(['SAVE10'])
    expect((await save({ active: true })).statusCode).toBe(200)
    expect(await offered()).toEqual(['DEAL5', 'SAVE10'])
  })

  it('are only coupons usable now: not one past its end, not yet started, or used up', async () => {
    const set = async (q: ReturnType<typeof sql>) => {
      await t.database.db.execute(q)
      t.app.catalogueChanged()
    }
    await set(sql`update coupons set ends_at = now() - interval '1 minute' where code = 'DEAL5'`)
    expect(await offered()).toEqual(['SAVE10'])
    await set(
      sql`update coupons set ends_at = null, starts_at = now() + interval '1 day' where code = 'DEAL5'`,
    )
    expect(await offered()).toEqual(['SAVE10'])
    await set(sql`update coupons set starts_at = null, total_limit = 3, used_count = 3 where code = 'DEAL5'`)
    expect(await offered()).toEqual(['SAVE10'])
    await set(sql`update coupons set total_limit = 4 where code = 'DEAL5'`)
    expect(await offered()).toEqual(['DEAL5', 'SAVE10'])
  })
})
