import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import { ndrMessages } from '#domain/messages-ndr.ts'
import { orderMessages } from '#domain/orders.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import { type CourierAdapter, CourierError, type NdrAction } from '#server/integrations/shiprocket.ts'
import type { OrderAudit, OrderCore } from './core.ts'
import * as repo from './repo.ts'
import { courierEvents, orders } from './tables.ts'

// Failed deliveries (NDR, decision 046 amended). Each failed attempt the courier's webhook reports counts once on
// the order (the courier event is kept once per AWB, status and time, in the same transaction as the count), with
// the courier's last reason; the shopper is mailed to give a better time or address. Staff answer from the NDR
// queue: re-attempt (a date, phone or address line for the courier) or return to origin. When the owner's number of
// attempts is reached, the return is marked due under the order's row lock (once, whichever process counts it) and
// asked of the courier after the webhook's reply, by this process at once and by every process's minute sweep if
// that failed. Whoever talks to the courier about an order first takes a short lease on it (ndr_busy_until), so two
// processes never send the courier two answers at once; the answer is recorded only once the courier took it.

type OrderRow = repo.OrderRow

export const DEFAULT_NDR_ATTEMPTS = 3
/** how long a process may hold an order while it talks to the courier (longer than any courier timeout) */
const LEASE_MS = 2 * 60_000

export type NdrAnswer =
  | { kind: 'reattempt'; date?: string; phone?: string; addressLine?: string }
  | { kind: 'rto' }

