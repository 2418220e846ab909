import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  allocateDiscount,
  amountInWords,
  financialYear,
  numberToIndianWords,
  splitTax,
  stateCodeOf,
  totalsOf,
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
          expect(l.cgstPaise).toBe(l.sgstPaise)
          expect(l.taxablePaise).toBeGreaterThanOrEqual(0)
        },
      ),
    )
  })

  it('splits CGST and SGST into equal halves, each at half the rate rounded half up (decision 025)', () => {
    // ₹206.01 at 5%: the exact half is 20601 × 2.5 / 105 = 490.5 paise, so each half is ₹4.91; the invoices
    // before 025 said ₹4.90 and ₹4.91 (their rule is kept for them: floor_ceil).
    const line = { description: 'x', hsn: '1211', quantity: 1, inclusivePaise: 20601, rateBp: 500 }
    expect(splitTax(line, true)).toMatchObject({ taxablePaise: 19619, cgstPaise: 491, sgstPaise: 491 })
    expect(splitTax(line, true, 'floor_ceil')).toMatchObject({
      taxablePaise: 19620,
      cgstPaise: 490,
      sgstPaise: 491,
    })
    // IGST is the whole rate under the same rule: 20601 × 5 / 105 = 981.0
    expect(splitTax(line, false)).toMatchObject({ taxablePaise: 19620, igstPaise: 981 })
    // an exact half of IGST rounds up as well: 14 paise at 12% hold 1.5 paise of tax
    expect(splitTax({ ...line, inclusivePaise: 14, rateBp: 1200 }, false).igstPaise).toBe(2)
  })

  it('keeps the halves equal per line and in total for any basket, rates and discount, adding up to the paisa', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 1, max: 2_000_000 }),
            qty: fc.integer({ min: 1, max: 99 }),
            rate: fc.constantFrom(0, 250, 500, 1200, 1800, 2800),
          }),
          { minLength: 1, maxLength: 10 },
        ),
        fc.nat(10_000_000),
        fc.nat(50_000),
        (items, discount, shipping) => {
          const amounts = items.map((i) => i.price * i.qty)
          const discounts = allocateDiscount(amounts, discount)
          const lines = [
            ...items.map((i, n) =>
              splitTax(
                {
                  description: `P${n}`,
                  hsn: '1211',
                  quantity: i.qty,
                  inclusivePaise: amounts[n]! - discounts[n]!,
                  rateBp: i.rate,
                },
                true,
              ),
            ),
            splitTax(
              { description: 'Shipping', hsn: '996812', quantity: 1, inclusivePaise: shipping, rateBp: 1800 },
              true,
            ),
          ]
          for (const l of lines) {
            expect(l.cgstPaise).toBe(l.sgstPaise)
            expect(l.taxablePaise + l.cgstPaise + l.sgstPaise).toBe(l.inclusivePaise)
            expect(l.taxablePaise).toBeGreaterThanOrEqual(0)
            // within a paisa of the exact half of the tax at the line's rate
            const exactHalf = (l.inclusivePaise * l.rateBp) / (2 * (10_000 + l.rateBp))
            expect(Math.abs(l.cgstPaise - exactHalf)).toBeLessThanOrEqual(0.5)
          }
          const t = totalsOf(lines)
          expect(t.cgst).toBe(t.sgst)
          const goods = amounts.reduce((a, b) => a + b, 0)
          expect(t.inclusive).toBe(goods - Math.min(discount, goods) + shipping)
          expect(t.taxable + t.cgst + t.sgst).toBe(t.inclusive)
        },
      ),
      { numRuns: 300 },
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
