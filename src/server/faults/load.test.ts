import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '#domain/messages.ts'
import { type ShopProcess, startShop } from '../../../scripts/lib/shop-process.ts'
import {
  addToCart,
  type Buyer,
  capturedPayments,
  checkout,
  prepareBuyers,
  sqlOf,
  tally,
} from '../testing/checkout-load.ts'
import { type PostgresCluster, startPostgresCluster } from '../testing/postgres-cluster.ts'
import { requestFresh, waitForWorkers } from '../testing/workers.ts'

// Two API processes (WORKERS=2) on a PostgreSQL cluster of this file's own, which the second test stops and
// starts again (TEST_DATABASE=postgres). Decision 032 says what the shop does under load and in an outage.
const enabled = process.env.TEST_DATABASE === 'postgres'
/** Checkouts at once: more than the pools below can serve together, so requests queue for a connection. */
const BURST = Number(process.env.LOAD_TEST_CHECKOUTS ?? 60)
/** The figures of a run, in the test's output (what was measured, beside pass or fail). */
const tell = (line: string) => process.stdout.write(`${line}\n`)

describe.skipIf(!enabled)('load and database outages, WORKERS=2', () => {
  let cluster: PostgresCluster
  const dbUrl = (name: string) => cluster.url(name)
  beforeAll(async () => {
    cluster = await startPostgresCluster()
  }, 60_000)
  afterAll(() => cluster?.stop())

  async function shopOn(name: string, env: Record<string, string> = {}): Promise<ShopProcess> {
    await sqlOf(cluster.url(), `create database ${name}`)
    return startShop({
      DATABASE_URL: dbUrl(name),
      WORKERS: '2',
      AUTH_RATE_LIMIT: 'false',
      NOTIFICATIONS_POLL_SECONDS: '1',
      ...env,
    })
  }

  it(`${BURST} checkouts at once on small pools: no captured payment answered 5xx, each recorded once`, async () => {
    // Five connections a process: the burst is six times what the two pools hold at once.
    const shop = await shopOn('burst', { DATABASE_POOL_SIZE: '5' })
    try {
      let started = Date.now()
      const buyers = await prepareBuyers(shop.base, dbUrl('burst'), BURST)
      tell(`${BURST} shoppers with a cart in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      started = Date.now()
      const outcomes = await Promise.all(buyers.map((b) => checkout(shop.base, b)))
      const seconds = (Date.now() - started) / 1000
      tell(
        `${BURST} checkouts in ${seconds.toFixed(1)} s: placed ${tally(outcomes.map((o) => o.placed))}; paid ${tally(outcomes.map((o) => o.paid))}; verified ${tally(outcomes.map((o) => o.verified))}`,
      )

      const captured = await capturedPayments(dbUrl('burst'))
      // Every captured payment was answered, and not with a 5xx; a verify the shop refused says why.
      for (const c of captured) {
        const o = outcomes.find((x) => x.providerOrderId === c.provider_order_id)
        expect(o?.error, `checkout of ${c.provider_order_id}`).toBeUndefined()
        expect(o?.paid?.status, `payment ${c.payment_id}: ${o?.paid?.body}`).toBe(200)
        expect(o?.verified?.status, `verify of ${c.payment_id}: ${o?.verified?.body}`).toBe(200)
      }
      // Each order has one captured payment, recorded on it, and is paid.
      for (const c of captured) {
        expect(c.captured, `payments of ${c.provider_order_id}`).toBe(1)
        expect(c.recorded_payment).toBe(c.payment_id)
        expect(c.payment_status).toBe('completed')
      }
      // Placing and paying under load: a refusal says the shop is busy in its words, never a 500.
      for (const o of outcomes) {
        for (const r of [o.placed, o.paid, o.verified]) expect(r?.status ?? 0).not.toBe(500)
      }
      expect(captured.length).toBe(outcomes.filter((o) => o.paid?.status === 200).length)
      expect(captured.length).toBe(BURST)
    } finally {
      await shop.stop()
    }
  }, 600_000)

  it('PostgreSQL stopped under checkout load: the same processes answer 503 meanwhile, then 200 within a second', async () => {
    const shop = await shopOn('outage')
    try {
      const base = shop.base
      const pidsBefore = await waitForWorkers(base, 2)
      const buyers = await prepareBuyers(base, dbUrl('outage'), 12)
      // The LISTEN connections of the shop's processes, and when each was opened (ms since the epoch).
      const listeners = () =>
        sqlOf<{ since: number }>(
          cluster.url(),
          `select (extract(epoch from backend_start) * 1000)::float8 as since from pg_stat_activity
            where datname = 'outage' and query ilike 'listen %'`,
        )
      expect((await listeners()).length).toBe(2)

      // Shoppers check out again and again (each with a new cart) until told to stop.
      let running = true
      let checkouts = 0
      // Shoppers think a moment between checkouts, and wait a little longer after a refusal, as people do.
      const loop = async (b: Buyer) => {
        while (running) {
          const o = await checkout(base, b)
          if (o.verified?.status === 200) checkouts++
          if (o.paid?.status === 200 && running)
            b.addressId = await addToCart(base, b).catch(() => b.addressId)
          await new Promise((r) => setTimeout(r, o.verified?.status === 200 ? 100 : 300))
        }
      }
      const load = Promise.all(buyers.map(loop))
      // Under way: half the shoppers have checked out (60 s at most) when the database stops.
      for (const until = Date.now() + 60_000; checkouts < buyers.length / 2 && Date.now() < until; )
        await new Promise((r) => setTimeout(r, 100))
      const beforeOutage = checkouts

      cluster.pause()
      const downAt = Date.now()
      const during: { status: number; body: string; worker?: string; ms?: number }[] = []
      const cart = buyers[0]!
      while (Date.now() - downAt < Number(process.env.OUTAGE_SECONDS ?? 4) * 1000) {
        const sentAt = Date.now()
        const r = await requestFresh(`${base}/api/v1/cart`, {
          headers: { authorization: `Bearer ${cart.token}` },
        }).catch((err: Error) => ({ status: 0, body: err.message, worker: undefined }))
        during.push({ ...r, ms: Date.now() - sentAt })
        await new Promise((r) => setTimeout(r, 100))
      }
      cluster.resume()
      const upAt = Date.now()
      // Recovery: the first request sent after the return that is answered 200, timed from when it was sent
      // (on a busy machine its answer itself can take a while: that is told beside it).
      const firstOkAfter = async () => {
        while (Date.now() - upAt < 10_000) {
          const sentAt = Date.now()
          const r = await requestFresh(`${base}/api/v1/cart`, {
            headers: { authorization: `Bearer ${cart.token}` },
          }).catch(() => ({ status: 0 }))
          if (r.status === 200) return { sent: sentAt - upAt, answered: Date.now() - upAt }
          await new Promise((r) => setTimeout(r, 25))
        }
        return undefined
      }
      // LISTEN again: each process's new LISTEN connection, by when PostgreSQL says it was opened.
      const listenersAfter = async () => {
        for (;;) {
          const rows = await listeners().catch(() => [])
          if (rows.length >= 2 || Date.now() - upAt > 10_000)
            return rows.map((r) => Math.round(r.since - upAt))
          await new Promise((r) => setTimeout(r, 50))
        }
      }
      const [firstOk, listenedAfter] = await Promise.all([firstOkAfter(), listenersAfter()])
      // …and checkouts go through again.
      const atReturn = checkouts
      for (const until = Date.now() + 60_000; checkouts === atReturn && Date.now() < until; )
        await new Promise((r) => setTimeout(r, 100))
      running = false
      await load
      tell(
        `outage: ${beforeOutage} checkouts before, ${checkouts - atReturn} after the return; ${during.length} requests while down (${tally(during)}, answered in ${during.map((d) => d.ms).join(', ')} ms); first 200 for a request sent ${firstOk?.sent} ms after the database returned (answered at ${firstOk?.answered} ms); LISTEN connections opened ${listenedAfter.join(' and ')} ms after it returned`,
      )

      expect(beforeOutage).toBeGreaterThan(0)
      expect(checkouts).toBeGreaterThan(atReturn)
      // Meanwhile: 503 with the shop's words, from processes that stayed up (no refused connection).
      expect(during.length).toBeGreaterThan(0)
      for (const r of during) {
        expect(r.status, r.body).toBe(503)
        expect(JSON.parse(r.body)).toEqual({ success: false, message: messages.http.unavailable })
      }
      expect(firstOk, 'a 200 after the database returned').toBeDefined()
      expect(firstOk!.sent).toBeLessThanOrEqual(1_000)
      expect(listenedAfter).toHaveLength(2)
      for (const ms of listenedAfter) expect(ms).toBeLessThanOrEqual(1_000)
      // The same two processes answer: none exited (the primary would have started another, with a new pid).
      const pidsAfter = await waitForWorkers(base, 2)
      expect([...pidsAfter].sort()).toEqual([...pidsBefore].sort())
      expect(shop.child.exitCode).toBeNull()
      // Checkouts work again after the outage.
      const again = await checkout(base, { ...buyers[1]!, addressId: await addToCart(base, buyers[1]!) })
      expect(again.verified?.status ?? again.placed?.status).toBe(200)
    } finally {
      await shop.stop()
    }
  }, 600_000)
})
