import { and, eq, isNull, lte, or, sql } from 'drizzle-orm'
import { indiaClock } from '#domain/india-time.ts'
import { courierMessages } from '#domain/messages-courier.ts'
import { whatsappMessages } from '#domain/messages-whatsapp.ts'
import { decide, orderMessages } from '#domain/orders.ts'
import { AppError } from '#server/errors.ts'
import { type CourierAdapter, CourierError } from '#server/integrations/shiprocket.ts'
import type { CreditNoteRow } from '../invoices/service.ts'
import type { OrderAudit, OrderCore } from './core.ts'
import type { createFulfilment } from './fulfilment.ts'
import { createNdr } from './ndr.ts'
import { stateOf } from './order-rows.ts'
import * as repo from './repo.ts'
import { courierEvents, orders } from './tables.ts'

// The courier adapter's side of an order (decision 046): booking shipments with the courier (AWB, one label PDF, the
// manifest, a pickup), the courier's tracking webhook, and a returned parcel received by staff.

type OrderRow = repo.OrderRow
type Fulfilment = ReturnType<typeof createFulfilment>

export interface BookingResult {
  booked: { orderId: string; awb: string; courierName: string; trackingUrl: string; shipmentId: string }[]
  failed: { orderId: string; reason: string }[]
  labelUrl?: string
  manifestUrl?: string
  pickupDate?: string
  /** the bookings stand; the courier's documents or pickup could not be had (staff ask again) */
  documentsError?: string
}

/**
 * A parcel's weight, kg, 0.1 at least: each line's pack weight as sold (decision 041, amended), or for a pack with
 * none recorded, the net quantity on it ('100g', '1 kg', '6 × 100g', '500 ml'; half a kilo when it says no weight).
 */
export function weightKgOf(items: { netQuantity: string; quantity: number; weightGrams?: number }[]): number {
  let grams = 0
  for (const i of items) {
    const m = /^(?:(\d+)\s*[×x]\s*)?(\d+(?:\.\d+)?)\s*(kg|g|l|ml)\b/i.exec(i.netQuantity.trim())
    const fromSize = m ? Number(m[1] ?? 1) * Number(m[2]) * (/^(kg|l)$/i.test(m[3] ?? '') ? 1000 : 1) : 500
    const each = i.weightGrams && i.weightGrams > 0 ? i.weightGrams : fromSize
    grams += each * i.quantity
  }
  return Math.max(0.1, Math.round(grams / 10) / 100)
}

/** The next working day (no Sundays) in India, YYYY-MM-DD: when the courier is asked to pick up. */
export function nextWorkingDay(at: Date): string {
  let d = new Date(at.getTime() + 86_400_000)
  while (new Date(`${indiaClock(d).day}T12:00:00+05:30`).getUTCDay() === 0)
    d = new Date(d.getTime() + 86_400_000)
  return indiaClock(d).day
}

/** Shiprocket's tracking statuses as the order shows them; a final one moves the order through its machine. */
const TRACKING: Record<string, { shown: string; final?: 'deliver'; mail?: true; ndr?: true }> = {
  'PICKED UP': { shown: 'Picked up' },
  SHIPPED: { shown: 'In transit' },
  'IN TRANSIT': { shown: 'In transit' },
  'REACHED AT DESTINATION HUB': { shown: 'In transit' },
  'OUT FOR DELIVERY': { shown: 'Out for delivery', mail: true },
  DELIVERED: { shown: 'Delivered', final: 'deliver' },
  UNDELIVERED: { shown: 'Delivery failed', ndr: true },
  'DELIVERY FAILED': { shown: 'Delivery failed', ndr: true },
  NDR: { shown: 'Delivery failed', ndr: true },
  'RTO INITIATED': { shown: 'RTO initiated' },
  'RTO IN TRANSIT': { shown: 'RTO initiated' },
  'RTO DELIVERED': { shown: 'RTO delivered' },
}

