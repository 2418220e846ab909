import { decide } from '#domain/orders.ts'
import { AppError } from '#server/errors.ts'
import { invoiceUrlOf } from '../invoices/service.ts'
import type { OrderCore } from './core.ts'
import { type CaptureOutcome, columnsOf, stateOf } from './order-rows.ts'
import * as repo from './repo.ts'

/** What the provider reports of a payment: captured (paid, a repeat or money to give back) or failed. */
export function createPaymentOutcomes(core: OrderCore) {
  const { db, cart, invoices, announce, now, transition } = core
  return {
    /**
     * A payment the provider captured (verify, a webhook or reconciliation). Under the order's lock the machine
     * decides: paid; a repeat (nothing changes); or money to give back — the order was cancelled or expired
     * first, the amount is not the total, the provider order was replaced, or the order was already paid.
     */
    async recordCapture(input: {
      providerOrderId: string
      paymentId: string
      amountPaise: number
      /** The payment entity's method and its detail (bank, wallet, masked VPA, card). */
      method?: { method: string; detail: string | null }
    }): Promise<CaptureOutcome> {
      const found = await repo.findByProviderOrder(db, input.providerOrderId)
      if (!found) return { kind: 'unknown' }
      const outcome = await db.transaction(async (tx): Promise<CaptureOutcome> => {
        const row = (await repo.lock(tx, found.id))!
        const earlier = await repo.refundsOfPayment(tx, input.paymentId)
        const foreign = earlier.find(
          (r) => r.reason === 'amount_mismatch' || r.reason === 'duplicate_payment',
        )
        const d = decide(stateOf(row), {
          type: 'capture',
          amountPaise: input.amountPaise,
          known: Boolean(foreign) || row.providerPaymentId === input.paymentId,
          current: row.providerOrderId === input.providerOrderId,
        })
        if (!d.ok) return { kind: 'already', order: row, refundKeys: [] }
        if (!d.foreign && !d.changed) {
          // Known already (a webhook came first): answer as it ended, not merely 'already'.
          const kind = foreign
            ? (foreign.reason as 'amount_mismatch' | 'duplicate_payment')
            : earlier.some((r) => r.reason === 'late_payment')
              ? 'late'
              : 'already'
          return { kind, order: row, refundKeys: [] }
        }
        const at = now()
        if (d.foreign) {
          const key = `${d.foreign}:${input.paymentId}`
          await repo.insertRefund(tx, {
            key,
            orderId: row.id,
            paymentId: input.paymentId,
            amountPaise: input.amountPaise,
            reason: d.foreign,
          })
          const issue =
            d.foreign === 'duplicate_payment'
              ? `A second payment ${input.paymentId} was refunded`
              : `Payment ${input.paymentId} of ${input.amountPaise} paise (order total ${row.totalPaise}) was refunded`
          const order = await repo.update(tx, row.id, { paymentIssue: issue, updatedAt: at })
          await announce(tx, order, {
            kind: 'payment_refunded',
            amountPaise: input.amountPaise,
            reason: d.foreign,
            refundKey: key,
          })
          return { kind: d.foreign, order, refundKeys: [key] }
        }
        if (!d.changed) return { kind: 'already', order: row, refundKeys: [] }
        if (d.next.status === 'processing') {
          const items = await repo.itemsOf(tx, row.id)
          await cart.redeemCoupon(tx, row.id)
          await cart.removeOrdered(
            tx,
            row.userId,
            items.map((i) => ({ productId: i.productId, packId: i.packId, quantity: i.quantity })),
            row.couponCode,
          )
          const order = await repo.update(tx, row.id, {
            ...columnsOf(d.next, at),
            providerPaymentId: input.paymentId,
            ...(input.method
              ? { paymentMethod: input.method.method, paymentDetail: input.method.detail }
              : {}),
            paidAt: at,
            reservationExpiresAt: null,
            // Numbered with the payment, in its transaction: consecutive per financial year whatever storage does.
            // Its PDF is the outbox's invoice job, written with the confirmation below (decision 036): nothing
            // on this request renders or waits for it.
            invoiceNumber: await invoices.nextNumber(tx, at),
            invoiceUrl: invoiceUrlOf(row.id),
          })
          await announce(tx, order, { kind: 'order_confirmed' })
          return { kind: 'paid', order, refundKeys: [] }
        }
        // Late: the order was cancelled or expired before the money arrived.
        const key = `late_payment:${input.paymentId}`
        await repo.insertRefund(tx, {
          key,
          orderId: row.id,
          paymentId: input.paymentId,
          amountPaise: d.refund!.amountPaise,
          reason: 'late_payment',
        })
        const order = await repo.update(tx, row.id, {
          ...columnsOf(d.next, at),
          providerPaymentId: input.paymentId,
          refundedAt: at,
        })
        await announce(tx, order, {
          kind: 'payment_refunded',
          amountPaise: d.refund!.amountPaise,
          reason: 'late_payment',
          refundKey: key,
        })
        return { kind: 'late', order, refundKeys: [key] }
      })
      return outcome
    },

    /** A failed attempt on the order's current provider order: the order stays payable. */
    async recordPaymentFailed(providerOrderId: string): Promise<void> {
      const found = await repo.findByProviderOrder(db, providerOrderId)
      if (!found || found.providerOrderId !== providerOrderId) return
      await transition(
        found.id,
        { type: 'payment_failed' },
        { refused: () => new AppError('conflict', ''), notice: () => ({ kind: 'payment_failed' }) },
      ).catch((err) => {
        if (!(err instanceof AppError)) throw err
      })
    },
  }
}
