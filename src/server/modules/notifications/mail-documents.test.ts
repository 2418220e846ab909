import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatRupees } from '#domain/money.ts'
import { addOperator, adminCall, type TestOperator } from '#server/testing/admin-helpers.ts'
import { signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, payWithCard, startCheckout } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { createDocumentLinks } from './document-links.ts'

// What an order's mails give the shopper (decision 024, amended): invoice and credit-note links that open without
// signing in (signed, for that one document, expiring) and are refused otherwise; the invoice attached to the mail
// that issues it; the delivery date checkout promised; what a refund or cancellation gave back, why, and its credit
// note; a payment-failed mail held a little and dropped when the order is paid meanwhile.

interface Mail {
  to: string
  subject: string
  text: string
  html: string
  links: Record<string, string>
  attachments?: { filename: string; contentType: string; size: number }[]
  /** the .eml as it was sent */
  eml: string
}
interface Placed {
  key_id: string
  order_id: string
  shop_order_id: string
  amount: number
}

function outbox(t: TestContext): Mail[] {
  const dir = path.join(t.config.dataDir, 'outbox')
  let files: string[] = []
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'))
  } catch {
    return []
  }
  return files.sort().map((f) => ({
    ...(JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Omit<Mail, 'eml'>),
    eml: readFileSync(path.join(dir, f.replace(/\.json$/, '.eml')), 'utf8'),
  }))
}
const mailsTo = (t: TestContext, to: string, subject: string) =>
  outbox(t).filter((m) => m.to === to && m.subject === subject)

async function until<T>(read: () => T | Promise<T>, done: (v: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms
  let v = await read()
  while (!done(v) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 50))
    v = await read()
  }
  return v
}
const settle = (ms = 400) => new Promise((r) => setTimeout(r, ms))

async function theMail(t: TestContext, to: string, subject: string): Promise<Mail> {
  await until(
    () => mailsTo(t, to, subject),
    (m) => m.length > 0,
  )
  const found = mailsTo(t, to, subject)
  expect(found, `mails "${subject}" to ${to}`).toHaveLength(1)
  return found[0]!
}

async function rows<T>(t: TestContext, query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows
}

/** The PDF attached to a message, decoded from its .eml (multipart/mixed, base64). */
function attachedPdf(mail: Mail, filename: string): Buffer | undefined {
  const parts = mail.eml.split(/\n--[^\n]+\n/)
  const part = parts.find((p) => p.includes(`filename=${filename}`) || p.includes(`filename="${filename}"`))
  if (!part) return undefined
  expect(part).toMatch(/Content-Type: application\/pdf/i)
  expect(part).toMatch(/Content-Disposition: attachment/i)
  const body = part
    .split(/\n\n/)
    .slice(1)
    .join('\n')
    .replace(/\n--[\s\S]*$/, '')
  return Buffer.from(body.replace(/\s+/g, ''), 'base64')
}

/**
 * The same invoice, whichever process rendered it: the PDF's bytes but its creation date and file id (the worker
 * may render the invoice a moment before the payment's own render stores its copy).
 */
const sameInvoice = (a: Buffer | undefined, b: Buffer) => {
  const norm = (x: Buffer) =>
    x
      .toString('latin1')
      .replace(/\/CreationDate \(D:[^)]*\)/g, '')
      .replace(/\/ID \[[^\]]*\]/g, '')
  return a !== undefined && a.subarray(0, 5).toString() === '%PDF-' && norm(a) === norm(b)
}

/** Opens a link from a mail as a mail app's browser does: no cookie, no token. */
const open = (t: TestContext, url: string) => {
  const u = new URL(url)
  return t.app.inject({ method: 'GET', url: `${u.pathname}${u.search}` })
}

async function paidOrder(t: TestContext, u: TestUser, items = [{ product_id: 101, quantity: 2 }]) {
  const { estimate, created } = await startCheckout(t, u, { items })
  expect(created.statusCode, created.body).toBe(200)
  const placed = created.json().data as Placed
  const paid = await payWithCard(t, placed.key_id, placed.order_id)
  expect(paid.statusCode, paid.body).toBe(200)
  const verify = await api(t, u, 'POST', '/payments/verify', paid.json())
  expect(verify.statusCode, verify.body).toBe(200)
  return { placed, promised: promisedOf(estimate.json().data) }
}

/** What checkout said for the standard option: 'Delivery by Thu, 27 Nov – Sat, 29 Nov' → 'Thu, 27 Nov – Sat, 29 Nov'. */
function promisedOf(estimate: { shipping_options: { service_level: string; delivery_label: string }[] }) {
  const standard = estimate.shipping_options.find((o) => o.service_level === 'standard')!
  return standard.delivery_label.replace(/^Delivery by /, '')
}

