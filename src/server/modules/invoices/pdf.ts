import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import { COD_FEE_SAC } from '../../../domain/cash-on-delivery.ts'
import {
  allocateDiscount,
  amountInWords,
  GST_STATES,
  splitTax,
  stateCodeOf,
  type TaxLine,
  type TaxLineInput,
} from '../../../domain/gst.ts'
import { formatPaise } from '../../../domain/money.ts'
import { paymentMethodLabel } from '../../../domain/payment-methods.ts'
import type { AddressSnapshot } from '../orders/tables.ts'

// DejaVu Sans carries the ₹ sign (a WOFF2 web font renders it blank in pdfkit).
const require = createRequire(import.meta.url)
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')

export const SHIPPING_SAC = '996812'
export const SHIPPING_GST_BP = 1800

export interface InvoiceInput {
  invoiceNumber: string
  invoiceDate: Date
  orderId: string
  seller: { name: string; address: string; gstin: string; fssai: string; email: string; phone: string }
  buyer: AddressSnapshot & { email: string }
  items: {
    name: string
    hsn: string
    quantity: number
    unitPricePaise: number
    totalPaise: number
    gstRateBp: number
  }[]
  discountPaise: number
  couponCode: string | null
  shippingPaise: number
  paymentId: string | null
  /** how the order was paid ('cod', 'upi', …) and the cash-on-delivery fee, its own line under its SAC */
  paymentMethod?: string
  codFeePaise?: number
}

export interface InvoiceModel {
  intraState: boolean
  placeOfSupply: string
  lines: TaxLine[]
  totals: { taxable: number; cgst: number; sgst: number; igst: number; grand: number }
}

/** The tax arithmetic of the invoice: discount spread over the goods, each line split back from its inclusive price. */
export function buildInvoiceModel(input: InvoiceInput): InvoiceModel {
  const sellerState = input.seller.gstin.slice(0, 2)
  const buyerState = stateCodeOf(input.buyer.state) ?? sellerState
  const intraState = buyerState === sellerState
  const discounts = allocateDiscount(
    input.items.map((i) => i.totalPaise),
    input.discountPaise,
  )
  const goods = input.items.map((item, i) =>
    splitTax(
      {
        description: item.name,
        hsn: item.hsn,
        quantity: item.quantity,
        inclusivePaise: item.totalPaise - discounts[i]!,
        rateBp: item.gstRateBp,
      },
      intraState,
    ),
  )
  const services: TaxLineInput[] = [
    { description: 'Shipping and handling', hsn: SHIPPING_SAC, inclusivePaise: input.shippingPaise },
    { description: 'Cash on delivery fee', hsn: COD_FEE_SAC, inclusivePaise: input.codFeePaise ?? 0 },
  ]
    .filter((l) => l.inclusivePaise > 0)
    .map((l) => ({ ...l, quantity: 1, rateBp: SHIPPING_GST_BP }))
  const lines = [...goods, ...services.map((l) => splitTax(l, intraState))]
  const sum = (f: (l: TaxLine) => number) => lines.reduce((a, l) => a + f(l), 0)
  return {
    intraState,
    placeOfSupply: `${GST_STATES[buyerState] ?? input.buyer.state} (${buyerState})`,
    lines,
    totals: {
      taxable: sum((l) => l.taxablePaise),
      cgst: sum((l) => l.cgstPaise),
      sgst: sum((l) => l.sgstPaise),
      igst: sum((l) => l.igstPaise),
      grand: sum((l) => l.inclusivePaise),
    },
  }
}

const INK = '#2B2A26'
const LEAF = '#1F4A29'
const SOFT = '#5C584F'
const LINE = '#E2D6C0'

