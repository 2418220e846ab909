import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settingsMessages } from '#domain/messages-settings.ts'
import { auditLog, batches, coupons, products, reviews } from '#server/db/schema.ts'
import { seedCatalogue } from '#server/db/seed/index.ts'
import { addOperator, adminCall, type TestOperator } from '#server/testing/admin-helpers.ts'
import { signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, payWithCard, startCheckout } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

// Decision 050: the owner's Start selling removes the sample reviews and coupons and the test orders in one
// confirmed step; the stock the test orders held goes back through the ledger, the invoice series starts again,
// and the samples never come back.

let t: TestContext
let owner: TestOperator
let manager: TestOperator
beforeAll(async () => {
  t = await createTestApp()
  owner = await addOperator(t, { role: 'owner' })
  manager = await addOperator(t, { role: 'manager' })
})
afterAll(async () => {
  await t?.close()
})

const packStock = async (productId: number) =>
  (await t.app.inject({ url: `/api/v1/products/${productId}` })).json().data.stock as number

/** An order paid by card, as a shopper pays it; answers its number and invoice number. */
async function paidOrder(u: TestUser, items: { product_id: number; quantity: number }[], coupon?: string) {
  const { created } = await startCheckout(t, u, { items, coupon })
  expect(created.statusCode, created.body).toBe(200)
  const reply = created.json().data
  const paid = await payWithCard(t, reply.key_id, reply.order_id)
  const verify = await api(t, u, 'POST', '/payments/verify', paid.json())
  expect(verify.statusCode, verify.body).toBe(200)
  const order = (await api(t, u, 'GET', `/orders/${reply.shop_order_id}`)).json().data.order
  return { id: reply.shop_order_id as string, invoice: order.invoice_number as string }
}

