import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { guestMessages } from '#domain/guest-checkout.ts'
import { bearer, cookieHeader, freshIp, signUp } from '#server/testing/auth-helpers.ts'
import { HYDERABAD } from '#server/testing/checkout-helpers.ts'
import { pgQuery } from '#server/testing/pg-databases.ts'
import { TEST_ORIGIN } from '#server/testing/test-app.ts'
import { type TwoProcesses, twoProcesses } from '#server/testing/two-processes.ts'
import { type FreshReply, requestFresh } from '#server/testing/workers.ts'
import { TEST_VPAS } from '../payments/test-gateway.ts'

// Guest checkout (decision 057) where it matters: the shop as two processes (WORKERS=2) on PostgreSQL. Two sign-ups
// claiming one guest's orders at once, on either process: the orders attach to one account, once. Two guests with
// one email placing at once: one open order between them.
const adminUrl = inject('pgAdminUrl')

describe.skipIf(!adminUrl)('guest checkout: WORKERS=2 on PostgreSQL', () => {
  let race: TwoProcesses | undefined
  let n = 0
  const mobile = () => `97${String(Date.now() % 1e5).padStart(5, '0')}${String(n++).padStart(3, '0')}`

  const send = (
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ): Promise<FreshReply> =>
    requestFresh(`${race!.shop().base}/api/v1${path}`, {
      method,
      headers: {
        origin: TEST_ORIGIN,
        'x-forwarded-for': freshIp(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })

  /** A guest with a cart of one line and a saved address, made on the in-process app (same database). */
  async function guestWithCart(email: string) {
    const t = race!.t
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/guest/session',
      headers: { 'x-forwarded-for': freshIp() },
      payload: { email, mobile: mobile() },
    })
    expect(started.statusCode, started.body).toBe(200)
    const cookie = cookieHeader(started.headers['set-cookie'])
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie }, ...(payload ? { payload } : {}) })
    expect((await as('POST', '/cart/items', { product_id: 101, quantity: 1 })).statusCode).toBe(200)
    const estimate = await as('POST', '/cart/checkout/estimate-shipping', {
      first_name: 'Ravi',
      last_name: 'Kumar',
      mobile: '9848012345',
      ...HYDERABAD,
    })
    const place = {
      first_name: 'Ravi',
      last_name: 'Kumar',
      mobile: '9848012345',
      shipping_address_id: estimate.json().data.address_id as string,
      shipping_service_level: 'standard',
    }
    return { cookie, as, place }
  }

  beforeAll(async () => {
    race = await twoProcesses('shop_guest')
    await race.start()
  })
  afterAll(async () => {
    await race?.close()
  })

  it('two sign-ups claiming one guest’s paid order at once: it attaches to one account, once', async () => {
    const t = race!.t
    const workers = new Set<string>()
    for (let round = 0; round < 4; round++) {
      const g = await guestWithCart(`claim${round}-${Date.now()}@example.in`)
      const created = await g.as('POST', '/payments/create-order', g.place)
      expect(created.statusCode, created.body).toBe(200)
      const p = created.json().data
      const paid = await t.app.inject({
        method: 'POST',
        url: '/test-gateway/checkout/pay',
        payload: { key: p.key_id, order_id: p.order_id, method: 'upi', vpa: TEST_VPAS.success },
      })
      expect((await g.as('POST', '/payments/verify', paid.json())).statusCode).toBe(200)
      const [a, b] = [await signUp(t), await signUp(t)]
      const replies = await Promise.all(
        [a, b].map((u) => send('POST', '/guest/claim', { ...bearer(u.token), cookie: g.cookie })),
      )
      for (const r of replies) {
        expect(r.status, r.body).toBe(200)
        if (r.worker) workers.add(r.worker)
      }
      const attached = replies.map((r) => JSON.parse(r.body).data.attached_orders as string[])
      expect(attached.flat()).toEqual([p.shop_order_id])
      const winner = attached[0]!.length === 1 ? a : b
      const owner = await pgQuery<{ user_id: string }>(
        race!.url,
        'select user_id from orders where id = $1',
        [p.shop_order_id],
      )
      expect(owner).toEqual([{ user_id: winner.id }])
    }
    expect(workers.size).toBe(2)
  })

  it('two guests with one email placing at once on both processes: one open order between them', async () => {
    for (let round = 0; round < 3; round++) {
      const email = `open${round}-${Date.now()}@example.in`
      const [a, b] = [await guestWithCart(email), await guestWithCart(email)]
      const replies = await Promise.all(
        [a, b].map((g) => send('POST', '/payments/create-order', { cookie: g.cookie }, g.place)),
      )
      expect(replies.map((r) => r.status).sort(), replies.map((r) => r.body).join('\n')).toEqual([200, 409])
      expect(JSON.parse(replies.find((r) => r.status === 409)!.body).message).toBe(
        guestMessages.otherOpenOrder,
      )
      const open = await pgQuery<{ n: number }>(
        race!.url,
        `select count(*)::int as n from orders o join guests g on g.user_id = o.user_id
         where g.email = $1 and o.status = 'pending'`,
        [email],
      )
      expect(open).toEqual([{ n: 1 }])
    }
  })
})
