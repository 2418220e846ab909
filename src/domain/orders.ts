// Order lifecycle: one state machine (decision 014). The spec (docs/product.md, States and transitions) names pending, processing, shipped, delivered
// and cancelled; an unpaid order whose reservation ran out becomes expired (not cancelled: the shopper did not
// cancel it). The server changes an order only through `decide`, under the order's row lock taken before
// anything is decided.

/** A cash order's WhatsApp confirmation (decision 049): waiting, confirmed, cancelled, expired, held for a call. */
export const COD_CONFIRMATIONS = ['pending', 'confirmed', 'cancelled', 'expired', 'held'] as const

/**
 * What a cash order still waits for before it is packed (decision 049): the shopper's reply on WhatsApp ('pending')
 * or the shop's call ('held'); undefined for any other order or state.
 */
export function codConfirmationAwaited(order: {
  status: string
  cod_confirmation: (typeof COD_CONFIRMATIONS)[number] | null
}): 'pending' | 'held' | undefined {
  const c = order.cod_confirmation
  return order.status === 'processing' && (c === 'pending' || c === 'held') ? c : undefined
}

export const ORDER_STATUSES = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'expired',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
export const PAYMENT_STATUSES = [
  'pending',
  'completed',
  'failed',
  'refunded',
  'partially_refunded',
  'expired',
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const STATUS_WEIGHT: Record<OrderStatus, number> = {
  pending: 1,
  processing: 2,
  shipped: 3,
  delivered: 4,
  cancelled: 5,
  expired: 6,
}

export type OrderSort = 'latest' | 'oldest' | 'status'

export function sortOrders<T extends { status: string; created_at: string }>(
  orders: T[],
  sort: OrderSort,
): T[] {
  const weight = (s: string) => STATUS_WEIGHT[s as OrderStatus] ?? 99
  return [...orders].sort((a, b) => {
    if (sort === 'oldest') return a.created_at.localeCompare(b.created_at)
    if (sort === 'status')
      return weight(a.status) - weight(b.status) || b.created_at.localeCompare(a.created_at)
    return b.created_at.localeCompare(a.created_at)
  })
}

/** What the machine needs to know of an order: its two statuses and its money, in paise. */
export interface OrderState {
  status: OrderStatus
  paymentStatus: PaymentStatus
  totalPaise: number
  /** captured at the provider and recorded as this order's payment (0 until paid) */
  capturedPaise: number
  /** refunds of that payment decided so far (each carried out once, by its idempotency key) */
  refundedPaise: number
  /** cash on delivery: placed unpaid, paid when delivery is recorded (optional: false when absent) */
  cod?: boolean
  /** staff packed the parcel (a flag beside the status, not a status: optional, false when absent) */
  packed?: boolean
}

export type OrderEvent =
  /**
   * The provider captured a payment of this amount. `known`: this very payment is already recorded on the order
   * (a webhook and verify both report it). `current`: it was made against the order's current provider order,
   * not one replaced when the checkout changed.
   */
  | { type: 'capture'; amountPaise: number; known: boolean; current: boolean }
  /** a payment attempt failed; the order stays payable */
  | { type: 'payment_failed' }
  /** the unpaid order's reservation ran out */
  | { type: 'expire' }
  /** the shopper (or an operator) cancels */
  | { type: 'cancel' }
  /** the open order is placed for cash on delivery, its fee added to the total */
  | { type: 'choose_cod'; feePaise: number }
  /** staff packed the parcel: a paid or cash-on-delivery order not yet handed to the courier; once only */
  | { type: 'pack' }
  | { type: 'ship' }
  /** delivered; a cash-on-delivery order's cash is collected with it */
  | { type: 'deliver' }
  /** the courier brought a shipment back (refused or undeliverable): cancelled, stock back on the shelf */
  | { type: 'return_to_origin' }
  /** part of a paid order's payment is given back (never beyond what is left of it) */
  | { type: 'refund'; amountPaise: number }

export type RefundReason = 'cancelled' | 'late_payment' | 'amount_mismatch' | 'duplicate_payment' | 'partial'

/** A refund the transition asks for; carried out after commit, once, keyed by an idempotency key. */
export interface RefundIntent {
  amountPaise: number
  reason: RefundReason
}

export type Decision =
  | {
      ok: true
      next: OrderState
      /** a refund of the payment the event is about, to carry out after commit */
      refund?: RefundIntent
      /** the state changed (false: a repeated notice, nothing to write) */
      changed: boolean
      /** the payment is not the order's own: kept apart, refunded in full, the order unchanged */
      foreign?: 'amount_mismatch' | 'duplicate_payment'
    }
  | { ok: false; reason: 'not_allowed' | 'too_much' }

/** The statuses from which an event may start. */
export function allowedFrom(event: OrderEvent['type']): readonly OrderStatus[] {
  switch (event) {
    case 'capture':
      return ORDER_STATUSES
    case 'payment_failed':
    case 'expire':
    case 'choose_cod':
      return ['pending']
    case 'cancel':
      return ['pending', 'processing']
    case 'pack':
    case 'ship':
      return ['processing']
    case 'deliver':
    case 'return_to_origin':
      return ['shipped']
    case 'refund':
      return ['processing', 'shipped', 'delivered', 'cancelled']
  }
}

function capture(s: OrderState, event: Extract<OrderEvent, { type: 'capture' }>): Decision {
  if (event.known) return { ok: true, next: s, changed: false }
  const giveBack = (reason: 'amount_mismatch' | 'duplicate_payment'): Decision => ({
    ok: true,
    next: s,
    changed: false,
    foreign: reason,
    refund: { amountPaise: event.amountPaise, reason },
  })
  // Another payment for an order already paid (two windows), or an online payment for an order placed for cash
  // on delivery meanwhile: given back whole, the order unchanged.
  if (s.capturedPaise > 0 || s.cod) return giveBack('duplicate_payment')
  // Paid against a replaced provider order, or another amount than the total: never marks the order paid.
  if (!event.current || event.amountPaise !== s.totalPaise) return giveBack('amount_mismatch')
  if (s.status !== 'pending') {
    // Cancelled or expired before the money arrived: the payment is recorded and given back.
    return {
      ok: true,
      next: {
        ...s,
        capturedPaise: event.amountPaise,
        refundedPaise: event.amountPaise,
        paymentStatus: 'refunded',
      },
      refund: { amountPaise: event.amountPaise, reason: 'late_payment' },
      changed: true,
    }
  }
  return {
    ok: true,
    next: { ...s, status: 'processing', paymentStatus: 'completed', capturedPaise: event.amountPaise },
    changed: true,
  }
}

/**
 * The one rule of how an order changes. Pure: the same state and event always give the same decision. Money is
 * never wrong by construction: a payment on an order that can no longer be fulfilled, of another amount, or a
 * second one, is given back in full; a cancelled order owes nothing it has not refunded; no refund takes the
 * refunded total beyond what was captured.
 */
export function decide(s: OrderState, event: OrderEvent): Decision {
  if (!allowedFrom(event.type).includes(s.status)) return { ok: false, reason: 'not_allowed' }
  switch (event.type) {
    case 'capture':
      return capture(s, event)
    case 'payment_failed':
      if (s.paymentStatus === 'failed') return { ok: true, next: s, changed: false }
      return { ok: true, next: { ...s, paymentStatus: 'failed' }, changed: true }
    case 'expire':
      return { ok: true, next: { ...s, status: 'expired', paymentStatus: 'expired' }, changed: true }
    case 'choose_cod':
      if (s.capturedPaise > 0 || !Number.isInteger(event.feePaise) || event.feePaise < 0)
        return { ok: false, reason: 'not_allowed' }
      return {
        ok: true,
        next: { ...s, cod: true, status: 'processing', totalPaise: s.totalPaise + event.feePaise },
        changed: true,
      }
    case 'return_to_origin':
    case 'cancel': {
      const owed = s.capturedPaise - s.refundedPaise
      if (owed <= 0) return { ok: true, next: { ...s, status: 'cancelled' }, changed: true }
      return {
        ok: true,
        next: { ...s, status: 'cancelled', refundedPaise: s.capturedPaise, paymentStatus: 'refunded' },
        refund: { amountPaise: owed, reason: 'cancelled' },
        changed: true,
      }
    }
    case 'pack':
      // Packing twice changes nothing (a double click, two staff at once): the first time stands.
      if (s.packed) return { ok: true, next: s, changed: false }
      return { ok: true, next: { ...s, packed: true }, changed: true }
    case 'ship':
      return { ok: true, next: { ...s, status: 'shipped' }, changed: true }
    case 'deliver':
      if (s.cod && s.capturedPaise === 0) {
        // The courier collected the cash: the order is paid with its delivery.
        return {
          ok: true,
          next: { ...s, status: 'delivered', paymentStatus: 'completed', capturedPaise: s.totalPaise },
          changed: true,
        }
      }
      return { ok: true, next: { ...s, status: 'delivered' }, changed: true }
    case 'refund': {
      // Cash is not given back through the payment provider; a cash-on-delivery refund is a bank transfer.
      if (s.cod) return { ok: false, reason: 'not_allowed' }
      const owed = s.capturedPaise - s.refundedPaise
      if (!Number.isInteger(event.amountPaise) || event.amountPaise <= 0 || event.amountPaise > owed)
        return { ok: false, reason: 'too_much' }
      const refundedPaise = s.refundedPaise + event.amountPaise
      return {
        ok: true,
        next: {
          ...s,
          refundedPaise,
          paymentStatus: refundedPaise >= s.capturedPaise ? 'refunded' : 'partially_refunded',
        },
        refund: { amountPaise: event.amountPaise, reason: 'partial' },
        changed: true,
      }
    }
  }
}

/** Whether the shopper may cancel. */
export function canCancel(status: OrderStatus): boolean {
  return allowedFrom('cancel').includes(status)
}

/** An unpaid order still open for payment ('Pay now'). */
export function canPay(status: OrderStatus): boolean {
  return status === 'pending'
}

export const orderMessages = {
  notFound: 'Order not found',
  notFoundBody: 'The order you are looking for could not be found.',
  cannotCancel: (status: string) =>
    status === 'cancelled'
      ? 'This order is already cancelled'
      : status === 'expired'
        ? 'This order has expired and can no longer be cancelled'
        : `This order has already been ${status} and can no longer be cancelled`,
  cannotMove: (from: string, to: string) => `An order that is ${from} cannot be marked ${to}`,
  cannotPay: 'This order can no longer be paid',
  latePayment: 'Your payment arrived after the order was cancelled; it has been refunded.',
  amountMismatch: 'The amount paid does not match the order total; it has been refunded.',
  codPaidOnline: 'This order is placed for cash on delivery; your online payment has been refunded.',
  checkoutChanged: 'Your checkout changed in another window. Please try again.',
  refundTooMuch: 'The refund is more than what is left to refund on this order',
  invoiceNotYet: 'The invoice is issued once the order is paid',
}
