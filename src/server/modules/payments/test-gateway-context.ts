import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { BANKS, WALLETS } from '#domain/payment-methods.ts'
import type { Db } from '#server/db/client.ts'
import { type FetchLike, hmacHex, safeEqualHex } from '#server/integrations/razorpay.ts'
import { gatewayOrders, gatewayPayments, type gatewayTokens } from './tables.ts'

// What the test gateway's parts share: ids, Basic auth, signed webhooks, Razorpay's entity shapes and how a
// payment ends (captured or failed).

export const TEST_GATEWAY_PREFIX = '/test-gateway'
export const TEST_CARDS = { success: '4111111111111111', declined: '4000000000000002' }
/** Razorpay's test VPAs: the first pays, the second fails. */
export const TEST_VPAS = { success: 'success@razorpay', failure: 'failure@razorpay' }
export const TEST_BANKS = BANKS
export const TEST_WALLETS = WALLETS

export const id = (prefix: string) =>
  `${prefix}_${randomBytes(9)
    .toString('base64url')
    .replace(/[^a-zA-Z0-9]/g, 'x')}`
/** A field the Checkout form sends as text; anything else counts as missing. */
export const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined)

export interface GatewayKeys {
  keyId: string
  keySecret: string
  webhookSecret: string
}

export type GatewayContext = ReturnType<typeof createGatewayContext>
type PaymentRow = typeof gatewayPayments.$inferSelect

export const paymentView = (p: typeof gatewayPayments.$inferSelect) => ({
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

export const tokenView = (t: typeof gatewayTokens.$inferSelect) => ({
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

export function createGatewayContext(opts: {
  db: Db
  keys: GatewayKeys
  webhookUrl: string
  fetch: FetchLike
  upiTimeoutSeconds?: number
}) {
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
    const [row] = await db.select().from(gatewayPayments).where(eq(gatewayPayments.id, paymentId)).limit(1)
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

  return {
    db,
    keys,
    upiTimeoutSeconds,
    checkAuth,
    sendWebhook,
    failureReply,
    successReply,
    settle,
    paymentById,
    payableOrder,
    answer,
  }
}
