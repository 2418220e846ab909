// GST on a tax invoice (CGST Rules, rule 46): prices are tax-inclusive, so the taxable value is computed back
// from them. All arithmetic in paise; every split adds back to the inclusive amount exactly.

import type { Paise } from './money.ts'

export interface TaxLineInput {
  description: string
  hsn: string
  quantity: number
  /** tax-inclusive amount of the line after any discount, paise */
  inclusivePaise: Paise
  /** basis points: 500 = 5% */
  rateBp: number
}

export interface TaxLine extends TaxLineInput {
  taxablePaise: Paise
  cgstPaise: Paise
  sgstPaise: Paise
  igstPaise: Paise
}

/** taxable = round(inclusive / (1 + rate)); tax = inclusive - taxable; intra-state tax splits into two halves. */
export function splitTax(line: TaxLineInput, intraState: boolean): TaxLine {
  const taxable = Math.round((line.inclusivePaise * 10_000) / (10_000 + line.rateBp))
  const tax = line.inclusivePaise - taxable
  const cgst = intraState ? Math.floor(tax / 2) : 0
  return {
    ...line,
    taxablePaise: taxable,
    cgstPaise: cgst,
    sgstPaise: intraState ? tax - cgst : 0,
    igstPaise: intraState ? 0 : tax,
  }
}

/**
 * Spreads a discount over lines in proportion to their amounts (largest remainder), so the invoice's
 * taxable values reflect what was actually paid and the parts add up to the discount exactly.
 */
export function allocateDiscount(amounts: Paise[], discount: Paise): Paise[] {
  const total = amounts.reduce((a, b) => a + b, 0)
  if (discount <= 0 || total <= 0) return amounts.map(() => 0)
  const d = Math.min(discount, total)
  const raw = amounts.map((a) => (a * d) / total)
  const parts = raw.map(Math.floor)
  let left = d - parts.reduce((a, b) => a + b, 0)
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((x, y) => y[0] - x[0])
  for (const [, i] of order) {
    if (left <= 0) break
    parts[i]!++
    left--
  }
  return parts
}

/** Indian states and union territories by GST state code. */
export const GST_STATES: Record<string, string> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
}

const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '')

/** The GST state code of a state name ('telangana', 'Tamil Nadu', 'J&K' variants aside); undefined if unknown. */
export function stateCodeOf(name: string): string | undefined {
  const n = normalise(name)
  if (!n) return undefined
  return Object.entries(GST_STATES).find(([, s]) => normalise(s) === n)?.[0]
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!
  return `${TENS[Math.floor(n / 10)]}${n % 10 ? `-${ONES[n % 10]}` : ''}`
}

function belowThousand(n: number): string {
  const h = Math.floor(n / 100)
  const r = n % 100
  return [h ? `${ONES[h]} Hundred` : '', r ? belowHundred(r) : ''].filter(Boolean).join(' ')
}

/** Indian numbering: 12,34,567 -> 'Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven'. */
export function numberToIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Cannot spell ${n}`)
  if (n === 0) return 'Zero'
  const crore = Math.floor(n / 10_000_000)
  const lakh = Math.floor((n % 10_000_000) / 100_000)
  const thousand = Math.floor((n % 100_000) / 1000)
  const rest = n % 1000
  return [
    crore ? `${numberToIndianWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ')
}

/** 129950 -> 'Rupees One Thousand Two Hundred Ninety-Nine and Fifty Paise Only' */
export function amountInWords(paise: Paise): string {
  const rupees = Math.floor(paise / 100)
  const p = paise % 100
  return `Rupees ${numberToIndianWords(rupees)}${p ? ` and ${belowHundred(p)} Paise` : ''} Only`
}

/** Indian financial year of a date: April to March, '2026-27'. */
export function financialYear(d: Date): string {
  const ist = new Date(d.getTime() + 330 * 60_000)
  const y = ist.getUTCFullYear()
  const start = ist.getUTCMonth() >= 3 ? y : y - 1
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}
