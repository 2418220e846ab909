import { type ChildProcess, fork } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { freePort } from '../../src/server/testing/postgres-cluster.ts'

export const root = path.resolve(import.meta.dirname, '../..')

export interface Figures {
  reqPerSec: number
  p50: number
  p99: number
  non2xx: number
}

export async function load(url: string, seconds: number, connections = 50): Promise<Figures> {
  const r = await autocannon({ url, duration: seconds, connections, pipelining: 1 })
  return {
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx + r.errors,
  }
}

export async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

export interface ShopProcess {
  base: string
  child: ChildProcess
  dataDir: string
  stop(): Promise<void>
}

/** Starts the real server (`node src/server/main.ts`) on a free port with its own data folder. */
export async function startShop(env: Record<string, string> = {}): Promise<ShopProcess> {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-run-'))
  const child = fork(path.join(root, 'src/server/main.ts'), [], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: 'inherit',
  })
  const base = `http://127.0.0.1:${port}`
  await waitFor(`${base}/api/v1/health`)
  return {
    base,
    child,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true })
          resolve()
        })
        child.kill('SIGTERM')
      }),
  }
}

export async function startBare(bodyFile: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort()
  const child = fork(path.join(root, 'scripts/bench/bare-server.ts'), [bodyFile, String(port)], {
    stdio: 'inherit',
  })
  await new Promise<void>((resolve) => child.once('message', () => resolve()))
  return { url: `http://127.0.0.1:${port}/bare`, child }
}

export function table(rows: Record<string, string | number>[]): string {
  const cols = Object.keys(rows[0] ?? {})
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)))
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(width[i]!)).join(' | ')} |`
  return [
    line(cols),
    line(width.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(cols.map((c) => String(r[c])))),
  ].join('\n')
}
