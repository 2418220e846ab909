import { sql } from 'drizzle-orm'
import { orderMessages } from '#domain/orders.ts'
import { AppError } from '#server/errors.ts'
import type { OrderCore } from './core.ts'
import * as repo from './repo.ts'

// A cash order's confirmation by its shopper on WhatsApp (decision 049). Placing a cash order for a shopper who
// opted in to WhatsApp leaves it `pending` confirmation; their Confirm makes it `confirmed`, their Cancel cancels
// it through the order's cancel path (stock and coupon back, the cancellation mail), and the sweep cancels it
// (`expired`) or holds it for a call (`held`) when the owner's hours pass. Confirm is one conditional UPDATE; a
// cancel takes the order's row lock and cancels only while the confirmation is still awaited, so of a Confirm
// racing a Cancel (or the sweep) exactly one happens: PostgreSQL re-checks the UPDATE's condition after the lock.

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

class NotAwaited extends Error {
  readonly state: string
  constructor(state: string) {
    super(`not awaiting confirmation: ${state}`)
    this.state = state
  }
}

export function createCodConfirmation(core: OrderCore) {
  const { deps, db, catalogue, transition, releasing, creditNote, now } = core

  /**
   * Cancels a cash order whose confirmation is awaited: by its shopper's Cancel (`cancelled`), or unconfirmed after
   * the owner's hours (`expired`, only while still pending and past `before`). Answers what happened.
   */
  async function cancelAwaited(
    orderId: string,
    why: 'cancelled' | 'expired',
    before?: Date,
  ): Promise<string> {
    try {
      await transition(
        orderId,
        { type: 'cancel' },
        {
          refused: (r) => new AppError('conflict', orderMessages.cannotCancel(r.status)),
          effects: async (tx, r, _d, at) => {
            const awaited =
              r.codConfirmation === 'pending' || (why === 'cancelled' && r.codConfirmation === 'held')
            if (!awaited) throw new NotAwaited(r.codConfirmation ?? 'not asked')
            if (before && (!r.codConfirmationAt || r.codConfirmationAt > before))
              throw new NotAwaited('not due')
            const released = await releasing(tx, r)
            const note = (await creditNote(tx, r, at, { kind: 'rest' }, { reason: 'cancelled' })).note
            noteOf.set(orderId, note)
            return {
              ...released,
              cancelledAt: at,
              codConfirmation: why,
              codConfirmationAt: at,
            }
          },
          notice: (_r, d) => ({
            kind: 'order_cancelled',
            refundPaise: d.refund?.amountPaise ?? 0,
            by: why === 'cancelled' ? 'shopper' : 'staff',
            ...(why === 'expired'
              ? {
                  reason: `it was not confirmed on WhatsApp within ${deps.config.payments.cod.confirmHours} hours`,
                }
              : {}),
            creditNote: noteOf.get(orderId),
          }),
        },
      )
    } catch (err) {
      noteOf.delete(orderId)
      if (err instanceof NotAwaited) return `ignored: the order is ${err.state}`
      if (err instanceof AppError) return `ignored: ${err.message}`
      throw err
    }
    noteOf.delete(orderId)
    catalogue.notifyChanged()
    return why
  }
  const noteOf = new Map<string, Awaited<ReturnType<typeof creditNote>>['note']>()

  return {
    /** The shopper's Confirm: only while the order is open and its confirmation awaited (pending or held). */
    async confirmCod(orderId: string): Promise<string> {
      const r = await db.execute(sql`
        update orders set cod_confirmation = 'confirmed', cod_confirmation_at = now(), updated_at = now()
        where id = ${orderId} and cod_confirmation in ('pending', 'held') and status = 'processing'
        returning id`)
      if (rowsOf(r).length > 0) return 'confirmed'
      const row = await repo.findById(db, orderId)
      return row
        ? `ignored: the order is ${row.status === 'processing' ? (row.codConfirmation ?? 'not asked') : row.status}`
        : 'ignored: no such order'
    },

    /** The shopper's Cancel, through the cancel path. */
    cancelCod: (orderId: string) => cancelAwaited(orderId, 'cancelled'),

    /**
     * Cash orders unconfirmed after the owner's hours: cancelled with their stock back, or held for a call (the
     * owner's setting). Safe from several processes at once; answers how many it changed.
     */
    async expireUnconfirmedCod(): Promise<number> {
      const { confirmHours, unconfirmed } = deps.config.payments.cod
      const before = new Date(now().getTime() - confirmHours * 3_600_000)
      if (unconfirmed === 'hold') {
        const r = await db.execute(sql`
          update orders set cod_confirmation = 'held', updated_at = now()
          where cod_confirmation = 'pending' and cod_confirmation_at <= ${before}
          returning id`)
        return rowsOf(r).length
      }
      const due = rowsOf<{ id: string }>(
        await db.execute(sql`
          select id from orders where cod_confirmation = 'pending' and cod_confirmation_at <= ${before}
          order by cod_confirmation_at limit 100`),
      )
      let n = 0
      for (const { id } of due) if ((await cancelAwaited(id, 'expired', before)) === 'expired') n++
      return n
    },
  }
}
