import { describe, expect, it } from 'vitest'
import { shellMoreHi } from '#web/lib/i18n/messages/shell-more.hi.ts'
import { shellMoreTe } from '#web/lib/i18n/messages/shell-more.te.ts'
import { taglineLetters } from './tagline-letters.ts'

// The splash types its tagline a letter at a time; a letter is what a reader sees as one, whole.
describe('the tagline’s letters', () => {
  it('types English a character at a time', () => {
    expect(taglineLetters('Sun-dried')).toEqual(['S', 'u', 'n', '-', 'd', 'r', 'i', 'e', 'd'])
  })

  it('keeps a Devanagari consonant with its vowel sign, and a conjunct, whole', () => {
    expect(taglineLetters('धूप स्वयं क्षेत्र')).toEqual(['धू', 'प', ' ', 'स्व', 'यं', ' ', 'क्षे', 'त्र'])
  })

  it.each([
    ['hi', String(shellMoreHi['splash.tagline'])],
    ['te', String(shellMoreTe['splash.tagline'])],
  ])('never cuts the %s tagline inside a letter', (_lang, tagline) => {
    const letters = taglineLetters(tagline)
    expect(letters.join('')).toBe(tagline)
    for (const letter of letters) {
      // no letter starts with a vowel sign or other mark, nor ends with a virama waiting for its consonant
      expect(letter).not.toMatch(/^\p{M}/u)
      expect(letter).not.toMatch(/[\u094D\u0C4D]$/u)
    }
  })
})
