// What an order's change tells the shopper, written to the notification outbox in the change's own transaction
// (decision 024): a transition that rolls back tells nothing, and an event that repeats is told once (its key).
import type { Db } from '#server/db/client.ts'
import type { IdentityService } from '../identity/service.ts'
import type { CreditNoteRow } from '../invoices/service.ts'
import type {
  IssuedCreditNote,
  NotificationPayload,
  Notify,
  OrderFacts,
  RefundMailReason,
  ReturnedItem,
} from '../notifications/service.ts'
import { whatsappFor } from '../notifications/whatsapp-messages.ts'
import type { CodTokens } from '../whatsapp/cod-token.ts'
import { whatsappNumber } from '../whatsapp/cod-token.ts'
import * as repo from './repo.ts'

/** WhatsApp updates (decision 049): on when the shop has the Cloud API (or its stand-in) configured. */
export interface OrderWhatsApp {
  codTokens: CodTokens
  /** the hours a cash order waits for its shopper's confirmation (the owner's setting) */
  codConfirmHours: () => number
}

export type OrderNotice =
  | { kind: 'order_confirmed' }
  | { kind: 'payment_failed' }
  | { kind: 'order_expired' }
  | { kind: 'order_shipped' }
  | { kind: 'order_delivered' }
  /** the courier's tracking says the parcel is out for delivery today (the courier adapter, decision 046) */
  | { kind: 'order_out_for_delivery' }
  /** the courier could not deliver (NDR): one notice per failed attempt, asking for a better time or address */
  | { kind: 'order_delivery_failed'; attempt: number; reason: string }
  | {
      kind: 'order_cancelled'
      refundPaise: number
      returned?: boolean
      by?: 'shopper' | 'staff'
      /** staff's reason, in words for the shopper */
      reason?: string
      creditNote?: CreditNoteRow
    }
  /** a shopper's return (decision 056): one notice per return and step */
  | {
      kind: 'order_return'
      returnId: string
      step: 'requested' | 'approved' | 'refused' | 'received' | 'refunded'
      lines: { productId: number; quantity: number }[]
      refusalReason?: string | null
      awb?: string | null
      amountPaise?: number
      refundTo?: string | null
      creditNote?: CreditNoteRow
    }
  /** `refundKey`: the refund's idempotency key, which names the mail too */
  | {
      kind: 'payment_refunded'
      amountPaise: number
      reason: RefundMailReason
      refundKey: string
      /** a partial refund: the units given back (by product), the reason staff gave, the credit note */
      lines?: { productId: number; quantity: number }[]
      staffReason?: string
      creditNote?: CreditNoteRow
    }

const issued = (n: CreditNoteRow | undefined): IssuedCreditNote | null =>
  n ? { seq: n.seq, number: n.number, totalPaise: n.totalPaise } : null

const SUFFIX: Record<Exclude<OrderNotice['kind'], 'payment_refunded' | 'order_return'>, string> = {
  order_confirmed: 'confirmed',
  payment_failed: 'payment_failed',
  order_expired: 'expired',
  order_shipped: 'shipped',
  order_delivered: 'delivered',
  order_out_for_delivery: 'out_for_delivery',
  order_delivery_failed: 'delivery_failed',
  order_cancelled: 'cancelled',
}

/** The order's facts as they are in this transaction (the row as the change wrote it). */
async function factsOf(tx: Db, row: repo.OrderRow): Promise<OrderFacts> {
  const items = await repo.itemsOf(tx, row.id)
  const a = row.shippingAddress
  return {
    id: row.id,
    firstName: a.first_name,
    items: items.map((i) => ({
      productId: i.productId,
      name: i.productName,
      netQuantity: i.netQuantity,
      ...(i.sku ? { sku: i.sku } : {}),
      quantity: i.quantity,
      unitPaise: i.unitPricePaise,
      totalPaise: i.totalPricePaise,
    })),
    subtotalPaise: row.subtotalPaise,
    discountPaise: row.discountPaise,
    couponCode: row.couponCode,
    shippingPaise: row.shippingChargePaise,
    codFeePaise: row.codFeePaise,
    totalPaise: row.totalPaise,
    paymentMethod: row.paymentMethod,
    paymentDetail: row.paymentDetail,
    shippingMode: row.shippingMode,
    address: {
      firstName: a.first_name,
      lastName: a.last_name,
      mobile: a.mobile,
      street: a.street,
      city: a.city,
      state: a.state,
      postalCode: a.postal_code,
      country: a.country,
    },
    invoicePath: row.invoiceUrl,
    promised: row.promisedFrom && row.promisedTo ? { from: row.promisedFrom, to: row.promisedTo } : null,
    // the order's mails are written in its language (decision 060); English ones carry none, as before
    ...(row.language !== 'en' ? { language: row.language } : {}),
  }
}

