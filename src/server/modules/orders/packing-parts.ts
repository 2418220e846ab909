// What packing slips (packing-pdf.ts) and shipping labels (label-pdf.ts) share: the order as printed, the sender,
// the document, the Code 128 barcode, the address lines and dates. The same embedded fonts as the GST invoice.
import { canEncodeCode128B, code128Bars } from '#domain/code128.ts'
import { INK, openPdf, type PdfDoc, pdfDate } from '#server/integrations/pdf-kit.ts'
import type { AddressSnapshot } from './tables.ts'

export const SAND = '#F2EADB'

export interface PackingOrder {
  orderId: string
  placedAt: Date
  shipTo: AddressSnapshot
  /** each line's pack: its SKU and net quantity, printed large to pick the right pack by (decision 048) */
  items: {
    name: string
    sku: string
    netQuantity: string
    quantity: number
    /** the batches to pick from, first expiry first out (decision 052): 'Batch MO-KTR-01' or '' */
    batches?: string
  }[]
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

export type Doc = PdfDoc

export async function open(size: [number, number] | 'A4', title: string, author: string) {
  return openPdf({
    size,
    margin: 0,
    autoFirstPage: false,
    info: { Title: title, Author: author },
  })
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

export const day = pdfDate

export const addressLines = (a: AddressSnapshot) => [
  `${a.first_name} ${a.last_name}`.trim(),
  a.street,
  `${a.city}, ${a.state} ${a.postal_code}`,
  a.country,
  `Mobile ${a.mobile}${a.mobile_secondary ? ` / ${a.mobile_secondary}` : ''}`,
]
