import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  productListReply,
  productReply,
  recipeListReply,
  recipeReply,
  searchReply,
} from '#domain/contracts/catalogue.ts'
import { seedProducts } from '#server/db/seed/products.ts'
import { seedRecipes } from '#server/db/seed/recipes.ts'
import { seedReviews } from '#server/db/seed/reviews.ts'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { wire } from '#server/testing/wire.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

describe('GET /api/v1/products', () => {
  it('lists the first page of 20 with pagination', async () => {
    const res = await get('/api/v1/products')
    expect(res.statusCode).toBe(200)
    const body = wire(productListReply, res.json())
    expect(body.data).toHaveLength(Math.min(20, seedProducts.length))
    expect(body.pagination).toMatchObject({
      page: 1,
      per_page: 20,
      total: seedProducts.length,
      has_prev: false,
    })
  })

  it('pages with per_page and page', async () => {
    const first = wire(productListReply, (await get('/api/v1/products?per_page=5&page=1')).json())
    const second = wire(productListReply, (await get('/api/v1/products?per_page=5&page=2')).json())
    expect(first.data.map((p) => p.id)).toHaveLength(5)
    expect(second.pagination).toMatchObject({
      page: 2,
      has_prev: true,
      total_pages: Math.ceil(seedProducts.length / 5),
    })
    expect(new Set([...first.data, ...second.data].map((p) => p.id)).size).toBe(10)
  })

  it('answers a page past the end with an empty list', async () => {
    const body = wire(productListReply, (await get('/api/v1/products?page=50')).json())
    expect(body.data).toEqual([])
    expect(body.pagination.has_next).toBe(false)
  })

  it.each([
    ['page=-1', 'page must be a whole number from 1 to 10000'],
    ['page=0', 'page must be a whole number from 1 to 10000'],
    ['page=99999999', 'page must be a whole number from 1 to 10000'],
    ['page=abc', 'page must be a whole number from 1 to 10000'],
    ['page=1.5', 'page must be a whole number from 1 to 10000'],
    ['per_page=1000000000', 'per_page must be a whole number from 1 to 100'],
    ['per_page=101', 'per_page must be a whole number from 1 to 100'],
    ['per_page=ten', 'per_page must be a whole number from 1 to 100'],
    ['per_page=', 'per_page must be a whole number from 1 to 100'],
  ])('refuses %s with a 400 and a clear message', async (query, message) => {
    const res = await get(`/api/v1/products?${query}`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ success: false, message })
  })
})

describe('GET /api/v1/products/{id}', () => {
  it('returns Moringa Powder with every field of docs/product.md, Entities, money in rupees', async () => {
    const res = await get('/api/v1/products/101')
    expect(res.statusCode).toBe(200)
    const { data } = wire(productReply, res.json())
    const seed = seedProducts.find((p) => p.id === 101)!
    expect(data).toMatchObject({
      id: 101,
      name: 'Moringa Powder',
      category: seed.category,
      price: seed.price / 100,
      actual_price: seed.actualPrice / 100,
      discount_percent: Math.round(((seed.actualPrice - seed.price) / seed.actualPrice) * 100),
      image_url: seed.images[0],
      stock: seed.stock,
      stock_status: 'In Stock',
      size: '100g',
    })
  })

  it('keeps rating and review_count equal to what the reviews say', async () => {
    for (const seed of seedProducts) {
      const { data } = wire(productReply, (await get(`/api/v1/products/${seed.id}`)).json())
      const own = seedReviews.filter((r) => r.productId === seed.id)
      expect(data.review_count).toBe(own.length)
      const avg = own.length ? Math.round((own.reduce((s, r) => s + r.rating, 0) / own.length) * 10) / 10 : 0
      expect(data.rating).toBe(avg)
    }
  })

  it('keeps the wire spelling of Comming Soon', async () => {
    const comingSoon = seedProducts.find((p) => p.stockStatus === 'Comming Soon')!
    const { data } = wire(productReply, (await get(`/api/v1/products/${comingSoon.id}`)).json())
    expect(data.stock_status).toBe('Comming Soon')
  })

  it('answers 404 for an unknown id and 400 for a blank one', async () => {
    expect((await get('/api/v1/products/999999')).json()).toEqual({
      success: false,
      message: 'Product not found',
    })
    expect((await get('/api/v1/products/999999')).statusCode).toBe(404)
    expect((await get('/api/v1/products/abc')).statusCode).toBe(404)
    const blank = await get('/api/v1/products/%20')
    expect(blank.statusCode).toBe(400)
    expect(blank.json()).toEqual({ success: false, message: 'Product ID is required' })
    expect((await get(`/api/v1/products/${'9'.repeat(40)}`)).statusCode).toBe(404)
  })
})

