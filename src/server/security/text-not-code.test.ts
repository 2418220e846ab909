import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchReply } from '#domain/contracts/catalogue.ts'
import { profileReply } from '#domain/contracts/profile.ts'
import { seedProducts } from '../db/seed/products.ts'
import { bearer, freshIp, readOutbox, signUp, type TestUser } from '../testing/auth-helpers.ts'
import { createTestApp, setReviewModeration, TEST_ORIGIN, type TestContext } from '../testing/test-app.ts'

// SQL-looking and script-looking input is data: stored exactly as given, returned as the same text in JSON
// (neither run, nor stripped, nor HTML-escaped on the way in or out), and escaped only where the server
// itself writes HTML (mails, the page head of index.html). The tables are all there afterwards.

const SQLISH = [
  "'; drop table products; --",
  "1' or '1'='1",
  "x'); delete from reviews where ('1'='1",
  "' union select email, password from accounts --",
  'Robert"); drop table users;--',
]
const SCRIPTISH = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "</title><script>alert('t')</script>",
  'javascript:alert(1)',
  '&lt;b&gt;already escaped&lt;/b&gt; &amp; &quot;kept&quot;',
]
const HOSTILE = [...SQLISH, ...SCRIPTISH]

let t: TestContext
let asha: TestUser
let tablesBefore: Record<string, number>

const TABLES = ['products', 'reviews', 'users', 'accounts', 'profiles', 'contact_messages', 'orders', 'carts']
async function tableCounts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const table of TABLES) {
    const res = (await t.database.db.execute(
      sql.raw(`select count(*)::int as n from ${table}`),
    )) as unknown as {
      rows: { n: number }[]
    }
    out[table] = res.rows[0]!.n
  }
  return out
}

beforeAll(async () => {
  t = await createTestApp({ env: { CATALOGUE_CACHE_TTL_MS: '0' } })
  // reviews go live at once here; which wait for staff is tested in reviews/moderation.test.ts (decision 045)
  await setReviewModeration(t, 'publish_at_once')
  asha = await signUp(t, { name: 'Asha Rao' })
  tablesBefore = await tableCounts()
})
afterAll(async () => {
  await t?.close()
})

const v1 = (path: string) => `/api/v1${path}`
const get = (url: string, u?: TestUser) => t.app.inject({ url, headers: u ? bearer(u.token) : {} })

