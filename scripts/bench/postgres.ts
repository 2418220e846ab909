// The PostgreSQL part of `npm run bench`. A throwaway cluster; for 1 and then 2 API processes (WORKERS) a fresh
// database and 50 shoppers signed up over HTTP; then, 50 connections each: the catalogue list, a product, search,
// add-to-cart and place-order. A bare Fastify route answering a reply of the same size runs in the same process
// of the bench, one route at a time, as the baseline.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { isComingSoon } from '#domain/stock.ts'
import { ADDRESS, BUYER } from '#server/testing/checkout-load.ts'
import { startPostgresCluster } from '#server/testing/postgres-cluster.ts'
import { api, type BenchUser, signUpPool } from '../lib/bench-users.ts'
import { onCleanup } from '../lib/cleanup.ts'
import { type Figures, type LoadOptions, load, startBare, startShop, table } from '../lib/shop-process.ts'

const SHOPPERS = 50
const CONNECTIONS = 50
const WARM_UP_SECONDS = 1
/** Every product's stock before the cart and order runs, so replies are about ordering, not "out of stock". */
const STOCK = 1_000_000

interface Route {
  name: string
  method: 'GET' | 'POST'
  path: string
}

export const PG_ROUTES = {
  list: { name: 'product list', method: 'GET', path: '/api/v1/products?per_page=20' },
  product: { name: 'product', method: 'GET', path: '/api/v1/products/101' },
  search: { name: 'search', method: 'GET', path: '/api/v1/products/search?q=moringa' },
  addToCart: { name: 'add to cart', method: 'POST', path: '/api/v1/cart/items' },
  placeOrder: { name: 'place order (reload)', method: 'POST', path: '/api/v1/payments/create-order' },
  replaceOrder: { name: 'place order (changed)', method: 'POST', path: '/api/v1/payments/create-order' },
} satisfies Record<string, Route>

interface Measured {
  route: Route
  figures: Figures
  /** a reply of the route (the bare route answers one of the same size) */
  reply: string
  /** a request body of the route, for the bare route's POST */
  requestBody?: string
}

interface WorkersRun {
  workers: number
  measured: Measured[]
  notes: string[]
}

const bearer = (u: BenchUser) => ({ authorization: `Bearer ${u.token}`, 'content-type': 'application/json' })

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

async function measure(url: string, seconds: number, opts: LoadOptions = {}): Promise<Figures> {
  await load(url, WARM_UP_SECONDS, { connections: CONNECTIONS, ...opts })
  return load(url, seconds, { connections: CONNECTIONS, ...opts })
}

