// The server bundled by esbuild into dist/server (decision record 027): `npm start` runs dist/server/main.js, plain
// JavaScript, so Node loads no TypeScript stripper and no module hook, and resolves a few hundred files of the
// server as one module graph of a few files instead of each on its own. The npm packages stay outside
// (`packages: 'external'`): Node loads them from node_modules as it would (PGlite's WebAssembly, pg, sharp,
// fontkit…). The server's own modules imported on first use (`await import('./embedded.ts')`) become chunks of
// their own, so what they import is still loaded only when they are. A source map beside each file maps it back
// to the sources (`node --enable-source-maps`).
//
// It records the size and modification time of every source read into the bundle, and of the files that steer the
// build (dist/server/sources.json), for `npm start`'s check (scripts/lib/build-check.js), which builds again when
// one differs. `--if-stale` builds only then.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { asciiSource } from './lib/ascii-source.ts'
import {
  SERVER_ENTRY,
  SERVER_OUT_DIR,
  SERVER_RECORD,
  serverBuildChanges,
  stampSources,
} from './lib/build-check.js'

const root = path.resolve(import.meta.dirname, '..')

/** The files besides the sources whose change changes the bundle. */
const BUILD_INPUTS = [
  'package.json',
  'tsconfig.json',
  'scripts/server-build.ts',
  'scripts/lib/ascii-source.ts',
]
/** The one module of the server that may place files by its own location (see src/server/project-root.ts). */
const PROJECT_ROOT_MODULE = 'src/server/project-root.ts'
const LOCATION = /\bimport\.meta\.(dirname|filename|url|resolve)\b/

/**
 * In the bundle every module shares the `import.meta` of the file it is in (dist/server/…), not its source's: a
 * module that placed a file by its own location would look in the wrong folder. Only project-root.ts may, and
 * works from both folders; any other is refused, naming it.
 */
const sameLocationEverywhere: esbuild.Plugin = {
  name: 'same-location-everywhere',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?ts$/ }, (args) => {
      const relative = path.relative(root, args.path).split(path.sep).join('/')
      const contents = readFileSync(args.path, 'utf8')
      const found = LOCATION.exec(contents)
      if (found && relative !== PROJECT_ROOT_MODULE && !relative.startsWith('node_modules/'))
        return {
          errors: [
            {
              text: `${relative} uses ${found[0]}: in the bundle that is dist/server's location, not the source's; use projectRoot (${PROJECT_ROOT_MODULE})`,
            },
          ],
        }
      return { contents, loader: 'ts' }
    })
  },
}

/** Writes a file whole or not at all, for a server starting meanwhile. */
function writeWhole(file: string, contents: Uint8Array | string): void {
  writeFileSync(`${file}.${process.pid}.tmp`, contents)
  renameSync(`${file}.${process.pid}.tmp`, file)
}

/**
 * Bundles the server into `outDir` (dist/server unless given): the chunks first, then main.js, and the record of
 * its sources last, so a build cut short is never taken for fresh. Files of the build before the last are removed
 * (one generation is kept for a server still running that loads a chunk on first use). Returns the sources read.
 */
export async function buildServer(
  opts: { root?: string; outDir?: string; entry?: string } = {},
): Promise<{ sources: string[]; outputs: string[] }> {
  const from = opts.root ?? root
  const outDir = opts.outDir ?? path.join(from, SERVER_OUT_DIR)
  const result = await esbuild.build({
    absWorkingDir: from,
    entryPoints: { main: opts.entry ?? 'src/server/main.ts' },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    packages: 'external',
    splitting: true,
    chunkNames: 'chunk-[hash]',
    // Whitespace and syntax minified, the names kept (logs and stack traces name the functions; the source map maps
    // them back): V8 keeps every script's source for as long as the process runs (decision 027).
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [sameLocationEverywhere],
  })
  const sources = Object.keys(result.metafile.inputs)
    .filter((input) => !input.startsWith('node_modules/'))
    .sort()
  mkdirSync(outDir, { recursive: true })
  const record = path.join(from, SERVER_RECORD)
  const previous = readRecord(record)
  const entry = path.join(outDir, 'main.js')
  const outputs = result.outputFiles.map((f) => path.relative(outDir, f.path))
  // the code in ASCII: V8 keeps a script's source in one byte per character only when it has no other (ascii-source.ts)
  const contents = (f: esbuild.OutputFile) => (f.path.endsWith('.js') ? asciiSource(f.text) : f.contents)
  for (const file of result.outputFiles) if (file.path !== entry) writeWhole(file.path, contents(file))
  const main = result.outputFiles.find((f) => f.path === entry)
  if (!main) throw new Error('esbuild wrote no main.js')
  writeWhole(entry, contents(main))
  const keep = new Set([...outputs, ...(previous?.outputs ?? []), path.basename(record)])
  for (const name of readdirSync(outDir))
    if (!keep.has(name) && !name.endsWith('.tmp'))
      rmSync(path.join(outDir, name), { recursive: true, force: true })
  const files = stampSources(from, [...sources, ...BUILD_INPUTS.filter((f) => exists(path.join(from, f)))])
  writeWhole(record, JSON.stringify({ outputs, files }))
  return { sources, outputs }
}

const exists = (file: string) => statSync(file, { throwIfNoEntry: false }) !== undefined

function readRecord(file: string): { outputs: string[] } | undefined {
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as { outputs?: unknown }
    return Array.isArray(record.outputs) ? { outputs: record.outputs as string[] } : undefined
  } catch {
    return undefined
  }
}

/** Whether `npm start` would build the server again (no bundle, or a source changed since). */
export const serverBuildIsStale = (from = root) => (serverBuildChanges(from)?.length ?? 1) > 0

if (import.meta.main) {
  if (!(process.argv.includes('--if-stale') && !serverBuildIsStale())) {
    try {
      await buildServer()
    } catch (err) {
      // esbuild has said what failed (logLevel 'warning'); a plugin's refusal is in its message
      if (!(err instanceof Error && 'errors' in err)) throw err
      process.exitCode = 1
    }
  }
  if (process.exitCode !== 1 && !exists(path.join(root, SERVER_ENTRY))) process.exitCode = 1
}
