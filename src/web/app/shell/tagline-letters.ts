/**
 * The tagline's letters as a reader sees them, for the splash to type one at a time: grapheme clusters (Unicode's
 * extended grapheme clusters with its conjunct rule), so a Devanagari consonant keeps its vowel sign and a conjunct
 * (स्व, क्षे) stays whole. Cut between UTF-16 units, a Hindi line was drawn in broken pieces that each took another
 * width, and every letter typed moved the line (Lighthouse counted a layout shift of 0.135 on /hi/products).
 * Where Intl.Segmenter is missing, code points.
 */
export function taglineLetters(text: string): string[] {
  if (typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function')
    return Array.from(
      new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
      (s) => s.segment,
    )
  return Array.from(text)
}
