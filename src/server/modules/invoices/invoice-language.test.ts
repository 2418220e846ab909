import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, payWithCard, startCheckout } from '#server/testing/checkout-helpers.ts'
import { hasScript, linesHolding, pdfFonts, pdfText, SCRIPTS } from '#server/testing/pdf-text.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

// The GST invoice stays English and names each product in the order's language under its English name, as the
// catalogue has it when the invoice is made (decision 060). Runs on PGlite and, with TEST_DATABASE=postgres, on
// PostgreSQL.

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const setName = (productId: number, lang: string, name: string | null) =>
  t.database.db.execute(sql`
    insert into product_translations (product_id, lang, name) values (${productId}, ${lang}, ${name})
    on conflict (product_id, lang) do update set name = excluded.name`)

/** Places an order of products 101 and 102 in `language`; `beforePaying` runs between placing and paying. */
async function order(u: TestUser, language?: string, beforePaying?: () => Promise<unknown>): Promise<string> {
  const { created } = await startCheckout(t, u, {
    items: [
      { product_id: 101, quantity: 1 },
      { product_id: 102, quantity: 1 },
    ],
    ...(language ? { language } : {}),
  })
  expect(created.statusCode, created.body).toBe(200)
  const placed = created.json().data as { key_id: string; order_id: string; shop_order_id: string }
  await beforePaying?.()
  const pay = await payWithCard(t, placed.key_id, placed.order_id)
  expect(pay.statusCode, pay.body).toBe(200)
  const verified = await api(t, u, 'POST', '/payments/verify', pay.json())
  expect(verified.statusCode, verified.body).toBe(200)
  return placed.shop_order_id
}

async function invoiceOf(u: TestUser, id: string): Promise<Buffer> {
  const res = await api(t, u, 'GET', `/orders/${id}/invoice`)
  expect(res.statusCode, res.body).toBe(200)
  return res.rawPayload
}

describe("the invoice of an order placed in the shopper's language", () => {
  it('Hindi: the name the catalogue has when the invoice is made, under the English one; an untranslated product English only', async () => {
    await setName(101, 'hi', 'पुराना नाम')
    await setName(102, 'hi', null)
    const u = await signUp(t)
    // the translation changes after the order is placed and before it is paid (and invoiced)
    const id = await order(u, 'hi', () => setName(101, 'hi', 'मोरिंगा पाउडर'))
    const pdf = await invoiceOf(u, id)
    expect(pdfFonts(pdf).map((f) => f.name)).toContain('NotoSansDevanagari-Regular')
    const text = pdfText(pdf)
    expect(text).toContain('TAX INVOICE')
    expect(text).toContain('Moringa Powder')
    expect(linesHolding(text, 'मोरिंगा पाउडर', SCRIPTS.hi)).toHaveLength(1)
    expect(linesHolding(text, 'पुराना नाम', SCRIPTS.hi)).toHaveLength(0)
    // product 102 has no Hindi name: the one Devanagari line is 101's
    expect(text.split('\n').filter((l) => hasScript(l, SCRIPTS.hi))).toHaveLength(1)
    // the order line keeps its English name
    const names = await t.database.db.execute(
      sql`select product_name from order_items where order_id = ${id} order by product_id`,
    )
    expect(
      (names as unknown as { rows: { product_name: string }[] }).rows.map((r) => r.product_name),
    ).toEqual(['Moringa Powder', expect.not.stringMatching(SCRIPTS.hi)])
    // the invoice as issued: a later translation does not change it
    await setName(101, 'hi', 'नया नाम')
    expect(Buffer.compare(await invoiceOf(u, id), pdf)).toBe(0)
    await setName(101, 'hi', 'मोरिंगा पाउडर')
  })

  it('Telugu: the Telugu name in a Telugu face', async () => {
    await setName(101, 'te', 'మునగాకు పొడి')
    await setName(102, 'te', 'మునగాకు టీ')
    const u = await signUp(t)
    const pdf = await invoiceOf(u, await order(u, 'te'))
    expect(pdfFonts(pdf).map((f) => f.name)).toContain('NotoSansTelugu-Regular')
    const text = pdfText(pdf)
    expect(linesHolding(text, 'మునగాకు పొడి', SCRIPTS.te)).toHaveLength(1)
    expect(linesHolding(text, 'మునగాకు టీ', SCRIPTS.te)).toHaveLength(1)
    expect(hasScript(text, SCRIPTS.hi)).toBe(false)
  })

  it('English: no other script and no other face, though the products have translated names', async () => {
    await setName(101, 'hi', 'मोरिंगा पाउडर')
    const u = await signUp(t)
    const pdf = await invoiceOf(u, await order(u))
    expect(pdfFonts(pdf).some((f) => f.name.startsWith('NotoSans'))).toBe(false)
    const text = pdfText(pdf)
    expect(hasScript(text, SCRIPTS.hi) || hasScript(text, SCRIPTS.te)).toBe(false)
    expect(text).toContain('Moringa Powder')
  })

  it('a credit note of a Hindi order names the products in Hindi too', async () => {
    await setName(101, 'hi', 'मोरिंगा पाउडर')
    await setName(102, 'hi', 'मोरिंगा पत्ती चाय')
    const u = await signUp(t)
    const id = await order(u, 'hi')
    const cancelled = await api(t, u, 'POST', `/orders/${id}/cancel`)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const note = await api(t, u, 'GET', `/orders/${id}/credit-notes/1`)
    expect(note.statusCode, note.body).toBe(200)
    const text = pdfText(note.rawPayload)
    expect(text).toContain('CREDIT NOTE')
    expect(linesHolding(text, 'मोरिंगा पाउडर', SCRIPTS.hi)).toHaveLength(1)
    expect(linesHolding(text, 'मोरिंगा पत्ती चाय', SCRIPTS.hi)).toHaveLength(1)
  })
})
