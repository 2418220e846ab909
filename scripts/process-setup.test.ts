import { execFileSync, fork, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { MALLOC_TUNABLES } from '#server/process-settings.js'
import { strippedPath } from '#server/stripped-sources.js'
import { buildServerSources } from './server-build.ts'

// Decision record 027: npm start loads src/server/process-setup.js before the server. On Linux it starts the process
// again with malloc's arenas bounded (same pid), unless the setting is given or an IPC channel would be lost; and it
// reads the server's TypeScript stripped ahead (scripts/server-build.ts), so the process never loads the TypeScript
// stripper, unless a source changed since the build.
const root = path.resolve(import.meta.dirname, '..')
const setup = `--import=${path.join(root, 'src/server/process-setup.js')}`
const dir = mkdtempSync(path.join(tmpdir(), 'process-setup-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// A TypeScript program that says what it runs with.
const probe = path.join(dir, 'probe.ts')
writeFileSync(
  probe,
  `import module from 'node:module'
const report: Record<string, unknown> = {
  pid: process.pid,
  tunables: process.env.GLIBC_TUNABLES ?? null,
  cacheDir: module.getCompileCacheDir() ?? null,
  stripperLoaded: process.moduleLoadList.some((m) => m.includes('amaro')),
}
if (process.send) process.send(report, () => process.disconnect())
else console.log(JSON.stringify(report))
`,
)
const withoutTunables = () => {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_COMPILE_CACHE: path.join(dir, 'cache') }
  delete env.GLIBC_TUNABLES
  delete env.MALLOC_ARENA_MAX
  return env
}
const run = (env: NodeJS.ProcessEnv) =>
  JSON.parse(execFileSync(process.execPath, [setup, probe], { env, encoding: 'utf8' })) as Record<
    string,
    unknown
  >

describe.runIf(process.platform === 'linux')('the process setup npm start loads first', () => {
  it('starts the process again, same pid, with malloc’s arenas bounded', () => {
    const child = spawnSync(process.execPath, [setup, probe], { env: withoutTunables(), encoding: 'utf8' })
    const report = JSON.parse(child.stdout) as Record<string, unknown>
    expect(report.tunables).toBe(MALLOC_TUNABLES)
    // The pid its parent knows stays the server's: execve replaces the program, not the process.
    expect(report.pid).toBe(child.pid)
  })

  it('leaves a setting given by whoever started it', () => {
    expect(run({ ...withoutTunables(), GLIBC_TUNABLES: 'glibc.malloc.arena_max=4' }).tunables).toBe(
      'glibc.malloc.arena_max=4',
    )
  })

  it('does not start again over an IPC channel (it would be lost): the parent passes the setting on', async () => {
    const child = fork(probe, [], { execArgv: [setup], env: withoutTunables() })
    const report = await new Promise<Record<string, unknown>>((resolve) => child.once('message', resolve))
    expect(report.pid).toBe(child.pid)
    expect(report.tunables).toBe(null)
  })

  it('reads the shop’s TypeScript from its build: the TypeScript stripper never loads', () => {
    buildServerSources()
    const report = execFileSync(
      process.execPath,
      [
        setup,
        '--input-type=module',
        '-e',
        `await import(${JSON.stringify(path.join(root, 'src/server/config.ts'))})
console.log(process.moduleLoadList.some((m) => m.includes('amaro')))`,
      ],
      { env: withoutTunables(), encoding: 'utf8' },
    )
    expect(report.trim()).toBe('false')
  })

  it('keeps no compile cache (it holds every module’s cache in memory for the life of the process)', () => {
    const env = withoutTunables()
    delete env.NODE_COMPILE_CACHE
    expect(run(env).cacheDir).toBe(null)
  })
})

describe('the server’s TypeScript, stripped ahead (scripts/server-build.ts, src/server/stripped-sources.js)', () => {
  // A project of two modules, built into its own dist/server; a program registers the hook for it as
  // process-setup.js does for the shop, imports the module and says what it got.
  const project = path.join(dir, 'project')
  const outDir = path.join(project, 'dist/server')
  const source = (dollars: number) =>
    `import { cents } from './cents.ts'\nexport const price: number = cents(${dollars})\n`
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true })
    writeFileSync(path.join(project, file), text)
  }
  const load = () =>
    JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import { registerStrippedSources } from ${JSON.stringify(path.join(root, 'src/server/stripped-sources.js'))}
const registered = registerStrippedSources({ root: ${JSON.stringify(project)}, outDir: ${JSON.stringify(outDir)} })
const { price } = await import(${JSON.stringify(path.join(project, 'src/server/price.ts'))})
console.log(JSON.stringify({ registered, price, stripperLoaded: process.moduleLoadList.some((m) => m.includes('amaro')) }))`,
        ],
        { encoding: 'utf8' },
      ),
    ) as { registered: boolean; price: number; stripperLoaded: boolean }

  it('reads the stripped copies: the TypeScript stripper never loads', () => {
    write('src/server/cents.ts', 'export const cents = (dollars: number): number => dollars * 100\n')
    write('src/server/price.ts', source(3))
    write('src/server/price.test.ts', 'not a module the server loads\n')
    expect(buildServerSources({ root: project, sources: ['src/server'] }).files).toBe(2)
    expect(load()).toEqual({ registered: true, price: 300, stripperLoaded: false })
  })

  it('runs what the copy says, not the source', () => {
    buildServerSources({ root: project, sources: ['src/server'] })
    writeFileSync(strippedPath(outDir, 'src/server/price.ts'), 'export const price = -1\n')
    expect(load().price).toBe(-1)
  })

  it('leaves a source changed since the build to Node: never old code', () => {
    buildServerSources({ root: project, sources: ['src/server'] })
    write('src/server/price.ts', source(5))
    expect(load()).toEqual({ registered: true, price: 500, stripperLoaded: true })
  })

  it('without a build, registers nothing and Node strips as usual', () => {
    rmSync(outDir, { recursive: true, force: true })
    expect(load()).toEqual({ registered: false, price: 500, stripperLoaded: true })
  })
})
