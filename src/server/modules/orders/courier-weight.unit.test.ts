import { describe, expect, it } from 'vitest'
import { weightKgOf } from './courier.ts'

// The parcel's weight the courier is booked with (decisions 041 and 046): the packs' weights as sold, the net
// quantity for a pack without one.
describe("a parcel's weight", () => {
  it("adds each line's pack weight times its units", () => {
    expect(
      weightKgOf([
        { netQuantity: '250g', quantity: 2, weightGrams: 280 },
        { netQuantity: '100g', quantity: 1, weightGrams: 115 },
      ]),
    ).toBe(0.68)
  })

  it('reads the net quantity for a pack without a weight, and half a kilo when it names none', () => {
    expect(weightKgOf([{ netQuantity: '6 × 100g', quantity: 1, weightGrams: 0 }])).toBe(0.6)
    expect(weightKgOf([{ netQuantity: '1 kg', quantity: 2 }])).toBe(2)
    expect(weightKgOf([{ netQuantity: 'Box', quantity: 1, weightGrams: 0 }])).toBe(0.5)
  })

  it('is 0.1 kg at least', () => {
    expect(weightKgOf([{ netQuantity: '20g', quantity: 1, weightGrams: 25 }])).toBe(0.1)
  })
})
