import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { averageRating, isOnSale, percentOff } from './pricing.ts'

describe('percentOff (docs/product.md, Business constants and limits)', () => {
  it('is round((actual - price) / actual * 100)', () => {
    expect(percentOff(34900, 44900)).toBe(22) // 22.27
    expect(percentOff(14900, 19900)).toBe(25) // 25.13
    expect(percentOff(7500, 10000)).toBe(25)
    expect(percentOff(66650, 100000)).toBe(33) // 33.35
    expect(percentOff(1250, 10000)).toBe(88) // 87.5 rounds half up
  })

  it('is zero without a higher original price', () => {
    expect(percentOff(34900, 34900)).toBe(0)
    expect(percentOff(34900, 29900)).toBe(0)
    expect(percentOff(34900, 0)).toBe(0)
    expect(percentOff(34900, null)).toBe(0)
    expect(isOnSale(100, 100)).toBe(false)
    expect(isOnSale(90, 100)).toBe(true)
  })

  it('always lies between 0 and 100', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (price, actual) => {
        const p = percentOff(price, actual)
        expect(Number.isInteger(p)).toBe(true)
        expect(p).toBeGreaterThanOrEqual(0)
        expect(p).toBeLessThanOrEqual(100)
      }),
    )
  })
})

describe('averageRating', () => {
  it('is the mean to one decimal, 0 without reviews', () => {
    expect(averageRating(0, 0)).toBe(0)
    expect(averageRating(14, 3)).toBe(4.7)
    expect(averageRating(9, 2)).toBe(4.5)
  })
})
