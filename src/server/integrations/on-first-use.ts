// Packages that are heavy to hold and used by few requests, loaded on their first use rather than at start (issue
// 19): every API process paid for them from its first response, most never use them. Measured alone, after a
// collection: pdfkit (with fontkit and a brotli decoder for fonts) +7 MiB of heap and +2 MiB outside it, sharp
// +3 MiB of heap and libvips (about 6 MiB resident).
import type PDFDocument from 'pdfkit'
import type sharpType from 'sharp'

type PdfKit = typeof PDFDocument
type Sharp = typeof sharpType

let pdfkit: Promise<PdfKit> | undefined
let sharp: Promise<Sharp> | undefined

/** pdfkit's PDFDocument: invoices, credit notes, packing slips and labels. */
export async function loadPdfKit(): Promise<PdfKit> {
  pdfkit ??= import('pdfkit').then((m) => m.default)
  return pdfkit
}

/** sharp: uploaded pictures, profile photos and link-preview images. */
export async function loadSharp(): Promise<Sharp> {
  sharp ??= import('sharp').then((m) => m.default)
  return sharp
}
