import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { formatRupees } from '#domain/money.ts'
import { type Database, openDatabase } from '#server/db/client.ts'
import { hmacHex } from '#server/integrations/razorpay.ts'
import { freshIp, signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, payWithCard, startCheckout } from '#server/testing/checkout-helpers.ts'
import { type ClusterDatabase, createDatabase } from '#server/testing/pg-databases.ts'
import { type SmtpStandIn, startSmtpStandIn } from '#server/testing/smtp-stand-in.ts'
import { createTestApp, openTestDatabase, type TestContext } from '#server/testing/test-app.ts'
import { messageIdOf } from './service.ts'

// Shopper notifications through a transactional outbox (decision 024). Each mail of an order's journey,
// as the shopper receives it; the row written in the change's transaction (none when it rolls back, one when the
// event repeats); a crash between commit and send; a failing SMTP server; two processes sharing PostgreSQL.
// Runs on PGlite and, with TEST_DATABASE=postgres, on PostgreSQL (the two-process part only there).

const adminUrl = inject('pgAdminUrl')
const MESSAGE_HOST = 'suryanaturals.in' // MAIL_FROM's domain by default

interface Mail {
  to: string
  subject: string
  text: string
  html: string
  links: Record<string, string>
  messageId?: string
}
interface Placed {
  key_id: string
  order_id: string
  shop_order_id: string
  amount: number
}
interface NotificationRow {
  id: string
  kind: string
  dedupe_key: string
  status: string
  attempts: number
  last_error: string | null
}
interface AttemptRow {
  attempt: number
  outcome: string
  error: string | null
  claimed_by: string | null
  at: Date | string
}

/** The mails the app wrote to DATA_DIR/outbox (no SMTP_URL), oldest first. */
function outbox(t: TestContext): Mail[] {
  const dir = path.join(t.config.dataDir, 'outbox')
  let files: string[] = []
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'))
  } catch {
    return []
  }
  return files.sort().map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Mail)
}
const mailsTo = (t: TestContext, to: string, subject?: string) =>
  outbox(t).filter((m) => m.to === to && (subject === undefined || m.subject === subject))

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

async function rows<T>(t: TestContext, query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows
}
/** The mails of an order in the outbox (not its invoice job, decision 036). */
const notificationsOf = (t: TestContext, orderId: string) =>
  rows<NotificationRow>(
    t,
    sql`select id, kind, dedupe_key, status, attempts, last_error from notifications
        where order_id = ${orderId} and kind <> 'invoice_pdf' order by created_at, kind`,
  )
const attemptsOf = (t: TestContext, notificationId: string) =>
  rows<AttemptRow>(
    t,
    sql`select attempt, outcome, error, claimed_by, at from notification_attempts
        where notification_id = ${notificationId} order by attempt`,
  )

/** Cart → address → provider order → the test gateway's card form (which sends the webhook) → verify. */
async function paidOrder(t: TestContext, u: TestUser, items = [{ product_id: 101, quantity: 2 }]) {
  const { created } = await startCheckout(t, u, { items })
  expect(created.statusCode, created.body).toBe(200)
  const placed = created.json().data as Placed
  const paid = await payWithCard(t, placed.key_id, placed.order_id)
  expect(paid.statusCode, paid.body).toBe(200)
  const verify = await api(t, u, 'POST', '/payments/verify', paid.json())
  expect(verify.statusCode, verify.body).toBe(200)
  return { placed, payment: paid.json() as { razorpay_payment_id: string; razorpay_order_id: string } }
}

