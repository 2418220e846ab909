import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MANIFEST, serverBuildChanges, WEB_MANIFEST } from '#server/build-check.js'
import { quickResolve } from '#server/module-resolution.js'
import { strippedPath } from '#server/stripped-sources.js'
import { buildServerSources } from './server-build.ts'

// Decision record 027: `npm start` checks its builds with one stat a source against the sizes and modification
// times they recorded; an unchanged tree starts without building anything (no npm, no stripping, nothing
// written), and a changed source is built again, alone.
const root = path.resolve(import.meta.dirname, '..')
const dir = mkdtempSync(path.join(tmpdir(), 'build-check-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const mtimeOf = (file: string) => statSync(file).mtimeMs

describe('the server build’s check (src/server/build-check.js) and incremental build', () => {
  const project = path.join(dir, 'project')
  const outDir = path.join(project, 'dist/server')
  const sources = ['src/server']
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true })
    writeFileSync(path.join(project, file), text)
  }
  const changes = () => serverBuildChanges({ root: project, outDir, sources })
  const build = () => buildServerSources({ root: project, outDir, sources })

  beforeAll(() => {
    write('src/server/cents.ts', 'export const cents = (rupees: number): number => rupees * 100\n')
    write(
      'src/server/price.ts',
      "import { cents } from './cents.ts'\nexport const price: number = cents(3)\n",
    )
    write('src/server/price.test.ts', 'not a module the server loads\n')
  })

  it('has no build to call fresh before the first', () => {
    expect(changes()).toBeUndefined()
    expect(build()).toEqual({ files: 2, stripped: ['src/server/cents.ts', 'src/server/price.ts'] })
  })

  it('says fresh on an unchanged tree, and then builds nothing and writes nothing', () => {
    expect(changes()).toEqual([])
    const manifest = path.join(outDir, MANIFEST)
    const before = mtimeOf(manifest)
    expect(build().stripped).toEqual([])
    expect(mtimeOf(manifest)).toBe(before)
  })

  it('says stale when one source’s size changes, and strips that one again, alone', () => {
    const untouched = mtimeOf(strippedPath(outDir, 'src/server/cents.ts'))
    write(
      'src/server/price.ts',
      "import { cents } from './cents.ts'\nexport const price: number = cents(30)\n",
    )
    expect(changes()).toEqual(['src/server/price.ts'])
    expect(build().stripped).toEqual(['src/server/price.ts'])
    expect(readFileSync(strippedPath(outDir, 'src/server/price.ts'), 'utf8')).toContain('cents(30)')
    expect(mtimeOf(strippedPath(outDir, 'src/server/cents.ts'))).toBe(untouched)
    expect(changes()).toEqual([])
  })

  it('says stale when only a source’s modification time changes (same size, same bytes)', () => {
    const file = path.join(project, 'src/server/cents.ts')
    const later = new Date(mtimeOf(file) + 5_000)
    utimesSync(file, later, later)
    expect(changes()).toEqual(['src/server/cents.ts'])
    expect(build().stripped).toEqual(['src/server/cents.ts'])
    expect(changes()).toEqual([])
  })

  it('says stale when a source is added or removed, and drops the copy of one removed', () => {
    write('src/server/tax.ts', 'export const tax = 18\n')
    expect(changes()).toEqual(['src/server/tax.ts'])
    expect(build()).toEqual({ files: 3, stripped: ['src/server/tax.ts'] })
    rmSync(path.join(project, 'src/server/tax.ts'))
    expect(changes()).toEqual(['src/server/tax.ts'])
    expect(build()).toEqual({ files: 2, stripped: [] })
    expect(() => statSync(strippedPath(outDir, 'src/server/tax.ts'))).toThrow()
    expect(changes()).toEqual([])
  })
})

