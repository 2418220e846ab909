// The storefront's texts per area (decision 058): a page downloads the English of the areas its files import, and the same areas in
// its language. A file that shows a key must import that key's area itself, or a page could show the key (its
// area not downloaded); the tests render with every text registered, so only this test can tell.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const WEB = path.resolve(import.meta.dirname, '../src/web')
const MESSAGES = path.join(WEB, 'lib/i18n/messages')

function areaFiles(lang: string): Map<string, string> {
  const files = new Map<string, string>()
  for (const name of readdirSync(MESSAGES)) {
    const match = /^([a-z-]+)\.([a-z]{2})\.ts$/.exec(name)
    if (match?.[2] === lang && match[1]) files.set(match[1], readFileSync(path.join(MESSAGES, name), 'utf8'))
  }
  return files
}

const keysOf = (source: string) => [...source.matchAll(/^ {2}'([a-z0-9.]+)':/gm)].map((m) => m[1] as string)

/** The storefront's source files (not the back office, which stays English, nor tests). */
function storefrontFiles(): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name)
      if (statSync(file).isDirectory()) {
        if (!['admin', 'test', 'messages'].includes(name)) walk(file)
      } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(file)
    }
  }
  walk(WEB)
  return out
}

/** The code of a file without its comments (a comment may name a path that looks like a key). */
const code = (source: string) =>
  source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .join('\n')

describe('texts per area', () => {
  const english = areaFiles('en')
  const areaOf = new Map<string, string>()
  for (const [area, source] of english) for (const key of keysOf(source)) areaOf.set(key, area)

  it('each key is in one area, and each area registers itself under its file’s name', () => {
    const all = [...english.values()].flatMap(keysOf)
    expect(all.length).toBeGreaterThan(400)
    expect(new Set(all).size).toBe(all.length)
    for (const [area, source] of english) expect(source, area).toContain(`englishArea('${area}',`)
  })

  it('every file that shows a key imports that key’s area, and only the areas it shows', () => {
    const missing: string[] = []
    const unused: string[] = []
    let checked = 0
    for (const file of storefrontFiles()) {
      const source = code(readFileSync(file, 'utf8'))
      const areas = new Set<string>()
      for (const m of source.matchAll(/'([a-z0-9]+(?:\.[a-z0-9]+)+)'/g)) {
        const area = areaOf.get(m[1] as string)
        if (area) areas.add(area)
      }
      if (areas.size > 0) checked++
      for (const area of areas)
        if (!source.includes(`import '#web/lib/i18n/messages/${area}.en.ts'`))
          missing.push(`${path.relative(WEB, file)}: ${area}`)
      // and no more: an area imported but not shown is bytes every page with this file downloads
      for (const m of source.matchAll(/import '#web\/lib\/i18n\/messages\/([a-z-]+)\.en\.ts'/g))
        if (!areas.has(m[1] as string)) unused.push(`${path.relative(WEB, file)}: ${m[1]}`)
    }
    expect(checked).toBeGreaterThan(50)
    expect(missing).toEqual([])
    expect(unused).toEqual([])
  })

  it('parts loaded later load their texts with them (lazyWithTexts, withTexts; not React.lazy)', () => {
    const bare = storefrontFiles()
      .filter((file) => !file.endsWith(path.join('i18n', 'lazy.ts')))
      .filter((file) => /(^|[^A-Za-z])lazy[<(]/.test(code(readFileSync(file, 'utf8'))))
      .map((file) => path.relative(WEB, file))
    expect(bare).toEqual([])
    // Every import() is a part whose texts are loaded with it, or one that shows none of its own.
    const SHOWS_NO_TEXT = [
      'app/router.tsx', // the pages: LazyPage loads their texts
      'ui/toast.tsx', // the toasts' list: each toast's text is its caller's
      'app/shell/use-counts.ts', // the cart and wishlist counts' sync
      'lib/session.ts', // the session's token
      'lib/session-token.ts', // the domain's sign-in messages (English, as the API words them)
      'lib/i18n/catalogue.ts', // the lists of the texts' own files
      'entry-server.tsx', // the server's render: a language's texts themselves, before its first page in it
    ]
    const unwrapped: string[] = []
    for (const file of storefrontFiles()) {
      const name = path.relative(WEB, file)
      if (SHOWS_NO_TEXT.includes(name)) continue
      const source = code(readFileSync(file, 'utf8'))
      for (const m of source.matchAll(/(?<!typeof )import\('/g)) {
        const before = source.slice(Math.max(0, (m.index ?? 0) - 160), m.index)
        const loader = /const (\w+) = \(\) =>\s*$/.exec(before)?.[1]
        const wrapped =
          /(lazyWithTexts|lazyOrNothing|withTexts)\((\(\) =>)?\s*$/.test(before) ||
          (loader !== undefined &&
            new RegExp(`(lazyWithTexts|lazyOrNothing)[^;]{0,200}\\b${loader}\\b`).test(source))
        if (!wrapped) unwrapped.push(`${name}: ${source.slice(m.index, (m.index ?? 0) + 60)}`)
      }
    }
    expect(unwrapped).toEqual([])
  })

  it('each language’s file of an area has the English file’s keys, no more', () => {
    for (const lang of ['hi', 'te', 'ta', 'kn', 'ml']) {
      for (const [area, source] of areaFiles(lang)) {
        const en = english.get(area)
        expect(en, `${area}.${lang}.ts has no English`).toBeDefined()
        expect(new Set(keysOf(source)), `${area}.${lang}.ts`).toEqual(new Set(keysOf(en ?? '')))
      }
    }
    // Hindi, Telugu, Tamil, Kannada and Malayalam are complete: every area
    for (const lang of ['hi', 'te', 'ta', 'kn', 'ml'])
      expect([...areaFiles(lang).keys()].sort(), lang).toEqual([...english.keys()].sort())
  })
})
