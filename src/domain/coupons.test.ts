import { describe, expect, it } from 'vitest'
import { type Coupon, checkCoupon, couponMessages, normaliseCouponCode } from './coupons.ts'

const base: Coupon = {
  code: 'SAVE10',
  kind: 'percent',
  value: 10,
  active: true,
  startsAt: null,
  endsAt: null,
  minOrderPaise: 0,
  perUserLimit: null,
  totalLimit: null,
  usedCount: 0,
}
const now = new Date('2026-11-21T10:00:00Z')
const ctx = { subtotalPaise: 50000, now, usedByUser: 0 }

describe('coupons', () => {
  it('normalises codes', () => {
    expect(normaliseCouponCode('  save10 ')).toBe('SAVE10')
  })

  it('accepts a good coupon', () => {
    expect(checkCoupon(base, ctx)).toEqual({ ok: true })
  })

  it.each([
    [undefined, ctx, couponMessages.unknown],
    [{ ...base, active: false }, ctx, couponMessages.inactive],
    [{ ...base, startsAt: new Date('2026-12-01') }, ctx, couponMessages.notYet],
    [{ ...base, endsAt: new Date('2026-11-21T10:00:00Z') }, ctx, couponMessages.expired],
    [{ ...base, totalLimit: 5, usedCount: 5 }, ctx, couponMessages.exhausted],
    [{ ...base, perUserLimit: 1 }, { ...ctx, usedByUser: 1 }, couponMessages.usedByYou],
    [base, { ...ctx, subtotalPaise: 0 }, couponMessages.emptyCart],
    [{ ...base, minOrderPaise: 99900 }, ctx, 'Add items worth ₹999.00 or more to use this coupon'],
  ] as const)('refuses %# with a clear message', (coupon, c, message) => {
    expect(checkCoupon(coupon as Coupon | undefined, c)).toEqual({ ok: false, message })
  })
})
