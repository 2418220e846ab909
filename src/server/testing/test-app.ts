import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { inject } from 'vitest'
import type { ReviewModerationMode } from '#domain/shop-settings.ts'
import { buildApp } from '../app.ts'
import { type Config, loadConfig } from '../config.ts'
import { type Database, type DatabaseOptions, openDatabase } from '../db/client.ts'
import { createDatabase } from './pg-databases.ts'

/** The origin tests call from; the identity service trusts it. */
export const TEST_ORIGIN = 'http://localhost:3000'
/** The test app's secret: a shop started beside it (two-processes.ts) takes the same, so each reads the other's sessions. */
export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123456789'

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>
  database: Database
  config: Config
  close(): Promise<void>
}

/**
 * A snapshot's bytes as the Blob PGlite's `loadDataDir` reads with `arrayBuffer()`. Node's own Blob hands out a
 * 40 MB tarball in small chunks and joins them again, about half a second of CPU per test database; this one hands
 * out a copy of the bytes at once. A worker keeps its modules from one test file to the next (decision record 034),
 * so each snapshot is read from disk once per worker.
 */
class SnapshotBlob extends Blob {
  readonly #data: Uint8Array
  constructor(data: Uint8Array) {
    super([])
    this.#data = data
  }
  override get size(): number {
    return this.#data.byteLength
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    return (await this.bytes()).buffer
  }
  override async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return new Uint8Array(this.#data)
  }
}
const snapshotBlobs = new Map<string, Blob>()
const snapshotBlob = (file: string): Blob => {
  const kept = snapshotBlobs.get(file)
  if (kept) return kept
  const blob = new SnapshotBlob(readFileSync(file))
  snapshotBlobs.set(file, blob)
  return blob
}

/**
 * A fresh database for one test file, migrated, and with `seed` also seeded: a copy of the run's snapshot made in
 * global setup (decision record 034): an in-memory PGlite loaded from its data-folder tarball, or a new database on
 * the test cluster created from its template.
 */
export async function openTestDatabase(
  opts: DatabaseOptions & { seed?: boolean } = {},
): Promise<{ database: Database; drop(): Promise<void> }> {
  const { seed = false, ...options } = opts
  const adminUrl = inject('pgAdminUrl')
  if (!adminUrl) {
    const snapshots = inject('testSnapshots')
    const loadDataDir = snapshotBlob(seed ? snapshots.seeded : snapshots.bare)
    const database = await openDatabase({ kind: 'pglite', dir: 'memory://' }, { ...options, loadDataDir })
    return { database, drop: async () => {} }
  }
  const created = await createDatabase({ from: seed ? 'seeded' : 'bare' })
  const database = await openDatabase({ kind: 'postgres', url: created.url, poolSize: 20 }, options)
  return { database, drop: created.drop }
}

export async function createTestApp(
  opts: {
    seed?: boolean
    env?: Record<string, string>
    /** where the app's JSON log lines go (with env LOG_LEVEL, which is silent otherwise) */
    logStream?: NodeJS.WritableStream
    /** sees every statement the app sends to the database */
    onQuery?: DatabaseOptions['onQuery']
    /** build on this database (another app's, as a restarted or second process would); left open on close */
    database?: Database
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-test-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: TEST_AUTH_SECRET,
    // Tests stand where a proxy on this machine would: the shoppers they play each come from the address they
    // put in X-Forwarded-For (auth-helpers' freshIp). Tests of the direct case set TRUST_PROXY: 'false'.
    TRUST_PROXY: 'loopback',
    // A sixteenth of the shop's cost of a password hash, but where a test stands for production (which refuses
    // it): the suites sign up and in hundreds of times; the shop's own cost is tested in password-hash.unit.test.ts
    // and password-cost.test.ts (decision record 034).
    ...(opts.env?.NODE_ENV === 'production' ? {} : { PASSWORD_SCRYPT_N: '1024' }),
    ...opts.env,
  })
  const shared = opts.database
  const { database, drop } = shared
    ? { database: shared, drop: async () => {} }
    : await openTestDatabase({ onQuery: opts.onQuery, seed: opts.seed !== false })
  const app = await buildApp({ config, database, logStream: opts.logStream })
  await app.ready()
  return {
    app,
    database,
    config,
    async close() {
      await app.close()
      if (!shared) await database.close()
      await drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Sets the shop's review moderation (decision 045) as the owner's Settings do, for the tests about writing, liking
 * and reporting reviews (the rule itself is tested in reviews/moderation.test.ts). The app's database is its own.
 */
export async function setReviewModeration(t: TestContext, mode: ReviewModerationMode): Promise<void> {
  const saved = await t.app.settings.update(
    { reviews: { moderation: mode }, version: t.app.settings.view().version },
    async () => {},
  )
  if (!saved.saved) throw new Error('the settings moved while a test set them')
}
