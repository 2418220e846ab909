import { and, desc, eq } from 'drizzle-orm'
import { messages } from '../../../domain/messages.ts'
import { paiseToRupees } from '../../../domain/money.ts'
import type { ServiceLevel } from '../../../domain/shipping.ts'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../errors.ts'
import type { RazorpayClient } from '../../integrations/razorpay.ts'
import type { IdentityService } from '../identity/service.ts'
import type { OrdersService, Refunder } from '../orders/service.ts'
import { orders as ordersTable } from '../orders/tables.ts'
import { paymentCustomers, paymentEvents } from './tables.ts'

export const paymentMessages = {
  noCheckout:
    'Start checkout first: a payment intent is the Razorpay order of your checkout, and its amount must match',
  unknownMethod: 'Saved card not found',
  unknownIntent: 'Payment intent not found',
  verificationFailed: 'Payment verification failed',
  badSignature: 'Invalid webhook signature',
}

export type PaymentsService = ReturnType<typeof createPaymentsService>

export function createPaymentsService(deps: {
  db: Db
  razorpay: RazorpayClient
  orders: OrdersService
  identity: IdentityService
  shopName: string
  checkoutScript: string
  testMode: boolean
}) {
  const { db, razorpay, orders } = deps

  const refunder: Refunder = {
    async refund({ paymentId, amountPaise, orderId }) {
      const refund = await razorpay.refund(paymentId, { amountPaise, notes: { order_id: orderId } })
      return { id: refund.id, processed: refund.status === 'processed' }
    },
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
    refunder,
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
      const [order] = await db
        .select()
        .from(ordersTable)
        .where(
          and(
            eq(ordersTable.userId, userId),
            eq(ordersTable.status, 'pending'),
            eq(ordersTable.totalPaise, Math.round(amountRupees * 100)),
          ),
        )
        .orderBy(desc(ordersTable.createdAt))
        .limit(1)
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

    /** Places our order (stock reserved), then the provider's order; undoes ours if the provider refuses. */
    async createOrder(
      userId: string,
      input: {
        firstName: string
        lastName: string
        mobile: string
        addressId: string
        serviceLevel: ServiceLevel
        notes?: string
        /** the shopper's email address (from their token), for Checkout's prefill */
        email: string
      },
    ) {
      const order = await orders.place(userId, input)
      let providerOrderId: string
      try {
        const created = await razorpay.createOrder({
          amountPaise: order.totalPaise,
          currency: 'INR',
          receipt: order.id,
          notes: { shop_order_id: order.id },
        })
        providerOrderId = created.id
      } catch {
        await orders.abandon(order.id)
        throw new AppError('unavailable', messages.checkout.createOrderFailed)
      }
      await orders.attachProviderOrder(order.id, providerOrderId)
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
        prefill: {
          name: `${input.firstName} ${input.lastName}`.trim(),
          email: input.email,
          contact: input.mobile,
        },
        customer_id: (await customerOf(userId)) ?? undefined,
      }
    },

    /** Checkout's handler result: the signature must match the order id we stored (timing-safe compare). */
    async verify(userId: string, input: { paymentId: string; providerOrderId: string; signature: string }) {
      const order = await orders.findByProviderOrder(input.providerOrderId)
      if (!order || order.userId !== userId) throw new AppError('not_found', 'Order not found')
      const valid = razorpay.verifyPaymentSignature({
        orderId: order.providerOrderId!,
        paymentId: input.paymentId,
        signature: input.signature,
      })
      if (!valid) throw new AppError('bad_request', paymentMessages.verificationFailed)
      const paid = await orders.markPaid(order.providerOrderId!, input.paymentId)
      return { order_id: paid.id }
    },

    /**
     * After a crash or a lost webhook: asks the provider about every order still waiting for its payment (or
     * cancelled in the last day) and records captured payments. markPaid is idempotent and refunds a payment
     * that arrived after its reservation expired, so nothing is paid twice or lost.
     */
    async reconcile(): Promise<number> {
      let recorded = 0
      for (const order of await orders.awaitingPayment()) {
        const captured = (await razorpay.orderPayments(order.providerOrderId!)).find(
          (p) => p.status === 'captured',
        )
        if (captured) {
          await orders.markPaid(order.providerOrderId!, captured.id)
          recorded++
        }
      }
      return recorded
    },

    /**
     * Razorpay webhooks, checked over the raw body. Each event id is handled once, so an order is paid even
     * when the browser closed before verify, and repeated deliveries change nothing.
     */
    async webhook(rawBody: Buffer, signature: string | undefined, eventIdHeader: string | undefined) {
      if (!signature || !razorpay.verifyWebhookSignature(rawBody, signature)) {
        throw new AppError('bad_request', paymentMessages.badSignature)
      }
      const event = JSON.parse(rawBody.toString('utf8')) as {
        id?: string
        event: string
        payload: {
          payment?: { entity: { id: string; order_id: string } }
          order?: { entity: { id: string } }
          refund?: { entity: { id: string; payment_id: string; notes?: { order_id?: string } } }
        }
      }
      const eventId = eventIdHeader ?? event.id
      if (!eventId) throw new AppError('bad_request', 'Missing event id')
      const providerOrderId = event.payload.payment?.entity.order_id ?? event.payload.order?.entity.id ?? null
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
            const payment = event.payload.payment?.entity
            if (payment && providerOrderId) await orders.markPaid(providerOrderId, payment.id)
            break
          }
          case 'payment.failed':
            if (providerOrderId) await orders.markPaymentFailed(providerOrderId)
            break
          case 'refund.processed': {
            const refund = event.payload.refund?.entity
            const order = providerOrderId ? await orders.findByProviderOrder(providerOrderId) : undefined
            if (refund && order?.providerOrderId) await orders.markRefunded(order.providerOrderId, refund.id)
            break
          }
        }
      } catch (err) {
        // Let the provider deliver it again later.
        const { eq } = await import('drizzle-orm')
        await db.delete(paymentEvents).where(eq(paymentEvents.eventId, eventId))
        throw err
      }
      return { duplicate: false }
    },
  }
}
