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
  /** the net quantity of one unit as sold ('100g', '6 × 100g'), for the unit of the GST returns' HSN summary */
  netQuantity?: string
  /** the weight of one unit as sold, grams (its pack's, decision 041): the HSN summary's KGS when above 0 */
  weightGrams?: number
}

export interface TaxLine extends TaxLineInput {
  taxablePaise: Paise
  cgstPaise: Paise
  sgstPaise: Paise
  igstPaise: Paise
}

/**
 * How an invoice's tax is rounded. `equal_halves` (decision 025): each tax is the exact tax at its rate, rounded
 * half up to the paisa — CGST and SGST each at half the rate, so the two halves are always equal; IGST at the
 * whole rate — and the taxable value is what is left of the inclusive amount. `floor_ceil` is how invoices
 * numbered before decision 025 split it (taxable rounded, the tax halved floor/ceil): kept so they never change.
 */
export type SplitRule = 'equal_halves' | 'floor_ceil'

/** The rule of `equal_halves` in words, as invoices and credit notes state it. */
export const ROUNDING_RULE_TEXT =
  'Each tax is computed at its rate on the taxable value and rounded half up to the paisa (CGST and SGST each at half the GST rate, so they are equal); the taxable value is the price paid less the tax.'

/** num / den rounded half up to a whole number (num ≥ 0, den > 0; exact for any safe integers). */
function roundHalfUp(num: number, den: number): number {
  return Math.floor((2 * num + den) / (2 * den))
}

/**
 * Splits a tax-inclusive line into its taxable value and taxes, by `rule` (equal halves unless told otherwise).
 * Whatever the rule, taxable + CGST + SGST + IGST is the inclusive amount exactly.
 */
export function splitTax(line: TaxLineInput, intraState: boolean, rule: SplitRule = 'equal_halves'): TaxLine {
  const inclusive = line.inclusivePaise
  if (rule === 'floor_ceil') {
    const taxable = Math.round((inclusive * 10_000) / (10_000 + line.rateBp))
    const tax = inclusive - taxable
    const cgst = intraState ? Math.floor(tax / 2) : 0
    return {
      ...line,
      taxablePaise: taxable,
      cgstPaise: cgst,
      sgstPaise: intraState ? tax - cgst : 0,
      igstPaise: intraState ? 0 : tax,
    }
  }
  // The exact tax in an inclusive amount is inclusive × rate / (1 + rate); a half of it is at rate / 2.
  if (intraState) {
    const half = roundHalfUp(inclusive * line.rateBp, 2 * (10_000 + line.rateBp))
    return { ...line, taxablePaise: inclusive - 2 * half, cgstPaise: half, sgstPaise: half, igstPaise: 0 }
  }
  const igst = roundHalfUp(inclusive * line.rateBp, 10_000 + line.rateBp)
  return { ...line, taxablePaise: inclusive - igst, cgstPaise: 0, sgstPaise: 0, igstPaise: igst }
}

export interface TaxTotals {
  /** tax-inclusive value */
  inclusive: Paise
  taxable: Paise
  cgst: Paise
  sgst: Paise
  igst: Paise
}

/** The sums of lines' figures. */
export function totalsOf(lines: readonly TaxLine[]): TaxTotals {
  const t: TaxTotals = { inclusive: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 }
  for (const l of lines) {
    t.inclusive += l.inclusivePaise
    t.taxable += l.taxablePaise
    t.cgst += l.cgstPaise
    t.sgst += l.sgstPaise
    t.igst += l.igstPaise
  }
  return t
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

/**
 * An invoice's number (decision 029): 'SN/26-27/000042', 15 characters, within the 16 that rule 46(b) allows —
 * the financial year written short ('2026-27' is '26-27') and the year's consecutive count in six digits. Numbers
 * issued before were 'SN/2026-27/000041' and stay so; the count runs on from them in the same year.
 */
export function invoiceNumberOf(financialYear: string, count: number): string {
  return `SN/${financialYear.slice(2)}/${String(count).padStart(6, '0')}`
}

/** The series a document number belongs to: everything before its running count ('SN/26-27/'). */
export function seriesOf(number: string): string {
  return number.replace(/\d+$/, '')
}
