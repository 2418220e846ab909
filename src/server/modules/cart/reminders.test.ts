import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { cartReminderMessages as m } from '#domain/messages-cart.ts'
import { readOutbox, signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api, payWithCard, startCheckout } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { TEST_WHATSAPP_PREFIX } from '../whatsapp/test-whatsapp.ts'

// Cart reminders (decision 054): only for shoppers who chose them, once per time a cart is left, at most two per
// cart, none once they order; the link restores the cart, the unsubscribe link stops them. PGlite and, with
// TEST_DATABASE=postgres, PostgreSQL.

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const query = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows
/** `hours` go by for the cart: its last change and its last reminder are that much further back. */
const leave = (u: TestUser, hours = 25) =>
  t.database.db.execute(
    sql`update carts set updated_at = updated_at - make_interval(hours => ${hours}),
          reminded_at = reminded_at - make_interval(hours => ${hours})
        where user_id = ${u.id}`,
  )
const sweep = async () => {
  const n = await t.app.cartReminders.sweep()
  await t.app.notifications.idle()
  return n
}
const remindersTo = (u: TestUser) =>
  readOutbox(t).filter((mail) => mail.to === u.email && mail.subject === 'You left something in your cart')
const choose = async (u: TestUser, cart_reminders: string, extra: object = {}) => {
  const res = await api(t, u, 'PUT', '/profiles', { cart_reminders, ...extra })
  expect(res.statusCode, res.body).toBe(200)
  return res
}
const add = async (u: TestUser, product_id: number, quantity = 1, variant_index = 0) => {
  const res = await api(t, u, 'POST', '/cart/items', { product_id, quantity, variant_index })
  expect(res.statusCode, res.body).toBe(200)
}
const cartLines = async (u: TestUser) =>
  (await api(t, u, 'GET', '/cart'))
    .json()
    .data.cart.items.map((i: { product_id: number; variant_index?: number; quantity: number }) => [
      i.product_id,
      i.variant_index ?? 0,
      i.quantity,
    ])
const tokenOf = (link: string) => new URL(link).searchParams.get('restore') ?? ''
/** Moringa Leaf Powder (101) as the seed's Telugu catalogue names it */
const TE_MORINGA = 'మునగాకు పొడి'

