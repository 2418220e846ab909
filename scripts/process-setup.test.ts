import { execFileSync, fork, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { MALLOC_TUNABLES } from '#server/process-settings.js'

// Decision record 027: npm start loads src/server/process-setup.js before the server. On Linux it starts the process
// again with malloc's arenas bounded (same pid), unless the setting is given or an IPC channel would be lost; and it
// keeps the stripped TypeScript in Node's compile cache, so a later start never loads the TypeScript stripper.
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

  it('keeps the stripped TypeScript in the compile cache: a second start does not load the stripper', () => {
    const env = { ...withoutTunables(), NODE_COMPILE_CACHE: path.join(dir, 'cache-2') }
    const first = run(env)
    expect(first.cacheDir).toContain('cache-2')
    expect(first.stripperLoaded).toBe(true)
    expect(run(env).stripperLoaded).toBe(false)
  })
})
