// The memory part of `npm run bench` (decision 027): one API process on a throwaway PostgreSQL cluster, `npm start`'s
// defaults otherwise, under ten rounds of a shopper's mixed load (the product list, a product, the list, product
// and home pages, search and add-to-cart); the resident memory of each of its processes after every round. The
// process measured is a shop's second start: a first one migrates and seeds the database and its data folder and
// is stopped, as a running shop is not on its first start (as scripts/bench/start.ts times its starts).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { isComingSoon } from '#domain/stock.ts'
import { startPostgresCluster } from '#server/testing/postgres-cluster.ts'
import { type BenchUser, signUpPool } from '../lib/bench-users.ts'
import { onCleanup } from '../lib/cleanup.ts'
import { startShop } from '../lib/shop-process.ts'
import { type MemoryRound, memoryReport, memorySummary, type ProcessMemory } from './memory-report.ts'
import { type MixedRequest, mixedLoad } from './mixed-load.ts'
import { rssOfTree } from './rss.ts'

const ROUNDS = 10
const CONNECTIONS = 20
const STOCK = 1_000_000
/** What a browser sends; pages and JSON are then answered compressed, as shoppers get them. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' }
const SEARCH_TERMS = ['moringa', 'tulsi', 'honey', 'turmeric', 'ashwagandha', 'ghee', 'tea', 'amla']

/**
 * One shopper's cycle of requests. Products and list variants turn over the whole catalogue; every other search
 * is a query no one asked before (the long tail real shoppers type), so a cache keyed by address must hold its
 * bound.
 */
export function shopperCycle(
  user: BenchUser,
  connection: number,
  products: readonly number[],
): MixedRequest[] {
  const productAt = (n: number) => products[(connection + n) % products.length]!
  const lists = ['?page=1&per_page=20', '?page=1&per_page=100', '?page=1&per_page=8&sort=featured']
  const page = { ...BROWSER, accept: 'text/html' }
  return [
    { name: 'product list', path: (n) => `/api/v1/products${lists[n % lists.length]}`, headers: BROWSER },
    { name: 'product', path: (n) => `/api/v1/products/${productAt(n)}`, headers: BROWSER },
    { name: '/products page', path: () => '/products', headers: page },
    { name: '/product page', path: (n) => `/product/${productAt(n)}`, headers: page },
    { name: '/ page', path: () => '/', headers: page },
    {
      name: 'search',
      path: (n) => {
        const term = SEARCH_TERMS[n % SEARCH_TERMS.length]!
        return `/api/v1/products/search?q=${encodeURIComponent(n % 2 ? `${term} ${connection}-${n}` : term)}`
      },
      headers: BROWSER,
    },
    {
      name: 'add to cart',
      method: 'POST',
      path: () => '/api/v1/cart/items',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: (n) => JSON.stringify({ product_id: productAt(n), quantity: 1 }),
    },
  ]
}

/** `env`: more settings for the shop (e.g. NODE_OPTIONS, to compare V8's heap settings). */
export async function runMemoryBench(
  seconds: number,
  rounds = ROUNDS,
  env: Record<string, string> = {},
): Promise<ProcessMemory[]> {
  const cluster = await startPostgresCluster()
  const stopCluster = onCleanup(() => cluster.stop())
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-memory-'))
  try {
    const admin = new pg.Client({ connectionString: cluster.url() })
    await admin.connect()
    await admin.query('create database bench_memory')
    const version = (await admin.query('show server_version')).rows[0]?.server_version
    await admin.end()
    // `npm start`'s defaults, on PostgreSQL; the sign-in limits off, as in the pg part (the bench signs up shoppers).
    // Both starts share one data folder, as a shop's starts do.
    const shopEnv = {
      DATABASE_URL: cluster.url('bench_memory'),
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT: 'false',
      ...env,
    }
    // The first start migrates and seeds: not measured.
    const first = await startShop(shopEnv)
    await onCleanup(() => first.stop())()
    const shop = await startShop(shopEnv)
    const stopShop = onCleanup(() => shop.stop())
    const sql = new pg.Client({ connectionString: cluster.url('bench_memory') })
    await sql.connect()
    try {
      const pid = shop.child.pid!
      const atStart = rssOfTree(pid, 'API')
      await sql.query('update products set stock = $1', [STOCK])
      const products = (
        await sql.query<{ id: number; stock_status: string }>(
          'select id, stock_status from products order by id',
        )
      ).rows
        .filter((p) => !isComingSoon(p.stock_status))
        .map((p) => p.id)
      const users = await signUpPool(shop.base, CONNECTIONS)
      const done: MemoryRound[] = []
      console.info(
        `\nMemory: one API process on PostgreSQL ${version}, npm start's defaults, its second start (the first, which ` +
          `migrates and seeds, not measured); ${rounds} rounds of ${seconds} s, ` +
          `${CONNECTIONS} connections, each a shopper cycling through the product list, a product, the /products, ` +
          `/product/:id and / pages, search (every other query new) and add-to-cart (node ${process.version})`,
      )
      for (let round = 1; round <= rounds; round++) {
        // A cart line holds 99 at most: each round starts from empty carts, so add-to-cart stays a full add.
        await sql.query(
          'delete from cart_items where cart_id in (select id from carts where user_id = any($1))',
          [users.map((u) => u.id)],
        )
        const figures = await mixedLoad(
          shop.base,
          seconds,
          (i) => shopperCycle(users[i % users.length]!, i, products),
          CONNECTIONS,
        )
        await settle(sql)
        const rss = rssOfTree(pid, 'API')
        done.push({
          round,
          requests: figures.requests,
          reqPerSec: figures.reqPerSec,
          non2xx: figures.non2xx,
          rss,
        })
        console.info(
          `  round ${round}: ${figures.requests} replies (${figures.non2xx} non-2xx), RSS ${Object.entries(
            rss,
          )
            .map(([label, v]) => `${label} ${v.toFixed(1)} MiB`)
            .join(', ')}`,
        )
        for (const failure of figures.firstFailures) console.info(`    first failure, ${failure}`)
      }
      console.info(`\n${memoryReport(done, atStart)}`)
      return memorySummary(done, atStart)
    } finally {
      await sql.end()
      await stopShop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
    await stopCluster()
  }
}

/** Waits until the shop's statements are done: requests still running when the load stopped finish first. */
async function settle(sql: pg.Client): Promise<void> {
  for (let quiet = 0; quiet < 5; ) {
    await new Promise((r) => setTimeout(r, 100))
    const { rows } = await sql.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and state <> 'idle' and pid <> pg_backend_pid()",
    )
    quiet = rows[0]?.n === 0 ? quiet + 1 : 0
  }
}
