import type { TranslatedLanguage } from '#domain/contracts/catalogue.ts'
import type { CreditLine } from '#domain/credit-notes.ts'
import { amountInWords, GST_STATES, ROUNDING_RULE_TEXT, type TaxLine } from '#domain/gst.ts'
import { formatPaise } from '#domain/money.ts'
import { paymentMethodLabel } from '#domain/payment-methods.ts'
import { INK, LEAF, LINE, openPdf, pdfDate, SOFT, scriptFaceFor } from '#server/integrations/pdf-kit.ts'
import { buildInvoiceModel, type InvoiceInput, type InvoiceModel } from './invoice-model.ts'

export {
  buildInvoiceModel,
  type InvoiceInput,
  type InvoiceModel,
  SHIPPING_GST_BP,
  SHIPPING_SAC,
} from './invoice-model.ts'

const dateText = pdfDate

/** What an invoice and a credit note have in common on paper: one layout, the same fonts. */
interface TaxDocument {
  /** the heading, top right */
  heading: string
  /** the PDF's own title */
  title: string
  /** the lines under the heading: number, date, order, … */
  facts: string[]
  seller: InvoiceInput['seller']
  buyer: InvoiceInput['buyer']
  placeOfSupply: string
  intraState: boolean
  lines: TaxLine[]
  /** rows above the totals (a discount included above) */
  notes: [string, string][]
  totals: { taxable: number; cgst: number; sgst: number; igst: number; grand: number }
  grandLabel: string
  footnote: string
  /** the document's own date, stored as the PDF's creation date: the same document always gives the same bytes */
  issuedAt: Date
  /**
   * the order's language and each line's product name in it (by the index of `lines`; undefined: English only),
   * printed under the English description in that script (decision 060)
   */
  local?: { lang: TranslatedLanguage; names: (string | undefined)[] }
}

/** The type of a product's name in the shopper's language under its English name: a step smaller than the row's. */
const LOCAL_SIZE = 7.2

