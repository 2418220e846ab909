import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { codMessages } from '#domain/cash-on-delivery.ts'
import { guestMessages } from '#domain/guest-checkout.ts'
import { messages } from '#domain/messages.ts'
import { bearer, cookieHeader, freshIp, readOutbox, signUp } from '#server/testing/auth-helpers.ts'
import { HYDERABAD } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { listCustomers } from '../admin/reports.ts'
import { orderRecordForStaff } from '../orders/admin.ts'
import { TEST_VPAS } from '../payments/test-gateway.ts'
import { TEST_WHATSAPP_PREFIX } from '../whatsapp/test-whatsapp.ts'

// Decision 057: guest checkout. A guest (email and Indian mobile, a signed httpOnly cookie) fills a cart and pays by
// UPI or in cash as a signed-in shopper does; the order's private link follows it without signing in; the one-open-
// order rule and the COD limits count every guest and account with the email or mobile; making an account attaches
// the guest's orders, once.

let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ env: { COD_FEE_RUPEES: '49', COD_MAX_RUPEES: '5000' } })
})
afterAll(async () => {
  await t?.close()
})

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows
}

let counter = 0
/** A fresh mobile per test: the rules count per mobile. */
const mobile = () => `98${String(48_000_000 + ++counter * 7919).padStart(8, '0')}`

interface Guest {
  cookie: string
  email: string
  mobile: string
}

async function startGuest(email = `guest${++counter}@example.in`, phone = mobile()): Promise<Guest> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/guest/session',
    headers: { 'x-forwarded-for': freshIp() },
    payload: { email, mobile: phone },
  })
  expect(res.statusCode, res.body).toBe(200)
  const setCookie = res.headers['set-cookie']
  expect(String(setCookie)).toMatch(/HttpOnly/)
  return { cookie: cookieHeader(setCookie), email: email.toLowerCase(), mobile: res.json().data.mobile }
}

