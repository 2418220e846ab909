// A throwaway PostgreSQL cluster for tests: a temporary folder, a free port, stopped afterwards.
// PostgreSQL refuses to run as root, so as root the binaries run as the postgres user.
import { execFileSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

export interface PostgresCluster {
  url(database?: string): string
  port: number
  /** stops the server but keeps its data (a database outage) */
  pause(): void
  resume(): void
  stop(): void
}

function findBinDir(): string {
  const candidates = [
    process.env.PG_BIN_DIR,
    '/usr/lib/postgresql/15/bin',
    '/usr/lib/postgresql/16/bin',
    '/usr/lib/postgresql/17/bin',
  ]
  for (const dir of candidates) if (dir && existsSync(path.join(dir, 'initdb'))) return dir
  throw new Error('PostgreSQL server binaries not found: install postgresql or set PG_BIN_DIR')
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address()
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0))
    })
  })
}

function idOf(user: string): { uid: number; gid: number } {
  return {
    uid: Number(execFileSync('id', ['-u', user]).toString().trim()),
    gid: Number(execFileSync('id', ['-g', user]).toString().trim()),
  }
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findBinDir()
  const asRoot = process.getuid?.() === 0
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-pg-'))
  chmodSync(dir, 0o700)
  if (asRoot) {
    const { uid, gid } = idOf('postgres')
    chownSync(dir, uid, gid)
  }
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, cmd), args, { stdio: 'pipe' })

  const port = await freePort()
  const dataDir = path.join(dir, 'data')
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync', '--locale=C'])
  const start = () =>
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`,
      '-w',
      'start',
    ])
  start()
  let stopped = false
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    pause: () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    resume: start,
    stop() {
      if (stopped) return
      stopped = true
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
      } catch {
        // already stopped (a paused cluster)
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
