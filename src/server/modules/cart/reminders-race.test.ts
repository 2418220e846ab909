import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api } from '#server/testing/checkout-helpers.ts'
import { pgQuery as query } from '#server/testing/pg-databases.ts'
import { type TwoProcesses, twoProcesses } from '#server/testing/two-processes.ts'

// Cart reminders swept by two processes at once (decision 054), on real PostgreSQL with the shop run as WORKERS=2:
// both processes sweep every second (CART_REMINDER_IDLE_SECONDS=1), and the test sweeps too, several times at once,
// while the carts fall due. Each cart left is reminded once: one reminder row, one mail in the outbox table, its
// count 1; a shopper who ordered meanwhile, none.
const adminUrl = inject('pgAdminUrl')
const CARTS = 12

describe.skipIf(!adminUrl)('cart reminders swept at once: WORKERS=2 on PostgreSQL', () => {
  let race: TwoProcesses | undefined
  let url = ''
  const shoppers: TestUser[] = []

  beforeAll(async () => {
    race = await twoProcesses('shop_reminder_race', { env: { CART_REMINDER_IDLE_SECONDS: '1' } })
    url = race.url
    const { t } = race
    for (let i = 0; i < CARTS; i++) {
      const u = await signUp(t)
      expect((await api(t, u, 'PUT', '/profiles', { cart_reminders: 'email' })).statusCode).toBe(200)
      expect(
        (await api(t, u, 'POST', '/cart/items', { product_id: 101 + (i % 4), quantity: 1 })).statusCode,
      ).toBe(200)
      shoppers.push(u)
    }
  }, 240_000)

  afterAll(async () => {
    await race?.close()
  })

  it('each cart is reminded once, whichever process claims it', async () => {
    const { t } = race!
    await race!.start()
    // the test's own sweeps, at once, beside the two processes'
    const ours = await Promise.all(Array.from({ length: 6 }, () => t.app.cartReminders.sweep()))
    const ids = shoppers.map((u) => u.id)
    const reminded = async () =>
      Number(
        (
          await query<{ n: string }>(
            url,
            'select count(*) as n from carts where user_id = any($1) and reminders_sent > 0',
            [ids],
          )
        )[0]?.n,
      )
    for (let i = 0; i < 300 && (await reminded()) < CARTS; i++) await new Promise((r) => setTimeout(r, 100))
    expect(await reminded()).toBe(CARTS)
    // a few more sweeps of both processes: nothing new
    await new Promise((r) => setTimeout(r, 2500))
    const carts = await query<{ reminders_sent: number }>(
      url,
      'select reminders_sent from carts where user_id = any($1)',
      [ids],
    )
    expect(carts.map((c) => c.reminders_sent)).toEqual(Array(CARTS).fill(1))
    const rows = await query<{ user_id: string; n: string }>(
      url,
      'select user_id, count(*) as n from cart_reminders where user_id = any($1) group by user_id',
      [ids],
    )
    expect(rows).toHaveLength(CARTS)
    for (const r of rows) expect(Number(r.n), r.user_id).toBe(1)
    const mails = await query<{ dedupe_key: string }>(
      url,
      "select dedupe_key from notifications where dedupe_key like 'cart:%:reminder:%'",
    )
    expect(mails).toHaveLength(CARTS)
    expect(new Set(mails.map((m) => m.dedupe_key)).size).toBe(CARTS)
    // the test's sweeps took some or none: together with the processes', each cart once
    expect(ours.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(CARTS)
  })
})
