// GSTR-1 in the column layout of the GST offline tool's CSV import templates (decision 029): B2C (small), the HSN
// summary and the documents issued, each with the template's own header row and no total row, so the file is
// imported as it is. The cells go through the same writer as the shop's own layout (gstr1-csv.ts), so whatever
// that writer guards against (quotes, commas, a formula in a product's name) is guarded here too.
import type { Gstr1, Uqc } from './gstr1.ts'
import { csv, hsnCells, paiseText, rateText } from './gstr1-csv.ts'

/** The UQC as the offline tool's list writes it. */
export const OFFLINE_UQC: Record<Uqc, string> = {
  KGS: 'KGS-KILOGRAMS',
  LTR: 'LTR-LITRES',
  NOS: 'NOS-NUMBERS',
  NA: 'NA',
}

/** The header rows of the offline tool's templates b2cs.csv, hsn.csv and docs.csv. */
export const OFFLINE_HEADERS = {
  b2cs: [
    'Type',
    'Place Of Supply',
    'Rate',
    'Applicable % of Tax Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  hsn: [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
  ],
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
} as const

const rate = rateText

/**
 * One section of the return as the offline tool imports it: rupees with two decimals, quantities with three, the
 * rate in per cent. B2C (small): no differential rate (the 65% of a few notified supplies does not apply) and no
 * e-commerce operator (type OE), so those two columns are empty; the tool works out the taxes from the rate.
 */
export function gstr1OfflineCsv(r: Gstr1, section: 'b2cs' | 'hsn' | 'docs'): string {
  if (section === 'b2cs')
    return csv(
      [...OFFLINE_HEADERS.b2cs],
      r.b2cs.map((b) => [
        b.type,
        `${b.placeOfSupply}-${b.stateName}`,
        rate(b.rateBp),
        '',
        paiseText(b.taxable),
        paiseText(b.cess),
        '',
      ]),
    )
  if (section === 'hsn')
    return csv(
      [...OFFLINE_HEADERS.hsn],
      r.hsn.map((h) => hsnCells(h, OFFLINE_UQC[h.uqc])),
    )
  return csv(
    [...OFFLINE_HEADERS.docs],
    r.documents
      .filter((d) => d.total > 0)
      .map((d) => [d.nature, d.from ?? '', d.to ?? '', d.total, d.cancelled]),
  )
}
