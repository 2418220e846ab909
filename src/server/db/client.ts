import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema.ts'

export type Schema = typeof schema
/** Both drivers share this query surface; services depend on it only. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>

export type DatabaseTarget =
  | { kind: 'pglite'; dir: string }
  | { kind: 'postgres'; url: string; poolSize?: number }

export interface Database {
  kind: DatabaseTarget['kind']
  db: Db
  ping(): Promise<void>
  close(): Promise<void>
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle')
// Arbitrary constant: serialises migrations when several processes start at once.
const MIGRATION_LOCK_ID = 7_246_001

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pglite') {
    if (!target.dir.startsWith('memory://')) mkdirSync(target.dir, { recursive: true })
    const client = await PGlite.create(target.dir, { extensions: { pg_trgm } })
    const db = drizzlePglite({ client, schema }) as unknown as Db
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder })
    return {
      kind: 'pglite',
      db,
      ping: async () => {
        await client.query('select 1')
      },
      close: () => client.close(),
    }
  }

  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  })
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {})
  const lockClient = await pool.connect()
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    await migratePg(drizzlePg({ client: lockClient, schema }), { migrationsFolder })
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {})
    lockClient.release()
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Db
  return {
    kind: 'postgres',
    db,
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: () => pool.end(),
  }
}
