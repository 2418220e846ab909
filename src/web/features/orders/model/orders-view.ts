// What the orders list and the order detail show (docs/product.md, Routes and screens: Orders list, Order detail; States and transitions status values).
// Money arrives as wire rupees; sums are done in paise.

import { ORDER_STATUSES, type OrderSort, type OrderStatus } from '#domain/orders.ts'
import { type Language, LOCALE } from '#web/lib/i18n/languages.ts'
import { paiseOf, wireRupees } from '#web/lib/wire-money.ts'

export const ORDERS_PAGE_SIZE = 10

export const ORDER_SORT_OPTIONS: { value: OrderSort; label: string }[] = [
  { value: 'latest', label: 'Latest First' },
  { value: 'oldest', label: 'Oldest First' },
  { value: 'status', label: 'By Status' },
]

/** The sort from the URL; latest by default (docs/product.md, Business constants and limits). */
export function readOrderSort(value: string | null): OrderSort {
  return value === 'oldest' || value === 'status' ? value : 'latest'
}

/** A page number from the URL: a whole number of 1 or more, else 1. */
export function readPage(value: string | null): number {
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 ? n : 1
}

export type BadgeColour = 'yellow' | 'blue' | 'purple' | 'green' | 'red' | 'grey'

/** docs/product.md, States and transitions: pending yellow, processing blue, shipped purple, delivered green, cancelled red, other grey. */
export function orderStatusColour(status: string): BadgeColour {
  const colours: Record<OrderStatus, BadgeColour> = {
    pending: 'yellow',
    processing: 'blue',
    shipped: 'purple',
    delivered: 'green',
    cancelled: 'red',
    expired: 'grey',
  }
  return (ORDER_STATUSES as readonly string[]).includes(status) ? colours[status as OrderStatus] : 'grey'
}

/**
 * docs/product.md, Routes and screens: completed green, pending yellow, otherwise red; except expired, grey like its order: nothing was
 * charged, so nothing went wrong with the shopper's money.
 */
export function paymentStatusColour(status: string): BadgeColour {
  if (status === 'completed') return 'green'
  if (status === 'pending') return 'yellow'
  return status === 'expired' ? 'grey' : 'red'
}

/** 'processing' -> 'Processing'; 'cash_on_delivery' -> 'Cash on delivery'; 'card' -> 'Card'. */
export function labelOf(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim()
  return words ? words[0]!.toUpperCase() + words.slice(1) : ''
}

/** '14 Mar 2026' (en-IN; '14 मार्च 2026' in Hindi); the time too when asked. Invalid dates come back as given. */
export function formatOrderDate(iso: string, withTime = false, lang: Language = 'en'): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return iso
  return d.toLocaleString(LOCALE[lang], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
    timeZone: 'Asia/Kolkata',
  })
}

/** Cut at a word boundary with an ellipsis when longer than `max` characters. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,]+$/, '')}…`
}

export interface OrderMoneyLike {
  subtotal: number
  discount_amount: number
  coupon_code: string | null
  total_amount: number
  shipping_charge: number
  /** the cash-on-delivery fee in the total (absent or 0 when paid online) */
  cod_fee?: number
}

export interface SummaryLine {
  label: string
  amount: number
  kind: 'items' | 'discount' | 'subtotal' | 'shipping' | 'cod_fee' | 'total'
}

/**
 * The order detail summary. docs/product.md, Routes and screens: subtotal = total - shipping (and the cash-on-delivery fee, its own line). With a coupon, the items before it and
 * the coupon come first, so every line adds up to the next.
 */
export function orderSummaryLines(order: OrderMoneyLike): SummaryLine[] {
  const codFee = order.cod_fee ?? 0
  const subtotalPaise = paiseOf(order.total_amount) - paiseOf(order.shipping_charge) - paiseOf(codFee)
  const lines: SummaryLine[] = []
  if (order.discount_amount > 0) {
    lines.push({ label: 'Items', amount: order.subtotal, kind: 'items' })
    lines.push({
      label: order.coupon_code ? `Coupon (${order.coupon_code})` : 'Discount',
      amount: order.discount_amount,
      kind: 'discount',
    })
  }
  lines.push({ label: 'Subtotal', amount: wireRupees(subtotalPaise), kind: 'subtotal' })
  lines.push({ label: 'Shipping', amount: order.shipping_charge, kind: 'shipping' })
  if (codFee > 0) lines.push({ label: 'Cash on delivery fee', amount: codFee, kind: 'cod_fee' })
  lines.push({ label: 'Total', amount: order.total_amount, kind: 'total' })
  return lines
}

/** docs/product.md, Routes and screens and Business constants and limits: the payment amount shown is paise / 100. */
export function paymentAmountRupees(paise: number): number {
  return wireRupees(paise)
}

export type LookupState = 'loading' | 'loaded' | 'failed'

/** docs/product.md (Routes and screens, Order detail): 'x of y products loaded'. */
export function productsLoadedText(states: LookupState[]): string {
  const loaded = states.filter((s) => s === 'loaded').length
  return `${loaded} of ${states.length} products loaded`
}

/** The invoice URL that downloads instead of displaying (the server answers ?download=1 with attachment). */
export function invoiceDownloadUrl(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}download=1`
}
