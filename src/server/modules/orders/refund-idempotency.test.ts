import { randomUUID } from 'node:crypto'
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addOperator, adminCall, type TestOperator } from '#server/testing/admin-helpers.ts'
import { signUp } from '#server/testing/auth-helpers.ts'
import { api, payWithCard, startCheckout } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

// Decision 035: a partial refund carries an Idempotency-Key; a double submit refunds once. PGlite, and PostgreSQL
// with TEST_DATABASE=postgres; the same from two server processes at once is in checkout/races.test.ts.

let t: TestContext
let staff: TestOperator
beforeAll(async () => {
  t = await createTestApp()
  staff = await addOperator(t, { role: 'staff' })
}, 120_000)
afterAll(async () => {
  await t?.close()
})

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows
}

/** A paid (invoiced) order of 3 × product 101: its id and its provider order. */
async function paidOrder(): Promise<{ id: string; providerOrderId: string }> {
  const u = await signUp(t)
  const { created } = await startCheckout(t, u, { items: [{ product_id: 101, quantity: 3 }] })
  expect(created.statusCode, created.body).toBe(200)
  const placed = created.json().data as { key_id: string; order_id: string; shop_order_id: string }
  const paid = await payWithCard(t, placed.key_id, placed.order_id)
  expect((await api(t, u, 'POST', '/payments/verify', paid.json())).statusCode).toBe(200)
  return { id: placed.shop_order_id, providerOrderId: placed.order_id }
}

const refund = (id: string, body: object, key?: string) =>
  adminCall(t, 'POST', `/orders/${id}/refunds`, staff.cookie, body, key ? { 'idempotency-key': key } : {})

/** What the shop and the gateway hold of an order's refunds, once those decided are carried out. */
async function books(id: string, providerOrderId: string) {
  // settled: the refunds decided are carried out after commit, within the request
  const [order] = await rows<{ refunded: number }>(
    sql`select refunded_paise as refunded from orders where id = ${id}`,
  )
  const decided = await rows<{ amount: number; status: string }>(
    sql`select amount_paise as amount, status from order_refunds where order_id = ${id}`,
  )
  const notes = await rows<{ number: string; total: number }>(
    sql`select number, total_paise as total from credit_notes where order_id = ${id} order by seq`,
  )
  const [gateway] = await rows<{ n: number; total: number }>(sql`
    select count(*)::int as n, coalesce(sum(r.amount), 0)::int as total
    from test_gateway_refunds r join test_gateway_payments p on p.id = r.payment_id
    where p.order_id = ${providerOrderId}`)
  return { refunded: order!.refunded, decided, notes, gateway: gateway! }
}

describe('partial refunds with an Idempotency-Key', () => {
  it('two submits at once with the same key: one refund, one credit note, the money given back once; both answer it', async () => {
    const { id, providerOrderId } = await paidOrder()
    const key = randomUUID()
    const body = { amount: 120.5, reason: 'one jar arrived broken' }
    const replies = await Promise.all([refund(id, body, key), refund(id, body, key)])
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200])
    const [a, b] = replies.map((r) => r.json())
    expect(b).toEqual(a)
    expect(a.data).toMatchObject({ refund_amount: 120.5, refunded_amount: 120.5 })
    expect(replies.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(1)

    const after = await books(id, providerOrderId)
    expect(after.refunded).toBe(12050)
    expect(after.decided).toEqual([{ amount: 12050, status: 'processed' }])
    expect(after.notes.map((n) => n.total)).toEqual([12050])
    expect(after.gateway).toEqual({ n: 1, total: 12050 })

    // the same key later (a reload that posts again): the same answer, nothing more
    const later = await refund(id, body, key)
    expect(later.statusCode).toBe(200)
    expect(later.headers['idempotent-replayed']).toBe('true')
    expect(later.json()).toEqual(a)
    // the same key with another request: refused, nothing more
    const other = await refund(id, { amount: 10, reason: 'one jar arrived broken' }, key)
    expect([other.statusCode, other.json().message]).toEqual([
      409,
      'This Idempotency-Key was used for a different refund of this order; open the refund form again for a new refund',
    ])
    expect(await books(id, providerOrderId)).toEqual(after)

    // a new key is a new refund
    const second = await refund(
      id,
      { items: [{ product_id: 101, quantity: 1 }], reason: 'returned' },
      randomUUID(),
    )
    expect(second.statusCode, second.body).toBe(200)
    const end = await books(id, providerOrderId)
    expect(end.notes).toHaveLength(2)
    expect(end.gateway.n).toBe(2)
    expect(end.refunded).toBe(end.gateway.total)
  })

  it('a refund without a key, or with a malformed one, is refused and refunds nothing', async () => {
    const { id, providerOrderId } = await paidOrder()
    const keyRequired =
      'Each refund needs an Idempotency-Key header: 8 to 100 letters, digits, -, _, . or : (one per refund, e.g. a UUID)'
    for (const key of [undefined, 'short', 'has spaces in it', 'x'.repeat(101)]) {
      const res = await refund(id, { amount: 10, reason: 'probe' }, key)
      expect([res.statusCode, res.json().message], String(key)).toEqual([400, keyRequired])
    }
    const after = await books(id, providerOrderId)
    expect([after.refunded, after.decided, after.notes, after.gateway.n]).toEqual([0, [], [], 0])
  })
})
