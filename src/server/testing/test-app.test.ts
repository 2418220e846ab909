import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client.ts'
import { openTestDatabase } from './test-app.ts'

// Each test file's database is a copy of the run's snapshot (global-setup.ts, decision record 034): migrated, and
// seeded when asked, and its own: what one copy writes, another never sees.
const count = async (database: Database, table: string) =>
  (
    (await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: { n: number }[]
    }
  ).rows[0]!.n

describe('openTestDatabase', () => {
  const opened: { database: Database; drop(): Promise<void> }[] = []
  let bare: Database
  let a: Database
  let b: Database
  // Three databases at once: generous on a busy 2-core machine.
  beforeAll(async () => {
    for (const seed of [false, true, true]) opened.push(await openTestDatabase({ seed }))
    ;[bare, a, b] = opened.map((o) => o.database) as [Database, Database, Database]
  }, 180_000)
  afterAll(async () => {
    for (const o of opened) {
      await o.database.close()
      await o.drop()
    }
  })

  it('starts migrated, seeded only when asked', async () => {
    for (const database of [bare, a]) {
      const state = await database.migrationState()
      expect(state.applied).toBe(state.expected)
    }
    expect(await count(bare, 'products')).toBe(0)
    expect(await count(a, 'products')).toBeGreaterThan(0)
  })

  it('gives each caller a database of its own', async () => {
    const before = await count(b, 'coupons')
    expect(before).toBeGreaterThan(0)
    await a.db.execute(sql`delete from coupons`)
    expect(await count(a, 'coupons')).toBe(0)
    expect(await count(b, 'coupons')).toBe(before)
  })
})
