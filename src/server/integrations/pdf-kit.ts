// What the shop's PDFs share (GST invoices and credit notes, packing slips and shipping labels): the embedded
// fonts, the palette, dates as India reads them, and a document collected into one Buffer.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import type PDFDocument from 'pdfkit'
import type { TranslatedLanguage } from '#domain/contracts/catalogue.ts'
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

// The faces of the shop's other languages' scripts, for a product's name under its English name on a GST invoice
// (decision 060): Noto Sans, TrueType files from the @expo-google-fonts packages kept beside the server (SIL Open
// Font License, src/server/assets/fonts/OFL.txt). TrueType, not the storefront's WOFF2 files: fontkit cannot
// subset a WOFF2 face with composite glyphs for embedding (it throws when the document ends).
const SCRIPT_FONTS: Record<TranslatedLanguage, string> = {
  hi: 'NotoSansDevanagari-Regular.ttf',
  te: 'NotoSansTelugu-Regular.ttf',
  ta: 'NotoSansTamil-Regular.ttf',
  kn: 'NotoSansKannada-Regular.ttf',
  ml: 'NotoSansMalayalam-Regular.ttf',
}

/** What of a fontkit font the invoice asks: does it have a glyph, and can it shape a text (untyped package). */
interface ShapingFont {
  hasGlyphForCodePoint(codePoint: number): boolean
  layout(text: string): unknown
}

const scriptFonts = new Map<TranslatedLanguage, Promise<ShapingFont>>()

/** The face of a language's script, read and parsed once a process (the first invoice in that language). */
function scriptFont(lang: TranslatedLanguage): Promise<ShapingFont> {
  let font = scriptFonts.get(lang)
  if (!font) {
    font = (async () => {
      const fontkit = (await import('fontkit' as string)) as { create(data: Uint8Array): ShapingFont }
      return fontkit.create(
        await readFile(path.join(projectRoot, 'src/server/assets/fonts', SCRIPT_FONTS[lang])),
      )
    })()
    scriptFonts.set(lang, font)
  }
  return font
}

// Characters that draw nothing and need no glyph of their own: spaces and the joiners that steer conjuncts.
const INVISIBLE = /[\s\u200c\u200d]/u

/**
 * Whether the face draws the whole text: a glyph for every character (no empty box, "tofu") and a shaping fontkit
 * completes (its shaping of Malayalam throws on a few conjuncts, as 'സ്ത്രീ'). A text it cannot draw is left out.
 */
function draws(font: ShapingFont, text: string): boolean {
  for (const ch of text)
    if (!INVISIBLE.test(ch) && !font.hasGlyphForCodePoint(ch.codePointAt(0)!)) return false
  try {
    font.layout(text)
    return true
  } catch {
    return false
  }
}

/**
 * The face of `lang`'s script and the texts of `texts` it draws (the others undefined), or undefined when it draws
 * none of them (nothing to register: the document is as an English one).
 */
export async function scriptFaceFor(
  lang: TranslatedLanguage,
  texts: readonly (string | undefined)[],
): Promise<{ font: ParsedFont; texts: (string | undefined)[] } | undefined> {
  if (!texts.some((t) => t)) return undefined
  const font = await scriptFont(lang)
  const drawn = texts.map((t) => (t && draws(font, t) ? t : undefined))
  return drawn.some((t) => t) ? { font, texts: drawn } : undefined
}

/**
 * A PDF with the two fonts registered as 'body' and 'bold' (and `script` as 'script' when given); `done` is its
 * bytes once `doc.end()` is called.
 */
export async function openPdf(options: ConstructorParameters<typeof PDFDocument>[0], script?: ParsedFont) {
  const [PDFDocument, f] = await Promise.all([loadPdfKit(), parsedFonts()])
  // The body font as the default too: pdfkit would otherwise load Helvetica's metrics for every document.
  const doc = new PDFDocument({ font: f.body as unknown as string, ...options })
  doc.registerFont('body', f.body as unknown as string)
  doc.registerFont('bold', f.bold as unknown as string)
  if (script) doc.registerFont('script', script as unknown as string)
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  return { doc, done }
}
