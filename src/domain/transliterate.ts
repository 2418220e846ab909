// Indian scripts in Latin letters, the way shoppers type them (decision 059): 'हल्दी' -> 'haldi', 'మునగాకు' ->
// 'munagaku', 'மஞ்சள்' -> 'manjal'. Loose on purpose: long and short vowels are written alike ('aa' -> 'a'),
// retroflex and dental alike ('ṭ' -> 't'), as a shopper typing on a Latin keyboard does; the trigram search forgives
// the rest. Devanagari, Tamil, Telugu, Kannada and Malayalam share one layout within their Unicode blocks (they
// follow ISCII), so one table by offset serves them all, with a few letters of their own.
// No library: `@indic-transliteration/sanscript` is not among the shop's dependencies (decision 059).

const BLOCKS = {
  devanagari: 0x0900,
  tamil: 0x0b80,
  telugu: 0x0c00,
  kannada: 0x0c80,
  malayalam: 0x0d00,
} as const
type Script = keyof typeof BLOCKS

/** Independent vowels by offset (0x05…0x14). */
const VOWELS: Record<number, string> = {
  5: 'a',
  6: 'a',
  7: 'i',
  8: 'i',
  9: 'u',
  10: 'u',
  11: 'ri',
  12: 'li',
  13: 'e',
  14: 'e',
  15: 'e',
  16: 'ai',
  17: 'o',
  18: 'o',
  19: 'o',
  20: 'au',
  96: 'ri',
  97: 'li',
}

/** Vowel signs by offset (0x3e…0x4c), and the vocalic r and l signs. */
const SIGNS: Record<number, string> = {
  62: 'a',
  63: 'i',
  64: 'i',
  65: 'u',
  66: 'u',
  67: 'ri',
  68: 'ri',
  69: 'e',
  70: 'e',
  71: 'e',
  72: 'ai',
  73: 'o',
  74: 'o',
  75: 'o',
  76: 'au',
  98: 'li',
  99: 'li',
}

/** Consonants by offset (0x15…0x39), without their inherent vowel. */
const CONSONANTS: Record<number, string> = {
  21: 'k',
  22: 'kh',
  23: 'g',
  24: 'gh',
  25: 'n',
  26: 'ch',
  27: 'chh',
  28: 'j',
  29: 'jh',
  30: 'n',
  31: 't',
  32: 'th',
  33: 'd',
  34: 'dh',
  35: 'n',
  36: 't',
  37: 'th',
  38: 'd',
  39: 'dh',
  40: 'n',
  41: 'n',
  42: 'p',
  43: 'ph',
  44: 'b',
  45: 'bh',
  46: 'm',
  47: 'y',
  48: 'r',
  49: 'r',
  50: 'l',
  51: 'l',
  52: 'zh',
  53: 'v',
  54: 'sh',
  55: 'sh',
  56: 's',
  57: 'h',
  // Devanagari's letters with a nukta, written as one code point
  88: 'q',
  89: 'kh',
  90: 'g',
  91: 'z',
  92: 'r',
  93: 'rh',
  94: 'f',
  95: 'y',
}

/** Malayalam's chillus: a consonant that ends a syllable, written as one code point. */
const CHILLUS: Record<number, string> = {
  3412: 'm',
  3413: 'y',
  3414: 'zh',
  3450: 'n',
  3451: 'n',
  3452: 'r',
  3453: 'l',
  3454: 'l',
  3455: 'k',
}

const VIRAMA = 0x4d
const ANUSVARA = 0x02
const CANDRABINDU = 0x01
const VISARGA = 0x03

function scriptOf(cp: number): Script | undefined {
  for (const [script, start] of Object.entries(BLOCKS) as [Script, number][])
    if (cp >= start && cp < start + 0x80) return script
  return undefined
}

/** Whether the text holds a letter of an Indian script the shop transliterates. */
export function hasIndic(text: string): boolean {
  for (const ch of text) if (scriptOf(ch.codePointAt(0) ?? 0)) return true
  return false
}

