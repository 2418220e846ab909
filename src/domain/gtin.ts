// A pack's barcode (decision 041): a GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13) or GTIN-14, whose last digit is the
// check digit of the others (GS1's mod-10: from the right, the digits before the check digit weigh 3, 1, 3, 1, …).

/** The lengths a GTIN may have. */
export const GTIN_LENGTHS = [8, 12, 13, 14] as const

/** The check digit of a GTIN's other digits (a string of digits): GS1's mod-10 check (weights 3 and 1 from the right). */
export function gtinCheckDigit(body: string): number {
  let sum = 0
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48
    sum += digit * (i % 2 === 0 ? 3 : 1)
  }
  return (10 - (sum % 10)) % 10
}

/** Why a barcode is not a GTIN, in staff's words; undefined when it is one (digits, length and check digit). */
export function gtinProblem(code: string): string | undefined {
  if (!/^\d+$/.test(code)) return 'Barcode: digits only (a GTIN-8, 12, 13 or 14)'
  if (!(GTIN_LENGTHS as readonly number[]).includes(code.length))
    return `Barcode: a GTIN has 8, 12, 13 or 14 digits, not ${code.length}`
  const expected = gtinCheckDigit(code.slice(0, -1))
  if (Number(code.at(-1)) !== expected)
    return `Barcode: the check digit (the last) should be ${expected} for these digits: check for a typing error`
  return undefined
}

/** Whether a barcode is a GTIN-8, 12, 13 or 14 with the right check digit. */
export const isGtin = (code: string) => gtinProblem(code) === undefined
