// Whether the builds `npm start` runs from (the storefront in dist/web, the server's bundle in dist/server) were
// made from the sources as they are now, and the rebuild of whichever was not (decision 027). The check is a stat
// of each source against the size and modification time its build recorded: no source is read or hashed, no other
// process starts, nothing is written while nothing changed. Plain JavaScript, so that `npm start`'s prestart step
// (scripts/build-if-stale.js) does not load Node's TypeScript stripper.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/** What the storefront's build is made from. */
export const WEB_SOURCES = [
  'src/web',
  'src/domain',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/lib/short-module-ids.ts',
  'scripts/lib/ascii-source.ts',
  'package-lock.json',
]
/** The storefront build's record of its sources, from the root (outside dist/web, which is served). */
export const WEB_MANIFEST = 'dist/web-sources.json'

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
 * The server's bundle (scripts/server-build.ts): the folder, and its record of what it was made from, by path from
 * the root: every source file esbuild read into it, with the files that steer the build (package.json's import
 * aliases, tsconfig.json, the build script itself).
 */
export const SERVER_OUT_DIR = 'dist/server'
export const SERVER_RECORD = 'dist/server/sources.json'
/** What `npm start` runs. */
export const SERVER_ENTRY = 'dist/server/main.js'

/**
 * Which of the sources the server's bundle was made from differ from it now (a file changed, or gone); undefined
 * when there is no bundle to run.
 * @param {string} root
 * @returns {string[] | undefined}
 */
export function serverBuildChanges(root) {
  const record = readJson(path.join(root, SERVER_RECORD))
  if (!record || typeof record.files !== 'object') return undefined
  try {
    statSync(path.join(root, SERVER_ENTRY))
  } catch {
    return undefined
  }
  return changedSources(root, record.files, Object.keys(record.files))
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

/** A build that `buildIfStale` ran failed. */
export class BuildFailed extends Error {
  /** @param {string[]} args @param {number} status */
  constructor(args, status) {
    super(`the build failed (exit ${status}): node ${args.join(' ')}`)
    this.status = status
  }
}

/**
 * `npm start`'s check (its prestart step, scripts/build-if-stale.js): each build fresh, or built again in a child
 * process (the storefront by Vite, the server by esbuild). A build that fails throws (a `BuildFailed`, with the
 * build's exit status), after the build has said why on stderr. With `{ web: false }` the storefront is left as it is (the API
 * tests' shops).
 * @param {string} root
 * @param {{ web?: boolean }} [which]
 * @returns {{ web: 'fresh' | 'built' | 'left', server: 'fresh' | 'built' }}
 */
export function buildIfStale(root, { web: checkWeb = true } = {}) {
  const build = (/** @type {string[]} */ args) => {
    const run = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' })
    if (run.status !== 0) throw new BuildFailed(args, run.status ?? 1)
  }
  /** @type {'fresh' | 'built' | 'left'} */
  let web = 'left'
  if (checkWeb) {
    const changes = webBuildChanges(root)
    web = changes !== undefined && changes.length === 0 ? 'fresh' : 'built'
    if (web === 'built') build([path.join(root, 'scripts/web-build.ts')])
  }
  const server = serverBuildChanges(root)
  const serverFresh = server !== undefined && server.length === 0
  if (!serverFresh) build([path.join(root, 'scripts/server-build.ts')])
  return { web, server: serverFresh ? 'fresh' : 'built' }
}
