import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '#domain/messages.ts'
import { adminMessages } from '#domain/messages-admin.ts'
import { addOperator, adminCall, type TestOperator } from '#server/testing/admin-helpers.ts'
import { signUp, type TestUser } from '#server/testing/auth-helpers.ts'
import { api } from '#server/testing/checkout-helpers.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'

// Categories managed by staff (decision 051): create, rename, reorder, hide, delete; products always name an
// existing category, a rename carries them along, a hidden category leaves the storefront with its products.
// PGlite, and PostgreSQL with TEST_DATABASE=postgres.

let t: TestContext
let staff: TestOperator
let support: TestOperator
let shopper: TestUser

beforeAll(async () => {
  t = await createTestApp()
  staff = await addOperator(t, { role: 'staff' })
  support = await addOperator(t, { role: 'support' })
  shopper = await signUp(t)
}, 120_000)
afterAll(async () => {
  await t?.close()
})

interface AdminCategory {
  id: number
  name: string
  slug: string
  position: number
  hidden: boolean
  product_count: number
  version: number
}

const list = async (): Promise<AdminCategory[]> => {
  const res = await adminCall(t, 'GET', '/categories', staff.cookie)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}
const named = async (name: string) => (await list()).find((c) => c.name === name)!
const shown = async () => {
  const res = await api(t, null, 'GET', '/categories')
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as { name: string; slug: string; product_count: number }[]
}
const create = (body: unknown) => adminCall(t, 'POST', '/categories', staff.cookie, body)
const patch = (id: number, body: unknown) => adminCall(t, 'PATCH', `/categories/${id}`, staff.cookie, body)
const reorder = (ids: unknown) => adminCall(t, 'PUT', '/categories/order', staff.cookie, { ids })
/** Every product id by its category, archived ones included, as staff see them. */
const productsByCategory = async (): Promise<Map<string, number[]>> => {
  const res = await adminCall(t, 'GET', '/products?status=all&per_page=100', staff.cookie)
  expect(res.statusCode).toBe(200)
  const out = new Map<string, number[]>()
  for (const p of res.json().data as { id: number; category: string }[])
    out.set(
      p.category,
      [...(out.get(p.category) ?? []), p.id].sort((a, b) => a - b),
    )
  return out
}
const newProduct = (category: string) => ({
  name: `Tulsi leaf powder ${Math.random().toString(36).slice(2, 7)}`,
  category,
  price: 199,
  actual_price: 249,
  size: '100g',
  hsn_code: '1211',
  gst_rate: 5,
})

describe('the seeded categories', () => {
  it('are Superfoods and Herbs in that order, on the storefront and in the back office, with their counts', async () => {
    const all = await list()
    expect(all.map((c) => [c.name, c.position, c.hidden])).toEqual([
      ['Superfoods', 1, false],
      ['Herbs', 2, false],
    ])
    const byCategory = await productsByCategory()
    expect(all.map((c) => c.product_count)).toEqual([
      byCategory.get('Superfoods')!.length,
      byCategory.get('Herbs')!.length,
    ])
    expect((await shown()).map((c) => c.name)).toEqual(['Superfoods', 'Herbs'])
    const herbs = await api(t, null, 'GET', '/products/category/herbs?per_page=100')
    expect(herbs.statusCode).toBe(200)
    expect(herbs.json().data.map((p: { id: number }) => p.id)).toEqual(byCategory.get('Herbs'))
  })

  it("keeps the spec's refusal of an unknown category, naming the visible ones", async () => {
    const res = await api(t, null, 'GET', '/products/category/Nuts')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Invalid category. Must be one of: Superfoods, Herbs')
  })

  it('a product must name one of them (any case, stored in the shop’s spelling)', async () => {
    const bad = await adminCall(t, 'POST', '/products', staff.cookie, newProduct('Nuts'))
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Category must be Superfoods or Herbs')
    const good = await adminCall(t, 'POST', '/products', staff.cookie, newProduct('  herbs '))
    expect(good.statusCode, good.body).toBe(200)
    expect(good.json().data.category).toBe('Herbs')
  })
})