async function orderView(t: TestContext, u: TestUser, id: string) {
  const res = await api(t, u, 'GET', `/orders/${id}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as {
    order: { subtotal: number; total_amount: number; shipping_charge: number; discount_amount: number }
    items: { product_id: number; product_name: string; quantity: number; total_price: number }[]
  }
}

/** Waits for the one mail with this subject, then a little longer to see that no second one follows. */
async function theMail(t: TestContext, to: string, subject: string): Promise<Mail> {
  await until(
    () => mailsTo(t, to, subject),
    (m) => m.length > 0,
  )
  await settle()
  const found = mailsTo(t, to, subject)
  expect(found, `mails "${subject}" to ${to}`).toHaveLength(1)
  return found[0]!
}

function webhook(t: TestContext, body: string, eventId = `evt_${randomBytes(8).toString('hex')}`) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(t.app.paymentsWebhookSecret, body),
      'x-razorpay-event-id': eventId,
    },
    payload: body,
  })
}

describe('the mails of an order, as the shopper receives them', () => {
  let t: TestContext
  beforeAll(async () => {
    // the payment-failed mail's hold is tried in mail-documents.test.ts; here it goes out at once
    t = await createTestApp({ env: { NOTIFICATIONS_PAYMENT_FAILED_HOLD_SECONDS: '0' } })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('paid → one confirmation with items, totals, address and invoice link; shipped → carrier, waybill and tracking; delivered → review links', async () => {
    // the windows the mail states are the owner's settings (decision 043)
    const saved = await t.app.settings.update(
      {
        version: t.app.settings.view().version,
        promises: { return_window_days: 10, cancellation_window_hours: 12 },
      },
      async () => {},
    )
    expect(saved.saved).toBe(true)
    const u = await signUp(t)
    const { placed } = await paidOrder(t, u, [
      { product_id: 101, quantity: 2 },
      { product_id: 104, quantity: 1 },
    ])
    const id = placed.shop_order_id
    const { order, items } = await orderView(t, u, id)
    const base = t.config.publicUrl

    const confirmed = await theMail(t, u.email, `Your order ${id} is confirmed`)
    for (const i of items) {
      expect(confirmed.text).toContain(`${i.product_name} (`)
      expect(confirmed.text).toContain(`× ${i.quantity}: ${formatRupees(i.total_price)}`)
      expect(confirmed.html).toContain(formatRupees(i.total_price))
    }
    expect(confirmed.text).toContain(`Subtotal: ${formatRupees(order.subtotal)}`)
    expect(confirmed.text).toContain(
      `Shipping (Standard): ${order.shipping_charge > 0 ? formatRupees(order.shipping_charge) : 'Free'}`,
    )
    expect(confirmed.text).toContain(`Total paid: ${formatRupees(order.total_amount)}`)
    expect(confirmed.text).toContain(`We have your payment of ${formatRupees(order.total_amount)} (Card`)
    for (const line of [
      'Asha Rao',
      '12-2-823, Mehdipatnam',
      'Hyderabad, Telangana 500028',
      'Mobile 9848012345',
    ])
      expect(confirmed.text).toContain(line)
    expect(confirmed.html).toContain('Hyderabad, Telangana 500028')
    // the shop's brand and contact from the settings; transactional: no unsubscribe
    expect(confirmed.html).toContain(t.config.shop.name)
    expect(confirmed.text).toContain(t.config.shop.email)
    expect(confirmed.text).toContain(t.config.shop.phone)
    expect(`${confirmed.text}${confirmed.html}`).not.toMatch(/unsubscribe/i)
    expect(confirmed.text).toContain(
      'You can cancel within 12 hours of ordering, and return unopened packs within 10 days of delivery',
    )
    expect(confirmed.links.order).toBe(`${base}/orders/${id}`)
    expect(confirmed.links.invoice).toContain(`${base}/api/v1/documents/invoice/${id}?expires=`)
    expect(confirmed.html).toContain(`href="${confirmed.links.invoice!.replace(/&/g, '&amp;')}"`)
    // the invoice link is the PDF, signed in or not (mail-documents.test.ts tries what is refused)
    const invoiceLink = new URL(confirmed.links.invoice!)
    const pdf = await t.app.inject({ url: `${invoiceLink.pathname}${invoiceLink.search}` })
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200)
    expect(pdf.headers['content-type']).toContain('application/pdf')
    // a Message-ID of its own, stable for the notification (derived from its key)
    const [row] = await notificationsOf(t, id)
    expect(row).toMatchObject({
      kind: 'order_confirmed',
      dedupe_key: `order:${id}:confirmed`,
      status: 'sent',
    })
    expect(confirmed.messageId).toBe(messageIdOf(`order:${id}:confirmed`, row!.id, MESSAGE_HOST))

    await t.app.orders.ship(id, 'Delhivery', 'DLV7001')
    const shipped = await theMail(t, u.email, `Order ${id} is on its way`)
    expect(shipped.text).toContain(`Order ${id} has left our unit with Delhivery, waybill DLV7001.`)
    expect(shipped.text).toContain('Carrier: Delhivery')
    expect(shipped.text).toContain('Waybill: DLV7001')
    expect(shipped.links.tracking).toBe('https://www.delhivery.com/track-v2/package/DLV7001')
    expect(shipped.text).toContain('Track your parcel: https://www.delhivery.com/track-v2/package/DLV7001')
    expect(shipped.html).toContain('href="https://www.delhivery.com/track-v2/package/DLV7001"')

    await t.app.orders.deliver(id)
    const delivered = await theMail(t, u.email, `Order ${id} has been delivered`)
    for (const i of items) {
      const url = `${base}/product/${i.product_id}#reviews`
      expect(delivered.links[`review:${i.product_id}`]).toBe(url)
      expect(delivered.text).toContain(`Review ${i.product_name}: ${url}`)
      expect(delivered.html).toContain(`href="${url}"`)
    }

    // one of each, each sent once at the first attempt, and the confirmation never again
    expect(mailsTo(t, u.email, `Your order ${id} is confirmed`)).toHaveLength(1)
    const sent = await notificationsOf(t, id)
    expect(sent.map((n) => [n.kind, n.status, n.attempts])).toEqual([
      ['order_confirmed', 'sent', 1],
      ['order_shipped', 'sent', 1],
      ['order_delivered', 'sent', 1],
    ])
    for (const n of sent) expect((await attemptsOf(t, n.id)).map((a) => a.outcome)).toEqual(['sent'])
  })

  it('cancelling a paid order → one mail: cancelled and refunded, with the amount and how long the bank takes', async () => {
    const u = await signUp(t)
    const { placed } = await paidOrder(t, u, [{ product_id: 103, quantity: 1 }])
    const id = placed.shop_order_id
    await theMail(t, u.email, `Your order ${id} is confirmed`)
    const cancel = await api(t, u, 'POST', `/orders/${id}/cancel`)
    expect(cancel.statusCode, cancel.body).toBe(200)
    const amount = formatRupees(placed.amount)
    const mail = await theMail(t, u.email, `Order ${id} is cancelled and refunded`)
    expect(mail.text).toContain(`Order ${id} is cancelled.`)
    expect(mail.text).toContain(`A refund of ${amount} to your original payment method (Card`)
    expect(mail.text).toContain('Banks usually take 5–7 working days to show it in your account.')
    expect(mail.text).toContain(`Amount: ${amount}`)
    expect(mail.html).toContain('Your order is cancelled and refunded')
    expect((await notificationsOf(t, id)).map((n) => n.kind)).toEqual(['order_confirmed', 'order_cancelled'])
  })

  it('a declined card → "did not go through"; an order not paid in time → expired', async () => {
    const u = await signUp(t)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 105, quantity: 1 }] })
    const placed = created.json().data as Placed
    await payWithCard(t, placed.key_id, placed.order_id, '4000 0000 0000 0002')
    const failed = await theMail(t, u.email, `Payment for order ${placed.shop_order_id} did not go through`)
    expect(failed.text).toContain(
      `The payment of ${formatRupees(placed.amount)} for order ${placed.shop_order_id}`,
    )
    expect(failed.text).toMatch(/Your items are held for you until .+ IST/)
    expect(failed.links.order).toBe(`${t.config.publicUrl}/orders/${placed.shop_order_id}`)

    await t.database.db.execute(
      sql`update orders set reservation_expires_at = now() - interval '1 minute' where id = ${placed.shop_order_id}`,
    )
    expect(await t.app.orders.expireReservations()).toBeGreaterThan(0)
    const expired = await theMail(t, u.email, `Order ${placed.shop_order_id} was not paid and has expired`)
    expect(expired.text).toContain('the order has expired')
    expect(expired.links.cart).toBe(`${t.config.publicUrl}/cart`)
  })

  it('cash on delivery: placed → confirmation to pay the courier; shipped → with its invoice', async () => {
    const u = await signUp(t)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 102, quantity: 1 }] })
    const id = (created.json().data as Placed).shop_order_id
    const cod = await api(t, u, 'POST', `/orders/${id}/cash-on-delivery`)
    expect(cod.statusCode, cod.body).toBe(200)
    const total = formatRupees(cod.json().data.order.total_amount)
    const placedMail = await theMail(t, u.email, `Your order ${id} is confirmed`)
    expect(placedMail.text).toContain(`placed for cash on delivery: please keep ${total} ready`)
    expect(placedMail.text).toContain(`To pay on delivery: ${total}`)
    expect(placedMail.links.invoice).toBeUndefined()
    await t.app.orders.ship(id, 'Blue Dart', 'BD123')
    const shipped = await theMail(t, u.email, `Order ${id} is on its way`)
    expect(shipped.text).toContain(`Please keep ${total} ready`)
    expect(shipped.links.invoice).toContain(`${t.config.publicUrl}/api/v1/documents/invoice/${id}?expires=`)
  })
})

