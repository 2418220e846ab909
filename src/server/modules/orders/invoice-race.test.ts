import { createHmac, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type Database, openDatabase } from '#server/db/client.ts'
import { addToCart, BUYER, type Buyer, sqlOf } from '#server/testing/checkout-load.ts'
import { type ClusterDatabase, createDatabase } from '#server/testing/pg-databases.ts'
import { type S3StandIn, startS3StandIn } from '#server/testing/s3-stand-in.ts'
import { type SmtpStandIn, startSmtpStandIn } from '#server/testing/smtp-stand-in.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { type ShopProcess, startShop } from '../../../../scripts/lib/shop-process.ts'

// Decision 036: an order's invoice PDF is made by the outbox's invoice job after the capture commits, never on the
// request that captures, and the confirmation mail that carries it waits for it. Here the gateway's webhook (to one
// server process), the shopper's verify (to another) and reconciliation (a third, this test's own app) all report
// the same captured payment of each of several orders at once, on PostgreSQL. Each order is paid once, numbered
// once with consecutive numbers, its PDF is stored once (one PUT of its key on the bucket, by the one job that
// claimed it), and its confirmation is mailed once, with the PDF attached.
const adminUrl = inject('pgAdminUrl')
const ORDERS = 8
const ORIGIN = 'http://shop.test'

interface Placed {
  buyer: Buyer
  shopOrderId: string
  providerOrderId: string
  paise: number
  paymentId: string
}

