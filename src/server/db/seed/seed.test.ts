import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { seedCatalogue } from './index.ts'
import { seedProducts } from './products.ts'
import { seedReviews } from './reviews.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(async () => {
  await t?.close()
})

describe('seedCatalogue', () => {
  it('fills an empty database, then inserts nothing on a second run and keeps owner edits', async () => {
    expect(await seedCatalogue(t.database.db)).toEqual({
      products: seedProducts.length,
      recipes: 4,
      reviews: seedReviews.length,
      coupons: 2,
    })
    await t.database.db.execute(sql`update products set price_paise = 12300 where id = 101`)
    expect(await seedCatalogue(t.database.db)).toEqual({ products: 0, recipes: 0, reviews: 0, coupons: 0 })
    const { rows } = (await t.database.db.execute(
      sql`select price_paise from products where id = 101`,
    )) as unknown as {
      rows: { price_paise: number }[]
    }
    expect(rows[0]?.price_paise).toBe(12300)
  })

  it('dates the products from the moment of seeding, so a few are New Arrivals (30 days of now) on any day', async () => {
    const { rows } = (await t.database.db.execute(
      sql`select count(*)::int as n from products where created_at > now() - interval '30 days' and created_at <= now()`,
    )) as unknown as { rows: { n: number }[] }
    expect(rows[0]?.n).toBeGreaterThanOrEqual(2)
  })

  it('seeds what the catalogue promises', () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(16)
    expect(seedProducts.find((p) => p.id === 101)?.name).toBe('Moringa Powder')
    expect(seedProducts.some((p) => p.stock === 0 && p.stockStatus === 'In Stock')).toBe(true)
    expect(seedProducts.some((p) => p.stockStatus === 'Comming Soon')).toBe(true)
    expect(seedProducts.filter((p) => p.stock > 0 && p.stock < 10).length).toBeGreaterThanOrEqual(2)
    expect(seedProducts.filter((p) => p.createdDaysAgo <= 30).length).toBeGreaterThanOrEqual(2)
    expect(seedProducts.some((p) => p.images.length === 5)).toBe(true)
    for (const p of seedProducts) {
      expect(p.price, p.name).toBeGreaterThanOrEqual(9900)
      expect(p.price, p.name).toBeLessThanOrEqual(199900)
      expect(p.actualPrice, p.name).toBeGreaterThanOrEqual(p.price)
      expect(['Superfoods', 'Herbs']).toContain(p.category)
    }
  })
})
