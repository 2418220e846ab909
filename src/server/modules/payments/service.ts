import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { paymentMessages } from '../../../domain/messages-payments.ts'
import { paiseToRupees } from '../../../domain/money.ts'
import { orderMessages } from '../../../domain/orders.ts'
import { methodOfPayment } from '../../../domain/payment-methods.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { RazorpayClient, RazorpayPayment } from '../../integrations/razorpay.ts'
import type { IdentityService } from '../identity/service.ts'
import type { OrderRow, OrdersService } from '../orders/service.ts'
import { paymentCustomers, paymentEvents } from './tables.ts'

export { paymentMessages } from '../../../domain/messages-payments.ts'

const CAPTURED = new Set(['captured', 'refunded'])
// A refund claimed this long ago by a process that never recorded it is taken over (after asking the provider).
const STALE_CLAIM_SECONDS = 300

const webhookEvent = z.object({
  id: z.string().optional(),
  event: z.string(),
  payload: z.object({
    payment: z
      .object({
        entity: z.object({
          id: z.string(),
          order_id: z.string().nullable().optional(),
          amount: z.number().int().nonnegative(),
          status: z.string().optional(),
          method: z.string().optional(),
          vpa: z.string().nullable().optional(),
          bank: z.string().nullable().optional(),
          wallet: z.string().nullable().optional(),
          card: z
            .object({ network: z.string().nullable().optional(), last4: z.string().nullable().optional() })
            .nullable()
            .optional(),
        }),
      })
      .optional(),
    order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
    refund: z
      .object({
        entity: z.object({
          id: z.string(),
          payment_id: z.string(),
          notes: z.union([z.record(z.string(), z.string()), z.array(z.unknown())]).optional(),
        }),
      })
      .optional(),
  }),
})

export type PaymentsService = ReturnType<typeof createPaymentsService>

