// The bench's languages part (decision 058): a page in another language may load at most 15 KB more JavaScript
// (gzip) and 60 KB more web fonts than the same page in English. Pure: the measuring is in js-size.ts.
import { splitLanguagePath } from '#web/lib/i18n/languages.ts'
import { table } from '../lib/shop-process.ts'

export const LANGUAGE_EXTRA_JS_KB = 15
export const LANGUAGE_EXTRA_FONT_KB = 60

export interface PageBytes {
  path: string
  gzip_kb: number
  font_kb: number
}

export interface LanguageRow {
  path: string
  english: string
  extra_js_kb: number
  extra_font_kb: number
  verdict: string
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10

/** Each page under a language prefix beside its English page: what it loads more, and whether that is within. */
export function languageRows(pages: readonly PageBytes[]): LanguageRow[] {
  const byPath = new Map(pages.map((p) => [p.path, p]))
  const rows: LanguageRow[] = []
  for (const p of pages) {
    const { lang, path } = splitLanguagePath(p.path)
    const english = byPath.get(path)
    if (lang === 'en' || !english) continue
    const extraJs = oneDecimal(p.gzip_kb - english.gzip_kb)
    const extraFont = oneDecimal(p.font_kb - english.font_kb)
    const misses = [
      extraJs > LANGUAGE_EXTRA_JS_KB ? `JS +${extraJs} KB > ${LANGUAGE_EXTRA_JS_KB} KB` : '',
      extraFont > LANGUAGE_EXTRA_FONT_KB ? `fonts +${extraFont} KB > ${LANGUAGE_EXTRA_FONT_KB} KB` : '',
    ].filter(Boolean)
    rows.push({
      path: p.path,
      english: path,
      extra_js_kb: extraJs,
      extra_font_kb: extraFont,
      verdict: misses.length === 0 ? 'PASS' : `FAIL: ${misses.join(', ')}`,
    })
  }
  return rows
}

/** The table and a closing line, which starts with FAIL when any page loads too much more than in English. */
export function languageReport(pages: readonly PageBytes[]): string {
  const rows = languageRows(pages)
  const byPath = new Map(pages.map((p) => [p.path, p]))
  const printed = rows.map((r) => ({
    page: r.path,
    'JS gzip KB': byPath.get(r.path)?.gzip_kb ?? 0,
    'English JS KB': byPath.get(r.english)?.gzip_kb ?? 0,
    'fonts KB': byPath.get(r.path)?.font_kb ?? 0,
    'English fonts KB': byPath.get(r.english)?.font_kb ?? 0,
    'more JS': `+${r.extra_js_kb}`,
    'more fonts': `+${r.extra_font_kb}`,
    target: `≤ +${LANGUAGE_EXTRA_JS_KB} KB JS, ≤ +${LANGUAGE_EXTRA_FONT_KB} KB fonts`,
    verdict: r.verdict,
  }))
  const failed = rows.filter((r) => r.verdict !== 'PASS')
  const summary =
    failed.length === 0
      ? 'Every page in another language is within what it may load more than in English.'
      : `FAIL: ${failed.length} of ${rows.length} pages load too much more than in English: ${failed.map((r) => r.path).join(', ')}`
  return `${table(printed)}\n\n${summary}`
}