describe('creating a category', () => {
  it('refuses an empty, too long or taken name (any case) with a clear message, and writes nothing', async () => {
    const before = await list()
    for (const [body, status, message] of [
      [{ name: '   ' }, 400, adminMessages.categoryNameRequired],
      [{}, 400, adminMessages.categoryNameRequired],
      [{ name: 'x'.repeat(41) }, 400, adminMessages.categoryNameTooLong(40)],
      [{ name: 'hErBs' }, 409, adminMessages.categoryNameTaken('Herbs')],
    ] as const) {
      const res = await create(body)
      expect(res.statusCode, JSON.stringify(body)).toBe(status)
      expect(res.json().message).toContain(message)
    }
    expect(await list()).toEqual(before)
  })

  it('adds it last; products can join it and the storefront lists it with them', async () => {
    const res = await create({ name: ' Spice Blends ' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      name: 'Spice Blends',
      slug: 'spice-blends',
      position: 3,
      hidden: false,
      product_count: 0,
      version: 1,
    })
    const product = await adminCall(t, 'POST', '/products', staff.cookie, newProduct('spice blends'))
    expect(product.statusCode, product.body).toBe(200)
    expect(product.json().data.category).toBe('Spice Blends')
    expect((await shown()).map((c) => [c.name, c.product_count])).toContainEqual(['Spice Blends', 1])
    const listing = await api(t, null, 'GET', '/products/category/spice-blends')
    expect(listing.json().data.map((p: { id: number }) => p.id)).toEqual([product.json().data.id])
    const unknown = await adminCall(t, 'POST', '/products', staff.cookie, newProduct('Nuts'))
    expect(unknown.json().message).toBe('Category must be Superfoods, Herbs or Spice Blends')
  })

  it('a product moves to it by a save (any case); a save naming none is refused and changes nothing', async () => {
    const loaded = (await adminCall(t, 'GET', '/products/104', staff.cookie)).json().data
    const bad = await adminCall(t, 'PATCH', '/products/104', staff.cookie, {
      category: 'Nuts',
      version: loaded.version,
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Category must be Superfoods, Herbs or Spice Blends')
    expect((await adminCall(t, 'GET', '/products/104', staff.cookie)).json().data).toEqual(loaded)
    const moved = await adminCall(t, 'PATCH', '/products/104', staff.cookie, {
      category: 'SPICE BLENDS',
      version: loaded.version,
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json().data.category).toBe('Spice Blends')
    const back = await adminCall(t, 'PATCH', '/products/104', staff.cookie, {
      category: loaded.category,
      version: moved.json().data.version,
    })
    expect(back.json().data.category).toBe(loaded.category)
  })

  it('is for staff with the products permission only', async () => {
    const res = await adminCall(t, 'POST', '/categories', support.cookie, { name: 'Teas' })
    expect(res.statusCode).toBe(403)
    expect((await list()).some((c) => c.name === 'Teas')).toBe(false)
  })
})

describe('renaming a category', () => {
  it('carries every product along at once, and the storefront (its cached replies too) follows', async () => {
    // the storefront's replies are cached: read them first, so a stale copy would show
    expect((await shown()).map((c) => c.name)).toContain('Herbs')
    await api(t, null, 'GET', '/products/category/Herbs?per_page=100')
    const byCategory = await productsByCategory()
    const herbs = byCategory.get('Herbs')!
    expect(herbs.length).toBeGreaterThan(1)
    const category = await named('Herbs')

    const res = await patch(category.id, { name: 'Herbs & Roots', version: category.version })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      name: 'Herbs & Roots',
      slug: 'herbs-roots',
      version: category.version + 1,
      product_count: herbs.length,
    })
    expect(res.headers.etag).toBe(`"v${category.version + 1}"`)

    const after = await productsByCategory()
    expect(after.get('Herbs & Roots')).toEqual(herbs)
    expect(after.has('Herbs')).toBe(false)
    expect([...after.values()].flat().sort()).toEqual([...byCategory.values()].flat().sort())

    expect((await shown()).map((c) => c.name)).toEqual(['Superfoods', 'Herbs & Roots', 'Spice Blends'])
    const old = await api(t, null, 'GET', '/products/category/Herbs')
    expect(old.statusCode).toBe(400)
    expect(old.json().message).toBe(
      messages.catalogue.invalidCategory(['Superfoods', 'Herbs & Roots', 'Spice Blends']),
    )
    const renamed = await api(t, null, 'GET', '/products/category/herbs-roots?per_page=100')
    expect(renamed.json().data.map((p: { id: number }) => p.id)).toEqual(herbs)
    const one = await api(t, null, 'GET', `/products/${herbs[0]}`)
    expect(one.json().data.category).toBe('Herbs & Roots')
  })

  it('refuses a stale version (409 with the latest), a save without one (428), a taken name, an unknown id', async () => {
    const category = await named('Herbs & Roots')
    const stale = await patch(category.id, { name: 'Herbal', version: category.version - 1 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({
      message: adminMessages.staleEdit('category'),
      reason: 'stale_version',
      current: { name: 'Herbs & Roots', version: category.version },
    })
    const noVersion = await patch(category.id, { name: 'Herbal' })
    expect(noVersion.statusCode).toBe(428)
    const taken = await patch(category.id, { name: 'SUPERFOODS', version: category.version })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().message).toBe(adminMessages.categoryNameTaken('Superfoods'))
    const empty = await patch(category.id, { name: '', version: category.version })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toContain(adminMessages.categoryNameRequired)
    const unknown = await patch(999_999, { name: 'Herbal', version: 1 })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe(adminMessages.categoryNotFound)
    expect(await named('Herbs & Roots')).toEqual(category)
    expect((await productsByCategory()).has('Herbal')).toBe(false)
  })

  it('takes a new case of its own name', async () => {
    const category = await named('Spice Blends')
    const res = await patch(category.id, { name: 'Spice blends', version: category.version })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.name).toBe('Spice blends')
  })
})

describe('reordering', () => {
  it('moves one category to a place (PATCH position); the storefront follows', async () => {
    const spice = await named('Spice blends')
    const res = await patch(spice.id, { position: 1, version: spice.version })
    expect(res.statusCode, res.body).toBe(200)
    expect((await list()).map((c) => [c.name, c.position])).toEqual([
      ['Spice blends', 1],
      ['Superfoods', 2],
      ['Herbs & Roots', 3],
    ])
    expect((await shown()).map((c) => c.name)).toEqual(['Spice blends', 'Superfoods', 'Herbs & Roots'])
  })

  it('refuses an order with an unknown, repeated or missing id whole', async () => {
    const before = await list()
    const ids = before.map((c) => c.id)
    const unknown = await reorder([...ids, 999_999])
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe(adminMessages.categoryOrderUnknown([999_999]))
    const repeated = await reorder([ids[0], ...ids])
    expect(repeated.statusCode).toBe(400)
    expect(repeated.json().message).toBe(adminMessages.categoryOrderRepeated([ids[0]!]))
    const missing = await reorder(ids.slice(1))
    expect(missing.statusCode).toBe(409)
    expect(missing.json().message).toBe(adminMessages.categoryOrderIncomplete([before[0]!.name]))
    const empty = await reorder([])
    expect(empty.statusCode).toBe(400)
    expect(await list()).toEqual(before)
  })

  it('puts them in the order given', async () => {
    const before = await list()
    const wanted = [before[1]!, before[2]!, before[0]!].map((c) => c.id)
    const res = await reorder(wanted)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.map((c: AdminCategory) => c.id)).toEqual(wanted)
    expect((await shown()).map((c) => c.name)).toEqual(['Superfoods', 'Herbs & Roots', 'Spice blends'])
  })
})

