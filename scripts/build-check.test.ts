import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVER_ENTRY, SERVER_RECORD, serverBuildChanges, WEB_MANIFEST } from './lib/build-check.js'
import { buildServer } from './server-build.ts'

// Decision record 027: `npm start`'s prestart step (scripts/build-if-stale.js) checks both builds with one stat a
// source against the sizes and modification times they recorded; an unchanged tree starts without building
// anything, and a changed source has the server's bundle built again before the server starts (never old code).
const root = path.resolve(import.meta.dirname, '..')
const dir = mkdtempSync(path.join(tmpdir(), 'build-check-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const mtimeOf = (file: string) => statSync(file).mtimeMs

describe('npm start on the shop’s own tree', () => {
  // The start script itself, run by npm; a setting the server refuses makes it exit (78) once its prestart step has
  // checked the builds and the bundle has loaded, so nothing is listened on.
  const npmStart = () =>
    spawnSync('npm', ['start', '--silent'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, ORDER_RESERVATION_MINUTES: 'soon', DATA_DIR: path.join(dir, 'data') },
    })
  const record = path.join(root, SERVER_RECORD)
  const entry = path.join(root, SERVER_ENTRY)
  const webManifest = path.join(root, WEB_MANIFEST)

  beforeAll(async () => {
    // both builds made as the tree is now; the storefront's under this runner's NODE_ENV=test, as any build the
    // tests start is
    execFileSync(process.execPath, ['scripts/web-build.ts'], { cwd: root, stdio: 'inherit' })
    await buildServer()
  }, 300_000)

  it("builds the storefront for production whoever starts it: the server's renderer has no development JSX", () => {
    const ssr = readFileSync(path.join(root, 'dist/web/ssr/entry-server.js'), 'utf8')
    expect(ssr).toContain('renderToPipeableStream')
    expect(ssr).not.toMatch(/jsx-dev-runtime|jsxDEV/)
  })

  it('builds nothing on an unchanged tree: the bundle and the records are not written again', () => {
    const before = [entry, record, webManifest].map(mtimeOf)
    const run = npmStart()
    expect(run.status, run.stderr).toBe(78)
    // the bundle ran: the server's own message for the refused setting
    expect(run.stdout + run.stderr).toContain('ORDER_RESERVATION_MINUTES')
    expect([entry, record, webManifest].map(mtimeOf)).toEqual(before)
  }, 120_000)

  it('builds the server again before it starts when a source changed since the bundle', () => {
    const source = path.join(root, 'src/server/errors.ts')
    const later = new Date(Math.max(Date.now(), mtimeOf(source)) + 1_000)
    utimesSync(source, later, later)
    expect(serverBuildChanges(root)).toEqual(['src/server/errors.ts'])
    const bundled = mtimeOf(entry)
    const webBefore = mtimeOf(webManifest)
    const run = npmStart()
    expect(run.status, run.stderr).toBe(78)
    const files = (JSON.parse(readFileSync(record, 'utf8')) as { files: Record<string, { mtimeMs: number }> })
      .files
    expect(files['src/server/errors.ts']?.mtimeMs).toBe(mtimeOf(source))
    expect(mtimeOf(entry)).toBeGreaterThan(bundled)
    expect(mtimeOf(webManifest)).toBe(webBefore)
    expect(serverBuildChanges(root)).toEqual([])
  }, 120_000)

  it('builds the server when there is no record of its bundle', () => {
    rmSync(record)
    const run = npmStart()
    expect(run.status, run.stderr).toBe(78)
    expect(serverBuildChanges(root)).toEqual([])
  }, 120_000)
})
