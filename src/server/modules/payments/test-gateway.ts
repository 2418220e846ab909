import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { BANKS, WALLETS } from '../../../domain/payment-methods.ts'
import type { Db } from '../../db/client.ts'
import { type FetchLike, hmacHex, safeEqualHex } from '../../integrations/razorpay.ts'
import { gatewayCustomers, gatewayOrders, gatewayPayments, gatewayRefunds, gatewayTokens } from './tables.ts'

// A Razorpay-compatible test gateway, used when no Razorpay keys are configured (refused in production).
// It answers the Orders and Refunds API with Basic auth, serves a Checkout script that opens a card form,
// signs payments the way Razorpay does, and sends signed webhooks. The shop's Razorpay adapter talks to it
// exactly as it talks to api.razorpay.com.

export const TEST_GATEWAY_PREFIX = '/test-gateway'
export const TEST_CARDS = { success: '4111111111111111', declined: '4000000000000002' }
/** Razorpay's test VPAs: the first pays, the second fails. */
export const TEST_VPAS = { success: 'success@razorpay', failure: 'failure@razorpay' }
export const TEST_BANKS = BANKS
export const TEST_WALLETS = WALLETS

const id = (prefix: string) =>
  `${prefix}_${randomBytes(9)
    .toString('base64url')
    .replace(/[^a-zA-Z0-9]/g, 'x')}`
/** A field the Checkout form sends as text; anything else counts as missing. */
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined)

const CHECKOUT_JS = readFileSync(path.join(import.meta.dirname, 'test-gateway-checkout.js'), 'utf8')

interface GatewayKeys {
  keyId: string
  keySecret: string
  webhookSecret: string
}

