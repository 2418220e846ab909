import { formatPaise, type Paise } from './money.ts'

export interface Coupon {
  code: string
  kind: 'percent' | 'flat'
  value: number
  active: boolean
  startsAt: Date | null
  endsAt: Date | null
  minOrderPaise: Paise
  perUserLimit: number | null
  totalLimit: number | null
  usedCount: number
}

export const couponMessages = {
  unknown: 'Invalid coupon code',
  inactive: 'This coupon is no longer available',
  notYet: 'This coupon is not active yet',
  expired: 'This coupon has expired',
  exhausted: 'This coupon has reached its usage limit',
  usedByYou: 'You have already used this coupon',
  emptyCart: 'Add items to your cart before applying a coupon',
  belowMinimum: (min: Paise) => `Add items worth ${formatPaise(min)} or more to use this coupon`,
}

/** Codes are trimmed and upper-cased before anything else looks at them. */
export function normaliseCouponCode(input: string): string {
  return input.trim().toUpperCase()
}

export type CouponCheck = { ok: true } | { ok: false; message: string }

/** Whether a coupon may be applied to (or stay on) a cart of this subtotal for this shopper. */
export function checkCoupon(
  coupon: Coupon | undefined,
  ctx: { subtotalPaise: Paise; now: Date; usedByUser: number },
): CouponCheck {
  if (!coupon) return { ok: false, message: couponMessages.unknown }
  if (!coupon.active) return { ok: false, message: couponMessages.inactive }
  if (coupon.startsAt && ctx.now < coupon.startsAt) return { ok: false, message: couponMessages.notYet }
  if (coupon.endsAt && ctx.now >= coupon.endsAt) return { ok: false, message: couponMessages.expired }
  if (coupon.totalLimit !== null && coupon.usedCount >= coupon.totalLimit) {
    return { ok: false, message: couponMessages.exhausted }
  }
  if (coupon.perUserLimit !== null && ctx.usedByUser >= coupon.perUserLimit) {
    return { ok: false, message: couponMessages.usedByYou }
  }
  if (ctx.subtotalPaise <= 0) return { ok: false, message: couponMessages.emptyCart }
  if (ctx.subtotalPaise < coupon.minOrderPaise) {
    return { ok: false, message: couponMessages.belowMinimum(coupon.minOrderPaise) }
  }
  return { ok: true }
}
