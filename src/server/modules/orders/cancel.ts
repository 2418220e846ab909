import type { Order } from '#domain/contracts/checkout.ts'
import { decide, orderMessages } from '#domain/orders.ts'
import { AppError } from '#server/errors.ts'
import type { CreditNoteRow } from '../invoices/service.ts'
import type { OrderAudit, OrderCore } from './core.ts'
import { columnsOf, stateOf } from './order-rows.ts'
import * as repo from './repo.ts'

/** Ending an unshipped order: the shopper's (or staff's) cancel and the reservation's expiry. */
export function createCancelling(core: OrderCore) {
  const { db, catalogue, announce, now, transition, releasing, creditNote, withItems } = core
  return {
    /**
     * Cancels while pending or processing: stock and coupon return; a paid order's refund is decided in the same
     * transaction and carried out once (the keys returned, for payments to carry out now).
     */
    async cancel(
      userId: string,
      orderId: string,
      audit?: OrderAudit,
      /** staff's words for the shopper, said in the cancellation mail */
      reason?: string,
    ): Promise<{ order: Order; refundKeys: string[] }> {
      let note: CreditNoteRow | undefined
      const { row, refundKeys } = await transition(
        orderId,
        { type: 'cancel' },
        {
          userId,
          audit,
          refused: (r) => new AppError('conflict', orderMessages.cannotCancel(r.status)),
          effects: async (tx, r, d, at) => {
            const released = await releasing(tx, r)
            // Last: the credit-note counter stays locked until commit, so it is taken after everything else.
            note = (await creditNote(tx, r, at, { kind: 'rest' }, { reason: 'cancelled' })).note
            return {
              ...released,
              cancelledAt: at,
              ...(d.refund ? { refundedAt: at } : {}),
              // A cash order cancelled while its WhatsApp confirmation was awaited is awaited no more (decision 049).
              ...(r.codConfirmation === 'pending' || r.codConfirmation === 'held'
                ? { codConfirmation: 'cancelled', codConfirmationAt: at }
                : {}),
            }
          },
          // Staff cancel with an audit line; the shopper without.
          notice: (_r, d) => ({
            kind: 'order_cancelled',
            refundPaise: d.refund?.amountPaise ?? 0,
            by: audit ? 'staff' : 'shopper',
            ...(reason ? { reason } : {}),
            creditNote: note,
          }),
        },
      )
      catalogue.notifyChanged()
      return { order: await withItems(row), refundKeys }
    },

    /** Unpaid orders past their reservation expire and give their stock back. Safe from several processes at once. */
    async expireReservations(): Promise<number> {
      const expired = await db.transaction(async (tx) => {
        const rows = await repo.lockExpired(tx, now())
        for (const row of rows) {
          const d = decide(stateOf(row), { type: 'expire' })
          if (!d.ok) continue
          await releasing(tx, row)
          const updated = await repo.update(tx, row.id, {
            ...columnsOf(d.next, now()),
            reservationExpiresAt: null,
          })
          await announce(tx, updated, { kind: 'order_expired' })
        }
        return rows.length
      })
      if (expired > 0) catalogue.notifyChanged()
      return expired
    },
  }
}
