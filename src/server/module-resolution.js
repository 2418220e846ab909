// A quicker resolution of the server's ~1,400 modules, same answers as Node's (decision record 027). For every
// `import` Node resolves, it asks again for the package.json of the file's scope to learn whether a `.js` file is
// an ES module, and gets the whole file back each time as new strings: about 4,700 resolutions at start, 2,800 of
// them relative imports inside packages, drizzle-orm's package.json alone 179 KB. That, and the garbage it leaves,
// was about a third of the server's start. This hook answers a relative import of a file that exists from a
// package scope's `type`, read once per folder, and remembers a bare or `#` import per importing folder; anything
// else (a file without a `type` to go by, a folder, a missing file, `node:` and `data:` addresses) is left to Node.
// Plain JavaScript: it runs before any TypeScript.
import { readFileSync, realpathSync, statSync } from 'node:fs'
import module from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/** The module format of a file with each extension, by its package scope's `type`. */
const FORMATS = {
  '.js': { module: 'module', commonjs: 'commonjs' },
  '.ts': { module: 'module-typescript', commonjs: 'commonjs-typescript' },
}

/**
 * A resolve hook's function, for `module.registerHooks` (exported for the tests, which compare its answers with
 * Node's).
 * @returns {import('node:module').ResolveHookSync}
 */
export function quickResolve() {
  /** @type {Map<string, 'module' | 'commonjs' | 'none'>} */
  const scopeTypes = new Map()
  /** The `type` of the package.json nearest to `dir`, as Node reads it ('none' without one, or without `type`). */
  const scopeType = (/** @type {string} */ dir) => {
    const known = scopeTypes.get(dir)
    if (known) return known
    /** @type {'module' | 'commonjs' | 'none'} */
    let type
    let text
    try {
      text = readFileSync(path.join(dir, 'package.json'), 'utf8')
    } catch {}
    if (text !== undefined) {
      let json
      try {
        json = JSON.parse(text)
      } catch {}
      type = json?.type === 'module' ? 'module' : json?.type === 'commonjs' ? 'commonjs' : 'none'
    } else {
      const up = path.dirname(dir)
      // Node's search stops at the file system's root and at a node_modules folder
      type = up === dir || path.basename(dir) === 'node_modules' ? 'none' : scopeType(up)
    }
    scopeTypes.set(dir, type)
    return type
  }
  /** @type {Map<string, import('node:module').ResolveFnOutput>} */
  const named = new Map()

  return (specifier, context, nextResolve) => {
    const parent = context.parentURL
    if (!parent?.startsWith('file:')) return nextResolve(specifier, context)
    // an `import` (a `require` is resolved by Node's CommonJS loader, which this leaves alone)
    if (
      (specifier.startsWith('./') || specifier.startsWith('../')) &&
      context.conditions?.includes('import')
    ) {
      const url = new URL(specifier, parent)
      const ext = path.extname(url.pathname)
      const byType = FORMATS[/** @type {'.js' | '.ts'} */ (ext)]
      if ((!byType && ext !== '.mjs' && ext !== '.cjs') || url.search || url.hash)
        return nextResolve(specifier, context)
      const file = fileURLToPath(url)
      if (!statSync(file, { throwIfNoEntry: false })?.isFile()) return nextResolve(specifier, context)
      const real = realpathSync.native(file)
      let format = ext === '.mjs' ? 'module' : 'commonjs'
      if (byType) {
        const type = scopeType(path.dirname(real))
        if (type === 'none') return nextResolve(specifier, context)
        format = byType[type]
      }
      return { url: real === file ? url.href : pathToFileURL(real).href, format, shortCircuit: true }
    }
    if (
      specifier.startsWith('.') ||
      specifier.startsWith('/') ||
      specifier.includes(':') ||
      module.isBuiltin(specifier)
    )
      return nextResolve(specifier, context)
    // a package's name (or a `#` import): the same answer for every file of a folder
    const key = `${parent.slice(0, parent.lastIndexOf('/'))}\0${specifier}\0${context.conditions?.join()}\0${JSON.stringify(context.importAttributes ?? {})}`
    const known = named.get(key)
    if (known) return known
    const resolved = nextResolve(specifier, context)
    named.set(key, { ...resolved, shortCircuit: true })
    return resolved
  }
}

/**
 * Registers `quickResolve` for this process's modules; not when symbolic links are to be kept in modules'
 * addresses (`--preserve-symlinks`), where Node's answers differ.
 */
export function registerQuickResolution() {
  const flags = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)]
  if (flags.includes('--preserve-symlinks') || process.env.NODE_PRESERVE_SYMLINKS === '1') return false
  module.registerHooks({ resolve: quickResolve() })
  return true
}
