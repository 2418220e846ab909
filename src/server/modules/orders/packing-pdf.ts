// Packing slips (A4, one page per order) and shipping labels (4 × 6 in) for the back office (issue 17): the order
// id as a Code 128 barcode with its text beneath, the ship-to address, the items with their net quantity, and the
// cash to collect when the order is cash on delivery. The same embedded fonts as the GST invoice.
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import { canEncodeCode128B, code128Bars } from '../../../domain/code128.ts'
import { formatPaise } from '../../../domain/money.ts'
import type { AddressSnapshot } from './tables.ts'

// DejaVu Sans carries the ₹ sign (a WOFF2 web font renders it blank in pdfkit); the invoice uses the same two.
const require = createRequire(import.meta.url)
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')

const INK = '#2B2A26'
const LEAF = '#1F4A29'
const SOFT = '#5C584F'
const LINE = '#E2D6C0'
const SAND = '#F2EADB'

export interface PackingOrder {
  orderId: string
  placedAt: Date
  shipTo: AddressSnapshot
  items: { name: string; netQuantity: string; quantity: number }[]
  shippingMode: string
  carrier: string
  waybill: string | null
  /** cash the courier collects (cash on delivery not yet paid); 0 when prepaid */
  collectPaise: number
  paymentLabel: string
  notes: string | null
}

export interface Sender {
  name: string
  address: string
  phone: string
  email: string
}

type Doc = InstanceType<typeof PDFDocument>

function open(size: [number, number] | 'A4', title: string, author: string) {
  const doc = new PDFDocument({
    size,
    margin: 0,
    autoFirstPage: false,
    info: { Title: title, Author: author },
  })
  doc.registerFont('body', FONT)
  doc.registerFont('bold', FONT_BOLD)
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  return { doc, done }
}

/**
 * Draws `text` as a Code 128 B barcode inside `width` (centred), bars `height` tall, the text beneath; answers the
 * y under the text. Bars are whole rectangles in black on white, with the quiet zone the scanner needs.
 */
export function drawBarcode(
  doc: Doc,
  text: string,
  box: { x: number; y: number; width: number; height: number; fontSize?: number },
): number {
  if (!canEncodeCode128B(text)) return box.y
  const { bars, totalModules } = code128Bars(text)
  const module = Math.min(box.width / totalModules, 1.6)
  const left = box.x + (box.width - module * totalModules) / 2
  doc.save()
  doc.rect(left, box.y, module * totalModules, box.height).fill('#FFFFFF')
  for (const bar of bars)
    doc.rect(left + bar.x * module, box.y, bar.width * module, box.height).fill('#000000')
  doc.restore()
  const fontSize = box.fontSize ?? 10
  doc
    .font('body')
    .fontSize(fontSize)
    .fillColor(INK)
    .text(text, box.x, box.y + box.height + 3, { width: box.width, align: 'center' })
  return box.y + box.height + 3 + fontSize * 1.3
}

const day = (d: Date) =>
  d.toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' })

const addressLines = (a: AddressSnapshot) => [
  `${a.first_name} ${a.last_name}`.trim(),
  a.street,
  `${a.city}, ${a.state} ${a.postal_code}`,
  a.country,
  `Mobile ${a.mobile}${a.mobile_secondary ? ` / ${a.mobile_secondary}` : ''}`,
]