/** The JSON text carries the value exactly: JSON-escaped only, no HTML entities added or taken away. */
function expectVerbatimJson(body: string, value: string) {
  expect(body).toContain(JSON.stringify(value).slice(1, -1))
  if (!value.includes('&')) expect(body).not.toMatch(/&(lt|gt|quot|amp|#x?[0-9a-f]+);/i)
}

describe('search', () => {
  it.each(HOSTILE)('treats %j as a search term', async (q) => {
    const res = await get(v1(`/products/search?q=${encodeURIComponent(q)}&per_page=100`))
    expect(res.statusCode, res.body).toBe(200)
    const body = searchReply.parse(res.json())
    // an always-true condition would return the whole catalogue
    expect(body.data.length).toBeLessThan(seedProducts.length)
  })

  it('finds a product whose name holds markup and returns that name as text', async () => {
    const name = 'Moringa <img src=x onerror=alert(1)> Zeta'
    await t.database.db.execute(sql`update products set name = ${name} where id = 103`)
    t.app.catalogueChanged()
    const res = await get(v1(`/products/search?q=${encodeURIComponent('zeta')}`))
    const hit = searchReply.parse(res.json()).data.find((p) => p.id === 103)
    expect(hit?.name).toBe(name)
    expectVerbatimJson(res.body, name)
    expect((await get(v1('/products/103'))).json().data.name).toBe(name)
  })
})

describe('reviews', () => {
  // One review per shopper and product: each hostile pair goes to its own product.
  const products = seedProducts.map((p) => p.id).slice(0, HOSTILE.length)

  it.each(HOSTILE.map((text, i) => [text, i] as const))('stores %j as title and comment', async (text, i) => {
    const productId = products[i]!
    const title = text.slice(0, 120)
    const comment = `${text} ${SQLISH[i % SQLISH.length]} ${SCRIPTISH[i % SCRIPTISH.length]}`
    const res = await t.app.inject({
      method: 'POST',
      url: v1(`/products/${productId}/reviews`),
      headers: bearer(asha.token),
      payload: { rating: 4, title, comment },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ title, comment })
    const id = res.json().data.id as string

    const list = await get(v1(`/products/${productId}/reviews?limit=50`))
    const shown = list.json().data.reviews.find((r: { id: string }) => r.id === id)
    expect([shown.title, shown.comment]).toEqual([title, comment])
    expectVerbatimJson(list.body, comment)

    const mine = await get(v1(`/users/${asha.id}/reviews?limit=50`), asha)
    const own = mine.json().data.reviews.find((r: { id: string }) => r.id === id)
    expect([own.title, own.comment]).toEqual([title, comment])
  })

  it('shows the same text among the recent reviews of the home page', async () => {
    const ravi = await signUp(t, { name: 'Ravi Teja' })
    const comment = `${SCRIPTISH[1]} ${SQLISH[0]} ${SCRIPTISH[5]}`
    const written = await t.app.inject({
      method: 'POST',
      url: v1('/products/101/reviews'),
      headers: bearer(ravi.token),
      payload: { rating: 5, title: SCRIPTISH[2], comment },
    })
    expect(written.statusCode, written.body).toBe(200)
    const res = await get(v1('/reviews/recent?limit=24'))
    const shown = res.json().data.reviews.find((r: { id: string }) => r.id === written.json().data.id)
    expect([shown?.title, shown?.comment]).toEqual([SCRIPTISH[2], comment])
    expectVerbatimJson(res.body, comment)
  })
})

describe('profile', () => {
  const put = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: v1('/profiles'),
      headers: { ...bearer(asha.token), ...headers },
      payload,
    })

  it.each(HOSTILE)('stores %j in the free-text fields', async (text) => {
    const fields = {
      bio: `${text} — ${SCRIPTISH[0]}`,
      address_line_1: text.slice(0, 120),
      address_line_2: SQLISH[0]!,
      city: text.slice(0, 60),
      state: SCRIPTISH[1]!,
      country: text.slice(0, 60),
    }
    const res = await put(fields)
    expect(res.statusCode, res.body).toBe(200)
    const read = await get(v1('/profiles'), asha)
    expect(profileReply.parse(read.json()).data).toMatchObject(fields)
    expectVerbatimJson(read.body, fields.bio)
  })

  it('keeps apostrophes in names, and refuses markup there with a message (nothing stored)', async () => {
    expect((await put({ first_name: 'Asha', last_name: "D'Souza-O'Neil" })).statusCode).toBe(200)
    for (const name of ['<script>alert(1)</script>', "'; drop table users; --", '"><svg onload=alert(1)>']) {
      const res = await put({ first_name: name })
      expect(res.statusCode).toBe(400)
      const message = 'First name may contain letters, spaces, dots, apostrophes and hyphens'
      expect(res.json()).toEqual({ success: false, message, issues: [{ path: ['first_name'], message }] })
    }
    const read = profileReply.parse((await get(v1('/profiles'), asha)).json()).data
    expect([read.first_name, read.last_name]).toEqual(['Asha', "D'Souza-O'Neil"])
  })

  it('stores the same text when it arrives as form fields', async () => {
    const bio = `${SCRIPTISH[1]} ${SQLISH[1]} & more`
    const res = await put(new URLSearchParams({ bio }).toString() as unknown as object, {
      'content-type': 'application/x-www-form-urlencoded',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(profileReply.parse((await get(v1('/profiles'), asha)).json()).data.bio).toBe(bio)
  })
})

describe('contact form', () => {
  it.each(HOSTILE.map((text, i) => [text, i] as const))(
    'stores %j as sent and escapes it in both mails',
    async (text, i) => {
      const firstName = `${text.slice(0, 40)} Kavya`
      const lastName = SQLISH[i % SQLISH.length]!.slice(0, 50)
      const message = `${text} ${SCRIPTISH[i % SCRIPTISH.length]} ${SQLISH[i % SQLISH.length]}`
      const email = `reader${i}-${Date.now()}@example.in`
      const res = await t.app.inject({
        method: 'POST',
        url: v1('/contact'),
        headers: { origin: TEST_ORIGIN, 'x-forwarded-for': freshIp() },
        payload: { first_name: firstName, last_name: lastName, email, subject: 'Feedback', message },
      })
      expect(res.statusCode, res.body).toBe(200)

      const rows = (await t.database.db.execute(
        sql`select first_name, last_name, message from contact_messages where email = ${email}`,
      )) as unknown as { rows: { first_name: string; last_name: string; message: string }[] }
      expect(rows.rows).toEqual([{ first_name: firstName, last_name: lastName, message }])

      const mails = readOutbox(t).filter((m) => m.to === email || m.text.includes(email))
      expect(mails.map((m) => m.to).sort()).toEqual([email, t.config.shop.email].sort())
      for (const mail of mails) {
        expect(mail.text).toContain(message)
        // the HTML part holds the text escaped, never as markup
        for (const piece of [...SCRIPTISH, firstName, message]) {
          if (/[<>"]/.test(piece) && mail.text.includes(piece)) expect(mail.html).not.toContain(piece)
        }
        expect(mail.html).not.toMatch(/<(script|img|svg)\b/i)
      }
    },
  )
})

describe('the page heads the server writes into index.html', () => {
  const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } })
  const jsonLd = (html: string) =>
    JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null')

  it('escapes a product name and description in the title, the description, Open Graph and JSON-LD', async () => {
    const name = `"><svg onload=alert(1)> Moringa </title><script>alert(2)</script>`
    const description = `<img src=x onerror=alert(3)> ' or '1'='1 & friends`
    await t.database.db.execute(
      sql`update products set name = ${name}, description = ${description} where id = 104`,
    )
    t.app.catalogueChanged()
    const res = await page('/product/104')
    expect(res.statusCode).toBe(200)
    const html = res.body
    for (const markup of ['<svg', '<script>alert', '<img', '"><svg']) expect(html).not.toContain(markup)
    const title = /<title>(.*?)<\/title>/s.exec(html)?.[1] ?? ''
    expect(title).toContain('&quot;&gt;&lt;svg onload=alert(1)&gt; Moringa &lt;/title&gt;')
    expect(html).toContain(
      `<meta property="og:title" content="${name.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')}" />`,
    )
    expect(html).toMatch(
      /<meta name="description" content="&lt;img src=x onerror=alert\(3\)&gt; ' or '1'='1 &amp; friends" \/>/,
    )
    // JSON-LD keeps the exact text (escaped so it cannot close its <script> element)
    expect(jsonLd(html)).toMatchObject({ name, description })
  })

  it('escapes what a visitor puts in the address of a page', async () => {
    for (const url of [
      '/orders/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      `/orders/"><script>alert(1)</script>`,
      '/product/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    ]) {
      const res = await page(url)
      expect(res.statusCode, url).toBeLessThan(500)
      expect(res.body, url).not.toContain('<script>alert(1)')
      expect(res.body, url).not.toContain('"><script')
    }
  })
})

describe('afterwards', () => {
  it('every table is still there, with nothing lost', async () => {
    const after = await tableCounts()
    for (const table of TABLES) expect(after[table], table).toBeGreaterThanOrEqual(tablesBefore[table]!)
    expect(after.products).toBe(seedProducts.length)
    expect(after.reviews).toBeGreaterThanOrEqual(tablesBefore.reviews! + HOSTILE.length)
  })
})