describe('GET /api/v1/products/category/{category}', () => {
  it('lists only that category, in any casing', async () => {
    const body = wire(productListReply, (await get('/api/v1/products/category/herbs?per_page=100')).json())
    expect(body.data.length).toBe(seedProducts.filter((p) => p.category === 'Herbs').length)
    expect(body.data.every((p) => p.category === 'Herbs')).toBe(true)
  })

  it('refuses an unknown category with the spec message', async () => {
    const res = await get('/api/v1/products/category/Snacks')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      success: false,
      message: 'Invalid category. Must be one of: Superfoods, Herbs',
    })
  })
})

describe('net quantity and the Legal Metrology declarations', () => {
  it("every product says its own net quantity, country of origin and best before; the sampler is '6 × 100g'", async () => {
    const sampler = (await get('/api/v1/products/120')).json().data
    expect(sampler).toMatchObject({ size: '6 × 100g', country_of_origin: 'India', best_before_months: 12 })
    expect((await get('/api/v1/products/101')).json().data.size).toBe('100g')
  })
})

describe('GET /api/v1/products/search', () => {
  const search = async (q: string) =>
    wire(searchReply, (await get(`/api/v1/products/search?q=${encodeURIComponent(q)}`)).json())

  it('finds by name, case-insensitively, best match first', async () => {
    const body = await search('MORINGA')
    expect(body.data.length).toBeGreaterThanOrEqual(2)
    expect(body.data.every((p) => /moringa/i.test(`${p.name} ${p.description}`))).toBe(true)
    expect(body.data[0]!.name).toMatch(/moringa/i)
  })

  it('tolerates a typo', async () => {
    const body = await search('morniga')
    expect(body.data[0]?.name).toMatch(/moringa/i)
    const ashwa = await search('ashwgandha')
    expect(ashwa.data[0]?.name).toMatch(/ashwagandha/i)
  })

  it('matches the category and the description', async () => {
    expect((await search('herbs')).data.some((p) => p.category === 'Herbs')).toBe(true)
    const describedOnly = seedProducts.find((p) => /solar/i.test(p.description))
    if (describedOnly) expect((await search('solar')).data.length).toBeGreaterThan(0)
  })

  it('finds products by the names Indians use: haldi, adrak, drumstick, sahjan, murungai, palak', async () => {
    const expectations: [string, RegExp][] = [
      ['haldi', /^Turmeric/],
      ['adrak', /^Ginger/],
      ['drumstick', /^Moringa/],
      ['sahjan', /^Moringa/],
      ['murungai', /^Moringa/],
      ['palak', /^Spinach/],
      ['holy basil', /^Tulsi/],
      ['pudina', /^Mint/],
    ]
    for (const [q, name] of expectations) {
      const body = await search(q)
      expect(body.data[0]?.name, q).toMatch(name)
    }
  })

  it("ranks the whole phrase first and needs every word: 'moringa powder' is moringa, never ginger, papaya or tulsi", async () => {
    const body = await search('moringa powder')
    expect(body.data[0]!.name).toBe('Moringa Powder')
    const names = body.data.map((p) => p.name)
    for (const other of ['Ginger Powder', 'Papaya Powder', 'Tulsi Powder']) expect(names).not.toContain(other)
    expect(body.data.every((p) => /moringa|drumstick/i.test(`${p.name} ${p.description}`))).toBe(true)
    // one word alone still finds every powder, the phrase's product among them
    expect((await search('powder')).data.length).toBeGreaterThan(10)
    // a typo inside a phrase still finds it
    expect((await search('morniga powder')).data[0]?.name).toBe('Moringa Powder')
  })

  it('treats LIKE wildcards and SQL as plain text', async () => {
    expect((await search('%')).data).toEqual([])
    expect((await search("'; drop table products; --")).data).toEqual([])
    expect((await get('/api/v1/products/101')).statusCode).toBe(200)
  })

  it('requires a search term', async () => {
    for (const url of [
      '/api/v1/products/search',
      '/api/v1/products/search?q=',
      '/api/v1/products/search?q=%20%20',
    ]) {
      const res = await get(url)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ success: false, message: 'Search term is required' })
    }
    expect((await get(`/api/v1/products/search?q=${'a'.repeat(101)}`)).statusCode).toBe(400)
    // PostgreSQL text cannot hold NUL bytes: they are dropped, never sent to the database
    expect((await get('/api/v1/products/search?q=%00')).json()).toEqual({
      success: false,
      message: 'Search term is required',
    })
    expect((await get('/api/v1/products/search?q=moringa%00')).statusCode).toBe(200)
    expect((await get('/api/v1/products/search?q=moringa&per_page=0')).statusCode).toBe(400)
  })
})

