// Databases of their own on the run's throwaway PostgreSQL cluster (TEST_DATABASE=postgres), for tests that
// need more than `openTestDatabase` gives: two pools or two server processes on one database, a relay in front
// of it. Each is a copy of the run's template (global-setup.ts, decision record 034), so no test process or shop
// migrates and seeds it again.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'

/** Runs one statement on a connection of its own, by default as the cluster's superuser; returns its rows. */
export async function adminQuery<T = unknown>(text: string, url = clusterUrl()): Promise<T[]> {
  return pgQuery<T>(url, text)
}

/**
 * One statement with its parameters on a connection of its own to `url` (a test's database, beside the processes
 * it checks: what is committed, whichever process wrote it); returns its rows.
 */
export async function pgQuery<T = unknown>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  try {
    return (await c.query(text, params)).rows as T[]
  } finally {
    await c.end()
  }
}

/** The run's cluster (its `postgres` database); throws on the embedded database's run. */
function clusterUrl(): string {
  const url = inject('pgAdminUrl')
  if (!url) throw new Error('no PostgreSQL cluster in this run: TEST_DATABASE=postgres starts one')
  return url
}

export interface ClusterDatabase {
  name: string
  /** its connection string, for `openDatabase` or a shop's DATABASE_URL */
  url: string
  /** drops it, closing whatever connection is still open on it */
  drop(): Promise<void>
}

/**
 * A new database on the run's cluster (or on `adminUrl`'s): by default a copy of the migrated and seeded template
 * (what a shop's first start leaves: its processes start without migrating or seeding); `from: 'bare'` migrated
 * only; `from: 'empty'` nothing at all, for a test of what a first start does (two processes migrating and seeding
 * one database at once). `empty` is the only one on a cluster other than the run's, which has no templates.
 */
export async function createDatabase(
  opts: { from?: 'seeded' | 'bare' | 'empty'; prefix?: string; adminUrl?: string } = {},
): Promise<ClusterDatabase> {
  const { from = 'seeded', prefix = 'shop_test', adminUrl = clusterUrl() } = opts
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const template = from === 'empty' ? '' : ` template ${inject('testSnapshots')[from]}`
  await adminQuery(`create database ${name}${template}`, adminUrl)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await adminQuery(`drop database if exists ${name} with (force)`, adminUrl)
    },
  }
}

/**
 * The database of a shop process a test starts (`startShop(env, { from })`), as its first start would leave it,
 * migrated and seeded: on PostgreSQL runs a copy of the template (its DATABASE_URL in `env`), on PGlite runs a copy
 * of the run's shop data folder (`from`, copied by startShop). Either way the shop neither migrates nor seeds.
 */
export async function shopDatabase(
  opts: { prefix?: string } = {},
): Promise<{ env: Record<string, string>; from?: string; url?: string; drop(): Promise<void> }> {
  if (!inject('pgAdminUrl')) {
    const from = inject('shopDataDir')
    if (!from) throw new Error('no shop data folder in this run (global-setup.ts makes one on PGlite)')
    return { env: {}, from, drop: async () => {} }
  }
  const database = await createDatabase({ prefix: opts.prefix })
  return { env: { DATABASE_URL: database.url }, url: database.url, drop: database.drop }
}