async function benchWorkers(
  cluster: Awaited<ReturnType<typeof startPostgresCluster>>,
  workers: number,
  seconds: number,
): Promise<WorkersRun> {
  const database = `bench_w${workers}`
  await withClient(cluster.url(), async (admin) => {
    await admin.query(`drop database if exists ${database}`)
    await admin.query(`create database ${database}`)
  })
  // Rate limits guard against abuse (a shopper places at most 20 orders a minute); the bench measures throughput.
  const shop = await startShop({
    DATABASE_URL: cluster.url(database),
    WORKERS: String(workers),
    AUTH_RATE_LIMIT: 'false',
  })
  const stopShop = onCleanup(() => shop.stop())
  try {
    return await withClient(cluster.url(database), async (sql) => {
      const restock = () => sql.query('update products set stock = $1', [STOCK])
      // Requests still running when autocannon's window closes finish by themselves: wait for them, so the next
      // step (and the shutdown) starts from a quiet database.
      const settle = async () => {
        for (let quiet = 0; quiet < 5; ) {
          await new Promise((r) => setTimeout(r, 100))
          const { rows } = await sql.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and state <> 'idle' and pid <> pg_backend_pid()",
          )
          quiet = rows[0]?.n === 0 ? quiet + 1 : 0
        }
      }
      await restock()
      const products = (
        await sql.query<{ id: number; stock_status: string }>(
          'select id, stock_status from products order by id',
        )
      ).rows
        .filter((p) => !isComingSoon(p.stock_status))
        .map((p) => p.id)
      const productAt = (i: number) => products[i % products.length]!
      const started = Date.now()
      const users = await signUpPool(shop.base, SHOPPERS)
      const notes = [`${SHOPPERS} shoppers signed up in ${((Date.now() - started) / 1000).toFixed(1)} s`]
      const measured: Measured[] = []

      for (const route of [PG_ROUTES.list, PG_ROUTES.product, PG_ROUTES.search]) {
        const url = `${shop.base}${route.path}`
        const reply = await (await fetch(url)).text()
        measured.push({ route, reply, figures: await measure(url, seconds) })
      }

      // Add to cart: one shopper per connection, each adding one more of three products in turn (99 at most a
      // line, so the reply is still a full add: the cart read, the line written, the cart answered).
      {
        const route = PG_ROUTES.addToCart
        const figures = await measure(`${shop.base}${route.path}`, seconds, {
          method: 'POST',
          perConnection: (i) => {
            let n = 0
            return {
              headers: bearer(users[i % users.length]!),
              body: () => JSON.stringify({ product_id: productAt(i + (n++ % 3)), quantity: 1 }),
            }
          },
        })
        await settle()
        const requestBody = JSON.stringify({ product_id: productAt(0), quantity: 1 })
        const reply = JSON.stringify(
          await api(shop.base, users[0]!.token, 'POST', '/cart/items', JSON.parse(requestBody)),
        )
        measured.push({ route, reply, requestBody, figures })
      }

      // Place order: each shopper has one product in the cart and a saved address. Placing does not empty the
      // cart (paying does); a shopper has one open order, so a shopper's first request places it (stock
      // reserved) and every later one re-places it: its lines and stock given back and taken again in the same
      // transaction, the payment order kept while the amount is the same (a reload of the payment step).
      {
        const route = PG_ROUTES.placeOrder
        await sql.query(
          'delete from cart_items where cart_id in (select id from carts where user_id = any($1))',
          [users.map((u) => u.id)],
        )
        const bodies = await Promise.all(
          users.map(async (u, i) => {
            await api(shop.base, u.token, 'POST', '/cart/items', { product_id: productAt(i), quantity: 1 })
            const estimate = await api<{ data: { address_id: string } }>(
              shop.base,
              u.token,
              'POST',
              '/cart/checkout/estimate-shipping',
              ADDRESS,
            )
            return { ...BUYER, shipping_address_id: estimate.data.address_id }
          }),
        )
        const standard = (i: number) => JSON.stringify({ ...bodies[i]!, shipping_service_level: 'standard' })
        const reply = JSON.stringify(
          await api(shop.base, users[0]!.token, 'POST', '/payments/create-order', JSON.parse(standard(0))),
        )
        const count = async () =>
          (
            await sql.query<{ orders: number; stock: string }>(
              'select (select count(*)::int from orders) as orders, (select sum(stock) from products where id = any($1)) as stock',
              [products],
            )
          ).rows[0]!
        // Reload: every request asks for what the shopper's open order already is (the payment step reloaded).
        // Changed: every request changes it (standard and express shipping in turn, so another total): its lines
        // and stock are given back and taken again in one transaction, and a new payment order is made.
        for (const [route, body] of [
          [PG_ROUTES.placeOrder, (i: number) => () => standard(i % bodies.length)],
          [
            PG_ROUTES.replaceOrder,
            (i: number) => {
              let n = 0
              const level = () => (n++ % 2 === 0 ? 'express' : 'standard')
              return () => JSON.stringify({ ...bodies[i % bodies.length]!, shipping_service_level: level() })
            },
          ],
        ] as const) {
          const opts: LoadOptions = {
            connections: CONNECTIONS,
            method: 'POST',
            perConnection: (i) => ({ headers: bearer(users[i % users.length]!), body: body(i) }),
          }
          const url = `${shop.base}${route.path}`
          await load(url, WARM_UP_SECONDS, opts)
          await settle()
          await restock()
          const before = await count()
          const figures = await load(url, seconds, opts)
          await settle()
          const after = await count()
          notes.push(
            `${route.name}: ${figures.ok} 2xx replies, ${after.orders - before.orders} new orders in the database ` +
              `(one open order per shopper: every other request re-placed it), stock ${Number(before.stock)} → ` +
              `${Number(after.stock)}`,
          )
          measured.push({ route, reply, requestBody: standard(0), figures })
        }
      }
      return { workers, measured, notes }
    })
  } finally {
    await stopShop()
  }
}

