// Strips the types of the server's TypeScript ahead of time, into dist/server (decision record 027): the server
// process then reads these copies (src/server/stripped-sources.js, registered by src/server/process-setup.js) and
// never loads Node's TypeScript stripper. Every file keeps its lines and columns (types become blanks), so stack
// traces point into the sources. `npm start` runs it first; it takes about a second.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { stripTypeScriptTypes } from 'node:module'
import path from 'node:path'
import { MANIFEST, sourceHash, strippedPath } from '#server/stripped-sources.js'

const root = path.resolve(import.meta.dirname, '..')
/** What the server loads from the project's own sources. */
export const SERVER_SOURCES = ['src/server', 'src/domain']

const isModule = (name: string) =>
  name.endsWith('.ts') && !name.endsWith('.d.ts') && !name.endsWith('.test.ts')

function* modulesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* modulesUnder(file)
    else if (isModule(entry.name)) yield file
  }
}

/** Writes the stripped copies and, last, their manifest (so a build cut short leaves none that is used). */
export function buildServerSources(opts: { root?: string; outDir?: string; sources?: string[] } = {}): {
  files: number
} {
  const from = opts.root ?? root
  const outDir = opts.outDir ?? path.join(from, 'dist/server')
  rmSync(outDir, { recursive: true, force: true })
  const files: Record<string, string> = {}
  for (const dir of opts.sources ?? SERVER_SOURCES) {
    for (const file of modulesUnder(path.join(from, dir))) {
      const relative = path.relative(from, file).split(path.sep).join('/')
      const source = readFileSync(file)
      const copy = strippedPath(outDir, relative)
      mkdirSync(path.dirname(copy), { recursive: true })
      // whole or not at all, for a server starting meanwhile
      writeFileSync(`${copy}.tmp`, stripTypeScriptTypes(source.toString('utf8'), { mode: 'strip' }))
      renameSync(`${copy}.tmp`, copy)
      files[relative] = sourceHash(source)
    }
  }
  const manifest = path.join(outDir, MANIFEST)
  writeFileSync(`${manifest}.tmp`, JSON.stringify({ node: process.version, files }))
  renameSync(`${manifest}.tmp`, manifest)
  return { files: Object.keys(files).length }
}

if (import.meta.main) buildServerSources()
