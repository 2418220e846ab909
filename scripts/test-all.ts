// npm test: every suite, as the README says, each one's wall time printed when it ends and all of them at the end
// (decision record 034), so a slow suite shows in CI's log. Stops at the first suite that fails.
//
// The suites run in two steps. First, one after the other: lint, typecheck, the unit and web tests (which build
// the storefront and the server's bundle themselves, into dist/), then both builds as the tree is now. Then the
// rest two at a time, longest first, each taking the next suite when it ends, on the builds the first step left
// and that nothing rewrites any more: the browser journeys use about half a core (one browser and one shop at a
// time), the API suites two workers, so side by side they keep both cores busy. The lines of a suite that runs
// beside another are printed as they come, each after the name of its suite.
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import readline from 'node:readline'

interface Suite {
  name: string
  /** package.json's script, run with `npm run` */
  script: string
  /** given to the script after `--` (a shard of its test files: `--shard=1/3`) */
  args?: readonly string[]
}

/**
 * Run one after the other, before the lanes: the checks, then the two test files that build the storefront and the
 * server's bundle (they write dist/, which the lanes' shops read), then the builds (nothing left to build by then).
 */
export const FIRST: readonly Suite[] = [
  { name: 'lint', script: 'lint' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'build tests', script: 'test:builds' },
  { name: 'builds', script: 'build:test' },
]

/** The PGlite API suite's shards (see `shards`). */
export const PGLITE_SHARDS = 3

/**
 * Run after them, two at a time, in this order: the two journey passes first, side by side (each is one browser
 * and one shop at a time, about a core, and the longest to wait for), then the rest of the unit and web tests (they
 * read the builds and write nothing there), then the API suites (two workers each) in whichever lane is free first:
 * the PostgreSQL one whole, the PGlite one in thirds, so the lanes end close together. Alone before the lanes, the
 * unit and web tests kept about two thirds of the machine busy for two minutes (decision 034).
 */
export const THEN: readonly Suite[] = [
  { name: 'journeys', script: 'test:e2e' },
  { name: 'journeys, two processes on PostgreSQL', script: 'test:e2e:cluster' },
  { name: 'unit and web', script: 'test:unit:reading' },
  { name: 'API on PostgreSQL', script: 'test:api:pg' },
  ...shards('API on PGlite', 'test:api', PGLITE_SHARDS),
]

/**
 * A suite as `n` suites of a part of its test files each (Vitest's `--shard`): the first journey pass runs alone in
 * its lane for longer than the other lane's suites take to reach the API suites, so the PGlite suite in thirds lets
 * both lanes share what is left and end close together, where a whole suite left one lane idle for minutes
 * (decision record 034).
 */
export function shards(name: string, script: string, n: number): Suite[] {
  return Array.from({ length: n }, (_, i) => ({
    name: `${name} (${i + 1} of ${n})`,
    script,
    args: [`--shard=${i + 1}/${n}`],
  }))
}

/**
 * Run beside the lanes from their start, outside them: the journeys that mostly wait (a reservation running out, a
 * page's scripts held back on a slowed CPU) use little of the machine, and in a lane their waiting held up the suites
 * behind them (decision 034).
 */
export const ALONGSIDE: readonly Suite[] = [{ name: 'journeys that wait', script: 'test:e2e:waiting' }]

/** How many of THEN run at once. */
export const SIDE_BY_SIDE = 2

/** Every suite npm test runs. */
export const SUITES: readonly Suite[] = [...FIRST, ...THEN, ...ALONGSIDE]

export function formatDuration(ms: number): string {
  const s = Math.round(ms / 1000)
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`
}

const root = path.resolve(import.meta.dirname, '..')
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const running = new Set<ChildProcess>()
const times: string[] = []
let failed = false

/** Runs a suite; its lines go out as they come, after `[name]` when it runs beside another. */
function run(suite: Suite, prefixed: boolean): Promise<boolean> {
  const t0 = Date.now()
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', suite.script, ...(suite.args ? ['--', ...suite.args] : [])], {
      cwd: root,
      stdio: prefixed ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      // its own process group, so a failure beside it can stop the whole suite (its workers, shops and browsers)
      detached: prefixed,
      // plain lines when two suites share the log (Vitest colours whenever FORCE_COLOR is set, even to 0)
      env: prefixed && !process.env.FORCE_COLOR ? { ...process.env, NO_COLOR: '1' } : process.env,
    })
    running.add(child)
    if (prefixed) {
      for (const stream of [child.stdout, child.stderr]) {
        readline
          .createInterface({ input: stream! })
          .on('line', (line) => process.stdout.write(`[${suite.name}] ${line}\n`))
      }
    }
    child.on('close', (code, signal) => {
      running.delete(child)
      const ok = code === 0
      const stopped = signal !== null && failed
      const command = `npm run ${suite.script}${suite.args ? ` -- ${suite.args.join(' ')}` : ''}`
      const line = `${suite.name} (${command}): ${formatDuration(Date.now() - t0)}${ok ? '' : stopped ? ' — stopped' : ' — FAILED'}`
      times.push(line)
      console.info(`\n⏱ ${line}\n`)
      resolve(ok)
    })
  })
}

/** The run has failed: the suites still running are stopped, their remaining minutes would tell nothing. */
function fail(): void {
  if (failed) return
  failed = true
  for (const child of running) if (child.pid) process.kill(-child.pid, 'SIGTERM')
}

/** A lane: takes the next suite of `queue` until none is left, one fails, or a suite in another lane has. */
async function lane(queue: Suite[]): Promise<boolean> {
  for (let suite = queue.shift(); suite; suite = queue.shift()) {
    if (failed) return false
    if (!(await run(suite, true))) {
      fail()
      return false
    }
  }
  return true
}

/** A suite beside the lanes: a failure stops the run as a lane's does. */
async function beside(suite: Suite): Promise<boolean> {
  const ok = await run(suite, true)
  if (!ok) fail()
  return ok
}

async function main(): Promise<number> {
  const started = Date.now()
  let ok = true
  for (const suite of FIRST) {
    ok = await run(suite, false)
    if (!ok) break
  }
  if (ok) {
    const queue = [...THEN]
    ok = (
      await Promise.all([
        ...ALONGSIDE.map(beside),
        ...Array.from({ length: SIDE_BY_SIDE }, () => lane(queue)),
      ])
    ).every(Boolean)
  }
  console.info('\nSuite wall times:')
  for (const line of times) console.info(`  ${line}`)
  console.info(`  all: ${formatDuration(Date.now() - started)}`)
  return ok ? 0 : 1
}

if (import.meta.main) process.exitCode = await main()
