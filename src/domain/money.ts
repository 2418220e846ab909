// Money is integer paise inside the system. The wire carries rupees as a number
// with at most two decimals; conversion happens only at the API edge.

export type Paise = number

const rupeeFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })
const wholeRupeeFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
})

export function assertPaise(value: number): Paise {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Paise must be a whole number, got ${value}`)
  return value
}

/** 34900 -> 349; 34950 -> 349.5 */
export function paiseToRupees(paise: Paise): number {
  return assertPaise(paise) / 100
}

/** 349.5 -> 34950. Rounds half away from zero to the nearest paisa. */
export function rupeesToPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError(`Rupees must be a finite number, got ${rupees}`)
  const sign = rupees < 0 ? -1 : 1
  return sign * Math.round(Math.abs(rupees) * 100 + Number.EPSILON * 100)
}

/** ₹1,299.00 */
export function formatPaise(paise: Paise): string {
  return rupeeFormat.format(paiseToRupees(paise))
}

/** ₹1,299 (product-card helpers show no decimals) */
export function formatRupeesWhole(paise: Paise): string {
  return wholeRupeeFormat.format(Math.round(paiseToRupees(paise)))
}

/** ₹1,299.00 from a wire amount in rupees */
export function formatRupees(rupees: number): string {
  return rupeeFormat.format(rupees)
}
