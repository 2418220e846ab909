import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settingsMessages } from '#domain/messages-settings.ts'
import { auditLog } from '#server/db/schema.ts'
import { addOperator, adminCall, type TestOperator } from '#server/testing/admin-helpers.ts'
import { signUp } from '#server/testing/auth-helpers.ts'
import { api, BENGALURU, startCheckout } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

// Decision 043: the shop's settings in the database, the owner's alone, each save versioned (decision 040) and
// audited; the PIN check, cash on delivery, the public settings and the pages read them at once.

let t: TestContext
let owner: TestOperator
let staff: TestOperator
beforeAll(async () => {
  t = await createTestApp({ env: { FREE_SHIPPING_THRESHOLD_RUPEES: '500', COD_MAX_RUPEES: '5000' } })
  owner = await addOperator(t, { role: 'owner' })
  staff = await addOperator(t, { role: 'staff' })
})
afterAll(async () => {
  await t?.close()
})

const load = async () => {
  const res = await adminCall(t, 'GET', '/settings', owner.cookie)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}
const save = async (fields: object) => {
  const { version } = await load()
  return adminCall(t, 'PATCH', '/settings', owner.cookie, { ...fields, version })
}
const publicGet = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}` })

describe('settings in the back office', () => {
  it('answers the first start’s settings from the environment, with a version', async () => {
    const data = await load()
    expect(data.version).toBe(1)
    expect(data.money).toMatchObject({ free_shipping_threshold: 500, cod_enabled: true, cod_max: 5000 })
    expect(data.shop.gstin).toBe('36ABCFS1234K1Z8')
    expect(data.reviews.moderation).toBe('verified_at_once')
    expect(data.delivery.zones.metro.standard).toEqual({ charge: 60, days_min: 3, days_max: 5 })
  })

  it('refuses staff who are not the owner, to read and to save', async () => {
    const read = await adminCall(t, 'GET', '/settings', staff.cookie)
    expect(read.statusCode).toBe(403)
    const write = await adminCall(t, 'PATCH', '/settings', staff.cookie, {
      version: 1,
      promises: { refund_days: 1 },
    })
    expect(write.statusCode).toBe(403)
    const page = await adminCall(t, 'PATCH', '/pages/returns', staff.cookie, { version: 1, markdown: 'x' })
    expect(page.statusCode).toBe(403)
    expect((await load()).promises.refund_days).toBe(7)
  })

  it('refuses a GSTIN whose check character is wrong, and a malformed one, saving nothing', async () => {
    const before = await load()
    const wrong = await save({ shop: { gstin: '27AAPFU0939F1ZW' } })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.body).toContain(settingsMessages.gstinCheck)
    const malformed = await save({ shop: { gstin: '27AAPFU0939F1Z' } })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.body).toContain(settingsMessages.gstinForm)
    const fssai = await save({ shop: { fssai: '1234' } })
    expect(fssai.body).toContain(settingsMessages.fssai)
    const days = await save({ promises: { return_window_days: -1 } })
    expect(days.body).toContain(settingsMessages.days)
    for (const cart_hours of [-1, 169, 1.5]) {
      const hours = await save({ reminders: { cart_hours } })
      expect([hours.statusCode, hours.body]).toEqual([
        400,
        expect.stringContaining(settingsMessages.cartReminderHours),
      ])
    }
    expect(await load()).toEqual(before)
    // The cart reminders' hours (decision 054): 24 until the owner says otherwise; 0 turns them off.
    expect(before.reminders).toEqual({ cart_hours: 24 })
  })

  it('saves a valid GSTIN and only the fields sent, raises the version and writes one audit line', async () => {
    const res = await save({ shop: { gstin: '27AAPFU0939F1ZV' }, promises: { return_window_days: 10 } })
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json().data
    expect(data.shop.gstin).toBe('27AAPFU0939F1ZV')
    expect(data.shop.email).toBe('care@suryanaturals.in')
    expect(data.promises).toMatchObject({ return_window_days: 10, refund_days: 7 })
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'settings'))
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actor: owner.email, action: 'settings.update', entityId: 'shop' })
    expect(audit[0]!.before).toMatchObject({ promises: { return_window_days: 7 } })
    expect(audit[0]!.after).toMatchObject({ promises: { return_window_days: 10 } })
    // the rest of the shop reads it: invoices and mails through the config's view
    expect(t.config.shop.gstin).toBe('27AAPFU0939F1ZV')
  })

  it('answers 409 with the current settings to a stale save and 428 without a version', async () => {
    const stale = await adminCall(t, 'PATCH', '/settings', owner.cookie, {
      version: 1,
      promises: { refund_days: 3 },
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ reason: 'stale_version', current: { promises: { refund_days: 7 } } })
    const blind = await adminCall(t, 'PATCH', '/settings', owner.cookie, { promises: { refund_days: 3 } })
    expect(blind.statusCode).toBe(428)
    expect((await load()).promises.refund_days).toBe(7)
  })
})

describe('the WhatsApp templates (decision 049)', () => {
  it('previews each template as submitted and as a shopper reads it, for the owner only', async () => {
    const res = await adminCall(t, 'GET', '/whatsapp-templates', owner.cookie)
    expect(res.statusCode, res.body).toBe(200)
    const list: { name: string; text: string; buttons: string[]; example: string[]; preview: string }[] =
      res.json().data
    expect(list.map((x) => x.name)).toEqual([
      'order_confirmed',
      'order_shipped',
      'order_delivered',
      'delivery_failed',
      'refund_issued',
      'cod_confirmation',
      'cart_reminder',
    ])
    for (const x of list) {
      // every placeholder has its example, and the preview leaves none unfilled
      const placeholders = [...x.text.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]))
      expect(Math.max(...placeholders)).toBe(x.example.length)
      expect(x.preview).not.toMatch(/\{\{/)
    }
    const cod = list.find((x) => x.name === 'cod_confirmation')!
    expect(cod.buttons).toEqual(['Confirm order', 'Cancel order'])
    expect(cod.preview).toBe(
      'Namaste Asha, please confirm your cash-on-delivery order SN261128-K7Q2M9 of ₹1,148.00. We pack it once you confirm; unconfirmed orders are cancelled after 24 hours.',
    )
    expect((await adminCall(t, 'GET', '/whatsapp-templates', staff.cookie)).statusCode).toBe(403)
  })
})

describe('what the shop reads from the settings', () => {
  it('the public settings carry the promises and the threshold', async () => {
    await save({ money: { free_shipping_threshold: 750 }, promises: { return_window_days: 12 } })
    const res = await publicGet('/settings')
    expect(res.json().data).toMatchObject({
      free_shipping_threshold: 750,
      promises: { return_window_days: 12 },
    })
  })

  it('the PIN check uses the delivery table, the threshold and cash on delivery as saved', async () => {
    const before = (await publicGet('/shipping/promise?pin=560038&value=600')).json().data
    expect(before).toMatchObject({ free_shipping: false, free_shipping_threshold: 750, cod_available: true })
    const { delivery } = await load()
    delivery.zones.metro.standard.charge = 55
    delivery.zones.metro.cod = false
    const res = await save({ delivery: { zones: delivery.zones }, money: { free_shipping_threshold: 1000 } })
    expect(res.statusCode, res.body).toBe(200)
    const after = (await publicGet('/shipping/promise?pin=560038&value=600')).json().data
    expect(after.free_shipping_threshold).toBe(1000)
    expect(after.options.find((o: { service_level: string }) => o.service_level === 'standard').cost).toBe(55)
    expect(after).toMatchObject({
      cod_available: false,
      cod_message: 'Cash on delivery is not available for this PIN code.',
    })
    await save({ money: { cod_enabled: false } })
    const off = (await publicGet('/shipping/promise?pin=641001&value=600')).json().data
    expect(off.cod_available).toBe(false)
    expect(t.config.payments.cod.maxPaise).toBe(0)
  })

  it('checkout charges the saved rate and offers cash on delivery as the delivery table says', async () => {
    await save({ money: { cod_enabled: true } })
    const u = await signUp(t)
    // product 101, one pack: under the ₹1,000 threshold saved above; metro standard at ₹55, no cash in metros
    const { estimate, created } = await startCheckout(t, u, {
      items: [{ product_id: 101, quantity: 1 }],
      address: BENGALURU,
    })
    const standard = estimate
      .json()
      .data.shipping_options.find((o: { service_level: string }) => o.service_level === 'standard')
    expect(standard.cost).toBe(55)
    expect(created.statusCode, created.body).toBe(200)
    const orderId = created.json().data.shop_order_id
    const order = (await api(t, u, 'GET', `/orders/${orderId}`)).json().data.order
    expect(order.shipping_charge).toBe(55)
    const cod = (await api(t, u, 'GET', `/orders/${orderId}/cash-on-delivery`)).json().data
    expect(cod).toMatchObject({
      available: false,
      reason: 'Cash on delivery is not available for this PIN code.',
    })
  })

  it('fills the pages’ placeholders from the settings, so /returns says the window saved', async () => {
    await save({ promises: { return_window_days: 10, refund_days: 5 } })
    const returns = (await publicGet('/pages/returns')).json().data
    expect(returns.markdown).toContain('Within 10 days of delivery')
    expect(returns.markdown).toContain('within 5 business days')
    expect(returns.markdown).not.toContain('{{')
    const cancellation = (await publicGet('/pages/cancellation-refund')).json().data
    expect(cancellation.markdown).toContain('within 10 days of delivery')
    const faq = (await publicGet('/pages/faq')).json().data.markdown
    expect(faq).toContain('within 10 days of delivery')
    const shipping = (await publicGet('/pages/shipping')).json().data.markdown
    expect(shipping).toContain('**Metro cities:** standard ₹55')
  })

  it('an edited page is served at once, audited, versioned', async () => {
    const page = (await adminCall(t, 'GET', '/pages/about', owner.cookie)).json().data
    const res = await adminCall(t, 'PATCH', '/pages/about', owner.cookie, {
      version: page.version,
      markdown: '## Our story\n\nReturns within {{returnWindowDays}} days. <script>alert(1)</script>',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.version).toBe(page.version + 1)
    const shown = (await publicGet('/pages/about')).json().data
    expect(shown.markdown).toContain('Returns within 10 days.')
    const stale = await adminCall(t, 'PATCH', '/pages/about', owner.cookie, {
      version: page.version,
      markdown: 'x',
    })
    expect(stale.statusCode).toBe(409)
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'page'))
    expect(audit.map((a) => a.entityId)).toEqual(['about'])
    expect((await publicGet('/pages/nonsense')).statusCode).toBe(400)
  })

  it('the reviews module reads the moderation mode through one function', async () => {
    expect(t.app.settings.reviewModeration()).toBe('verified_at_once')
    await save({ reviews: { moderation: 'all_held' } })
    expect(t.app.settings.reviewModeration()).toBe('all_held')
    const bad = await save({ reviews: { moderation: 'sometimes' } })
    expect(bad.statusCode).toBe(400)
  })
})