describe('npm start on the shop’s own tree', () => {
  // The start script itself, run by npm; a setting the server refuses makes it exit (78) right after its
  // process setup has checked the builds, so nothing is listened on.
  const npmStart = () =>
    spawnSync('npm', ['start', '--silent'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, ORDER_RESERVATION_MINUTES: 'soon', DATA_DIR: path.join(dir, 'data') },
    })
  const serverManifest = path.join(root, 'dist/server', MANIFEST)
  const webManifest = path.join(root, WEB_MANIFEST)
  const copyOf = (source: string) => strippedPath(path.join(root, 'dist/server'), source)

  beforeAll(() => {
    // both builds made as the tree is now
    execFileSync(process.execPath, ['scripts/web-build.ts', '--if-stale'], { cwd: root, stdio: 'inherit' })
    buildServerSources()
  }, 300_000)

  it('builds nothing on an unchanged tree: no manifest and no copy is written again', () => {
    const before = [serverManifest, webManifest, copyOf('src/server/app.ts')].map(mtimeOf)
    const run = npmStart()
    expect(run.status, run.stderr).toBe(78)
    expect([serverManifest, webManifest, copyOf('src/server/app.ts')].map(mtimeOf)).toEqual(before)
  }, 120_000)

  it('strips a source again when its modification time changed, and only that one', () => {
    const source = path.join(root, 'src/server/errors.ts')
    const later = new Date(Math.max(Date.now(), mtimeOf(source)) + 1_000)
    utimesSync(source, later, later)
    const untouched = mtimeOf(copyOf('src/server/app.ts'))
    const webBefore = mtimeOf(webManifest)
    const run = npmStart()
    expect(run.status, run.stderr).toBe(78)
    const manifest = JSON.parse(readFileSync(serverManifest, 'utf8')) as {
      files: Record<string, { mtimeMs: number }>
    }
    expect(manifest.files['src/server/errors.ts']?.mtimeMs).toBe(mtimeOf(source))
    expect(mtimeOf(copyOf('src/server/errors.ts'))).toBeGreaterThanOrEqual(later.getTime() - 1_000)
    expect(mtimeOf(copyOf('src/server/app.ts'))).toBe(untouched)
    expect(mtimeOf(webManifest)).toBe(webBefore)
    expect(serverBuildChanges({ root })).toEqual([])
  }, 120_000)
})

describe('the quicker module resolution (src/server/module-resolution.js)', () => {
  // Every module the server loads, resolved with Node's resolution alone and with the hook in front of it: the
  // same address and format for each import.
  const probe = path.join(dir, 'resolutions.mjs')
  writeFileSync(
    probe,
    `import module from 'node:module'
const { quickResolve } = await import(${JSON.stringify(path.join(root, 'src/server/module-resolution.js'))})
const seen = []
if (process.env.QUICK) module.registerHooks({ resolve: quickResolve() })
module.registerHooks({
  resolve(specifier, context, next) {
    const r = next(specifier, context)
    seen.push(\`\${context.parentURL} \${specifier} -> \${r.url} \${r.format}\`)
    return r
  },
})
await import(${JSON.stringify(path.join(root, 'src/server/app.ts'))})
console.log(JSON.stringify(seen.sort()))
`,
  )
  const resolutions = (quick: boolean) =>
    JSON.parse(
      execFileSync(process.execPath, ['--disable-warning=ExperimentalWarning', probe], {
        encoding: 'utf8',
        env: { ...process.env, ...(quick ? { QUICK: '1' } : {}) },
        maxBuffer: 64 * 1024 * 1024,
      }),
    ) as string[]

  it('resolves every import of the server as Node does', () => {
    const node = resolutions(false)
    expect(node.length).toBeGreaterThan(1_000)
    expect(resolutions(true)).toEqual(node)
  }, 120_000)

  it('leaves to Node what it cannot answer from a package’s type, and every require', () => {
    const resolve = quickResolve()
    const parentURL = `file://${path.join(root, 'src/server/app.ts')}`
    const asked: string[] = []
    const next = (specifier: string) => {
      asked.push(specifier)
      return { url: `file:///${specifier}` }
    }
    const importing = { parentURL, conditions: ['node', 'import'], importAttributes: {} }
    expect(resolve('./config.ts', importing, next)).toEqual({
      url: `file://${path.join(root, 'src/server/config.ts')}`,
      format: 'module-typescript',
      shortCircuit: true,
    })
    resolve('./no-such-file.js', importing, next)
    resolve('node:fs', importing, next)
    resolve('./config.ts', { ...importing, conditions: ['node', 'require'] }, next)
    expect(asked).toEqual(['./no-such-file.js', 'node:fs', './config.ts'])
  })
})
