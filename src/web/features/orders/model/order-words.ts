// The words of an order's states, ways of paying and shipping in the page's language (decision 058): each known
// value has its key; a value the shop does not know yet is written out as words, as before.
import '#web/lib/i18n/messages/orders.en.ts'
import type { OrderStatus, PaymentStatus } from '#domain/orders.ts'
import type { PaymentMethod } from '#domain/payment-methods.ts'
import type { MessageKey } from '#web/lib/i18n/catalogue.ts'
import type { Translator } from '#web/lib/i18n/use-language.ts'
import { labelOf, type SummaryLine } from './orders-view.ts'

type T = Translator['t']

const ORDER_STATUS: Record<OrderStatus, MessageKey> = {
  pending: 'order.status.pending',
  processing: 'order.status.processing',
  shipped: 'order.status.shipped',
  delivered: 'order.status.delivered',
  cancelled: 'order.status.cancelled',
  expired: 'order.status.expired',
}

const PAYMENT_STATUS: Record<PaymentStatus, MessageKey> = {
  pending: 'order.paid.pending',
  completed: 'order.paid.completed',
  failed: 'order.paid.failed',
  refunded: 'order.paid.refunded',
  partially_refunded: 'order.paid.partially.refunded',
  expired: 'order.paid.expired',
}

const PAYMENT_METHOD: Record<PaymentMethod, MessageKey> = {
  online: 'order.method.online',
  card: 'order.method.card',
  upi: 'order.method.upi',
  netbanking: 'order.method.netbanking',
  wallet: 'order.method.wallet',
  emi: 'order.method.emi',
  paylater: 'order.method.paylater',
  cod: 'order.method.cod',
}

const SHIPPING_MODE: Record<string, MessageKey> = {
  standard: 'order.mode.standard',
  express: 'order.mode.express',
}

const SUMMARY: Record<Exclude<SummaryLine['kind'], 'discount'>, MessageKey> = {
  items: 'order.summary.items',
  subtotal: 'order.summary.subtotal',
  shipping: 'order.summary.shipping',
  cod_fee: 'order.summary.cod.fee',
  total: 'order.summary.total',
}

const known = <K extends string>(map: Record<K, MessageKey>, value: string): MessageKey | undefined =>
  Object.hasOwn(map, value) ? map[value as K] : undefined

/** 'Processing', 'प्रोसेस हो रहा है', …: an order's status in words. */
export function orderStatusWord(t: T, status: string): string {
  const key = known(ORDER_STATUS, status)
  return key ? t(key) : labelOf(status)
}

/** 'Completed', 'Partially refunded', …: a payment's status in words. */
export function paymentStatusWord(t: T, status: string): string {
  const key = known(PAYMENT_STATUS, status)
  return key ? t(key) : labelOf(status)
}

/** 'UPI', 'Netbanking · HDFC Bank', 'Cash on Delivery' (as paymentMethodLabel says them, in the page's language). */
export function paymentMethodWord(t: T, method: string, detail?: string | null): string {
  const key = known(PAYMENT_METHOD, method)
  const name = key ? t(key) : labelOf(method)
  return detail ? `${name} · ${detail}` : name
}

/** 'Standard', 'Express': how the order is shipped. */
export function shippingModeWord(t: T, mode: string): string {
  const key = known(SHIPPING_MODE, mode.toLowerCase())
  return key ? t(key) : labelOf(mode)
}

/** A line of the order's summary, named in the page's language. */
export function summaryLineWord(t: T, line: SummaryLine, couponCode: string | null): string {
  if (line.kind === 'discount')
    return couponCode ? t('order.summary.coupon', { code: couponCode }) : t('order.summary.discount')
  return t(SUMMARY[line.kind])
}

/** A text with an element in it (a date, an order's id): the text before and after `{name}`'s place. */
export function around(
  t: T,
  key: MessageKey,
  name: string,
  values: Record<string, string | number> = {},
): [string, string] {
  const mark = '\u2063'
  const [before = '', after = ''] = t(key, { ...values, [name]: mark }).split(mark)
  return [before, after]
}
