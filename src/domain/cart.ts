// Cart arithmetic in integer paise. One rounding rule, used everywhere: a percent discount is rounded
// half up to the nearest paisa (Math.round of subtotal × percent / 100), then capped at the subtotal.

import type { Paise } from './money.ts'

export const CART_QUANTITY = { min: 1, max: 99 } as const
/** A cart untouched this long is expired (decision record 005). */
export const CART_IDLE_EXPIRY_DAYS = 30

export interface CartLineInput {
  unitPricePaise: Paise
  quantity: number
}

export interface CouponTerms {
  kind: 'percent' | 'flat'
  /** percent points, or paise for a flat coupon */
  value: number
}

export interface CartTotals {
  totalItems: number
  subtotalPaise: Paise
  discountPaise: Paise
  /** present only when a coupon applies */
  discountedTotalPaise: Paise | null
}

export function isValidCartQuantity(q: unknown): q is number {
  return typeof q === 'number' && Number.isInteger(q) && q >= CART_QUANTITY.min && q <= CART_QUANTITY.max
}

export function discountFor(subtotal: Paise, coupon: CouponTerms): Paise {
  if (subtotal <= 0) return 0
  const raw = coupon.kind === 'percent' ? Math.round((subtotal * coupon.value) / 100) : coupon.value
  return Math.max(0, Math.min(subtotal, raw))
}

export function computeCartTotals(lines: CartLineInput[], coupon?: CouponTerms | null): CartTotals {
  const totalItems = lines.reduce((n, l) => n + l.quantity, 0)
  const subtotalPaise = lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0)
  if (!coupon || subtotalPaise === 0) {
    return { totalItems, subtotalPaise, discountPaise: 0, discountedTotalPaise: null }
  }
  const discountPaise = discountFor(subtotalPaise, coupon)
  return { totalItems, subtotalPaise, discountPaise, discountedTotalPaise: subtotalPaise - discountPaise }
}

/** docs/product.md, Business constants and limits: total = discounted_total when present, else total_price - discount_amount. */
export function cartTotal(t: {
  total_price: number
  discount_amount?: number | null
  discounted_total?: number | null
}) {
  if (t.discounted_total !== undefined && t.discounted_total !== null) return t.discounted_total
  return t.total_price - (t.discount_amount ?? 0)
}

export function isCartExpired(updatedAt: Date, now: Date): boolean {
  return now.getTime() - updatedAt.getTime() > CART_IDLE_EXPIRY_DAYS * 86_400_000
}

/** Adding to a line already in the cart never goes past 99 (nor below 1). */
export function mergeQuantity(existing: number, added: number): number {
  return Math.max(CART_QUANTITY.min, Math.min(CART_QUANTITY.max, existing + added))
}
