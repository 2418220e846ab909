import { randomBytes } from 'node:crypto'
import type { CreditNoteLink, Order } from '#domain/contracts/checkout.ts'
import { canPay, type OrderState, type OrderStatus, type PaymentStatus } from '#domain/orders.ts'
import { type CreditNoteRow, creditNoteUrlOf, type InvoiceSource, invoiceUrlOf } from '../invoices/service.ts'
import type * as repo from './repo.ts'

/** An order row's pure shapes: its id, what the state machine knows of it, its invoice source and its wire shape. */
type OrderRow = repo.OrderRow

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
export function newOrderId(now: Date): string {
  const bytes = randomBytes(6)
  const tail = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')
  const d = now.toISOString().slice(2, 10).replaceAll('-', '')
  return `SN${d}-${tail}`
}

/** What the order's state machine knows of an order row (the back office asks it what it allows too). */
export function stateOf(row: OrderRow): OrderState {
  return {
    status: row.status as OrderStatus,
    paymentStatus: row.paymentStatus as PaymentStatus,
    totalPaise: row.totalPaise,
    capturedPaise: row.capturedPaise,
    refundedPaise: row.refundedPaise,
    cod: row.paymentMethod === 'cod',
    packed: row.packedAt !== null,
  }
}

/** The machine's next state as columns of the order. */
export function columnsOf(next: OrderState, at: Date) {
  return {
    status: next.status,
    paymentStatus: next.paymentStatus,
    totalPaise: next.totalPaise,
    capturedPaise: next.capturedPaise,
    refundedPaise: next.refundedPaise,
    updatedAt: at,
  }
}

/**
 * An order line as a line of stock: its pack (decision 048); pack 0 (a line of a product gone before packs) names
 * none, so the default pack is meant.
 */
export function stockLineOf(i: { productId: number; packId: number; quantity: number }) {
  return { productId: i.productId, packId: i.packId || null, quantity: i.quantity }
}

type SoldLine = { productId: number; packId: number; quantity: number; unitPricePaise: number }

/** Whether an open order already is what placing it again would write (a reload of the payment step). */
export function sameOrder(
  open: OrderRow & { lines: SoldLine[] },
  values: {
    totalPaise: number
    addressId: string
    shippingMode: string
    couponCode: string | null
    notes: string | null
  },
  items: SoldLine[],
): boolean {
  const key = (l: SoldLine) => `${l.productId}:${l.packId}:${l.quantity}:${l.unitPricePaise}`
  const want = items.map(key).sort().join()
  return (
    open.totalPaise === values.totalPaise &&
    open.addressId === values.addressId &&
    open.shippingMode === values.shippingMode &&
    open.couponCode === values.couponCode &&
    open.notes === values.notes &&
    open.lines.map(key).sort().join() === want
  )
}

/** What an invoiced order's invoice (and its credit notes) are made from: the order's own facts. */
export function sourceOf(
  row: OrderRow & { invoiceNumber: string },
  items: repo.ItemRow[],
  email: string,
): InvoiceSource {
  return {
    orderId: row.id,
    invoiceNumber: row.invoiceNumber,
    // Cash on delivery is invoiced when it is shipped (the supply), online payments when they are paid.
    invoiceDate: (row.paymentMethod === 'cod' ? row.shippedAt : row.paidAt) ?? row.createdAt,
    buyer: { ...row.shippingAddress, email },
    items: items.map((i) => ({
      // the pack as sold (decision 048): its size and SKU on the invoice's and credit notes' lines
      name: `${i.productName} (${i.netQuantity})${i.sku ? ` SKU ${i.sku}` : ''}`,
      hsn: i.hsnCode,
      quantity: i.quantity,
      unitPricePaise: i.unitPricePaise,
      totalPaise: i.totalPricePaise,
      gstRateBp: i.gstRateBp,
      netQuantity: i.netQuantity,
      weightGrams: i.weightGrams,
    })),
    discountPaise: row.discountPaise,
    couponCode: row.couponCode,
    shippingPaise: row.shippingChargePaise,
    paymentId: row.providerPaymentId,
    paymentMethod: row.paymentMethod,
    codFeePaise: row.codFeePaise,
  }
}

export const invoiced = (row: OrderRow): row is OrderRow & { invoiceNumber: string } =>
  row.invoiceNumber !== null

/** A credit note as the shopper's order page links it (paise; the contract puts rupees on the wire). */
export function toCreditNoteLink(n: CreditNoteRow): CreditNoteLink {
  return {
    number: n.number,
    issued_at: n.issuedAt.toISOString(),
    invoice_number: n.invoiceNumber,
    amount: n.totalPaise,
    url: creditNoteUrlOf(n.orderId, n.seq),
  }
}

/** The spec's wire shape, amounts in paise: the contract's money fields make them rupees (decision 039). */
export function toOrder(row: OrderRow, itemCount: number): Order {
  return {
    id: row.id,
    status: row.status as Order['status'],
    created_at: row.createdAt.toISOString(),
    subtotal: row.subtotalPaise,
    discount_amount: row.discountPaise,
    coupon_code: row.couponCode,
    total_amount: row.totalPaise,
    shipping_charge: row.shippingChargePaise,
    cod_fee: row.codFeePaise,
    cod_confirmation: row.codConfirmation as Order['cod_confirmation'],
    shipping_carrier: row.shippingCarrier,
    shipping_mode: row.shippingMode,
    shipping_address: row.shippingAddress,
    payment_method: row.paymentMethod,
    payment_detail: row.paymentDetail,
    payment_status: row.paymentStatus as Order['payment_status'],
    // Orders paid before the link was set with the payment may lack it; their number is what makes the invoice.
    invoice_url: row.invoiceUrl ?? (row.invoiceNumber ? invoiceUrlOf(row.id) : null),
    invoice_number: row.invoiceNumber,
    tracking_url: row.trackingUrl,
    courier_waybill: row.courierWaybill,
    courier_status: row.courierStatus,
    razorpay_order_id: row.providerOrderId,
    razorpay_payment_id: row.providerPaymentId,
    razorpay_receipt: row.id,
    razorpay_amount_paisa: row.totalPaise,
    notes: row.notes,
    reservation_expires_at: row.reservationExpiresAt?.toISOString() ?? null,
    item_count: itemCount,
    refunded_amount: row.refundedPaise,
    can_pay: canPay(row.status as OrderStatus),
  }
}

/** What a captured payment did to its order. */
export type CaptureOutcome =
  | { kind: 'unknown' }
  | {
      kind: 'paid' | 'already' | 'late' | 'amount_mismatch' | 'duplicate_payment'
      order: OrderRow
      /** refunds decided with it, to carry out now (payments) */
      refundKeys: string[]
    }
