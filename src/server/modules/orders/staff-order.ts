// One order as the back office's order page shows it (decision 022): its timeline from the shop's own records and
// the page's shape. Pure: admin.ts reads the records.
import type { AdminOrder, TimelineEvent } from '#domain/contracts/admin-orders.ts'
import { formatPaise } from '#domain/money.ts'
import { decide, type OrderEvent, type OrderStatus, type PaymentStatus } from '#domain/orders.ts'
import { paymentMethodLabel } from '#domain/payment-methods.ts'
import type { SentMail } from '../notifications/history.ts'
import type { ReceivedWebhook } from '../payments/history.ts'
import type { StaffOrderRecord } from './admin.ts'
import { stateOf } from './order-rows.ts'
import type { OrderRow } from './repo.ts'

/** Cash the courier collects: a cash-on-delivery order not yet paid. */
export function cashToCollectPaise(row: OrderRow): number {
  return row.paymentMethod === 'cod' && row.capturedPaise === 0 ? row.totalPaise : 0
}

/** What the order's state machine allows now (changed: a repeat that would change nothing is not offered). */
function allows(row: OrderRow, event: OrderEvent): boolean {
  const d = decide(stateOf(row), event)
  return d.ok && d.changed
}

const REFUND_REASONS: Record<string, string> = {
  cancelled: 'order cancelled',
  late_payment: 'payment arrived after the order was cancelled or expired',
  amount_mismatch: 'payment of another amount than the total',
  duplicate_payment: 'a second payment',
  partial: 'partial refund',
}

const MAIL_KINDS: Record<string, string> = {
  order_confirmed: 'order confirmation',
  payment_failed: 'payment did not go through',
  order_expired: 'order expired',
  order_shipped: 'order shipped, with tracking',
  order_delivered: 'order delivered',
  order_out_for_delivery: 'out for delivery',
  order_delivery_failed: 'delivery failed: a better time or address asked',
  order_cancelled: 'order cancelled',
  payment_refunded: 'refund',
  order_return: 'return (requested, approved, refused, received or refunded)',
}

/** Staff actions of the audit log shown on the order's own events (who did it); the rest as their own events. */
const AUDITED: Record<string, TimelineEvent['kind']> = {
  'order.pack': 'packed',
  'order.ship': 'shipped',
  'order.deliver': 'delivered',
  'order.cancel': 'cancelled',
  'order.refund': 'refund',
  // a returned parcel received in the back office (decision 046)
  'order.receive_return': 'returned',
}
const STAFF_ACTIONS: Record<string, string> = {
  'order.invoice_resend': 'Invoice mailed to the shopper again',
  // staff's answers to a failed delivery (decision 046 amended)
  'order.delivery_failed': 'Failed delivery recorded (self-shipped)',
  'order.ndr_reattempt': 'Failed delivery answered: try again',
  'order.ndr_rto': 'Failed delivery answered: return to origin',
  // a shopper's return, staff's steps (decision 056)
  'order.return_approve': 'Return approved',
  'order.return_refuse': 'Return refused',
  'order.return_receive': 'Returned units received: back to stock or written off',
  'order.return_refund': 'Return refunded: payout recorded',
}

/** A credit note of the order (decision 025), as the timeline and the order page show it. */
export interface CreditNoteLine {
  number: string
  seq: number
  issuedAt: Date
  reason: string
  note: string | null
  totalPaise: number
}

export interface AuditLine {
  at: Date
  actor: string
  action: string
  after?: unknown
}

const IST = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
})

/**
 * Every event the shop's own records show for an order, oldest first: the order's own times, each refund, each
 * mail of the outbox, each payment webhook received, and staff actions from the audit log.
 */