/** A GST tax invoice with the fields of rule 46, as a PDF. */
export async function renderInvoicePdf(input: InvoiceInput): Promise<{ pdf: Buffer; model: InvoiceModel }> {
  const model = buildInvoiceModel(input)
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `Tax Invoice ${input.invoiceNumber}`, Author: input.seller.name },
  })
  doc.registerFont('body', FONT)
  doc.registerFont('bold', FONT_BOLD)
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()))

  const left = 40
  const width = doc.page.width - 80
  doc.font('bold').fontSize(18).fillColor(LEAF).text(input.seller.name, left, 40)
  doc.font('body').fontSize(8.5).fillColor(SOFT)
  doc.text(input.seller.address, { width: 300 })
  doc.text(`GSTIN: ${input.seller.gstin}   FSSAI Lic. No.: ${input.seller.fssai}`)
  doc.text(`${input.seller.email} · ${input.seller.phone}`)
  doc.font('bold').fontSize(14).fillColor(INK).text('TAX INVOICE', left, 40, { width, align: 'right' })
  doc.font('body').fontSize(8.5).fillColor(INK)
  doc.text(`Invoice No.: ${input.invoiceNumber}`, left, 62, { width, align: 'right' })
  doc.text(
    `Invoice Date: ${input.invoiceDate.toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' })}`,
    { width, align: 'right' },
  )
  doc.text(`Order No.: ${input.orderId}`, { width, align: 'right' })
  if (input.paymentMethod)
    doc.text(`Payment: ${paymentMethodLabel(input.paymentMethod)}`, { width, align: 'right' })
  if (input.paymentId) doc.text(`Payment ref.: ${input.paymentId}`, { width, align: 'right' })

  let y = 130
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor(LINE)
    .stroke()
  y += 10
  const b = input.buyer
  doc.font('bold').fontSize(9).text('Bill to / Ship to', left, y)
  doc.font('body').fontSize(8.5)
  doc.text(`${b.first_name} ${b.last_name}`, left, y + 13)
  doc.text(`${b.street}, ${b.city}, ${b.state} ${b.postal_code}, ${b.country}`, { width: 300 })
  doc.text(`Mobile: ${b.mobile}${b.email ? ` · ${b.email}` : ''}`)
  doc.font('bold').text('Place of supply', left + 320, y, { width: width - 320, align: 'right' })
  doc.font('body').text(model.placeOfSupply, left + 320, y + 13, { width: width - 320, align: 'right' })
  doc.text(model.intraState ? 'Intra-state supply: CGST + SGST' : 'Inter-state supply: IGST', {
    width: width - 320,
    align: 'right',
  })
  doc.text('Reverse charge: No', { width: width - 320, align: 'right' })

  y = 215
  const cols = model.intraState
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
  model.lines.forEach((l, i) => {
    const pct = `${l.rateBp / 100}%`
    const cells = model.intraState
      ? [
          String(i + 1),
          l.description,
          l.hsn,
          String(l.quantity),
          formatPaise(Math.round(l.inclusivePaise / l.quantity)),
          formatPaise(l.taxablePaise),
          `${formatPaise(l.cgstPaise)}\n@${l.rateBp / 200}%`,
          `${formatPaise(l.sgstPaise)}\n@${l.rateBp / 200}%`,
          formatPaise(l.inclusivePaise),
        ]
      : [
          String(i + 1),
          l.description,
          l.hsn,
          String(l.quantity),
          formatPaise(Math.round(l.inclusivePaise / l.quantity)),
          formatPaise(l.taxablePaise),
          `${formatPaise(l.igstPaise)}\n@${pct}`,
          formatPaise(l.inclusivePaise),
        ]
    let x = left + 3
    cells.forEach((c, ci) => {
      const w = Number(cols[ci]![1])
      doc.text(c, x, y, { width: w - 4, align: ci === 1 ? 'left' : 'right' })
      x += w
    })
    y += 24
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
  const row = (label: string, value: string, bold = false) => {
    doc.font(bold ? 'bold' : 'body').fontSize(bold ? 10 : 8.5)
    doc.text(label, left + width - 260, y, { width: 150, align: 'right' })
    doc.text(value, left + width - 105, y, { width: 105, align: 'right' })
    y += bold ? 18 : 14
  }
  if (input.discountPaise > 0) {
    row(
      `Discount${input.couponCode ? ` (${input.couponCode})` : ''} included above`,
      `− ${formatPaise(input.discountPaise)}`,
    )
  }
  row('Total taxable value', formatPaise(model.totals.taxable))
  if (model.intraState) {
    row('CGST', formatPaise(model.totals.cgst))
    row('SGST', formatPaise(model.totals.sgst))
  } else row('IGST', formatPaise(model.totals.igst))
  row('Invoice total', formatPaise(model.totals.grand), true)
  doc
    .font('body')
    .fontSize(8.5)
    .fillColor(INK)
    .text(`Amount in words: ${amountInWords(model.totals.grand)}`, left, y + 4, { width })
  y = doc.y + 24
  doc.fontSize(7.5).fillColor(SOFT)
  doc.text(
    'Prices are inclusive of GST; taxable values are computed back from them. This is a computer-generated invoice and needs no signature.',
    left,
    y,
    { width },
  )
  doc.text(`For ${input.seller.name} — Authorised signatory`, { width, align: 'right' })
  doc.end()
  await done
  return { pdf: Buffer.concat(chunks), model }
}