describe('cart reminders', () => {
  beforeEach(async () => {
    // the owner's default: a cart left 24 hours is recalled
    t.app.settings.current().reminders.cart_hours = 24
  })

  it('reminds only a shopper who chose it, once, after the owner’s hours, with the lines and both links', async () => {
    const asha = await signUp(t)
    const ravi = await signUp(t)
    await choose(asha, 'email')
    for (const u of [asha, ravi]) {
      await add(u, 101, 2)
      await add(u, 103)
    }
    // Left 23 hours: not yet.
    await leave(asha, 23)
    await leave(ravi, 23)
    await sweep()
    expect(remindersTo(asha)).toHaveLength(0)

    await leave(asha)
    await leave(ravi)
    await sweep()
    const [mail, ...more] = remindersTo(asha)
    expect(more).toHaveLength(0)
    expect(remindersTo(ravi)).toHaveLength(0)
    expect(mail!.text).toMatch(/× 2/)
    expect(mail!.links.cart).toMatch(/\/cart\?restore=/)
    expect(mail!.links.unsubscribe).toMatch(/\/api\/v1\/cart-reminders\/unsubscribe\?token=/)
    // A mail app's own unsubscribe, in one tap (RFC 8058).
    const { headers } = mail as unknown as { headers: Record<string, string> }
    expect(headers['List-Unsubscribe']).toBe(`<${mail!.links.unsubscribe}>`)
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')

    // Swept again (this process or another): nothing more.
    await sweep()
    expect(remindersTo(asha)).toHaveLength(1)
  })

  it('writes to the shopper in their preferred language, with the cart page in it (decision 060)', async () => {
    const lakshmi = await signUp(t)
    await choose(lakshmi, 'email', { preferred_language: 'te' })
    await add(lakshmi, 101, 2)
    await leave(lakshmi)
    await sweep()
    const [mail, ...more] = readOutbox(t).filter(
      (m) => m.to === lakshmi.email && m.subject === 'మీ కార్ట్‌లో ఏదో మిగిలిపోయింది',
    )
    expect(more).toHaveLength(0)
    expect(remindersTo(lakshmi)).toHaveLength(0)
    expect(mail!.text).toContain('మీ కార్ట్‌లో వదిలేశారు')
    expect(mail!.text).toContain(`${TE_MORINGA} (100g) × 2`)
    expect(mail!.links.cart).toMatch(/\/te\/cart\?restore=/)
    // the Telugu page's link restores the cart as the English one does
    const restored = await api(t, lakshmi, 'POST', '/cart/restore', {
      token: tokenOf(mail!.links.cart ?? ''),
    })
    expect(restored.statusCode, restored.body).toBe(200)
  })

  it('reminds again only after the shopper came back and left again, and never more than twice', async () => {
    const meena = await signUp(t)
    await choose(meena, 'email')
    await add(meena, 102)
    await leave(meena)
    await sweep()
    await leave(meena, 50)
    await sweep()
    expect(remindersTo(meena)).toHaveLength(1)
    // Back to the cart, then away again: a second reminder.
    await add(meena, 104)
    await leave(meena)
    await sweep()
    expect(remindersTo(meena)).toHaveLength(2)
    // A third time: none, ever, for this cart.
    await add(meena, 105)
    await leave(meena)
    await sweep()
    expect(remindersTo(meena)).toHaveLength(2)
    const [cart] = await query<{ reminders_sent: number }>(
      sql`select reminders_sent from carts where user_id = ${meena.id}`,
    )
    expect(cart!.reminders_sent).toBe(2)
  })

  it('stops as soon as the shopper orders, and when the owner turns reminders off', async () => {
    const kiran = await signUp(t)
    await choose(kiran, 'email')
    const { created } = await startCheckout(t, kiran, { items: [{ product_id: 101, quantity: 1 }] })
    expect(created.statusCode, created.body).toBe(200)
    // The order was placed after the cart's last change: no reminder, even paid or not.
    await leave(kiran)
    await t.database.db.execute(
      sql`update orders set created_at = now() - interval '1 hour' where user_id = ${kiran.id}`,
    )
    await sweep()
    expect(remindersTo(kiran)).toHaveLength(0)
    const placed = created.json().data
    const pay = await payWithCard(t, placed.key_id, placed.order_id)
    expect((await api(t, kiran, 'POST', '/payments/verify', pay.json())).statusCode).toBe(200)
    await sweep()
    expect(remindersTo(kiran)).toHaveLength(0)

    const leela = await signUp(t)
    await choose(leela, 'email')
    await add(leela, 106)
    await leave(leela, 200)
    t.app.settings.current().reminders.cart_hours = 0
    await sweep()
    expect(remindersTo(leela)).toHaveLength(0)
  })

  it('goes by WhatsApp to a shopper who chose it, with the restore link', async () => {
    const priya = await signUp(t)
    await choose(priya, 'whatsapp', { phone: '9848055501' })
    await add(priya, 101)
    await leave(priya)
    await sweep()
    expect(remindersTo(priya)).toHaveLength(0)
    const res = await t.app.inject({ method: 'GET', url: `${TEST_WHATSAPP_PREFIX}/messages?to=919848055501` })
    const [message] = res.json().messages as { template: string; text: string }[]
    expect(message!.template).toBe('cart_reminder')
    expect(message!.text).toMatch(/in your cart at .+\/cart\?restore=/)
  })

  it('restores what the cart no longer holds, for its own shopper only; a forged link is refused', async () => {
    const dev = await signUp(t)
    const other = await signUp(t)
    await choose(dev, 'email')
    await add(dev, 101, 3)
    await add(dev, 104)
    await leave(dev)
    await sweep()
    const token = tokenOf(remindersTo(dev)[0]!.links.cart!)
    const before = await cartLines(dev)

    // The shopper emptied the cart meanwhile, and kept one of the three.
    expect((await api(t, dev, 'DELETE', '/cart/items/104')).statusCode).toBe(200)
    expect((await api(t, dev, 'PUT', '/cart/items/101', { quantity: 1 })).statusCode).toBe(200)
    const restored = await api(t, dev, 'POST', '/cart/restore', { token })
    expect(restored.statusCode, restored.body).toBe(200)
    expect(restored.json().message).toBe(m.restored)
    expect((await cartLines(dev)).sort()).toEqual(before.sort())
    // Again: nothing to put back.
    const again = await api(t, dev, 'POST', '/cart/restore', { token })
    expect(again.json().message).toBe(m.nothingToRestore)
    expect((await cartLines(dev)).sort()).toEqual(before.sort())

    const theirs = await api(t, other, 'POST', '/cart/restore', { token })
    expect([theirs.statusCode, theirs.json().message]).toEqual([403, m.otherAccount])
    expect(await cartLines(other)).toEqual([])
    for (const forged of [`${token.slice(0, -2)}xx`, 'abc', `${token.split('.')[0]}.`, '']) {
      const res = await api(t, dev, 'POST', '/cart/restore', { token: forged })
      expect([res.statusCode, res.json().message]).toEqual([400, m.linkInvalid])
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/cart/restore', payload: { token } })
    expect(anonymous.statusCode).toBe(401)
  })

  it('unsubscribes in one step from the link (a page asks first), and a forged link changes nothing', async () => {
    const sam = await signUp(t)
    await choose(sam, 'email')
    await add(sam, 102)
    await leave(sam)
    await sweep()
    const link = new URL(remindersTo(sam)[0]!.links.unsubscribe!)
    const url = `${link.pathname}${link.search}`
    const profile = async () => (await api(t, sam, 'GET', '/profiles')).json().data.cart_reminders

    // Opening the link (or a scanner following it) asks, and changes nothing.
    const asked = await t.app.inject({ method: 'GET', url })
    expect(asked.statusCode).toBe(200)
    expect(asked.headers['content-type']).toMatch(/text\/html/)
    expect(asked.body).toContain(m.unsubscribeButton)
    expect(await profile()).toBe('email')

    const forged = await t.app.inject({
      method: 'POST',
      url: url.replace(/token=[^&]{4}/, 'token=AAAA'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(forged.statusCode).toBe(400)
    expect(forged.body).toContain(m.unsubscribeInvalid)
    expect(await profile()).toBe('email')

    // A mail app's one-click POST.
    const done = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(done.statusCode).toBe(200)
    expect(done.body).toContain(m.unsubscribed)
    expect(await profile()).toBe('off')
    // and no reminder after it
    await add(sam, 103)
    await leave(sam)
    await sweep()
    expect(remindersTo(sam)).toHaveLength(1)
  })

  it('refuses a choice that is not off, email or whatsapp', async () => {
    const u = await signUp(t)
    const res = await api(t, u, 'PUT', '/profiles', { cart_reminders: 'sms' })
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      'Cart reminders must be one of: off, email, whatsapp',
    ])
  })
})
