import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type ClusterDatabase, createDatabase } from '../testing/pg-databases.ts'
import { type Database, openDatabase } from './client.ts'

// Two processes on one PostgreSQL database, as two pools: a notice reaches the other; with `othersOnly`, the
// process that sent it does not hear its own notice again (it acted on its change when it made it).
const adminUrl = inject('pgAdminUrl')

const until = async (ok: () => boolean): Promise<void> => {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 25))
}

describe.skipIf(!adminUrl)('notices between processes', () => {
  let created: ClusterDatabase
  let a: Database
  let b: Database

  beforeAll(async () => {
    created = await createDatabase({ from: 'bare', prefix: 'shop_notices' })
    a = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 3 })
    b = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 3 })
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
    await created?.drop()
  })

  it('a notice sent by one process is heard by the other, and by the sender only where it asked to hear its own', async () => {
    const heard = { aOthers: 0, aAll: 0, bOthers: 0 }
    await a.listen('changed_here', () => heard.aOthers++, { othersOnly: true })
    await a.listen('changed_here', () => heard.aAll++)
    await b.listen('changed_here', () => heard.bOthers++, { othersOnly: true })
    // (connecting the listener runs every handler once: anything may have changed while not listening)
    const before = { ...heard }

    // Several notices from a's pool (several of its connections), then one from b: a hears only b's.
    await Promise.all([a.notify('changed_here'), a.notify('changed_here'), a.notify('changed_here')])
    await until(() => heard.bOthers - before.bOthers === 3 && heard.aAll - before.aAll === 3)
    expect(heard.bOthers - before.bOthers).toBe(3)
    expect(heard.aAll - before.aAll).toBe(3)
    expect(heard.aOthers - before.aOthers).toBe(0)

    await b.notify('changed_here')
    await until(() => heard.aOthers - before.aOthers === 1)
    expect(heard.aOthers - before.aOthers).toBe(1)
    expect(heard.aAll - before.aAll).toBe(4)
    expect(heard.bOthers - before.bOthers).toBe(3)
  })
})