async function renderTaxDocument(d: TaxDocument): Promise<Buffer> {
  // The script's face only when a line has a name it draws: otherwise the document is an English one, byte for byte.
  const face = d.local && (await scriptFaceFor(d.local.lang, d.local.names))
  const localNames = face?.texts ?? []
  const { doc, done } = await openPdf(
    {
      size: 'A4',
      margin: 40,
      // A fixed creation date also fixes PDFKit's file identifier (made from it), so two processes writing the
      // same invoice at once (the invoice route and the mail that attaches it) store the same file.
      info: { Title: d.title, Author: d.seller.name, CreationDate: d.issuedAt },
    },
    face?.font,
  )

  const left = 40
  const width = doc.page.width - 80
  // Two columns that never meet: the seller on the left (262 points, enough for its GSTIN and FSSAI line), the
  // heading and the facts (number, date, order, reason…) on the right, each wrapping within its own width.
  const sellerWidth = 262
  const factsX = left + sellerWidth + 8
  const factsWidth = width - sellerWidth - 8
  doc.font('bold').fontSize(18).fillColor(LEAF).text(d.seller.name, left, 40, { width: sellerWidth })
  doc.font('body').fontSize(8.5).fillColor(SOFT)
  // the registered (legal) name where the trade name differs: the supplier's name as GST rule 46(a) asks
  if (d.seller.legalName !== d.seller.name) doc.text(d.seller.legalName, { width: sellerWidth })
  doc.text(d.seller.address, { width: sellerWidth })
  doc.text(`GSTIN: ${d.seller.gstin}   FSSAI Lic. No.: ${d.seller.fssai}`, { width: sellerWidth })
  doc.text(`${d.seller.email} · ${d.seller.phone}`, { width: sellerWidth })
  const sellerEnd = doc.y
  doc
    .font('bold')
    .fontSize(14)
    .fillColor(INK)
    .text(d.heading, factsX, 40, { width: factsWidth, align: 'right' })
  doc.font('body').fontSize(8.5).fillColor(INK)
  d.facts.forEach((f, i) => {
    if (i === 0) doc.text(f, factsX, 62, { width: factsWidth, align: 'right' })
    else doc.text(f, { width: factsWidth, align: 'right' })
  })

  let y = Math.max(130, sellerEnd + 8, doc.y + 8)
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor(LINE)
    .stroke()
  y += 10
  const b = d.buyer
  doc.font('bold').fontSize(9).text('Bill to / Ship to', left, y)
  doc.font('body').fontSize(8.5)
  doc.text(`${b.first_name} ${b.last_name}`, left, y + 13)
  doc.text(`${b.street}, ${b.city}, ${b.state} ${b.postal_code}, ${b.country}`, { width: 300 })
  doc.text(`Mobile: ${b.mobile}${b.email ? ` · ${b.email}` : ''}`, { width: 300 })
  const buyerEnd = doc.y
  doc.font('bold').text('Place of supply', left + 320, y, { width: width - 320, align: 'right' })
  doc.font('body').text(d.placeOfSupply, left + 320, y + 13, { width: width - 320, align: 'right' })
  doc.text(d.intraState ? 'Intra-state supply: CGST + SGST' : 'Inter-state supply: IGST', {
    width: width - 320,
    align: 'right',
  })
  doc.text('Reverse charge: No', { width: width - 320, align: 'right' })

  // below the taller of the two blocks: an address may wrap to more lines
  y = Math.max(y + 75, buyerEnd + 20, doc.y + 20)
  const cols = d.intraState
    ? [
        ['#', 18],
        ['Description', 150],
        ['HSN/SAC', 48],
        ['Qty', 28],
        ['Rate', 52],
        ['Taxable', 62],
        ['CGST', 55],
        ['SGST', 55],
        ['Total', 47],
      ]
    : [
        ['#', 18],
        ['Description', 170],
        ['HSN/SAC', 50],
        ['Qty', 30],
        ['Rate', 56],
        ['Taxable', 70],
        ['IGST', 70],
        ['Total', 51],
      ]
  const header = (yy: number) => {
    doc.rect(left, yy - 4, width, 18).fill('#F2EADB')
    doc.fillColor(INK).font('bold').fontSize(7.5)
    let x = left + 3
    for (const [label, w] of cols) {
      doc.text(String(label), x, yy, {
        width: Number(w) - 4,
        align: label === 'Description' ? 'left' : 'right',
      })
      x += Number(w)
    }
  }
  header(y)
  y += 20
  doc.font('body').fontSize(7.5)
  d.lines.forEach((l, i) => {
    const pct = `${l.rateBp / 100}%`
    // A credit of an amount (no units given back) has no quantity and no price per unit.
    const qty = l.quantity > 0 ? String(l.quantity) : '—'
    const unit = l.quantity > 0 ? formatPaise(Math.round(l.inclusivePaise / l.quantity)) : '—'
    const cells = d.intraState
      ? [
          String(i + 1),
          l.description,
          l.hsn,
          qty,
          unit,
          formatPaise(l.taxablePaise),
          `${formatPaise(l.cgstPaise)}\n@${l.rateBp / 200}%`,
          `${formatPaise(l.sgstPaise)}\n@${l.rateBp / 200}%`,
          formatPaise(l.inclusivePaise),
        ]
      : [
          String(i + 1),
          l.description,
          l.hsn,
          qty,
          unit,
          formatPaise(l.taxablePaise),
          `${formatPaise(l.igstPaise)}\n@${pct}`,
          formatPaise(l.inclusivePaise),
        ]
    // The product's name in the shopper's language under the English one, in its script's face and a smaller
    // type, wrapping within the description's column like the English name (decision 060).
    const local = localNames[i]
    const descWidth = Number(cols[1]![1]) - 4
    let localHeight = 0
    if (local) {
      localHeight = doc.font('script').fontSize(LOCAL_SIZE).heightOfString(local, { width: descWidth })
      doc.font('body').fontSize(7.5)
    }
    // A row is as tall as its tallest cell (a long name wraps to several lines), and at least 24 points.
    const tallest = Math.max(
      ...cells.map(
        (c, ci) =>
          doc.heightOfString(c, { width: Number(cols[ci]![1]) - 4 }) +
          (ci === 1 && local ? 1 + localHeight : 0),
      ),
    )
    if (y + tallest > doc.page.height - 60) {
      doc.addPage()
      y = 50
      header(y)
      y += 20
      doc.font('body').fontSize(7.5)
    }
    let x = left + 3
    cells.forEach((c, ci) => {
      const w = Number(cols[ci]![1])
      doc.text(c, x, y, { width: w - 4, align: ci === 1 ? 'left' : 'right' })
      if (ci === 1 && local) {
        const below = y + doc.heightOfString(c, { width: w - 4 }) + 1
        doc
          .font('script')
          .fontSize(LOCAL_SIZE)
          .fillColor(SOFT)
          .text(local, x, below, { width: w - 4 })
        doc.font('body').fontSize(7.5).fillColor(INK)
      }
      x += w
    })
    y += Math.max(24, Math.ceil(tallest) + 8)
    doc
      .moveTo(left, y - 4)
      .lineTo(left + width, y - 4)
      .strokeColor(LINE)
      .stroke()
    if (y > doc.page.height - 200) {
      doc.addPage()
      y = 50
      header(y)
      y += 20
      doc.font('body').fontSize(7.5)
    }
  })

  y += 6
  // Each total is as tall as its label: a long coupon code wraps its label to a second line, and the next row
  // starts below it (measured, never a fixed step).
  const labelWidth = 190
  const row = (label: string, value: string, bold = false) => {
    doc.font(bold ? 'bold' : 'body').fontSize(bold ? 10 : 8.5)
    const h = Math.max(
      doc.heightOfString(label, { width: labelWidth }),
      doc.heightOfString(value, { width: 105 }),
    )
    if (y + h > doc.page.height - 50) {
      doc.addPage()
      y = 50
      doc.font(bold ? 'bold' : 'body').fontSize(bold ? 10 : 8.5)
    }
    doc.text(label, left + width - 110 - labelWidth, y, { width: labelWidth, align: 'right' })
    doc.text(value, left + width - 105, y, { width: 105, align: 'right' })
    y += Math.max(bold ? 18 : 14, Math.ceil(h) + 4)
  }
  for (const [label, value] of d.notes) row(label, value)
  row('Total taxable value', formatPaise(d.totals.taxable))
  if (d.intraState) {
    row('CGST', formatPaise(d.totals.cgst))
    row('SGST', formatPaise(d.totals.sgst))
  } else row('IGST', formatPaise(d.totals.igst))
  row(d.grandLabel, formatPaise(d.totals.grand), true)
  doc
    .font('body')
    .fontSize(8.5)
    .fillColor(INK)
    .text(`Amount in words: ${amountInWords(d.totals.grand)}`, left, y + 4, { width })
  y = doc.y + 24
  doc.fontSize(7.5).fillColor(SOFT)
  if (y + doc.heightOfString(d.footnote, { width }) + 12 > doc.page.height - 40) {
    doc.addPage()
    y = 50
  }
  doc.text(d.footnote, left, y, { width })
  doc.text(`For ${d.seller.legalName} — Authorised signatory`, { width, align: 'right' })
  doc.end()
  return done
}

