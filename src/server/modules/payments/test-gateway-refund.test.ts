import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { signUp } from '#server/testing/auth-helpers.ts'
import { api, payWithCard, startCheckout } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

// The built-in test gateway's refund: the money marked refunded and the refund's record are one transaction
// (decision 032), so a failure between the two leaves a payment that reconciliation refunds once.
let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows

it('a refund whose record cannot be written marks no money refunded, and reconciliation refunds it once', async () => {
  const u = await signUp(t)
  const { created } = await startCheckout(t, u, { items: [{ product_id: 103, quantity: 1 }] })
  const order = created.json().data
  const paid = await payWithCard(t, order.key_id, order.order_id)
  expect((await api(t, u, 'POST', '/payments/verify', paid.json())).statusCode).toBe(200)
  const paymentId = paid.json().razorpay_payment_id as string

  // The gateway's refund record cannot be written (as when its connection fails after the money was taken).
  await t.database.db.execute(
    sql.raw(`create function refuse_refund() returns trigger language plpgsql as $$
      begin raise exception 'refund record not written'; end $$`),
  )
  await t.database.db.execute(
    sql.raw(`create trigger refuse_refund before insert on test_gateway_refunds
      for each row execute function refuse_refund()`),
  )
  try {
    const cancelled = await api(t, u, 'POST', `/orders/${order.shop_order_id}/cancel`)
    expect(cancelled.statusCode, cancelled.body).toBeLessThan(500)
    const [payment] = await rows<{ refunded_amount: number; amount: number }>(
      sql`select refunded_amount, amount from test_gateway_payments where id = ${paymentId}`,
    )
    // Nothing half done: no money marked refunded without its record.
    expect(payment!.refunded_amount).toBe(0)
    expect(await rows(sql`select id from test_gateway_refunds where payment_id = ${paymentId}`)).toEqual([])
  } finally {
    await t.database.db.execute(sql.raw('drop trigger refuse_refund on test_gateway_refunds'))
    await t.database.db.execute(sql.raw('drop function refuse_refund'))
  }

  // Reconciliation carries the refund out, once (a claim older than its staleness is taken over).
  await t.database.db.execute(sql`update order_refunds set claimed_at = now() - interval '1 hour'`)
  await t.app.payments.reconcile()
  await t.app.payments.reconcile()
  const [after] = await rows<{ refunded_amount: number; amount: number }>(
    sql`select refunded_amount, amount from test_gateway_payments where id = ${paymentId}`,
  )
  expect(after!.refunded_amount).toBe(after!.amount)
  const refunds = await rows<{ amount: number }>(
    sql`select amount from test_gateway_refunds where payment_id = ${paymentId}`,
  )
  expect(refunds).toEqual([{ amount: after!.amount }])
  const detail = (await api(t, u, 'GET', `/orders/${order.shop_order_id}`)).json().data
  expect(detail.order).toMatchObject({ status: 'cancelled', payment_status: 'refunded' })
})
