import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cartTotal,
  computeCartTotals,
  discountFor,
  isCartExpired,
  isValidCartQuantity,
  mergeQuantity,
} from './cart.ts'

const line = fc.record({
  unitPricePaise: fc.integer({ min: 0, max: 500_000 }),
  quantity: fc.integer({ min: 1, max: 99 }),
})
const coupon = fc.oneof(
  fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant('flat' as const), value: fc.integer({ min: 1, max: 5_000_000 }) }),
)

describe('cart totals', () => {
  it('adds lines in paise and applies a percent coupon rounded half up', () => {
    const t = computeCartTotals(
      [
        { unitPricePaise: 34900, quantity: 2 },
        { unitPricePaise: 24950, quantity: 1 },
      ],
      { kind: 'percent', value: 5 },
    )
    expect(t).toEqual({
      totalItems: 3,
      subtotalPaise: 94750,
      discountPaise: 4738,
      discountedTotalPaise: 90012,
    })
    expect(discountFor(10, { kind: 'percent', value: 5 })).toBe(1) // 0.5 paisa rounds up
    expect(discountFor(9, { kind: 'percent', value: 5 })).toBe(0) // 0.45 rounds down
  })

  it('has no discount and no discounted total without a coupon or with an empty cart', () => {
    expect(computeCartTotals([{ unitPricePaise: 100, quantity: 1 }])).toMatchObject({
      discountPaise: 0,
      discountedTotalPaise: null,
    })
    expect(computeCartTotals([], { kind: 'percent', value: 10 })).toMatchObject({
      subtotalPaise: 0,
      discountedTotalPaise: null,
    })
  })

  it('never goes negative, never discounts more than the subtotal, stays in whole paise', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), fc.option(coupon, { nil: null }), (lines, c) => {
        const t = computeCartTotals(lines, c)
        expect(Number.isSafeInteger(t.subtotalPaise)).toBe(true)
        expect(Number.isSafeInteger(t.discountPaise)).toBe(true)
        expect(t.discountPaise).toBeGreaterThanOrEqual(0)
        expect(t.discountPaise).toBeLessThanOrEqual(t.subtotalPaise)
        const total = cartTotal({
          total_price: t.subtotalPaise,
          discount_amount: t.discountPaise,
          discounted_total: t.discountedTotalPaise,
        })
        expect(total).toBeGreaterThanOrEqual(0)
        expect(total).toBe(t.subtotalPaise - t.discountPaise)
      }),
    )
  })

  it('reads the total per docs/product.md, Business constants and limits', () => {
    expect(cartTotal({ total_price: 100, discount_amount: 10, discounted_total: 85 })).toBe(85)
    expect(cartTotal({ total_price: 100, discount_amount: 10 })).toBe(90)
    expect(cartTotal({ total_price: 100 })).toBe(100)
  })
})

describe('quantities', () => {
  it('accepts whole numbers from 1 to 99 only', () => {
    for (const q of [1, 50, 99]) expect(isValidCartQuantity(q)).toBe(true)
    for (const q of [0, 100, -1, 1.5, Number.NaN, '2']) expect(isValidCartQuantity(q)).toBe(false)
  })

  it('merges without passing 99', () => {
    expect(mergeQuantity(98, 5)).toBe(99)
    expect(mergeQuantity(2, 3)).toBe(5)
  })
})

describe('expiry', () => {
  it('expires a cart idle for more than 30 days', () => {
    const now = new Date('2026-11-21T00:00:00Z')
    expect(isCartExpired(new Date('2026-10-22T00:00:00Z'), now)).toBe(false)
    expect(isCartExpired(new Date('2026-10-21T23:00:00Z'), now)).toBe(true)
  })
})
