// npm test: every suite in turn, as the README says, each one's wall time printed when it ends and all of them at
// the end (decision record 034), so a slow suite shows in CI's log. Stops at the first suite that fails.
import { spawnSync } from 'node:child_process'
import path from 'node:path'

/** The suites, in order: package.json's scripts, each run with `npm run`. */
export const SUITES = [
  { name: 'lint', script: 'lint' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'unit and web', script: 'test:unit' },
  { name: 'API on PGlite', script: 'test:api' },
  { name: 'API on PostgreSQL', script: 'test:api:pg' },
  { name: 'journeys', script: 'test:e2e' },
  { name: 'journeys, two processes on PostgreSQL', script: 'test:e2e:cluster' },
] as const

export function formatDuration(ms: number): string {
  const s = Math.round(ms / 1000)
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`
}

function main(): number {
  const root = path.resolve(import.meta.dirname, '..')
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
  const times: string[] = []
  const started = Date.now()
  let status = 0
  for (const suite of SUITES) {
    const t0 = Date.now()
    const run = spawnSync(npm, ['run', suite.script], { cwd: root, stdio: 'inherit' })
    status = run.status ?? 1
    const line = `${suite.name} (npm run ${suite.script}): ${formatDuration(Date.now() - t0)}${status === 0 ? '' : ' — FAILED'}`
    times.push(line)
    console.info(`\n⏱ ${line}\n`)
    if (status !== 0) break
  }
  console.info('\nSuite wall times:')
  for (const line of times) console.info(`  ${line}`)
  console.info(`  all: ${formatDuration(Date.now() - started)}`)
  return status
}

if (import.meta.main) process.exitCode = main()
