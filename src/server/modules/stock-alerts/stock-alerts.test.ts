import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '#server/testing/auth-helpers.ts'
import { api, startCheckout } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

// Decision 020: 'Notify me' on out-of-stock and coming-soon products; stored once; mailed once when stock returns.

const OUT_OF_STOCK = 114 // Papaya Powder, stock 0
const COMING_SOON = 118 // Giloy Powder, 'Comming Soon'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const notify = (id: number, body?: object, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/products/${id}/notify-me`,
    ...(body ? { payload: body } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })

type Sent = { to: string; subject: string; text: string; links?: Record<string, string> }
function mails(): Sent[] {
  const outbox = path.join(t.config.dataDir, 'outbox')
  if (!existsSync(outbox)) return []
  return readdirSync(outbox)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as Sent)
}
const backInStock = (to: string) =>
  mails().filter((m) => m.to === to && m.subject.endsWith('is back in stock'))

async function until<T>(read: () => T, done: (v: T) => boolean, ms = 5000): Promise<T> {
  const end = Date.now() + ms
  let v = read()
  while (!done(v) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 50))
    v = read()
  }
  return v
}

describe('notify me', () => {
  it('stores a request once per address, refuses a bad address and a product in stock', async () => {
    const first = await notify(OUT_OF_STOCK, { email: 'meera@example.in' })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({
      message: "We'll email you as soon as it's back in stock.",
      data: { email: 'meera@example.in', created: true },
    })
    const again = await notify(OUT_OF_STOCK, { email: 'MEERA@example.in' })
    expect(again.json()).toMatchObject({
      message: "You're on the list: we'll email you as soon as it's back in stock.",
      data: { created: false },
    })
    const bad = await notify(OUT_OF_STOCK, { email: 'not-an-email' })
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Please enter a valid email address.'])
    const missing = await notify(OUT_OF_STOCK)
    expect(missing.statusCode).toBe(400)
    const inStock = await notify(101, { email: 'meera@example.in' })
    expect([inStock.statusCode, inStock.json().message]).toEqual([
      409,
      'This product is in stock: add it to your cart now.',
    ])
    expect((await notify(99_999, { email: 'meera@example.in' })).statusCode).toBe(404)
  })

  it("a signed-in shopper is told at their account's address, whatever the body says", async () => {
    const u = await signUp(t)
    const res = await notify(COMING_SOON, { email: 'someone-else@example.in' }, u.token)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.email).toBe(u.email)
  })

  it('mails each waiting address once when the product is back, and not again', async () => {
    await notify(COMING_SOON, { email: 'arjun@example.in' })
    await notify(COMING_SOON, { email: 'divya@example.in' })
    // asked on a Hindi page: told in Hindi, with the product's Hindi name and a link to its Hindi page (decision 060)
    expect((await notify(COMING_SOON, { email: 'meera@example.in', language: 'hi' })).statusCode).toBe(200)
    expect((await notify(COMING_SOON, { email: 'ravi@example.in', language: 'xx' })).statusCode).toBe(400)
    expect(backInStock('arjun@example.in')).toEqual([])
    // Still coming soon with stock: nobody is told yet.
    await t.database.db.execute(sql`update products set stock = 40 where id = ${COMING_SOON}`)
    await t.app.stockAlerts.sweep()
    expect(backInStock('arjun@example.in')).toEqual([])

    // Restocked and on sale (what the operator's stock count does): the waiting addresses are mailed.
    expect(await t.app.catalogue.setStock(COMING_SOON, 40, 'In Stock')).toBe(true)
    const sent = await until(
      () => [...backInStock('arjun@example.in'), ...backInStock('divya@example.in')],
      (m) => m.length >= 2,
    )
    expect(sent.map((m) => m.subject)).toEqual([
      'Giloy Powder is back in stock',
      'Giloy Powder is back in stock',
    ])
    expect(sent[0]!.links?.product).toBe(`${t.config.publicUrl}/product/${COMING_SOON}`)
    expect(sent[0]!.text).toContain('Giloy Powder')
    const [hindi] = await until(
      () => mails().filter((m) => m.to === 'meera@example.in'),
      (m) => m.length >= 1,
    )
    expect(hindi!.subject).toBe('गिलोय पाउडर फिर से स्टॉक में है')
    expect(hindi!.links?.product).toBe(`${t.config.publicUrl}/hi/product/${COMING_SOON}`)
    expect(hindi!.text).toContain('इस मौसम की फ़सल से ताज़ा पैक')
    expect(hindi!.text).not.toContain('is back')

    // Later changes send nothing more; a new request on an in-stock product is refused.
    await t.app.catalogue.setStock(COMING_SOON, 41)
    await t.app.stockAlerts.sweep()
    expect(backInStock('arjun@example.in')).toHaveLength(1)
    expect((await notify(COMING_SOON, { email: 'arjun@example.in' })).statusCode).toBe(409)
  })

  it('the signed-in request is kept until it is sent (not lost to a repeat)', async () => {
    const u = await signUp(t)
    expect((await notify(OUT_OF_STOCK, {}, u.token)).json().data.created).toBe(true)
    expect((await notify(OUT_OF_STOCK, {}, u.token)).json().data.created).toBe(false)
    const [row] = (
      (await t.database.db.execute(
        sql`select count(*)::int as n from stock_alerts where product_id = ${OUT_OF_STOCK} and email = ${u.email}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows
    expect(row!.n).toBe(1)
  })

  it('stock given back by a cancelled order mails those waiting for the product', async () => {
    // the last unit of a product is bought; a shopper asks to be told; the buyer cancels
    await t.app.catalogue.setStock(110, 1)
    const buyer = await signUp(t)
    const { created } = await startCheckout(t, buyer, { items: [{ product_id: 110, quantity: 1 }] })
    expect(created.statusCode, created.body).toBe(200)
    expect((await notify(110, { email: 'next-in-line@example.in' })).json().data.created).toBe(true)
    const order = created.json().data.shop_order_id as string
    expect((await api(t, buyer, 'POST', `/orders/${order}/cancel`)).statusCode).toBe(200)
    const sent = await until(
      () => backInStock('next-in-line@example.in'),
      (m) => m.length > 0,
    )
    expect(sent).toHaveLength(1)
  })
})