export async function registerTestGateway(
  app: FastifyInstance,
  opts: { db: Db; keys: GatewayKeys; webhookUrl: string; fetch: FetchLike; upiTimeoutSeconds?: number },
): Promise<void> {
  const { db, keys } = opts
  const upiTimeoutSeconds = opts.upiTimeoutSeconds ?? 300

  function checkAuth(req: FastifyRequest, reply: FastifyReply): boolean {
    const expected = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`
    if (!safeEqualHex(expected, String(req.headers.authorization ?? ''))) {
      void reply
        .code(401)
        .send({ error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' } })
      return false
    }
    return true
  }

  async function sendWebhook(event: string, payload: object): Promise<void> {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_test',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    })
    // Delivered before the gateway answers, so tests see a settled state; a failed delivery is not retried here.
    await opts
      .fetch(opts.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(keys.webhookSecret, body),
          'x-razorpay-event-id': id('evt'),
        },
        body,
      })
      .catch(() => {})
  }

  await app.register(
    async (gw) => {
      gw.post('/v1/orders', { schema: { hide: true } }, async (req, reply) => {
        if (!checkAuth(req, reply)) return reply
        const body = (req.body ?? {}) as { amount?: unknown; currency?: unknown; receipt?: unknown }
        if (!Number.isInteger(body.amount) || (body.amount as number) < 100) {
          return reply.code(400).send({
            error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be at least INR 1.00' },
          })
        }
        const [order] = await db
          .insert(gatewayOrders)
          .values({
            id: id('order'),
            amount: body.amount as number,
            currency: String(body.currency ?? 'INR'),
            receipt: body.receipt ? String(body.receipt) : null,
          })
          .returning()
        return {
          id: order!.id,
          entity: 'order',
          amount: order!.amount,
          currency: order!.currency,
          receipt: order!.receipt,
          status: order!.status,
        }
      })

      gw.post('/v1/payments/:paymentId/refund', { schema: { hide: true } }, async (req, reply) => {
        if (!checkAuth(req, reply)) return reply
        const { paymentId } = req.params as { paymentId: string }
        const { amount, notes } = (req.body ?? {}) as { amount?: number; notes?: Record<string, string> }
        const [payment] = await db
          .select()
          .from(gatewayPayments)
          .where(eq(gatewayPayments.id, paymentId))
          .limit(1)
        if (payment?.status !== 'captured') {
          return reply
            .code(400)
            .send({ error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has not been captured' } })
        }
        const refundAmount = amount ?? payment.amount
        // One conditional update: concurrent refunds never take more than was captured, as at Razorpay.
        const taken = await db
          .update(gatewayPayments)
          .set({ refundedAmount: sql`${gatewayPayments.refundedAmount} + ${refundAmount}` })
          .where(
            and(
              eq(gatewayPayments.id, paymentId),
              sql`${gatewayPayments.refundedAmount} + ${refundAmount} <= ${gatewayPayments.amount}`,
            ),
          )
          .returning({ id: gatewayPayments.id })
        if (!Number.isInteger(refundAmount) || refundAmount <= 0 || taken.length === 0) {
          return reply.code(400).send({
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: 'The refund amount exceeds the amount captured',
            },
          })
        }
        const refund = {
          id: id('rfnd'),
          entity: 'refund',
          amount: refundAmount,
          currency: 'INR',
          payment_id: paymentId,
          notes: notes ?? {},
          status: 'processed',
        }
        await db
          .insert(gatewayRefunds)
          .values({ id: refund.id, paymentId, amount: refundAmount, notes: refund.notes })
        await sendWebhook('refund.processed', {
          refund: { entity: refund },
          payment: {
            entity: { id: paymentId, order_id: payment.orderId, amount: payment.amount, status: 'refunded' },
          },
        })
        return refund
      })

      const paymentView = (p: typeof gatewayPayments.$inferSelect) => ({
        id: p.id,
        entity: 'payment',
        order_id: p.orderId,
        amount: p.amount,
        currency: 'INR',
        status: p.refundedAmount >= p.amount && p.status === 'captured' ? 'refunded' : p.status,
        method: p.method,
        amount_refunded: p.refundedAmount,
        vpa: p.vpa,
        bank: p.bank,
        wallet: p.wallet,
        card: p.method === 'card' && p.cardLast4 ? { network: 'Visa', last4: p.cardLast4 } : null,
        error_description: p.errorDescription,
      })

      gw.get('/v1/payments/:paymentId', { schema: { hide: true } }, async (req, reply) => {
        if (!checkAuth(req, reply)) return reply
        const { paymentId } = req.params as { paymentId: string }
        const [payment] = await db
          .select()
          .from(gatewayPayments)
          .where(eq(gatewayPayments.id, paymentId))
          .limit(1)
        if (!payment)
          return reply
            .code(400)
            .send({ error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } })
        return paymentView(payment)
      })

      gw.get('/v1/payments/:paymentId/refunds', { schema: { hide: true } }, async (req, reply) => {
        if (!checkAuth(req, reply)) return reply
        const { paymentId } = req.params as { paymentId: string }
        const rows = await db.select().from(gatewayRefunds).where(eq(gatewayRefunds.paymentId, paymentId))
        return {
          entity: 'collection',
          count: rows.length,
          items: rows.map((r) => ({
            id: r.id,
            entity: 'refund',
            amount: r.amount,
            payment_id: r.paymentId,
            notes: r.notes,
            status: 'processed',
          })),
        }
      })

      gw.get('/v1/orders/:orderId/payments', { schema: { hide: true } }, async (req, reply) => {
        if (!checkAuth(req, reply)) return reply
        const { orderId } = req.params as { orderId: string }
        const rows = await db.select().from(gatewayPayments).where(eq(gatewayPayments.orderId, orderId))
        return {
          entity: 'collection',
          count: rows.length,
          items: rows.map(paymentView),
        }
      })

      gw.post('/v1/customers', { schema: { hide: true } }, async (req, reply) => {
        if (!checkAuth(req, reply)) return reply
        const body = (req.body ?? {}) as { name?: string; email?: string; contact?: string }
        if (body.email) {
          const [existing] = await db
            .select()
            .from(gatewayCustomers)
            .where(eq(gatewayCustomers.email, body.email))
            .limit(1)
          if (existing)
            return { id: existing.id, entity: 'customer', name: existing.name, email: existing.email }
        }
        const [c] = await db
          .insert(gatewayCustomers)
          .values({
            id: id('cust'),
            name: body.name ?? null,
            email: body.email ?? null,
            contact: body.contact ?? null,
          })
          .returning()
        return { id: c!.id, entity: 'customer', name: c!.name, email: c!.email }
      })

      const tokenView = (t: typeof gatewayTokens.$inferSelect) => ({
        id: t.id,
        entity: 'token',
        method: 'card',
        card: {
          network: t.network,
          last4: t.last4,
          expiry_month: t.expiryMonth,
          expiry_year: t.expiryYear,
          name: t.name,
        },
        created_at: Math.floor(t.createdAt.getTime() / 1000),
      })

      gw.get('/v1/customers/:customerId/tokens', { schema: { hide: true } }, async (req, reply) => {
        if (!checkAuth(req, reply)) return reply
        const { customerId } = req.params as { customerId: string }
        const rows = await db.select().from(gatewayTokens).where(eq(gatewayTokens.customerId, customerId))
        return { entity: 'collection', count: rows.length, items: rows.map(tokenView) }
      })

      gw.delete(
        '/v1/customers/:customerId/tokens/:tokenId',
        { schema: { hide: true } },
        async (req, reply) => {
          if (!checkAuth(req, reply)) return reply
          const { customerId, tokenId } = req.params as { customerId: string; tokenId: string }
          const gone = await db
            .delete(gatewayTokens)
            .where(and(eq(gatewayTokens.id, tokenId), eq(gatewayTokens.customerId, customerId)))
            .returning()
          if (gone.length === 0)
            return reply
              .code(400)
              .send({ error: { code: 'BAD_REQUEST_ERROR', description: 'The token does not exist' } })
          return { deleted: true }
        },
      )

      // What Checkout shows as saved cards for a customer (public key only, masked, like Razorpay's own).
      gw.get('/checkout/tokens', { schema: { hide: true } }, async (req, reply) => {
        const q = req.query as { key?: unknown; customer_id?: unknown }
        if (q.key !== keys.keyId || typeof q.customer_id !== 'string' || !q.customer_id)
          return reply.code(400).send({ error: { description: 'Invalid request' } })
        const rows = await db.select().from(gatewayTokens).where(eq(gatewayTokens.customerId, q.customer_id))
        return { items: rows.map(tokenView) }
      })

      gw.get('/checkout.js', { schema: { hide: true } }, (_req, reply) =>
        reply
          .type('application/javascript; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(CHECKOUT_JS),
      )

      type PaymentRow = typeof gatewayPayments.$inferSelect
      const entityOf = paymentView
      const failureReply = (p: PaymentRow) => ({
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: p.errorDescription ?? 'Payment failed',
          source: p.method === 'card' ? 'bank' : 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: p.orderId, payment_id: p.id },
        },
      })
      const successReply = (p: PaymentRow) => ({
        razorpay_payment_id: p.id,
        razorpay_order_id: p.orderId,
        razorpay_signature: hmacHex(keys.keySecret, `${p.orderId}|${p.id}`),
      })

      /** A payment ends as Razorpay's do: captured (the order paid) or failed, each with its signed webhook. */
      async function settle(p: PaymentRow, outcome: { ok: true } | { ok: false; description: string }) {
        if (outcome.ok) {
          const [row] = await db
            .update(gatewayPayments)
            .set({ status: 'captured' })
            .where(and(eq(gatewayPayments.id, p.id), eq(gatewayPayments.status, 'created')))
            .returning()
          if (!row) return (await paymentById(p.id))!
          await db.update(gatewayOrders).set({ status: 'paid' }).where(eq(gatewayOrders.id, p.orderId))
          await sendWebhook('payment.captured', { payment: { entity: entityOf(row) } })
          return row
        }
        const [row] = await db
          .update(gatewayPayments)
          .set({ status: 'failed', errorDescription: outcome.description })
          .where(and(eq(gatewayPayments.id, p.id), eq(gatewayPayments.status, 'created')))
          .returning()
        if (!row) return (await paymentById(p.id))!
        await sendWebhook('payment.failed', {
          payment: {
            entity: {
              ...entityOf(row),
              error_code: 'BAD_REQUEST_ERROR',
              error_description: outcome.description,
            },
          },
        })
        return row
      }

      async function paymentById(paymentId: string): Promise<PaymentRow | undefined> {
        const [row] = await db
          .select()
          .from(gatewayPayments)
          .where(eq(gatewayPayments.id, paymentId))
          .limit(1)
        return row
      }

      /** The order a Checkout request is for, or the error Razorpay would give. */
      async function payableOrder(body: { key?: string; order_id?: string }, reply: FastifyReply) {
        if (body.key !== keys.keyId) {
          void reply.code(401).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'Invalid key' } })
          return null
        }
        const [order] = body.order_id
          ? await db.select().from(gatewayOrders).where(eq(gatewayOrders.id, body.order_id)).limit(1)
          : []
        if (!order) {
          void reply.code(400).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'Unknown order' } })
          return null
        }
        if (order.status === 'paid') {
          void reply
            .code(400)
            .send({ error: { code: 'BAD_REQUEST_ERROR', description: 'This order is already paid' } })
          return null
        }
        return order
      }

      const answer = (reply: FastifyReply, p: PaymentRow) =>
        p.status === 'captured' ? successReply(p) : reply.code(400).send(failureReply(p))

      // What Checkout posts. Cards: 4111 1111 1111 1111 pays, 4000 0000 0000 0002 is declined. UPI collect:
      // success@razorpay pays, failure@razorpay fails (Razorpay's test VPAs). Netbanking and wallets: the bank's or
      // wallet's test page answers success or failure.
      gw.post('/checkout/pay', { schema: { hide: true } }, async (req, reply) => {
        // The form posts strings; anything else (an array, an object whose toString is not a function) counts as
        // missing, so a made-up body is answered 400 like Razorpay's, never a 500.
        const raw = (req.body ?? {}) as Record<string, unknown>
        const body = {
          key: text(raw.key),
          order_id: text(raw.order_id),
          method: text(raw.method),
          card_number: text(raw.card_number),
          vpa: text(raw.vpa),
          bank: text(raw.bank),
          wallet: text(raw.wallet),
          outcome: text(raw.outcome),
          customer_id: text(raw.customer_id),
          save: raw.save === true,
          token: text(raw.token),
          expiry: text(raw.expiry),
          name: text(raw.name),
        }
        const order = await payableOrder(body, reply)
        if (!order) return reply
        const method = body.method ?? 'card'
        const base = { id: id('pay'), orderId: order.id, amount: order.amount, status: 'created', method }

        if (method === 'upi') {
          const vpa = String(body.vpa ?? '')
            .trim()
            .toLowerCase()
          if (!/^[a-z0-9._-]{2,256}@[a-z][a-z0-9]{1,63}$/.test(vpa)) {
            return reply.code(400).send({
              error: { code: 'BAD_REQUEST_ERROR', description: 'Invalid VPA. Please enter a valid UPI ID.' },
            })
          }
          const [p] = await db
            .insert(gatewayPayments)
            .values({ ...base, vpa })
            .returning()
          const ok = vpa === 'success@razorpay'
          return answer(
            reply,
            await settle(
              p!,
              ok
                ? { ok: true }
                : {
                    ok: false,
                    description:
                      vpa === 'failure@razorpay'
                        ? 'The payment was declined in the UPI app.'
                        : 'Use a test UPI ID: success@razorpay pays, failure@razorpay fails.',
                  },
            ),
          )
        }
        if (method === 'netbanking' || method === 'wallet') {
          const provider = String((method === 'netbanking' ? body.bank : body.wallet) ?? '')
          const known = method === 'netbanking' ? TEST_BANKS : TEST_WALLETS
          if (!(provider in known)) {
            return reply.code(400).send({
              error: {
                code: 'BAD_REQUEST_ERROR',
                description: method === 'netbanking' ? 'Please select a bank.' : 'Please select a wallet.',
              },
            })
          }
          const [p] = await db
            .insert(gatewayPayments)
            .values({ ...base, ...(method === 'netbanking' ? { bank: provider } : { wallet: provider }) })
            .returning()
          return answer(
            reply,
            await settle(
              p!,
              body.outcome === 'success'
                ? { ok: true }
                : {
                    ok: false,
                    description:
                      method === 'netbanking'
                        ? 'The bank did not approve the payment.'
                        : 'The wallet did not approve the payment.',
                  },
            ),
          )
        }
        if (method !== 'card') {
          return reply
            .code(400)
            .send({ error: { code: 'BAD_REQUEST_ERROR', description: 'This payment method is not enabled' } })
        }

        let card = String(body.card_number ?? '').replace(/\D/g, '')
        if (body.token) {
          // A saved card: only its customer may use it; test tokens stand for the test card they were saved from.
          const [token] = await db
            .select()
            .from(gatewayTokens)
            .where(eq(gatewayTokens.id, body.token))
            .limit(1)
          if (!token || token.customerId !== body.customer_id) {
            return reply
              .code(400)
              .send({ error: { code: 'BAD_REQUEST_ERROR', description: 'This saved card cannot be used' } })
          }
          card = token.last4 === TEST_CARDS.success.slice(-4) ? TEST_CARDS.success : TEST_CARDS.declined
        }
        const [p] = await db
          .insert(gatewayPayments)
          .values({ ...base, cardLast4: card.slice(-4) })
          .returning()
        if (card !== TEST_CARDS.success) {
          return answer(
            reply,
            await settle(p!, {
              ok: false,
              description:
                card === TEST_CARDS.declined
                  ? 'Your card was declined by the bank.'
                  : 'Use a test card: 4111 1111 1111 1111.',
            }),
          )
        }
        if (body.save && body.customer_id && !body.token) {
          const [mm, yy] = String(body.expiry ?? '12/30').split('/')
          await db.insert(gatewayTokens).values({
            id: id('token'),
            customerId: body.customer_id,
            network: 'Visa',
            last4: card.slice(-4),
            expiryMonth: Number(mm) || 12,
            expiryYear: 2000 + (Number(yy) || 30),
            name: body.name ?? null,
          })
        }
        return answer(reply, await settle(p!, { ok: true }))
      })

      // UPI by QR or intent: the payment waits until the shopper approves it on their phone, declines it, or the
      // request times out (upiTimeoutSeconds). Checkout polls it; the "phone" is these two test routes.
      gw.post('/checkout/upi/qr', { schema: { hide: true } }, async (req, reply) => {
        const raw = (req.body ?? {}) as Record<string, unknown>
        const order = await payableOrder({ key: text(raw.key), order_id: text(raw.order_id) }, reply)
        if (!order) return reply
        const [p] = await db
          .insert(gatewayPayments)
          .values({
            id: id('pay'),
            orderId: order.id,
            amount: order.amount,
            status: 'created',
            method: 'upi',
          })
          .returning()
        return {
          payment_id: p!.id,
          upi_uri: `upi://pay?pa=surya.naturals@razorpay&pn=${encodeURIComponent('Surya Naturals')}&am=${(order.amount / 100).toFixed(2)}&cu=INR&tr=${p!.id}`,
          expires_in: upiTimeoutSeconds,
        }
      })

      async function pendingUpi(paymentId: string) {
        const p = await paymentById(paymentId)
        if (p?.method !== 'upi') return undefined
        if (p.status === 'created' && Date.now() - p.createdAt.getTime() > upiTimeoutSeconds * 1000) {
          return settle(p, { ok: false, description: 'The UPI request expired before it was approved.' })
        }
        return p
      }

      gw.post('/checkout/upi/:paymentId/:decision', { schema: { hide: true } }, async (req, reply) => {
        const { paymentId, decision } = req.params as { paymentId: string; decision: string }
        const p = await pendingUpi(paymentId)
        if (!p || (decision !== 'approve' && decision !== 'decline'))
          return reply
            .code(404)
            .send({ error: { code: 'BAD_REQUEST_ERROR', description: 'Unknown request' } })
        const ended = await settle(
          p,
          decision === 'approve'
            ? { ok: true }
            : { ok: false, description: 'The payment was declined in the UPI app.' },
        )
        return { status: ended.status }
      })

      gw.get('/checkout/payments/:paymentId', { schema: { hide: true } }, async (req, reply) => {
        const { paymentId } = req.params as { paymentId: string }
        const { key } = req.query as { key?: string }
        if (key !== keys.keyId)
          return reply.code(401).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'Invalid key' } })
        const p = await pendingUpi(paymentId)
        if (!p)
          return reply
            .code(404)
            .send({ error: { code: 'BAD_REQUEST_ERROR', description: 'Unknown payment' } })
        if (p.status === 'created') return { status: 'created' }
        return p.status === 'captured'
          ? { status: 'captured', ...successReply(p) }
          : { status: 'failed', ...failureReply(p) }
      })
    },
    { prefix: TEST_GATEWAY_PREFIX },
  )
}