function slipPage(doc: Doc, o: PackingOrder, sender: Sender) {
  doc.addPage({ size: 'A4', margin: 40 })
  const left = 40
  const width = doc.page.width - 80
  const right = left + width
  doc.font('bold').fontSize(18).fillColor(LEAF).text(sender.name, left, 40, { width: 300 })
  doc.font('body').fontSize(8.5).fillColor(SOFT).text(sender.address, { width: 300 })
  doc.text(`${sender.email} · ${sender.phone}`, { width: 300 })
  doc
    .font('bold')
    .fontSize(14)
    .fillColor(INK)
    .text('PACKING SLIP', right - 220, 40, { width: 220, align: 'right' })
  const codeBottom = drawBarcode(doc, o.orderId, { x: right - 220, y: 62, width: 220, height: 42 })
  doc.font('body').fontSize(8.5).fillColor(SOFT)
  doc.text(`Placed ${day(o.placedAt)}`, right - 220, codeBottom + 2, { width: 220, align: 'right' })

  let y = Math.max(doc.y, 120) + 12
  doc.moveTo(left, y).lineTo(right, y).strokeColor(LINE).stroke()
  y += 12
  // Ship to (left), payment and shipment (right).
  doc.font('bold').fontSize(9).fillColor(INK).text('Ship to', left, y)
  doc.font('body').fontSize(10)
  let ay = y + 14
  for (const line of addressLines(o.shipTo)) {
    doc.text(line, left, ay, { width: 270 })
    ay = doc.y
  }
  const boxX = left + 300
  const boxW = width - 300
  if (o.collectPaise > 0) {
    doc.rect(boxX, y, boxW, 62).lineWidth(2).strokeColor(INK).stroke()
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(INK)
      .text('CASH ON DELIVERY', boxX + 10, y + 8, { width: boxW - 20 })
    doc.fontSize(16).text(`Collect ${formatPaise(o.collectPaise)}`, boxX + 10, y + 24, { width: boxW - 20 })
  } else {
    doc.rect(boxX, y, boxW, 62).fill(SAND)
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(INK)
      .text('PREPAID', boxX + 10, y + 8, { width: boxW - 20 })
    doc
      .font('body')
      .fontSize(9)
      .text(`${o.paymentLabel}: nothing to collect`, boxX + 10, y + 24, { width: boxW - 20 })
  }
  doc.font('body').fontSize(8.5).fillColor(SOFT)
  doc.text(`${o.shippingMode} · ${o.carrier}${o.waybill ? ` · Waybill ${o.waybill}` : ''}`, boxX, y + 70, {
    width: boxW,
  })

  y = Math.max(ay, y + 96) + 14
  const cols: [string, number, 'left' | 'right' | 'center'][] = [
    ['#', 24, 'right'],
    ['Item', width - 24 - 90 - 50 - 60, 'left'],
    ['Net qty', 90, 'left'],
    ['Qty', 50, 'right'],
    ['Packed', 60, 'center'],
  ]
  const header = (yy: number) => {
    doc.rect(left, yy - 4, width, 20).fill(SAND)
    doc.fillColor(INK).font('bold').fontSize(8.5)
    let x = left
    for (const [label, w, align] of cols) {
      doc.text(label, x + 4, yy + 1, { width: w - 8, align })
      x += w
    }
  }
  header(y)
  y += 22
  doc.font('body').fontSize(10)
  o.items.forEach((item, i) => {
    const cells = [String(i + 1), item.name, item.netQuantity, String(item.quantity)]
    const nameHeight = doc.heightOfString(item.name, { width: cols[1]![1] - 8 })
    const h = Math.max(nameHeight, 12) + 10
    if (y + h > doc.page.height - 120) {
      doc.addPage({ size: 'A4', margin: 40 })
      y = 50
      header(y)
      y += 22
      doc.font('body').fontSize(10)
    }
    let x = left
    cells.forEach((c, ci) => {
      const [, w, align] = cols[ci]!
      doc.fillColor(INK).text(c, x + 4, y, { width: w - 8, align })
      x += w
    })
    // a box to tick by hand
    doc
      .rect(x + cols[4]![1] / 2 - 6, y - 1, 12, 12)
      .lineWidth(1)
      .strokeColor(SOFT)
      .stroke()
    y += h
    doc
      .moveTo(left, y - 5)
      .lineTo(right, y - 5)
      .strokeColor(LINE)
      .lineWidth(0.5)
      .stroke()
  })
  const units = o.items.reduce((n, i) => n + i.quantity, 0)
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(INK)
    .text(`${units} ${units === 1 ? 'unit' : 'units'} in all`, left, y + 4, { width, align: 'right' })
  y = doc.y + 10
  if (o.notes) {
    doc.font('bold').fontSize(9).text('Note from the shopper', left, y)
    doc
      .font('body')
      .fontSize(9.5)
      .text(o.notes, left, doc.y + 2, { width })
    y = doc.y + 10
  }
  doc
    .font('body')
    .fontSize(8)
    .fillColor(SOFT)
    .text(
      `Check each item against this slip before sealing the parcel. Returns: ${sender.name}, ${sender.address}.`,
      left,
      Math.max(y + 10, doc.page.height - 80),
      { width },
    )
}

/** One PDF of packing slips, a page (or more, for long orders) per order, in the order given. */
export async function renderPackingSlips(list: PackingOrder[], sender: Sender): Promise<Buffer> {
  const title =
    list.length === 1 ? `Packing slip ${list[0]!.orderId}` : `Packing slips (${list.length} orders)`
  const { doc, done } = open('A4', title, sender.name)
  for (const o of list) slipPage(doc, o, sender)
  doc.end()
  return done
}

