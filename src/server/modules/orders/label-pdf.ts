// The 4 × 6 inch shipping label of an order, drawn top to bottom (decision 022).
import { canEncodeCode128B } from '#domain/code128.ts'
import { formatPaise } from '#domain/money.ts'
import { INK, SOFT } from '#server/integrations/pdf-kit.ts'
import { day, drawBarcode, open, type PackingOrder, type Sender } from './packing-parts.ts'

/** A 4 × 6 inch shipping label: ship-to, the barcode of the order id (and of the waybill once shipped), COD. */
export async function renderShippingLabel(o: PackingOrder, sender: Sender): Promise<Buffer> {
  const W = 288
  const H = 432
  const { doc, done } = await open([W, H], `Shipping label ${o.orderId}`, sender.name)
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
  // a full-width line between the label's parts
  const rule = (at: number) =>
    doc
      .moveTo(8, at)
      .lineTo(W - 8, at)
      .strokeColor(INK)
      .lineWidth(1)
      .stroke()
  let y = 58
  rule(y)
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
  rule(y)
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
