import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '#server/testing/test-app.ts'
import { seedCatalogue } from './index.ts'
import { SEEDED, seedCatalogueIfNeeded, seedNeeded } from './needed.ts'
import { seedProducts } from './products.ts'
import { seedRecipes } from './recipes.ts'
import { seedReviews } from './reviews.ts'
import { categoryNames, productNames } from './translations.ts'
import { hindi } from './translations-hi.ts'
import { telugu } from './translations-te.ts'

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
      // Hindi and Telugu for 20 products and 4 recipes, Tamil, Kannada and Malayalam names, 2 categories × 5
      translations: 2 * (seedProducts.length + 4) + 3 * seedProducts.length + 2 * 5,
    })
    await t.database.db.execute(sql`update products set price_paise = 12300 where id = 101`)
    expect(await seedCatalogue(t.database.db)).toEqual({
      products: 0,
      recipes: 0,
      reviews: 0,
      coupons: 0,
      translations: 0,
    })
    const { rows } = (await t.database.db.execute(
      sql`select price_paise from products where id = 101`,
    )) as unknown as {
      rows: { price_paise: number }[]
    }
    expect(rows[0]?.price_paise).toBe(12300)
  })

  it('writes the translations as a staff save does (their Latin spelling made), and keeps what staff changed', async () => {
    const db = t.database.db
    const row = async (lang: string) =>
      (
        (await db.execute(
          sql`select name, search_latin, version from product_translations where product_id = 101 and lang = ${lang}`,
        )) as unknown as { rows: { name: string; search_latin: string; version: number }[] }
      ).rows[0]
    expect(await row('te')).toEqual({ name: 'మునగాకు పొడి', search_latin: 'munagaku podi', version: 1 })
    // staff rename the Telugu; an existing shop lost its Hindi (as one seeded before translations has none)
    await db.execute(
      sql`update product_translations set name = 'మునగ పొడి', version = 2 where product_id = 101 and lang = 'te'`,
    )
    await db.execute(sql`delete from product_translations where product_id = 101 and lang = 'hi'`)
    // a product whose English staff replaced gets none of the seed's text
    await db.execute(sql`delete from product_translations where product_id = 102`)
    await db.execute(sql`update products set name = 'Neem Powder' where id = 102`)
    expect((await seedCatalogue(db)).translations).toBe(1)
    expect((await row('te'))?.name).toBe('మునగ పొడి')
    expect((await row('hi'))?.name).toBe('मोरिंगा पाउडर')
    const neem = (await db.execute(
      sql`select count(*)::int as n from product_translations where product_id = 102`,
    )) as unknown as { rows: { n: number }[] }
    expect(neem.rows[0]?.n).toBe(0)
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

describe('a start loads the seed only when it has anything to write (decision 027)', () => {
  it('names what the seed writes, as its modules have it', () => {
    expect(SEEDED.products).toEqual(Object.fromEntries(seedProducts.map((p) => [p.id, p.name])))
    expect(SEEDED.recipes).toEqual(Object.fromEntries(seedRecipes.map((r) => [r.id, r.name])))
    const ids = (o: object) => Object.keys(o).map(Number).sort()
    const productIds = ids(SEEDED.products)
    for (const lang of SEEDED.productLanguages) {
      const named =
        lang === 'hi'
          ? ids(hindi.products)
          : lang === 'te'
            ? ids(telugu.products)
            : Object.entries(productNames)
                .filter(([, names]) => names[lang])
                .map(([id]) => Number(id))
                .sort()
      expect(named, lang).toEqual(productIds)
    }
    expect(ids(hindi.recipes)).toEqual(ids(SEEDED.recipes))
    expect(ids(telugu.recipes)).toEqual(ids(SEEDED.recipes))
    expect(SEEDED.recipeLanguages).toEqual(['hi', 'te'])
    expect(Object.keys(categoryNames).sort()).toEqual([...SEEDED.categoryNames].sort())
    for (const names of Object.values(categoryNames))
      expect(Object.keys(names).sort()).toEqual([...SEEDED.categoryLanguages].sort())
  })

  it('finds nothing to seed once seeded; anything the seed would write again makes it seed', async () => {
    const db = t.database.db
    await seedCatalogue(db)
    expect(await seedNeeded(db)).toBe(false)
    expect(await seedCatalogueIfNeeded(db)).toBeUndefined()
    // a category's language, a recipe's, a sample coupon: each is written again by the next start
    await db.execute(
      sql`delete from category_translations where lang = 'kn' and category_id = (select id from categories where name = 'Herbs')`,
    )
    expect(await seedNeeded(db)).toBe(true)
    expect((await seedCatalogueIfNeeded(db))?.translations).toBe(1)
    expect(await seedNeeded(db)).toBe(false)
    await db.execute(sql`delete from recipe_translations where recipe_id = 3 and lang = 'te'`)
    expect(await seedNeeded(db)).toBe(true)
    expect((await seedCatalogueIfNeeded(db))?.translations).toBe(1)
    await db.execute(sql`delete from coupons where code = 'SAVE10'`)
    expect(await seedNeeded(db, { samples: false })).toBe(false)
    expect(await seedNeeded(db)).toBe(true)
    expect((await seedCatalogueIfNeeded(db))?.coupons).toBe(1)
    // a product renamed by the owner gets none of the seed's texts: its missing ones are nothing to seed
    await db.execute(sql`update products set name = 'Neem Powder' where id = 104`)
    await db.execute(sql`delete from product_translations where product_id = 104`)
    expect(await seedNeeded(db)).toBe(false)
    await db.execute(sql`update products set name = 'Amla Powder' where id = 104`)
    expect(await seedNeeded(db)).toBe(true)
    expect((await seedCatalogueIfNeeded(db))?.translations).toBe(5)
    expect(await seedNeeded(db)).toBe(false)
  })
})
