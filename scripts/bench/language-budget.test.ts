import { describe, expect, it } from 'vitest'
import { languageReport, languageRows } from './language-budget.ts'

const measured = [
  { path: '/products', gzip_kb: 100.2, font_kb: 80 },
  { path: '/hi/products', gzip_kb: 104.1, font_kb: 128.5 },
  { path: '/te/products', gzip_kb: 116, font_kb: 150 },
  { path: '/ta/recipes', gzip_kb: 90, font_kb: 90 },
]

describe('the bench’s languages report', () => {
  it('sets each page in another language beside its English page: what it loads more, within or not', () => {
    expect(languageRows(measured)).toEqual([
      { path: '/hi/products', english: '/products', extra_js_kb: 3.9, extra_font_kb: 48.5, verdict: 'PASS' },
      {
        path: '/te/products',
        english: '/products',
        extra_js_kb: 15.8,
        extra_font_kb: 70,
        verdict: 'FAIL: JS +15.8 KB > 15 KB, fonts +70 KB > 60 KB',
      },
    ])
  })

  it('closes with FAIL naming the pages over, or says every page is within', () => {
    expect(languageReport(measured).split('\n').at(-1)).toBe(
      'FAIL: 1 of 2 pages load too much more than in English: /te/products',
    )
    expect(languageReport(measured.slice(0, 2)).split('\n').at(-1)).toBe(
      'Every page in another language is within what it may load more than in English.',
    )
  })
})
