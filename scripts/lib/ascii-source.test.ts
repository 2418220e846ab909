import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { asciiIfSmaller, asciiSource } from './ascii-source.ts'

// Decision record 027 (amended 2026-11-29): the server's bundles in ASCII, their meaning unchanged.
describe('asciiSource', () => {
  it('writes only ASCII, and the code means what it meant: strings, templates, regular expressions', () => {
    const code = [
      "const price = '₹349 · मोरिंगा'",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the code of a template, as a string
      'const line = `${2} × 100g 🌿`',
      'const rupees = /^[₹,\\s]+$/',
      'const leaf = /^🌿$/u',
      '// a comment with a rupee: ₹',
      'export default [price, line, rupees.test("₹,"), leaf.test("🌿")]',
    ].join('\n')
    const ascii = asciiSource(code)
    expect([...ascii].filter((c) => c.charCodeAt(0) > 0x7f)).toEqual([])
    const run = (source: string) => new Function(source.replace('export default', 'return'))()
    expect(run(ascii)).toEqual(run(code))
    expect(run(ascii)).toEqual(['₹349 · मोरिंगा', '2 × 100g 🌿', true, true])
  })

  it('is safe for the sources: none reads a template raw', () => {
    const uses: string[] = []
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name)
        if (statSync(file).isDirectory()) walk(file)
        else if (
          /\.tsx?$/.test(name) &&
          !/\.test\.tsx?$/.test(name) &&
          readFileSync(file, 'utf8').includes('String.raw')
        )
          uses.push(file)
      }
    }
    walk(path.resolve(import.meta.dirname, '../../src'))
    expect(uses).toEqual([])
  })

  it('escapes a chunk only where that takes fewer bytes than two a character', () => {
    // Latin-1 only: already one byte a character
    expect(asciiIfSmaller("const a = '½ kg · 250 °C'")).toBe("const a = '½ kg · 250 °C'")
    // a page's code with a few quotes and a language's name: escaped
    const page = `const name = 'हिन्दी'; const note = 'It’s fresh'; ${'const x = 1; '.repeat(20)}`
    expect(asciiIfSmaller(page)).toBe(asciiSource(page))
    // a language's texts: left as they are
    const texts = "export const t = { 'cart.title': 'आपकी टोकरी', 'cart.empty': 'टोकरी खाली है' }"
    expect(asciiIfSmaller(texts)).toBe(texts)
  })
})
