// Self-hosted fonts subset to Latin plus the rupee sign (₹, U+20B9), so prices never fall back to
// another face. Output is committed under public/fonts; run again after a font package update.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'

const root = path.resolve(import.meta.dirname, '..')
const latin = Array.from({ length: 0xff - 0x20 + 1 }, (_, i) => String.fromCodePoint(0x20 + i)).join('')
const extra = '₹–—‘’“”•…€™−×→←↑↓✓'

const jobs = [
  // Inter's latin file lacks ₹ and its latin-ext file lacks basic Latin: one face of the family each,
  // told apart by unicode-range in styles.css.
  {
    from: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    text: latin + extra,
    to: 'inter-var-latin.woff2',
    variable: true,
  },
  {
    from: '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
    text: '₹',
    to: 'inter-var-rupee.woff2',
    variable: true,
  },
  {
    from: '@fontsource/fraunces/files/fraunces-latin-600-normal.woff2',
    text: latin + extra,
    to: 'fraunces-600-latin.woff2',
  },
  {
    from: '@fontsource/fraunces/files/fraunces-latin-500-normal.woff2',
    text: latin + extra,
    to: 'fraunces-500-latin.woff2',
  },
]

for (const job of jobs) {
  const source = readFileSync(path.join(root, 'node_modules', job.from))
  const out = await subsetFont(source, job.text, {
    targetFormat: 'woff2',
    variationAxes: job.variable ? { wght: { min: 400, max: 700 } } : undefined,
  })
  writeFileSync(path.join(root, 'public/fonts', job.to), out)
  console.info(`${job.to}: ${(out.length / 1024).toFixed(1)} KB`)
}
