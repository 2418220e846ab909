import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { injectFetch } from '#server/http/inject-fetch.ts'
import { createWhatsAppClient, signWebhook } from '#server/integrations/whatsapp.ts'
import { addOperator, adminCall } from '#server/testing/admin-helpers.ts'
import { signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, HYDERABAD, payWithCard } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { TEST_WHATSAPP_PREFIX } from './test-whatsapp.ts'

// WhatsApp order updates and the cash-on-delivery confirmation (decision 049) against the built-in stand-in of the
// Cloud API: the adapter's template message, Meta's webhook (handshake, signature, duplicates), opt-in at checkout,
// updates through the outbox (retries on a timeout), receipts, STOP, and a COD order's Confirm / Cancel / expiry.
// Runs on PGlite and, with TEST_DATABASE=postgres, on PostgreSQL.

const SECRET = 'app-secret-for-tests'
const VERIFY = 'verify-token-for-tests'
let t: TestContext
let mobileSeq = 0

beforeAll(async () => {
  t = await createTestApp({
    env: {
      WHATSAPP_APP_SECRET: SECRET,
      WHATSAPP_VERIFY_TOKEN: VERIFY,
      WHATSAPP_TIMEOUT_MS: '300',
      NOTIFICATIONS_RETRY_SECONDS: '0.3,0.3',
      // the stand-in courier, for Book shipments
      COURIER: 'shiprocket',
    },
  })
})
afterAll(async () => {
  await t?.close()
})

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows
}
const stockOf = async (id: number) =>
  (await rows<{ stock: number }>(sql`select stock from products where id = ${id}`))[0]!.stock

/** A fresh mobile number per shopper (a STOP in one test must not silence another). */
const nextMobile = () => `98480${String(20000 + ++mobileSeq).padStart(5, '0')}`

interface Sent {
  id: string
  to: string
  template: string
  body: string[]
  text: string
  quick_replies: string[]
}
async function sentTo(mobile: string): Promise<Sent[]> {
  await t.app.notifications.idle()
  const res = await t.app.inject({ method: 'GET', url: `${TEST_WHATSAPP_PREFIX}/messages?to=91${mobile}` })
  expect(res.statusCode).toBe(200)
  return res.json().messages
}
const reply = (body: object) =>
  t.app.inject({ method: 'POST', url: `${TEST_WHATSAPP_PREFIX}/_test/reply`, payload: body })
const receipt = (body: object) =>
  t.app.inject({ method: 'POST', url: `${TEST_WHATSAPP_PREFIX}/_test/status`, payload: body })

/** Cart → address → the open order, with the WhatsApp box as given. */
async function openOrder(u: TestUser, mobile: string, optIn: boolean | undefined, productId = 101) {
  expect((await api(t, u, 'POST', '/cart/items', { product_id: productId, quantity: 1 })).statusCode).toBe(
    200,
  )
  const person = { first_name: 'Asha', last_name: 'Rao', mobile }
  const estimate = await api(t, u, 'POST', '/cart/checkout/estimate-shipping', { ...person, ...HYDERABAD })
  expect(estimate.statusCode, estimate.body).toBe(200)
  const created = await api(t, u, 'POST', '/payments/create-order', {
    ...person,
    shipping_address_id: estimate.json().data.address_id,
    shipping_service_level: 'standard',
    ...(optIn === undefined ? {} : { whatsapp_opt_in: optIn }),
  })
  expect(created.statusCode, created.body).toBe(200)
  return created.json().data as { key_id: string; order_id: string; shop_order_id: string }
}
async function paidOrder(u: TestUser, mobile: string, optIn: boolean) {
  const placed = await openOrder(u, mobile, optIn)
  const pay = await payWithCard(t, placed.key_id, placed.order_id)
  expect((await api(t, u, 'POST', '/payments/verify', pay.json())).statusCode).toBe(200)
  return placed.shop_order_id
}
async function codOrder(u: TestUser, mobile: string, productId = 102) {
  const placed = await openOrder(u, mobile, true, productId)
  const res = await api(t, u, 'POST', `/orders/${placed.shop_order_id}/cash-on-delivery`)
  expect(res.statusCode, res.body).toBe(200)
  return placed.shop_order_id
}
const orderRow = async (id: string) =>
  (
    await rows<{ status: string; cod_confirmation: string | null; whatsapp_opt_in: boolean }>(
      sql`select status, cod_confirmation, whatsapp_opt_in from orders where id = ${id}`,
    )
  )[0]!

