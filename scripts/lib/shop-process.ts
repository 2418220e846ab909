import { type ChildProcess, fork } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon, { type Request as CannonRequest, type Client } from 'autocannon'
import { freePort } from '#server/testing/postgres-cluster.ts'
import { BuildFailed, buildIfStale, SERVER_ENTRY } from './build-check.js'

export const root = path.resolve(import.meta.dirname, '../..')

export interface Figures {
  reqPerSec: number
  p50: number
  p99: number
  /** 2xx replies */
  ok: number
  /** replies other than 2xx, connection errors and timeouts */
  non2xx: number
  /** e.g. "409×12, timeout×1"; empty when every reply was 2xx */
  failures: string
  /** the first non-2xx reply's status and body, to say why */
  firstFailure?: string
}

export interface LoadOptions {
  connections?: number
  method?: 'GET' | 'POST'
  /**
   * Per connection (0-based): its headers and, when given, a body built afresh for each request. Each
   * connection keeps its own state, e.g. one shopper per connection.
   */
  perConnection?: (i: number) => { headers: Record<string, string>; body?: () => string }
  /** the path and query of each request, made afresh for each (e.g. a tracking parameter per ad click) */
  path?: () => string
}

export async function load(url: string, seconds: number, opts: LoadOptions = {}): Promise<Figures> {
  const { connections = 50, method = 'GET', perConnection, path } = opts
  let firstFailure: string | undefined
  const onResponse = (status: number, body: string) => {
    if ((status < 200 || status > 299) && firstFailure === undefined)
      firstFailure = `${status} ${body.slice(0, 200)}`
  }
  const target = new URL(url)
  const request: CannonRequest = {
    method,
    path: target.pathname + target.search,
    onResponse,
    ...(path ? { setupRequest: (req) => ({ ...req, path: path() }) } : {}),
  }
  let next = 0
  const setupClient = perConnection
    ? (client: Client) => {
        const c = perConnection(next++)
        const body = c.body
        client.setRequests([
          {
            ...request,
            headers: c.headers,
            ...(body
              ? { setupRequest: (req) => ({ ...req, body: body(), ...(path ? { path: path() } : {}) }) }
              : {}),
          },
        ])
      }
    : undefined
  const r = await autocannon({
    url,
    duration: seconds,
    connections,
    pipelining: 1,
    requests: [request],
    ...(setupClient ? { setupClient } : {}),
  })
  const ok = Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => code.startsWith('2'))
    .reduce((sum, [, { count }]) => sum + count, 0)
  const failures = Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${code}×${count}`)
  if (r.timeouts) failures.push(`timeout×${r.timeouts}`)
  if (r.errors > r.timeouts) failures.push(`error×${r.errors - r.timeouts}`)
  return {
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    ok,
    non2xx: r.non2xx + r.errors,
    failures: failures.join(', '),
    firstFailure,
  }
}

/**
 * How long a shop may take to answer after it starts. Generous: on a loaded 2-core machine (a full `npm test`
 * runs suites side by side) a start that takes 5 s alone can take over 30 s. SHOP_START_TIMEOUT_MS overrides it.
 */
export const START_TIMEOUT_MS = Number(process.env.SHOP_START_TIMEOUT_MS ?? 100_000)

/**
 * How long a test's hook that starts shops may take: longer than the start's own wait, so that on a slow machine
 * the start answers (or says why not, with what the shop wrote last) before the hook is given up on.
 */
export const SHOP_HOOK_TIMEOUT_MS = START_TIMEOUT_MS + 60_000

/**
 * Polls `url` until it answers 2xx. Gives up early when `exited()` says the process is gone, and says why: its
 * exit and the last lines it wrote (`tail()`).
 */
export async function waitFor(
  url: string,
  timeoutMs = START_TIMEOUT_MS,
  watch: { exited?: () => string | null; tail?: () => string } = {},
): Promise<void> {
  const started = Date.now()
  const until = started + timeoutMs
  const why = (what: string) => {
    const tail = watch.tail?.().trim()
    return new Error(
      `${what}${
        tail
          ? `
--- what the shop wrote last ---
${tail}`
          : ' (it wrote nothing)'
      }`,
    )
  }
  while (Date.now() < until) {
    const gone = watch.exited?.()
    if (gone) throw why(`${url}: the shop ${gone} before it answered`)
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) })
      if (res.ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 200))
  }
  throw why(`${url} did not answer within ${timeoutMs} ms`)
}

/**
 * What `npm start` runs (package.json's start script: `[NAME=value …] node <flags> dist/server/main.js`): the
 * environment it sets and its Node flags, so that the tests and the bench run the server as the shop runs.
 */
export function startCommand(
  startScript = (
    JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }
  ).scripts.start,
): { env: Record<string, string>; nodeFlags: string[] } {
  const command =
    /^((?:\s*[A-Z_][A-Z0-9_]*=\S+)*)\s*node((?:\s+--[\w-]+(?:=\S+)?)*)\s+dist\/server\/main\.js$/.exec(
      startScript.trim(),
    )
  if (!command) throw new Error(`package.json's start script does not run ${SERVER_ENTRY}: ${startScript}`)
  const env = Object.fromEntries(
    command[1]!
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  )
  return { env, nodeFlags: command[2]!.split(/\s+/).filter(Boolean) }
}

