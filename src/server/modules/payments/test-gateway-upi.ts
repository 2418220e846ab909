import type { FastifyInstance } from 'fastify'
import { rupeesText } from '#domain/money.ts'
import { gatewayPayments } from './tables.ts'
import { type GatewayContext, id, text } from './test-gateway-context.ts'

/** UPI by QR or intent: a payment that waits for the shopper's phone (these routes) or times out. */
export function registerGatewayUpi(gw: FastifyInstance, ctx: GatewayContext): void {
  const { db, keys, upiTimeoutSeconds, payableOrder, paymentById, settle, successReply, failureReply } = ctx
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
      upi_uri: `upi://pay?pa=surya.naturals@razorpay&pn=${encodeURIComponent('Surya Naturals')}&am=${rupeesText(order.amount)}&cu=INR&tr=${p!.id}`,
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
      return reply.code(404).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'Unknown request' } })
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
      return reply.code(404).send({ error: { code: 'BAD_REQUEST_ERROR', description: 'Unknown payment' } })
    if (p.status === 'created') return { status: 'created' }
    return p.status === 'captured'
      ? { status: 'captured', ...successReply(p) }
      : { status: 'failed', ...failureReply(p) }
  })
}