describe('the Cloud API adapter and its stand-in', () => {
  it('sends a template message with body parameters and quick-reply payloads, with the bearer token', async () => {
    const c = t.config.whatsapp
    if (c.kind !== 'cloud') throw new Error('WhatsApp is off')
    const client = createWhatsAppClient({
      apiUrl: `${t.config.publicUrl}${TEST_WHATSAPP_PREFIX}`,
      version: c.version,
      phoneNumberId: c.phoneNumberId,
      token: c.token,
      fetch: injectFetch(t.app),
    })
    const to = `91${nextMobile()}`
    const { wamid } = await client.send(to, {
      name: 'cod_confirmation',
      language: 'en',
      body: ['Asha', 'SN-1', '₹100.00', '24'],
      quickReplies: ['yes-payload', 'no-payload'],
    })
    expect(wamid).toMatch(/^wamid\./)
    const res = await t.app.inject({ method: 'GET', url: `${TEST_WHATSAPP_PREFIX}/messages?to=${to}` })
    expect(res.json().messages).toEqual([
      expect.objectContaining({
        id: wamid,
        template: 'cod_confirmation',
        language: 'en',
        quick_replies: ['yes-payload', 'no-payload'],
        text: expect.stringContaining('please confirm your cash-on-delivery order SN-1 of ₹100.00'),
      }),
    ])
    // A wrong token is refused as Meta refuses it.
    const wrong = createWhatsAppClient({
      apiUrl: `${t.config.publicUrl}${TEST_WHATSAPP_PREFIX}`,
      version: c.version,
      phoneNumberId: c.phoneNumberId,
      token: 'not-the-token',
      fetch: injectFetch(t.app),
    })
    await expect(wrong.send(to, { name: 'order_delivered', language: 'en', body: [] })).rejects.toThrow(
      /Invalid OAuth access token/,
    )
  })
})

describe("Meta's webhook", () => {
  it('answers the verification handshake only with the verify token', async () => {
    const ok = await api(
      t,
      null,
      'GET',
      `/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=1158201444`,
    )
    expect(ok.statusCode).toBe(200)
    expect(ok.body).toBe('1158201444')
    const bad = await api(
      t,
      null,
      'GET',
      '/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444',
    )
    expect(bad.statusCode).toBe(403)
  })

  it('refuses a forged or missing signature with 401 and changes nothing', async () => {
    const mobile = nextMobile()
    const forged = await reply({ from: `91${mobile}`, text: 'STOP', signature: signWebhook('guessed', 'x') })
    expect(forged.json().delivered).toBe(401)
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [] })
    const missing = await api(t, null, 'POST', '/whatsapp/webhook', JSON.parse(body))
    expect(missing.statusCode).toBe(401)
    // Signed with the secret, but not over these bytes.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/whatsapp/webhook',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWebhook(SECRET, `${body} `) },
      payload: body,
    })
    expect(other.statusCode).toBe(401)
    expect(await rows(sql`select 1 from whatsapp_opt_outs where phone = ${`91${mobile}`}`)).toEqual([])
  })
})

