import { createHash } from 'node:crypto'
import { type CreditRequest, creditNoteMessages } from '#domain/credit-notes.ts'
import { allowedFrom, type OrderStatus, orderMessages } from '#domain/orders.ts'
import { AppError } from '#server/errors.ts'
import type { CreditNoteRow } from '../invoices/service.ts'
import type { OrderAudit, OrderCore } from './core.ts'
import { invoiced, sourceOf } from './order-rows.ts'
import * as repo from './repo.ts'

type OrderRow = repo.OrderRow

/** Refunds decided under the order's lock (payments carries them out once): owed ones and staff's partial ones. */
export function createRefunds(core: OrderCore) {
  const { db, invoices, now, transition, creditNote } = core
  return {
    /** A refund's facts, for payments to carry it out. */
    claimRefund: (key: string, staleSeconds: number) => repo.claimRefund(db, key, staleSeconds),
    finishRefund: (key: string, providerRefundId: string) => repo.finishRefund(db, key, providerRefundId),
    failRefund: (key: string, error: string) => repo.failRefund(db, key, error),
    openRefundKeys: (staleSeconds: number) => repo.openRefundKeys(db, staleSeconds),
    refundKeysOf: (orderId: string) => repo.refundKeysOf(db, orderId),
    providerOrdersToReconcile: (days: number) => repo.providerOrdersToReconcile(db, days),

    /** Cancelled or expired orders still owing part of a captured payment get their refund decided (once). */
    async decideOwedRefunds(): Promise<string[]> {
      const keys: string[] = []
      for (const row of await repo.owingOrders(db)) {
        const key = `cancelled:${row.providerPaymentId}`
        await db.transaction(async (tx) => {
          const locked = await repo.lock(tx, row.id)
          // removed since it was listed (Start selling removes test orders, decision 050): nothing owed
          if (!locked) return
          const owed = locked.capturedPaise - locked.refundedPaise
          if (owed <= 0 || !locked.providerPaymentId) return
          await repo.insertRefund(tx, {
            key,
            orderId: row.id,
            paymentId: locked.providerPaymentId,
            amountPaise: owed,
            reason: 'cancelled',
          })
          await repo.update(tx, row.id, {
            refundedPaise: locked.capturedPaise,
            paymentStatus: 'refunded',
            refundedAt: now(),
          })
          keys.push(key)
        })
      }
      return keys
    },

    /**
     * Staff give back part of a paid order (decision 025): units of its items, or an amount, with a reason. Under
     * the order's lock the machine decides the refund (never beyond what is left of the payment) and its credit
     * note is written in the same transaction, split as the invoice is; the refund is carried out once after
     * commit (the keys returned, for payments). `requestKey` is the request's Idempotency-Key (decision 035): the
     * same key again answers this refund (`repeated`) and refunds nothing more, whatever the concurrency, since it
     * is looked up under the same lock and written in the same transaction; with another request it is refused.
     */
    async refundPartially(
      orderId: string,
      what: { amountPaise: number } | { lines: { productId: number; quantity: number }[] },
      reason: string,
      requestKey: string,
      audit?: OrderAudit,
    ): Promise<{
      row: Pick<OrderRow, 'id' | 'status' | 'paymentStatus' | 'refundedPaise'>
      refundKeys: string[]
      creditNote: CreditNoteRow
      repeated: boolean
    }> {
      const fingerprint = createHash('sha256')
        .update(
          JSON.stringify(
            'amountPaise' in what
              ? { amountPaise: what.amountPaise, reason }
              : {
                  lines: [...what.lines].sort((a, b) => a.productId - b.productId || a.quantity - b.quantity),
                  reason,
                },
          ),
        )
        .digest('hex')
      let earlier = await repo.findRefundRequest(db, orderId, requestKey)
      const answer = async (r: repo.RefundRequestRow) => {
        if (r.fingerprint !== fingerprint) throw new AppError('conflict', creditNoteMessages.keyReused)
        const note = (await invoices.creditNotesOf(orderId)).find((n) => n.number === r.creditNoteNumber)
        return {
          row: {
            id: orderId,
            status: r.status,
            paymentStatus: r.paymentStatus,
            refundedPaise: r.refundedPaise,
          },
          refundKeys: [],
          creditNote: note!,
          repeated: true,
        }
      }
      if (earlier) return answer(earlier)
      const before = await repo.findById(db, orderId)
      if (!before) throw new AppError('not_found', orderMessages.notFound)
      if (!invoiced(before)) throw new AppError('conflict', creditNoteMessages.notInvoiced)
      const items = await repo.itemsOf(db, orderId)
      let credit: CreditRequest
      if ('amountPaise' in what) credit = { kind: 'amount', amountPaise: what.amountPaise }
      else {
        // The invoice's goods lines are the order's items in the same order. A product bought in two packs is two
        // lines (decision 048): a refund naming only the product is refused there rather than guessed.
        const lineOf = (productId: number) => {
          const at = items.flatMap((i, n) => (i.productId === productId ? [n] : []))
          return at.length === 1 ? at[0]! : -1
        }
        const lines = what.lines.map((l) => ({ line: lineOf(l.productId), quantity: l.quantity }))
        if (lines.some((l) => l.line < 0)) throw new AppError('bad_request', creditNoteMessages.noSuchLine)
        credit = { kind: 'lines', lines }
      }
      // Units are given back at what the invoice charged for them: read now, the same again under the lock.
      let amountPaise: number
      try {
        amountPaise =
          credit.kind === 'amount'
            ? credit.amountPaise
            : await invoices.creditAmount(sourceOf(before, items, ''), credit)
      } catch (e) {
        // A double submit: the other request committed between the look-up above and this reading, so the units
        // read as refunded already. Its answer is this one's.
        earlier = await repo.findRefundRequest(db, orderId, requestKey)
        if (earlier) return answer(earlier)
        throw e
      }
      let note: CreditNoteRow | undefined
      let key = ''
      const { row, refundKeys } = await transition(
        orderId,
        { type: 'refund', amountPaise },
        {
          audit,
          // A double submit: the other request got the lock first and carried the refund out.
          done: async (tx) => {
            earlier = await repo.findRefundRequest(tx, orderId, requestKey)
            return earlier !== undefined
          },
          refused: (r) =>
            r.paymentMethod === 'cod'
              ? new AppError('conflict', creditNoteMessages.codRefund)
              : allowedFrom('refund').includes(r.status as OrderStatus)
                ? new AppError('bad_request', orderMessages.refundTooMuch)
                : new AppError('conflict', orderMessages.cannotMove(r.status, 'refunded')),
          effects: async (tx, r, d, at) => {
            note = (await creditNote(tx, r, at, credit, { reason: 'refund', note: reason })).note
            if (note?.totalPaise !== amountPaise) throw new AppError('conflict', creditNoteMessages.changed)
            await repo.insertRefundRequest(tx, {
              orderId,
              key: requestKey,
              fingerprint,
              creditNoteNumber: note.number,
              status: d.next.status,
              paymentStatus: d.next.paymentStatus,
              refundedPaise: d.next.refundedPaise,
            })
            return { refundedAt: at }
          },
          // One key per partial refund: the payment and how much of it was refunded before.
          refundKey: (r) => {
            key = `partial:${r.providerPaymentId}:${r.refundedPaise}`
            return key
          },
          notice: () => ({
            kind: 'payment_refunded',
            amountPaise,
            reason: 'partial',
            refundKey: key,
            lines: 'lines' in what ? what.lines : [],
            staffReason: reason,
            creditNote: note,
          }),
        },
      )
      if (earlier) return answer(earlier)
      return { row, refundKeys, creditNote: note!, repeated: false }
    },
  }
}