async function measureBare(m: Measured, seconds: number, dir: string): Promise<Figures> {
  const bodyFile = path.join(dir, `${m.route.name.replace(/\W+/g, '-')}.json`)
  writeFileSync(bodyFile, m.reply)
  const bare = await startBare(bodyFile)
  try {
    const requestBody = m.requestBody
    return await measure(bare.url, seconds, {
      method: m.route.method,
      ...(requestBody
        ? {
            perConnection: () => ({
              headers: { 'content-type': 'application/json' },
              body: () => requestBody,
            }),
          }
        : {}),
    })
  } finally {
    bare.child.kill()
  }
}

const ms = (n: number) => String(n)

/** One row per route and process count: our figures, the bare route's beside them, and the ratios. */
export function pgRows(runs: WorkersRun[], bare: Map<string, Figures>): Record<string, string | number>[] {
  const rows: Record<string, string | number>[] = []
  const one = runs.find((r) => r.workers === 1)
  for (const m of runs[0]?.measured ?? []) {
    const b = bare.get(m.route.name)
    for (const run of runs) {
      const f = run.measured.find((x) => x.route.name === m.route.name)?.figures
      if (!f) continue
      const single = one?.measured.find((x) => x.route.name === m.route.name)?.figures
      rows.push({
        route: `${m.route.method} ${m.route.name}`,
        processes: run.workers,
        bytes: m.reply.length,
        'req/s': Math.round(f.reqPerSec),
        'p50 ms': ms(f.p50),
        'p99 ms': ms(f.p99),
        'non-2xx': f.failures ? `${f.non2xx} (${f.failures})` : 0,
        'bare req/s': b ? Math.round(b.reqPerSec) : '–',
        'bare p99 ms': b ? ms(b.p99) : '–',
        '× bare': b ? (f.reqPerSec / b.reqPerSec).toFixed(2) : '–',
        '× 1 process': single && run.workers !== 1 ? (f.reqPerSec / single.reqPerSec).toFixed(2) : '',
      })
    }
  }
  return rows
}

export async function runPostgresBench(seconds: number, workerCounts = [1, 2]): Promise<void> {
  const cluster = await startPostgresCluster()
  const stopCluster = onCleanup(() => cluster.stop())
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-bodies-'))
  const removeDir = onCleanup(() => rmSync(dir, { recursive: true, force: true }))
  try {
    const version = await withClient(
      cluster.url(),
      async (c) => (await c.query('show server_version')).rows[0]?.server_version,
    )
    const runs: WorkersRun[] = []
    for (const workers of workerCounts) runs.push(await benchWorkers(cluster, workers, seconds))
    const bare = new Map<string, Figures>()
    for (const m of runs[0]?.measured ?? []) bare.set(m.route.name, await measureBare(m, seconds, dir))

    console.info(
      `\nPostgreSQL ${version}, ${CONNECTIONS} connections, ${seconds} s per route after ${WARM_UP_SECONDS} s of warm-up, ` +
        `${SHOPPERS} shoppers (node ${process.version}); bare: one Fastify process answering a reply of the same size\n`,
    )
    console.info(table(pgRows(runs, bare)))
    for (const run of runs) for (const note of run.notes) console.info(`${run.workers} process(es): ${note}`)
    for (const run of runs)
      for (const m of run.measured)
        if (m.figures.firstFailure)
          console.info(
            `${run.workers} process(es), ${m.route.name}, first failure: ${m.figures.firstFailure}`,
          )
  } finally {
    await removeDir()
    await stopCluster()
  }
}