describe('order updates on WhatsApp', () => {
  it('sends the confirmation to a shopper who ticked the box (kept on the profile), none to one who did not', async () => {
    const yes = await signUp(t)
    const mobile = nextMobile()
    const id = await paidOrder(yes, mobile, true)
    const sent = await sentTo(mobile)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ template: 'order_confirmed', to: `91${mobile}` })
    expect(sent[0]!.text).toContain(`your order ${id}`)
    expect(
      (
        await rows<{ w: boolean }>(sql`select whatsapp_opt_in as w from profiles where user_id = ${yes.id}`)
      )[0],
    ).toEqual({ w: true })
    // …which the profile answers, for checkout's box next time
    expect((await api(t, yes, 'GET', '/profiles')).json().data).toMatchObject({ whatsapp_opt_in: true })
    const [msg] = await rows<{ status: string; order_id: string; template: string }>(
      sql`select status, order_id, template from whatsapp_messages where wamid = ${sent[0]!.id}`,
    )
    expect(msg).toEqual({ status: 'sent', order_id: id, template: 'order_confirmed' })

    const no = await signUp(t)
    const other = nextMobile()
    await paidOrder(no, other, false)
    expect(await sentTo(other)).toEqual([])
  })

  it('records delivery and read receipts, each once however often Meta delivers it', async () => {
    const u = await signUp(t)
    const mobile = nextMobile()
    await paidOrder(u, mobile, true)
    const [m] = await sentTo(mobile)
    const delivered = await receipt({ id: m!.id, status: 'delivered' })
    expect(delivered.json()).toMatchObject({
      delivered: 200,
      reply: { events: [{ event: `status:${m!.id}:delivered`, outcome: 'receipt: delivered' }] },
    })
    const read = await receipt({ id: m!.id, status: 'read' })
    expect(read.json().reply.events[0].outcome).toBe('receipt: read')
    // Meta delivers the 'delivered' receipt again, late: absorbed, the message stays read.
    const again = await receipt({ id: m!.id, status: 'delivered' })
    expect(again.json().reply.events[0].outcome).toBe('duplicate')
    const [row] = await rows<{ status: string; delivered: boolean; read: boolean }>(
      sql`select status, delivered_at is not null as delivered, read_at is not null as read
          from whatsapp_messages where wamid = ${m!.id}`,
    )
    expect(row).toEqual({ status: 'read', delivered: true, read: true })
  })

  it('STOP opts the number out: recorded, and the next update is not sent; the box ticked again or START opts it back in', async () => {
    const u = await signUp(t)
    const mobile = nextMobile()
    const first = await paidOrder(u, mobile, true)
    expect(await sentTo(mobile)).toHaveLength(1)
    const stop = await reply({ from: `91${mobile}`, text: 'stop', id: `wamid.stop-${mobile}` })
    expect(stop.json().reply.events[0].outcome).toBe('opted out')
    // The same STOP delivered twice is one.
    const twice = await reply({ from: `91${mobile}`, text: 'stop', id: `wamid.stop-${mobile}` })
    expect(twice.json().reply.events[0].outcome).toBe('duplicate')
    expect(await rows(sql`select phone from whatsapp_opt_outs where phone = ${`91${mobile}`}`)).toHaveLength(
      1,
    )
    // The profile with that number no longer starts checkout's box ticked.
    expect((await api(t, u, 'GET', '/profiles')).json().data).toMatchObject({ whatsapp_opt_in: false })
    // The first order's next update (its cancellation, refunded) was asked for before the STOP: its mail goes, its
    // WhatsApp message is dropped.
    const cancelled = await api(t, u, 'POST', `/orders/${first}/cancel`)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(await sentTo(mobile)).toHaveLength(1)
    const [row] = await rows<{ status: string; last_error: string }>(
      sql`select status, last_error from notifications where order_id = ${first} and kind = 'whatsapp' and status = 'dropped'`,
    )
    expect(row).toEqual({ status: 'dropped', last_error: 'not sent: the number replied STOP' })
    // The order's timeline in the back office says so.
    const staff = await addOperator(t, { role: 'support' })
    const view = await adminCall(t, 'GET', `/orders/${first}`, staff.cookie)
    expect(view.json().data.timeline).toContainEqual(
      expect.objectContaining({
        title: 'WhatsApp: refund issued',
        detail: `to 91${mobile} · not sent: the number replied STOP`,
      }),
    )
    // An order without the box ticked changes nothing: still opted out.
    await paidOrder(u, mobile, false)
    expect(await rows(sql`select phone from whatsapp_opt_outs where phone = ${`91${mobile}`}`)).toHaveLength(
      1,
    )
    // The shopper ticks the box at the next checkout: consent anew, the number is opted back in and the order's
    // confirmation goes.
    await paidOrder(u, mobile, true)
    expect(await rows(sql`select phone from whatsapp_opt_outs where phone = ${`91${mobile}`}`)).toEqual([])
    expect((await sentTo(mobile)).map((m) => m.template)).toEqual(['order_confirmed', 'order_confirmed'])

    // STOP again, then START (WhatsApp's word for it) from the phone: opted back in; START from a number that
    // never stopped changes nothing.
    await reply({ from: `91${mobile}`, text: 'STOP', id: `wamid.stop2-${mobile}` })
    expect(await rows(sql`select phone from whatsapp_opt_outs where phone = ${`91${mobile}`}`)).toHaveLength(
      1,
    )
    const start = await reply({ from: `91${mobile}`, text: ' start ', id: `wamid.start-${mobile}` })
    expect(start.json().reply.events[0].outcome).toBe('opted back in')
    expect(await rows(sql`select phone from whatsapp_opt_outs where phone = ${`91${mobile}`}`)).toEqual([])
    const never = await reply({ from: '919000000001', text: 'START', id: 'wamid.start-never' })
    expect(never.json().reply.events[0].outcome).toBe('ignored: not opted out')
  })

  it('an API that times out leaves the order as it is; the outbox tries again and sends it once', async () => {
    const u = await signUp(t)
    const mobile = nextMobile()
    await t.app.inject({
      method: 'POST',
      url: `${TEST_WHATSAPP_PREFIX}/_test/fail-next`,
      payload: { hang_ms: 1000 },
    })
    const id = await paidOrder(u, mobile, true)
    expect(await orderRow(id)).toMatchObject({ status: 'processing' })
    let outcomes: string[] = []
    for (let i = 0; i < 40 && !outcomes.includes('sent'); i++) {
      await new Promise((r) => setTimeout(r, 100))
      await t.app.notifications.idle()
      outcomes = (
        await rows<{ outcome: string; error: string | null }>(sql`
          select a.outcome, a.error from notification_attempts a join notifications n on n.id = a.notification_id
          where n.order_id = ${id} and n.kind = 'whatsapp' order by a.attempt`)
      ).map((a) => (a.error ? `${a.outcome}: ${a.error}` : a.outcome))
    }
    expect(outcomes).toEqual(['failed: WhatsApp did not answer in time', 'sent'])
    expect(await sentTo(mobile)).toHaveLength(1)
    expect((await api(t, u, 'GET', `/orders/${id}`)).json().data.order).toMatchObject({
      status: 'processing',
      payment_status: 'completed',
    })
  })
})