/** Units named by product, as the mail lists them (the order's item's name and size). */
function returnedItems(order: OrderFacts, lines: { productId: number; quantity: number }[]): ReturnedItem[] {
  return lines.flatMap((l) => {
    const i = order.items.find((x) => x.productId === l.productId)
    return i
      ? [{ productId: i.productId, name: i.name, netQuantity: i.netQuantity, quantity: l.quantity }]
      : []
  })
}

/** `announce(tx, row, notice)`: the notice of an order's change, written in the change's transaction. */
export function createOrderNotices(deps: {
  notify?: Notify
  identity: IdentityService
  whatsapp?: OrderWhatsApp
  /** a guest's order's private link (decision 057); undefined for an account's order */
  guestLinkOf?: (tx: Db, userId: string, orderId: string) => Promise<string | undefined>
}) {
  return async function announce(tx: Db, row: repo.OrderRow, notice: OrderNotice): Promise<void> {
    if (!deps.notify) return
    const shopper = await deps.identity.getUserName(row.userId, tx)
    if (!shopper?.email) return
    const privateLink = await deps.guestLinkOf?.(tx, row.userId, row.id)
    const order = { ...(await factsOf(tx, row)), ...(privateLink ? { privateLink } : {}) }
    const dedupeKey =
      notice.kind === 'payment_refunded'
        ? `refund:${notice.refundKey}`
        : notice.kind === 'order_return'
          ? `return:${notice.returnId}:${notice.step}`
          : notice.kind === 'order_delivery_failed'
            ? `order:${row.id}:${SUFFIX[notice.kind]}:${notice.attempt}`
            : `order:${row.id}:${SUFFIX[notice.kind]}`
    const payload = ((): NotificationPayload => {
      switch (notice.kind) {
        case 'payment_failed':
          return {
            kind: notice.kind,
            order,
            payableUntil: row.reservationExpiresAt?.toISOString() ?? null,
          }
        case 'order_shipped':
          return {
            kind: notice.kind,
            order,
            carrier: row.shippingCarrier,
            waybill: row.courierWaybill ?? '',
            trackingUrl: row.trackingUrl,
          }
        case 'order_out_for_delivery':
          return { kind: notice.kind, order, carrier: row.shippingCarrier, trackingUrl: row.trackingUrl }
        case 'order_delivery_failed':
          return {
            kind: notice.kind,
            order,
            carrier: row.shippingCarrier,
            reason: notice.reason,
            attempt: notice.attempt,
          }
        case 'order_cancelled':
          return {
            kind: notice.kind,
            order,
            refundPaise: notice.refundPaise,
            returned: notice.returned ?? false,
            by: notice.by ?? 'shopper',
            ...(notice.reason ? { reason: notice.reason } : {}),
            creditNote: issued(notice.creditNote),
          }
        case 'order_return':
          return {
            kind: notice.kind,
            order,
            step: notice.step,
            items: returnedItems(order, notice.lines),
            refusalReason: notice.refusalReason ?? null,
            awb: notice.awb ?? null,
            ...(notice.amountPaise !== undefined ? { amountPaise: notice.amountPaise } : {}),
            refundTo: notice.refundTo ?? null,
            creditNote: issued(notice.creditNote),
          }
        case 'payment_refunded': {
          const items = returnedItems(order, notice.lines ?? [])
          return {
            kind: notice.kind,
            order,
            amountPaise: notice.amountPaise,
            reason: notice.reason,
            ...(notice.reason === 'partial'
              ? { items, staffReason: notice.staffReason ?? null, creditNote: issued(notice.creditNote) }
              : {}),
          }
        }
        case 'order_confirmed':
        case 'order_expired':
        case 'order_delivered':
          return { kind: notice.kind, order }
      }
    })()
    // The WhatsApp message that goes with it, for a shopper who opted in at checkout (decision 049): its own outbox
    // row, sent once by its own key; a number that replied STOP is dropped when the row falls due.
    const phone = whatsappNumber(row.shippingAddress.mobile)
    const wa = deps.whatsapp
    const message =
      wa && row.whatsappOptIn && phone
        ? whatsappFor(
            payload as Parameters<typeof whatsappFor>[0],
            notice.kind === 'order_confirmed' && row.codConfirmation === 'pending'
              ? {
                  confirm: wa.codTokens.payload('confirm', row.id),
                  cancel: wa.codTokens.payload('cancel', row.id),
                  hours: wa.codConfirmHours(),
                }
              : undefined,
          )
        : undefined
    await deps.notify(tx, [
      { payload, to: shopper.email, dedupeKey, orderId: row.id },
      ...(message && phone
        ? [{ payload: message, to: phone, dedupeKey: `whatsapp:${dedupeKey}`, orderId: row.id }]
        : []),
    ])
  }
}
