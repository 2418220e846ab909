// GSTR-1, the monthly return of outward supplies, from the shop's own documents (decision 025): B2C (small) by
// place of supply and rate (table 7), the HSN-wise summary (table 12) and the documents issued (table 13). The
// shop sells to consumers, so every invoice is B2C. Credit notes of the month are subtracted where they fall:
// B2C (small) is reported net of them, as the return asks, so a row may be negative in a month whose credit notes
// outweigh its sales for that place and rate. All figures in paise.

import { GST_STATES, seriesOf, type TaxLine, type TaxTotals, totalsOf } from './gst.ts'
import { IST_OFFSET_MS } from './india-time.ts'

/** An issued invoice or credit note, as the return sees it. */
export interface GstDocument {
  kind: 'invoice' | 'credit_note'
  number: string
  issuedAt: Date
  /** the place of supply: its GST state code ('36') */
  placeOfSupply: string
  /** the invoice the credit note is against (credit notes only) */
  invoiceNumber?: string
  lines: readonly TaxLine[]
}

/** Unit quantity codes of the return: kilograms, litres, numbers (packs), and none for services. */
export type Uqc = 'KGS' | 'LTR' | 'NOS' | 'NA'

const MASS_OR_VOLUME =
  /^(?:(\d+)\s*[x×]\s*)?(\d+(?:\.\d+)?)\s*(kg|kgs|g|gm|gms|gram|grams|ml|l|ltr|litre|litres|liter|liters)$/i

/**
 * The UQC of a line and how many thousandths of it one unit is. Services (SAC 99…) have none (NA). Goods are
 * reported in kilograms from the weight of the pack sold (`weightGrams`, decision 041 amended: 250 g is 0.25 KGS);
 * a pack without a weight (0) and one sold by volume fall back to its net quantity: by weight in kilograms and by
 * volume in litres ('100g' is 0.1 KGS, '6 × 100g' 0.6 KGS, '500 ml' 0.5 LTR); anything else counts packs (NOS).
 */
export function uqcOf(
  hsn: string,
  netQuantity?: string,
  weightGrams?: number,
): { uqc: Uqc; milliPerUnit: number } {
  if (hsn.startsWith('99')) return { uqc: 'NA', milliPerUnit: 0 }
  const m = MASS_OR_VOLUME.exec((netQuantity ?? '').trim())
  const unit = m?.[3]?.toLowerCase() ?? ''
  const byVolume = unit.startsWith('m') || unit.startsWith('l')
  if (weightGrams && weightGrams > 0 && !byVolume) return { uqc: 'KGS', milliPerUnit: weightGrams }
  if (!m) return { uqc: 'NOS', milliPerUnit: 1000 }
  const packs = Number(m[1] ?? 1)
  const amount = Number(m[2])
  const big = unit.startsWith('k') || unit.startsWith('l')
  return {
    uqc: unit.startsWith('k') || unit.startsWith('g') ? 'KGS' : 'LTR',
    milliPerUnit: Math.round(packs * amount * (big ? 1000 : 1)),
  }
}

/** What the HSN summary calls the codes the shop sells under (by heading); others take a product's name. */
export const HSN_DESCRIPTIONS: Record<string, string> = {
  '0712': 'Dried vegetables',
  '0801': 'Coconuts, Brazil nuts and cashew nuts',
  '0802': 'Other nuts',
  '0804': 'Dates, figs and other dried fruit',
  '0813': 'Dried fruit',
  '0902': 'Tea',
  '0904': 'Pepper and dried capsicum',
  '0909': 'Seeds of anise, fennel, coriander, cumin',
  '0910': 'Ginger, saffron, turmeric and other spices',
  '1008': 'Millets and other cereals',
  '1207': 'Other oil seeds',
  '1211': 'Plants and parts of plants used in pharmacy (herbs)',
  '1212': 'Seaweeds and other algae',
  '2106': 'Food preparations not elsewhere specified',
  '9968': 'Postal and courier services',
  '9985': 'Support services',
}

function describeHsn(hsn: string, fallback: string): string {
  return HSN_DESCRIPTIONS[hsn.slice(0, 4)] ?? fallback.replace(/\s*\([^)]*\)\s*$/, '')
}