describe('cash-on-delivery confirmation', () => {
  it('asks with Confirm / Cancel quick replies; Confirm confirms the order, once', async () => {
    const u = await signUp(t)
    const mobile = nextMobile()
    const id = await codOrder(u, mobile)
    expect(await orderRow(id)).toMatchObject({ status: 'processing', cod_confirmation: 'pending' })
    // the shopper's order page is told it waits for their reply
    const mine = async () => (await api(t, u, 'GET', `/orders/${id}`)).json().data.order.cod_confirmation
    expect(await mine()).toBe('pending')
    const [ask] = await sentTo(mobile)
    expect(ask).toMatchObject({ template: 'cod_confirmation' })
    expect(ask!.quick_replies).toHaveLength(2)
    expect(ask!.quick_replies[0]).toMatch(new RegExp(`^cod:confirm:${id}:`))
    const confirmed = await reply({ from: `91${mobile}`, payload: ask!.quick_replies[0], context: ask!.id })
    expect(confirmed.json().reply.events[0].outcome).toBe('confirmed')
    expect(await orderRow(id)).toMatchObject({ status: 'processing', cod_confirmation: 'confirmed' })
    expect(await mine()).toBe('confirmed')
    // A Cancel tapped afterwards changes nothing.
    const late = await reply({ from: `91${mobile}`, payload: ask!.quick_replies[1] })
    expect(late.json().reply.events[0].outcome).toBe('ignored: the order is confirmed')
    expect(await orderRow(id)).toMatchObject({ status: 'processing', cod_confirmation: 'confirmed' })
  })

  it('Cancel cancels the order through the cancel path: stock back, the cancellation mail', async () => {
    const u = await signUp(t)
    const mobile = nextMobile()
    const stock = await stockOf(103)
    const id = await codOrder(u, mobile, 103)
    expect(await stockOf(103)).toBe(stock - 1)
    const [ask] = await sentTo(mobile)
    const cancelled = await reply({ from: `91${mobile}`, payload: ask!.quick_replies[1] })
    expect(cancelled.json().reply.events[0].outcome).toBe('cancelled')
    expect(await orderRow(id)).toMatchObject({ status: 'cancelled', cod_confirmation: 'cancelled' })
    expect(await stockOf(103)).toBe(stock)
    await t.app.notifications.idle()
    expect(
      await rows(sql`select 1 from notifications where order_id = ${id} and kind = 'order_cancelled'`),
    ).toHaveLength(1)
    // Confirm after the cancel: nothing.
    const late = await reply({ from: `91${mobile}`, payload: ask!.quick_replies[0] })
    expect(late.json().reply.events[0].outcome).toBe('ignored: the order is cancelled')
  })

  it("refuses a reply carrying another order's token", async () => {
    const a = await signUp(t)
    const b = await signUp(t)
    const ma = nextMobile()
    const mb = nextMobile()
    await codOrder(a, ma)
    const idB = await codOrder(b, mb)
    const [askA] = await sentTo(ma)
    const tokenA = askA!.quick_replies[1]!.split(':')[3]
    const forged = await reply({ from: `91${ma}`, payload: `cod:cancel:${idB}:${tokenA}` })
    expect(forged.json().reply.events[0].outcome).toBe('refused: the reply does not belong to this order')
    expect(await orderRow(idB)).toMatchObject({ status: 'processing', cod_confirmation: 'pending' })
  })

  it('unconfirmed after the owner’s hours: cancelled with stock back, or held for a call', async () => {
    const u = await signUp(t)
    const mobile = nextMobile()
    const stock = await stockOf(104)
    const late = await codOrder(u, mobile, 104)
    const recent = await codOrder(u, nextMobile(), 104)
    await t.database.db.execute(
      sql`update orders set cod_confirmation_at = now() - interval '25 hours' where id = ${late}`,
    )
    expect(await t.app.orders.expireUnconfirmedCod()).toBe(1)
    expect(await orderRow(late)).toMatchObject({ status: 'cancelled', cod_confirmation: 'expired' })
    expect(await orderRow(recent)).toMatchObject({ status: 'processing', cod_confirmation: 'pending' })
    expect(await stockOf(104)).toBe(stock - 1)

    // The owner's setting, saved as Settings saves it: held for a call instead; out-of-range hours refused.
    const owner = await addOperator(t, { role: 'owner' })
    const set = (money: object) =>
      adminCall(t, 'PATCH', '/settings', owner.cookie, { money, version: t.app.settings.view().version })
    const bad = await set({ cod_confirm_hours: 0 })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('A cash order waits from 1 to 168 hours for its confirmation')
    expect((await set({ cod_unconfirmed: 'hold', cod_confirm_hours: 2 })).statusCode).toBe(200)
    try {
      await t.database.db.execute(
        sql`update orders set cod_confirmation_at = now() - interval '3 hours' where id = ${recent}`,
      )
      expect(await t.app.orders.expireUnconfirmedCod()).toBe(1)
      expect(await orderRow(recent)).toMatchObject({ status: 'processing', cod_confirmation: 'held' })
    } finally {
      await set({ cod_unconfirmed: 'cancel', cod_confirm_hours: 24 })
    }
  })
})

