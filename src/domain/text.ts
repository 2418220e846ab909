// Text people write that others read (reviews, profiles): what cannot be seen must not change what is seen.

/**
 * Bidirectional controls (embeddings, overrides, isolates, marks: U+202E turns "txt.exe" around) and
 * other invisible formatting characters (zero-width space, word joiner and invisible operators, BOM,
 * deprecated format controls, interlinear annotations, tag characters). ZWJ and ZWNJ (U+200C, U+200D) stay:
 * Indian scripts and emoji sequences need them.
 */
const INVISIBLE =
  /[\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]|\u{E0001}|[\u{E0020}-\u{E007F}]/gu

/** The text without bidirectional controls and invisible formatting characters. */
export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '')
}

/**
 * The name shown beside a review: first name and the initial of the last ("Asha Wadhwa" → "Asha W."), so a
 * shopper's full name is never published. One word stays as it is; nothing gives "Shopper".
 */
export function publicName(fullName: string): string {
  const words = stripInvisible(fullName).trim().split(/\s+/).filter(Boolean)
  const first = words[0]
  if (!first) return 'Shopper'
  const last = words.length > 1 ? words[words.length - 1] : undefined
  const initial = last ? Array.from(last)[0]!.toLocaleUpperCase('en-IN') : undefined
  return initial ? `${first} ${initial}.` : first
}
