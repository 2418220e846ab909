// What the shop's PDFs share (GST invoices and credit notes, packing slips and shipping labels): the embedded
// fonts, the palette, dates as India reads them, and a document collected into one Buffer.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import type PDFDocument from 'pdfkit'
import { projectRoot } from '../project-root.ts'
import { loadPdfKit } from './on-first-use.ts'

// DejaVu Sans carries the ₹ sign (a WOFF2 web font renders it blank in pdfkit).
const require = createRequire(path.join(projectRoot, 'package.json'))
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')

export const INK = '#2B2A26'
export const LEAF = '#1F4A29'
export const SOFT = '#5C584F'
export const LINE = '#E2D6C0'

export type PdfDoc = InstanceType<typeof PDFDocument>

// One formatter: toLocaleDateString with a time zone builds a new one on every call (a few ms each).
const IN_INDIA = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
})

/** '05 Mar 2026', in India time. */
export const pdfDate = (d: Date) => IN_INDIA.format(d)

type ParsedFont = object
let fonts: Promise<{ body: ParsedFont; bold: ParsedFont }> | undefined

/**
 * The two fonts read and parsed once a process, by fontkit (pdfkit's own font engine, which pdfkit takes a parsed
 * font from as well as a file): parsing DejaVu Sans for every document was most of an invoice's CPU (decision 036).
 * Each document still embeds its own subset of the glyphs it uses.
 */
function parsedFonts() {
  fonts ??= (async () => {
    // pdfkit's dependency, the same module pdfkit imports (typed loosely: fontkit ships no types)
    const fontkit = (await import('fontkit' as string)) as { create(data: Uint8Array): ParsedFont }
    const [body, bold] = await Promise.all([readFile(FONT), readFile(FONT_BOLD)])
    return { body: fontkit.create(body), bold: fontkit.create(bold) }
  })()
  return fonts
}

/** A PDF with the two fonts registered as 'body' and 'bold'; `done` is its bytes once `doc.end()` is called. */
export async function openPdf(options: ConstructorParameters<typeof PDFDocument>[0]) {
  const [PDFDocument, f] = await Promise.all([loadPdfKit(), parsedFonts()])
  // The body font as the default too: pdfkit would otherwise load Helvetica's metrics for every document.
  const doc = new PDFDocument({ font: f.body as unknown as string, ...options })
  doc.registerFont('body', f.body as unknown as string)
  doc.registerFont('bold', f.bold as unknown as string)
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  return { doc, done }
}