describe('the back office and unconfirmed cash orders', () => {
  it('lists and filters by confirmation; packing or shipping an unconfirmed one needs confirm_unconfirmed_cod', async () => {
    const staff = await addOperator(t, { role: 'packer' })
    const u = await signUp(t)
    const mobile = nextMobile()
    const id = await codOrder(u, mobile)
    const list = await adminCall(t, 'GET', `/orders?cod_confirmation=pending&q=${id}`, staff.cookie)
    expect(list.statusCode, list.body).toBe(200)
    expect(list.json().data).toEqual([expect.objectContaining({ id, cod_confirmation: 'pending' })])
    const none = await adminCall(t, 'GET', `/orders?cod_confirmation=confirmed&q=${id}`, staff.cookie)
    expect(none.json().data).toEqual([])

    // Book shipments leaves it out, with the same words, before anything is booked at the courier.
    const book = await adminCall(t, 'POST', '/orders/book-shipments', staff.cookie, { order_ids: [id] })
    expect(book.statusCode, book.body).toBe(200)
    expect(book.json().data).toMatchObject({
      booked: [],
      failed: [
        {
          order_id: id,
          reason:
            'The shopper has not confirmed this cash-on-delivery order (waiting for the shopper). Call them first, then send it again with confirm_unconfirmed_cod: true',
        },
      ],
    })
    expect(await rows(sql`select 1 from test_courier_shipments where channel_order_id = ${id}`)).toEqual([])

    const pack = await adminCall(t, 'POST', `/orders/${id}/pack`, staff.cookie, {})
    expect(pack.statusCode).toBe(409)
    expect(pack.json().message).toBe(
      'The shopper has not confirmed this cash-on-delivery order (waiting for the shopper). Call them first, then send it again with confirm_unconfirmed_cod: true',
    )
    const ship = await adminCall(t, 'POST', `/orders/${id}/ship`, staff.cookie, {
      carrier: 'Delhivery',
      waybill: 'DL123',
    })
    expect(ship.statusCode).toBe(409)
    expect((await orderRow(id)).status).toBe('processing')
    const packed = await adminCall(t, 'POST', `/orders/${id}/pack`, staff.cookie, {
      confirm_unconfirmed_cod: true,
    })
    expect(packed.statusCode, packed.body).toBe(200)
    const shipped = await adminCall(t, 'POST', `/orders/${id}/ship`, staff.cookie, {
      carrier: 'Delhivery',
      waybill: 'DL123',
      confirm_unconfirmed_cod: true,
    })
    expect(shipped.statusCode, shipped.body).toBe(200)
    expect((await orderRow(id)).status).toBe('shipped')
    const shippedMessage = (await sentTo(mobile)).find((m) => m.template === 'order_shipped')
    expect(shippedMessage?.text).toContain('waybill DL123')
  })
})
