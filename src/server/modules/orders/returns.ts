import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { ReturnRequestInput, ReturnView } from '#domain/contracts/returns.ts'
import { orderMessages } from '#domain/orders.ts'
import {
  HOLDING_STATUSES,
  RETURN_TRACKING,
  type ReturnReason,
  type ReturnStatus,
  type ReturnTracking,
  returnMessages,
} from '#domain/returns.ts'
import type { Db } from '#server/db/client.ts'
import { AppError } from '#server/errors.ts'
import { CourierError } from '#server/integrations/shiprocket.ts'
import type { CreditNoteRow } from '../invoices/service.ts'
import type { OrderAudit, OrderCore } from './core.ts'
import { weightKgOf } from './courier.ts'
import { invoiced } from './order-rows.ts'
import type { createRefunds } from './refunds.ts'
import * as repo from './repo.ts'
import {
  type EncodedPhoto,
  encodeReturnPhotos,
  RETURN_PHOTO_FILE,
  RETURN_PHOTO_PREFIX,
  type ReturnPhotoUpload,
} from './return-photos.ts'
import { courierEvents, orders, returnItems, returns } from './tables.ts'

// Shopper returns (decision 056). Every step locks the order's row first, then the return's: a request racing
// another request, staff's actions or a second click on another process is decided one after the other. The money
// goes back once per return: an online payment through the partial refund by items with the return's own
// Idempotency-Key (`return:<id>`, decision 035), so one credit note whatever repeats; cash on delivery by a payout
// staff record, its credit note written under the same locks as the return's change to refunded.

type ReturnRow = typeof returns.$inferSelect
type CourierEventRow = typeof courierEvents.$inferSelect

/**
 * The courier's words for a reverse pickup's steps (Shiprocket's tracking statuses; a return order's are the same,
 * sometimes after 'RETURN '). Any other status (an exception, a cancellation) is kept on the return's tracking
 * without changing its step.
 */
const RETURN_STEPS: Record<string, ReturnTracking> = {
  'AWB ASSIGNED': 'pickup_scheduled',
  'PICKUP GENERATED': 'pickup_scheduled',
  'PICKUP SCHEDULED': 'pickup_scheduled',
  'PICKUP RESCHEDULED': 'pickup_scheduled',
  'OUT FOR PICKUP': 'pickup_scheduled',
  'PICKED UP': 'picked_up',
  SHIPPED: 'in_transit',
  'IN TRANSIT': 'in_transit',
  'REACHED AT DESTINATION HUB': 'in_transit',
  'OUT FOR DELIVERY': 'in_transit',
  DELIVERED: 'delivered',
}
export function returnStepOf(status: string): ReturnTracking | undefined {
  const s = status.trim().toUpperCase().replace(/\s+/g, ' ')
  return RETURN_STEPS[s] ?? RETURN_STEPS[s.replace(/^RETURN /, '')]
}

/**
 * The return's step from all its tracking updates, whatever order they came in: the latest by the courier's time,
 * and of two at the same second the further along (so a replay or a reordering gives the same answer).
 */
function trackingOf(events: CourierEventRow[]): { step: ReturnTracking; at: Date } | null {
  let best: { step: ReturnTracking; at: Date } | null = null
  for (const e of events) {
    const step = returnStepOf(e.status)
    const at = e.occurredAt ?? e.receivedAt
    if (!step) continue
    if (
      !best ||
      at.getTime() > best.at.getTime() ||
      (at.getTime() === best.at.getTime() &&
        RETURN_TRACKING.indexOf(step) > RETURN_TRACKING.indexOf(best.step))
    )
      best = { step, at }
  }
  return best
}
type ReturnItemRow = typeof returnItems.$inferSelect
type Refunds = ReturnType<typeof createRefunds>

/** What a staff action does besides the return: the audit line (and a refund's limit), in its transaction. */
export type ReturnAudit = (tx: Db, order: repo.OrderRow, what: Record<string, unknown>) => Promise<void>

const DEFAULT_WINDOW_DAYS = 7
const DAY = 86_400_000

