import { messages } from '#domain/messages.ts'
import { paymentMessages } from '#domain/messages-payments.ts'
import { orderMessages } from '#domain/orders.ts'
import { methodOfPayment } from '#domain/payment-methods.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import type { RazorpayClient, RazorpayPayment } from '#server/integrations/razorpay.ts'
import type { IdentityService } from '../identity/service.ts'
import type { OrderRow, OrdersService } from '../orders/service.ts'
import { createSavedCards } from './saved-cards.ts'
import { CAPTURED, createWebhook } from './webhook.ts'

export { paymentMessages } from '#domain/messages-payments.ts'

// A refund claimed this long ago by a process that never recorded it is taken over (after asking the provider).
const STALE_CLAIM_SECONDS = 300

export type PaymentsService = ReturnType<typeof createPaymentsService>

/** What the payments service is made from (app.ts gives it); its parts (saved-cards.ts, webhook.ts) take the same. */
export type PaymentsDeps = {
  db: Db
  razorpay: RazorpayClient
  orders: OrdersService
  identity: IdentityService
  shopName: string
  checkoutScript: string
  testMode: boolean
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void }
}

/**
 * Payments: the provider order and Checkout's options, verifying a payment, refunds carried out once, and
 * reconciliation; saved cards and intents in saved-cards.ts, Razorpay's webhooks in webhook.ts.
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const { razorpay, orders } = deps

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
    // The capture is committed: a refund that cannot be carried out now (the database or the provider away) is
    // left to reconciliation, and never changes the answer about the payment (decision 032).
    if (outcome.kind !== 'unknown')
      await settleRefunds(outcome.refundKeys).catch((err) =>
        deps.log.error(
          { err, providerOrderId },
          'refunds not carried out now; reconciliation carries them out',
        ),
      )
    return outcome
  }

  const cards = createSavedCards(deps)
  const { webhook } = createWebhook(deps, capture)

  return {
    listMethods: cards.listMethods,
    addMethod: cards.addMethod,
    deleteMethod: cards.deleteMethod,
    createIntent: cards.createIntent,
    confirmIntent: cards.confirmIntent,

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
        amount: order.totalPaise,
        currency: 'INR' as const,
        description: `Order ${order.id}`,
        name: deps.shopName,
        shop_order_id: order.id,
        checkout_script: deps.checkoutScript,
        test_mode: deps.testMode,
        prefill,
        customer_id: (await cards.customerOf(userId)) ?? undefined,
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
      // Recorded already (the webhook came first, or this is a retry): the signed payment is the one the paid
      // order names, so it is answered at once, without asking the provider again (decision 032).
      if (
        order.paymentStatus === 'completed' &&
        order.providerOrderId === input.providerOrderId &&
        order.providerPaymentId === input.paymentId
      )
        return { order_id: order.id }
      const payment = await razorpay.fetchPayment(input.paymentId)
      if (payment.order_id !== input.providerOrderId || !CAPTURED.has(payment.status))
        throw new AppError('bad_request', paymentMessages.verificationFailed)
      let outcome: Awaited<ReturnType<typeof capture>>
      try {
        outcome = await capture(input.providerOrderId, payment)
      } catch (err) {
        if (err instanceof AppError) throw err
        // A captured payment that could not be recorded now is recorded by its webhook or by reconciliation;
        // the shopper is asked to try again in a moment, never told that something broke (decision 032).
        deps.log.error(
          { err, paymentId: input.paymentId, providerOrderId: input.providerOrderId },
          'captured payment not recorded now; its webhook or reconciliation records it',
        )
        throw new AppError('unavailable', messages.http.unavailable)
      }
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

    webhook,
  }
}