export function createNdr(core: OrderCore, courier: CourierAdapter | undefined) {
  const { db, announce, now, log } = core
  const limit = () => core.deps.ndrAttemptsBeforeRto?.() ?? DEFAULT_NDR_ATTEMPTS
  const at = (d: Date) => sql`${d.toISOString()}::timestamptz`

  /** Takes the lease of an order still waiting for this answer; undefined when it is not (or is held). */
  async function lease(orderId: string, auto: boolean): Promise<OrderRow | undefined> {
    const t = now()
    const [row] = await db
      .update(orders)
      .set({ ndrBusyUntil: new Date(t.getTime() + LEASE_MS) })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.status, 'shipped'),
          isNull(orders.rtoRequestedAt),
          auto ? isNotNull(orders.rtoDueAt) : and(eq(orders.ndrPending, true), isNull(orders.rtoDueAt)),
          or(isNull(orders.ndrBusyUntil), lt(orders.ndrBusyUntil, t)),
        ),
      )
      .returning()
    return row
  }

  const release = (orderId: string) =>
    db.update(orders).set({ ndrBusyUntil: null }).where(eq(orders.id, orderId))

  /** Sends the answer to the courier under the lease; records it only when the courier took it. */
  async function answer(
    row: OrderRow,
    a: NdrAnswer,
    comments: string,
    audit?: OrderAudit,
  ): Promise<OrderRow> {
    // Self-shipped: staff told the courier themselves; the answer is recorded only.
    const action: NdrAction =
      a.kind === 'rto'
        ? { kind: 'rto', comments }
        : {
            kind: 'reattempt',
            comments,
            date: a.date,
            phone: a.phone,
            address1: a.addressLine,
          }
    try {
      if (courier) await courier.ndrAction(row.courierWaybill ?? '', action)
    } catch (err) {
      await release(row.id)
      throw err
    }
    const t = now()
    return db.transaction(async (tx) => {
      const [after] = await tx
        .update(orders)
        .set({
          ndrPending: false,
          ndrAction: a.kind,
          ndrActionAt: t,
          ndrBusyUntil: null,
          ...(a.kind === 'rto' ? { rtoRequestedAt: t, rtoDueAt: row.rtoDueAt ?? t } : {}),
          updatedAt: t,
        })
        .where(eq(orders.id, row.id))
        .returning()
      if (!after) throw new AppError('not_found', ndrMessages.notInNdr)
      if (audit) await audit(tx, row, after)
      return after
    })
  }

  const ndr = {
    /** The owner's number of failed attempts before the return to origin is asked of the courier. */
    ndrAttemptsBeforeRto: limit,

    /**
     * A failed delivery attempt from the courier's webhook: kept once per AWB and time, counted once while the
     * order is on its way and no return is due; the newest attempt's reason shown; the shopper mailed per attempt
     * (not once the return is due). Returns the order, and whether the automatic return became due just now.
     */
    async failedAttempt(
      row: OrderRow,
      u: { awb: string; at: Date; reason?: string },
      shown: string,
      audit?: OrderAudit,
    ): Promise<{ row: OrderRow; rtoDue: boolean }> {
      const reason = (u.reason?.trim() || ndrMessages.noReason).slice(0, 200)
      const out = await db.transaction(async (tx: Db) => {
        const [fresh] = await tx
          .insert(courierEvents)
          .values({
            orderId: row.id,
            waybill: u.awb,
            status: reason === ndrMessages.noReason ? shown : `${shown}: ${reason}`.slice(0, 100),
            occurredAt: u.at,
          })
          .onConflictDoNothing()
          .returning({ id: courierEvents.id })
        if (!fresh) return undefined
        const newest = sql`(${orders.ndrAt} is null or ${orders.ndrAt} <= ${at(u.at)})`
        const newestStatus = sql`(${orders.courierStatusAt} is null or ${orders.courierStatusAt} <= ${at(u.at)})`
        const [counted] = await tx
          .update(orders)
          .set({
            ndrAttempts: sql`${orders.ndrAttempts} + 1`,
            ndrReason: sql`case when ${newest} then ${reason} else ${orders.ndrReason} end`,
            ndrAt: sql`case when ${newest} then ${at(u.at)} else ${orders.ndrAt} end`,
            // a failed attempt older than the courier's latest news (a re-attempt under way) is history only
            ndrPending: sql`case when ${newestStatus} then true else ${orders.ndrPending} end`,
            courierStatus: sql`case when ${newestStatus} then ${shown} else ${orders.courierStatus} end`,
            courierStatusAt: sql`case when ${newestStatus} then ${at(u.at)} else ${orders.courierStatusAt} end`,
            updatedAt: now(),
          })
          .where(
            and(
              eq(orders.id, row.id),
              eq(orders.status, 'shipped'),
              isNull(orders.rtoDueAt),
              isNull(orders.rtoRequestedAt),
            ),
          )
          .returning()
        if (!counted) return { row: undefined, rtoDue: false }
        if (audit) await audit(tx, row, counted)
        // With a courier, the return is asked of it at the limit; self-shipped, staff arrange it (and answer).
        if (courier && counted.ndrAttempts >= limit()) {
          // The row is locked by the count above: one transaction, in one process, makes the return due.
          const [due] = await tx
            .update(orders)
            .set({ rtoDueAt: now(), ndrPending: false })
            .where(and(eq(orders.id, row.id), isNull(orders.rtoDueAt)))
            .returning()
          return { row: due ?? counted, rtoDue: !!due }
        }
        await announce(tx, counted, {
          kind: 'order_delivery_failed',
          attempt: counted.ndrAttempts,
          reason,
        })
        return { row: counted, rtoDue: false }
      })
      if (!out) log.warn({ orderId: row.id, awb: u.awb }, 'failed-attempt webhook repeated: nothing changed')
      else if (!out.row)
        log.warn({ orderId: row.id, awb: u.awb }, 'failed attempt after the end or the return: timeline only')
      return {
        row: out?.row ?? (await repo.findById(db, row.id)) ?? row,
        rtoDue: out?.rtoDue ?? false,
      }
    },

    /**
     * Self-shipped (no courier adapter): staff record a failed delivery the courier told them of, with its reason.
     * Counted and mailed as a courier's would be; the answer is staff's to record. With a courier, 409: its own
     * tracking reports them (a second count of the same attempt would follow).
     */
    async recordFailedDelivery(orderId: string, reason: string, audit?: OrderAudit): Promise<OrderRow> {
      if (courier) throw new AppError('conflict', ndrMessages.courierReports)
      const row = await repo.findById(db, orderId)
      if (!row) throw new AppError('not_found', orderMessages.notFound)
      if (row.status !== 'shipped') throw new AppError('conflict', ndrMessages.notShipped(row.status))
      const out = await ndr.failedAttempt(
        row,
        { awb: row.courierWaybill ?? '', at: now(), reason },
        'Delivery failed',
        audit,
      )
      if (out.row.ndrAttempts === row.ndrAttempts)
        throw new AppError('conflict', ndrMessages.notWaiting(out.row))
      return out.row
    },

    /**
     * Asks the courier to return the parcels whose automatic return is due and not yet asked (this process's, just
     * now, or any left by a courier that failed). Each under its lease: asked once at a time, recorded once taken.
     */
    async requestDueReturns(): Promise<number> {
      if (!courier) return 0
      const due = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(isNotNull(orders.rtoDueAt), isNull(orders.rtoRequestedAt), eq(orders.status, 'shipped')))
        .orderBy(asc(orders.rtoDueAt))
        .limit(20)
      let asked = 0
      for (const { id } of due) {
        const row = await lease(id, true)
        if (!row) continue
        try {
          await answer(row, { kind: 'rto' }, ndrMessages.autoRtoComment(row.ndrAttempts))
          asked++
        } catch (err) {
          log.warn(
            { orderId: id, reason: err instanceof Error ? err.message : String(err) },
            'automatic return to origin not taken by the courier: asked again at the next sweep',
          )
        }
      }
      return asked
    },

    /**
     * Staff's answer to a failed delivery: the courier is told first (its failure or timeout leaves the order as
     * it was, with its words); then the order leaves the queue. 409 when the order is not waiting for an answer.
     */
    async answerNdr(orderId: string, a: NdrAnswer, audit?: OrderAudit): Promise<OrderRow> {
      const row = await lease(orderId, false)
      if (!row) {
        const current = await repo.findById(db, orderId)
        if (!current) throw new AppError('not_found', orderMessages.notFound)
        if (current.ndrPending && current.ndrBusyUntil && current.ndrBusyUntil > now())
          throw new AppError('conflict', ndrMessages.busy)
        throw new AppError('conflict', ndrMessages.notWaiting(current))
      }
      const comments =
        a.kind === 'rto'
          ? ndrMessages.rtoComment
          : ndrMessages.reattemptComment({ date: a.date, phone: a.phone, address: a.addressLine })
      try {
        return await answer(row, a, comments, audit)
      } catch (err) {
        if (err instanceof CourierError)
          throw new AppError('unavailable', ndrMessages.courierFailed(err.reason))
        throw err
      }
    },
  }
  return ndr
}