export function createReturns(core: OrderCore, refunds: Refunds) {
  const { db, catalogue, announce, now, creditNote } = core
  const windowDays = () => core.deps.returnWindowDays?.() ?? DEFAULT_WINDOW_DAYS

  const returnableUntil = (row: repo.OrderRow): Date | null =>
    row.status === 'delivered' && row.deliveredAt
      ? new Date(row.deliveredAt.getTime() + windowDays() * DAY)
      : null

  async function itemsOfReturns(tx: Db, ids: string[]): Promise<ReturnItemRow[]> {
    if (ids.length === 0) return []
    return tx
      .select()
      .from(returnItems)
      .where(inArray(returnItems.returnId, ids))
      .orderBy(asc(returnItems.productId), asc(returnItems.packId))
  }

  async function view(tx: Db, rows: ReturnRow[]): Promise<ReturnView[]> {
    const ids = rows.map((r) => r.id)
    const items = await itemsOfReturns(tx, ids)
    const events =
      ids.length === 0
        ? []
        : await tx
            .select()
            .from(courierEvents)
            .where(inArray(courierEvents.returnId, ids))
            .orderBy(asc(courierEvents.occurredAt), asc(courierEvents.id))
    const orderItems = new Map<string, repo.ItemRow[]>()
    for (const r of rows)
      if (!orderItems.has(r.orderId)) orderItems.set(r.orderId, await repo.itemsOf(tx, r.orderId))
    return rows.map((r) => ({
      id: r.id,
      order_id: r.orderId,
      status: r.status as ReturnStatus,
      reason: r.reason as ReturnReason,
      note: r.note,
      refusal_reason: r.refusalReason,
      pickup_address: r.pickupAddress,
      refund_to: refundTo(r),
      courier_awb: r.courierAwb,
      courier_error: r.courierError,
      ...(() => {
        const mine = events.filter((e) => e.returnId === r.id)
        const tracking = trackingOf(mine)
        return {
          tracking: tracking?.step ?? null,
          tracking_at: tracking?.at.toISOString() ?? null,
          tracking_events: mine.map((e) => ({
            status: e.status,
            at: (e.occurredAt ?? e.receivedAt).toISOString(),
          })),
        }
      })(),
      photos: r.photos,
      credit_note_number: r.creditNoteNumber,
      refund_amount: r.refundPaise,
      payout_reference: r.payoutReference,
      items: items
        .filter((i) => i.returnId === r.id)
        .map((i) => {
          const o = orderItems
            .get(r.orderId)
            ?.find((x) => x.productId === i.productId && x.packId === i.packId)
          return {
            product_id: i.productId,
            pack_id: i.packId,
            name: o?.productName ?? '',
            size: o?.netQuantity ?? '',
            quantity: i.quantity,
            restocked: i.restocked,
            written_off: i.writtenOff,
          }
        }),
      created_at: r.createdAt.toISOString(),
      decided_at: r.decidedAt?.toISOString() ?? null,
      received_at: r.receivedAt?.toISOString() ?? null,
      refunded_at: r.refundedAt?.toISOString() ?? null,
    }))
  }

  const linesOf = (items: ReturnItemRow[]) =>
    items.map((i) => ({ productId: i.productId, quantity: i.quantity }))

  async function lockReturn(tx: Db, returnId: string): Promise<{ order: repo.OrderRow; ret: ReturnRow }> {
    if (!/^[0-9a-f-]{36}$/i.test(returnId)) throw new AppError('not_found', returnMessages.notFound)
    const [found] = await tx
      .select({ orderId: returns.orderId })
      .from(returns)
      .where(eq(returns.id, returnId))
    if (!found) throw new AppError('not_found', returnMessages.notFound)
    // the order's row first (as every change of the order), then the return's
    const order = await repo.lock(tx, found.orderId)
    const [ret] = await tx.select().from(returns).where(eq(returns.id, returnId)).for('update')
    if (!order || !ret) throw new AppError('not_found', returnMessages.notFound)
    return { order, ret }
  }

  async function setReturn(tx: Db, id: string, values: Partial<ReturnRow>): Promise<ReturnRow> {
    const [row] = await tx
      .update(returns)
      .set({ ...values, version: sql`${returns.version} + 1` })
      .where(eq(returns.id, id))
      .returning()
    return row!
  }

  /** Units of each item in the order's returns that hold them (requested, approved, received, refunded). */
  async function heldUnits(tx: Db, orderId: string) {
    return tx
      .select({
        productId: returnItems.productId,
        packId: returnItems.packId,
        n: sql<number>`sum(${returnItems.quantity})::int`,
      })
      .from(returnItems)
      .innerJoin(returns, eq(returns.id, returnItems.returnId))
      .where(and(eq(returns.orderId, orderId), inArray(returns.status, HOLDING_STATUSES)))
      .groupBy(returnItems.productId, returnItems.packId)
  }

  async function one(returnId: string): Promise<ReturnView> {
    const [row] = await db.select().from(returns).where(eq(returns.id, returnId))
    if (!row) throw new AppError('not_found', returnMessages.notFound)
    return (await view(db, [row]))[0]!
  }

  return {
    returnWindowDays: windowDays,

    /** The shopper's view of an order's returns: whether a return can be asked now, until when, and each return. */
    async returnsOf(userId: string, orderId: string) {
      const row = await core.findOwn(userId, orderId)
      const rows = await db
        .select()
        .from(returns)
        .where(eq(returns.orderId, row.id))
        .orderBy(asc(returns.createdAt))
      const until = returnableUntil(row)
      const [bought, held] = await Promise.all([repo.itemsOf(db, row.id), heldUnits(db, row.id)])
      return {
        window_days: windowDays(),
        returnable_until: until?.toISOString() ?? null,
        returnable: until !== null && until.getTime() > now().getTime(),
        items: bought.map((b) => ({
          product_id: b.productId,
          pack_id: b.packId,
          name: b.productName,
          size: b.netQuantity,
          quantity: b.quantity,
          returnable:
            b.quantity - (held.find((h) => h.productId === b.productId && h.packId === b.packId)?.n ?? 0),
        })),
        returns: await view(db, rows),
      }
    },

    /**
     * A shopper asks to return units of their delivered order within the window. Under the order's lock: units
     * never beyond what was bought less what other requested, approved, received or refunded returns hold, so two
     * requests at once for the same units are one return and one refusal.
     */
    async requestReturn(
      userId: string,
      orderId: string,
      input: ReturnRequestInput,
      uploads: ReturnPhotoUpload[] = [],
    ): Promise<ReturnView> {
      // Every photo is checked and re-encoded before anything is written: one refused, nothing kept.
      const storage = core.deps.storage
      if (uploads.length > 0 && !storage) throw new AppError('unavailable', returnMessages.photosUnavailable)
      const photos: EncodedPhoto[] = await encodeReturnPhotos(uploads, core.deps.config.uploadMaxBytes)
      const stored: string[] = []
      const created = await db
        .transaction(async (tx) => {
          const order = await repo.lock(tx, orderId)
          if (!order || order.userId !== userId) throw new AppError('not_found', orderMessages.notFound)
          if (order.status !== 'delivered' || !order.deliveredAt)
            throw new AppError('conflict', returnMessages.notDelivered)
          const until = returnableUntil(order)
          if (!until || until.getTime() <= now().getTime())
            throw new AppError('conflict', returnMessages.windowClosed(windowDays()))
          const cod = order.paymentMethod === 'cod'
          if (cod && !input.refund_upi && !input.refund_account)
            throw new AppError('bad_request', returnMessages.codDestination)
          const bought = await repo.itemsOf(tx, order.id)
          const held = await heldUnits(tx, order.id)
          const seen = new Set<string>()
          for (const i of input.items) {
            const key = `${i.product_id}:${i.pack_id}`
            const line = bought.find((b) => b.productId === i.product_id && b.packId === i.pack_id)
            if (!line || seen.has(key)) throw new AppError('bad_request', returnMessages.notInOrder)
            seen.add(key)
            const already = held.find((h) => h.productId === i.product_id && h.packId === i.pack_id)?.n ?? 0
            const left = line.quantity - already
            if (i.quantity > left)
              throw new AppError(
                'conflict',
                returnMessages.tooMany(`${line.productName} (${line.netQuantity})`, left),
              )
          }
          const a = order.shippingAddress
          const pickup = input.pickup_address ?? {
            first_name: a.first_name,
            last_name: a.last_name,
            mobile: a.mobile,
            street: a.street,
            city: a.city,
            state: a.state,
            postal_code: a.postal_code,
            country: a.country,
          }
          // stored once the request is known to stand, inside its transaction: a photo that cannot be stored writes
          // no return, and a return that is not written leaves no photo behind (removed below)
          for (const p of photos) {
            await storage!.put(`${RETURN_PHOTO_PREFIX}${p.file}`, p.webp, 'image/webp')
            stored.push(p.file)
          }
          const [ret] = await tx
            .insert(returns)
            .values({
              orderId: order.id,
              userId,
              photos: photos.map((p) => p.file),
              reason: input.reason,
              note: input.note,
              pickupAddress: pickup,
              refundUpi: cod ? (input.refund_upi ?? null) : null,
              refundAccount: cod && !input.refund_upi ? (input.refund_account ?? null) : null,
              refundIfsc: cod && !input.refund_upi ? (input.refund_ifsc ?? null) : null,
              createdAt: now(),
            })
            .returning()
          await tx.insert(returnItems).values(
            input.items.map((i) => ({
              returnId: ret!.id,
              productId: i.product_id,
              packId: i.pack_id,
              quantity: i.quantity,
            })),
          )
          await announce(tx, order, {
            kind: 'order_return',
            returnId: ret!.id,
            step: 'requested',
            lines: input.items.map((i) => ({ productId: i.product_id, quantity: i.quantity })),
          })
          return ret!
        })
        .catch(async (err: unknown) => {
          for (const file of stored)
            await storage?.delete(`${RETURN_PHOTO_PREFIX}${file}`).catch((e: unknown) => {
              core.log.warn({ err: e, file }, 'photo of a return not written: not deleted from storage')
            })
          throw err
        })
      return one(created.id)
    },

    /** A photo of a return: the shopper's own return (userId given) or any for staff; 404 otherwise. */
    async returnPhoto(
      returnId: string,
      file: string,
      owner?: { userId: string; orderId: string },
    ): Promise<{ body: Buffer; contentType: string }> {
      if (!/^[0-9a-f-]{36}$/i.test(returnId) || !RETURN_PHOTO_FILE.test(file))
        throw new AppError('not_found', returnMessages.photoNotFound)
      const [ret] = await db.select().from(returns).where(eq(returns.id, returnId))
      if (
        !ret ||
        !ret.photos.includes(file) ||
        (owner && (ret.userId !== owner.userId || ret.orderId !== owner.orderId))
      )
        throw new AppError('not_found', returnMessages.photoNotFound)
      const stored = await core.deps.storage?.get(`${RETURN_PHOTO_PREFIX}${file}`)
      if (!stored) throw new AppError('not_found', returnMessages.photoNotFound)
      return stored
    },

    /**
     * A courier's tracking update of a return's reverse pickup (its own AWB): kept once per AWB, status and time,
     * naming the return; the return's step is read from all its updates (trackingOf), so a repeat or an update
     * arriving late changes nothing. It moves neither the return's status nor stock: staff receive the parcel.
     * Undefined: no return has this AWB.
     */
    async returnTrackingUpdate(u: {
      awb: string
      status: string
      at: Date
    }): Promise<ReturnView | undefined> {
      const [ret] = await db
        .select()
        .from(returns)
        .where(eq(returns.courierAwb, u.awb))
        .orderBy(desc(returns.createdAt))
        .limit(1)
      if (!ret) return undefined
      const [fresh] = await db
        .insert(courierEvents)
        .values({
          orderId: ret.orderId,
          returnId: ret.id,
          waybill: u.awb,
          status: u.status.trim().toUpperCase().slice(0, 60),
          occurredAt: u.at,
        })
        .onConflictDoNothing()
        .returning({ id: courierEvents.id })
      if (!fresh)
        core.log.warn(
          { returnId: ret.id, awb: u.awb, status: u.status },
          'return tracking repeated: nothing changed',
        )
      return one(ret.id)
    },

    /** The shopper withdraws a return still waiting for staff's decision. */
    async cancelReturn(userId: string, orderId: string, returnId: string): Promise<ReturnView> {
      await db.transaction(async (tx) => {
        const { ret } = await lockReturn(tx, returnId)
        if (ret.userId !== userId || ret.orderId !== orderId)
          throw new AppError('not_found', returnMessages.notFound)
        if (ret.status === 'cancelled') return
        if (ret.status !== 'requested') throw new AppError('conflict', returnMessages.cannotCancel)
        await setReturn(tx, ret.id, { status: 'cancelled', cancelledAt: now() })
      })
      return one(returnId)
    },

    /** The back office's queue: returns by status (all when none named), oldest first. */
    async listReturns(status?: ReturnStatus, orderId?: string) {
      const rows = await db
        .select({ r: returns, method: orders.paymentMethod })
        .from(returns)
        .innerJoin(orders, eq(orders.id, returns.orderId))
        .where(
          and(
            status ? eq(returns.status, status) : undefined,
            orderId ? eq(returns.orderId, orderId) : undefined,
          ),
        )
        .orderBy(status || orderId ? asc(returns.createdAt) : desc(returns.createdAt))
        .limit(200)
      const views = await view(
        db,
        rows.map((x) => x.r),
      )
      const emails = new Map<string, string>()
      for (const { r } of rows)
        if (!emails.has(r.userId))
          emails.set(r.userId, (await core.deps.identity.getUserName(r.userId))?.email ?? '')
      return views.map((v, n) => ({
        ...v,
        shopper_email: emails.get(rows[n]!.r.userId) ?? '',
        payment_method: rows[n]!.method,
        payout_to: payoutTo(rows[n]!.r),
      }))
    },

    /**
     * Staff approve: the reverse pickup is staff's to book (self-ship, its waybill typed here) until the courier
     * adapter books it. Approving twice answers the return as it is.
     */
    async approveReturn(returnId: string, awb: string | undefined, audit?: ReturnAudit): Promise<ReturnView> {
      // With a courier that books returns and no waybill of staff's own, the reverse pickup is booked first,
      // outside the locks (a courier's call holds no row); a courier's failure leaves the return requested with
      // its reason recorded and said (503).
      const courier = core.deps.courier
      let booked: { awb: string; courierName: string } | undefined
      if (!awb && courier?.bookReturn) {
        const [found] = await db.select().from(returns).where(eq(returns.id, returnId))
        if (found?.status === 'requested') {
          const order = await repo.findById(db, found.orderId)
          const items = await itemsOfReturns(db, [found.id])
          const bought = order ? await repo.itemsOf(db, order.id) : []
          const lines = items.map((i) => ({
            i,
            b: bought.find((b) => b.productId === i.productId && b.packId === i.packId),
          }))
          const p = found.pickupAddress
          try {
            booked = await courier.bookReturn({
              returnId: `R-${found.orderId}-${found.id.slice(0, 8)}`,
              orderDate: now(),
              pickup: {
                name: `${p.first_name ?? ''} ${p.last_name ?? ''}`.trim(),
                line1: p.street ?? '',
                city: p.city ?? '',
                state: p.state ?? '',
                pin: p.postal_code ?? '',
                phone: p.mobile ?? '',
                email: (await core.deps.identity.getUserName(found.userId))?.email ?? '',
              },
              items: lines.map(({ i, b }) => ({
                name: b?.productName ?? String(i.productId),
                sku: b?.sku || `P${i.productId}`,
                units: i.quantity,
                sellingPricePaise: b?.unitPricePaise ?? 0,
              })),
              totalPaise: lines.reduce((n, { i, b }) => n + (b?.unitPricePaise ?? 0) * i.quantity, 0),
              weightKg: weightKgOf(
                lines.map(({ i, b }) => ({
                  netQuantity: b?.netQuantity ?? '',
                  quantity: i.quantity,
                  weightGrams: b?.weightGrams,
                })),
              ),
            })
          } catch (err) {
            if (!(err instanceof CourierError)) throw err
            await db
              .update(returns)
              .set({ courierError: err.message })
              .where(and(eq(returns.id, found.id), eq(returns.status, 'requested')))
            throw new AppError('unavailable', returnMessages.courierFailed(err.message))
          }
        }
      }
      let raced = false
      await db.transaction(async (tx) => {
        const { order, ret } = await lockReturn(tx, returnId)
        if (ret.status === 'approved') {
          raced = true
          return
        }
        if (ret.status !== 'requested')
          throw new AppError('conflict', returnMessages.cannotDecide(ret.status))
        const waybill = awb || booked?.awb || null
        await setReturn(tx, ret.id, {
          status: 'approved',
          decidedAt: now(),
          courierAwb: waybill,
          courierError: null,
        })
        const items = await itemsOfReturns(tx, [ret.id])
        await announce(tx, order, {
          kind: 'order_return',
          returnId: ret.id,
          step: 'approved',
          lines: linesOf(items),
          awb: waybill,
        })
        await audit?.(tx, order, { action: 'order.return_approve', return_id: ret.id, awb: waybill })
      })
      // approved meanwhile by another click: this booking is not needed at the courier
      if (raced && booked) await courier?.cancel([booked.awb]).catch(() => undefined)
      return one(returnId)
    },

    /** Staff refuse, with a reason the shopper sees (on the order page and in the mail). */
    async refuseReturn(returnId: string, reason: string, audit?: ReturnAudit): Promise<ReturnView> {
      await db.transaction(async (tx) => {
        const { order, ret } = await lockReturn(tx, returnId)
        if (ret.status === 'refused') return
        if (ret.status !== 'requested')
          throw new AppError('conflict', returnMessages.cannotDecide(ret.status))
        await setReturn(tx, ret.id, { status: 'refused', decidedAt: now(), refusalReason: reason })
        const items = await itemsOfReturns(tx, [ret.id])
        await announce(tx, order, {
          kind: 'order_return',
          returnId: ret.id,
          step: 'refused',
          lines: linesOf(items),
          refusalReason: reason,
        })
        await audit?.(tx, order, { action: 'order.return_refuse', return_id: ret.id, reason })
      })
      return one(returnId)
    },

    /**
     * The returned units reach the shop and are inspected: each unit back to stock or written off, through the
     * stock ledger as a returned parcel is (decision 046: every unit 'returned', the unfit then 'written_off', each
     * naming its pack). Under the order's and the return's locks: a second click or process finds it received and
     * moves no stock again.
     */
    async receiveReturnItems(
      returnId: string,
      lines: { productId: number; packId: number; restock: number; writtenOff: number }[],
      audit?: ReturnAudit,
    ): Promise<ReturnView> {
      await db.transaction(async (tx) => {
        const { order, ret } = await lockReturn(tx, returnId)
        if (ret.status === 'received' || ret.status === 'refunded') return
        if (ret.status !== 'approved')
          throw new AppError('conflict', returnMessages.cannotReceive(ret.status))
        const items = await itemsOfReturns(tx, [ret.id])
        const of = (i: ReturnItemRow) =>
          lines.find((l) => l.productId === i.productId && l.packId === i.packId)
        if (
          lines.length !== items.length ||
          items.some((i) => {
            const l = of(i)
            return !l || l.restock + l.writtenOff !== i.quantity
          })
        )
          throw new AppError('bad_request', returnMessages.receiveCounts)
        const stockLines = items.map((i) => ({
          productId: i.productId,
          packId: i.packId || null,
          quantity: i.quantity,
        }))
        await catalogue.releaseStock(tx, stockLines, order.id, 'returned')
        await catalogue.writeOffReturned(
          tx,
          items.map((i) => ({
            productId: i.productId,
            packId: i.packId || null,
            quantity: of(i)!.writtenOff,
          })),
          order.id,
        )
        for (const i of items)
          await tx
            .update(returnItems)
            .set({ restocked: of(i)!.restock, writtenOff: of(i)!.writtenOff })
            .where(
              and(
                eq(returnItems.returnId, ret.id),
                eq(returnItems.productId, i.productId),
                eq(returnItems.packId, i.packId),
              ),
            )
        await setReturn(tx, ret.id, { status: 'received', receivedAt: now() })
        await announce(tx, order, {
          kind: 'order_return',
          returnId: ret.id,
          step: 'received',
          lines: linesOf(items),
        })
        await audit?.(tx, order, {
          action: 'order.return_receive',
          return_id: ret.id,
          items: lines.map((l) => ({
            product_id: l.productId,
            restock: l.restock,
            written_off: l.writtenOff,
          })),
        })
      })
      catalogue.notifyChanged()
      return one(returnId)
    },

    /**
     * The money back, once per return. Online: the payment's partial refund by the return's items with the key
     * `return:<id>` (decision 035), its credit note and refund mail; a repeat answers the same credit note. Cash on
     * delivery: staff paid the UPI ID or bank account the shopper gave and record the transfer's reference; the
     * credit note is written under the order's and the return's locks, with the return's change to refunded.
     */
    async refundReturn(
      returnId: string,
      payoutReference: string | undefined,
      audit?: OrderAudit,
      codAudit?: ReturnAudit,
    ): Promise<{ view: ReturnView; refundKeys: string[] }> {
      const [ret] = await db.select().from(returns).where(eq(returns.id, returnId))
      if (!ret || !/^[0-9a-f-]{36}$/i.test(returnId)) throw new AppError('not_found', returnMessages.notFound)
      const order = await repo.findById(db, ret.orderId)
      if (!order) throw new AppError('not_found', returnMessages.notFound)
      if (ret.status === 'refunded') return { view: await one(returnId), refundKeys: [] }
      if (ret.status !== 'received') throw new AppError('conflict', returnMessages.cannotRefund(ret.status))
      const items = await itemsOfReturns(db, [ret.id])
      if (order.paymentMethod !== 'cod') {
        const r = await refunds.refundPartially(
          order.id,
          { lines: linesOf(items) },
          `return ${ret.id}`,
          `return:${ret.id}`,
          audit,
        )
        await db.transaction(async (tx) => {
          const locked = await lockReturn(tx, returnId)
          if (locked.ret.status !== 'received') return
          await setReturn(tx, ret.id, {
            status: 'refunded',
            refundedAt: now(),
            creditNoteNumber: r.creditNote.number,
            refundPaise: r.creditNote.totalPaise,
          })
        })
        return { view: await one(returnId), refundKeys: r.refundKeys }
      }
      const reference = payoutReference?.trim()
      if (!reference) throw new AppError('bad_request', returnMessages.payoutReference)
      await db.transaction(async (tx) => {
        const locked = await lockReturn(tx, returnId)
        if (locked.ret.status === 'refunded') return
        if (locked.ret.status !== 'received')
          throw new AppError('conflict', returnMessages.cannotRefund(locked.ret.status))
        const bought = await repo.itemsOf(tx, order.id)
        const at = now()
        let note: CreditNoteRow | undefined
        let amount = 0
        if (invoiced(locked.order)) {
          note = (
            await creditNote(
              tx,
              locked.order,
              at,
              {
                kind: 'lines',
                lines: items.map((i) => ({
                  line: bought.findIndex((b) => b.productId === i.productId && b.packId === i.packId),
                  quantity: i.quantity,
                })),
              },
              { reason: 'refund', note: `return ${ret.id}` },
            )
          ).note
          amount = note?.totalPaise ?? 0
        } else
          amount = items.reduce(
            (n, i) =>
              n +
              (bought.find((b) => b.productId === i.productId && b.packId === i.packId)?.unitPricePaise ??
                0) *
                i.quantity,
            0,
          )
        await setReturn(tx, ret.id, {
          status: 'refunded',
          refundedAt: at,
          creditNoteNumber: note?.number ?? null,
          refundPaise: amount,
          payoutReference: reference,
        })
        await announce(tx, locked.order, {
          kind: 'order_return',
          returnId: ret.id,
          step: 'refunded',
          lines: linesOf(items),
          amountPaise: amount,
          refundTo: refundTo(locked.ret),
          ...(note ? { creditNote: note } : {}),
        })
        await codAudit?.(tx, locked.order, {
          action: 'order.return_refund',
          return_id: ret.id,
          refund_paise: amount,
          payout_reference: reference,
        })
      })
      return { view: await one(returnId), refundKeys: [] }
    },
  }
}

/** Where staff pay a cash-on-delivery return's money: the UPI ID, or the full account number and IFSC. */
function payoutTo(r: ReturnRow): string | null {
  if (r.refundUpi) return `UPI ${r.refundUpi}`
  if (r.refundAccount) return `account ${r.refundAccount}, IFSC ${r.refundIfsc ?? ''}`
  return null
}

/** Where a cash-on-delivery return's money goes, as the shopper sees it (the account number masked). */
function refundTo(r: ReturnRow): string | null {
  if (r.refundUpi) return `UPI ${r.refundUpi}`
  if (r.refundAccount) return `account ending ${r.refundAccount.slice(-4)} (IFSC ${r.refundIfsc ?? ''})`
  return null
}
