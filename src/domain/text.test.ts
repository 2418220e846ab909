import { describe, expect, it } from 'vitest'
import { publicName, stripInvisible } from './text.ts'

describe('stripInvisible', () => {
  it('removes bidi overrides, isolates and marks', () => {
    expect(stripInvisible('Great \u202Eexe.txt\u202C powder')).toBe('Great exe.txt powder')
    expect(stripInvisible('\u2066a\u2069\u2067b\u2069\u2068c\u2069\u200E\u200F\u061C')).toBe('abc')
    expect(stripInvisible('\u202A\u202B\u202Dx')).toBe('x')
  })

  it('removes zero-width and other invisible characters, and tag characters', () => {
    expect(stripInvisible('ta\u200Bste\uFEFF\u2060d\u2063')).toBe('tasted')
    expect(stripInvisible('hi\u{E0041}\u{E0042}\u{E007F}')).toBe('hi')
  })

  it('keeps the joiners Indian scripts and emoji need, and ordinary text in any script', () => {
    const malayalam = 'ന്\u200Dറ'
    const hindi = 'क्\u200Cष'
    const family = '👩\u200D👩\u200D👧'
    for (const text of [malayalam, hindi, family, 'Moringa — ₹249, très bon', 'مرحبا']) {
      expect(stripInvisible(text)).toBe(text)
    }
  })
})

describe('publicName', () => {
  it.each([
    ['Asha Wadhwa', 'Asha W.'],
    ['  Meera   Krishnan Iyer ', 'Meera I.'],
    ['Asha W.', 'Asha W.'],
    ['Kavya', 'Kavya'],
    ['asha rao', 'asha R.'],
    ['प्रिया शर्मा', 'प्रिया श.'],
    ['', 'Shopper'],
    ['\u202E ', 'Shopper'],
    ['Ravi \u202Eevil', 'Ravi E.'],
  ])('%s → %s', (full, shown) => {
    expect(publicName(full)).toBe(shown)
  })
})
