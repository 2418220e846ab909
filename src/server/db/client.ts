import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { projectRoot } from '../project-root.ts'
import * as schema from './schema.ts'

export type Schema = typeof schema
/** Both drivers share this query surface; services depend on it only. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export type DatabaseTarget =
  | { kind: 'pglite'; dir: string }
  | {
      kind: 'postgres'
      url: string
      /** connections of this process's pool (DATABASE_POOL_SIZE) */
      poolSize?: number
      /** how long a query waits for a free connection, or for a new one to open (DATABASE_POOL_WAIT_MS) */
      poolWaitMs?: number
    }

export interface Database {
  kind: DatabaseTarget['kind']
  db: Db
  ping(): Promise<void>
  /** how many migrations are applied, and how many the code has */
  migrationState(): Promise<{ applied: number; expected: number }>
  /** Tells every process on this database (PostgreSQL NOTIFY); the embedded database has only this one. */
  notify(channel: string): Promise<void>
  /**
   * `fn` runs when a notice comes on `channel`. With `othersOnly`, a notice this process sent itself is not heard
   * again: the process acted on its own change when it made it, and hearing it later, after newer work, would undo
   * that work (a page kept since would be thrown away).
   */
  listen(channel: string, fn: () => void, opts?: { othersOnly?: boolean }): Promise<void>
  close(): Promise<void>
}

export function expectedMigrations(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[]
  }
  return journal.entries.length
}

export const APPLIED = sql`select count(*)::int as n from drizzle.__drizzle_migrations`

const migrationsFolder = path.join(projectRoot, 'drizzle')
// Arbitrary constant: serialises migrations when several processes start at once.
const MIGRATION_LOCK_ID = 7_246_001

export interface DatabaseOptions {
  /** sees the text of every statement the services send (tests count round trips with it) */
  onQuery?: (sql: string) => void
  /** what holds the embedded database, as the lock tells another process that tries to open it */
  holder?: string
  /**
   * The embedded database only: start from this copy of a data folder (a tarball from PGlite's `dumpDataDir`)
   * instead of an empty one. The tests start each file from a migrated (and seeded) snapshot (decision record 034).
   */
  loadDataDir?: Blob
  /** hears of connections the database closed (a restart, an administrator): logged, never fatal */
  onConnectionError?: (err: Error, where: 'pool' | 'listener') => void
}

/** The LISTEN connection tries again this often while the database is away (decision 032). */
export const LISTEN_RETRY_MS = 200

export async function openDatabase(target: DatabaseTarget, opts: DatabaseOptions = {}): Promise<Database> {
  const onQuery = opts.onQuery
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined
  // PGlite's WebAssembly and its drivers are loaded only for the embedded database, never beside PostgreSQL.
  if (target.kind === 'pglite')
    return (await import('./embedded.ts')).openEmbedded(target.dir, opts, migrationsFolder)

  const url = target.url
  const lost = (where: 'pool' | 'listener') => (err: Error) => opts.onConnectionError?.(err, where)
  // Sized for the work (decision 032): a burst of checkouts queues for a connection rather than failing, for up
  // to poolWaitMs; a database that is down refuses at once, so its 503 is not delayed by the wait.
  const pool = new pg.Pool({
    connectionString: url,
    max: target.poolSize ?? 10,
    connectionTimeoutMillis: target.poolWaitMs ?? 30_000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  })
  // A connection the database closes (restart, 57P01 admin shutdown) emits 'error' on its client. The pool
  // listens on idle clients only; a checked-out one (a transaction between two statements, the migration lock)
  // would crash the process with an unhandled 'error'. Every client gets its own listener when it is made; the
  // statement under way, if any, fails by itself and its request answers 503.
  pool.on('error', lost('pool'))
  // The server processes behind this pool's connections: a notice one of them sent came from this process.
  const ownBackends = new Set<number>()
  pool.on('connect', (client) => {
    client.on('error', lost('pool'))
    const pid = (client as pg.Client & { processID?: number }).processID
    if (pid !== undefined) ownBackends.add(pid)
  })
  pool.on('remove', (client) => {
    const pid = (client as pg.Client & { processID?: number }).processID
    if (pid !== undefined) ownBackends.delete(pid)
  })
  const lockClient = await pool.connect()
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder })
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {})
    lockClient.release()
  }
  const db = drizzlePg({ client: pool, schema, logger }) as unknown as Db

  // One connection per process listens; it reconnects by itself when the database comes back.
  const handlers = new Map<string, Set<() => void>>()
  const othersOnly = new Set<() => void>()
  let listener: pg.Client | undefined
  let closed = false
  async function connectListener(): Promise<void> {
    if (closed || handlers.size === 0) return
    const client = new pg.Client({ connectionString: url, keepAlive: true })
    client.on('notification', (msg) => {
      const own = ownBackends.has(msg.processId)
      for (const fn of handlers.get(msg.channel) ?? []) if (!(own && othersOnly.has(fn))) fn()
    })
    client.on('error', lost('listener'))
    // Lost or never made: tried again soon, so notices flow within a second of the database's return.
    client.on('end', () => {
      if (listener === client) listener = undefined
      if (!closed) setTimeout(() => void connectListener().catch(() => {}), LISTEN_RETRY_MS).unref()
    })
    try {
      await client.connect()
      for (const channel of handlers.keys()) await client.query(`listen "${channel}"`)
      listener = client
      // Anything may have changed while we were not listening.
      for (const set of handlers.values()) for (const fn of set) fn()
    } catch {
      await client.end().catch(() => {})
    }
  }

  return {
    kind: 'postgres',
    db,
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    migrationState: async () => {
      const r = (await db.execute(APPLIED)) as unknown as { rows: { n: number }[] }
      return { applied: r.rows[0]?.n ?? 0, expected: expectedMigrations() }
    },
    notify: async (channel) => {
      await pool.query(`notify "${channel}"`)
    },
    listen: async (channel, fn, listenOpts) => {
      if (!/^[a-z_]+$/.test(channel)) throw new Error(`Bad channel name ${channel}`)
      if (listenOpts?.othersOnly) othersOnly.add(fn)
      handlers.set(channel, (handlers.get(channel) ?? new Set()).add(fn))
      if (listener) await listener.query(`listen "${channel}"`)
      else await connectListener()
    },
    close: async () => {
      closed = true
      await listener?.end().catch(() => {})
      await pool.end()
    },
  }
}
