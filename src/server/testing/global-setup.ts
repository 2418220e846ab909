import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/client.ts'
import { seedCatalogue } from '../db/seed/index.ts'
import { startPostgresCluster } from './postgres-cluster.ts'

/** The two starting points a test file's database is copied from: migrated only, and migrated and seeded. */
export interface Snapshots {
  bare: string
  seeded: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string | null
    /** PostgreSQL: the names of the template databases; PGlite: the paths of the data-folder tarballs */
    testSnapshots: Snapshots
    /**
     * PGlite runs: a shop's data folder as its first start leaves it (`db/` migrated and seeded), for the shop
     * processes tests start (`startShop`'s `from`, pg-databases.ts `shopDatabase`); null on PostgreSQL.
     */
    shopDataDir: string | null
  }
}

/** The PostgreSQL template databases a test file's database is created from (`create database … template …`). */
export const TEMPLATES: Snapshots = { bare: 'shop_template_bare', seeded: 'shop_template_seeded' }

/**
 * Migrating and seeding a database takes seconds; copying one takes a fraction of that. So the run does it once
 * (decision record 034): with TEST_DATABASE=postgres into two template databases on the run's throwaway cluster,
 * otherwise into an embedded database whose data folder is dumped twice (before and after seeding). Each test file
 * still gets a database of its own, copied from one of them (test-app.ts, openTestDatabase).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE !== 'postgres') {
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-test-snapshots-'))
    const snapshots = { bare: path.join(dir, 'bare.tar'), seeded: path.join(dir, 'seeded.tar') }
    const database = await openDatabase({ kind: 'pglite', dir: 'memory://' })
    try {
      const client = (database.db as unknown as { $client: PGlite }).$client
      const dump = async (to: string) =>
        writeFileSync(to, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()))
      await dump(snapshots.bare)
      await seedCatalogue(database.db)
      await dump(snapshots.seeded)
    } finally {
      await database.close()
    }
    const shopDataDir = path.join(dir, 'shop')
    const loadDataDir = new Blob([readFileSync(snapshots.seeded)])
    await (await openDatabase({ kind: 'pglite', dir: path.join(shopDataDir, 'db') }, { loadDataDir })).close()
    project.provide('pgAdminUrl', null)
    project.provide('testSnapshots', snapshots)
    project.provide('shopDataDir', shopDataDir)
    return () => rmSync(dir, { recursive: true, force: true })
  }
  const cluster = await startPostgresCluster()
  try {
    const admin = new pg.Client({ connectionString: cluster.url() })
    await admin.connect()
    try {
      for (const name of [TEMPLATES.bare, TEMPLATES.seeded]) await admin.query(`create database ${name}`)
    } finally {
      await admin.end()
    }
    for (const name of [TEMPLATES.bare, TEMPLATES.seeded]) {
      const database = await openDatabase({ kind: 'postgres', url: cluster.url(name), poolSize: 1 })
      try {
        if (name === TEMPLATES.seeded) await seedCatalogue(database.db)
      } finally {
        // No connection may stay on a template: `create database … template` refuses a template in use.
        await database.close()
      }
    }
  } catch (err) {
    cluster.stop()
    throw err
  }
  project.provide('pgAdminUrl', cluster.url())
  project.provide('testSnapshots', TEMPLATES)
  project.provide('shopDataDir', null)
  return () => cluster.stop()
}
