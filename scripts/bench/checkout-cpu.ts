// The `checkout` part of `npm run bench` (decision 036): the CPU one order costs the shop, one shopper at a time,
// on PostgreSQL. Two shop processes on one throwaway database: the API process answers every request with its
// outbox worker off (NOTIFICATIONS_WORKER=false), and a worker process that answers none runs the outbox (the
// invoice job, the confirmation mail), as a shop may be deployed. A shopper adds to the cart, places the order,
// pays by the test gateway's card form (which delivers the payment.captured webhook, captured there) and verifies;
// ORDERS orders one after the other, then the outbox is waited for until it is empty. Each process's utime + stime
// (/proc/<pid>/stat) over the orders, divided by their number: the API process's is the request path's share, the
// worker process's the background's, and their sum the order's cost. Both include what a process does anyway
// meanwhile (timers, polls: measured apart, idle, and printed), and the API process's includes the test gateway's
// own card form, which is Razorpay's work in production.
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { ADDRESS, BUYER } from '#server/testing/checkout-load.ts'
import { startPostgresCluster } from '#server/testing/postgres-cluster.ts'
import { api, signUp } from '../lib/bench-users.ts'
import { onCleanup } from '../lib/cleanup.ts'
import { type ShopProcess, startShop, table } from '../lib/shop-process.ts'

/** Targets of the one-shopper checkout (decision 036): CPU per order placed and paid, and the request path's. */
export const CHECKOUT_TARGETS = { totalMs: 100, requestMs: 40 }
const ORDERS = Number(process.env.BENCH_CHECKOUT_ORDERS ?? 50)
const WARM_UP_ORDERS = 5

/** A process's CPU time so far (user + system), in milliseconds, from /proc/<pid>/stat. */
export function cpuMsOf(pid: number, statText = readFileSync(`/proc/${pid}/stat`, 'utf8')): number {
  // Fields after the command (which may hold spaces, in parentheses): state is field 3, utime 14, stime 15.
  const fields = statText.slice(statText.lastIndexOf(')') + 2).split(' ')
  const ticks = Number(fields[11]) + Number(fields[12])
  return (ticks * 1000) / CLOCK_TICKS
}
/** USER_HZ: 100 on Linux for every architecture the shop runs on (what `getconf CLK_TCK` says). */
const CLOCK_TICKS = 100

export interface CheckoutCpu {
  orders: number
  requestMs: number
  backgroundMs: number
  /** what the two processes spend idle over as long as the orders took, per order (included above) */
  idleMs: number
  seconds: number
  /** the API process's CPU per order over each request (what the request path is made of) */
  steps: { name: string; ms: number }[]
}

/** PASS/FAIL lines against the targets. */
export function checkoutVerdicts(r: CheckoutCpu): { line: string; pass: boolean }[] {
  const total = r.requestMs + r.backgroundMs
  return [
    {
      pass: total <= CHECKOUT_TARGETS.totalMs,
      line: `CPU per order placed and paid: ${total.toFixed(1)} ms (target ≤ ${CHECKOUT_TARGETS.totalMs})`,
    },
    {
      pass: r.requestMs <= CHECKOUT_TARGETS.requestMs,
      line: `of which the request path: ${r.requestMs.toFixed(1)} ms (target ≤ ${CHECKOUT_TARGETS.requestMs})`,
    },
  ]
}

async function sqlOf<T>(url: string, text: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  try {
    return (await c.query(text)).rows as T[]
  } finally {
    await c.end()
  }
}