export interface ShopProcess {
  base: string
  child: ChildProcess
  dataDir: string
  /** what the server wrote to stdout and stderr, when started with `capture` */
  output(): string
  stop(): Promise<void>
}

/**
 * Starts the real server as `npm start` does (its bundle, dist/server/main.js, with the Node flags and environment
 * of the start script; the bundle built first when a source changed since, the storefront left as it is) on a free
 * port with its own data folder. Its output goes to this process's, or with `capture` is kept (and read with
 * `output()`).
 */
/**
 * Under the test runner, a shop hashes passwords at a sixteenth of its cost (scrypt's N at 1024, not 16384), as the
 * in-process test app does (decision 034), unless the test sets the cost or runs the shop as production (which
 * refuses it); the load tests sign up dozens of shoppers. Outside it (the bench, `npm start`) the shop's own cost.
 */
export function passwordCostFor(
  env: Record<string, string>,
  underTestRunner = Boolean(process.env.VITEST),
): Record<string, string> {
  return underTestRunner && env.NODE_ENV !== 'production' ? { PASSWORD_SCRYPT_N: '1024' } : {}
}

export async function startShop(
  env: Record<string, string> = {},
  opts: {
    capture?: boolean
    /** how long it may take to answer (START_TIMEOUT_MS unless given) */
    timeoutMs?: number
    /**
     * A data folder to start from, copied: one already migrated and seeded (e2e/journey-shop.ts) spares the
     * first start's migrations and seeding, seconds of CPU (decision record 034).
     */
    from?: string
    /**
     * Run once the shop has exited, before its data folder is removed (a check of what it left: the journeys'
     * stock:verify); its failure is stop()'s.
     */
    afterExit?: (dataDir: string) => Promise<void>
  } = {},
): Promise<ShopProcess> {
  ensureServerBuild()
  const start = startCommand()
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-run-'))
  if (opts.from) cpSync(opts.from, dataDir, { recursive: true })
  const child = fork(path.join(root, SERVER_ENTRY), [], {
    cwd: root,
    execArgv: [...process.execArgv, ...start.nodeFlags],
    env: {
      ...process.env,
      ...start.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...passwordCostFor(env),
      ...env,
    },
    // Always piped: what the shop wrote last is told when it does not start; shown as it comes unless captured.
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  let output = ''
  let tail = ''
  const keep = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
    const text = chunk.toString('utf8')
    if (opts.capture) output += text
    else to.write(chunk)
    tail = (tail + text).slice(-4000)
  }
  child.stdout?.on('data', keep(process.stdout))
  child.stderr?.on('data', keep(process.stderr))
  const base = `http://127.0.0.1:${port}`
  const stop = (checked = true) =>
    new Promise<void>((resolve, reject) => {
      const done = () => {
        const check = checked && opts.afterExit ? opts.afterExit(dataDir) : Promise.resolve()
        void check.finally(() => rmSync(dataDir, { recursive: true, force: true })).then(resolve, reject)
      }
      if (child.exitCode !== null || child.signalCode !== null) return done()
      child.once('exit', done)
      child.kill('SIGTERM')
    })
  try {
    await waitFor(`${base}/api/v1/health`, opts.timeoutMs ?? START_TIMEOUT_MS, {
      exited: () =>
        child.exitCode !== null
          ? `exited with code ${child.exitCode}`
          : child.signalCode !== null
            ? `was stopped by ${child.signalCode}`
            : null,
      tail: () => tail,
    })
  } catch (err) {
    await stop(false)
    throw err
  }
  return { base, child, dataDir, output: () => output, stop: () => stop() }
}

/** The server's bundle built when a source changed since, as npm start's prestart step does. */
function ensureServerBuild(): void {
  try {
    buildIfStale(root, { web: false })
  } catch (err) {
    if (err instanceof BuildFailed) throw new Error(`the server's bundle could not be built: ${err.message}`)
    throw err
  }
}

export async function startBare(bodyFile: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort()
  const child = fork(path.join(root, 'scripts/bench/bare-server.ts'), [bodyFile, String(port)], {
    stdio: 'inherit',
  })
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve())
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code}) before it was ready`)))
  })
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