export function buildTimeline(input: {
  record: StaffOrderRecord
  mails: SentMail[]
  webhooks: ReceivedWebhook[]
  /** the courier's status updates, as received */
  courier?: { status: string; waybill: string; receivedAt: Date }[]
  audit: AuditLine[]
  creditNotes?: CreditNoteLine[]
}): TimelineEvent[] {
  const { row, items, refunds } = input.record
  const events: TimelineEvent[] = []
  const add = (at: Date | null, kind: TimelineEvent['kind'], title: string, detail: string | null = null) => {
    if (at) events.push({ at: at.toISOString(), kind, title, detail, actor: null })
  }
  const cod = row.paymentMethod === 'cod'
  const units = items.reduce((n, i) => n + i.quantity, 0)
  add(
    row.createdAt,
    'placed',
    cod ? 'Placed for cash on delivery' : 'Order placed',
    `${units} ${units === 1 ? 'item' : 'items'} · ${formatPaise(row.totalPaise)}`,
  )
  if (row.paidAt)
    add(
      row.paidAt,
      'paid',
      cod
        ? `Cash collected on delivery: ${formatPaise(row.capturedPaise)}`
        : `Paid ${formatPaise(row.capturedPaise)}`,
      [paymentMethodLabel(row.paymentMethod, row.paymentDetail), row.providerPaymentId]
        .filter(Boolean)
        .join(' · '),
    )
  if (row.invoiceNumber)
    add((cod ? row.shippedAt : row.paidAt) ?? row.createdAt, 'invoice', `Invoice ${row.invoiceNumber} issued`)
  add(row.packedAt, 'packed', 'Packed')
  add(
    row.shippedAt,
    'shipped',
    `Shipped with ${row.shippingCarrier}`,
    row.courierWaybill ? `Waybill ${row.courierWaybill}` : null,
  )
  add(row.deliveredAt, 'delivered', 'Delivered')
  if (row.returnedToOriginAt)
    add(
      row.returnedToOriginAt,
      'returned',
      row.rtoReceivedAt
        ? 'Returned parcel received: units back to stock or written off; cancelled'
        : 'Returned to origin by the courier; cancelled',
    )
  else add(row.cancelledAt, 'cancelled', 'Cancelled')
  if (row.status === 'expired')
    add(row.updatedAt, 'expired', 'Expired unpaid; the items went back on the shelf')
  for (const r of refunds)
    add(
      r.createdAt,
      'refund',
      `Refund of ${formatPaise(r.amountPaise)}`,
      `${REFUND_REASONS[r.reason] ?? r.reason} · ${
        r.status === 'processed'
          ? `carried out${r.processedAt ? ` ${IST.format(r.processedAt)}` : ''}${r.providerRefundId ? ` (${r.providerRefundId})` : ''}`
          : 'waiting for the payment provider'
      }`,
    )
  for (const n of input.creditNotes ?? [])
    add(
      n.issuedAt,
      'credit_note',
      `Credit note ${n.number}: ${formatPaise(n.totalPaise)}`,
      `against invoice ${row.invoiceNumber ?? ''} · ${n.reason === 'refund' ? (n.note ?? 'refund') : n.reason}`,
    )
  for (const mail of input.mails)
    add(
      mail.sentAt ?? mail.createdAt,
      'mail',
      mail.kind === 'whatsapp'
        ? `WhatsApp: ${(mail.template ?? 'message').replaceAll('_', ' ')}`
        : `Mail: ${MAIL_KINDS[mail.kind] ?? mail.kind.replaceAll('_', ' ')}`,
      `to ${mail.recipient} · ${
        mail.status === 'sent'
          ? 'sent'
          : mail.status === 'failed'
            ? `not sent after ${mail.attempts} attempts${mail.lastError ? `: ${mail.lastError}` : ''}`
            : mail.status === 'dropped'
              ? mail.kind === 'whatsapp' && mail.lastError
                ? mail.lastError
                : 'not sent: the order was no longer waiting for payment when it fell due'
              : mail.attempts > 0
                ? `waiting to be sent again (${mail.attempts} attempts)`
                : 'waiting to be sent'
      }`,
    )
  for (const w of input.webhooks) add(w.receivedAt, 'webhook', `Webhook: ${w.type}`, `event ${w.eventId}`)
  for (const c of input.courier ?? [])
    add(c.receivedAt, 'webhook', `Courier update: ${c.status}`, `waybill ${c.waybill}`)
  for (const line of input.audit) {
    // The event the staff action made: of its kind, not yet attributed, nearest in time.
    const kind = AUDITED[line.action]
    const own = kind
      ? events
          .filter((e) => e.kind === kind && e.actor === null)
          .sort(
            (a, b) =>
              Math.abs(Date.parse(a.at) - line.at.getTime()) - Math.abs(Date.parse(b.at) - line.at.getTime()),
          )[0]
      : undefined
    if (own) own.actor = line.actor
    else {
      events.push({
        at: line.at.toISOString(),
        kind: 'staff',
        title: STAFF_ACTIONS[line.action] ?? line.action,
        detail: null,
        actor: line.actor,
      })
    }
  }
  return events.sort((a, b) => a.at.localeCompare(b.at))
}

