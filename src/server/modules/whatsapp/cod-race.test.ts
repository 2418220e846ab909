import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { signWebhook } from '#server/integrations/whatsapp.ts'
import { signUp } from '#server/testing/auth-helpers.ts'
import { api, HYDERABAD } from '#server/testing/checkout-helpers.ts'
import { pgQuery as query } from '#server/testing/pg-databases.ts'
import type { TestContext } from '#server/testing/test-app.ts'
import { type TwoProcesses, twoProcesses } from '#server/testing/two-processes.ts'
import { requestFresh } from '#server/testing/workers.ts'
import type { ShopProcess } from '../../../../scripts/lib/shop-process.ts'
import { TEST_WHATSAPP_PREFIX } from './test-whatsapp.ts'

// A cash order's WhatsApp Confirm racing its Cancel (decision 049), on real PostgreSQL with the shop run as
// WORKERS=2: for each of several COD orders, Meta delivers the shopper's Confirm and Cancel taps at once to the two
// processes. Each order ends with one outcome: confirmed and still open with its stock held, or cancelled with its
// stock back and one cancellation mail; of the two replies one did it and the other was ignored.
const adminUrl = inject('pgAdminUrl')
const SECRET = 'race-whatsapp-app-secret'
const ORDERS = 6
const PRODUCT = 105
const ENV = { WHATSAPP_APP_SECRET: SECRET }

/** Meta's webhook of one quick-reply tap, signed with the app secret. */
function tap(from: string, payload: string, id: string) {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '100000000000000',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550000000', phone_number_id: '100000000000001' },
              contacts: [{ profile: { name: 'Shopper' }, wa_id: from }],
              messages: [
                {
                  from,
                  id,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'button',
                  button: {
                    payload,
                    text: payload.startsWith('cod:confirm') ? 'Confirm order' : 'Cancel order',
                  },
                },
              ],
            },
          },
        ],
      },
    ],
  })
  return { body, signature: signWebhook(SECRET, body) }
}

describe.skipIf(!adminUrl)('a COD confirmation racing its cancel: WORKERS=2 on PostgreSQL', () => {
  let race: TwoProcesses | undefined
  let url = ''
  let t: TestContext
  let shop: ShopProcess | undefined
  let stockBefore = 0
  const asked: { id: string; from: string; confirm: string; cancel: string }[] = []

  beforeAll(async () => {
    race = await twoProcesses('shop_cod_race', { env: ENV })
    ;({ url, t } = race)
    stockBefore = (
      await query<{ stock: number }>(url, 'select stock from products where id = $1', [PRODUCT])
    )[0]!.stock
    for (let i = 0; i < ORDERS; i++) {
      const buyer = await signUp(t)
      const mobile = `97000${String(10000 + i)}`
      expect(
        (await api(t, buyer, 'POST', '/cart/items', { product_id: PRODUCT, quantity: 1 })).statusCode,
      ).toBe(200)
      const person = { first_name: 'Asha', last_name: 'Rao', mobile }
      const estimate = await api(t, buyer, 'POST', '/cart/checkout/estimate-shipping', {
        ...person,
        ...HYDERABAD,
      })
      const created = await api(t, buyer, 'POST', '/payments/create-order', {
        ...person,
        shipping_address_id: estimate.json().data.address_id,
        shipping_service_level: 'standard',
        whatsapp_opt_in: true,
      })
      expect(created.statusCode, created.body).toBe(200)
      const id = created.json().data.shop_order_id as string
      const cod = await api(t, buyer, 'POST', `/orders/${id}/cash-on-delivery`)
      expect(cod.statusCode, cod.body).toBe(200)
      await t.app.notifications.idle()
      const sent = await t.app.inject({
        method: 'GET',
        url: `${TEST_WHATSAPP_PREFIX}/messages?to=91${mobile}`,
      })
      const ask = sent.json().messages.find((m: { template: string }) => m.template === 'cod_confirmation')
      expect(ask).toBeDefined()
      asked.push({ id, from: `91${mobile}`, confirm: ask.quick_replies[0], cancel: ask.quick_replies[1] })
    }
    shop = await race.start()
  }, 240_000)

  afterAll(async () => {
    await race?.close()
  })

  it('each order is either confirmed or cancelled, never both: one reply acts, the other is ignored', async () => {
    const workers = new Set<string>()
    const replies = await Promise.all(
      asked.flatMap((a) =>
        (['confirm', 'cancel'] as const).map(async (action) => {
          const { body, signature } = tap(a.from, a[action], `wamid.race-${a.id}-${action}`)
          const r = await requestFresh(`${shop!.base}/api/v1/whatsapp/webhook`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
            body,
          })
          if (r.worker) workers.add(r.worker)
          expect(r.status, r.body).toBe(200)
          return { id: a.id, action, outcome: JSON.parse(r.body).events[0].outcome as string }
        }),
      ),
    )
    expect(workers.size).toBe(2)
    const rows = await query<{ id: string; status: string; cod_confirmation: string }>(
      url,
      'select id, status, cod_confirmation from orders where id = any($1)',
      [asked.map((a) => a.id)],
    )
    let confirmed = 0
    for (const r of rows) {
      const mine = replies.filter((x) => x.id === r.id).map((x) => x.outcome)
      const acted = mine.filter((o) => !o.startsWith('ignored'))
      expect(acted, `${r.id}: ${mine.join(' / ')}`).toHaveLength(1)
      if (acted[0] === 'confirmed') {
        confirmed++
        expect(r).toMatchObject({ status: 'processing', cod_confirmation: 'confirmed' })
      } else {
        expect(acted[0]).toBe('cancelled')
        expect(r).toMatchObject({ status: 'cancelled', cod_confirmation: 'cancelled' })
      }
    }
    // Stock: held by the confirmed orders only; the ledger agrees.
    const [p] = await query<{ stock: number }>(url, 'select stock from products where id = $1', [PRODUCT])
    expect(p!.stock).toBe(stockBefore - confirmed)
    const mails = await query<{ n: string }>(
      url,
      "select count(*) as n from notifications where kind = 'order_cancelled' and order_id = any($1)",
      [asked.map((a) => a.id)],
    )
    expect(Number(mails[0]!.n)).toBe(ORDERS - confirmed)
  })
})