describe('hiding a category', () => {
  it('takes it and its products off the storefront (lists, counts, search, pages, carts); staff still see them', async () => {
    const herbs = (await productsByCategory()).get('Herbs & Roots')!
    const all = await api(t, null, 'GET', '/products?per_page=100')
    const total = all.json().pagination.total
    const category = await named('Herbs & Roots')

    const res = await patch(category.id, { hidden: true, version: category.version })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.hidden).toBe(true)

    expect((await shown()).map((c) => c.name)).toEqual(['Superfoods', 'Spice blends'])
    const listing = await api(t, null, 'GET', '/products?per_page=100')
    expect(listing.json().pagination.total).toBe(total - herbs.length)
    expect(listing.json().data.some((p: { id: number }) => herbs.includes(p.id))).toBe(false)
    const route = await api(t, null, 'GET', '/products/category/Herbs%20%26%20Roots')
    expect(route.statusCode).toBe(400)
    expect(route.json().message).toBe('Invalid category. Must be one of: Superfoods, Spice blends')
    const page = await api(t, null, 'GET', `/products/${herbs[0]}`)
    expect(page.statusCode).toBe(404)
    expect(page.json().message).toBe(messages.catalogue.productNotFound)
    const search = await api(t, null, 'GET', '/products/search?q=powder&per_page=100')
    expect(search.json().data.some((p: { id: number }) => herbs.includes(p.id))).toBe(false)
    const cart = await api(t, shopper, 'POST', '/cart/items', { product_id: herbs[0] })
    expect(cart.statusCode).toBe(404)

    // staff still see and edit them
    const admin = await adminCall(t, 'GET', `/products/${herbs[0]}`, staff.cookie)
    expect(admin.statusCode).toBe(200)
    expect((await named('Herbs & Roots')).product_count).toBe(herbs.length)
  })

  it('shows them all again when shown', async () => {
    const category = await named('Herbs & Roots')
    const res = await patch(category.id, { hidden: false, version: category.version })
    expect(res.statusCode, res.body).toBe(200)
    const herbs = (await productsByCategory()).get('Herbs & Roots')!
    const page = await api(t, null, 'GET', `/products/${herbs[0]}`)
    expect(page.statusCode).toBe(200)
    const cart = await api(t, shopper, 'POST', '/cart/items', { product_id: herbs[0] })
    expect(cart.statusCode, cart.body).toBe(200)
    expect((await shown()).map((c) => c.name)).toEqual(['Superfoods', 'Herbs & Roots', 'Spice blends'])
  })
})