/** The order as the back office's order page shows it. */
export function toStaffOrder(
  record: StaffOrderRecord,
  timeline: TimelineEvent[],
  trackedCarriers: string[],
  creditNotes: CreditNoteLine[] = [],
): AdminOrder {
  const { row, items, refunds, shopper } = record
  const a = row.shippingAddress
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    status: row.status as OrderStatus,
    payment_status: row.paymentStatus as PaymentStatus,
    customer: shopper,
    shipping_address: { ...a, mobile_secondary: a.mobile_secondary ?? null },
    notes: row.notes,
    items: items.map((i) => ({
      product_id: i.productId,
      name: i.productName,
      sku: i.sku,
      size: i.netQuantity,
      net_quantity: i.netQuantity,
      hsn_code: i.hsnCode,
      gst_rate: i.gstRateBp / 100,
      quantity: i.quantity,
      unit_price: i.unitPricePaise,
      total_price: i.totalPricePaise,
    })),
    totals: {
      subtotal: row.subtotalPaise,
      discount: row.discountPaise,
      shipping: row.shippingChargePaise,
      cod_fee: row.codFeePaise,
      total: row.totalPaise,
      captured: row.capturedPaise,
      refunded: row.refundedPaise,
      refundable: row.paymentMethod === 'cod' ? 0 : row.capturedPaise - row.refundedPaise,
    },
    coupon_code: row.couponCode,
    payment: {
      method: row.paymentMethod,
      label: paymentMethodLabel(row.paymentMethod),
      detail: row.paymentDetail,
      provider_order_id: row.providerOrderId,
      provider_payment_id: row.providerPaymentId,
      issue: row.paymentIssue,
      cash_to_collect: cashToCollectPaise(row),
    },
    invoice: row.invoiceNumber
      ? { number: row.invoiceNumber, url: `/api/admin/v1/orders/${row.id}/invoice.pdf` }
      : null,
    shipping: {
      mode: row.shippingMode,
      carrier: row.shippingCarrier,
      waybill: row.courierWaybill,
      tracking_url: row.trackingUrl,
      courier_status: row.courierStatus,
      tracked_carriers: trackedCarriers,
      ndr: {
        attempts: row.ndrAttempts,
        last_reason: row.ndrReason,
        last_attempt_at: row.ndrAt?.toISOString() ?? null,
        waiting: row.status === 'shipped' && row.ndrPending && !row.rtoDueAt && !row.rtoRequestedAt,
        action: row.ndrAction === 'reattempt' || row.ndrAction === 'rto' ? row.ndrAction : null,
        action_at: row.ndrActionAt?.toISOString() ?? null,
        rto_due_at: row.rtoDueAt?.toISOString() ?? null,
        rto_requested_at: row.rtoRequestedAt?.toISOString() ?? null,
      },
    },
    cod_confirmation: row.codConfirmation as AdminOrder['cod_confirmation'],
    packed_at: row.packedAt?.toISOString() ?? null,
    shipped_at: row.shippedAt?.toISOString() ?? null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    refunds: refunds.map((r) => ({
      key: r.key,
      amount: r.amountPaise,
      reason: r.reason,
      status: r.status,
      created_at: r.createdAt.toISOString(),
    })),
    credit_notes: creditNotes.map((n) => ({
      number: n.number,
      issued_at: n.issuedAt.toISOString(),
      reason: n.reason,
      total: n.totalPaise,
      pdf_url: `/api/admin/v1/orders/${row.id}/credit-notes/${n.seq}`,
    })),
    timeline,
    actions: {
      pack: allows(row, { type: 'pack' }),
      ship: allows(row, { type: 'ship' }),
      deliver: allows(row, { type: 'deliver' }),
      cancel: allows(row, { type: 'cancel' }),
      refund: allows(row, { type: 'refund', amountPaise: 1 }),
      resend_invoice: row.invoiceNumber !== null,
    },
  }
}