const as = (g: Guest | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: g ? { cookie: g.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

async function placeAsGuest(g: Guest, items = [{ product_id: 101, quantity: 1 }], whatsapp = false) {
  for (const item of items) {
    const added = await as(g, 'POST', '/cart/items', item)
    expect(added.statusCode, added.body).toBe(200)
  }
  const estimate = await as(g, 'POST', '/cart/checkout/estimate-shipping', {
    first_name: 'Meera',
    last_name: 'Iyer',
    mobile: g.mobile,
    ...HYDERABAD,
  })
  expect(estimate.statusCode, estimate.body).toBe(200)
  return as(g, 'POST', '/payments/create-order', {
    first_name: 'Meera',
    last_name: 'Iyer',
    mobile: g.mobile,
    shipping_address_id: estimate.json().data.address_id,
    shipping_service_level: 'standard',
    ...(whatsapp ? { whatsapp_opt_in: true } : {}),
  })
}

type Placed = { shop_order_id: string; order_id: string; key_id: string; amount: number }

async function placed(g: Guest): Promise<Placed> {
  const res = await placeAsGuest(g)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

async function payByUpi(g: Guest, p: Placed) {
  const paid = await t.app.inject({
    method: 'POST',
    url: '/test-gateway/checkout/pay',
    payload: { key: p.key_id, order_id: p.order_id, method: 'upi', vpa: TEST_VPAS.success },
  })
  expect(paid.statusCode, paid.body).toBe(200)
  const verified = await as(g, 'POST', '/payments/verify', paid.json())
  expect(verified.statusCode, verified.body).toBe(200)
}

async function linkOf(g: Guest, orderId: string): Promise<string> {
  const res = await as(g, 'GET', '/guest/session')
  expect(res.statusCode, res.body).toBe(200)
  const found = (res.json().data.orders as { order_id: string; link: string }[]).find(
    (o) => o.order_id === orderId,
  )
  expect(found, res.body).toBeDefined()
  return found!.link
}
const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1)
const byLink = (method: 'GET' | 'POST', token: string, suffix = '', payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/guest/orders/${token}${suffix}`,
    headers: { 'x-forwarded-for': freshIp() },
    ...(payload ? { payload } : {}),
  })

describe('guest checkout', () => {
  it('refuses a bad email or mobile with the shop’s messages, naming the field, and writes nothing', async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from guests`)
    for (const [body, field, message] of [
      [{ email: 'meera@example', mobile: '9848012345' }, 'email', messages.contact.emailInvalid],
      [{ email: '', mobile: '9848012345' }, 'email', messages.contact.emailRequired],
      [{ email: 'meera@example.in', mobile: '040 2345 6789' }, 'mobile', messages.auth.mobileLandline],
      [{ email: 'meera@example.in', mobile: '12345' }, 'mobile', messages.auth.mobileInvalid],
      [{ email: 'meera@example.in', mobile: '+44 7700 900123' }, 'mobile', messages.auth.mobileInvalid],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/guest/session', payload: body })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.body).toContain(message)
      expect(res.body).toContain(field)
      expect(res.headers['set-cookie']).toBeUndefined()
    }
    expect(await rows(sql`select count(*)::int as n from guests`)).toEqual(before)
  })

  it('a guest buys by UPI: cart, address, payment, then follows the order by its private link', async () => {
    const g = await startGuest('Meera.Iyer@Example.in')
    expect(g.email).toBe('meera.iyer@example.in')
    const p = await placed(g)
    await payByUpi(g, p)
    const link = await linkOf(g, p.shop_order_id)
    expect(link).toMatch(/^http:\/\/localhost:3000\/guest\/orders\/[\w-]+\.\d+\.[\w-]{43}$/)
    const viewed = await byLink('GET', tokenOf(link))
    expect(viewed.statusCode, viewed.body).toBe(200)
    expect(viewed.json().data.order).toMatchObject({
      id: p.shop_order_id,
      status: 'processing',
      payment_status: 'completed',
      payment_method: 'upi',
    })
    const pdf = await byLink('GET', tokenOf(link), '/invoice')
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200)
    expect(pdf.headers['content-type']).toContain('application/pdf')
    // the order mail goes to the email given, and its "View your order" is the private link
    await t.app.notifications.flush()
    const mail = readOutbox(t).find(
      (m) => m.to === 'meera.iyer@example.in' && m.subject.includes(p.shop_order_id),
    )
    // the same order's link, signed when the mail was written (its expiry may be a second later than the page's)
    const mailed =
      mail?.text.match(/http:\/\/localhost:3000\/guest\/orders\/[\w-]+\.\d+\.[\w-]{43}/)?.[0] ?? ''
    expect(mailed.split('.')[0]).toBe(link.split('.')[0])
    expect((await byLink('GET', tokenOf(mailed))).json().data.order.id).toBe(p.shop_order_id)
    expect(readOutbox(t).some((m) => m.to.endsWith('@guest.invalid'))).toBe(false)
    // the back office shows (and finds) the guest's email, not the stand-in
    expect((await orderRecordForStaff(t.database.db, p.shop_order_id))?.shopper.email).toBe(
      'meera.iyer@example.in',
    )
    const customers = await listCustomers(t.database.db, { q: 'meera.iyer@', page: 1, per_page: 10 })
    expect(customers.items.map((c) => [c.email, c.orders])).toEqual([['meera.iyer@example.in', 1]])
    expect((await t.app.identity.getUserName(await ownerOf(p.shop_order_id)))?.email).toBe(
      'meera.iyer@example.in',
    )
    // the guest cookie is not an account: its order list and profile stay closed
    expect((await as(g, 'GET', '/orders')).statusCode).toBe(401)
    expect((await as(g, 'GET', '/profiles')).statusCode).toBe(401)
  })

  it('a guest buys in cash on delivery and cancels it from the link: stock back, once', async () => {
    const g = await startGuest()
    const p = await placed(g)
    const stock = async () =>
      (await rows<{ stock: number }>(sql`select stock from products where id = 101`))[0]!.stock
    const cod = await as(g, 'POST', `/orders/${p.shop_order_id}/cash-on-delivery`)
    expect(cod.statusCode, cod.body).toBe(200)
    expect(cod.json().data.order).toMatchObject({ status: 'processing', payment_method: 'cod' })
    const held = await stock()
    const token = tokenOf(await linkOf(g, p.shop_order_id))
    const cancelled = await byLink('POST', token, '/cancel')
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json().data.order.status).toBe('cancelled')
    expect(await stock()).toBe(held + 1)
    const again = await byLink('POST', token, '/cancel')
    expect(again.statusCode).toBe(409)
    expect(await stock()).toBe(held + 1)
  })

  it('a guest asks for a return of a delivered order by its private link, and withdraws it', async () => {
    const g = await startGuest()
    const p = await placed(g)
    await payByUpi(g, p)
    await t.app.orders.ship(p.shop_order_id, 'Delhivery', `DLV-GUEST-${++counter}`)
    await t.app.orders.deliver(p.shop_order_id)
    const token = tokenOf(await linkOf(g, p.shop_order_id))
    const before = await byLink('GET', token, '/returns')
    expect(before.statusCode, before.body).toBe(200)
    expect(before.json().data.returnable).toBe(true)
    const packId = before.json().data.items[0].pack_id as number
    const asked = await byLink('POST', token, '/returns', {
      reason: 'damaged',
      items: [{ product_id: 101, pack_id: packId, quantity: 1 }],
    })
    expect(asked.statusCode, asked.body).toBe(200)
    expect(asked.json().data.status).toBe('requested')
    const withdrawn = await byLink('POST', token, `/returns/${asked.json().data.id}/cancel`)
    expect(withdrawn.statusCode, withdrawn.body).toBe(200)
  })

  it('a guest’s cash order is confirmed from the WhatsApp message sent to the guest’s mobile (decision 049)', async () => {
    const g = await startGuest()
    const res = await placeAsGuest(g, [{ product_id: 102, quantity: 1 }], true)
    expect(res.statusCode, res.body).toBe(200)
    const p: Placed = res.json().data
    expect((await as(g, 'POST', `/orders/${p.shop_order_id}/cash-on-delivery`)).statusCode).toBe(200)
    await t.app.notifications.flush()
    const to = g.mobile.replace(/^\+/, '')
    const sent = await t.app.inject({ method: 'GET', url: `${TEST_WHATSAPP_PREFIX}/messages?to=${to}` })
    const ask = (sent.json().messages as { template: string; id: string; quick_replies: string[] }[]).find(
      (m) => m.template === 'cod_confirmation',
    )
    expect(ask, sent.body).toBeDefined()
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `${TEST_WHATSAPP_PREFIX}/_test/reply`,
      payload: { from: to, payload: ask!.quick_replies[0], context: ask!.id },
    })
    expect(confirmed.json().reply.events[0].outcome).toBe('confirmed')
    expect(await rows(sql`select cod_confirmation from orders where id = ${p.shop_order_id}`)).toEqual([
      { cod_confirmation: 'confirmed' },
    ])
  })

  it('refuses forged, tampered, other-order and expired links with a clear 404 or 401, never a 5xx', async () => {
    const g = await startGuest()
    const p = await placed(g)
    await payByUpi(g, p)
    const token = tokenOf(await linkOf(g, p.shop_order_id))
    const [id, expires, sig] = token.split('.') as [string, string, string]
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1)
    const other = Buffer.from('SN-20260101-ZZZZ').toString('base64url')
    for (const forged of [
      `${id}.${expires}.${flip(sig)}`, // tampered signature
      `${other}.${expires}.${sig}`, // another order's id under this signature
      `${id}.${Number(expires) + 86_400}.${sig}`, // a longer life
      `${id}.${expires}`,
      'not-a-token',
      `${id}.${expires}.${sig}.extra`,
      `${'%00'}.1.x`,
    ]) {
      for (const [method, suffix] of [
        ['GET', ''],
        ['GET', '/invoice'],
        ['POST', '/cancel'],
      ] as const) {
        const res = await byLink(method, forged, suffix)
        expect(res.statusCode, `${forged}${suffix}: ${res.body}`).toBe(404)
        expect(res.json().message).toBe(guestMessages.linkInvalid)
      }
    }
    // a signature of another shop's secret
    const mine = t.app.guests.tokenOf(p.shop_order_id)
    expect(mine).not.toBe(token.replace(/\.\d+\./, '.0.'))
    // expired: a link signed over a year ago
    const old = t.app.guests.tokenOf(p.shop_order_id, new Date(Date.now() - 366 * 86_400_000))
    const expired = await byLink('GET', old)
    expect([expired.statusCode, expired.json().message]).toEqual([401, guestMessages.linkExpired])
    // the order is unchanged by all of that
    const still = await byLink('GET', token)
    expect(still.json().data.order.status).toBe('processing')
  })

  it('holds one open order per email and per mobile across guests, and counts their cash orders together', async () => {
    const email = `shared${++counter}@example.in`
    const phone = mobile()
    const a = await startGuest(email, phone)
    const pa = await placed(a)
    // another guest with the same email, or the same mobile, cannot open a second order meanwhile
    for (const b of [await startGuest(email), await startGuest(undefined, phone)]) {
      const refused = await placeAsGuest(b)
      expect([refused.statusCode, refused.json().message]).toEqual([409, guestMessages.otherOpenOrder])
      expect(
        await rows(sql`select id from orders where user_id = ${await guestIdOf(b)} and status = 'pending'`),
      ).toEqual([])
    }
    // placed for cash, it is no longer open: the next guest with the mobile may order, and also place for cash
    expect((await as(a, 'POST', `/orders/${pa.shop_order_id}/cash-on-delivery`)).statusCode).toBe(200)
    const b = await startGuest(undefined, phone)
    const pb = await placed(b)
    expect((await as(b, 'POST', `/orders/${pb.shop_order_id}/cash-on-delivery`)).statusCode).toBe(200)
    // a third with the mobile: two cash orders on the way between them, so not for cash
    const c = await startGuest(undefined, phone)
    const pc = await placed(c)
    const offered = await as(c, 'GET', `/orders/${pc.shop_order_id}/cash-on-delivery`)
    expect(offered.json().data).toMatchObject({ available: false, reason: codMessages.openOrders })
    const refused = await as(c, 'POST', `/orders/${pc.shop_order_id}/cash-on-delivery`)
    expect([refused.statusCode, refused.json().message]).toEqual([400, codMessages.openOrders])
  })

  it('two guests with one email placing at once: one open order between them', async () => {
    const email = `race${++counter}@example.in`
    const [a, b] = [await startGuest(email), await startGuest(email)]
    const results = await Promise.all([placeAsGuest(a), placeAsGuest(b)])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const open = await rows(sql`
      select o.id from orders o join guests g on g.user_id = o.user_id
      where g.email = ${email} and o.status = 'pending'`)
    expect(open).toHaveLength(1)
  })

  it('making an account attaches the guest’s orders once; a second claim or another account gets none', async () => {
    const g = await startGuest()
    const p = await placed(g)
    await payByUpi(g, p)
    const u = await signUp(t, { email: g.email })
    const other = await signUp(t)
    const claim = (token: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/guest/claim',
        headers: { ...bearer(token), ...(cookie ? { cookie } : {}) },
      })
    // an account without the cookie and an unverified email proves nothing: nothing attached
    expect((await claim(u.token)).json().data.attached_orders).toEqual([])
    // the account made with the guest's cookie, racing another account given the same cookie: one gets it
    const [mine, theirs] = await Promise.all([claim(u.token, g.cookie), claim(other.token, g.cookie)])
    const attached = [mine.json().data.attached_orders, theirs.json().data.attached_orders]
    expect(attached.flat()).toEqual([p.shop_order_id])
    const winner = attached[0]!.length === 1 ? u : other
    expect(mine.headers['set-cookie']).toMatch(/Max-Age=0/)
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: bearer(winner.token) })
    expect((list.json().data.orders as { id: string }[]).map((o) => o.id)).toEqual([p.shop_order_id])
    // claimed again: nothing more
    expect((await claim(winner.token, g.cookie)).json().data.attached_orders).toEqual([])
    // the private link still follows it
    const token = t.app.guests.tokenOf(p.shop_order_id)
    expect((await byLink('GET', token)).statusCode).toBe(200)
  })

  it('attaches by a verified email without the cookie (a guest who comes back later)', async () => {
    const g = await startGuest()
    const p = await placed(g)
    await payByUpi(g, p)
    const u = await signUp(t, { email: g.email })
    await t.database.db.execute(sql`update users set email_verified = true where id = ${u.id}`)
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/guest/claim', headers: bearer(u.token) })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      message: guestMessages.claimed(1),
      data: { attached_orders: [p.shop_order_id] },
    })
  })

  it('without a guest cookie the cart and checkout are 401, and a forged cookie is no guest', async () => {
    expect((await as(null, 'GET', '/cart')).statusCode).toBe(401)
    const g = await startGuest()
    const forged = {
      ...g,
      cookie: g.cookie.replace(/\.([\w-])/, (_m, c: string) => `.${c === 'A' ? 'B' : 'A'}`),
    }
    expect((await as(forged, 'GET', '/cart')).statusCode).toBe(401)
    expect((await as(g, 'GET', '/cart')).statusCode).toBe(200)
    expect((await as(null, 'GET', '/guest/session')).statusCode).toBe(401)
  })
})

async function ownerOf(orderId: string): Promise<string> {
  return (await rows<{ user_id: string }>(sql`select user_id from orders where id = ${orderId}`))[0]!.user_id
}

async function guestIdOf(g: Guest): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/cart', headers: { cookie: g.cookie } })
  expect(res.statusCode).toBe(200)
  const cookie = decodeURIComponent(g.cookie.split('=')[1]!)
  return cookie.slice(0, cookie.lastIndexOf('.'))
}