async function post(base: string, path: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${text.slice(0, 300)}`)
  return JSON.parse(text) as Record<string, unknown>
}

/** Waits until the outbox holds nothing pending or being sent (the invoice jobs and the mails they release). */
async function drained(url: string): Promise<void> {
  for (const until = Date.now() + 120_000; Date.now() < until; ) {
    const [row] = await sqlOf<{ n: number }>(
      url,
      "select count(*)::int as n from notifications where status in ('pending', 'sending')",
    )
    if (row?.n === 0) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('the outbox did not drain within 2 minutes')
}

export async function measureCheckoutCpu(): Promise<CheckoutCpu> {
  const cluster = await startPostgresCluster()
  const stopCluster = onCleanup(() => cluster.stop())
  try {
    await sqlOf(cluster.url(), 'create database bench_checkout')
    const url = cluster.url('bench_checkout')
    // BENCH_CPU_PROF_DIR: each shop process writes a V8 CPU profile there when it stops (where the time goes).
    const profile: Record<string, string> = process.env.BENCH_CPU_PROF_DIR
      ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}` }
      : {}
    const common = {
      DATABASE_URL: url,
      AUTH_RATE_LIMIT: 'false',
      NOTIFICATIONS_POLL_SECONDS: '5',
      ...profile,
    }
    const shops: ShopProcess[] = []
    const stopShops = onCleanup(() => Promise.all(shops.map((s) => s.stop())).then(() => {}))
    try {
      const apiShop = await startShop({ ...common, NOTIFICATIONS_WORKER: 'false' })
      shops.push(apiShop)
      // The worker process answers no request; its PUBLIC_URL is the API process's, as behind one address.
      const worker = await startShop({ ...common, PUBLIC_URL: apiShop.base })
      shops.push(worker)
      const base = apiShop.base
      await sqlOf(url, 'update products set stock = 1000000')
      const shopper = await signUp(base, 0, Date.now().toString(36))
      await api(base, shopper.token, 'POST', '/cart/items', { product_id: 101, quantity: 1 })
      const estimate = await api<{ data: { address_id: string } }>(
        base,
        shopper.token,
        'POST',
        '/cart/checkout/estimate-shipping',
        ADDRESS,
      )
      const order = { ...BUYER, shipping_address_id: estimate.data.address_id }
      const pids = [apiShop.child.pid!, worker.child.pid!]
      const cpu = () => pids.map((p) => cpuMsOf(p))
      // The API process's CPU over each step (its clock ticks are 10 ms: averaged over the orders).
      const steps = new Map<string, number>()
      const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
        const at = cpuMsOf(pids[0]!)
        const out = await run()
        steps.set(name, (steps.get(name) ?? 0) + cpuMsOf(pids[0]!) - at)
        return out
      }
      let first = true
      const checkout = async () => {
        if (!first)
          await step('add to cart', () =>
            api(base, shopper.token, 'POST', '/cart/items', { product_id: 101, quantity: 1 }),
          )
        first = false
        const placed = (
          await step('place order', () => post(base, '/api/v1/payments/create-order', order, shopper.token))
        ).data as { key_id: string; order_id: string }
        const paid = await step('pay (gateway + webhook)', () =>
          post(base, '/test-gateway/checkout/pay', {
            key: placed.key_id,
            order_id: placed.order_id,
            card_number: '4111111111111111',
            expiry: '12/30',
            cvv: '123',
            name: 'Asha Rao',
          }),
        )
        await step('verify', () => post(base, '/api/v1/payments/verify', paid, shopper.token))
      }
      for (let i = 0; i < WARM_UP_ORDERS; i++) await checkout()
      await drained(url)
      // What the two processes spend doing nothing but their timers, over a quiet while.
      const idleBefore = cpu()
      const idleStarted = Date.now()
      await new Promise((r) => setTimeout(r, 5_000))
      const idle = cpu().reduce((s, v, i) => s + v - idleBefore[i]!, 0) / ((Date.now() - idleStarted) / 1000)

      steps.clear()
      const before = cpu()
      const started = Date.now()
      for (let i = 0; i < ORDERS; i++) await checkout()
      await drained(url)
      const after = cpu()
      const seconds = (Date.now() - started) / 1000
      return {
        orders: ORDERS,
        requestMs: (after[0]! - before[0]!) / ORDERS,
        backgroundMs: (after[1]! - before[1]!) / ORDERS,
        idleMs: (idle * seconds) / ORDERS,
        seconds,
        // the first order adds nothing to the cart (its cart was filled before the warm-up)
        steps: [...steps].map(([name, ms]) => ({ name, ms: ms / ORDERS })),
      }
    } finally {
      await stopShops()
    }
  } finally {
    await stopCluster()
  }
}

/** Prints the figures and the verdicts; answers whether every target was met. */
export async function runCheckoutCpuBench(): Promise<boolean> {
  const r = await measureCheckoutCpu()
  console.info(
    `\nOne shopper's checkout on PostgreSQL (add to cart, place, pay by the test card, verify), ${r.orders} orders one after the other in ${r.seconds.toFixed(1)} s, then the outbox drained; CPU (utime + stime) per order: the API process (its outbox worker off) is the request path, a second process runs the outbox (invoice PDF, confirmation mail)\n`,
  )
  console.info(
    table([
      {
        'request path ms': r.requestMs.toFixed(1),
        'background ms': r.backgroundMs.toFixed(1),
        'total ms': (r.requestMs + r.backgroundMs).toFixed(1),
        'of which idle timers ms': r.idleMs.toFixed(1),
      },
    ]),
  )
  console.info(
    `\nThe request path by step (the API process's CPU while each request ran, per order): ${r.steps
      .map((s) => `${s.name} ${s.ms.toFixed(1)} ms`)
      .join(', ')}\n`,
  )
  const verdicts = checkoutVerdicts(r)
  for (const v of verdicts) console.info(`${v.pass ? 'PASS' : 'FAIL'}  ${v.line}`)
  return verdicts.every((v) => v.pass)
}