describe('deleting a category', () => {
  it('refuses one with products (archived ones count), naming them, and deletes nothing', async () => {
    const spice = await named('Spice blends')
    const [productId] = (await productsByCategory()).get('Spice blends')!
    const archived = await adminCall(t, 'POST', `/products/${productId}/archive`, staff.cookie, {})
    expect(archived.statusCode, archived.body).toBe(200)
    const res = await adminCall(t, 'DELETE', `/categories/${spice.id}`, staff.cookie)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(adminMessages.categoryHasProducts('Spice blends', 1))
    expect(await named('Spice blends')).toEqual(spice)
  })

  it('deletes an empty one and closes the gap in the order; an unknown id is 404', async () => {
    const created = (await create({ name: 'Seasonal' })).json().data as AdminCategory
    expect(created.position).toBe(4)
    const superfoods = await named('Superfoods')
    // move it first so that the gap is in the middle
    await patch(created.id, { position: 2, version: created.version })
    const res = await adminCall(t, 'DELETE', `/categories/${created.id}`, staff.cookie)
    expect(res.statusCode, res.body).toBe(200)
    expect((await list()).map((c) => [c.name, c.position])).toEqual([
      ['Superfoods', 1],
      ['Herbs & Roots', 2],
      ['Spice blends', 3],
    ])
    expect((await named('Superfoods')).version).toBe(superfoods.version)
    const again = await adminCall(t, 'DELETE', `/categories/${created.id}`, staff.cookie)
    expect(again.statusCode).toBe(404)
    expect(again.json().message).toBe(adminMessages.categoryNotFound)
  })

  it('the database itself keeps every product in an existing category', async () => {
    await expect(
      // a write that bypasses the service: the foreign key refuses it
      t.database.db.execute(sql`update products set category = 'Nowhere' where id = 101`),
    ).rejects.toThrow()
  })
})
