// Money is integer paise inside the system. The wire carries rupees as a number
// with at most two decimals; conversion happens only at the API edge.

export type Paise = number

// Written out rather than through Intl.NumberFormat('en-IN'): the same text (a property test holds the two
// together), without the tens of milliseconds a phone spends building the locale's formatter on page load.

/** '12345678' -> '1,23,45,678': the last three digits, then groups of two (lakh, crore). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits
  const head = digits.slice(0, -3)
  const groups = head.match(/(\d{1,2})(?=(\d{2})*$)/g) ?? []
  return `${groups.join(',')},${digits.slice(-3)}`
}

function formatRupeeAmount(paise: number, withPaise: boolean): string {
  const sign = paise < 0 ? '-' : ''
  const abs = Math.abs(paise)
  if (!withPaise) return `${sign}₹${groupIndian(String(Math.round(abs / 100)))}`
  const whole = Math.floor(abs / 100)
  const fraction = String(abs % 100).padStart(2, '0')
  return `${sign}₹${groupIndian(String(whole))}.${fraction}`
}

export function assertPaise(value: number): Paise {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Paise must be a whole number, got ${value}`)
  return value
}

/** 34900 -> 349; 34950 -> 349.5 */
export function paiseToRupees(paise: Paise): number {
  return assertPaise(paise) / 100
}

/** 3412 -> 3500: an amount rounded up to whole rupees (a courier's rate charged to the shopper, decision 046). */
export function ceilToWholeRupees(paise: Paise): Paise {
  return Math.ceil(assertPaise(paise) / 100) * 100
}

/** 349.5 -> 34950. Rounds half away from zero to the nearest paisa. */
export function rupeesToPaise(rupees: number): Paise {
  if (!Number.isFinite(rupees)) throw new RangeError(`Rupees must be a finite number, got ${rupees}`)
  const sign = rupees < 0 ? -1 : 1
  return sign * Math.round(Math.abs(rupees) * 100 + Number.EPSILON * 100)
}

/** 34950 -> '349.50': rupees with two decimals and no symbol (a page's price metadata, a CSV cell). */
export function rupeesText(paise: Paise): string {
  const sign = paise < 0 ? '-' : ''
  const abs = Math.abs(assertPaise(paise))
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/**
 * Rupees as a person or a spreadsheet writes them ('249', '249.5', '1,249.00', '₹249') in paise, exactly; undefined
 * when it is not a non-negative amount with at most two decimals ('Rs. 99' too: a CSV cell of the catalogue, decision
 * 053, or of a courier's COD remittance report, decision 046).
 */
export function paiseOfRupeesText(text: string): Paise | undefined {
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.replace(/[₹,\s]/g, '').replace(/^rs\.?/i, ''))
  if (!m) return undefined
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}

/** ₹1,299.00 */
export function formatPaise(paise: Paise): string {
  return formatRupeeAmount(assertPaise(paise), true)
}

/** ₹1,299 (product-card helpers show no decimals) */
export function formatRupeesWhole(paise: Paise): string {
  return formatRupeeAmount(Math.round(paiseToRupees(paise)) * 100, false)
}

/** ₹1,299.00 from a wire amount in rupees */
export function formatRupees(rupees: number): string {
  if (!Number.isFinite(rupees)) return `₹${rupees}`
  return formatRupeeAmount(rupeesToPaise(rupees), true)
}