export function createPaymentsService(deps: {
  db: Db
  razorpay: RazorpayClient
  orders: OrdersService
  identity: IdentityService
  shopName: string
  checkoutScript: string
  testMode: boolean
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void }
}) {
  const { db, razorpay, orders } = deps

  /**
   * Carries out refunds a transition decided, each once: the row is claimed first (one process wins); a claim
   * that was taken over asks the provider whether the refund exists before calling again. A failure leaves the
   * row pending for reconciliation.
   */
  async function settleRefunds(keys: string[]): Promise<void> {
    for (const key of keys) {
      const row = await orders.claimRefund(key, STALE_CLAIM_SECONDS)
      if (!row) continue
      try {
        const made =
          row.attempts > 1
            ? (await razorpay.paymentRefunds(row.paymentId)).find(
                (r) => !Array.isArray(r.notes) && r.notes?.idempotency_key === key,
              )
            : undefined
        const refund =
          made ??
          (await razorpay.refund(row.paymentId, {
            amountPaise: row.amountPaise,
            notes: { order_id: row.orderId, idempotency_key: key },
          }))
        await orders.finishRefund(key, refund.id)
      } catch (err) {
        await orders.failRefund(key, err instanceof Error ? err.message : String(err))
        deps.log.error(
          { err, key, orderId: row.orderId },
          'refund not carried out; reconciliation retries it',
        )
      }
    }
  }

  /** A captured payment recorded on its order, and the refunds that decided carried out now. */
  async function capture(providerOrderId: string, payment: RazorpayPayment) {
    const outcome = await orders.recordCapture({
      providerOrderId,
      paymentId: payment.id,
      amountPaise: payment.amount,
      method: methodOfPayment(payment),
    })
    if (outcome.kind !== 'unknown') await settleRefunds(outcome.refundKeys)
    return outcome
  }

  async function customerOf(userId: string): Promise<string | null> {
    const [row] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId)).limit(1)
    return row?.providerCustomerId ?? null
  }

  async function listMethods(userId: string) {
    const customerId = await customerOf(userId)
    if (!customerId) return { customer_id: null, methods: [] }
    const tokens = await razorpay.listTokens(customerId)
    return {
      customer_id: customerId,
      methods: tokens.map((t) => ({
        id: t.id,
        type: 'card' as const,
        card: t.card,
        created_at: new Date(t.created_at * 1000).toISOString(),
      })),
    }
  }

  return {
    listMethods,

    /** Enables saved cards: a Razorpay customer for the shopper; Checkout saves the card on the next payment. */
    async addMethod(userId: string) {
      if (!(await customerOf(userId))) {
        const who = await deps.identity.getUserName(userId)
        const customer = await razorpay.createCustomer({
          name: who?.name || 'Shopper',
          email: who?.email ?? '',
        })
        await db
          .insert(paymentCustomers)
          .values({ userId, providerCustomerId: customer.id })
          .onConflictDoNothing()
      }
      return listMethods(userId)
    },

    async deleteMethod(userId: string, tokenId: string) {
      const customerId = await customerOf(userId)
      const own = customerId ? await razorpay.listTokens(customerId) : []
      if (!customerId || !own.some((t) => t.id === tokenId))
        throw new AppError('not_found', paymentMessages.unknownMethod)
      await razorpay.deleteToken(customerId, tokenId)
      return listMethods(userId)
    },

    /** Decision record 008: an intent is the Razorpay order of the shopper's current checkout, matched by amount. */
    async createIntent(userId: string, amountRupees: number) {
      // One open order per shopper: the intent is its provider order, when the amount is the one it asks.
      const open = await orders.openOf(userId)
      const order = open?.totalPaise === Math.round(amountRupees * 100) ? open : undefined
      if (!order?.providerOrderId) throw new AppError('conflict', paymentMessages.noCheckout)
      return {
        id: order.providerOrderId,
        object: 'payment_intent' as const,
        amount: paiseToRupees(order.totalPaise),
        currency: 'INR' as const,
        status: 'requires_payment_method' as const,
        shop_order_id: order.id,
      }
    },

    /** With Razorpay a saved card is still authorised by the shopper in Checkout: confirm prepares that. */
    async confirmIntent(userId: string, intentId: string, methodId: string) {
      const order = await orders.findByProviderOrder(intentId)
      if (!order || order.userId !== userId || order.status !== 'pending') {
        throw new AppError('not_found', paymentMessages.unknownIntent)
      }
      const { customer_id, methods } = await listMethods(userId)
      if (!customer_id || !methods.some((m) => m.id === methodId))
        throw new AppError('not_found', paymentMessages.unknownMethod)
      return {
        status: 'requires_action' as const,
        next_action: 'open_checkout' as const,
        checkout: {
          key_id: razorpay.keyId,
          order_id: intentId,
          amount: paiseToRupees(order.totalPaise),
          currency: 'INR' as const,
          customer_id,
          token: methodId,
          checkout_script: deps.checkoutScript,
        },
      }
    },

    /** The provider order for an order being placed (checkout step 2); its undo is the order's own. */
    async createProviderOrder(order: { id: string; totalPaise: number }): Promise<string> {
      const created = await razorpay.createOrder({
        amountPaise: order.totalPaise,
        currency: 'INR',
        receipt: order.id,
        notes: { shop_order_id: order.id },
      })
      return created.id
    },

    /** What Razorpay Checkout is opened with, for an order and its provider order. */
    async checkoutOptions(
      userId: string,
      order: OrderRow,
      providerOrderId: string,
      prefill: { name: string; email: string; contact: string },
    ) {
      return {
        key_id: razorpay.keyId,
        order_id: providerOrderId,
        amount: paiseToRupees(order.totalPaise),
        currency: 'INR' as const,
        description: `Order ${order.id}`,
        name: deps.shopName,
        shop_order_id: order.id,
        checkout_script: deps.checkoutScript,
        test_mode: deps.testMode,
        prefill,
        customer_id: (await customerOf(userId)) ?? undefined,
      }
    },

    settleRefunds,

    /**
     * Checkout's handler result: the signature must match (timing-safe), then the payment itself is asked of the
     * provider, because the signature says nothing of its amount. A payment that arrived after the order was
     * cancelled or expired, or of another amount, is refunded and answered as such.
     */
    async verify(userId: string, input: { paymentId: string; providerOrderId: string; signature: string }) {
      const order = await orders.findByProviderOrder(input.providerOrderId)
      if (!order || order.userId !== userId) throw new AppError('not_found', orderMessages.notFound)
      const valid = razorpay.verifyPaymentSignature({
        orderId: input.providerOrderId,
        paymentId: input.paymentId,
        signature: input.signature,
      })
      if (!valid) throw new AppError('bad_request', paymentMessages.verificationFailed)
      const payment = await razorpay.fetchPayment(input.paymentId)
      if (payment.order_id !== input.providerOrderId || !CAPTURED.has(payment.status))
        throw new AppError('bad_request', paymentMessages.verificationFailed)
      const outcome = await capture(input.providerOrderId, payment)
      if (outcome.kind === 'late') throw new AppError('conflict', orderMessages.latePayment)
      if (outcome.kind === 'amount_mismatch') throw new AppError('conflict', orderMessages.amountMismatch)
      if (outcome.kind === 'duplicate_payment' && outcome.order.paymentMethod === 'cod')
        throw new AppError('conflict', orderMessages.codPaidOnline)
      if (outcome.kind === 'unknown') throw new AppError('not_found', orderMessages.notFound)
      return { order_id: outcome.order.id }
    },

    /**
     * After a crash, a lost webhook, or a refund call that failed: refunds decided but not carried out are carried
     * out; cancelled or expired orders that still owe money get their refund; and every provider order of an
     * unpaid, cancelled or expired order (last two days) is asked for captured payments, which are recorded (and
     * refunded when the order can no longer take them). Safe to run from several processes at once.
     */
    async reconcile(): Promise<number> {
      let recorded = 0
      await settleRefunds([
        ...(await orders.openRefundKeys(STALE_CLAIM_SECONDS)),
        ...(await orders.decideOwedRefunds()),
      ])
      for (const { providerOrderId } of await orders.providerOrdersToReconcile(2)) {
        for (const payment of await razorpay.orderPayments(providerOrderId)) {
          if (!CAPTURED.has(payment.status)) continue
          const outcome = await capture(providerOrderId, payment)
          if (outcome.kind !== 'already' && outcome.kind !== 'unknown') recorded++
        }
      }
      return recorded
    },

    /**
     * Razorpay webhooks, checked over the raw body. Each event id is handled once, so an order is paid even when
     * the browser closed before verify, and repeated deliveries change nothing. A signed body that is not an event
     * is 400; an event about an order that is not ours is acknowledged (200) and logged, so it is not retried.
     */
    async webhook(rawBody: Buffer, signature: string | undefined, eventIdHeader: string | undefined) {
      if (!signature || !razorpay.verifyWebhookSignature(rawBody, signature)) {
        throw new AppError('bad_request', paymentMessages.badSignature)
      }
      let json: unknown
      try {
        json = JSON.parse(rawBody.toString('utf8'))
      } catch {
        throw new AppError('bad_request', paymentMessages.malformedEvent)
      }
      const parsed = webhookEvent.safeParse(json)
      if (!parsed.success) throw new AppError('bad_request', paymentMessages.malformedEvent)
      const event = parsed.data
      const eventId = eventIdHeader ?? event.id
      if (!eventId) throw new AppError('bad_request', paymentMessages.missingEventId)
      const payment = event.payload.payment?.entity
      const providerOrderId = payment?.order_id ?? event.payload.order?.entity.id ?? null
      const fresh = await db
        .insert(paymentEvents)
        .values({ eventId, type: event.event, providerOrderId })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId })
      if (fresh.length === 0) return { duplicate: true }
      try {
        switch (event.event) {
          case 'payment.captured':
          case 'order.paid': {
            if (payment && providerOrderId && CAPTURED.has(payment.status ?? 'captured')) {
              const outcome = await capture(providerOrderId, {
                ...payment,
                order_id: providerOrderId,
                status: 'captured',
              })
              if (outcome.kind === 'unknown')
                deps.log.warn({ eventId, providerOrderId }, 'webhook for an order that is not ours: ignored')
            }
            break
          }
          case 'payment.failed':
            if (providerOrderId) await orders.recordPaymentFailed(providerOrderId)
            break
          case 'refund.processed': {
            const refund = event.payload.refund?.entity
            const key = refund && !Array.isArray(refund.notes) ? refund.notes?.idempotency_key : undefined
            if (refund && key) await orders.finishRefund(key, refund.id)
            break
          }
        }
      } catch (err) {
        // Let the provider deliver it again later.
        await db.delete(paymentEvents).where(eq(paymentEvents.eventId, eventId))
        throw err
      }
      return { duplicate: false }
    },
  }
}
