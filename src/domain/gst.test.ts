import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  allocateDiscount,
  amountInWords,
  financialYear,
  numberToIndianWords,
  splitTax,
  stateCodeOf,
} from './gst.ts'

describe('tax split from inclusive prices', () => {
  it('computes back taxable value and halves for an intra-state sale', () => {
    const l = splitTax(
      { description: 'Moringa', hsn: '1211', quantity: 1, inclusivePaise: 34900, rateBp: 500 },
      true,
    )
    expect(l.taxablePaise).toBe(33238) // 349 / 1.05 = 332.38
    expect(l.cgstPaise + l.sgstPaise).toBe(1662)
    expect(l.cgstPaise).toBe(831)
    expect(l.igstPaise).toBe(0)
  })

  it('uses IGST between states', () => {
    const l = splitTax(
      { description: 'x', hsn: '2106', quantity: 1, inclusivePaise: 149900, rateBp: 1200 },
      false,
    )
    expect([l.taxablePaise, l.igstPaise, l.cgstPaise, l.sgstPaise]).toEqual([133839, 16061, 0, 0])
  })

  it('always adds back to the inclusive amount to the paisa', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom(0, 500, 1200, 1800, 2800),
        fc.boolean(),
        (inclusive, rateBp, intra) => {
          const l = splitTax(
            { description: '', hsn: '', quantity: 1, inclusivePaise: inclusive, rateBp },
            intra,
          )
          expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(inclusive)
          expect(Math.abs(l.cgstPaise - l.sgstPaise)).toBeLessThanOrEqual(1)
          expect(l.taxablePaise).toBeGreaterThanOrEqual(0)
        },
      ),
    )
  })

  it('spreads a discount exactly, in proportion', () => {
    expect(allocateDiscount([34900, 24900], 2990)).toEqual([1745, 1245])
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.nat(5_000_000),
        (amounts, d) => {
          const parts = allocateDiscount(amounts, d)
          const total = amounts.reduce((a, b) => a + b, 0)
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total > 0 ? Math.min(d, total) : 0)
          parts.forEach((p, i) => {
            expect(p).toBeGreaterThanOrEqual(0)
            expect(p).toBeLessThanOrEqual(amounts[i]!)
          })
        },
      ),
    )
  })
})

describe('amounts in words', () => {
  it('spells Indian numbering', () => {
    expect(numberToIndianWords(1234567)).toBe('Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven')
    expect(numberToIndianWords(120000000)).toBe('Twelve Crore')
    expect(amountInWords(129950)).toBe('Rupees One Thousand Two Hundred Ninety-Nine and Fifty Paise Only')
    expect(amountInWords(34900)).toBe('Rupees Three Hundred Forty-Nine Only')
  })
})

describe('places and years', () => {
  it('finds GST state codes by name', () => {
    expect(stateCodeOf('Telangana')).toBe('36')
    expect(stateCodeOf(' tamil nadu ')).toBe('33')
    expect(stateCodeOf('Jammu & Kashmir')).toBe('01')
    expect(stateCodeOf('Atlantis')).toBeUndefined()
  })

  it('names the Indian financial year in IST', () => {
    expect(financialYear(new Date('2026-11-21T10:00:00Z'))).toBe('2026-27')
    expect(financialYear(new Date('2027-03-31T18:00:00Z'))).toBe('2026-27')
    expect(financialYear(new Date('2027-03-31T18:31:00Z'))).toBe('2027-28')
  })
})
