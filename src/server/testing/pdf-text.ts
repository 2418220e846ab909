// What a test reads of a PDF the shop makes, through poppler's tools (pdftotext, pdffonts), as a reader's viewer
// would: the text a search or a copy finds, and the fonts embedded.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

function withFile<T>(pdf: Buffer, read: (file: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'pdf-'))
  try {
    const file = path.join(dir, 'd.pdf')
    writeFileSync(file, pdf)
    return read(file)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The PDF's text as pdftotext gives it, its layout kept (one line of text per line of the page). */
export const pdfText = (pdf: Buffer): string =>
  withFile(pdf, (file) => execFileSync('pdftotext', ['-layout', file, '-']).toString())

/** The fonts the PDF embeds (their subset's prefix dropped) and whether each maps its glyphs back to Unicode. */
export const pdfFonts = (pdf: Buffer): { name: string; embedded: boolean; toUnicode: boolean }[] =>
  withFile(pdf, (file) =>
    execFileSync('pdffonts', [file])
      .toString()
      .split('\n')
      .slice(2)
      .filter((l) => l.trim() !== '')
      .map((l) => {
        const cols = l.trim().split(/\s+/)
        // … emb sub uni object ID: the three yes/no columns are fifth to third from the end
        return {
          name: cols[0]!.replace(/^[A-Z]{6}\+/, ''),
          embedded: cols.at(-5) === 'yes',
          toUnicode: cols.at(-3) === 'yes',
        }
      }),
  )

const DEVANAGARI = /\p{Script=Devanagari}/u
const TELUGU = /\p{Script=Telugu}/u

/** The letters of a script in a text, sorted: the same for a name and for the name as pdftotext finds it. */
const lettersOf = (text: string, script: RegExp) =>
  [...text]
    .filter((c) => script.test(c))
    .sort()
    .join('')

export const SCRIPTS = { hi: DEVANAGARI, te: TELUGU } as const

/**
 * The lines of the PDF's text whose letters in the name's script are those of `name`. pdftotext gives an Indic text
 * in the order its glyphs are drawn (the vowel sign ि before the consonant it follows: 'मोिरंगा' for 'मोरिंगा'), not
 * the order it is written, so a name is found by its letters, each as often as the name has it.
 */
export function linesHolding(text: string, name: string, script: RegExp): string[] {
  const want = lettersOf(name, script)
  return text.split('\n').filter((line) => want !== '' && lettersOf(line, script) === want)
}

/** Whether the text has any letter of the script. */
export const hasScript = (text: string, script: RegExp) => script.test(text)
