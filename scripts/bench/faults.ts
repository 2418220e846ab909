// The faults part of `npm run bench` (decision 032): two API processes (WORKERS=2) with the default pools on a
// throwaway PostgreSQL cluster. First CHECKOUTS shoppers check out at once (place the order, pay with the test
// card, verify): no captured payment may be answered other than 200, nor any request 500, and each order is paid
// once, naming its one payment. Then PostgreSQL is stopped for OUTAGE_SECONDS under checkout load: the same worker
// pids before and after, 503 with the shop's words meanwhile, a 200 for a request sent within a second of the
// database's return and both LISTEN connections back within that second. Each prints its figures and PASS/FAIL.
// (src/server/faults/load.test.ts runs the same checks, smaller and shorter.)
import { messages } from '#domain/messages.ts'
import {
  addToCart,
  type Buyer,
  capturedPayments,
  checkout,
  prepareBuyers,
  sqlOf,
  tally,
} from '#server/testing/checkout-load.ts'
import { startPostgresCluster } from '#server/testing/postgres-cluster.ts'
import { requestFresh, waitForWorkers } from '#server/testing/workers.ts'
import { onCleanup } from '../lib/cleanup.ts'
import { startShop } from '../lib/shop-process.ts'

const CHECKOUTS = 150
const OUTAGE_SECONDS = 15
const LOAD_SHOPPERS = 12

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL')

export async function runFaultsBench(): Promise<boolean> {
  const cluster = await startPostgresCluster()
  const stopCluster = onCleanup(() => cluster.stop())
  try {
    const burst = await burstOfCheckouts(cluster)
    const outage = await outageUnderLoad(cluster)
    return burst && outage
  } finally {
    await stopCluster()
  }
}

async function shopOn(cluster: Awaited<ReturnType<typeof startPostgresCluster>>, name: string) {
  await sqlOf(cluster.url(), `create database ${name}`)
  const shop = await startShop({ DATABASE_URL: cluster.url(name), WORKERS: '2', AUTH_RATE_LIMIT: 'false' })
  return { shop, stop: onCleanup(() => shop.stop()) }
}

async function burstOfCheckouts(cluster: Awaited<ReturnType<typeof startPostgresCluster>>) {
  const { shop, stop } = await shopOn(cluster, 'burst')
  try {
    const buyers = await prepareBuyers(shop.base, cluster.url('burst'), CHECKOUTS)
    const started = Date.now()
    const outcomes = await Promise.all(buyers.map((b) => checkout(shop.base, b)))
    const seconds = (Date.now() - started) / 1000
    const captured = await capturedPayments(cluster.url('burst'))
    const answered5xx = captured.filter((c) => {
      const o = outcomes.find((x) => x.providerOrderId === c.provider_order_id)
      return o?.verified?.status !== 200
    }).length
    const fiveHundreds = outcomes.filter((o) => [o.placed, o.paid, o.verified].some((r) => r?.status === 500))
    const badRecords = captured.filter(
      (c) => c.captured !== 1 || c.recorded_payment !== c.payment_id || c.payment_status !== 'completed',
    ).length
    const ok = answered5xx === 0 && fiveHundreds.length === 0 && badRecords === 0
    console.info(`\nFaults: ${CHECKOUTS} checkouts at once, WORKERS=2, default pools (decision 032)\n`)
    console.info(`  time                          ${seconds.toFixed(1)} s`)
    console.info(`  place order                   ${tally(outcomes.map((o) => o.placed))}`)
    console.info(`  pay (test card)               ${tally(outcomes.map((o) => o.paid))}`)
    console.info(`  verify                        ${tally(outcomes.map((o) => o.verified))}`)
    console.info(`  captured payments             ${captured.length}`)
    console.info(`  captured, not answered 200    ${answered5xx} (target 0)`)
    console.info(`  requests answered 500         ${fiveHundreds.length} (target 0)`)
    console.info(`  not recorded exactly once     ${badRecords} (target 0)`)
    console.info(`  ${verdict(ok)}`)
    return ok
  } finally {
    await stop()
  }
}

