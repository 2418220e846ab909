// What the shop's PDFs share (GST invoices and credit notes, packing slips and shipping labels): the embedded
// fonts, the palette, dates as India reads them, and a document collected into one Buffer.
import { createRequire } from 'node:module'
import type PDFDocument from 'pdfkit'
import { loadPdfKit } from './on-first-use.ts'

// DejaVu Sans carries the ₹ sign (a WOFF2 web font renders it blank in pdfkit).
const require = createRequire(import.meta.url)
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')

export const INK = '#2B2A26'
export const LEAF = '#1F4A29'
export const SOFT = '#5C584F'
export const LINE = '#E2D6C0'

export type PdfDoc = InstanceType<typeof PDFDocument>

/** '05 Mar 2026', in India time. */
export const pdfDate = (d: Date) =>
  d.toLocaleDateString('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' })

/** A PDF with the two fonts registered as 'body' and 'bold'; `done` is its bytes once `doc.end()` is called. */
export async function openPdf(options: ConstructorParameters<typeof PDFDocument>[0]) {
  const PDFDocument = await loadPdfKit()
  const doc = new PDFDocument(options)
  doc.registerFont('body', FONT)
  doc.registerFont('bold', FONT_BOLD)
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  return { doc, done }
}
