// The server's TypeScript, stripped of its types ahead of time (scripts/server-build.ts), read by the process
// instead of stripping it as it loads (decision record 027). Node strips a `.ts` module with a WebAssembly
// compiler that, once loaded, holds about 18 MiB for the life of the process; its compile cache, which avoided
// that, keeps every module's cache in memory as long (about 11 MiB). A copy is used only while its source is
// byte for byte the one it was made from: anything else (a file edited since the build, no build at all) is left
// to Node, so a stale copy can cost memory but never run old code. Plain JavaScript: it runs before any TypeScript.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import module from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { MANIFEST, readServerManifest } from './build-check.js'

/**
 * The build's index (`MANIFEST` in its folder): each stripped file by its path from the project's root, with its
 * source's SHA-256, size and modification time (the last two for `npm start`'s check, src/server/build-check.js).
 */
export { MANIFEST }

/** @param {Buffer | string} source */
export const sourceHash = (source) => createHash('sha256').update(source).digest('hex')

/** Where the stripped copy of a source file (its path from the root) is kept. */
/** @param {string} outDir @param {string} relative */
export const strippedPath = (outDir, relative) => path.join(outDir, relative.replace(/\.ts$/, '.js'))

/**
 * Registers the module hook that loads `root`'s TypeScript from its stripped copies in `outDir`. Returns false,
 * and registers nothing, when there is no build (or one another version of Node made).
 * @param {{ root: string, outDir: string }} where
 */
export function registerStrippedSources({ root, outDir }) {
  const files = readServerManifest(outDir)?.files
  if (!files) return false
  const rootUrl = pathToFileURL(path.resolve(root) + path.sep).href
  module.registerHooks({
    load(url, context, nextLoad) {
      if (!url.startsWith(rootUrl) || !url.endsWith('.ts')) return nextLoad(url, context)
      const file = fileURLToPath(url)
      const relative = path.relative(root, file).split(path.sep).join('/')
      const hash = files[relative]?.hash
      if (!hash) return nextLoad(url, context)
      try {
        if (sourceHash(readFileSync(file)) !== hash) return nextLoad(url, context)
        return {
          format: 'module',
          source: readFileSync(strippedPath(outDir, relative), 'utf8'),
          shortCircuit: true,
        }
      } catch {
        // the source or its copy cannot be read: Node loads it as it would without a build
        return nextLoad(url, context)
      }
    },
  })
  return true
}