describe('recipes', () => {
  it('lists recipes with page_size and every field', async () => {
    const body = wire(recipeListReply, (await get('/api/v1/recipes?page=1&page_size=50')).json())
    expect(body.data).toHaveLength(seedRecipes.length)
    const counts = Object.groupBy(body.data, (r) => r.category)
    expect(counts.Breakfast).toHaveLength(1)
    expect(counts.Dessert).toHaveLength(1)
    expect(counts.Superfoods).toHaveLength(2)
    expect(body.data[0]!.ingredients.length).toBeGreaterThan(0)
  })

  it('filters by category and refuses an unknown one', async () => {
    const body = wire(recipeListReply, (await get('/api/v1/recipes/category/Superfoods')).json())
    expect(body.data.every((r) => r.category === 'Superfoods')).toBe(true)
    const bad = await get('/api/v1/recipes/category/Soup')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Invalid category. Must be one of: Breakfast, Dessert, Superfoods')
  })

  it('gets one recipe by id or slug; unknown is 404, blank is 400', async () => {
    const seed = seedRecipes[0]!
    expect(wire(recipeReply, (await get(`/api/v1/recipes/${seed.id}`)).json()).data.name).toBe(seed.name)
    expect(wire(recipeReply, (await get(`/api/v1/recipes/${seed.recipeId}`)).json()).data.id).toBe(seed.id)
    const missing = await get('/api/v1/recipes/9999')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ success: false, message: 'Recipe not found' })
    expect((await get('/api/v1/recipes/a%00b')).statusCode).toBe(404)
    const blank = await get('/api/v1/recipes/%20')
    expect(blank.statusCode).toBe(400)
    expect(blank.json()).toEqual({ success: false, message: 'Recipe ID is required' })
  })

  it('refuses bad paging', async () => {
    for (const q of ['page_size=0', 'page_size=51', 'page_size=x', 'page=-3']) {
      expect((await get(`/api/v1/recipes?${q}`)).statusCode).toBe(400)
    }
  })
})

describe('HTTP caching', () => {
  it('sends an ETag and answers 304 when it matches', async () => {
    const first = await get('/api/v1/products/101')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^".+"$/)
    const again = await get('/api/v1/products/101', { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('compresses large lists for clients that accept it', async () => {
    const res = await get('/api/v1/products?per_page=20', { 'accept-encoding': 'gzip' })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers.vary).toContain('accept-encoding')
  })

  it('serves fresh data after a catalogue change', async () => {
    const before = wire(productReply, (await get('/api/v1/products/102')).json()).data.stock
    await t.database.db.execute(sql`update products set stock = stock + 7 where id = 102`)
    // still cached until the change is announced, as every writer of the catalogue does
    expect(wire(productReply, (await get('/api/v1/products/102')).json()).data.stock).toBe(before)
    t.app.catalogueChanged()
    const after = wire(productReply, (await get('/api/v1/products/102')).json()).data.stock
    expect(after).toBe(before + 7)
  })
})
