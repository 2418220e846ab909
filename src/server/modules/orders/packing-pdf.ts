// Packing slips (A4, one page per order) and shipping labels (4 × 6 in) for the back office (decision 022): the order
// id as a Code 128 barcode with its text beneath, the ship-to address, the items with their net quantity, and the
// cash to collect when the order is cash on delivery. The same embedded fonts as the GST invoice.
// Shipping labels are drawn in label-pdf.ts; what both share is in packing-parts.ts.
import { formatPaise } from '#domain/money.ts'
import { INK, LEAF, LINE, SOFT } from '#server/integrations/pdf-kit.ts'
import {
  addressLines,
  type Doc,
  day,
  drawBarcode,
  open,
  type PackingOrder,
  SAND,
  type Sender,
} from './packing-parts.ts'

export { renderShippingLabel } from './label-pdf.ts'
export { drawBarcode, type PackingOrder, type Sender } from './packing-parts.ts'

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
    // The pack to pick (decision 048): its SKU under the name and its net quantity, both large and bold.
    const cells = [String(i + 1), item.name, item.netQuantity, String(item.quantity)]
    const nameHeight = doc.heightOfString(item.name, { width: cols[1]![1] - 8 })
    const skuHeight = item.sku ? 17 : 0
    // and the batch to pick (decision 052), under the SKU
    const batchHeight = item.batches ? doc.heightOfString(item.batches, { width: cols[1]![1] - 8 }) + 2 : 0
    const h = Math.max(nameHeight + skuHeight + batchHeight, 16) + 10
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
      if (ci === 2) doc.font('bold').fontSize(13)
      doc.fillColor(INK).text(c, x + 4, y, { width: w - 8, align })
      if (ci === 2) doc.font('body').fontSize(10)
      if (ci === 1 && item.sku) {
        doc
          .font('bold')
          .fontSize(13)
          .text(item.sku, x + 4, y + nameHeight + 2, { width: w - 8, align })
        doc.font('body').fontSize(10)
      }
      if (ci === 1 && item.batches)
        doc
          .font('bold')
          .fontSize(10)
          .text(item.batches, x + 4, y + nameHeight + skuHeight + 2, { width: w - 8, align })
          .font('body')
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
  const { doc, done } = await open('A4', title, sender.name)
  for (const o of list) slipPage(doc, o, sender)
  doc.end()
  return done
}