/** A GST tax invoice with the fields of rule 46, as a PDF. */
export async function renderInvoicePdf(input: InvoiceInput): Promise<{ pdf: Buffer; model: InvoiceModel }> {
  const model = buildInvoiceModel(input)
  const pdf = await renderTaxDocument({
    heading: 'TAX INVOICE',
    title: `Tax Invoice ${input.invoiceNumber}`,
    issuedAt: input.invoiceDate,
    facts: [
      `Invoice No.: ${input.invoiceNumber}`,
      `Invoice Date: ${dateText(input.invoiceDate)}`,
      `Order No.: ${input.orderId}`,
      ...(input.paymentMethod ? [`Payment: ${paymentMethodLabel(input.paymentMethod)}`] : []),
      ...(input.paymentId ? [`Payment ref.: ${input.paymentId}`] : []),
    ],
    seller: input.seller,
    buyer: input.buyer,
    placeOfSupply: model.placeOfSupply,
    intraState: model.intraState,
    lines: model.lines,
    notes:
      input.discountPaise > 0
        ? [
            [
              `Discount${input.couponCode ? ` (${input.couponCode})` : ''} included above`,
              `− ${formatPaise(input.discountPaise)}`,
            ],
          ]
        : [],
    totals: model.totals,
    grandLabel: 'Invoice total',
    footnote:
      (input.splitRule ?? 'equal_halves') === 'equal_halves'
        ? `Prices are inclusive of GST; taxable values are computed back from them. ${ROUNDING_RULE_TEXT} This is a computer-generated invoice and needs no signature.`
        : 'Prices are inclusive of GST; taxable values are computed back from them. This is a computer-generated invoice and needs no signature.',
    // the goods' lines come first, in the items' order; shipping and the COD fee have no other name
    ...(input.language
      ? { local: { lang: input.language, names: model.lines.map((_, i) => input.items[i]?.localName) } }
      : {}),
  })
  return { pdf, model }
}

