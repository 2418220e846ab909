import { describe, expect, it } from 'vitest'
import { gtinCheckDigit, gtinProblem, isGtin } from './gtin.ts'

describe('GTIN check digit (GS1 mod 10)', () => {
  it('accepts real barcodes of every length', () => {
    // EAN-13 of a book (ISBN 978-0-306-40615-7), GTIN-8, UPC-A, GTIN-14 (a case of the EAN-13 above, indicator 1)
    for (const code of ['9780306406157', '96385074', '036000291452', '10012345678902', '4006381333931'])
      expect(isGtin(code), code).toBe(true)
  })
  it('computes the check digit from the other digits', () => {
    expect(gtinCheckDigit('978030640615')).toBe(7)
    expect(gtinCheckDigit('9638507')).toBe(4)
    expect(gtinCheckDigit('03600029145')).toBe(2)
    expect(gtinCheckDigit('1001234567890')).toBe(2)
    // a sum that is already a multiple of ten has check digit 0
    expect(gtinCheckDigit('000000000000')).toBe(0)
  })
  it('refuses a wrong check digit, naming the right one', () => {
    expect(gtinProblem('9780306406158')).toBe(
      'Barcode: the check digit (the last) should be 7 for these digits: check for a typing error',
    )
    // two neighbouring digits swapped: the weights differ, so the check catches it
    expect(isGtin('9780036406157')).toBe(false)
  })
  it('refuses other lengths and non-digits', () => {
    expect(gtinProblem('123456789')).toBe('Barcode: a GTIN has 8, 12, 13 or 14 digits, not 9')
    expect(gtinProblem('97803064061')).toMatch(/not 11/)
    expect(gtinProblem('978030640615X')).toBe('Barcode: digits only (a GTIN-8, 12, 13 or 14)')
    expect(gtinProblem('')).toBe('Barcode: digits only (a GTIN-8, 12, 13 or 14)')
  })
})
