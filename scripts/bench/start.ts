// The start part of `npm run bench` (decision 027): how long `npm start` takes, on an unchanged tree, from the
// moment it is run to the first 200 of the product list, on a throwaway PostgreSQL cluster. The builds are made
// first (the server's bundle afresh, as `npm run build:server` does); one start then migrates and seeds
// the database and is not counted, and each counted start after it finds nothing to build.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort, startPostgresCluster } from '#server/testing/postgres-cluster.ts'
import { onCleanup } from '../lib/cleanup.ts'
import { root, table } from '../lib/shop-process.ts'
import { buildWeb, webBuildIsStale } from '../web-build.ts'

/** Target: the first 200 within this many milliseconds of `npm start` (the median of the counted starts). */
export const START_TARGET_MS = 3000
const RUNS = Number(process.env.START_RUNS ?? 5)
const ROUTE = '/api/v1/products'

/** Milliseconds from running `npm start` to the first 200 on ROUTE, then stops it. */
async function timeOneStart(env: Record<string, string>): Promise<number> {
  const port = await freePort()
  const started = performance.now()
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    detached: true, // its own process group: npm, and the server under it, are stopped together
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  })
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString('utf8')).slice(-4000)
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = () => {
    try {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
    } catch {}
    return exited
  }
  const stopOnExit = onCleanup(stop)
  try {
    const giveUp = started + 120_000
    while (performance.now() < giveUp) {
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${errors}`)
      try {
        const res = await fetch(`http://127.0.0.1:${port}${ROUTE}`)
        await res.arrayBuffer()
        if (res.status === 200) return performance.now() - started
      } catch {}
      await new Promise((r) => setTimeout(r, 10))
    }
    throw new Error(`npm start did not answer ${ROUTE} within 120 s:\n${errors}`)
  } finally {
    await stopOnExit()
  }
}

export interface StartFigures {
  runsMs: number[]
  medianMs: number
  verdict: string
}

export async function runStartBench(): Promise<StartFigures> {
  if (webBuildIsStale()) buildWeb()
  execFileSync(process.execPath, [path.join(root, 'scripts/server-build.ts')], {
    cwd: root,
    stdio: 'inherit',
  })
  const cluster = await startPostgresCluster()
  const stopCluster = onCleanup(() => cluster.stop())
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-start-'))
  try {
    const admin = new pg.Client({ connectionString: cluster.url() })
    await admin.connect()
    await admin.query('create database bench_start')
    await admin.end()
    const env = { DATABASE_URL: cluster.url('bench_start'), DATA_DIR: dataDir }
    const firstMs = await timeOneStart(env) // migrates and seeds: not counted
    const runsMs: number[] = []
    for (let i = 0; i < RUNS; i++) runsMs.push(await timeOneStart(env))
    const sorted = [...runsMs].sort((a, b) => a - b)
    const medianMs = sorted[Math.floor(sorted.length / 2)]!
    const verdict = medianMs < START_TARGET_MS ? 'PASS' : 'FAIL'
    console.info(
      `\nnpm start, unchanged tree, to the first 200 on ${ROUTE} (PostgreSQL; the first start, which migrates and seeds, ${Math.round(firstMs)} ms, not counted)\n`,
    )
    console.info(
      table([
        {
          runs: runsMs.map((ms) => Math.round(ms)).join(', '),
          'median ms': Math.round(medianMs),
          target: `< ${START_TARGET_MS} ms`,
          verdict,
        },
      ]),
    )
    return { runsMs, medianMs, verdict }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
    await stopCluster()
  }
}
