// GSTR-1 as the CSV files the GST portal's offline tool takes, one per section (see gstr1.ts for the return).
import { toCsv } from './csv.ts'
import type { Gstr1 } from './gstr1.ts'

/** Paise as the return's CSV writes them: '-1234.05'. */
export function paiseText(paise: number): string {
  const sign = paise < 0 ? '-' : ''
  const abs = Math.abs(paise)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** Thousandths as a quantity: 1500 -> '1.500'. */
export function milliText(milli: number): string {
  const sign = milli < 0 ? '-' : ''
  const abs = Math.abs(milli)
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`
}

/** A GST rate in basis points as the return writes it: 500 -> '5'. */
export const rateText = (bp: number) => String(bp / 100)

/** One HSN summary row's cells, the UQC as the layout writes it (the shop's code, or the offline tool's name). */
export function hsnCells(h: Gstr1['hsn'][number], uqc: string): string[] {
  return [
    h.hsn,
    h.description,
    uqc,
    milliText(h.quantityMilli),
    paiseText(h.value),
    rateText(h.rateBp),
    paiseText(h.taxable),
    paiseText(h.igst),
    paiseText(h.cgst),
    paiseText(h.sgst),
    paiseText(h.cess),
  ]
}

// One CSV writer for every export (csv.ts): a product name such as =HYPERLINK(...) is written as text. The
// offline tool's layout (gstr1-offline-csv.ts) writes through it too.
export const csv = toCsv

/** One section of the return as CSV, amounts in rupees with two decimals, a total row last. */
export function gstr1Csv(r: Gstr1, section: 'b2cs' | 'hsn' | 'docs'): string {
  const rate = rateText
  if (section === 'b2cs')
    return csv(
      [
        'Type',
        'Place Of Supply',
        'Rate',
        'Taxable Value',
        'Integrated Tax',
        'Central Tax',
        'State/UT Tax',
        'Cess',
      ],
      [
        ...r.b2cs.map((b) => [
          b.type,
          `${b.placeOfSupply}-${b.stateName}`,
          rate(b.rateBp),
          paiseText(b.taxable),
          paiseText(b.igst),
          paiseText(b.cgst),
          paiseText(b.sgst),
          paiseText(b.cess),
        ]),
        [
          'Total',
          '',
          '',
          paiseText(r.totals.b2cs.taxable),
          paiseText(r.totals.b2cs.igst),
          paiseText(r.totals.b2cs.cgst),
          paiseText(r.totals.b2cs.sgst),
          paiseText(0),
        ],
      ],
    )
  if (section === 'hsn')
    return csv(
      [
        'HSN',
        'Description',
        'UQC',
        'Total Quantity',
        'Total Value',
        'Rate',
        'Taxable Value',
        'Integrated Tax',
        'Central Tax',
        'State/UT Tax',
        'Cess',
      ],
      [
        ...r.hsn.map((h) => hsnCells(h, h.uqc)),
        [
          'Total',
          '',
          '',
          '',
          paiseText(r.totals.hsn.inclusive),
          '',
          paiseText(r.totals.hsn.taxable),
          paiseText(r.totals.hsn.igst),
          paiseText(r.totals.hsn.cgst),
          paiseText(r.totals.hsn.sgst),
          paiseText(0),
        ],
      ],
    )
  return csv(
    ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled', 'Net Issued'],
    r.documents.map((d) => [d.nature, d.from ?? '', d.to ?? '', d.total, d.cancelled, d.netIssued]),
  )
}
