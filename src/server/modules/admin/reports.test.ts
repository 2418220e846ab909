import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addOperator, adminCall, type TestOperator } from '#server/testing/admin-helpers.ts'
import { readOutbox, signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

// Customers, subscribers and the daily low-stock mail, as staff see them.

let t: TestContext
let staff: TestOperator
let shopper: TestUser

beforeAll(async () => {
  t = await createTestApp()
  staff = await addOperator(t, { role: 'staff' })
  shopper = await signUp(t, { name: 'Kavya Menon', email: `kavya-${Date.now()}@example.in` })
})
afterAll(async () => {
  await t?.close()
})

describe('customers', () => {
  it('finds a shopper by name or email, with orders, lifetime value and addresses, and no secret', async () => {
    await api(t, shopper, 'POST', '/cart/items', { product_id: 101, quantity: 1 })
    await api(t, shopper, 'POST', '/cart/checkout/estimate-shipping', {
      first_name: 'Kavya',
      last_name: 'Menon',
      mobile: '9847012345',
      street: 'MG Road',
      city: 'Kochi',
      state: 'Kerala',
      postal_code: '682016',
      country: 'India',
    })
    const list = await adminCall(t, 'GET', '/customers?q=kavya', staff.cookie)
    expect(list.statusCode).toBe(200)
    const [row] = list.json().data
    expect(row).toMatchObject({ id: shopper.id, name: 'Kavya Menon', orders: 0, lifetime_value: 0 })
    const detail = await adminCall(t, 'GET', `/customers/${shopper.id}`, staff.cookie)
    expect(detail.json().data).toMatchObject({
      email: shopper.email,
      addresses: [{ city: 'Kochi', postal_code: '682016' }],
    })
    expect(detail.body).not.toMatch(/password|token|secret|\$2[aby]\$|scrypt/i)
    expect((await adminCall(t, 'GET', '/customers/nobody', staff.cookie)).statusCode).toBe(404)
  })
})

describe('newsletter subscribers', () => {
  it('lists confirmed addresses only, and exports them as CSV a spreadsheet cannot run', async () => {
    await t.database.db.execute(sql`
      insert into newsletter_subscribers (email, status, token, confirmed_at) values
        ('asha@example.in', 'subscribed', 'tok-1', now()),
        ('=HYPERLINK("http://evil")@example.in', 'subscribed', 'tok-2', now()),
        ('pending@example.in', 'pending', 'tok-3', null),
        ('gone@example.in', 'unsubscribed', 'tok-4', now())`)
    const list = (await adminCall(t, 'GET', '/subscribers', staff.cookie)).json().data as { email: string }[]
    expect(list.map((s) => s.email).sort()).toEqual([
      '=HYPERLINK("http://evil")@example.in',
      'asha@example.in',
    ])
    const csv = await adminCall(t, 'GET', '/subscribers.csv', staff.cookie)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.headers['content-disposition']).toContain('subscribers.csv')
    const lines = csv.body.trim().split('\r\n')
    expect(lines[0]).toBe('email,confirmed_at')
    expect(lines).toHaveLength(3)
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"")@example.in"`)
    expect(csv.body).not.toContain('pending@example.in')
  })
})

describe('the daily low-stock mail', () => {
  it('mails active staff the products under 10 once a day, from 9 am India time', async () => {
    await t.database.db.execute(sql`update products set stock = 4, stock_status = 'In Stock' where id = 106`)
    const before = readOutbox(t).length
    // 8:30 am in India: not yet
    expect(await t.app.lowStockMail.sendIfDue(new Date('2026-11-25T03:00:00Z'))).toBe(0)
    // 10 am: sent, once
    expect(await t.app.lowStockMail.sendIfDue(new Date('2026-11-25T04:30:00Z'))).toBeGreaterThan(0)
    expect(await t.app.lowStockMail.sendIfDue(new Date('2026-11-25T10:30:00Z'))).toBe(0)
    const mails = readOutbox(t).slice(before)
    const mine = mails.filter((m) => m.to === staff.email)
    expect(mine).toHaveLength(1)
    expect(mine[0]!.subject).toMatch(/^Low stock: \d+ products?$/)
    expect(mine[0]!.text).toContain('Beetroot Powder: 4 left')
    expect(mails.some((m) => m.to === shopper.email)).toBe(false)
    // the next day, again
    expect(await t.app.lowStockMail.sendIfDue(new Date('2026-11-26T04:30:00Z'))).toBeGreaterThan(0)
  })
})
