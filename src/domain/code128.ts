// Code 128, code set B (ISO/IEC 15417): the order id on packing slips and shipping labels, readable by any
// handheld scanner. Code set B holds printable ASCII (space to '~'), enough for order ids; no other set is needed.

/**
 * The 107 symbols as widths of bar, space, bar, space, bar, space (in modules), by value 0–106; the stop symbol
 * (106) has a seventh element, its final bar. Every symbol is 11 modules wide, the stop 13.
 */
// biome-ignore format: the standard's table, ten symbols a row
export const CODE128_PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
]

export const START_B = 104
export const STOP = 106
/** the blank margin a scanner needs on each side, in modules */
export const QUIET_ZONE = 10

export interface Code128 {
  /** the symbol values: start B, the data, the checksum, stop */
  values: number[]
  checksum: number
  /** bars and spaces as 1 and 0, one character per module, without the quiet zones */
  modules: string
}

/** Whether Code 128 B can carry the text: printable ASCII only, at least one character. */
export function canEncodeCode128B(text: string): boolean {
  return text.length > 0 && /^[\x20-\x7e]+$/.test(text)
}

/**
 * Encodes text in code set B: start B, one symbol per character (its ASCII code less 32), the checksum (start
 * value plus each symbol's value times its position, modulo 103), stop.
 */
export function encodeCode128B(text: string): Code128 {
  if (!canEncodeCode128B(text)) throw new RangeError('Code 128 B encodes printable ASCII characters only')
  const data = Array.from(text, (c) => c.charCodeAt(0) - 32)
  const checksum = data.reduce((sum, v, i) => sum + v * (i + 1), START_B) % 103
  const values = [START_B, ...data, checksum, STOP]
  const modules = values
    .map((v) =>
      Array.from(CODE128_PATTERNS[v]!, (w, i) => (i % 2 === 0 ? '1' : '0').repeat(Number(w))).join(''),
    )
    .join('')
  return { values, checksum, modules }
}

/** The bars to draw: where each starts and how wide it is, in modules from the left edge of the quiet zone. */
export function code128Bars(text: string): { bars: { x: number; width: number }[]; totalModules: number } {
  const { modules } = encodeCode128B(text)
  const bars: { x: number; width: number }[] = []
  for (const run of modules.matchAll(/1+/g)) bars.push({ x: QUIET_ZONE + run.index, width: run[0].length })
  return { bars, totalModules: modules.length + 2 * QUIET_ZONE }
}
