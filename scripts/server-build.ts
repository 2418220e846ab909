// Strips the types of the server's TypeScript ahead of time, into dist/server (decision record 027): the server
// process then reads these copies (src/server/stripped-sources.js, registered by src/server/process-setup.js) and
// never loads Node's TypeScript stripper. Every file keeps its lines and columns (types become blanks), so stack
// traces point into the sources. Only what changed since the last build is stripped again (a source whose size or
// modification time differs from the manifest's, one added or removed); with nothing changed nothing is written.
// `npm start` runs it only when its check (src/server/build-check.js) finds a source changed.
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { stripTypeScriptTypes } from 'node:module'
import path from 'node:path'
import {
  changedSources,
  isServerModule,
  listSources,
  readServerManifest,
  SERVER_SOURCES,
  stampOf,
} from '#server/build-check.js'
import { MANIFEST, sourceHash, strippedPath } from '#server/stripped-sources.js'

const root = path.resolve(import.meta.dirname, '..')

export { SERVER_SOURCES }

type Entry = { hash: string; size: number; mtimeMs: number }

/**
 * Strips the sources that changed since the last build (all of them without one, or with `full`), removes the
 * copies of sources gone, and writes the manifest last (so a build cut short leaves none that is used). Returns
 * how many modules the build holds and which it stripped again.
 */
export function buildServerSources(
  opts: { root?: string; outDir?: string; sources?: string[]; full?: boolean } = {},
): { files: number; stripped: string[] } {
  const from = opts.root ?? root
  const outDir = opts.outDir ?? path.join(from, 'dist/server')
  const previous = opts.full ? undefined : readServerManifest(outDir)
  if (!previous) rmSync(outDir, { recursive: true, force: true })
  const sources = listSources(from, opts.sources ?? SERVER_SOURCES, isServerModule)
  const changed = previous ? new Set(changedSources(from, previous.files, sources)) : new Set(sources)
  if (changed.size === 0) return { files: sources.length, stripped: [] }
  const files: Record<string, Entry> = {}
  const stripped: string[] = []
  for (const relative of sources) {
    const kept = previous?.files[relative]
    if (kept && !changed.has(relative)) {
      files[relative] = kept
      continue
    }
    const file = path.join(from, relative)
    // Stamped before it is read: a file written meanwhile differs from its stamp and is stripped again next time.
    const stamp = stampOf(statSync(file))
    const source = readFileSync(file)
    const copy = strippedPath(outDir, relative)
    mkdirSync(path.dirname(copy), { recursive: true })
    // whole or not at all, for a server starting meanwhile
    writeFileSync(`${copy}.tmp`, stripTypeScriptTypes(source.toString('utf8'), { mode: 'strip' }))
    renameSync(`${copy}.tmp`, copy)
    files[relative] = { hash: sourceHash(source), ...stamp }
    stripped.push(relative)
  }
  for (const gone of Object.keys(previous?.files ?? {}))
    if (!(gone in files)) rmSync(strippedPath(outDir, gone), { force: true })
  const manifest = path.join(outDir, MANIFEST)
  mkdirSync(outDir, { recursive: true })
  writeFileSync(`${manifest}.tmp`, JSON.stringify({ node: process.version, files }))
  renameSync(`${manifest}.tmp`, manifest)
  return { files: sources.length, stripped }
}

if (import.meta.main) buildServerSources({ full: process.argv.includes('--full') })
