import { describe, expect, it } from 'vitest'
import { freeShippingClaim, freeShippingProgress } from './free-shipping.ts'

describe('free shipping nudge', () => {
  it('says how much more to add, and when the order ships free', () => {
    expect(freeShippingProgress(34_900, 50_000)).toEqual({
      free: false,
      remainingPaise: 15_100,
      percent: 69,
      message: 'Add ₹151 more for free shipping',
    })
    expect(freeShippingProgress(49_950, 50_000).message).toBe('Add ₹0.50 more for free shipping')
    expect(freeShippingProgress(50_000, 50_000)).toMatchObject({ free: true, percent: 100 })
    expect(freeShippingProgress(0, 50_000)).toMatchObject({
      percent: 0,
      message: 'Add ₹500 more for free shipping',
    })
    expect(freeShippingProgress(10, 0).free).toBe(true)
  })

  it('makes every claim from the one setting', () => {
    expect(freeShippingClaim(50_000)).toBe('Free shipping on orders over ₹500')
    expect(freeShippingClaim(99_900)).toBe('Free shipping on orders over ₹999')
    expect(freeShippingClaim(0)).toBe('Free shipping on every order')
  })
})