// Tamil writes k/g, ch/s/j, t/d, p/b with one letter each: the sound a shopper types depends on where it stands
// (between vowels, after a nasal). The common spellings: 'manjal', 'inji', 'thakkali'.
function tamilConsonant(offset: number, prev: string, doubled: boolean): string {
  const afterNasal = prev === 'n' || prev === 'm'
  const vowelBefore = /[aeiou]/.test(prev)
  switch (offset) {
    case 0x15:
      return doubled ? 'k' : afterNasal || vowelBefore ? 'g' : 'k'
    case 0x1a:
      return doubled ? 'ch' : afterNasal ? 'j' : 's'
    case 0x1f:
      return doubled ? 't' : afterNasal || vowelBefore ? 'd' : 't'
    case 0x24:
      return doubled ? 't' : afterNasal ? 'd' : 'th'
    case 0x2a:
      return doubled ? 'p' : afterNasal ? 'b' : vowelBefore ? 'v' : 'p'
    default:
      return CONSONANTS[offset] ?? ''
  }
}

/**
 * The text in loose Latin letters, lower case: letters of other scripts (Latin, digits) are kept as they are, and
 * anything else becomes a space. Hindi drops the inherent vowel at a word's end ('पाउडर' -> 'paudar').
 */
export function toLatin(text: string): string {
  const cps = [...text.normalize('NFC')].map((c) => c.codePointAt(0) ?? 0)
  let out = ''
  for (let i = 0; i < cps.length; i++) {
    const cp = cps[i]!
    const script = scriptOf(cp)
    const chillu = CHILLUS[cp]
    if (chillu !== undefined) {
      out += chillu
      continue
    }
    if (!script) {
      if (cp === 0x200c || cp === 0x200d) continue // zero-width joiners shape a conjunct; they say nothing
      const ch = String.fromCodePoint(cp)
      out += /[\p{L}\p{N}]/u.test(ch) ? ch.toLowerCase() : ' '
      continue
    }
    const offset = cp - BLOCKS[script]
    const vowel = VOWELS[offset]
    if (vowel !== undefined) {
      out += vowel
      continue
    }
    if (offset === ANUSVARA || offset === CANDRABINDU) {
      // 'n' before a consonant ('मोरिंगा' -> 'moringa'), 'm' at a word's end ('అల్లం' -> 'allam')
      const after = cps[i + 1]
      const inWord = after !== undefined && scriptOf(after) === script
      out += inWord && script !== 'malayalam' ? 'n' : 'm'
      continue
    }
    if (offset === VISARGA) {
      out += 'h'
      continue
    }
    if (offset >= 0x66 && offset <= 0x6f) {
      out += String(offset - 0x66)
      continue
    }
    if (CONSONANTS[offset] === undefined) continue // nukta, avagraha, length marks: nothing a shopper types
    // the consonant, then what follows it: a vowel sign, a virama (no vowel), or the inherent 'a'
    let j = i + 1
    while (cps[j] !== undefined && cps[j]! - BLOCKS[script] === 0x3c) j++ // a nukta changes nothing typed
    const next = cps[j] === undefined ? undefined : cps[j]! - BLOCKS[script]
    const sameScript = cps[j] !== undefined && scriptOf(cps[j]!) === script
    const prev = out.endsWith(' ') ? '' : out.slice(-1)
    // Tamil's doubled consonant ('க்க') sounds hard both times: 'thakkali', not 'thagkali'
    const doubled =
      script === 'tamil' &&
      ((i >= 2 && cps[i - 2] === cp && cps[i - 1]! - BLOCKS[script] === VIRAMA) ||
        (next === VIRAMA && cps[j + 1] === cp))
    out += script === 'tamil' ? tamilConsonant(offset, prev, doubled) : CONSONANTS[offset]
    if (sameScript && next === VIRAMA) {
      i = j
      continue
    }
    if (sameScript && next !== undefined && SIGNS[next] !== undefined) {
      out += SIGNS[next]
      i = j
      continue
    }
    // the inherent vowel; Hindi drops it at the end of a word
    const wordEnds =
      !sameScript || next === undefined || (CONSONANTS[next] === undefined && VOWELS[next] === undefined)
    const nasalised = sameScript && (next === ANUSVARA || next === CANDRABINDU || next === VISARGA)
    if (script === 'devanagari' && wordEnds && !nasalised && prev !== '') {
      i = j - 1
      continue
    }
    out += 'a'
    i = j - 1
  }
  return out.replace(/\s+/g, ' ').trim()
}