describe('written in the transaction of the change', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t?.close()
  })

  it('a change that fails at commit writes no notification; a refused one neither; the same change committed writes one', async () => {
    const u = await signUp(t)
    const { placed } = await paidOrder(t, u)
    const id = placed.shop_order_id
    // The database refuses the shipment when the transaction commits: after the notice was written in it.
    await t.database.db.execute(sql`
      create function refuse_test_waybill() returns trigger language plpgsql as $$
      begin
        if new.courier_waybill = 'REFUSED-AT-COMMIT' then raise exception 'refused at commit (test)'; end if;
        return new;
      end $$`)
    await t.database.db.execute(sql`
      create constraint trigger refuse_test_waybill after update on orders
      deferrable initially deferred for each row execute function refuse_test_waybill()`)
    try {
      await expect(t.app.orders.ship(id, 'Delhivery', 'REFUSED-AT-COMMIT')).rejects.toThrow()
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_test_waybill on orders`)
      await t.database.db.execute(sql`drop function refuse_test_waybill()`)
    }
    // refused by the state machine: delivered before it is shipped
    await expect(t.app.orders.deliver(id)).rejects.toThrow()
    await settle()
    const [order] = await rows<{ status: string; courier_waybill: string | null }>(
      t,
      sql`select status, courier_waybill from orders where id = ${id}`,
    )
    expect(order).toEqual({ status: 'processing', courier_waybill: null })
    expect((await notificationsOf(t, id)).map((n) => n.kind)).toEqual(['order_confirmed'])
    expect(mailsTo(t, u.email, `Order ${id} is on its way`)).toEqual([])

    await t.app.orders.ship(id, 'Delhivery', 'DLV8001')
    expect((await notificationsOf(t, id)).map((n) => n.kind)).toEqual(['order_confirmed', 'order_shipped'])
    expect((await theMail(t, u.email, `Order ${id} is on its way`)).text).toContain('DLV8001')
  })

  it('a payment webhook delivered twice (and verify after it) → one confirmation', async () => {
    const u = await signUp(t)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 106, quantity: 1 }] })
    const placed = created.json().data as Placed
    // the gateway's card form captures the payment and sends payment.captured itself
    const paid = await payWithCard(t, placed.key_id, placed.order_id)
    expect(paid.statusCode, paid.body).toBe(200)
    const paymentId = paid.json().razorpay_payment_id as string
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: paymentId,
            order_id: placed.order_id,
            amount: Math.round(placed.amount * 100),
            status: 'captured',
          },
        },
      },
    })
    // Razorpay retries with the same event id; a second delivery may also come under another one
    const replies = [
      await webhook(t, body, 'evt_twice'),
      await webhook(t, body, 'evt_twice'),
      await webhook(t, body),
    ]
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200])
    expect((await api(t, u, 'POST', '/payments/verify', paid.json())).statusCode).toBe(200)
    await theMail(t, u.email, `Your order ${placed.shop_order_id} is confirmed`)
    expect((await notificationsOf(t, placed.shop_order_id)).map((n) => n.dedupe_key)).toEqual([
      `order:${placed.shop_order_id}:confirmed`,
    ])
  })

  it('the same event written twice is one notification (its key); a rolled-back one is none', async () => {
    const event = {
      payload: { kind: 'back_in_stock' as const, productId: 101, productName: 'Moringa Powder' },
      to: 'twice@example.in',
      dedupeKey: `stock-alert:test-${randomBytes(4).toString('hex')}`,
    }
    const added = [
      await t.database.db.transaction((tx) => t.app.notifications.enqueue(tx, [event])),
      await t.database.db.transaction((tx) => t.app.notifications.enqueue(tx, [event])),
    ]
    expect(added).toEqual([1, 0])
    const rolledBack = { ...event, dedupeKey: `${event.dedupeKey}-rolled-back` }
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.notifications.enqueue(tx, [rolledBack])
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    const keys = await rows<{ dedupe_key: string }>(
      t,
      sql`select dedupe_key from notifications where dedupe_key like ${`${event.dedupeKey}%`}`,
    )
    expect(keys.map((k) => k.dedupe_key)).toEqual([event.dedupeKey])
    expect(await theMail(t, 'twice@example.in', 'Moringa Powder is back in stock')).toBeDefined()
  })
})

describe('a crash between commit and send', () => {
  let database: Database
  let drop: () => Promise<void>
  beforeAll(async () => {
    ;({ database, drop } = await openTestDatabase({ seed: true }))
  })
  afterAll(async () => {
    await database?.close()
    await drop?.()
  })

  it('mail committed but not sent (no worker ran, or its sender died mid-send) goes out exactly once from the next process', async () => {
    // The first process commits the payments and stops before any worker sends (NOTIFICATIONS_WORKER=false).
    const first = await createTestApp({ database, env: { NOTIFICATIONS_WORKER: 'false' } })
    const u = await signUp(first)
    const a = (await paidOrder(first, u, [{ product_id: 107, quantity: 1 }])).placed.shop_order_id
    const b = (await paidOrder(first, u, [{ product_id: 108, quantity: 1 }])).placed.shop_order_id
    await settle()
    expect(outbox(first).filter((m) => m.subject.includes(' is confirmed'))).toEqual([])
    await first.close()
    const [rowA] = await notificationsOf(first, a)
    const [rowB] = await notificationsOf(first, b)
    expect([rowA!.status, rowB!.status]).toEqual(['pending', 'pending'])
    // b: a process claimed it and died before recording the outcome (its lease has run out)
    await database.db.execute(sql`
      update notifications set status = 'sending', attempts = 1, claimed_by = 'shop-1:4242:dead00',
        claimed_until = now() - interval '1 second', next_attempt_at = now() - interval '1 second'
      where id = ${rowB!.id}`)

    const next = await createTestApp({ database })
    try {
      const mailA = await theMail(next, u.email, `Your order ${a} is confirmed`)
      const mailB = await theMail(next, u.email, `Your order ${b} is confirmed`)
      await settle(600)
      expect(mailsTo(next, u.email).filter((m) => m.subject.includes(' is confirmed'))).toHaveLength(2)
      expect(mailA.messageId).toBe(messageIdOf(`order:${a}:confirmed`, rowA!.id, MESSAGE_HOST))
      // a mail sent again after a crash carries the same Message-ID as the first try would have
      expect(mailB.messageId).toBe(messageIdOf(`order:${b}:confirmed`, rowB!.id, MESSAGE_HOST))
      expect((await notificationsOf(next, a))[0]).toMatchObject({ status: 'sent', attempts: 1 })
      expect((await notificationsOf(next, b))[0]).toMatchObject({ status: 'sent', attempts: 2 })
      expect((await attemptsOf(next, rowA!.id)).map((x) => [x.attempt, x.outcome])).toEqual([[1, 'sent']])
      const logB = await attemptsOf(next, rowB!.id)
      expect(logB.map((x) => [x.attempt, x.outcome, x.claimed_by])).toEqual([
        [1, 'lease_expired', 'shop-1:4242:dead00'],
        [2, 'sent', next.app.notifications.workerId],
      ])
    } finally {
      await next.close()
    }
  })
})

describe('a failing SMTP server', () => {
  let t: TestContext
  let smtp: SmtpStandIn
  beforeAll(async () => {
    smtp = await startSmtpStandIn()
    t = await createTestApp({
      env: {
        SMTP_URL: smtp.url,
        // 0.3 s, then 0.6 s, then 0.3 s: four attempts in all; the poll is slow, so retries come from the backoff
        NOTIFICATIONS_RETRY_SECONDS: '0.3,0.6,0.3',
        NOTIFICATIONS_POLL_SECONDS: '60',
      },
    })
  })
  afterAll(async () => {
    await t?.close()
    await smtp?.close()
  })

  const rowOf = async (orderId: string, status: string) =>
    (
      await until(
        () => notificationsOf(t, orderId),
        (r) => r[0]?.status === status,
      )
    )[0]!

  it('refused twice → retried after the backoff, every attempt logged with its error, then sent once', async () => {
    const u = await signUp(t)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 109, quantity: 1 }] })
    const placed = created.json().data as Placed
    smtp.refuseNext(2)
    const paid = await payWithCard(t, placed.key_id, placed.order_id)
    expect(paid.statusCode, paid.body).toBe(200)
    const row = await rowOf(placed.shop_order_id, 'sent')
    expect(row).toMatchObject({ status: 'sent', attempts: 3, last_error: null })
    const log = await attemptsOf(t, row.id)
    expect(log.map((a) => [a.attempt, a.outcome])).toEqual([
      [1, 'failed'],
      [2, 'failed'],
      [3, 'sent'],
    ])
    expect(log[0]!.error).toContain('451')
    expect(log[1]!.error).toContain('451')
    const at = log.map((a) => new Date(a.at).getTime())
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(290)
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(590)
    await settle()
    const messageId = messageIdOf(`order:${placed.shop_order_id}:confirmed`, row.id, MESSAGE_HOST)
    const received = smtp.received.filter((m) => m.headers['message-id'] === messageId)
    expect(received).toHaveLength(1)
    expect(received[0]!.to).toEqual([u.email.toLowerCase()])
    expect(received[0]!.headers['auto-submitted']).toBe('auto-generated')
  })

  it('refused every time → given up after the last attempt: failed, with each error logged', async () => {
    const u = await signUp(t)
    smtp.refuseRecipient(u.email)
    const { created } = await startCheckout(t, u, { items: [{ product_id: 110, quantity: 1 }] })
    const placed = created.json().data as Placed
    expect((await payWithCard(t, placed.key_id, placed.order_id)).statusCode).toBe(200)
    const row = await rowOf(placed.shop_order_id, 'failed')
    expect(row.attempts).toBe(4)
    expect(row.last_error).toContain('451')
    const log = await attemptsOf(t, row.id)
    expect(log.map((a) => [a.attempt, a.outcome])).toEqual([
      [1, 'failed'],
      [2, 'failed'],
      [3, 'failed'],
      [4, 'failed'],
    ])
    expect(log.every((a) => a.error?.includes('451'))).toBe(true)
    await settle(500)
    expect((await notificationsOf(t, placed.shop_order_id))[0]!.attempts).toBe(4)
  })
})

describe.skipIf(!adminUrl)('two processes sharing PostgreSQL', () => {
  let created: ClusterDatabase
  const databases: Database[] = []
  const apps: TestContext[] = []
  let smtp: SmtpStandIn

  beforeAll(async () => {
    created = await createDatabase({ prefix: 'shop_outbox' })
    // each its own pool and LISTEN connection, as two processes have
    for (let i = 0; i < 2; i++)
      databases.push(await openDatabase({ kind: 'postgres', url: created.url, poolSize: 10 }))
    // a slow server, so that both workers are sending at once
    smtp = await startSmtpStandIn({ delayMs: 15 })
    for (const database of databases)
      apps.push(await createTestApp({ database, env: { SMTP_URL: smtp.url, NOTIFICATIONS_WORKER: 'false' } }))
  }, 120_000)
  afterAll(async () => {
    for (const t of apps) await t.close()
    for (const d of databases) await d.close()
    await smtp?.close()
    await created?.drop()
  })

  /** Every notification is sent, each exactly once (one SMTP delivery of its Message-ID, one attempt). */
  async function expectEachSentOnce(expected: number) {
    const [a] = apps
    const all = await until(
      () =>
        rows<NotificationRow>(
          a!,
          sql`select id, kind, dedupe_key, status, attempts from notifications where kind <> 'invoice_pdf'`,
        ),
      (r) => r.length >= expected && r.every((n) => n.status === 'sent'),
      60_000,
    )
    expect(all).toHaveLength(expected)
    expect(all.every((n) => n.status === 'sent' && n.attempts === 1)).toBe(true)
    await settle(800)
    const ids = new Map(all.map((n) => [messageIdOf(n.dedupe_key, n.id, MESSAGE_HOST), 0]))
    for (const m of smtp.received) {
      const id = m.headers['message-id'] ?? ''
      if (ids.has(id)) ids.set(id, ids.get(id)! + 1)
    }
    expect([...ids.values()].filter((n) => n !== 1)).toEqual([])
    const log = await rows<{ outcome: string; claimed_by: string; n: number }>(
      a!,
      sql`select a.outcome, a.claimed_by, count(*)::int as n from notification_attempts a
          join notifications n on n.id = a.notification_id where n.kind <> 'invoice_pdf'
          group by a.outcome, a.claimed_by`,
    )
    expect(log.every((l) => l.outcome === 'sent')).toBe(true)
    expect(log.reduce((s, l) => s + l.n, 0)).toBe(expected)
    return new Set(log.map((l) => l.claimed_by))
  }

  it('a burst of events is sent exactly once each, by both workers (SKIP LOCKED), backlog and live', async () => {
    const [a, b] = apps as [TestContext, TestContext]
    const buyers: { t: TestContext; u: TestUser; order: string }[] = []
    for (let i = 0; i < 8; i++) {
      const t = i % 2 === 0 ? a : b
      const u = await signUp(t)
      buyers.push({
        t,
        u,
        order: (await paidOrder(t, u, [{ product_id: 101, quantity: 1 }])).placed.shop_order_id,
      })
    }
    // 24 shoppers wait for an out-of-stock product; it is restocked: 24 mails written in one transaction
    for (let i = 0; i < 24; i++) {
      const res = await a.app.inject({
        method: 'POST',
        url: '/api/v1/products/114/notify-me',
        headers: { 'x-forwarded-for': freshIp() },
        payload: { email: `waiting${i}@example.in` },
      })
      expect(res.statusCode, res.body).toBe(200)
    }
    expect(await a.app.catalogue.setStock(114, 50, 'In Stock')).toBe(true)
    await a.app.stockAlerts.sweep()
    await b.app.stockAlerts.sweep()
    // the backlog: both workers start at once
    a.app.notifications.start()
    b.app.notifications.start()
    const senders = await expectEachSentOnce(8 + 24)
    expect(senders).toEqual(new Set([a.app.notifications.workerId, b.app.notifications.workerId]))

    // live: shipments and deliveries at once through both processes, each commit waking both workers
    await Promise.all(buyers.map((x, i) => apps[i % 2]!.app.orders.ship(x.order, 'Delhivery', `DLV9${i}`)))
    await Promise.all(buyers.map((x, i) => apps[(i + 1) % 2]!.app.orders.deliver(x.order)))
    await expectEachSentOnce(8 + 24 + 16)
  }, 180_000)
})