/** Since 1 August 2024 an inter-state invoice to a consumer above ₹1,00,000 goes to B2C (large), table 5. */
export const B2CL_LIMIT_PAISE = 10_000_000

export interface B2csRow {
  /** 'OE': supplied by the shop itself, not through an e-commerce operator */
  type: 'OE'
  placeOfSupply: string
  stateName: string
  rateBp: number
  taxable: number
  igst: number
  cgst: number
  sgst: number
  cess: number
}

export interface HsnRow {
  hsn: string
  description: string
  uqc: Uqc
  /** thousandths of the UQC (grams of KGS, millilitres of LTR, thousandths of a pack) */
  quantityMilli: number
  rateBp: number
  /** tax-inclusive value */
  value: number
  taxable: number
  igst: number
  cgst: number
  sgst: number
  cess: number
}

export interface DocumentsRow {
  nature: 'Invoices for outward supply' | 'Credit Note'
  from: string | null
  to: string | null
  total: number
  /** numbers voided: none, since a number is taken in the transaction that issues its document */
  cancelled: number
  netIssued: number
}

export interface Gstr1 {
  month: string
  from: Date
  to: Date
  b2cs: B2csRow[]
  hsn: HsnRow[]
  documents: DocumentsRow[]
  totals: {
    invoices: TaxTotals
    creditNotes: TaxTotals
    /** invoices less credit notes */
    net: TaxTotals
    b2cs: TaxTotals
    hsn: TaxTotals
  }
  warnings: string[]
}

export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/

/** A month's first and next month's first instant in India time: [from, to). */
export function monthBounds(month: string): { from: Date; to: Date } {
  const m = MONTH_PATTERN.exec(month)
  if (!m) throw new RangeError(`Not a month: ${month}`)
  const y = Number(m[1])
  const mo = Number(m[2]) - 1
  return {
    from: new Date(Date.UTC(y, mo, 1) - IST_OFFSET_MS),
    to: new Date(Date.UTC(y, mo + 1, 1) - IST_OFFSET_MS),
  }
}

/** The month of an instant in India time: '2026-11'. */
export function monthOf(d: Date): string {
  return new Date(d.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7)
}

const minus = (a: TaxTotals, b: TaxTotals): TaxTotals => ({
  inclusive: a.inclusive - b.inclusive,
  taxable: a.taxable - b.taxable,
  cgst: a.cgst - b.cgst,
  sgst: a.sgst - b.sgst,
  igst: a.igst - b.igst,
})

const byNumber = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true })

/**
 * Table 13's rows of one nature of document: one per series (decision 029), each from its lowest number to its
 * highest, the series in the order they were first used in the month — so the month the invoice numbers became
 * 'SN/26-27/…' has a row for 'SN/2026-27/000001'–'SN/2026-27/000041' and one for 'SN/26-27/000042'–…. A month
 * without documents of the nature still has its row, empty.
 */
function documentsRows(nature: DocumentsRow['nature'], docs: GstDocument[]): DocumentsRow[] {
  const series = new Map<string, { first: number; numbers: string[] }>()
  for (const d of docs) {
    const s = series.get(seriesOf(d.number)) ?? { first: d.issuedAt.getTime(), numbers: [] }
    s.first = Math.min(s.first, d.issuedAt.getTime())
    s.numbers.push(d.number)
    series.set(seriesOf(d.number), s)
  }
  if (series.size === 0) return [{ nature, from: null, to: null, total: 0, cancelled: 0, netIssued: 0 }]
  return [...series.values()]
    .sort((a, b) => a.first - b.first || byNumber(a.numbers[0]!, b.numbers[0]!))
    .map(({ numbers }) => {
      numbers.sort(byNumber)
      return {
        nature,
        from: numbers[0]!,
        to: numbers.at(-1)!,
        total: numbers.length,
        cancelled: 0,
        netIssued: numbers.length,
      }
    })
}