/** A 4 × 6 inch shipping label: ship-to, the barcode of the order id (and of the waybill once shipped), COD. */
export async function renderShippingLabel(o: PackingOrder, sender: Sender): Promise<Buffer> {
  const W = 288
  const H = 432
  const { doc, done } = open([W, H], `Shipping label ${o.orderId}`, sender.name)
  doc.addPage({ size: [W, H], margin: 14 })
  const left = 14
  const width = W - 28
  doc
    .rect(8, 8, W - 16, H - 16)
    .lineWidth(1.5)
    .strokeColor(INK)
    .stroke()
  // The carrier and whether cash is collected, at the top where the courier looks first.
  doc
    .font('bold')
    .fontSize(13)
    .fillColor(INK)
    .text(o.carrier, left + 4, 18, { width: 150 })
  doc
    .font('body')
    .fontSize(8)
    .fillColor(SOFT)
    .text(`${o.shippingMode} delivery`, left + 4, doc.y, { width: 150 })
  const tagW = 96
  if (o.collectPaise > 0) {
    doc.rect(W - 14 - tagW - 4, 16, tagW, 34).fill(INK)
    doc
      .font('bold')
      .fontSize(13)
      .fillColor('#FFFFFF')
      .text('COD', W - 14 - tagW - 4, 20, { width: tagW, align: 'center' })
    doc.fontSize(8).text(formatPaise(o.collectPaise), W - 14 - tagW - 4, 36, { width: tagW, align: 'center' })
  } else {
    doc
      .rect(W - 14 - tagW - 4, 16, tagW, 34)
      .lineWidth(1.5)
      .strokeColor(INK)
      .stroke()
    doc
      .font('bold')
      .fontSize(12)
      .fillColor(INK)
      .text('PREPAID', W - 14 - tagW - 4, 27, { width: tagW, align: 'center' })
  }
  let y = 58
  doc
    .moveTo(8, y)
    .lineTo(W - 8, y)
    .strokeColor(INK)
    .lineWidth(1)
    .stroke()
  y += 8
  doc
    .font('bold')
    .fontSize(8)
    .fillColor(SOFT)
    .text('TO', left + 4, y)
  const a = o.shipTo
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(INK)
    .text(`${a.first_name} ${a.last_name}`.trim(), left + 4, y + 11, { width })
  doc.font('body').fontSize(9.5).text(a.street, { width })
  doc.text(`${a.city}, ${a.state}`, { width })
  doc.font('bold').fontSize(16).text(`PIN ${a.postal_code}`, { width })
  doc
    .font('body')
    .fontSize(9.5)
    .text(`Mobile ${a.mobile}${a.mobile_secondary ? ` / ${a.mobile_secondary}` : ''}`, {
      width,
    })
  y = doc.y + 8
  if (o.collectPaise > 0) {
    doc
      .rect(left + 2, y, width - 4, 30)
      .lineWidth(2)
      .strokeColor(INK)
      .stroke()
    doc
      .font('bold')
      .fontSize(13)
      .fillColor(INK)
      .text(`Collect ${formatPaise(o.collectPaise)} in cash`, left + 2, y + 8, {
        width: width - 4,
        align: 'center',
      })
    y += 38
  }
  doc
    .moveTo(8, y)
    .lineTo(W - 8, y)
    .strokeColor(INK)
    .lineWidth(1)
    .stroke()
  y += 8
  doc
    .font('bold')
    .fontSize(7.5)
    .fillColor(SOFT)
    .text('ORDER', left + 4, y)
  y = drawBarcode(doc, o.orderId, { x: left, y: y + 11, width, height: 46, fontSize: 10 })
  const units = o.items.reduce((n, i) => n + i.quantity, 0)
  doc
    .font('body')
    .fontSize(8)
    .fillColor(SOFT)
    .text(`Placed ${day(o.placedAt)} · ${units} ${units === 1 ? 'unit' : 'units'}`, left, y, {
      width,
      align: 'center',
    })
  y = doc.y + 6
  if (o.waybill && canEncodeCode128B(o.waybill)) {
    doc
      .font('bold')
      .fontSize(7.5)
      .fillColor(SOFT)
      .text('WAYBILL', left + 4, y)
    y = drawBarcode(doc, o.waybill, { x: left, y: y + 11, width, height: 34, fontSize: 9 })
  }
  // From: the return address, at the foot.
  const fromY = H - 70
  doc
    .moveTo(8, fromY - 6)
    .lineTo(W - 8, fromY - 6)
    .strokeColor(INK)
    .lineWidth(1)
    .stroke()
  doc
    .font('bold')
    .fontSize(7.5)
    .fillColor(SOFT)
    .text('FROM (return to)', left + 4, fromY)
  doc
    .font('bold')
    .fontSize(8.5)
    .fillColor(INK)
    .text(sender.name, left + 4, fromY + 10, { width })
  doc.font('body').fontSize(7.5).text(sender.address, { width, height: 20, ellipsis: true })
  doc.text(sender.phone, { width })
  doc.end()
  return done
}
