// Starting a shop for journeys, used by global setup (the run's shared shop) and by the harness (a journey's own
// shop). No Vitest imports here: global setup runs outside the test workers.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { waitForWorkers } from '#server/testing/workers.ts'
import { type ShopProcess, startShop } from '../scripts/lib/shop-process.ts'

/** With E2E_CLUSTER=1 each shop runs two API processes on PostgreSQL, so its journeys cross processes. */
export const WORKERS = 2

/**
 * The settings of the run's shared shop (decision record 034). Rate limits are off: every journey is one address
 * (127.0.0.1), and the limits are per address over minutes, so journeys that share a shop would use up each
 * other's allowance. The API tests cover the limits; a journey that tests one starts its own shop. A cart is
 * reminded after 2 s (decision 054), so the reminder journey waits seconds, not hours: reminders go only to shoppers
 * who chose them, which no other journey does.
 */
export const SHARED_ENV: Readonly<Record<string, string>> = Object.freeze({
  AUTH_RATE_LIMIT: 'false',
  CART_REMINDER_IDLE_SECONDS: '2',
})

/** What a journey needs of a shop: where it answers, and its data folder (the outbox of mails is in it). */
export interface JourneyShop {
  base: string
  dataDir: string
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

/**
 * What every journey shop starts from, made once per run by global setup (decision record 034): a database
 * migrated and seeded as a shop's first start leaves it. Embedded: a data folder, copied into each shop's own;
 * PostgreSQL: a template database, each shop's database created from it. A shop then starts in the time it takes
 * to open its database, without the first start's migrations and seeding (seconds of CPU each).
 */
export type ShopTemplate = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; database: string }

export async function makeShopTemplate(
  adminUrl: string | null,
): Promise<{ template: ShopTemplate; remove(): Promise<void> }> {
  // Loaded here, not with this module: the journeys' workers import it for starting shops, and would otherwise
  // load the server's database layer and seed (seconds of CPU in each test file) to use none of it.
  const [{ openDatabase }, { seedCatalogue }] = await Promise.all([
    import('#server/db/client.ts'),
    import('#server/db/seed/index.ts'),
  ])
  if (!adminUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-template-'))
    const database = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') })
    try {
      await seedCatalogue(database.db)
    } finally {
      await database.close()
    }
    return {
      template: { kind: 'pglite', dataDir },
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    }
  }
  const name = `shop_e2e_template_${randomBytes(4).toString('hex')}`
  await adminQuery(adminUrl, `create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 })
  try {
    await seedCatalogue(database.db)
  } finally {
    // No connection may stay on a template: `create database … template` refuses one in use.
    await database.close()
  }
  return {
    template: { kind: 'postgres', database: name },
    remove: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  }
}

/**
 * The shop's database: embedded PGlite in its data folder, or with a PostgreSQL cluster (E2E_CLUSTER=1) a fresh
 * database on it served by two API processes (WORKERS=2); either one a copy of the run's template.
 */
export async function databaseFor(
  adminUrl: string | null,
  template: ShopTemplate,
): Promise<{ env: Record<string, string>; from?: string; drop(): Promise<void> }> {
  if (!adminUrl || template.kind === 'pglite') {
    if (template.kind !== 'pglite') throw new Error('an embedded shop needs a data folder to start from')
    return { env: {}, from: template.dataDir, drop: async () => {} }
  }
  const name = `shop_e2e_${randomBytes(6).toString('hex')}`
  await adminQuery(adminUrl, `create database ${name} template ${template.database}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    env: { DATABASE_URL: url.toString(), WORKERS: String(WORKERS) },
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  }
}

/**
 * How long a journey's shop may take to answer, and its second process after it: 300 s unless
 * SHOP_START_TIMEOUT_MS says otherwise. Longer than startShop's own default: a shop's first start migrates and
 * seeds its database (about 15 s of CPU), which on a 2-core machine shared with other work has taken over 100 s.
 * The wait gives up at once when the shop exits, so the length costs nothing when it fails.
 */
export const JOURNEY_SHOP_TIMEOUT_MS = Number(process.env.SHOP_START_TIMEOUT_MS ?? 300_000)

/**
 * What every journey's shop runs with: passwords hashed at a sixteenth of the shop's cost, as test settings of
 * web frameworks do (src/server/modules/identity/password-hash.ts, decision record 034); a journey signs up and in
 * a hundred times or more.
 */
export const JOURNEY_BASE_ENV: Readonly<Record<string, string>> = Object.freeze({ PASSWORD_SCRYPT_N: '1024' })

/**
 * `stock:verify` on what a journey shop leaves (decisions 031 and 052): once it has stopped, every SKU's stock must be
 * the sum of its ledger and every batch's remaining the sum of its rows, whatever its journeys did. A stop that finds
 * otherwise fails, naming each figure.
 */
async function stockVerified(url: string | undefined, dataDir: string): Promise<void> {
  const [{ openDatabase }, { verifyStock }] = await Promise.all([
    import('#server/db/client.ts'),
    import('#server/modules/catalogue/stock-verify.ts'),
  ])
  const database = await openDatabase(
    url ? { kind: 'postgres', url, poolSize: 1 } : { kind: 'pglite', dir: path.join(dataDir, 'db') },
  )
  try {
    const { ok, lines } = await verifyStock(database.db)
    if (!ok) throw new Error(`stock:verify after the journeys of ${dataDir}:\n${lines.join('\n')}`)
  } finally {
    await database.close()
  }
}

/** Starts a shop and waits until it answers (and with two processes, until both do). Nothing sleeps a fixed time. */
export async function startJourneyShop(
  env: Record<string, string>,
  database: { env: Record<string, string>; from?: string },
) {
  const shop: ShopProcess = await startShop(
    { ...JOURNEY_BASE_ENV, ...database.env, ...env },
    {
      timeoutMs: JOURNEY_SHOP_TIMEOUT_MS,
      ...(database.from ? { from: database.from } : {}),
      afterExit: (dataDir) => stockVerified(database.env.DATABASE_URL, dataDir),
    },
  )
  try {
    // The first worker may answer before the other listens: start once both do.
    if (database.env.WORKERS) await waitForWorkers(shop.base, WORKERS, JOURNEY_SHOP_TIMEOUT_MS)
  } catch (err) {
    await shop.stop()
    throw err
  }
  return shop
}