/** The return of a month from the documents issued in it (the caller picks them by their date in India time). */
export function buildGstr1(month: string, documents: readonly GstDocument[]): Gstr1 {
  const { from, to } = monthBounds(month)
  const b2cs = new Map<string, B2csRow>()
  const hsn = new Map<string, HsnRow>()
  const sum = { invoices: totalsOf([]), creditNotes: totalsOf([]) }
  const warnings: string[] = []

  for (const doc of documents) {
    const sign = doc.kind === 'invoice' ? 1 : -1
    const t = totalsOf(doc.lines)
    const into = doc.kind === 'invoice' ? sum.invoices : sum.creditNotes
    for (const k of Object.keys(t) as (keyof TaxTotals)[]) into[k] += t[k]
    if (t.igst > 0 && t.inclusive > B2CL_LIMIT_PAISE)
      warnings.push(
        doc.kind === 'invoice'
          ? `Invoice ${doc.number} is inter-state and above ₹1,00,000: report it in B2C (large), table 5, instead of B2C (small)`
          : `Credit note ${doc.number} is inter-state and above ₹1,00,000: if its invoice went to B2C (large), report it in CDNUR, table 9B`,
      )
    for (const l of doc.lines) {
      const pos = `${doc.placeOfSupply}:${l.rateBp}`
      const row = b2cs.get(pos) ?? {
        type: 'OE' as const,
        placeOfSupply: doc.placeOfSupply,
        stateName: GST_STATES[doc.placeOfSupply] ?? 'Unknown state',
        rateBp: l.rateBp,
        taxable: 0,
        igst: 0,
        cgst: 0,
        sgst: 0,
        cess: 0,
      }
      row.taxable += sign * l.taxablePaise
      row.igst += sign * l.igstPaise
      row.cgst += sign * l.cgstPaise
      row.sgst += sign * l.sgstPaise
      b2cs.set(pos, row)

      const unit = uqcOf(l.hsn, l.netQuantity, l.weightGrams)
      const key = `${l.hsn}:${unit.uqc}:${l.rateBp}`
      const h = hsn.get(key) ?? {
        hsn: l.hsn,
        description: describeHsn(l.hsn, l.description),
        uqc: unit.uqc,
        quantityMilli: 0,
        rateBp: l.rateBp,
        value: 0,
        taxable: 0,
        igst: 0,
        cgst: 0,
        sgst: 0,
        cess: 0,
      }
      h.quantityMilli += sign * l.quantity * unit.milliPerUnit
      h.value += sign * l.inclusivePaise
      h.taxable += sign * l.taxablePaise
      h.igst += sign * l.igstPaise
      h.cgst += sign * l.cgstPaise
      h.sgst += sign * l.sgstPaise
      hsn.set(key, h)
    }
  }

  // A row whose every figure came to nothing (a place of supply, or an HSN code, fully credited in the month)
  // says nothing to the return: it is left out, which leaves every total as it was.
  const b2csRows = [...b2cs.values()]
    .filter((r) => r.taxable || r.igst || r.cgst || r.sgst || r.cess)
    .sort((a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.rateBp - b.rateBp)
  const hsnRows = [...hsn.values()]
    .filter((r) => r.quantityMilli || r.value || r.taxable || r.igst || r.cgst || r.sgst || r.cess)
    .sort((a, b) => a.hsn.localeCompare(b.hsn) || a.rateBp - b.rateBp || a.uqc.localeCompare(b.uqc))
  const rowTotals = (rows: { taxable: number; igst: number; cgst: number; sgst: number }[]): TaxTotals => {
    const t = totalsOf([])
    for (const r of rows) {
      t.taxable += r.taxable
      t.igst += r.igst
      t.cgst += r.cgst
      t.sgst += r.sgst
    }
    t.inclusive = t.taxable + t.igst + t.cgst + t.sgst
    return t
  }
  const hsnTotals = rowTotals(hsnRows)
  hsnTotals.inclusive = hsnRows.reduce((a, r) => a + r.value, 0)
  return {
    month,
    from,
    to,
    b2cs: b2csRows,
    hsn: hsnRows,
    documents: [
      ...documentsRows(
        'Invoices for outward supply',
        documents.filter((d) => d.kind === 'invoice'),
      ),
      ...documentsRows(
        'Credit Note',
        documents.filter((d) => d.kind === 'credit_note'),
      ),
    ],
    totals: {
      invoices: sum.invoices,
      creditNotes: sum.creditNotes,
      net: minus(sum.invoices, sum.creditNotes),
      b2cs: rowTotals(b2csRows),
      hsn: hsnTotals,
    },
    warnings,
  }
}