async function outageUnderLoad(cluster: Awaited<ReturnType<typeof startPostgresCluster>>) {
  const { shop, stop } = await shopOn(cluster, 'outage')
  try {
    const base = shop.base
    const before = await waitForWorkers(base, 2)
    const buyers = await prepareBuyers(base, cluster.url('outage'), LOAD_SHOPPERS)
    let running = true
    let checkouts = 0
    const loop = async (b: Buyer) => {
      while (running) {
        const o = await checkout(base, b)
        if (o.verified?.status === 200) checkouts++
        if (o.paid?.status === 200 && running) b.addressId = await addToCart(base, b).catch(() => b.addressId)
        await new Promise((r) => setTimeout(r, o.verified?.status === 200 ? 100 : 300))
      }
    }
    const load = Promise.all(buyers.map(loop))
    // Under way: every shopper has checked out once (30 s at most) before the database stops.
    for (const until = Date.now() + 30_000; checkouts < LOAD_SHOPPERS && Date.now() < until; )
      await new Promise((r) => setTimeout(r, 100))
    const beforeOutage = checkouts
    cluster.pause()
    const downAt = Date.now()
    const during: { status: number; body: string }[] = []
    while (Date.now() - downAt < OUTAGE_SECONDS * 1000) {
      during.push(
        await requestFresh(`${base}/api/v1/cart`, {
          headers: { authorization: `Bearer ${buyers[0]!.token}` },
        }).catch((err: Error) => ({ status: 0, body: err.message })),
      )
      await new Promise((r) => setTimeout(r, 200))
    }
    cluster.resume()
    const upAt = Date.now()
    let firstOk: { sent: number; answered: number } | undefined
    while (!firstOk && Date.now() - upAt < 10_000) {
      const sent = Date.now()
      const r = await requestFresh(`${base}/api/v1/cart`, {
        headers: { authorization: `Bearer ${buyers[0]!.token}` },
      }).catch(() => ({ status: 0 }))
      if (r.status === 200) firstOk = { sent: sent - upAt, answered: Date.now() - upAt }
      else await new Promise((r) => setTimeout(r, 25))
    }
    let listening: number[] = []
    while (listening.length < 2 && Date.now() - upAt < 10_000) {
      listening = (
        await sqlOf<{ since: number }>(
          cluster.url(),
          `select (extract(epoch from backend_start) * 1000)::float8 as since from pg_stat_activity
            where datname = 'outage' and query ilike 'listen %'`,
        ).catch(() => [])
      ).map((r) => Math.round(r.since - upAt))
      if (listening.length < 2) await new Promise((r) => setTimeout(r, 50))
    }
    // …and checkouts go through again.
    const atReturn = checkouts
    for (const until = Date.now() + 30_000; checkouts - atReturn < LOAD_SHOPPERS && Date.now() < until; )
      await new Promise((r) => setTimeout(r, 100))
    const afterReturn = checkouts - atReturn
    running = false
    await load
    const after = await waitForWorkers(base, 2)
    const samePids = [...after].sort().join() === [...before].sort().join() && shop.child.exitCode === null
    const worded = during.filter(
      (r) => r.status === 503 && r.body.includes(JSON.stringify(messages.http.unavailable)),
    ).length
    const ok =
      samePids &&
      beforeOutage > 0 &&
      afterReturn > 0 &&
      during.length > 0 &&
      worded === during.length &&
      firstOk !== undefined &&
      firstOk.sent <= 1_000 &&
      listening.length === 2 &&
      listening.every((ms) => ms <= 1_000)
    console.info(
      `\nFaults: PostgreSQL stopped ${OUTAGE_SECONDS} s under checkout load, WORKERS=2 (decision 032)\n`,
    )
    console.info(
      `  checkouts verified            ${beforeOutage} before the outage, ${afterReturn} after the return (${LOAD_SHOPPERS} shoppers)`,
    )
    console.info(`  worker pids                   ${[...before].join(', ')} → ${[...after].join(', ')}`)
    console.info(`  while down                    ${tally(during)}; with the shop's words: ${worded}`)
    console.info(
      `  first 200 after the return    sent at ${firstOk?.sent ?? '—'} ms, answered at ${firstOk?.answered ?? '—'} ms (target: sent within 1000)`,
    )
    console.info(`  LISTEN connections back at    ${listening.join(', ')} ms (target: 2, within 1000)`)
    console.info(`  ${verdict(ok)}`)
    return ok
  } finally {
    await stop()
  }
}
