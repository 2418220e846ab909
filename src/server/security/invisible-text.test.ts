import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '#domain/messages.ts'
import { addOperator, adminCall, type TestOperator } from '#server/testing/admin-helpers.ts'
import { authPost, signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

// Right-to-left overrides and zero-width characters in what a shopper types at checkout (names, address,
// notes), in the account's name and in the address book were kept and shown to staff (the PDFs dropped them, so
// the screen and the slip disagreed). They are stripped on the way in, as review and profile text is (text.ts).

const HIDDEN = ['\u202E', '\u202A', '\u2066', '\u2069', '\u200B', '\u200E', '\u200F', '\uFEFF', '\u2060']
/** Each character of the hidden set, one after another, inside a word. */
const salted = (text: string) =>
  Array.from(text)
    .map((c, i) => `${c}${HIDDEN[i % HIDDEN.length]!}`)
    .join('')

let t: TestContext
let owner: TestOperator
let shopper: TestUser

beforeAll(async () => {
  t = await createTestApp()
  owner = await addOperator(t, { role: 'owner' })
  shopper = await signUp(t)
})
afterAll(async () => {
  await t?.close()
})

const anyHidden = (value: unknown) =>
  /[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/u.test(JSON.stringify(value))

describe('checkout', () => {
  it('keeps names, address and notes as they are seen: in the address book and in the order staff open', async () => {
    expect((await api(t, shopper, 'POST', '/cart/items', { product_id: 101, quantity: 1 })).statusCode).toBe(
      200,
    )
    const estimate = await api(t, shopper, 'POST', '/cart/checkout/estimate-shipping', {
      first_name: salted('Asha'),
      last_name: `\u202E${'oaR'}`,
      mobile: '98480\u200B12345',
      street: salted('12-2-823, Mehdipatnam'),
      city: '\u2066Hyderabad\u2069',
      state: 'Telan\u200Bgana',
      postal_code: '5000\uFEFF28',
      country: 'India\u200F',
    })
    expect(estimate.statusCode, estimate.body).toBe(200)
    const book = await api(t, shopper, 'GET', '/addresses')
    const entry = book.json().data.addresses[0]
    expect(entry).toMatchObject({
      first_name: 'Asha',
      last_name: 'oaR',
      street: '12-2-823, Mehdipatnam',
      city: 'Hyderabad',
      state: 'Telangana',
      postal_code: '500028',
      country: 'India',
    })
    expect(anyHidden(book.json())).toBe(false)

    const created = await api(t, shopper, 'POST', '/payments/create-order', {
      first_name: salted('Asha'),
      last_name: 'Rao\u200B',
      mobile: '9848012345',
      shipping_address_id: estimate.json().data.address_id,
      notes: 'Leave with the \u202Edrauguard',
    })
    expect(created.statusCode, created.body).toBe(200)
    const order = await adminCall(t, 'GET', `/orders/${created.json().data.shop_order_id}`, owner.cookie)
    expect(order.statusCode, order.body).toBe(200)
    const view = order.json().data
    expect(view.shipping_address).toMatchObject({
      first_name: 'Asha',
      last_name: 'Rao',
      street: '12-2-823, Mehdipatnam',
      city: 'Hyderabad',
    })
    expect(view.notes).toBe('Leave with the drauguard')
    expect(anyHidden(view)).toBe(false)
  })

  it('refuses an address field of invisible characters only, as an empty one', async () => {
    const res = await api(t, shopper, 'POST', '/cart/checkout/estimate-shipping', {
      first_name: 'Asha',
      last_name: 'Rao',
      mobile: '9848012345',
      street: '\u202E\u200B\u2066',
      city: 'Hyderabad',
      state: 'Telangana',
      postal_code: '500028',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(messages.checkout.addressRequired)
  })
})

describe("the account's name", () => {
  const nameOf = async (email: string) => {
    const result = (await t.database.db.execute(
      sql`select name from users where email = ${email}`,
    )) as unknown as {
      rows: { name: string }[]
    }
    return result.rows[0]!.name
  }

  it('is stored without them at sign-up, so staff see what the shopper sees', async () => {
    const u = await signUp(t, { name: salted('Meera Iyer') })
    expect(await nameOf(u.email)).toBe('Meera Iyer')
    const staffView = await adminCall(t, 'GET', `/customers/${u.id}`, owner.cookie)
    expect(staffView.statusCode, staffView.body).toBe(200)
    expect(anyHidden(staffView.json())).toBe(false)
  })

  it('is stored without them when changed, and a name of only them is refused', async () => {
    const u = await signUp(t)
    const changed = await authPost(
      t,
      '/update-user',
      { name: '\u2067Kavya\u2069 \u200BN' },
      { cookie: u.cookie },
    )
    expect(changed.statusCode, changed.body).toBe(200)
    expect(await nameOf(u.email)).toBe('Kavya N')
    const blank = await authPost(t, '/update-user', { name: '\u202E\u200B' }, { cookie: u.cookie })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().message).toBe(messages.auth.nameRequired)
    expect(await nameOf(u.email)).toBe('Kavya N')
  })
})