describe('Start selling', () => {
  it('previews what it removes: the seeded reviews and coupons, and no orders yet', async () => {
    const res = await adminCall(t, 'GET', '/start-selling', owner.cookie)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual({
      selling_since: null,
      sample_reviews: expect.any(Number),
      sample_coupons: ['DEAL5', 'SAVE10'],
      test_orders: 0,
      test_invoices: 0,
    })
    expect(res.json().data.sample_reviews).toBeGreaterThan(50)
  })

  it('is the owner’s alone, and asks for confirmation', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await adminCall(
        t,
        method,
        '/start-selling',
        manager.cookie,
        method === 'POST' ? { confirm: true } : undefined,
      )
      expect(res.statusCode, res.body).toBe(403)
    }
    const unconfirmed = await adminCall(t, 'POST', '/start-selling', owner.cookie, {})
    expect(unconfirmed.statusCode).toBe(400)
    expect(unconfirmed.body).toContain(settingsMessages.startSellingConfirm)
    expect((await adminCall(t, 'GET', '/start-selling', owner.cookie)).json().data.selling_since).toBeNull()
  })

  it('removes the samples and test orders in one step; stock comes back through the ledger; the series restarts', async () => {
    const shopper = await signUp(t)
    const other = await signUp(t)
    const moringa0 = await packStock(101)
    const ashwagandha0 = await packStock(102)
    // moringa's 100 g units come from its seeded batch first (decision 052)
    const kothur = async () =>
      (await t.database.db.select().from(batches).where(eq(batches.lot, 'MO-KTR-01')))[0]!.remaining
    const kothur0 = await kothur()
    // test orders: one paid with a sample coupon, one left unpaid (its stock reserved), one paid and cancelled
    const canceller = await signUp(t)
    const first = await paidOrder(shopper, [{ product_id: 101, quantity: 2 }], 'DEAL5')
    expect(first.invoice).toMatch(/\/000001$/)
    const unpaid = await startCheckout(t, other, { items: [{ product_id: 102, quantity: 3 }] })
    expect(unpaid.created.statusCode, unpaid.created.body).toBe(200)
    const third = await paidOrder(await signUp(t), [{ product_id: 101, quantity: 1 }])
    const fourth = await paidOrder(canceller, [{ product_id: 102, quantity: 1 }])
    const cancel = await api(t, canceller, 'POST', `/orders/${fourth.id}/cancel`)
    expect(cancel.statusCode, cancel.body).toBe(200)
    expect(await packStock(101)).toBe(moringa0 - 3)
    expect(await packStock(102)).toBe(ashwagandha0 - 3)
    const [moringaBefore] = await t.database.db.select().from(products).where(eq(products.id, 101))
    expect(moringaBefore!.reviewCount).toBeGreaterThan(0)

    const preview = (await adminCall(t, 'GET', '/start-selling', owner.cookie)).json().data
    expect(preview).toMatchObject({ test_orders: 4, test_invoices: 3, sample_coupons: ['DEAL5', 'SAVE10'] })

    const res = await adminCall(t, 'POST', '/start-selling', owner.cookie, { confirm: true })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      success: true,
      message: settingsMessages.startedSelling,
      data: { test_orders: 4, test_invoices: 3, sample_coupons: ['DEAL5', 'SAVE10'] },
    })
    expect(res.json().data.selling_since).toEqual(expect.any(String))

    // the orders are gone for the shopper and the back office
    expect((await api(t, shopper, 'GET', `/orders/${first.id}`)).statusCode).toBe(404)
    expect((await api(t, shopper, 'GET', '/orders')).json().data.orders).toEqual([])
    expect((await adminCall(t, 'GET', `/orders/${third.id}`, owner.cookie)).statusCode).toBe(404)
    expect((await adminCall(t, 'GET', `/orders/${fourth.id}`, owner.cookie)).statusCode).toBe(404)
    // the stock they held is back (the cancelled order's was already), and the ledger explains every unit of every SKU
    expect(await packStock(101)).toBe(moringa0)
    expect(await packStock(102)).toBe(ashwagandha0)
    expect(await t.app.catalogue.verifyStockLedger()).toEqual([])
    // and to the batches they came from (decision 052): each batch is its ledger rows again
    expect(await kothur()).toBe(kothur0)
    expect(await t.app.catalogue.verifyBatches()).toEqual([])
    const released = (await t.database.db.execute(
      "select order_id, change, reason, note from stock_movements where note like 'test order removed%' order by id" as never,
    )) as unknown as { rows: { order_id: string; change: number; reason: string }[] }
    expect(released.rows.map((r) => [r.order_id, r.change, r.reason]).sort()).toEqual(
      [
        [first.id, 2, 'released'],
        [third.id, 1, 'released'],
        [unpaid.created.json().data.shop_order_id, 3, 'released'],
      ].sort(),
    )
    // sample reviews and their ratings are gone; the sample coupons too, and the cart offers none
    expect(await t.database.db.select().from(reviews)).toEqual([])
    const [moringaAfter] = await t.database.db.select().from(products).where(eq(products.id, 101))
    expect([moringaAfter!.reviewCount, moringaAfter!.ratingTotal]).toEqual([0, 0])
    expect(await t.database.db.select().from(coupons).where(eq(coupons.sample, true))).toEqual([])
    const settings = (await t.app.inject({ url: '/api/v1/settings' })).json().data
    expect(settings.coupons).toEqual([])
    expect((await t.app.inject({ url: '/api/v1/products/101/reviews' })).json().data.reviews).toEqual([])
    // one audit line, by the owner
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'shop.start_selling'))
    expect(audit).toHaveLength(1)
    expect(audit[0]!.actor).toBe(owner.email)

    // the first real order is invoice number 1 of the series
    const real = await paidOrder(await signUp(t), [{ product_id: 101, quantity: 1 }])
    expect(real.invoice).toMatch(/^SN\/\d{2}-\d{2}\/000001$/)
  })

  it('runs once: a second Start selling is refused, and the samples are never seeded again', async () => {
    const again = await adminCall(t, 'POST', '/start-selling', owner.cookie, { confirm: true })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(settingsMessages.alreadySelling)
    const seeded = await seedCatalogue(t.database.db)
    expect(seeded.coupons).toBe(0)
    expect(await t.database.db.select().from(coupons).where(eq(coupons.code, 'DEAL5'))).toEqual([])
    // the first real order stays
    expect((await adminCall(t, 'GET', '/start-selling', owner.cookie)).json().data.test_orders).toBe(1)
  })
})

describe('SEED_SAMPLES=false', () => {
  it('seeds the catalogue alone: no sample reviews, no sample coupons', async () => {
    const bare = await createTestApp({ seed: false })
    try {
      const result = await seedCatalogue(bare.database.db, { samples: false })
      expect(result).toMatchObject({ reviews: 0, coupons: 0 })
      expect(result.products).toBeGreaterThan(10)
      expect(await bare.database.db.select().from(reviews)).toEqual([])
      expect(await bare.database.db.select().from(coupons)).toEqual([])
      const list = (await bare.app.inject({ url: '/api/v1/products' })).json().data
      expect(list.length).toBeGreaterThan(0)
      expect(list.every((p: { review_count: number }) => p.review_count === 0)).toBe(true)
    } finally {
      await bare.close()
    }
  })
})