describe.skipIf(!adminUrl)(
  'webhook, verify and reconciliation race for the same payments (two processes)',
  () => {
    let created: ClusterDatabase | undefined
    let url: string
    let bucket: S3StandIn
    let smtp: SmtpStandIn
    const shops: ShopProcess[] = []
    let reconciler: TestContext | undefined
    let database: Database | undefined

    beforeAll(async () => {
      // migrated and seeded (decision record 034): the processes start without migrating or seeding
      created = await createDatabase({ prefix: 'shop_invoice' })
      url = created.url
      bucket = await startS3StandIn()
      smtp = await startSmtpStandIn()
      const env = {
        DATABASE_URL: url,
        AUTH_SECRET: 'invoice-race-secret-invoice-race-secret-01',
        AUTH_RATE_LIMIT: 'false',
        // one shop behind one address: a shopper's token from one process is valid on the other
        PUBLIC_URL: ORIGIN,
        SMTP_URL: smtp.url,
        NOTIFICATIONS_POLL_SECONDS: '1',
        ...bucket.env(),
      }
      shops.push(...(await Promise.all([startShop(env), startShop(env)])))
      database = await openDatabase({ kind: 'postgres', url, poolSize: 10 })
      reconciler = await createTestApp({ database, env })
    }, 180_000)
    afterAll(async () => {
      await reconciler?.close()
      await database?.close()
      await Promise.all(shops.map((s) => s.stop()))
      await bucket?.close()
      await smtp?.close()
      await created?.drop()
    })

    async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
      return { status: res.status, body: await res.text() }
    }

    it(`${ORDERS} orders: each paid once, numbered once and consecutively, its PDF stored once and mailed once`, async () => {
      const [a, b] = shops as [ShopProcess, ShopProcess]
      await sqlOf(url, 'update products set stock = 1000000')
      const buyers: Buyer[] = []
      for (let i = 0; i < ORDERS; i++) {
        const email = `race${i}-${Date.now()}@example.in`
        const signedUp = await fetch(`${a.base}/api/auth/sign-up/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN },
          body: JSON.stringify({ name: `Buyer ${i}`, email, password: 'moringa-rocks-123' }),
        })
        expect(signedUp.status, await signedUp.clone().text()).toBe(200)
        const cookie = signedUp.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ')
        const { token } = (await (
          await fetch(`${b.base}/api/auth/token`, { headers: { cookie } })
        ).json()) as {
          token: string
        }
        const user = { id: '', email, token }
        buyers.push({ ...user, addressId: await addToCart(a.base, user) })
      }
      const placed: Placed[] = []
      for (const [i, buyer] of buyers.entries()) {
        const res = await post(
          (i % 2 ? b : a).base,
          '/api/v1/payments/create-order',
          { ...BUYER, shipping_address_id: buyer.addressId },
          { authorization: `Bearer ${buyer.token}` },
        )
        expect(res.status, res.body).toBe(200)
        const data = JSON.parse(res.body).data as { order_id: string; shop_order_id: string; amount: number }
        placed.push({
          buyer,
          shopOrderId: data.shop_order_id,
          providerOrderId: data.order_id,
          paise: Math.round(data.amount * 100),
          paymentId: `pay_race${i}${randomBytes(4).toString('hex')}`,
        })
      }
      // Razorpay's side (the built-in gateway's books): every payment captured, none reported yet.
      const [keys] = await sqlOf<{ key_secret: string; webhook_secret: string }>(
        url,
        'select key_secret, webhook_secret from test_gateway_keys',
      )
      for (const p of placed) {
        await sqlOf(
          url,
          `insert into test_gateway_payments (id, order_id, amount, status, card_last4) values ($1, $2, $3, 'captured', '1111')`,
          [p.paymentId, p.providerOrderId, p.paise],
        )
        await sqlOf(url, `update test_gateway_orders set status = 'paid' where id = $1`, [p.providerOrderId])
      }

      // All at once: each payment's webhook to one process, its verify to the other, and reconciliation.
      const webhook = (p: Placed, base: string) => {
        const body = JSON.stringify({
          entity: 'event',
          event: 'payment.captured',
          payload: {
            payment: {
              entity: { id: p.paymentId, order_id: p.providerOrderId, amount: p.paise, status: 'captured' },
            },
          },
        })
        return post(base, '/api/v1/payments/webhook', body, {
          'x-razorpay-signature': createHmac('sha256', keys!.webhook_secret).update(body).digest('hex'),
          'x-razorpay-event-id': `evt_${p.paymentId}`,
        })
      }
      const verify = (p: Placed, base: string) =>
        post(
          base,
          '/api/v1/payments/verify',
          {
            razorpay_order_id: p.providerOrderId,
            razorpay_payment_id: p.paymentId,
            razorpay_signature: createHmac('sha256', keys!.key_secret)
              .update(`${p.providerOrderId}|${p.paymentId}`)
              .digest('hex'),
          },
          { authorization: `Bearer ${p.buyer.token}` },
        )
      const [answers] = await Promise.all([
        Promise.all(
          placed.map((p, i) =>
            Promise.all([webhook(p, (i % 2 ? a : b).base), verify(p, (i % 2 ? b : a).base)]),
          ),
        ),
        reconciler!.app.payments.reconcile(),
      ])
      for (const [hook, verified] of answers) {
        expect(hook.status, hook.body).toBe(200)
        expect(verified.status, verified.body).toBe(200)
      }

      const ids = placed.map((p) => p.shopOrderId)
      // Every confirmation sent (it waits for its invoice job): then nothing more is written or mailed.
      const confirmations = () =>
        smtp.received.filter((m) => /<order\.[^>]*\.confirmed\./.test(m.headers['message-id'] ?? ''))
      for (const until = Date.now() + 60_000; confirmations().length < ORDERS && Date.now() < until; )
        await new Promise((r) => setTimeout(r, 100))
      await new Promise((r) => setTimeout(r, 1500))

      // Paid once each, naming its payment; numbered once each, the numbers consecutive from the year's first.
      const orders = await sqlOf<{
        id: string
        payment_status: string
        provider_payment_id: string
        n: string
      }>(
        url,
        `select id, payment_status, provider_payment_id, invoice_number as n from orders where id = any($1) order by id`,
        [ids],
      )
      expect(orders).toHaveLength(ORDERS)
      for (const o of orders) {
        expect(o.payment_status).toBe('completed')
        expect(o.provider_payment_id).toBe(placed.find((p) => p.shopOrderId === o.id)!.paymentId)
      }
      // paid_at is each process's clock when its transaction began, not the order of the commits: compared as a set
      const numbers = orders.map((o) => Number(o.n.split('/')[2])).sort((x, y) => x - y)
      expect(numbers).toEqual(numbers.map((_, i) => i + 1))
      const [counter] = await sqlOf<{ last_number: number }>(url, 'select last_number from invoice_counters')
      expect(counter!.last_number).toBe(numbers.at(-1))
      const [refunds] = await sqlOf<{ n: number }>(url, 'select count(*)::int as n from order_refunds')
      expect(refunds!.n).toBe(0)

      for (const id of ids) {
        // Issued once: one PUT of its key on the bucket, by the one invoice job, done at its first attempt.
        const puts = bucket.requests.filter(
          (r) => r.method === 'PUT' && r.path.endsWith(`/invoices/${id}.pdf`),
        )
        expect(puts, `PUTs of the invoice of ${id}`).toHaveLength(1)
        expect(puts[0]!.status).toBe(200)
        expect(bucket.object(`invoices/${id}.pdf`)?.body.subarray(0, 5).toString()).toBe('%PDF-')
        const jobs = await sqlOf<{ status: string; attempts: number; tries: number }>(
          url,
          `select status, attempts, (select count(*)::int from notification_attempts a where a.notification_id = n.id) as tries
           from notifications n where order_id = $1 and kind = 'invoice_pdf'`,
          [id],
        )
        expect(jobs).toEqual([{ status: 'sent', attempts: 1, tries: 1 }])
        // The confirmation: one row, sent after the PDF was stored, one message, the PDF attached.
        const [mailRow] = await sqlOf<{ status: string; after_job: boolean }>(
          url,
          `select m.status, m.sent_at >= j.sent_at as after_job from notifications m
           join notifications j on j.order_id = m.order_id and j.kind = 'invoice_pdf'
          where m.order_id = $1 and m.kind = 'order_confirmed'`,
          [id],
        )
        expect(mailRow).toEqual({ status: 'sent', after_job: true })
        const slug = `order.${id.replace(/[^A-Za-z0-9.-]+/g, '.')}.confirmed.`
        const mails = confirmations().filter((m) => m.headers['message-id']!.includes(slug))
        expect(mails, `confirmations of ${id}`).toHaveLength(1)
        expect(mails[0]!.raw).toMatch(new RegExp(`filename="?invoice-${id}\\.pdf`))
        expect(mails[0]!.raw).toMatch(/Content-Type: application\/pdf/i)
      }
    }, 300_000)
  },
)