/** A credit note (section 34 of the CGST Act, rule 53) as it was issued: its figures are stored, never recomputed. */
export interface CreditNoteInput {
  number: string
  issuedAt: Date
  orderId: string
  invoiceNumber: string
  invoiceDate: Date
  /** why: 'Order cancelled', 'Returned to origin', or the refund's reason */
  reason: string
  seller: InvoiceInput['seller']
  buyer: InvoiceInput['buyer']
  placeOfSupplyCode: string
  intraState: boolean
  lines: CreditLine[]
  /** the order's language when not English, and the invoice's lines' product names in it (by invoice line) */
  language?: TranslatedLanguage
  localNames?: (string | undefined)[]
}

/** The credit note as a PDF, in the invoice's layout and fonts. */
export async function renderCreditNotePdf(input: CreditNoteInput): Promise<Buffer> {
  const sum = (f: (l: TaxLine) => number) => input.lines.reduce((a, l) => a + f(l), 0)
  const code = input.placeOfSupplyCode
  return renderTaxDocument({
    heading: 'CREDIT NOTE',
    title: `Credit note ${input.number}`,
    issuedAt: input.issuedAt,
    facts: [
      `Credit note No.: ${input.number}`,
      `Credit note Date: ${dateText(input.issuedAt)}`,
      `Against invoice: ${input.invoiceNumber} dated ${dateText(input.invoiceDate)}`,
      `Order No.: ${input.orderId}`,
      `Reason: ${input.reason}`,
    ],
    seller: input.seller,
    buyer: input.buyer,
    placeOfSupply: `${GST_STATES[code] ?? input.buyer.state} (${code})`,
    intraState: input.intraState,
    lines: input.lines,
    notes: [],
    totals: {
      taxable: sum((l) => l.taxablePaise),
      cgst: sum((l) => l.cgstPaise),
      sgst: sum((l) => l.sgstPaise),
      igst: sum((l) => l.igstPaise),
      grand: sum((l) => l.inclusivePaise),
    },
    grandLabel: 'Credit note total',
    ...(input.language && input.localNames
      ? { local: { lang: input.language, names: input.lines.map((l) => input.localNames?.[l.line]) } }
      : {}),
    footnote: `This credit note reduces the value and the tax of invoice ${input.invoiceNumber} dated ${dateText(input.invoiceDate)} by the amounts above, with the invoice's own rates and split. ${ROUNDING_RULE_TEXT} This is a computer-generated document and needs no signature.`,
  })
}
