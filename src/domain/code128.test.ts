import { describe, expect, it } from 'vitest'
import { CODE128_PATTERNS, canEncodeCode128B, code128Bars, encodeCode128B, QUIET_ZONE } from './code128.ts'

// Known encodings from the standard's symbol table (ISO/IEC 15417, table 1), as bar/space modules.
const START_B = '11010010000'
const STOP = '1100011101011'
const A = '10100011000' // value 33
const B = '10001011000' // value 34
const SPACE = '11011001100' // value 0

describe('Code 128 B', () => {
  it('has 107 symbols of 11 modules (the stop 13), each a different pattern', () => {
    expect(CODE128_PATTERNS).toHaveLength(107)
    const width = (p: string) => Array.from(p).reduce((a, w) => a + Number(w), 0)
    CODE128_PATTERNS.slice(0, 106).forEach((p, v) => {
      expect(width(p), `symbol ${v}`).toBe(11)
      // a symbol has three bars, and their modules add up to an even number (the standard's parity check)
      expect((Number(p[0]) + Number(p[2]) + Number(p[4])) % 2, `symbol ${v}`).toBe(0)
    })
    expect(width(CODE128_PATTERNS[106]!)).toBe(13)
    expect(new Set(CODE128_PATTERNS).size).toBe(107)
  })

  it('encodes "A" as start B, A, checksum 34 ("B"), stop', () => {
    const code = encodeCode128B('A')
    // 104 + 33 × 1 = 137; 137 mod 103 = 34
    expect(code.values).toEqual([104, 33, 34, 106])
    expect(code.checksum).toBe(34)
    expect(code.modules).toBe(START_B + A + B + STOP)
  })

  it('weights each symbol by its position in the checksum: "PJJ123C" is 55', () => {
    // 104 + 48·1 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6 + 35·7 = 879; 879 mod 103 = 55
    const code = encodeCode128B('PJJ123C')
    expect(code.values).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106])
    expect(code.checksum).toBe(55)
    expect(code.modules).toHaveLength(11 * 9 + 13)
  })

  it('encodes a space, lower case and an order id', () => {
    // ' ' is 0; checksum 104 mod 103 = 1 ('!', 11001101100)
    expect(encodeCode128B(' ').modules).toBe(`${START_B}${SPACE}11001101100${STOP}`)
    // 'a' is 65; checksum (104 + 65) mod 103 = 66
    expect(encodeCode128B('a').values).toEqual([104, 65, 66, 106])
    const id = encodeCode128B('SN261121-ABCDEF')
    expect(id.values.slice(1, -2)).toEqual(Array.from('SN261121-ABCDEF', (c) => c.charCodeAt(0) - 32))
    const sum = id.values.slice(1, -2).reduce((a, v, i) => a + v * (i + 1), 104)
    expect(id.checksum).toBe(sum % 103)
    // starts and ends with a bar; never more than four modules of one colour in a row
    expect(id.modules.startsWith('1') && id.modules.endsWith('1')).toBe(true)
    expect(id.modules).not.toMatch(/1{5}|0{5}/)
  })

  it('refuses what set B cannot carry', () => {
    expect(canEncodeCode128B('')).toBe(false)
    expect(canEncodeCode128B('₹100')).toBe(false)
    expect(canEncodeCode128B('line\nbreak')).toBe(false)
    expect(() => encodeCode128B('é')).toThrow(RangeError)
  })

  it('gives the bars to draw, after the quiet zone', () => {
    const { bars, totalModules } = code128Bars('A')
    expect(totalModules).toBe(11 * 3 + 13 + 2 * QUIET_ZONE)
    // start B: 11 0 1 00 1 0000 → bars of 2, 1, 1 modules
    expect(bars.slice(0, 3)).toEqual([
      { x: QUIET_ZONE, width: 2 },
      { x: QUIET_ZONE + 3, width: 1 },
      { x: QUIET_ZONE + 6, width: 1 },
    ])
    const drawn = bars.reduce((a, b) => a + b.width, 0)
    expect(drawn).toBe(Array.from(encodeCode128B('A').modules).filter((m) => m === '1').length)
  })
})