export function createCourierSide(
  core: OrderCore,
  fulfilment: Fulfilment,
  courier: CourierAdapter | undefined,
) {
  const { db, catalogue, transition, creditNote, announce, now, log } = core
  const ndr = createNdr(core, courier)

  async function bookOne(orderId: string, audit?: OrderAudit): Promise<BookingResult['booked'][number]> {
    if (!courier) throw new AppError('conflict', courierMessages.notConfigured)
    const row = await repo.findById(db, orderId)
    if (!row) throw new CourierError(orderMessages.notFound)
    const d = decide(stateOf(row), { type: 'ship' })
    if (!d.ok || !d.changed) throw new CourierError(courierMessages.notBookable(row.status))
    // A cash order its shopper has not confirmed on WhatsApp is not booked from the list (decision 049): staff call
    // the shopper and ship it from its page.
    if (row.codConfirmation === 'pending' || row.codConfirmation === 'held')
      throw new CourierError(whatsappMessages.unconfirmedCod(whatsappMessages.codStates[row.codConfirmation]))
    const [items, who] = await Promise.all([
      repo.itemsOf(db, row.id),
      core.deps.identity.getUserName(row.userId),
    ])
    const a = row.shippingAddress
    const booking = await courier.book({
      orderId: row.id,
      orderDate: row.createdAt,
      cod: row.paymentMethod === 'cod',
      totalPaise: row.totalPaise,
      weightKg: weightKgOf(items),
      address: {
        name: `${a.first_name} ${a.last_name}`.trim(),
        line1: a.street,
        city: a.city,
        state: a.state,
        pin: a.postal_code,
        phone: a.mobile,
      },
      email: who?.email ?? '',
      items: items.map((i) => ({
        name: `${i.productName} ${i.netQuantity}`,
        // the pack's SKU, as the packing slip prints it (decision 048); a line from before packs, the product
        sku: i.sku || `P${i.productId}`,
        units: i.quantity,
        sellingPricePaise: i.unitPricePaise,
      })),
    })
    const trackingUrl = courier.trackingUrl(booking.awb)
    try {
      await fulfilment.ship(row.id, booking.courierName, booking.awb, audit, {
        trackingUrl,
        shipmentId: booking.shipmentId,
      })
    } catch (err) {
      // The order moved meanwhile (cancelled, or booked by another hand): the AWB is given back to the courier.
      await courier.cancel([booking.awb]).catch((e) => log.warn({ err: e, orderId }, 'AWB not cancelled'))
      if (err instanceof AppError) throw new CourierError(err.message)
      throw err
    }
    return { orderId: row.id, trackingUrl, ...booking }
  }

  const side = {
    /** The courier adapter in use (undefined: self-ship). */
    courier,
    // Failed deliveries: staff's answers, the automatic return (decision 046 amended); the queue is in admin.ts.
    ndrAttemptsBeforeRto: ndr.ndrAttemptsBeforeRto,
    answerNdr: ndr.answerNdr,
    recordFailedDelivery: ndr.recordFailedDelivery,
    requestDueReturns: ndr.requestDueReturns,

    /**
     * Books each order with the courier, one after another: the shipment and its AWB, then the order shipped through
     * the machine (its mail, a COD order invoiced). An order the courier refuses (or that times out) is named with
     * the reason and left as it was. Then, for those booked: one label PDF, the manifest, a pickup the next working day.
     */
    async bookShipments(orderIds: string[], audit?: OrderAudit): Promise<BookingResult> {
      if (!courier) throw new AppError('conflict', courierMessages.notConfigured)
      const result: BookingResult = { booked: [], failed: [] }
      for (const orderId of orderIds) {
        try {
          result.booked.push(await bookOne(orderId, audit))
        } catch (err) {
          if (!(err instanceof CourierError)) throw err
          log.warn({ orderId, reason: err.reason }, 'courier booking failed: the order is unchanged')
          result.failed.push({ orderId, reason: err.reason })
        }
      }
      if (result.booked.length === 0) return result
      const ids = result.booked.map((b) => b.shipmentId)
      try {
        result.labelUrl = await courier.labels(ids)
        result.manifestUrl = await courier.manifest(ids)
        result.pickupDate = (await courier.pickup(ids, nextWorkingDay(now()))).scheduledDate
      } catch (err) {
        if (!(err instanceof CourierError)) throw err
        result.documentsError = courierMessages.documentsFailed(err.reason)
      }
      return result
    },

    /** The labels, manifest and pickup of orders booked already (asked again after a failure). */
    async courierDocuments(orderIds: string[]): Promise<Omit<BookingResult, 'booked' | 'failed'>> {
      if (!courier) throw new AppError('conflict', courierMessages.notConfigured)
      const rows = (await Promise.all(orderIds.map((id) => repo.findById(db, id)))).filter(
        (r): r is OrderRow => !!r?.courierShipmentId && r.status === 'shipped',
      )
      const ids = rows.map((r) => r.courierShipmentId as string)
      if (ids.length === 0) throw new AppError('bad_request', courierMessages.noOrdersChosen)
      try {
        return {
          labelUrl: await courier.labels(ids),
          manifestUrl: await courier.manifest(ids),
          pickupDate: (await courier.pickup(ids, nextWorkingDay(now()))).scheduledDate,
        }
      } catch (err) {
        if (!(err instanceof CourierError)) throw err
        return { documentsError: courierMessages.documentsFailed(err.reason) }
      }
    },

    /**
     * One tracking update of the courier's webhook. Kept once per AWB, status and time (a webhook sent twice is one
     * line on the timeline and changes nothing the second time); 'DELIVERED' delivers a shipped order through the
     * machine; any other status is shown while the order is shipped, and only when not older than the one shown (an
     * update arriving late changes nothing). 'OUT FOR DELIVERY' mails the shopper once. Undefined: unknown AWB.
     */
    async trackingUpdate(u: {
      awb: string
      status: string
      at: Date
      /** the courier's reason of a failed delivery (its scan's activity) */
      reason?: string
    }): Promise<OrderRow | undefined> {
      const row = await repo.findByWaybill(db, u.awb)
      if (!row) return undefined
      const known = TRACKING[u.status.trim().toUpperCase()]
      const shown = known?.shown ?? u.status.trim().slice(0, 60)
      if (known?.ndr) {
        // A failed delivery (NDR): counted once, the shopper mailed; the return asked after the reply when due.
        const out = await ndr.failedAttempt(row, u, shown)
        if (out.rtoDue)
          void ndr.requestDueReturns().catch((err) => log.warn({ err }, 'automatic return not asked'))
        return out.row
      }
      const [fresh] = await db
        .insert(courierEvents)
        .values({ orderId: row.id, waybill: u.awb, status: shown, occurredAt: u.at })
        .onConflictDoNothing()
        .returning({ id: courierEvents.id })
      if (!fresh) {
        log.warn({ orderId: row.id, awb: u.awb, status: shown }, 'courier webhook repeated: nothing changed')
        return (await repo.findById(db, row.id)) ?? row
      }
      if (known?.final === 'deliver') {
        if (row.status !== 'shipped') return row
        try {
          return await fulfilment.deliver(row.id)
        } catch (err) {
          if (err instanceof AppError && err.kind === 'conflict')
            return (await repo.findById(db, row.id)) ?? row
          throw err
        }
      }
      const updated = await db.transaction(async (tx) => {
        // The courier returns the parcel (asked by the shop, or on its own): no failed delivery waits any more.
        if (shown.startsWith('RTO'))
          await tx
            .update(orders)
            .set({
              ndrPending: false,
              rtoRequestedAt: sql`coalesce(${orders.rtoRequestedAt}, ${now().toISOString()}::timestamptz)`,
            })
            .where(and(eq(orders.id, row.id), eq(orders.status, 'shipped')))
        const [r] = await tx
          .update(orders)
          .set({ courierStatus: shown, courierStatusAt: u.at, updatedAt: now() })
          .where(
            and(
              eq(orders.id, row.id),
              eq(orders.status, 'shipped'),
              // the same second (Shiprocket's stamps are to the second): the later arrival is the newer
              or(isNull(orders.courierStatusAt), lte(orders.courierStatusAt, u.at)),
            ),
          )
          .returning()
        if (r && known?.mail) await announce(tx, r, { kind: 'order_out_for_delivery' })
        return r
      })
      if (!updated)
        log.warn(
          { orderId: row.id, awb: u.awb, status: shown },
          'courier update late or after the end: kept on the timeline only',
        )
      return updated ?? (await repo.findById(db, row.id)) ?? row
    },

    /**
     * Shipments the courier has not told the shop about for a day (its webhook lost or never sent): the courier's
     * tracking is asked, at most once a day per shipment, and its answer moves the order as the webhook would have
     * (decision 046, amended). Processes share the work: each claims its shipments with SKIP LOCKED and stamps
     * them asked before asking, so no shipment is asked twice at once. An answer already shown changes nothing; a
     * courier that fails is asked again the next day. Answers how many shipments were asked.
     */
    async pollQuietShipments(limit = 50): Promise<number> {
      if (!courier) return 0
      const at = now()
      const dayAgo = new Date(at.getTime() - 86_400_000).toISOString()
      const claimed = await db
        .update(orders)
        .set({ courierPolledAt: at })
        .where(
          sql`${orders.id} in (
            select id from orders
            where status = 'shipped' and courier_shipment_id is not null and courier_waybill is not null
              and coalesce(courier_status_at, shipped_at, updated_at) < ${dayAgo}::timestamptz
              and (courier_polled_at is null or courier_polled_at < ${dayAgo}::timestamptz)
            order by courier_polled_at nulls first, shipped_at
            limit ${limit}
            for update skip locked)`,
        )
        .returning({ id: orders.id, awb: orders.courierWaybill, shown: orders.courierStatus })
      for (const o of claimed) {
        if (!o.awb) continue
        try {
          const t = await courier.track(o.awb)
          const known = TRACKING[t.status.trim().toUpperCase()]
          // no scan time given and nothing new: the status shown stays, no second line on the timeline
          if (!t.at && (known?.shown ?? t.status.trim()) === o.shown) continue
          await side.trackingUpdate({ awb: o.awb, status: t.status, at: t.at ?? at })
        } catch (err) {
          log.warn({ err, orderId: o.id, awb: o.awb }, 'courier tracking not had for a quiet shipment')
        }
      }
      return claimed.length
    },

    /**
     * Staff received a returned parcel: each unit back to stock ('returned') or written off ('returned' then
     * 'written_off' in the stock ledger, decision 031); the order cancelled through the machine with its credit
     * note when invoiced; a paid order's refund decided with it; a COD refusal counts against the shopper as before.
     */
    async receiveReturn(
      orderId: string,
      lines: { productId: number; restock: number; writtenOff: number }[],
      audit?: OrderAudit,
    ): Promise<{ row: OrderRow; refundKeys: string[] }> {
      let note: CreditNoteRow | undefined
      const result = await transition(
        orderId,
        { type: 'return_to_origin' },
        {
          audit,
          refused: () => new AppError('conflict', courierMessages.receiveNotShipped),
          effects: async (tx, r, d, at) => {
            const items = await repo.itemsOf(tx, r.id)
            const byProduct = new Map(lines.map((l) => [l.productId, l]))
            // Counted per product: an order holding two packs of one product cannot be told apart here
            // (decision 048), so it is refused rather than guessed.
            if (
              new Set(items.map((i) => i.productId)).size !== items.length ||
              lines.length !== items.length ||
              items.some((i) => {
                const l = byProduct.get(i.productId)
                return !l || l.restock + l.writtenOff !== i.quantity
              })
            )
              throw new AppError('bad_request', courierMessages.receiveCounts)
            const released = await core.releasing(tx, r, 'returned')
            await catalogue.writeOffReturned(
              tx,
              // each unit written off leaves the pack it was sold from (decision 048)
              items.map((i) => ({
                productId: i.productId,
                packId: i.packId || null,
                quantity: byProduct.get(i.productId)!.writtenOff,
              })),
              r.id,
            )
            note = (await creditNote(tx, r, at, { kind: 'rest' }, { reason: 'returned' })).note
            return {
              ...released,
              courierStatus: 'RTO',
              returnedToOriginAt: at,
              rtoReceivedAt: at,
              cancelledAt: at,
              ...(d.refund ? { refundedAt: at } : {}),
            }
          },
          notice: (_r, d) => ({
            kind: 'order_cancelled',
            refundPaise: d.refund?.amountPaise ?? 0,
            returned: true,
            creditNote: note,
          }),
        },
      )
      catalogue.notifyChanged()
      return result
    },
  }
  return side
}
