import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { gatewayCustomers, gatewayOrders, gatewayPayments, gatewayRefunds, gatewayTokens } from './tables.ts'
import { type GatewayContext, id, paymentView, tokenView } from './test-gateway-context.ts'

const refundTooLarge = (reply: FastifyReply) =>
  reply.code(400).send({
    error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount exceeds the amount captured' },
  })

/** Razorpay's server-to-server API (Basic auth): orders, payments, refunds, customers and their saved cards. */
export function registerGatewayApi(gw: FastifyInstance, ctx: GatewayContext): void {
  const { db, checkAuth, sendWebhook } = ctx
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
    if (!Number.isInteger(refundAmount) || refundAmount <= 0) return refundTooLarge(reply)
    const refund = {
      id: id('rfnd'),
      entity: 'refund',
      amount: refundAmount,
      currency: 'INR',
      payment_id: paymentId,
      notes: notes ?? {},
      status: 'processed',
    }
    // The money marked refunded and the refund's record in one transaction (decision 032): a failure between
    // them (the pool exhausted, the database gone) leaves neither, so the shop's retry finds the money still
    // there. One conditional update: concurrent refunds never take more than was captured, as at Razorpay.
    const taken = await db.transaction(async (tx) => {
      const rows = await tx
        .update(gatewayPayments)
        .set({ refundedAmount: sql`${gatewayPayments.refundedAmount} + ${refundAmount}` })
        .where(
          and(
            eq(gatewayPayments.id, paymentId),
            sql`${gatewayPayments.refundedAmount} + ${refundAmount} <= ${gatewayPayments.amount}`,
          ),
        )
        .returning({ id: gatewayPayments.id })
      if (rows.length === 0) return false
      await tx
        .insert(gatewayRefunds)
        .values({ id: refund.id, paymentId, amount: refundAmount, notes: refund.notes })
      return true
    })
    if (!taken) return refundTooLarge(reply)
    await sendWebhook('refund.processed', {
      refund: { entity: refund },
      payment: {
        entity: { id: paymentId, order_id: payment.orderId, amount: payment.amount, status: 'refunded' },
      },
    })
    return refund
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
      if (existing) return { id: existing.id, entity: 'customer', name: existing.name, email: existing.email }
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

  gw.get('/v1/customers/:customerId/tokens', { schema: { hide: true } }, async (req, reply) => {
    if (!checkAuth(req, reply)) return reply
    const { customerId } = req.params as { customerId: string }
    const rows = await db.select().from(gatewayTokens).where(eq(gatewayTokens.customerId, customerId))
    return { entity: 'collection', count: rows.length, items: rows.map(tokenView) }
  })

  gw.delete('/v1/customers/:customerId/tokens/:tokenId', { schema: { hide: true } }, async (req, reply) => {
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
  })
}
