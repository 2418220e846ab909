// Whether the builds `npm start` runs from (the storefront in dist/web, the server's stripped TypeScript in
// dist/server) were made from the sources as they are now, and the rebuild of whichever was not (decision 027).
// The check is a stat of each source against the size and modification time its build recorded: no source is
// read or hashed, no other process starts, nothing is written while nothing changed. Plain JavaScript: it runs in
// `src/server/process-setup.js`, before any TypeScript loads.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/** What the server loads from the project's own sources (stripped into dist/server). */
export const SERVER_SOURCES = ['src/server', 'src/domain']
/** What the storefront's build is made from. */
export const WEB_SOURCES = [
  'src/web',
  'src/domain',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
]
/** The storefront build's record of its sources, from the root (outside dist/web, which is served). */
export const WEB_MANIFEST = 'dist/web-sources.json'
/** The server build's index, in its folder: each stripped file by its path from the root. */
export const MANIFEST = 'manifest.json'

/** @param {string} name */
export const isServerModule = (name) =>
  name.endsWith('.ts') && !name.endsWith('.d.ts') && !name.endsWith('.test.ts')

/**
 * The files under `entries` (folders walked, files taken as they are) that `include` takes, by their paths from
 * `root` ('/'-separated). A missing entry has none.
 * @param {string} root @param {readonly string[]} entries @param {(name: string) => boolean} [include]
 */
export function listSources(root, entries, include = () => true) {
  /** @type {string[]} */
  const found = []
  /** @param {string} relative */
  const walk = (relative) => {
    let dirents
    try {
      dirents = readdirSync(path.join(root, relative), { withFileTypes: true })
    } catch (err) {
      if (/** @type {NodeJS.ErrnoException} */ (err).code === 'ENOTDIR') {
        if (include(path.basename(relative))) found.push(relative)
        return
      }
      if (/** @type {NodeJS.ErrnoException} */ (err).code === 'ENOENT') return
      throw err
    }
    for (const d of dirents) {
      const child = `${relative}/${d.name}`
      if (d.isDirectory()) walk(child)
      else if (include(d.name)) found.push(child)
    }
  }
  for (const entry of new Set(entries)) walk(entry)
  return found
}

/**
 * What a build records of a source: its size and modification time.
 * @param {import('node:fs').Stats} stat @returns {{ size: number, mtimeMs: number }}
 */
export const stampOf = (stat) => ({ size: stat.size, mtimeMs: stat.mtimeMs })

/**
 * The stamps of `files` as they are now (a file gone is left out).
 * @param {string} root @param {readonly string[]} files
 */
export function stampSources(root, files) {
  /** @type {Record<string, { size: number, mtimeMs: number }>} */
  const stamps = {}
  for (const file of files) {
    try {
      stamps[file] = stampOf(statSync(path.join(root, file)))
    } catch {}
  }
  return stamps
}

/**
 * The sources that differ from what the build recorded: added, removed, or of another size or modification time.
 * @param {string} root
 * @param {Record<string, { size: number, mtimeMs: number }>} recorded
 * @param {readonly string[]} current what the source folders hold now
 */
export function changedSources(root, recorded, current) {
  /** @type {string[]} */
  const changed = []
  for (const file of current) {
    const was = recorded[file]
    if (!was) {
      changed.push(file)
      continue
    }
    let now
    try {
      now = statSync(path.join(root, file))
    } catch {
      changed.push(file)
      continue
    }
    if (now.size !== was.size || now.mtimeMs !== was.mtimeMs) changed.push(file)
  }
  const present = new Set(current)
  for (const file of Object.keys(recorded)) if (!present.has(file)) changed.push(file)
  return changed
}

/** @param {string} file */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

/**
 * The server build's manifest, when there is one this Node made:
 * `{ node, files: { [source]: { hash, size, mtimeMs } } }`.
 * @param {string} outDir
 * @returns {{ node: string, files: Record<string, { hash: string, size: number, mtimeMs: number }> } | undefined}
 */
export function readServerManifest(outDir) {
  const manifest = readJson(path.join(outDir, MANIFEST))
  if (!manifest || manifest.node !== process.version || typeof manifest.files !== 'object') return undefined
  return manifest
}

/**
 * Which of the server's sources differ from its build in `outDir`; undefined when there is no build (or one
 * another Node made).
 * @param {{ root: string, outDir?: string, sources?: readonly string[] }} where
 */
export function serverBuildChanges({
  root,
  outDir = path.join(root, 'dist/server'),
  sources = SERVER_SOURCES,
}) {
  const manifest = readServerManifest(outDir)
  if (!manifest) return undefined
  return changedSources(root, manifest.files, listSources(root, sources, isServerModule))
}

/**
 * Which of the storefront's sources differ from its build; undefined when there is no build.
 * @param {string} root
 */
export function webBuildChanges(root) {
  const manifest = readJson(path.join(root, WEB_MANIFEST))
  if (!manifest || typeof manifest.files !== 'object') return undefined
  try {
    statSync(path.join(root, 'dist/web/index.html'))
  } catch {
    return undefined
  }
  return changedSources(root, manifest.files, listSources(root, WEB_SOURCES))
}

/**
 * `npm start`'s check: each build fresh, or rebuilt (a child process each: the storefront by Vite, the server's
 * changed sources stripped again). A build that fails ends this process with its exit code, as `&&` did.
 * @param {string} root
 * @returns {{ web: 'fresh' | 'built', server: 'fresh' | 'built' }}
 */
export function buildIfStale(root) {
  const build = (/** @type {string[]} */ args) => {
    const run = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' })
    if (run.status !== 0) process.exit(run.status ?? 1)
  }
  const web = webBuildChanges(root)
  const webFresh = web !== undefined && web.length === 0
  if (!webFresh) build([path.join(root, 'scripts/web-build.ts')])
  const server = serverBuildChanges({ root })
  const serverFresh = server !== undefined && server.length === 0
  if (!serverFresh)
    build(['--disable-warning=ExperimentalWarning', path.join(root, 'scripts/server-build.ts')])
  return { web: webFresh ? 'fresh' : 'built', server: serverFresh ? 'fresh' : 'built' }
}
