// The embedded database (PGlite, PostgreSQL compiled to WebAssembly, in this process). Its own module, imported by
// openDatabase only when the shop runs on it: a process on PostgreSQL never loads PGlite (decision 027).
import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { APPLIED, type Database, type DatabaseOptions, type Db, expectedMigrations } from './client.ts'
import { lockEmbeddedDatabase } from './embedded-lock.ts'
import * as schema from './schema.ts'

export async function openEmbedded(
  dir: string,
  opts: DatabaseOptions,
  migrationsFolder: string,
): Promise<Database> {
  const onQuery = opts.onQuery
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined
  let unlock = () => {}
  if (!dir.startsWith('memory://')) {
    mkdirSync(dir, { recursive: true })
    unlock = lockEmbeddedDatabase(dir, opts.holder ?? process.argv.slice(1).join(' '))
  }
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  }).catch((err) => {
    unlock()
    throw err
  })
  const db = drizzlePglite({ client, schema, logger }) as unknown as Db
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder })
  const listeners = new Map<string, Set<() => void>>()
  return {
    kind: 'pglite',
    db,
    ping: async () => {
      await client.query('select 1')
    },
    migrationState: async () => {
      const r = (await db.execute(APPLIED)) as unknown as { rows: { n: number }[] }
      return { applied: r.rows[0]?.n ?? 0, expected: expectedMigrations() }
    },
    notify: async (channel) => {
      for (const fn of listeners.get(channel) ?? []) fn()
    },
    listen: async (channel, fn, listenOpts) => {
      // One process: every notice is its own.
      if (listenOpts?.othersOnly) return
      listeners.set(channel, (listeners.get(channel) ?? new Set()).add(fn))
    },
    close: async () => {
      await client.close()
      unlock()
    },
  }
}
