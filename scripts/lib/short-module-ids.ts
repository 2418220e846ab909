// The bundler's module names, shortened (docs/decisions/028-in-house-router.md, amended 2026-11-29). Inlining
// common chunks into each page's chunk (vite.config.ts) makes the bundler wrap every module in an initialiser
// registered under a name of its own, the file's name and a hash (`use-cart-BxkaHEmK`), written out at its
// definition and at every module that needs it: hundreds of names, about 1 KB gzip on a page. Each is a key only
// (the runtime looks it up, never shows it), so every occurrence across all chunks is replaced by one short name,
// the same in every chunk.
import type { Plugin } from 'vite'

/** A registered module's definition: the runtime's register call, its name as a template literal, the initialiser. */
const DEFINITION = /\w\(`([\w.$-]+-[\w-]{8})`,\(/g

/**
 * Pure: the chunks' code with every module name that some chunk defines replaced by a short one (base 36, by the
 * names' sorted order, so a build is reproducible), wherever it appears as a whole template literal.
 */
export function shortenModuleIds(chunks: Readonly<Record<string, string>>): Record<string, string> {
  const names = new Set<string>()
  for (const code of Object.values(chunks))
    for (const m of code.matchAll(DEFINITION)) names.add(m[1] as string)
  const short = new Map([...names].sort().map((name, i) => [name, `_${i.toString(36)}`]))
  const out: Record<string, string> = {}
  for (const [file, code] of Object.entries(chunks))
    out[file] = code.replace(/`([\w.$-]+-[\w-]{8})`/g, (whole, name: string) => {
      const s = short.get(name)
      return s === undefined ? whole : `\`${s}\``
    })
  return out
}

/** The browser build's chunks, their module names shortened after minifying. */
export function shortModuleIds(): Plugin {
  return {
    name: 'surya:short-module-ids',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {}
      for (const [file, item] of Object.entries(bundle)) if (item.type === 'chunk') chunks[file] = item.code
      const shortened = shortenModuleIds(chunks)
      for (const [file, code] of Object.entries(shortened)) {
        const item = bundle[file]
        if (item?.type === 'chunk') item.code = code
      }
    },
  }
}
