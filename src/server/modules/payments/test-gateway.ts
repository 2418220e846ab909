import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../../db/client.ts'
import { type FetchLike, hmacHex, safeEqualHex } from '../../integrations/razorpay.ts'
import { gatewayCustomers, gatewayOrders, gatewayPayments, gatewayRefunds, gatewayTokens } from './tables.ts'

// A Razorpay-compatible test gateway, used when no Razorpay keys are configured (refused in production).
// It answers the Orders and Refunds API with Basic auth, serves a Checkout script that opens a card form,
// signs payments the way Razorpay does, and sends signed webhooks. The shop's Razorpay adapter talks to it
// exactly as it talks to api.razorpay.com.

export const TEST_GATEWAY_PREFIX = '/test-gateway'
export const TEST_CARDS = { success: '4111111111111111', declined: '4000000000000002' }

const id = (prefix: string) =>
  `${prefix}_${randomBytes(9)
    .toString('base64url')
    .replace(/[^a-zA-Z0-9]/g, 'x')}`
const CHECKOUT_JS = readFileSync(path.join(import.meta.dirname, 'test-gateway-checkout.js'), 'utf8')

interface GatewayKeys {
  keyId: string
  keySecret: string
  webhookSecret: string
}

export async function registerTestGateway(
  app: FastifyInstance,
  opts: { db: Db; keys: GatewayKeys; webhookUrl: string; fetch: FetchLike },
): Promise<void> {
  const { db, keys } = opts

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
        if (!payment || payment.status !== 'captured') {
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
        const q = req.query as { key?: string; customer_id?: string }
        if (q.key !== keys.keyId || !q.customer_id)
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

      // What the card form posts. 4111 1111 1111 1111 pays; 4000 0000 0000 0002 is declined.
      gw.post('/checkout/pay', { schema: { hide: true } }, async (req, reply) => {
        const body = (req.body ?? {}) as { key?: string; order_id?: string; card_number?: string }
        if (body.key !== keys.keyId)
          return reply.code(401).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'Invalid key' } })
        const [order] = await db
          .select()
          .from(gatewayOrders)
          .where(eq(gatewayOrders.id, String(body.order_id)))
          .limit(1)
        if (!order)
          return reply.code(400).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'Unknown order' } })
        if (order.status === 'paid')
          return reply
            .code(400)
            .send({ error: { code: 'BAD_REQUEST_ERROR', description: 'This order is already paid' } })
        const extra = (req.body ?? {}) as {
          customer_id?: string
          save?: boolean
          token?: string
          expiry?: string
          name?: string
        }
        let card = String(body.card_number ?? '').replace(/\D/g, '')
        if (extra.token) {
          // A saved card: only its customer may use it; test tokens stand for the test card they were saved from.
          const [token] = await db
            .select()
            .from(gatewayTokens)
            .where(eq(gatewayTokens.id, extra.token))
            .limit(1)
          if (!token || token.customerId !== extra.customer_id) {
            return reply
              .code(400)
              .send({ error: { code: 'BAD_REQUEST_ERROR', description: 'This saved card cannot be used' } })
          }
          card = token.last4 === TEST_CARDS.success.slice(-4) ? TEST_CARDS.success : TEST_CARDS.declined
        }
        const paymentId = id('pay')
        if (card !== TEST_CARDS.success) {
          await db.insert(gatewayPayments).values({
            id: paymentId,
            orderId: order.id,
            amount: order.amount,
            status: 'failed',
            cardLast4: card.slice(-4),
          })
          await sendWebhook('payment.failed', {
            payment: {
              entity: {
                id: paymentId,
                order_id: order.id,
                amount: order.amount,
                status: 'failed',
                error_code: 'BAD_REQUEST_ERROR',
              },
            },
          })
          return reply.code(400).send({
            error: {
              code: 'BAD_REQUEST_ERROR',
              description:
                card === TEST_CARDS.declined
                  ? 'Your card was declined by the bank.'
                  : 'Use a test card: 4111 1111 1111 1111.',
              source: 'bank',
              step: 'payment_authorization',
              reason: 'payment_failed',
              metadata: { order_id: order.id, payment_id: paymentId },
            },
          })
        }
        await db.insert(gatewayPayments).values({
          id: paymentId,
          orderId: order.id,
          amount: order.amount,
          status: 'captured',
          cardLast4: card.slice(-4),
        })
        await db.update(gatewayOrders).set({ status: 'paid' }).where(eq(gatewayOrders.id, order.id))
        if (extra.save && extra.customer_id && !extra.token) {
          const [mm, yy] = String(extra.expiry ?? '12/30').split('/')
          await db.insert(gatewayTokens).values({
            id: id('token'),
            customerId: extra.customer_id,
            network: 'Visa',
            last4: card.slice(-4),
            expiryMonth: Number(mm) || 12,
            expiryYear: 2000 + (Number(yy) || 30),
            name: extra.name ?? null,
          })
        }
        const entity = {
          id: paymentId,
          order_id: order.id,
          amount: order.amount,
          currency: order.currency,
          status: 'captured',
          method: 'card',
        }
        await sendWebhook('payment.captured', { payment: { entity } })
        return {
          razorpay_payment_id: paymentId,
          razorpay_order_id: order.id,
          razorpay_signature: hmacHex(keys.keySecret, `${order.id}|${paymentId}`),
        }
      })
    },
    { prefix: TEST_GATEWAY_PREFIX },
  )
}
