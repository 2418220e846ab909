import { readFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { projectRoot } from '#server/project-root.ts'
import { gatewayPayments, gatewayTokens } from './tables.ts'
import {
  type GatewayContext,
  id,
  TEST_BANKS,
  TEST_CARDS,
  TEST_WALLETS,
  text,
  tokenView,
} from './test-gateway-context.ts'

const CHECKOUT_JS = readFileSync(
  path.join(projectRoot, 'src/server/modules/payments/test-gateway-checkout.js'),
  'utf8',
)

/** What Razorpay's Checkout asks of it: the script, a customer's saved cards and a payment by any method. */
export function registerGatewayCheckout(gw: FastifyInstance, ctx: GatewayContext): void {
  const { db, keys, payableOrder, settle, answer } = ctx
  // What Checkout shows as saved cards for a customer (public key only, masked, like Razorpay's own).
  gw.get('/checkout/tokens', { schema: { hide: true } }, async (req, reply) => {
    const q = req.query as { key?: unknown; customer_id?: unknown }
    if (q.key !== keys.keyId || typeof q.customer_id !== 'string' || !q.customer_id)
      return reply.code(400).send({ error: { description: 'Invalid request' } })
    const rows = await db.select().from(gatewayTokens).where(eq(gatewayTokens.customerId, q.customer_id))
    return { items: rows.map(tokenView) }
  })

  gw.get('/checkout.js', { schema: { hide: true } }, (_req, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(CHECKOUT_JS),
  )

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
      const [token] = await db.select().from(gatewayTokens).where(eq(gatewayTokens.id, body.token)).limit(1)
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
}
