import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatPaise,
  formatRupees,
  formatRupeesWhole,
  paiseOfRupeesText,
  paiseToRupees,
  rupeesText,
  rupeesToPaise,
} from './money.ts'

describe('money', () => {
  it('formats paise in en-IN rupees with two decimals and Indian grouping', () => {
    expect(formatPaise(129900)).toBe('₹1,299.00')
    expect(formatPaise(12345678900)).toBe('₹12,34,56,789.00')
    expect(formatPaise(9950)).toBe('₹99.50')
    expect(formatRupeesWhole(34900)).toBe('₹349')
  })

  it('writes exactly what Intl.NumberFormat en-IN writes, for any amount', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })
    const intlWhole = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    })
    const amounts = fc.oneof(
      fc.integer({ min: -10_000_000_000_00, max: 10_000_000_000_00 }),
      fc.constantFrom(0, 1, 99, 100, 999_99, 1000_00, 99_999_99, 1_00_000_00, 1_00_00_000_00, -5),
    )
    fc.assert(
      fc.property(amounts, (paise) => {
        expect(formatPaise(paise)).toBe(intl.format(paise / 100))
        expect(formatRupees(paise / 100)).toBe(intl.format(paise / 100))
        // (Intl writes -₹0 for a negative amount under half a rupee; we write ₹0.)
        expect(formatRupeesWhole(paise)).toBe(intlWhole.format(Math.round(paise / 100) || 0))
      }),
      { numRuns: 2000 },
    )
  })

  it('converts between paise and rupees exactly', () => {
    expect(paiseToRupees(34950)).toBe(349.5)
    expect(rupeesToPaise(349.5)).toBe(34950)
    expect(rupeesToPaise(0.29)).toBe(29)
    expect(rupeesToPaise(1.005)).toBe(101)
    expect(() => paiseToRupees(1.5)).toThrow(RangeError)
    expect(() => rupeesToPaise(Number.NaN)).toThrow(RangeError)
  })

  it('round-trips every whole paisa amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (paise) => {
        expect(rupeesToPaise(paiseToRupees(paise))).toBe(paise)
      }),
    )
  })
})

describe('rupeesText (decision 039)', () => {
  it('writes paise as rupees with two decimals and no symbol, as toFixed(2) of the rupees would', () => {
    expect(rupeesText(34950)).toBe('349.50')
    expect(rupeesText(0)).toBe('0.00')
    expect(rupeesText(-5)).toBe('-0.05')
    expect(rupeesText(123456789)).toBe('1234567.89')
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (p) => {
        expect(rupeesText(p)).toBe((p / 100).toFixed(2).replace(/^-0\.00$/, '0.00'))
      }),
    )
  })
})

describe('rupees as a spreadsheet writes them', () => {
  it('reads whole rupees, one or two decimals, commas and the sign exactly in paise', () => {
    expect(['249', '249.5', '249.50', '1,249.00', '₹ 249', '0'].map(paiseOfRupeesText)).toEqual([
      24900, 24950, 24950, 124900, 24900, 0,
    ])
  })
  it('refuses what is not an amount: negative, three decimals, text, empty, too large', () => {
    for (const bad of ['-5', '12.345', 'abc', '', '1e3', '12345678'])
      expect(paiseOfRupeesText(bad), bad).toBeUndefined()
  })
})

describe('paiseOfRupeesText (a courier’s remittance report, decision 046 amended)', () => {
  it('reads rupees as people and reports write them', () => {
    expect(paiseOfRupeesText('1250')).toBe(125000)
    expect(paiseOfRupeesText('1,250.5')).toBe(125050)
    expect(paiseOfRupeesText('₹ 1,250.05')).toBe(125005)
    expect(paiseOfRupeesText('Rs. 99')).toBe(9900)
    expect(paiseOfRupeesText('0.10')).toBe(10)
  })
  it('refuses what is not an amount of at most two decimals', () => {
    for (const t of ['', '12.345', '-5', 'abc', '1e3', '1.2.3', '12,34x'])
      expect(paiseOfRupeesText(t)).toBeUndefined()
  })
  it('agrees with rupeesText both ways', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (paise) => {
        expect(paiseOfRupeesText(rupeesText(paise))).toBe(paise)
      }),
    )
  })
})