describe('links and attachments of order mails', () => {
  let t: TestContext
  let staff: TestOperator
  beforeAll(async () => {
    t = await createTestApp()
    staff = await addOperator(t, { role: 'staff' })
  }, 180_000)
  afterAll(async () => {
    await t?.close()
  })

  it('paid online: the confirmation carries the invoice PDF, a signed link that opens it without signing in, and the promised date', async () => {
    const u = await signUp(t)
    const other = await signUp(t)
    const { placed, promised } = await paidOrder(t, u)
    const id = placed.shop_order_id
    const mail = await theMail(t, u.email, `Your order ${id} is confirmed`)

    // the date checkout promised, not a generic dispatch time
    const reach = promised.includes(' – ')
      ? `It should reach you between ${promised.replace(' – ', ' and ')}, as promised at checkout.`
      : `It should reach you by ${promised}, as promised at checkout.`
    expect(mail.text).toContain(reach)
    expect(mail.text).toContain(`Expected delivery: ${promised}\n`)
    expect(mail.text).not.toContain('2–3 business days')
    const [stored] = await rows<{ promised_from: string; promised_to: string }>(
      t,
      sql`select promised_from::text, promised_to::text from orders where id = ${id}`,
    )
    expect(stored!.promised_from).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    // the link: the public route, signed, expiring; opened without any session it is the PDF
    const link = mail.links.invoice!
    expect(link).toMatch(
      new RegExp(`^${t.config.publicUrl}/api/v1/documents/invoice/${id}\\?expires=\\d+&sig=[\\w-]+$`),
    )
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`)
    const expires = Number(new URL(link).searchParams.get('expires'))
    expect(expires * 1000 - Date.now()).toBeGreaterThan(29.9 * 86_400_000)
    expect(expires * 1000 - Date.now()).toBeLessThan(30.1 * 86_400_000)
    const pdf = await open(t, link)
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200)
    expect(pdf.headers['content-type']).toContain('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    // the same PDF is attached to the mail
    expect(mail.attachments).toEqual([
      { filename: `invoice-${id}.pdf`, contentType: 'application/pdf', size: pdf.rawPayload.length },
    ])
    expect(mail.text).toContain(`GST invoice for order ${id} (PDF, also attached to this mail)`)
    expect(sameInvoice(attachedPdf(mail, `invoice-${id}.pdf`), pdf.rawPayload)).toBe(true)

    // forged, altered, another order's, expired: refused with a page that says why
    const url = new URL(link)
    const sig = url.searchParams.get('sig')!
    const altered = new URL(link)
    altered.searchParams.set('sig', `${sig.slice(0, -2)}${sig.endsWith('A') ? 'BB' : 'AA'}`)
    const longer = new URL(link)
    longer.searchParams.set('expires', String(expires + 86_400 * 365))
    const { placed: theirs } = await paidOrder(t, other, [{ product_id: 103, quantity: 1 }])
    const theirOrder = new URL(link.replace(`/invoice/${id}?`, `/invoice/${theirs.shop_order_id}?`))
    const bare = `${url.origin}${url.pathname}`
    for (const refused of [altered.toString(), longer.toString(), theirOrder.toString(), bare]) {
      const res = await open(t, refused)
      expect(res.statusCode, refused).toBe(403)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.body).toContain('This link is not valid')
      expect(res.body).not.toContain('%PDF')
    }
    // signed by the shop, for this invoice, but 31 days ago: expired
    const links = createDocumentLinks({
      secret: t.config.auth.secret!,
      publicUrl: t.config.publicUrl,
      days: 30,
    })
    const old = links.sign({ kind: 'invoice', orderId: id }, new Date(Date.now() - 31 * 86_400_000))
    const expired = await open(t, old)
    expect(expired.statusCode).toBe(410)
    expect(expired.body).toContain('This link has expired')
    expect(expired.body).toContain('work for 30 days')
    // and one signed now the same way opens it: the refusal above is the expiry, nothing else
    expect((await open(t, links.sign({ kind: 'invoice', orderId: id }))).statusCode).toBe(200)
    // an invoice link for an order that is not invoiced yet (unpaid) says so
    const unpaid = await startCheckout(t, other, { items: [{ product_id: 104, quantity: 1 }] })
    const notYet = await open(
      t,
      links.sign({ kind: 'invoice', orderId: (unpaid.created.json().data as Placed).shop_order_id }),
    )
    expect(notYet.statusCode).toBe(404)
    expect(notYet.body).toContain('This document is not available')
  })

  it('cash on delivery: the shipped mail carries the invoice, attached and linked, and the promised date', async () => {
    const u = await signUp(t)
    const { estimate, created } = await startCheckout(t, u, { items: [{ product_id: 102, quantity: 1 }] })
    const promised = promisedOf(estimate.json().data)
    const id = (created.json().data as Placed).shop_order_id
    expect((await api(t, u, 'POST', `/orders/${id}/cash-on-delivery`)).statusCode).toBe(200)
    const placedMail = await theMail(t, u.email, `Your order ${id} is confirmed`)
    expect(placedMail.text).toContain(`Expected delivery: ${promised}`)
    expect(placedMail.attachments).toBeUndefined()
    await t.app.orders.ship(id, 'Blue Dart', 'BD777')
    const shipped = await theMail(t, u.email, `Order ${id} is on its way`)
    expect(shipped.text).toContain(`Expected delivery: ${promised}`)
    expect(shipped.text).toMatch(/It should reach you (by|between) .+, as promised at checkout\./)
    expect(shipped.links.invoice).toContain(`/api/v1/documents/invoice/${id}?expires=`)
    const pdf = await open(t, shipped.links.invoice!)
    expect(pdf.statusCode).toBe(200)
    expect(sameInvoice(attachedPdf(shipped, `invoice-${id}.pdf`), pdf.rawPayload)).toBe(true)
  })

  it('a partial refund by items: the units, the reason staff gave and the credit note, whose signed link opens it', async () => {
    const u = await signUp(t)
    const { placed } = await paidOrder(t, u, [
      { product_id: 105, quantity: 3 },
      { product_id: 106, quantity: 1 },
    ])
    const id = placed.shop_order_id
    await theMail(t, u.email, `Your order ${id} is confirmed`)
    const refund = await adminCall(
      t,
      'POST',
      `/orders/${id}/refunds`,
      staff.cookie,
      { items: [{ product_id: 105, quantity: 2 }], reason: 'Two jars arrived cracked' },
      { 'idempotency-key': randomUUID() },
    )
    expect(refund.statusCode, refund.body).toBe(200)
    const [item] = await rows<{ product_name: string; net_quantity: string }>(
      t,
      sql`select product_name, net_quantity from order_items where order_id = ${id} and product_id = 105`,
    )
    const [note] = await rows<{ number: string; total_paise: number }>(
      t,
      sql`select number, total_paise from credit_notes where order_id = ${id}`,
    )
    const amount = formatRupees(note!.total_paise / 100)
    const mail = await theMail(t, u.email, `Refund of ${amount} for order ${id}`)
    expect(mail.text).toContain('Refunded items')
    expect(mail.text).toContain(`${item!.product_name} (${item!.net_quantity}): 2 units`)
    expect(mail.text).not.toContain('× 1') // the item not refunded is not listed
    expect(mail.text).toContain('Reason: Two jars arrived cracked')
    expect(mail.text).toContain(`Credit note ${note!.number} for order ${id} (PDF)`)
    const link = mail.links.creditNote!
    expect(link).toContain(`/api/v1/documents/credit-note/${id}/1?expires=`)
    const pdf = await open(t, link)
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200)
    expect(pdf.headers['content-type']).toContain('application/pdf')
    // another credit note of the order, with this one's signature: refused
    expect(
      (await open(t, link.replace('/credit-note/', '/credit-note/').replace(`${id}/1?`, `${id}/2?`)))
        .statusCode,
    ).toBe(403)
  })

  it('cancelled by staff after payment: a reason required, the items, who cancelled, the refund and the credit note link', async () => {
    const u = await signUp(t)
    const { placed } = await paidOrder(t, u, [{ product_id: 107, quantity: 2 }])
    const id = placed.shop_order_id
    await theMail(t, u.email, `Your order ${id} is confirmed`)
    // staff say why: the shopper reads it (a cancel without a reason is refused and changes nothing)
    for (const body of [{}, { reason: '  \u200b ' }]) {
      const unsaid = await adminCall(t, 'POST', `/orders/${id}/cancel`, staff.cookie, body)
      expect([unsaid.statusCode, unsaid.json().message]).toEqual([
        400,
        'Say why the order is cancelled: the shopper reads it in their mail',
      ])
    }
    const cancel = await adminCall(t, 'POST', `/orders/${id}/cancel`, staff.cookie, {
      reason: 'A customs hold on this batch',
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    const mail = await theMail(t, u.email, `Order ${id} is cancelled and refunded`)
    const [note] = await rows<{ number: string }>(
      t,
      sql`select number from credit_notes where order_id = ${id}`,
    )
    expect(mail.text).toContain(`We have cancelled order ${id}: A customs hold on this batch.`)
    expect(mail.text).toContain('Reason: A customs hold on this batch')
    expect(mail.text).toContain('Cancelled items')
    expect(mail.text).toMatch(/\): 2 units/)
    expect(mail.text).toContain(`Amount: ${formatRupees(placed.amount)}`)
    expect(mail.text).toContain(`Credit note ${note!.number} for order ${id} (PDF)`)
    const pdf = await open(t, mail.links.creditNote!)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toContain('application/pdf')
  })

  it('cancelled by staff with a reason: the mail says it, without invisible characters; a long one is refused', async () => {
    const u = await signUp(t)
    const { placed } = await paidOrder(t, u, [{ product_id: 107, quantity: 1 }])
    const id = placed.shop_order_id
    await theMail(t, u.email, `Your order ${id} is confirmed`)
    const tooLong = await adminCall(t, 'POST', `/orders/${id}/cancel`, staff.cookie, {
      reason: 'x'.repeat(301),
    })
    expect(tooLong.statusCode, tooLong.body).toBe(400)
    expect(tooLong.json().message).toContain('Keep the reason to 300 characters')
    const cancel = await adminCall(t, 'POST', `/orders/${id}/cancel`, staff.cookie, {
      reason: '\u202eThe last jar of this batch failed our quality check',
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    const mail = await theMail(t, u.email, `Order ${id} is cancelled and refunded`)
    expect(mail.text).toContain(
      `We have cancelled order ${id}: The last jar of this batch failed our quality check. If you have a question`,
    )
    expect(mail.text).toContain('Reason: The last jar of this batch failed our quality check')
    expect(mail.text).not.toContain('Cancelled by us')
    expect(mail.text).not.toContain('\u202e')
  })
})

describe('a payment-failed mail is held, and dropped when the order is paid meanwhile', () => {
  let t: TestContext
  beforeAll(async () => {
    // held 1.5 s; the poll is slow, so the mail goes out when its hold ends (the worker's own timer)
    t = await createTestApp({
      env: { NOTIFICATIONS_PAYMENT_FAILED_HOLD_SECONDS: '1.5', NOTIFICATIONS_POLL_SECONDS: '60' },
    })
  }, 180_000)
  afterAll(async () => {
    await t?.close()
  })
  const rowOf = async (orderId: string) =>
    (
      await rows<{ status: string; attempts: number; due_in_ms: number }>(
        t,
        sql`select status, attempts,
              (extract(epoch from next_attempt_at - now()) * 1000)::int as due_in_ms
            from notifications where dedupe_key = ${`order:${orderId}:payment_failed`}`,
      )
    )[0]

  it('a declined card, then a good one within the hold: only "is confirmed" arrives', async () => {
    const u = await signUp(t)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 108, quantity: 1 }] })
    const placed = created.json().data as Placed
    const id = placed.shop_order_id
    await payWithCard(t, placed.key_id, placed.order_id, '4000 0000 0000 0002')
    await settle(300)
    expect((await rowOf(id))?.status).toBe('pending')
    const paid = await payWithCard(t, placed.key_id, placed.order_id)
    expect((await api(t, u, 'POST', '/payments/verify', paid.json())).statusCode).toBe(200)
    await theMail(t, u.email, `Your order ${id} is confirmed`)
    const row = await until(
      () => rowOf(id),
      (r) => r?.status === 'dropped',
      5000,
    )
    expect(row).toMatchObject({ status: 'dropped', attempts: 0 })
    await settle(300)
    expect(mailsTo(t, u.email, `Payment for order ${id} did not go through`)).toEqual([])
  })

  it('a declined card and nothing after: the mail goes out when the hold ends, not before', async () => {
    const u = await signUp(t)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 109, quantity: 1 }] })
    const placed = created.json().data as Placed
    const id = placed.shop_order_id
    const declinedAt = Date.now()
    await payWithCard(t, placed.key_id, placed.order_id, '4000 0000 0000 0002')
    const held = await rowOf(id)
    expect(held?.status).toBe('pending')
    expect(held!.due_in_ms).toBeGreaterThan(800)
    await settle(500)
    expect(mailsTo(t, u.email, `Payment for order ${id} did not go through`)).toEqual([])
    const mail = await theMail(t, u.email, `Payment for order ${id} did not go through`)
    expect(Date.now() - declinedAt).toBeGreaterThanOrEqual(1400)
    expect(mail.text).toContain(`The payment of ${formatRupees(placed.amount)} for order ${id}`)
    expect((await rowOf(id))?.status).toBe('sent')
  })
})
